#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// JSON text checked and measured without building values: the runner's hot path sends golden
/// inputs as their own bytes and judges an answer by comparing bytes, so most vectors never
/// become a `JSONValue` at all.
///
/// It exists beside `JSONTreeReader` because it builds nothing: it answers byte ranges, which
/// the runner compares and copies as they are. The grammar is the tree reader's, from the same
/// lexer (`JSONLexis`: strings, escapes, UTF-8, numbers, keywords, the nesting cap); what it
/// cannot decide cheaply (a key written with an escape, whose repetitions need decoding) it
/// declines, and the caller takes the value path, which then accepts or names the error.
public struct JSONSkimmer {
    /// The text is not valid JSON, or is valid in a way the skim does not decide (see above).
    public struct Declined: Error {
        public init() {}
    }

    /// One member of an object: the byte range of its key (inside the quotes) and of its value.
    public struct Member: Sendable {
        public var key: Range<Int>
        public var value: Range<Int>
    }

    private let base: UnsafePointer<UInt8>
    private let end: Int
    /// The offset of the next byte to read.
    public private(set) var index: Int
    private var depth = 0
    /// Key ranges of the objects being read, innermost last, for the duplicate check.
    private var keyStack: [Range<Int>] = []

    /// A skimmer over `buffer`, which must stay valid while it is used; `depth` is the nesting
    /// the text at `start` stands in (a value read out of its document keeps the depth limit
    /// the whole document gives it).
    public init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int = 0, depth: Int = 0) {
        base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        end = buffer.count
        index = start
        self.depth = depth
    }

    @inline(__always)
    public mutating func skipWhitespace() { JSONLexis.skipWhitespace(base, &index, end) }

    /// Whether only whitespace is left.
    public mutating func atEnd() -> Bool {
        skipWhitespace()
        return index == end
    }

    /// The byte at `index`, or nil where the bytes end (a piece of a file may end in a value).
    @inline(__always)
    public var current: UInt8? { index < end ? base[index] : nil }

    /// The byte at `offset` (bounds are the caller's).
    @inline(__always)
    public func byte(at offset: Int) -> UInt8 { base[offset] }

    /// Checks one value starting at `index` (after whitespace) and returns its byte range.
    public mutating func value() throws(Declined) -> Range<Int> {
        skipWhitespace()
        let start = index
        try skipValue()
        return start..<index
    }

    /// Checks an object starting at `index` and returns its members in source order, each value
    /// checked in full. Declines anything else.
    public mutating func members() throws(Declined) -> [Member] {
        skipWhitespace()
        guard index < end, base[index] == UInt8(ascii: "{") else { throw Declined() }
        var out: [Member] = []
        try readObject { key, s throws(Declined) in out.append(Member(key: key, value: try s.value())) }
        return out
    }

    /// Checks an array starting at `index` and returns the byte range of each element.
    public mutating func elements() throws(Declined) -> [Range<Int>] {
        skipWhitespace()
        guard index < end, base[index] == UInt8(ascii: "[") else { throw Declined() }
        var out: [Range<Int>] = []
        try readArray { s throws(Declined) in out.append(try s.value()) }
        return out
    }

    private mutating func skipValue() throws(Declined) {
        guard index < end else { throw Declined() }
        switch base[index] {
        case UInt8(ascii: "{"): try readObject { _, s throws(Declined) in try s.skipValue() }
        case UInt8(ascii: "["): try readArray { s throws(Declined) in try s.skipValue() }
        case UInt8(ascii: "\""): _ = try stringShape()
        case UInt8(ascii: "t"): try word(0x74, 0x72, 0x75, 0x65)
        case UInt8(ascii: "f"):
            try word(0x66, 0x61, 0x6C, 0x73)
            guard index < end, base[index] == 0x65 else { throw Declined() }
            index += 1
        case UInt8(ascii: "n"): try word(0x6E, 0x75, 0x6C, 0x6C)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw Declined()
        }
    }

    @inline(__always)
    private mutating func word(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) throws(Declined) {
        guard JSONLexis.skipWord(base, &index, end, (a, b, c, d)) else { throw Declined() }
    }

    /// Reads the object at `index` (after whitespace): for each member, `member` gets the key's
    /// byte range and the skimmer standing at the value, which it must read (with `value()`,
    /// `readObject`, `readArray`). Duplicate keys are refused, keys with escapes declined.
    public mutating func readObject(_ member: (Range<Int>, inout JSONSkimmer) throws(Declined) -> Void) throws(Declined) {
        skipWhitespace()
        guard index < end, base[index] == UInt8(ascii: "{") else { throw Declined() }
        depth += 1
        if depth > JSONLexis.maximumDepth { throw Declined() }
        index += 1
        skipWhitespace()
        if index < end && base[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        let first = keyStack.count
        defer { keyStack.removeLast(keyStack.count - first) }
        var inOrder = true
        while true {
            skipWhitespace()
            guard index < end, base[index] == UInt8(ascii: "\"") else { throw Declined() }
            let keyStart = index + 1
            // A key with an escape is declined: its duplicates are only found by decoding it.
            // So is a key with a byte outside ASCII: the tree reader compares keys as Swift
            // strings, equal when canonically equivalent (`é` and `e` + U+0301), which bytes
            // cannot tell.
            let shape = try stringShape()
            guard !shape.escaped, !shape.beyondASCII else { throw Declined() }
            let key = keyStart..<index - 1
            // Keys in ascending byte order (as golden files and the writer put them) cannot
            // repeat: only a key out of that order is compared with each one before it.
            if keyStack.count > first, !(inOrder && ascending(keyStack[keyStack.count - 1], key)) {
                inOrder = false
                for k in first..<keyStack.count where equal(keyStack[k], key) { throw Declined() }
            }
            keyStack.append(key)
            skipWhitespace()
            guard index < end, base[index] == UInt8(ascii: ":") else { throw Declined() }
            index += 1
            skipWhitespace()
            try member(key, &self)
            skipWhitespace()
            switch JSONLexis.step(base, &index, end, closer: UInt8(ascii: "}")) {
            case .next: continue
            case .closed:
                depth -= 1
                return
            case nil: throw Declined()
            }
        }
    }

    /// Reads the array at `index` (after whitespace): `element` gets the skimmer standing at
    /// each element, which it must read.
    public mutating func readArray(_ element: (inout JSONSkimmer) throws(Declined) -> Void) throws(Declined) {
        skipWhitespace()
        guard index < end, base[index] == UInt8(ascii: "[") else { throw Declined() }
        depth += 1
        if depth > JSONLexis.maximumDepth { throw Declined() }
        index += 1
        skipWhitespace()
        if index < end && base[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            switch JSONLexis.step(base, &index, end, closer: UInt8(ascii: "]")) {
            case .next: continue
            case .closed:
                depth -= 1
                return
            case nil: throw Declined()
            }
        }
    }

    /// The bytes of `range`, valid while the skimmer's buffer is.
    public func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Whether the bytes of two ranges are equal.
    public func equal(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        return memcmp(base + a.lowerBound, base + b.lowerBound, a.count) == 0
    }

    /// Whether the bytes of `range` are `text`'s UTF-8.
    public func equal(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        return memcmp(base + range.lowerBound, text.utf8Start, range.count) == 0
    }

    /// Whether the bytes of `range` are `bytes`.
    public func equal(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { equal(range, $0) }
    }

    /// Whether the bytes of `range` are `bytes`.
    public func equal(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count == bytes.count else { return false }
        guard let other = bytes.baseAddress else { return true }
        return memcmp(base + range.lowerBound, other, range.count) == 0
    }

    /// Whether the string value at `range` (quotes included) is `text`, decided on bytes: `nil`
    /// when bytes cannot tell (`text` holds a backslash or is not contiguous UTF-8).
    public func stringValue(at range: Range<Int>, is text: String) -> Bool? {
        guard range.count >= 2 else { return false }
        let inner = range.lowerBound + 1..<range.upperBound - 1
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            // Bytes equal to a text without backslashes hold no escape: they are that text.
            guard !bytes.contains(UInt8(ascii: "\\")) else { return nil }
            return equal(inner, bytes)
        } ?? nil
    }

    /// The bytes of `range` as text (a key's range, which holds no escape).
    public func text(of range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// The string a checked string value's range holds (quotes included in `range`).
    public func string(at range: Range<Int>) -> String? {
        guard range.count >= 2, base[range.lowerBound] == UInt8(ascii: "\"") else { return nil }
        let inner = UnsafeBufferPointer(start: base + range.lowerBound + 1, count: range.count - 2)
        if inner.contains(UInt8(ascii: "\\")) {
            return (try? JSONParser.parseValue(Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))))?
                .stringValue
        }
        return String(decoding: inner, as: UTF8.self)
    }

    /// Moves past a string (at its opening quote); returns what it holds.
    @inline(__always)
    private mutating func stringShape() throws(Declined) -> JSONLexis.StringShape {
        var shape = JSONLexis.StringShape()
        var escape = 0
        guard JSONLexis.string(base, &index, end, shape: &shape, escape: &escape) == nil else { throw Declined() }
        return shape
    }

    private mutating func number() throws(Declined) {
        let begin = index
        guard JSONLexis.number(base, &index, end) == nil else { throw Declined() }
        // As the tree reader: a number too large for a Double is refused. Only an exponent or
        // hundreds of digits can make one.
        var exponent = false
        for i in begin..<index where base[i] | 0x20 == UInt8(ascii: "e") {
            exponent = true
            break
        }
        guard exponent || index - begin > 300 else { return }
        let text = String(decoding: UnsafeBufferPointer(start: base + begin, count: index - begin), as: UTF8.self)
        guard let d = Double(text), d.isFinite else { throw Declined() }
    }
}

extension JSONSkimmer {
    /// Appends the checked value at `range` to `out` as `JSONWriter.line` would write it, and
    /// returns `true`, when its text already is that form but for whitespace: keys in ascending
    /// order (ASCII keys, where byte order is `String` order), integers only as `String(Int)`
    /// writes them, string escapes only those the writer uses. Otherwise returns `false`, with
    /// `out` as it was: the caller encodes the value instead.
    public func compact(_ range: Range<Int>, into out: inout [UInt8]) -> Bool {
        let mark = out.count
        // The compact form is never longer than its text: room for the text, written in place
        // through one pointer rather than appended a token at a time, then cut to its length.
        out.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
        let end = out.withUnsafeMutableBufferPointer { buffer -> Int? in
            var i = range.lowerBound
            var w = mark
            guard compactValue(&i, range.upperBound, buffer.baseAddress!, &w) else { return nil }
            return w
        }
        out.removeLast(out.count - (end ?? mark))
        return end != nil
    }

    private func skipSpace(_ i: inout Int, _ limit: Int) {
        while i < limit {
            switch base[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    private func compactValue(_ i: inout Int, _ limit: Int, _ out: UnsafeMutablePointer<UInt8>, _ w: inout Int) -> Bool {
        skipSpace(&i, limit)
        guard i < limit else { return false }
        switch base[i] {
        case UInt8(ascii: "{"):
            put(UInt8(ascii: "{"), out, &w)
            i += 1
            var previous: Range<Int>?
            var first = true
            while true {
                skipSpace(&i, limit)
                guard i < limit else { return false }
                if base[i] == UInt8(ascii: "}") {
                    i += 1
                    put(UInt8(ascii: "}"), out, &w)
                    return true
                }
                if base[i] == UInt8(ascii: ",") {
                    i += 1
                    skipSpace(&i, limit)
                }
                if !first { put(UInt8(ascii: ","), out, &w) }
                first = false
                let keyStart = i + 1
                guard compactString(&i, limit, out, &w, key: true) else { return false }
                let key = keyStart..<i - 1
                if let previous, !ascending(previous, key) { return false }
                previous = key
                skipSpace(&i, limit)
                guard i < limit, base[i] == UInt8(ascii: ":") else { return false }
                i += 1
                put(UInt8(ascii: ":"), out, &w)
                guard compactValue(&i, limit, out, &w) else { return false }
            }
        case UInt8(ascii: "["):
            put(UInt8(ascii: "["), out, &w)
            i += 1
            var first = true
            while true {
                skipSpace(&i, limit)
                guard i < limit else { return false }
                if base[i] == UInt8(ascii: "]") {
                    i += 1
                    put(UInt8(ascii: "]"), out, &w)
                    return true
                }
                if base[i] == UInt8(ascii: ",") { i += 1 }
                if !first { put(UInt8(ascii: ","), out, &w) }
                first = false
                guard compactValue(&i, limit, out, &w) else { return false }
            }
        case UInt8(ascii: "\""):
            return compactString(&i, limit, out, &w, key: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = i
            if base[i] == UInt8(ascii: "-") { i += 1 }
            let digits = i
            while i < limit, JSONLexis.isDigit(base[i]) { i += 1 }
            if i < limit, base[i] == UInt8(ascii: ".") || base[i] == UInt8(ascii: "e") || base[i] == UInt8(ascii: "E") { return false }
            // "-0" is written "0"; 19 digits may not fit an Int.
            if i - digits > 18 || (base[digits] == UInt8(ascii: "0") && digits > start) { return false }
            copy(start..<i, out, &w)
            return true
        default:
            // true, false, null
            let start = i
            while i < limit, base[i] >= UInt8(ascii: "a") && base[i] <= UInt8(ascii: "z") { i += 1 }
            copy(start..<i, out, &w)
            return true
        }
    }

    /// Copies a checked string; `false` for an escape the writer would not use (and for any
    /// escape or non-ASCII byte in a key, whose order is then not byte order).
    private func compactString(_ i: inout Int, _ limit: Int, _ out: UnsafeMutablePointer<UInt8>, _ w: inout Int, key: Bool) -> Bool {
        guard i < limit, base[i] == UInt8(ascii: "\"") else { return false }
        let start = i
        i += 1
        while i < limit {
            i += JSONLexis.plainRun(base, i, limit)
            guard i < limit else { break }
            let b = base[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                copy(start..<i, out, &w)
                return true
            }
            if b == UInt8(ascii: "\\") {
                guard !key, i + 1 < limit else { return false }
                switch base[i + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
                    UInt8(ascii: "b"), UInt8(ascii: "f"):
                    i += 2
                    continue
                default: return false
                }
            }
            if key && b >= 0x80 { return false }
            i += 1
        }
        return false
    }

    @inline(__always)
    private func put(_ byte: UInt8, _ out: UnsafeMutablePointer<UInt8>, _ w: inout Int) {
        out[w] = byte
        w += 1
    }

    @inline(__always)
    private func copy(_ range: Range<Int>, _ out: UnsafeMutablePointer<UInt8>, _ w: inout Int) {
        (out + w).update(from: base + range.lowerBound, count: range.count)
        w += range.count
    }

    /// Whether key `a` sorts strictly before key `b` (byte order).
    private func ascending(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        let n = min(a.count, b.count)
        let c = memcmp(base + a.lowerBound, base + b.lowerBound, n)
        return c < 0 || (c == 0 && a.count < b.count)
    }
}
