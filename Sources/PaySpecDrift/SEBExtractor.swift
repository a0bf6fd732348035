import Foundation
import PaySpecJSON

/// Reads the SEB tables out of a document: result fields, outcomes, the platform-status mapping
/// (cells listing several statuses; prose in a cell means "any other status") and the status lookup.
struct SEBExtractor {
    let document: VendorDocument
    var extraction = Extraction()

    init(document: VendorDocument) { self.document = document }

    mutating func run(_ tables: [(DocumentTable, TableShape)]) {
        for (table, shape) in tables {
            switch shape {
            case .members: addFields(table)
            case .caseMapping: addMapping(table)
            default: break
            }
        }
        addLookup()
    }

    func row(_ identity: String, _ fields: [String: JSONValue], _ table: DocumentTable, _ index: Int) -> ExtractedRow {
        ExtractedRow(
            identity: identity, fields: fields, document: document.path, line: table.rows[index].line,
            section: table.section, row: index + 1)
    }

    /// A field is always set when its type is not optional. A field whose name the sample code
    /// never uses, while the code switches over `result.<name>` that the table lacks, takes that
    /// name: the table translated it.
    mutating func addFields(_ table: DocumentTable) {
        let names = table.rows.map { CellText.unquoted($0.cells[0]) }
        let code = document.lines.joined(separator: "\n")
        let switched = document.lines.compactMap { line -> String? in
            guard let r = line.range(of: "switch result.") else { return nil }
            return String(line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }.filter { !names.contains($0) }
        let rows = table.rows.enumerated().map { i, r in
            var name = names[i]
            let type = CellText.unquoted(r.cells[1])
            if !code.contains("result.\(name)"), switched.count == 1, !type.hasSuffix("?") { name = switched[0] }
            let presence = type.hasSuffix("?") ? "sometimes" : "always"
            return row(name, ["field": .string(name), "type": .string(type), "presence": .string(presence)], table, i)
        }
        extraction.add("seb/result-fields", rows, document: document.path, line: table.line)
    }

    mutating func addMapping(_ table: DocumentTable) {
        var statuses: [ExtractedRow] = []
        var outcomes: [ExtractedRow] = []
        for (i, r) in table.rows.enumerated() {
            let outcome = CellText.enumCase(r.cells[0])!.name
            outcomes.append(row(outcome, ["outcome": .string(outcome)], table, i))
            let spans = CellText.codeSpans(r.cells[1])
            for status in spans {
                statuses.append(row(status, ["status": .string(status), "match": "exact", "outcome": .string(outcome)], table, i))
            }
            var rest = r.cells[1]
            for s in spans { rest = rest.replacingOccurrences(of: "`\(s)`", with: "") }
            if rest.contains(where: \.isLetter) {
                statuses.append(row("(unrecognised)", ["match": "unrecognised", "outcome": .string(outcome)], table, i))
            }
        }
        extraction.add("seb/outcomes", outcomes, document: document.path, line: table.line)
        extraction.add("seb/platform-statuses", statuses, document: document.path, line: table.line)
    }

    /// `GET {apiBaseURL}/…` followed by `Name: {value}` header lines, inside fenced code.
    mutating func addLookup() {
        var inFence = false
        for (offset, line) in document.lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            guard inFence else { continue }
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
            guard parts.count == 2, ["GET", "POST", "PUT", "DELETE", "PATCH"].contains(String(parts[0])),
                parts[1].hasPrefix("{")
            else { continue }
            func make(_ id: String, _ fields: [String: JSONValue], _ n: Int, _ line: Int) -> ExtractedRow {
                ExtractedRow(
                    identity: id, fields: fields.merging(["id": .string(id)]) { a, _ in a },
                    document: document.path, line: line, section: DocumentTableScanner.heading(before: line, in: document), row: n)
            }
            var rows = [
                make("method", ["part": "method", "value": .string(String(parts[0]))], 1, offset + 1),
                make("url", ["part": "url", "value": .string(String(parts[1]))], 2, offset + 1),
            ]
            var next = offset + 1
            while next < document.lines.count, let colon = document.lines[next].firstIndex(of: ":"),
                !document.lines[next].trimmingCharacters(in: .whitespaces).hasPrefix("```")
            {
                let text = document.lines[next]
                let name = text[..<colon].trimmingCharacters(in: .whitespaces)
                let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, !name.contains(" ") else { break }
                rows.append(
                    make(
                        "header.\(name)", ["part": "header", "name": .string(name), "value": .string(value)],
                        rows.count + 1, next + 1))
                next += 1
            }
            extraction.add("seb/status-lookup", rows, document: document.path, line: offset + 1)
            return
        }
    }
}
