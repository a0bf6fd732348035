import PaySpecJSON

/// Reads Apple `.strings` files: the text form (`"key" = "value";` with `/* */` and `//`
/// comments, backslash escapes, `\U` sequences, in UTF-8 or UTF-16) and the compiled binary
/// property list that ships inside app bundles.
public enum StringsFileParser {
    /// One `key = value` pair with the position of its key.
    public struct Pair: Sendable, Hashable {
        public var key: String
        public var value: String
        public var location: SourceLocation
        /// The comment before the entry asks translators to leave its text alone
        /// (`TranslatorComment`; Interface Builder's `Note = "Placeholder - Do not translate";`).
        public var leftAlone = false
    }

    /// Parses a `.strings` file of either form.
    public static func parse(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> [Pair] {
        if bytes.starts(with: Array("bplist00".utf8)) {
            let root = try BinaryPlistReader.read(bytes, file: file)
            guard case .dictionary(let dict) = root else {
                throw CatalogParseError(file: file, at: nil, "expected a dictionary of strings at the top of the binary plist")
            }
            var pairs: [Pair] = []
            for (index, (key, value)) in dict.enumerated() {
                guard case .string(let text) = value else {
                    throw CatalogParseError(file: file, at: nil, "expected a string value for key \"\(key)\" in the binary plist")
                }
                pairs.append(Pair(key: key, value: text, location: SourceLocation(line: 1, column: index + 1)))
            }
            return pairs
        }
        let utf8: [UInt8]
        var start = 0
        if isUTF8(bytes) {
            try TextDecoding.validateUTF8(bytes, file: file)
            utf8 = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        } else {
            utf8 = Array(try TextDecoding.decode(bytes, file: file).0.utf8)
        }
        if startsWithMarkup(utf8, from: start) { return try XMLStringsFile.parse(utf8, file: file) }
        var cursor = UTF8TextCursor(utf8, start: start)
        return try parse(&cursor, file: file)
    }

    /// Parses the text form.
    public static func parse(text: String, file: String) throws(CatalogParseError) -> [Pair] {
        var cursor = UTF8TextCursor(Array(text.utf8))
        return try parse(&cursor, file: file)
    }

    /// Whether `bytes` are to be read as UTF-8: not UTF-16 by a byte order mark or by the zero
    /// bytes that give UTF-16 away (the rule of `TextDecoding.decode`).
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return true }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return false }
        if bytes.count >= 4 && bytes.count % 2 == 0 {
            if bytes[0] != 0 && bytes[1] == 0 && bytes[3] == 0 { return false }
            if bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0 { return false }
        }
        return true
    }

    /// Whether the first character after white space is '<': an XML property list, which Apple
    /// accepts as a `.strings` file (no text-form key starts with '<').
    static func startsWithMarkup(_ bytes: [UInt8], from start: Int) -> Bool {
        var i = start
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<")
    }

    /// Parses the text form from `cursor`: one pass over the bytes, no copy of the text.
    static func parse(_ cursor: inout UTF8TextCursor, file: String) throws(CatalogParseError) -> [Pair] {
        var pairs: [Pair] = []
        func fail(_ message: String) -> CatalogParseError {
            CatalogParseError(file: file, at: cursor.location(), message)
        }
        while true {
            let triviaStart = cursor.index
            try skipTrivia(&cursor, file: file)
            guard !cursor.atEnd else { break }
            // (Most entries follow a line break alone: no slice is made for them.)
            let leftAlone =
                cursor.index - triviaStart >= TranslatorComment.shortest
                && TranslatorComment.asksToLeaveAlone(cursor.bytes[triviaStart..<cursor.index])
            let at = cursor.location()
            let key = try readString(&cursor, file: file, what: "a quoted key")
            try skipTrivia(&cursor, file: file)
            if cursor.byte == UInt8(ascii: ";") {
                cursor.advance()
                pairs.append(Pair(key: key, value: key, location: at, leftAlone: leftAlone))
                continue
            }
            guard cursor.byte == UInt8(ascii: "=") else {
                throw fail("expected '=' after the key \"\(key)\", found \(describe(cursor.scalar?.0))")
            }
            cursor.advance()
            try skipTrivia(&cursor, file: file)
            let value = try readString(&cursor, file: file, what: "a quoted value")
            try skipTrivia(&cursor, file: file)
            guard cursor.byte == UInt8(ascii: ";") else {
                throw fail("expected ';' after the value of \"\(key)\", found \(describe(cursor.scalar?.0))")
            }
            cursor.advance()
            pairs.append(Pair(key: key, value: value, location: at, leftAlone: leftAlone))
        }
        return pairs
    }

    static func describe(_ c: Unicode.Scalar?) -> String {
        guard let c else { return "end of file" }
        if c == "\n" { return "end of line" }
        return "'\(Character(c))'"
    }

    static func skipTrivia(_ cursor: inout UTF8TextCursor, file: String) throws(CatalogParseError) {
        while let b = cursor.byte {
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                cursor.advance()
            } else if b == 0xEF && cursor.byte(at: 1) == 0xBB && cursor.byte(at: 2) == 0xBF {
                // U+FEFF, a byte order mark left inside the text.
                cursor.advanceScalar()
            } else if b == UInt8(ascii: "/") && cursor.byte(at: 1) == UInt8(ascii: "*") {
                let start = cursor.location()
                cursor.advance()
                cursor.advance()
                var closed = false
                while let d = cursor.byte {
                    if d == UInt8(ascii: "*") && cursor.byte(at: 1) == UInt8(ascii: "/") {
                        cursor.advance()
                        cursor.advance()
                        closed = true
                        break
                    }
                    cursor.advance()
                }
                if !closed { throw CatalogParseError(file: file, at: start, "expected '*/' to close this comment") }
            } else if b == UInt8(ascii: "/") && cursor.byte(at: 1) == UInt8(ascii: "/") {
                while let d = cursor.byte, d != 0x0A { cursor.advance() }
            } else {
                return
            }
        }
    }

    static func isBareWordScalar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "." || c == "$" || c == ":" || c == "-"
            || c == "/"
    }

    static func readString(_ cursor: inout UTF8TextCursor, file: String, what: String) throws(CatalogParseError) -> String {
        guard let (first, _) = cursor.scalar else {
            throw CatalogParseError(file: file, at: cursor.location(), "expected \(what), found end of file")
        }
        if first != "\"" {
            guard isBareWordScalar(first) else {
                throw CatalogParseError(file: file, at: cursor.location(), "expected \(what), found \(describe(first))")
            }
            let wordStart = cursor.index
            while let (c, _) = cursor.scalar, isBareWordScalar(c) { cursor.advanceScalar() }
            return String(decoding: cursor.bytes[wordStart..<cursor.index], as: UTF8.self)
        }
        let start = cursor.location()
        cursor.advance()
        // Fast path: no escape before the closing quote, so the text is made once from the run.
        let runStart = cursor.index
        while let b = cursor.byte, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\") { cursor.advance() }
        if cursor.byte == UInt8(ascii: "\"") {
            let text = String(decoding: cursor.bytes[runStart..<cursor.index], as: UTF8.self)
            cursor.advance()
            return text
        }
        var out = Array(cursor.bytes[runStart..<cursor.index])
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                out.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                out.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        func hex4() -> UInt32? {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard let h = cursor.byte, let digit = Character(Unicode.Scalar(h)).hexDigitValue, h < 0x80 else { return nil }
                code = code << 4 | UInt32(digit)
                cursor.advance()
            }
            return code
        }
        while true {
            guard let b = cursor.byte else {
                throw CatalogParseError(file: file, at: start, "expected a closing '\"' for the string that starts here")
            }
            if b == UInt8(ascii: "\"") {
                cursor.advance()
                return String(decoding: out, as: UTF8.self)
            }
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                cursor.advance()
                continue
            }
            let escapeAt = cursor.location()
            cursor.advance()
            guard let (e, _) = cursor.scalar else { continue }
            switch e {
            case "n": out.append(0x0A)
            case "t": out.append(0x09)
            case "r": out.append(0x0D)
            case "a": out.append(0x07)
            case "b": out.append(0x08)
            case "f": out.append(0x0C)
            case "v": out.append(0x0B)
            case "U", "u":
                cursor.advance()
                let digitsStart = cursor.index
                guard let code = hex4() else {
                    throw CatalogParseError(file: file, at: escapeAt, "expected four hex digits after \\\(Character(e))")
                }
                if (0xD800..<0xDC00).contains(code), cursor.byte == UInt8(ascii: "\\"),
                    cursor.byte(at: 1) == UInt8(ascii: "U") || cursor.byte(at: 1) == UInt8(ascii: "u")
                {
                    cursor.advance()
                    cursor.advance()
                    if let low = hex4(), (0xDC00..<0xE000).contains(low),
                        let scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
                    {
                        append(scalar)
                        continue
                    }
                    throw CatalogParseError(file: file, at: escapeAt, "expected a low surrogate after this high surrogate")
                }
                guard let scalar = Unicode.Scalar(code) else {
                    let written = String(decoding: cursor.bytes[digitsStart..<(digitsStart + 4)], as: UTF8.self)
                    throw CatalogParseError(file: file, at: escapeAt, "expected a Unicode scalar, \\U\(written) is a lone surrogate")
                }
                append(scalar)
                continue
            case "0"..."7":
                var value: UInt32 = 0
                var digits = 0
                while digits < 3, let o = cursor.byte, o >= UInt8(ascii: "0"), o <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(o - UInt8(ascii: "0"))
                    digits += 1
                    cursor.advance()
                }
                append(Unicode.Scalar(UInt8(value & 0xFF)))
                continue
            default:
                let scalarStart = cursor.index
                cursor.advanceScalar()
                out += cursor.bytes[scalarStart..<cursor.index]
                continue
            }
            cursor.advance()
        }
    }
}
