import Foundation
import PaySpecJSON

/// A table as a document writes it: tab-separated rows under a heading (plain-text exports) or a
/// Markdown pipe table. Cells are trimmed; a stray trailing empty cell is dropped.
public struct DocumentTable: Sendable {
    /// One body row with the line it stands on.
    public struct Row: Sendable {
        public var cells: [String]
        public var line: Int
    }

    /// The header cells.
    public var header: [String]
    /// The line of the header.
    public var line: Int
    /// The nearest heading above the table, as written (provenance only, never used to classify).
    public var section: String
    public var rows: [Row]

    /// The number of columns the header declares.
    public var width: Int { header.count }
}

/// Finds the tables of a document, outside fenced code.
enum DocumentTableScanner {
    /// The tables in document order; throws when a row has more cells than its header.
    static func tables(in document: VendorDocument) throws(DriftInputError) -> [DocumentTable] {
        var tables: [DocumentTable] = []
        var current: DocumentTable?
        var inFence = false
        var section = ""
        var problems: [Diagnostic] = []

        func close() {
            if let t = current, !t.rows.isEmpty { tables.append(t) }
            current = nil
        }
        for (offset, raw) in document.lines.enumerated() {
            let number = offset + 1
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                close()
                inFence.toggle()
                continue
            }
            if inFence { continue }
            // A blank line inside a table (an export glitch) does not end it; text does.
            if trimmed.isEmpty { continue }
            guard let cells = cells(of: raw) else {
                close()
                if isHeading(document, number) { section = headingText(trimmed) }
                continue
            }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }  // |---|---|
            if current == nil {
                current = DocumentTable(header: cells, line: number, section: section, rows: [])
                continue
            }
            var rowCells = cells
            while rowCells.count > current!.width, rowCells.last == "" { rowCells.removeLast() }
            if rowCells.count > current!.width {
                problems.append(
                    Diagnostic(
                        file: document.path, at: SourceLocation(line: document.sourceLine(number), column: 1),
                        "table row has \(rowCells.count) cells but its header (line \(document.sourceLine(current!.line))) has \(current!.width)"
                    ))
                continue
            }
            while rowCells.count < current!.width { rowCells.append("") }
            current!.rows.append(.init(cells: rowCells, line: number))
        }
        close()
        if !problems.isEmpty { throw DriftInputError(problems) }
        return tables
    }

    /// The cells of a table line, or `nil` when the line is not part of a table. In a pipe
    /// table `\|` is a `|` inside a cell, as GitHub writes it.
    static func cells(of line: String) -> [String]? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("|") && trimmed.count > 1 {
            var cells: [String] = []
            var cell = ""
            var escaped = false
            for c in trimmed.dropFirst() {
                if escaped {
                    cell.append(c == "|" ? "|" : "\\")
                    if c != "|" { cell.append(c) }
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "|" {
                    cells.append(cell.trimmingCharacters(in: .whitespaces))
                    cell = ""
                } else {
                    cell.append(c)
                }
            }
            if escaped { cell.append("\\") }
            // Text after the closing `|` is a last cell; a row that ends in `|` has none.
            let last = cell.trimmingCharacters(in: .whitespaces)
            if !last.isEmpty || !trimmed.hasSuffix("|") || trimmed.hasSuffix("\\|") { cells.append(last) }
            return cells
        }
        if line.contains("\t") {
            var parts = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            while parts.count > 1, parts.last == "" { parts.removeLast() }
            return parts.count > 1 ? parts : nil
        }
        return nil
    }

    /// Markdown `#` lines, or a short plain-text line standing alone between blank lines.
    static func isHeading(_ document: VendorDocument, _ number: Int) -> Bool {
        let text = document.line(number).trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("#") { return true }
        guard !text.isEmpty, text.count <= 100, let first = text.first, let last = text.last, !".:,;{}(".contains(last),
            first.isLetter || first.isNumber || first == "`", !text.contains("//")
        else { return false }
        let before = number == 1 || document.line(number - 1).trimmingCharacters(in: .whitespaces).isEmpty
        let after = number == document.lines.count || document.line(number + 1).trimmingCharacters(in: .whitespaces).isEmpty
        return before && after
    }

    /// The nearest heading above line `number`, for provenance of rows read from code.
    static func heading(before number: Int, in document: VendorDocument) -> String {
        var n = number - 1
        while n >= 1 {
            if isHeading(document, n) { return headingText(document.line(n).trimmingCharacters(in: .whitespaces)) }
            n -= 1
        }
        return ""
    }

    static func headingText(_ text: String) -> String {
        var s = Substring(text)
        while s.first == "#" { s = s.dropFirst() }
        return s.trimmingCharacters(in: .whitespaces)
    }
}
