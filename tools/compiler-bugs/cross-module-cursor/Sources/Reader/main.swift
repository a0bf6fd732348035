import Cursor

struct Reader {
    private var cursor: Cursor
    init(_ bytes: [UInt8]) { cursor = Cursor(bytes) }

    private var bytes: [UInt8] { cursor.bytes }
    private var index: Int { cursor.index }
    private mutating func advance() { cursor.advance() }

    /// Reads a string that starts at the opening quote.
    mutating func string() -> String? {
        advance()  // the opening quote
        let first = index
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[first..<index], as: UTF8.self)
                advance()
                return text
            }
            advance()
        }
        return nil
    }
}

var reader = Reader(Array("\"sourceLanguage\"".utf8))
print(reader.string() ?? "nil")
