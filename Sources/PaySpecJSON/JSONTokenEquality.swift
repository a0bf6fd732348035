#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// Two checked JSON texts compared token for token, the whitespace between tokens aside.
///
/// In valid JSON two tokens are never run together without a structural byte between them, so
/// texts with the same bytes outside that whitespace hold the same tokens in the same order and
/// read as the same value. The runner decides most answers this way, against the golden file's
/// own bytes, without writing either side in compact form. Equal values written differently
/// (other key order, other escapes or number forms) are not the same tokens: the caller then
/// decides another way.
public enum JSONTokenEquality {
    /// What the other text holds in place of a string or an object of the first
    /// (`sameTokens(_:_:standIn:)`).
    public enum StandIn {
        /// The value itself, compared token for token.
        case itself
        /// These bytes of the first text (a string token, quotes included), for the value that
        /// ends at `end`.
        case bytes(Range<Int>, end: Int)
        /// Nothing this comparison decides: the texts are judged another way.
        case undecided
    }

    /// Whether `a` and `b`, each a checked JSON value, are the same tokens in the same order.
    public static func sameTokens(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == b.count }
        if a.count == b.count && memcmp(pa, pb, a.count) == 0 { return true }
        return sameTokens(a, b) { _ in .itself }
    }

    /// The same, with `standIn(i)`, asked at each string and object of `a` (its first byte's
    /// offset), saying what `b` holds in its place: a string is compared whole, so equal bytes
    /// up to its closing quote are one string.
    // Inlinable, so that each caller's `standIn` is inlined into the loop: the runner compares
    // every answer this way.
    @inlinable
    public static func sameTokens(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, standIn: (Int) -> StandIn
    ) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == b.count }
        var i = 0
        var j = 0
        while true {
            while i < a.count, isSpace(pa[i]) { i += 1 }
            while j < b.count, isSpace(pb[j]) { j += 1 }
            guard i < a.count, j < b.count else { break }
            var token = i..<i + 1
            var next = i + 1
            let byte = pa[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") {
                switch standIn(i) {
                case .undecided: return false
                case .bytes(let bytes, let end):
                    token = bytes
                    next = end
                case .itself:
                    if byte == UInt8(ascii: "\"") {
                        guard let end = stringEnd(a, from: i) else { return false }
                        token = i..<end
                        next = end
                    }
                }
            }
            let n = token.count
            guard j + n <= b.count, memcmp(pa + token.lowerBound, pb + j, n) == 0 else { return false }
            i = next
            j += n
        }
        return i == a.count && j == b.count
    }

    /// The offset after the closing quote of the string opening at `start` in a checked text.
    @usableFromInline
    package static func stringEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var k = start + 1
        while k < text.count {
            switch text[k] {
            case UInt8(ascii: "\""): return k + 1
            case UInt8(ascii: "\\"): k += 2
            default: k += 1
            }
        }
        return nil
    }

    /// Whitespace between tokens, as JSON has it.
    @inlinable
    package static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
