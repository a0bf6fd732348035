import PaySpecJSON
import PaySpecModel

/// Renders spec tables for people (aligned text) and for tools (JSON).
enum SpecListing {
    static func text(_ catalog: SpecCatalog) -> String {
        var lines = [["TABLE", "ROWS", "NORMATIVE", "DERIVED", "INFORMATIVE", "TITLE"]]
        var totals = [0, 0, 0, 0]
        for name in catalog.tableNames {
            let t = catalog.tables[name]!
            let c = t.levelCounts
            let counts = [t.rows.count, c[.normative] ?? 0, c[.derived] ?? 0, c[.informative] ?? 0]
            for i in 0..<4 { totals[i] += counts[i] }
            lines.append([name] + counts.map(String.init) + [t.title])
        }
        lines.append(["total"] + totals.map(String.init) + [""])
        var out = align(lines, rightAligned: [1, 2, 3, 4])
        let keys = catalog.translations.values.first?.strings.count ?? 0
        out += "\ntranslations: \(catalog.translations.count) languages x \(keys) keys (spec/translations/)"
        return out
    }

    static func json(_ catalog: SpecCatalog) -> String {
        var tables: [JSONValue] = []
        for name in catalog.tableNames {
            let t = catalog.tables[name]!
            let c = t.levelCounts
            tables.append([
                "table": .string(name), "rows": .integer(t.rows.count), "title": .string(t.title),
                "levels": [
                    "normative": .integer(c[.normative] ?? 0), "derived": .integer(c[.derived] ?? 0),
                    "informative": .integer(c[.informative] ?? 0),
                ],
            ])
        }
        return JSONWriter.document(["tables": .array(tables), "languages": .integer(catalog.translations.count)], rowArrays: ["tables"])
    }

    static let metaFields: Set<String> = ["level", "source", "why", "fieldLevels"]

    static func text(_ table: SpecTable, wide: Bool) -> String {
        var columns: [String] = [table.keyField]
        for row in table.rows {
            for f in row.fields.keys.sorted() where !columns.contains(f) && !metaFields.contains(f) { columns.append(f) }
        }
        let hasLevels = table.rows.contains { $0.level != nil }
        var lines = [columns + (hasLevels ? ["level", "source"] : [])]
        for row in table.rows {
            var cells = columns.map { cell(row[$0], wide: wide) }
            if hasLevels {
                cells.append(row.level?.rawValue ?? "")
                cells.append(
                    row.source.map { "\($0.document.prefix(3)):\($0.lines?.text ?? "?") \"\($0.section)\" #\($0.row)" }
                        ?? (row.why.map { "why: " + $0 } ?? ""))
            }
            lines.append(cells)
        }
        return "\(table.name): \(table.title)\n\n" + align(lines, rightAligned: [])
    }

    static func json(_ table: SpecTable) -> String {
        JSONWriter.document([
            "table": .string(table.name), "title": .string(table.title), "key": .string(table.keyField),
            "rows": .array(table.rows.map { .object($0.fields) }),
        ])
    }

    static func cell(_ value: JSONValue?, wide: Bool) -> String {
        guard let value else { return "" }
        let text: String
        if case .string(let s) = value { text = s } else { text = JSONWriter.line(value, spacing: .spaced) }
        if wide || text.count <= 48 { return text }
        return String(text.prefix(47)) + "…"
    }

    static func align(_ lines: [[String]], rightAligned: Set<Int>) -> String {
        let count = lines.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: count)
        for line in lines { for (i, c) in line.enumerated() { widths[i] = max(widths[i], c.count) } }
        return lines.map { line in
            line.enumerated().map { i, c in
                let pad = String(repeating: " ", count: widths[i] - c.count)
                return i == line.count - 1 ? c : (rightAligned.contains(i) ? pad + c : c + pad)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
