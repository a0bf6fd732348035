import PaySpecJSON

/// A cursor over well-formed UTF-8 bytes that knows its line and column (counted in Unicode
/// scalars, as editors show them). The text is never copied into a scalar array: a 50 MB
/// `.strings` file is read from its bytes, and a position costs nothing until it is asked for.
struct UTF8TextCursor {
    let bytes: [UInt8]
    private(set) var index: Int
    private var line = 1
    private var lineStart: Int
    /// The last position whose column was counted, and that column: positions are asked for in
    /// increasing order, so counting resumes there instead of at the start of a long line.
    private var columnIndex: Int
    private var columnCount = 1
    /// Bytes moved over and bytes counted for columns: the work a test measures to show that
    /// doubling a file at most doubles it.
    private(set) var steps = 0

    /// A cursor at `start` (past a byte order mark, for instance), which counts as column 1.
    init(_ bytes: [UInt8], start: Int = 0) {
        self.bytes = bytes
        index = start
        lineStart = start
        columnIndex = start
    }

    var atEnd: Bool { index >= bytes.count }

    /// The byte at the cursor, if any.
    var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte `offset` bytes on, if any.
    func byte(at offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    /// The scalar at the cursor and its length in bytes.
    var scalar: (Unicode.Scalar, Int)? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length where index + k < bytes.count { value = value << 6 | UInt32(bytes[index + k] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Moves past one byte (callers move over whole scalars byte by byte).
    mutating func advance() {
        guard index < bytes.count else { return }
        steps += 1
        if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Moves past the scalar at the cursor.
    mutating func advanceScalar() {
        guard let (_, length) = scalar else { return }
        for _ in 0..<length { advance() }
    }

    /// The cursor's position, counting columns on from the last position asked for.
    mutating func location() -> SourceLocation {
        if columnIndex < lineStart || columnIndex > index {
            columnIndex = lineStart
            columnCount = 1
        }
        var column = columnCount
        var i = columnIndex
        while i < index {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        steps += index - columnIndex
        columnIndex = index
        columnCount = column
        return SourceLocation(line: line, column: column)
    }
}
