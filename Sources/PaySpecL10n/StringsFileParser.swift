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
        let (text, _) = try TextDecoding.decode(bytes, file: file)
        return try parse(text: text, file: file)
    }

    /// Parses the text form.
    public static func parse(text: String, file: String) throws(CatalogParseError) -> [Pair] {
        var cursor = ScalarCursor(text)
        var pairs: [Pair] = []
        func fail(_ message: String) -> CatalogParseError {
            CatalogParseError(file: file, at: cursor.location, message)
        }
        while true {
            try skipTrivia(&cursor, file: file)
            guard let c = cursor.current else { break }
            if c == "\u{FEFF}" {
                cursor.advance()
                continue
            }
            let at = cursor.location
            let key = try readString(&cursor, file: file, what: "a quoted key")
            try skipTrivia(&cursor, file: file)
            if cursor.current == ";" {
                cursor.advance()
                pairs.append(Pair(key: key, value: key, location: at))
                continue
            }
            guard cursor.current == "=" else { throw fail("expected '=' after the key \"\(key)\", found \(describe(cursor.current))") }
            cursor.advance()
            try skipTrivia(&cursor, file: file)
            let value = try readString(&cursor, file: file, what: "a quoted value")
            try skipTrivia(&cursor, file: file)
            guard cursor.current == ";" else { throw fail("expected ';' after the value of \"\(key)\", found \(describe(cursor.current))") }
            cursor.advance()
            pairs.append(Pair(key: key, value: value, location: at))
        }
        return pairs
    }

    static func describe(_ c: Unicode.Scalar?) -> String {
        guard let c else { return "end of file" }
        if c == "\n" { return "end of line" }
        return "'\(Character(c))'"
    }

    static func skipTrivia(_ cursor: inout ScalarCursor, file: String) throws(CatalogParseError) {
        while let c = cursor.current {
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" {
                cursor.advance()
            } else if c == "/" && cursor.peek() == "*" {
                let start = cursor.location
                cursor.advance()
                cursor.advance()
                var closed = false
                while let d = cursor.current {
                    if d == "*" && cursor.peek() == "/" {
                        cursor.advance()
                        cursor.advance()
                        closed = true
                        break
                    }
                    cursor.advance()
                }
                if !closed { throw CatalogParseError(file: file, at: start, "expected '*/' to close this comment") }
            } else if c == "/" && cursor.peek() == "/" {
                while let d = cursor.current, d != "\n" { cursor.advance() }
            } else {
                return
            }
        }
    }

    static func isBareWordScalar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "." || c == "$" || c == ":" || c == "-"
            || c == "/"
    }

    static func readString(_ cursor: inout ScalarCursor, file: String, what: String) throws(CatalogParseError) -> String {
        guard let first = cursor.current else {
            throw CatalogParseError(file: file, at: cursor.location, "expected \(what), found end of file")
        }
        if first != "\"" {
            guard isBareWordScalar(first) else {
                throw CatalogParseError(file: file, at: cursor.location, "expected \(what), found \(describe(first))")
            }
            var word = String.UnicodeScalarView()
            while let c = cursor.current, isBareWordScalar(c) {
                word.append(c)
                cursor.advance()
            }
            return String(word)
        }
        let start = cursor.location
        cursor.advance()
        // Fast path: no escape before the closing quote, so the text is built once from the run.
        let runStart = cursor.index
        var runEnd = runStart
        let scalars = cursor.scalars
        while runEnd < scalars.count, scalars[runEnd] != "\"", scalars[runEnd] != "\\" { runEnd += 1 }
        if runEnd < scalars.count, scalars[runEnd] == "\"" {
            var utf8: [UInt8] = []
            utf8.reserveCapacity(runEnd - runStart)
            for scalar in scalars[runStart..<runEnd] {
                if scalar.isASCII {
                    utf8.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    utf8.append(contentsOf: UTF8.encode(scalar)!)
                }
            }
            while cursor.index <= runEnd { cursor.advance() }
            return String(decoding: utf8, as: UTF8.self)
        }
        var out = String.UnicodeScalarView()
        while true {
            guard let c = cursor.current else {
                throw CatalogParseError(file: file, at: start, "expected a closing '\"' for the string that starts here")
            }
            if c == "\"" {
                cursor.advance()
                return String(out)
            }
            if c == "\\" {
                let escapeAt = cursor.location
                cursor.advance()
                guard let e = cursor.current else { continue }
                cursor.advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "a": out.append("\u{07}")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "v": out.append("\u{0B}")
                case "U", "u":
                    var hex = ""
                    for _ in 0..<4 {
                        guard let h = cursor.current, h.properties.isASCIIHexDigit else { break }
                        hex.unicodeScalars.append(h)
                        cursor.advance()
                    }
                    guard hex.count == 4, let code = UInt32(hex, radix: 16) else {
                        throw CatalogParseError(file: file, at: escapeAt, "expected four hex digits after \\\(Character(e))")
                    }
                    if (0xD800..<0xDC00).contains(code), cursor.current == "\\", cursor.peek() == "U" || cursor.peek() == "u" {
                        cursor.advance()
                        cursor.advance()
                        var low = ""
                        for _ in 0..<4 {
                            guard let h = cursor.current, h.properties.isASCIIHexDigit else { break }
                            low.unicodeScalars.append(h)
                            cursor.advance()
                        }
                        if let lowCode = UInt32(low, radix: 16), (0xDC00..<0xE000).contains(lowCode),
                            let scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (lowCode - 0xDC00))
                        {
                            out.append(scalar)
                            continue
                        }
                        throw CatalogParseError(file: file, at: escapeAt, "expected a low surrogate after this high surrogate")
                    }
                    guard let scalar = Unicode.Scalar(code) else {
                        throw CatalogParseError(file: file, at: escapeAt, "expected a Unicode scalar, \\U\(hex) is a lone surrogate")
                    }
                    out.append(scalar)
                case "0"..."7":
                    var octal = String(Character(e))
                    while octal.count < 3, let o = cursor.current, ("0"..."7").contains(o) {
                        octal.unicodeScalars.append(o)
                        cursor.advance()
                    }
                    out.append(Unicode.Scalar(UInt8(UInt32(octal, radix: 8)! & 0xFF)))
                default:
                    out.append(e)
                }
                continue
            }
            out.append(c)
            cursor.advance()
        }
    }
}
