/// The byte rules of JSON text shared by every reader: `JSONValueReader` (which builds values),
/// `JSONSkimmer` (which only checks and measures) and the positioned `JSONByteCursor`, on which
/// `JSONParser` and the String Catalog event layer stand. One home, so that what one of them
/// accepts another cannot refuse.
enum JSONLexis {
    /// The value of the four hex digits at `index`, moving `index` past them; `nil` if there are
    /// fewer than four or one is not a hex digit.
    @inline(__always)
    static func hex4(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> UInt32? {
        guard index + 4 <= end else { return nil }
        var value: UInt32 = 0
        for i in index..<index + 4 {
            let b = base[i]
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    /// The scalar of the `\u` escape whose digits start at `index`, moving `index` past it: a high
    /// surrogate must be followed by a `\u` low one, and a lone low surrogate is no scalar (`nil`).
    static func unicodeEscape(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> Unicode.Scalar? {
        guard let high = hex4(base, &index, end) else { return nil }
        guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
        guard index + 1 < end, base[index] == UInt8(ascii: "\\"), base[index + 1] == UInt8(ascii: "u") else { return nil }
        index += 2
        guard let low = hex4(base, &index, end), (0xDC00...0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    /// What may follow a member or an element of a container: `,` and another one, or the
    /// container's `closer`.
    enum ContainerStep {
        case next
        case closed
    }

    /// Moves `index` past the `,` or the `closer` standing there and says which it was; `nil`
    /// (and `index` unmoved) when neither stands there.
    @inline(__always)
    static func step(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int, closer: UInt8) -> ContainerStep? {
        guard index < end else { return nil }
        if base[index] == UInt8(ascii: ",") {
            index += 1
            return .next
        }
        if base[index] == closer {
            index += 1
            return .closed
        }
        return nil
    }

    /// Whether `b` is an ASCII digit.
    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

    /// Moves `index` past the four bytes `word` (`true`, `null`, `fals` of `false`) when they
    /// stand there; `false` if they do not.
    @inline(__always)
    static func skipWord(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int, _ word: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
        guard index + 4 <= end, base[index] == word.0, base[index + 1] == word.1, base[index + 2] == word.2,
            base[index + 3] == word.3
        else { return false }
        index += 4
        return true
    }

    /// The number of plain string bytes at `index` before `end`, read eight at a time: bytes that
    /// are neither a quote, a backslash, a control character nor part of a multi-byte sequence,
    /// so a string's scan needs no per-byte rule for them. Stops at (not past) the first other byte.
    @inline(__always)
    static func plainRun(_ base: UnsafePointer<UInt8>, _ index: Int, _ end: Int) -> Int {
        var i = index
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= end {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let quote = w ^ (ones &* 0x22)
            let backslash = w ^ (ones &* 0x5C)
            // Each term flags (in a byte's high bit) a byte that is 0x22, 0x5C, below 0x20 or at
            // least 0x80; the lowest flag is exact, so it says where the first such byte is.
            let flags =
                ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((w &- ones &* 0x20) & ~w) | w
            let special = flags & highs
            if special != 0 { return i - index + special.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < end {
            let b = base[i]
            if b == 0x22 || b == 0x5C || b < 0x20 || b >= 0x80 { break }
            i += 1
        }
        return i - index
    }

    /// Moves `index` past the number starting there (at its `-` or first digit) and returns
    /// `nil`; on a fault, stops `index` at the byte that breaks the grammar and names the fault.
    /// Only the grammar: whether the value fits a `Double` is the caller's question.
    static func number(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> JSONNumberFault? {
        func digits(_ part: JSONNumberFault.Part) -> JSONNumberFault? {
            guard index < end, isDigit(base[index]) else { return .missingDigit(part) }
            while index < end, isDigit(base[index]) { index += 1 }
            return nil
        }
        if index < end, base[index] == UInt8(ascii: "-") { index += 1 }
        if index < end, base[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(base[index]) { return .leadingZero }
        } else if let fault = digits(.integer) {
            return fault
        }
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            if let fault = digits(.fraction) { return fault }
        }
        if index < end, base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            if let fault = digits(.exponent) { return fault }
        }
        return nil
    }
}
