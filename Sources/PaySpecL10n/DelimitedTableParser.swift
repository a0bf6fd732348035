import PaySpecJSON

/// Reads translation spreadsheets saved as CSV (RFC 4180 quoting) or TSV: a header row with a
/// key column (`key`, `id`, `name`, `string`) and one column per language; columns named
/// `comment`, `note`, `description` or `context` are ignored.
public enum DelimitedTableParser {
    static let keyHeaders: Set<String> = ["key", "id", "name", "string", "keys", "string key", "identifier"]
    static let ignoredHeaders: Set<String> = ["comment", "comments", "note", "notes", "description", "context", "max length"]

    /// Parses one spreadsheet.
    public static func parse(_ bytes: [UInt8], file: String, separator: Unicode.Scalar) throws(CatalogParseError) -> CatalogDocument {
        let (text, _) = try TextDecoding.decode(bytes, file: file)
        let rows = try records(text, file: file, separator: separator)
        guard let header = rows.first else {
            throw CatalogParseError(file: file, at: SourceLocation(line: 1, column: 1), "expected a header row")
        }
        guard let keyColumn = header.cells.firstIndex(where: { keyHeaders.contains($0.text.lowercased()) }) else {
            throw CatalogParseError(
                file: file, at: header.cells.first?.location ?? SourceLocation(line: 1, column: 1),
                "expected a key column in the header (key, id or name)")
        }
        var languageColumns: [(Int, String)] = []
        for (index, cell) in header.cells.enumerated() where index != keyColumn {
            let name = cell.text.trimmingSpaces
            if ignoredHeaders.contains(name.lowercased()) || name.isEmpty { continue }
            languageColumns.append((index, name))
        }
        var document = CatalogDocument(path: file, format: separator == "\t" ? .tsv : .csv, declaredLanguages: languageColumns.map(\.1))
        let body = rows.dropFirst().filter { !($0.cells.count == 1 && $0.cells[0].text.isEmpty) }
        for row in body where row.cells.count != header.cells.count {
            throw CatalogParseError(
                file: file, at: row.cells.last?.location ?? SourceLocation(line: row.line, column: 1),
                "expected \(header.cells.count) cells as in the header, found \(row.cells.count)")
        }
        // Language-major order: the checker then reads each language as one run.
        document.entries.reserveCapacity(body.count * languageColumns.count)
        for (index, language) in languageColumns {
            for row in body {
                let cell = row.cells[index]
                document.entries.append(
                    CatalogEntry(language: language, key: row.cells[keyColumn].text, value: cell.text, file: file, location: cell.location))
            }
        }
        return document
    }

    struct Cell {
        var text: String
        var location: SourceLocation
    }

    struct Record {
        var cells: [Cell]
        var line: Int
    }

    static func records(_ text: String, file: String, separator: Unicode.Scalar) throws(CatalogParseError) -> [Record] {
        var cursor = ScalarCursor(text)
        if cursor.current == "\u{FEFF}" { cursor.advance() }
        var records: [Record] = []
        var cells: [Cell] = []
        var recordLine = 1
        while !cursor.atEnd {
            let start = cursor.location
            var value = String.UnicodeScalarView()
            if cursor.current == "\"" {
                cursor.advance()
                while true {
                    guard let c = cursor.current else {
                        throw CatalogParseError(file: file, at: start, "expected a closing '\"' for the quoted cell that starts here")
                    }
                    cursor.advance()
                    if c == "\"" {
                        if cursor.current == "\"" {
                            value.append("\"")
                            cursor.advance()
                            continue
                        }
                        break
                    }
                    value.append(c)
                }
                if let c = cursor.current, c != separator, c != "\n", c != "\r" {
                    throw CatalogParseError(
                        file: file, at: cursor.location, "expected a separator or the end of the line after a quoted cell")
                }
            } else {
                while let c = cursor.current, c != separator, c != "\n", c != "\r" {
                    value.append(c)
                    cursor.advance()
                }
            }
            cells.append(Cell(text: String(value), location: start))
            if cursor.current == separator {
                cursor.advance()
                if cursor.atEnd { cells.append(Cell(text: "", location: cursor.location)) }
                continue
            }
            if cursor.current == "\r" { cursor.advance() }
            if cursor.current == "\n" { cursor.advance() }
            records.append(Record(cells: cells, line: recordLine))
            cells = []
            recordLine = cursor.line
        }
        if !cells.isEmpty { records.append(Record(cells: cells, line: recordLine)) }
        return records
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
