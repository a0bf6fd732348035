import PaySpecJSON

/// Reads translation spreadsheets saved as CSV (RFC 4180 quoting) or TSV: a header row with a
/// key column (`key`, `id`, `name`, `string`) and one column per language; columns named
/// `comment`, `note`, `description` or `context` are ignored.
///
/// The table is read row by row from its UTF-8 bytes (`DelimitedRowScanner`) straight into
/// one column per language (`ColumnarCatalog`): no text, row or cell is held beyond the row
/// being read.
public enum DelimitedTableParser {
    static let keyHeaders: Set<String> = ["key", "id", "name", "string", "keys", "string key", "identifier"]
    static let ignoredHeaders: Set<String> = ["comment", "comments", "note", "notes", "description", "context", "max length"]

    /// Parses one spreadsheet.
    public static func parse(_ bytes: [UInt8], file: String, separator: Unicode.Scalar) throws(CatalogParseError) -> CatalogDocument {
        try parseColumns(bytes, file: file, separator: separator).document()
    }

    /// Parses one spreadsheet into its language columns (the document `parse` returns, in
    /// compact form).
    static func parseColumns(_ raw: [UInt8], file: String, separator: Unicode.Scalar) throws(CatalogParseError) -> ColumnarCatalog {
        precondition(separator.isASCII, "a table's separator is an ASCII character")
        // UTF-16 is decoded to UTF-8 first; UTF-8 is read in place, after its byte-order mark.
        let (utf8, offset) = try utf8Body(raw, file: file)
        return try utf8.withUnsafeBufferPointer { (bytes) throws(CatalogParseError) -> ColumnarCatalog in
            var scanner = DelimitedRowScanner(bytes: bytes, start: offset, file: file, separator: UInt8(separator.value))
            return try read(&scanner, file: file, format: separator == "\t" ? .tsv : .csv)
        }
    }

    /// The bytes to scan as UTF-8 and where the text starts, with the errors `TextDecoding` gives.
    static func utf8Body(_ raw: [UInt8], file: String) throws(CatalogParseError) -> ([UInt8], Int) {
        let bom = raw.starts(with: [0xEF, 0xBB, 0xBF])
        let utf16 =
            raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF])
            || (!bom && raw.count >= 4 && raw.count % 2 == 0
                && ((raw[0] != 0 && raw[1] == 0 && raw[3] == 0) || (raw[0] == 0 && raw[2] == 0 && raw[1] != 0)))
        if utf16 { return (Array(try TextDecoding.decode(raw, file: file).0.utf8), 0) }
        try TextDecoding.validateUTF8(raw, file: file)
        return (raw, bom ? 3 : 0)
    }

    private static func read(
        _ scanner: inout DelimitedRowScanner, file: String, format: CatalogFormat
    ) throws(CatalogParseError)
        -> ColumnarCatalog
    {
        var builder = ColumnarCatalog.Builder(path: file, format: format)
        var cells: [DelimitedRowScanner.Cell] = []
        // Errors found after the header are thrown once every row has been read, so that a
        // syntax error anywhere wins, as it did when the whole table was read first.
        var deferred: CatalogParseError?
        guard try scanner.nextRow(into: &cells) != nil else {
            throw CatalogParseError(file: file, at: SourceLocation(line: 1, column: 1), "expected a header row")
        }
        let header = cells.map { scanner.text(of: $0) }
        let headerCount = cells.count
        let keyColumn = header.firstIndex(where: { keyHeaders.contains($0.lowercased()) })
        if keyColumn == nil {
            deferred = CatalogParseError(
                file: file, at: cells.first?.location ?? SourceLocation(line: 1, column: 1),
                "expected a key column in the header (key, id or name)")
        }
        // (cell index, column) of each language.
        var languageColumns: [(Int, Int)] = []
        var declared: [String] = []
        for (index, text) in header.enumerated() where index != keyColumn {
            let name = text.trimmingSpaces
            if ignoredHeaders.contains(name.lowercased()) || name.isEmpty { continue }
            declared.append(name)
            languageColumns.append((index, builder.addColumn(name)))
        }
        builder.setDeclaredLanguages(declared)
        while let line = try scanner.nextRow(into: &cells) {
            if cells.count == 1 && cells[0].isEmpty { continue }
            guard deferred == nil else { continue }
            guard cells.count == headerCount, let keyColumn else {
                deferred = CatalogParseError(
                    file: file, at: cells.last?.location ?? SourceLocation(line: line, column: 1),
                    "expected \(headerCount) cells as in the header, found \(cells.count)")
                continue
            }
            let key = builder.key(scanner.text(of: cells[keyColumn]))
            for (index, column) in languageColumns {
                let cell = cells[index]
                scanner.withBytes(of: cell) { builder.append(column: column, key: key, text: $0, location: cell.location) }
            }
        }
        if let deferred { throw deferred }
        return builder.finish()
    }
}

/// Reads a CSV or TSV table row by row from UTF-8 bytes: cells as byte ranges with their
/// positions (line, and column in Unicode scalars), a quoted cell's doubled quotes undone into
/// a buffer reused for every row.
struct DelimitedRowScanner {
    /// One cell of the row just read.
    struct Cell {
        var start: Int
        var end: Int
        /// Whether `start..<end` is in the scanner's buffer of undone quotes, not the input.
        var inBuffer: Bool
        var location: SourceLocation

        var isEmpty: Bool { start == end }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let separator: UInt8
    private var index: Int
    private var line = 1
    private var column = 1
    private var buffer: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, file: String, separator: UInt8) {
        self.bytes = bytes
        self.file = file
        self.separator = separator
        index = start
        // A second byte-order mark is the first character, read past as one column.
        if index + 3 <= bytes.count, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
            index += 3
            column = 2
        }
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// Moves past one byte, counting lines and columns (a column per scalar).
    private mutating func advance() {
        let b = bytes[index]
        if b == 0x0A {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    /// Reads the next row into `cells`; returns the line it starts on, or nil at the end.
    mutating func nextRow(into cells: inout [Cell]) throws(CatalogParseError) -> Int? {
        guard index < bytes.count else { return nil }
        cells.removeAll(keepingCapacity: true)
        buffer.removeAll(keepingCapacity: true)
        let rowLine = line
        let quote = UInt8(ascii: "\"")
        while true {
            let start = location
            if index < bytes.count, bytes[index] == quote {
                advance()
                let first = index
                var undone: Int?  // where this cell starts in the buffer, once a doubled quote is met
                while true {
                    guard index < bytes.count else {
                        throw CatalogParseError(file: file, at: start, "expected a closing '\"' for the quoted cell that starts here")
                    }
                    let b = bytes[index]
                    if b == quote {
                        if index + 1 < bytes.count, bytes[index + 1] == quote {
                            if undone == nil {
                                undone = buffer.count
                                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[first..<index]))
                            }
                            buffer.append(quote)
                            advance()
                            advance()
                            continue
                        }
                        if let undone {
                            cells.append(Cell(start: undone, end: buffer.count, inBuffer: true, location: start))
                        } else {
                            cells.append(Cell(start: first, end: index, inBuffer: false, location: start))
                        }
                        advance()
                        break
                    }
                    if undone != nil { buffer.append(b) }
                    advance()
                }
                if index < bytes.count, bytes[index] != separator, bytes[index] != 0x0A, bytes[index] != 0x0D {
                    throw CatalogParseError(
                        file: file, at: location, "expected a separator or the end of the line after a quoted cell")
                }
            } else {
                let first = index
                // Plain bytes: no line break inside, so only the column moves.
                while index < bytes.count {
                    let b = bytes[index]
                    if b == separator || b == 0x0A || b == 0x0D { break }
                    if b & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
                cells.append(Cell(start: first, end: index, inBuffer: false, location: start))
            }
            if index < bytes.count, bytes[index] == separator {
                advance()
                if index >= bytes.count { cells.append(Cell(start: index, end: index, inBuffer: false, location: location)) }
                if index < bytes.count { continue }
                return rowLine
            }
            if index < bytes.count, bytes[index] == 0x0D { advance() }
            if index < bytes.count, bytes[index] == 0x0A { advance() }
            return rowLine
        }
    }

    /// Calls `body` with a cell's bytes.
    func withBytes<R>(of cell: Cell, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if cell.inBuffer {
            return buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[cell.start..<cell.end])) }
        }
        return body(UnsafeBufferPointer(rebasing: bytes[cell.start..<cell.end]))
    }

    /// A cell's text.
    func text(of cell: Cell) -> String {
        withBytes(of: cell) { String(decoding: $0, as: UTF8.self) }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
