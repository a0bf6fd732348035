/// A syntax error in JSON text, with the position of the offending character.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public var description: String { "\(location): \(message)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes that records positions and rejects duplicate
/// object keys (a duplicated key in a spec row is a bug that a lenient parser would hide).
///
/// Nesting is capped so that hostile input cannot exhaust the stack.
public struct JSONParser {
    public static let maximumDepth = 256

    private var cursor: JSONByteCursor
    private var depth = 0
    private var keepsRepeatedKeys = false
    private var sawRepeatedKey = false

    private init(_ bytes: [UInt8]) { cursor = JSONByteCursor(bytes) }

    private var bytes: [UInt8] { cursor.bytes }
    private var index: Int {
        get { cursor.index }
        set { cursor.index = newValue }
    }

    /// Parses one complete JSON text. A UTF-8 byte-order mark at the start is skipped.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        try parse(bytes, keepingRepeatedKeys: false)
    }

    /// Parses one complete JSON text as ECMAScript's and Dart's decoders do: a key repeated in
    /// an object is no error, and every copy is kept as a member in source order (the node's
    /// `value` keeps the last, as those decoders do). A catalog read this way can report the
    /// repetition as a finding instead of refusing a file its platform's build reads.
    /// `repeatsKeys` says whether any object repeated a key, so a caller has nothing to sort
    /// out for the common file that repeats none.
    public static func parseKeepingRepeatedKeys(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (node: JSONNode, repeatsKeys: Bool) {
        var repeats = false
        let node = try parse(bytes, keepingRepeatedKeys: true, repeats: &repeats)
        return (node, repeats)
    }

    private static func parse(_ bytes: [UInt8], keepingRepeatedKeys: Bool) throws(JSONSyntaxError) -> JSONNode {
        var repeats = false
        return try parse(bytes, keepingRepeatedKeys: keepingRepeatedKeys, repeats: &repeats)
    }

    private static func parse(
        _ bytes: [UInt8], keepingRepeatedKeys: Bool, repeats: inout Bool
    ) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes)
        parser.keepsRepeatedKeys = keepingRepeatedKeys
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        repeats = parser.sawRepeatedKey
        return node
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// Parses without positions: the fast path for protocol lines and golden files. Invalid
    /// text is parsed again with positions, so the error names its line and column.
    public static func parseValue(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        if let value = JSONValueReader.read(bytes) { return value }
        return try parse(bytes).value
    }

    /// The fast path with the byte offsets of the elements of the array that is member `key` of
    /// the root object (golden vectors keep their line this way); `nil` for invalid text, which
    /// `parse(_:)` then names.
    public static func parseValue(_ bytes: [UInt8], elementOffsetsOf key: String) -> (value: JSONValue, offsets: [Int])? {
        var offsets: [Int] = []
        guard let value = JSONValueReader.read(bytes, trackedKey: key, elementStarts: &offsets) else { return nil }
        return (value, offsets)
    }

    private var here: SourceLocation { cursor.here }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: here, message: message)
    }

    private func describeCurrent() -> String { cursor.describeCurrent() }

    /// Moves past one byte and returns the offset moved to (see `JSONByteCursor.advance()` for
    /// why positions after a move come from this result).
    @discardableResult
    private mutating func advance() -> Int { cursor.advance() }

    private mutating func skipWhitespace() { cursor.skipWhitespace() }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard index < bytes.count else { throw error("expected a value, found end of input") }
        let start = here
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(start)
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = here
        let count = word.utf8CodeUnitCount
        let ok = word.withUTF8Buffer { w in
            index + count <= bytes.count && bytes[index..<index + count].elementsEqual(w)
        }
        guard ok else { throw JSONSyntaxError(location: start, message: "expected '\(word)'") }
        cursor.advance(asciiCount: count)
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject(_ start: SourceLocation) throws(JSONSyntaxError) -> JSONNode {
        try enter()
        advance()
        var members: [JSONMember] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONNode(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a string key, found \(describeCurrent())")
            }
            let keyLocation = here
            let key = try parseString()
            if !seen.insert(key).inserted {
                guard keepsRepeatedKeys else {
                    throw JSONSyntaxError(location: keyLocation, message: "duplicate key \"\(key)\"")
                }
                sawRepeatedKey = true
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found end of input") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                advance()
                depth -= 1
                return JSONNode(.object(members), at: start)
            }
            throw error("expected ',' or '}', found \(describeCurrent())")
        }
    }

    private mutating func parseArray(_ start: SourceLocation) throws(JSONSyntaxError) -> JSONNode {
        try enter()
        advance()
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONNode(.array(items), at: start)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found end of input") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                advance()
                depth -= 1
                return JSONNode(.array(items), at: start)
            }
            throw error("expected ',' or ']', found \(describeCurrent())")
        }
    }

    private mutating func parseNumber(_ start: SourceLocation) throws(JSONSyntaxError) -> JSONNode {
        let begin = index
        // The grammar is the shared lexer's; the parser words its faults.
        switch cursor.skipNumber() {
        case nil: break
        case .leadingZero: throw error("leading zeros are not allowed")
        case .missingDigit(.integer): throw error("expected a digit")
        case .missingDigit(.fraction): throw error("expected a digit after '.'")
        case .missingDigit(.exponent): throw error("expected a digit in the exponent")
        }
        let integral = !bytes[begin..<index].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        if integral, let i = Int(text) { return JSONNode(.integer(i), at: start) }
        guard let d = Double(text), d.isFinite else {
            throw JSONSyntaxError(location: start, message: "number '\(text)' is out of range")
        }
        return JSONNode(.double(d), at: start)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        var runStart = advance()  // past the opening quote; the result, not `index` (see advance())
        var scratch: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                // A string without escapes (most) is made from its bytes in place: no scratch
                // buffer to allocate, fill and free for each key and value.
                let run = bytes[runStart..<index]
                let verbatim = scratch.isEmpty
                if !verbatim { scratch.append(contentsOf: run) }
                advance()
                guard let s = UTF8Validation.string(verbatim ? run : scratch[...]) else {
                    throw error("string is not valid UTF-8")
                }
                return s
            }
            if b < 0x20 { throw error("control character 0x\(String(b, radix: 16, uppercase: true)) in a string must be escaped") }
            if b == UInt8(ascii: "\\") {
                scratch.append(contentsOf: bytes[runStart..<index])
                let escaped = advance()
                guard escaped < bytes.count else { throw error("unterminated escape") }
                let e = bytes[escaped]
                if let byte = JSONEscape.byte(for: e) {
                    scratch.append(byte)
                } else if e == UInt8(ascii: "u") {
                    advance()
                    let scalar = try parseUnicodeEscape()
                    scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
                    runStart = index
                    continue
                } else {
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                }
                runStart = advance()
                continue
            }
            advance()
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard let value = cursor.readHex4() else { throw error("expected 4 hex digits after \\u") }
        return value
    }

    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800...0xDBFF).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("lone high surrogate \\u\(String(high, radix: 16))") }
            advance()
            advance()
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate \\u\(String(low, radix: 16))") }
            let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(combined)!
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("lone low surrogate \\u\(String(high, radix: 16))") }
        return scalar
    }
}
