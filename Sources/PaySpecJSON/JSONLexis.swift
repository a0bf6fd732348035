/// The byte rules of JSON text shared by both readers, `JSONTreeReader` (values, positioned
/// nodes or events) and `JSONSkimmer` (which only checks and measures): whitespace, strings with
/// their escapes and UTF-8, numbers, keywords, the nesting cap and the rule for repeated keys.
/// One home, so that what one reader accepts the other cannot refuse.
enum JSONLexis {
    /// How deep containers may nest: hostile input must not exhaust the stack.
    static let maximumDepth = 256

    /// Moves `index` past JSON whitespace (space, tab, line feed, carriage return).
    @inline(__always)
    static func skipWhitespace(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) {
        while index < end {
            switch base[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

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

extension JSONLexis {
    /// What a string's scan found besides its end.
    struct StringShape {
        /// The string holds a backslash escape, so its text is not its bytes.
        var escaped = false
        /// The string holds a byte outside ASCII (a multi-byte UTF-8 sequence).
        var beyondASCII = false
    }

    /// Moves `index` from a string's opening quote past its closing one, checking escapes and
    /// UTF-8, and returns `nil`; on a fault, stops `index` where `JSONStringFault` says and sets
    /// `escape` to the offset of the backslash of the escape at fault (the first of a surrogate
    /// pair). Bytes that are not UTF-8 are named only at the closing quote, after any other fault
    /// of the string: what a decoder would find, since escapes always decode to whole scalars.
    @inline(__always)
    static func string(
        _ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int, shape: inout StringShape, escape: inout Int
    ) -> JSONStringFault? {
        index += 1
        var wellFormed = true
        while true {
            index += plainRun(base, index, end)
            guard index < end else { return .unterminated }
            let b = base[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return wellFormed ? nil : .notUTF8
            }
            if b < 0x20 { return .controlCharacter(b) }
            if b >= 0x80 {
                shape.beyondASCII = true
                if !utf8Sequence(base, &index, end) {
                    wellFormed = false
                    index += 1
                }
                continue
            }
            // A backslash.
            shape.escaped = true
            escape = index
            index += 1
            guard index < end else { return .unterminatedEscape }
            let e = base[index]
            if JSONEscape.byte(for: e) != nil {
                index += 1
                continue
            }
            guard e == UInt8(ascii: "u") else { return .invalidEscape(e) }
            index += 1
            if let fault = unicodeEscapeFault(base, &index, end) { return fault }
        }
    }

    /// Checks the `\u` escape whose digits start at `index`, moving past it; on a fault, stops
    /// where `JSONStringFault` says.
    private static func unicodeEscapeFault(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> JSONStringFault? {
        guard let high = hex4(base, &index, end) else { return .missingHexDigits }
        guard (0xD800...0xDBFF).contains(high) else {
            return (0xDC00...0xDFFF).contains(high) ? .loneLowSurrogate(high) : nil
        }
        guard index + 1 < end, base[index] == UInt8(ascii: "\\"), base[index + 1] == UInt8(ascii: "u") else {
            return .loneHighSurrogate(high)
        }
        index += 2
        guard let low = hex4(base, &index, end) else { return .missingHexDigits }
        guard (0xDC00...0xDFFF).contains(low) else { return .invalidLowSurrogate(high: high, low: low) }
        return nil
    }

    /// Moves `index` past one well-formed multi-byte UTF-8 sequence (no overlong form, no
    /// surrogate, at most U+10FFFF) and returns `true`; `false`, unmoved, when none stands there.
    @inline(__always)
    static func utf8Sequence(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int) -> Bool {
        let b0 = base[index]
        let count: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: count = 2
        case 0xE0: count = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: count = 3
        case 0xED: count = 3; high = 0x9F
        case 0xF0: count = 4; low = 0x90
        case 0xF1...0xF3: count = 4
        case 0xF4: count = 4; high = 0x8F
        default: return false
        }
        guard index + count <= end else { return false }
        let b1 = base[index + 1]
        guard b1 >= low && b1 <= high else { return false }
        for i in 2..<count where base[index + i] & 0xC0 != 0x80 { return false }
        index += count
        return true
    }

    /// The text of the checked string between `start` (after its opening quote) and `end` (its
    /// closing quote), escapes decoded into `scratch` when `escaped`.
    static func decodedString(
        _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, escaped: Bool, scratch: inout [UInt8]
    ) -> String {
        guard escaped else { return String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self) }
        scratch.removeAll(keepingCapacity: true)
        var i = start
        var runStart = start
        while i < end {
            guard base[i] == UInt8(ascii: "\\") else {
                i += 1
                continue
            }
            scratch.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: i - runStart))
            let e = base[i + 1]
            i += 2
            if let byte = JSONEscape.byte(for: e) {
                scratch.append(byte)
            } else {
                // `u`: the scan has checked the digits and the pairing.
                let scalar = unicodeEscape(base, &i, end)!
                scratch.append(contentsOf: UTF8.encode(scalar)!)
            }
            runStart = i
        }
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: end - runStart))
        return String(decoding: scratch, as: UTF8.self)
    }
}

extension JSONLexis {
    /// Moves `index` past the number starting there and says whether it was written without
    /// fraction or exponent; on a fault, as `number(_:_:_:)`.
    @inline(__always)
    static func number(_ base: UnsafePointer<UInt8>, _ index: inout Int, _ end: Int, integral: inout Bool) -> JSONNumberFault? {
        let begin = index
        let fault = number(base, &index, end)
        if fault == nil {
            integral = true
            for i in begin..<index where base[i] == UInt8(ascii: ".") || base[i] | 0x20 == UInt8(ascii: "e") {
                integral = false
                break
            }
        }
        return fault
    }

    /// The value of a number the grammar accepted: an `Int` for an integral text that fits,
    /// otherwise a finite `Double`; `nil` for a number beyond a `Double`'s range.
    static func numberValue(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, integral: Bool) -> JSONValue? {
        if integral, let i = integer(base, range) { return .integer(i) }
        let text = String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
        guard let d = Double(text), d.isFinite else { return nil }
        return .double(d)
    }

    /// The `Int` an integral number's text writes, `nil` when it does not fit. Accumulated
    /// negatively, so that `Int.min` fits.
    @inline(__always)
    static func integer(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Int? {
        var i = range.lowerBound
        let negative = base[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var magnitude = 0
        while i < range.upperBound {
            let (m, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.subtractingReportingOverflow(Int(base[i] &- 0x30))
            if o1 || o2 { return nil }
            magnitude = s
            i += 1
        }
        if negative { return magnitude }
        return magnitude == Int.min ? nil : -magnitude
    }

    /// The byte at `offset` as messages name it: `character ','`, `byte 0xC3` or `end of input`.
    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let b = bytes[offset]
        if b >= 0x21 && b < 0x7F { return "character '\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }
}

/// The escapes of JSON strings, shared by every reader in the kit.
public enum JSONEscape {
    /// The byte a one-character escape stands for (`n` -> LF, `"` -> `"`, …), or `nil` for `u`
    /// (four hex digits follow) and for anything that is not a JSON escape.
    @inline(__always)
    public static func byte(for escape: UInt8) -> UInt8? {
        switch escape {
        case UInt8(ascii: "\""): return 0x22
        case UInt8(ascii: "\\"): return 0x5C
        case UInt8(ascii: "/"): return 0x2F
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return nil
        }
    }
}
