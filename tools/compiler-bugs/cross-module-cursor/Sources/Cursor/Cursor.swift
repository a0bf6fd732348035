/// A byte position that counts columns as it moves.
public struct Cursor {
    public let bytes: [UInt8]
    public var index: Int
    public private(set) var column = 1

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = 0
    }

    /// Moves past one byte; a UTF-8 continuation byte adds no column.
    public mutating func advance() {
        let b = bytes[index]
        index += 1
        if b & 0xC0 != 0x80 { column += 1 }
    }
}
