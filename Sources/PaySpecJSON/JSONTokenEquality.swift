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
    /// Whether `a` and `b`, each a checked JSON value, are the same tokens in the same order.
    public static func sameTokens(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == b.count }
        if a.count == b.count && memcmp(pa, pb, a.count) == 0 { return true }
        var i = 0
        var j = 0
        var inString = false
        var escaped = false
        while true {
            if !inString {
                while i < a.count, isSpace(pa[i]) { i += 1 }
                while j < b.count, isSpace(pb[j]) { j += 1 }
            }
            guard i < a.count, j < b.count else { break }
            let byte = pa[i]
            guard byte == pb[j] else { return false }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
            i += 1
            j += 1
        }
        return i == a.count && j == b.count
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
