import PaySpecJSON

/// Extracted tables as canonical JSON, each row with its provenance (document, line, section, row).
public enum ExtractionWriter {
    /// One table as a JSON document: `{"table": …, "key": …, "rows": [...]}`.
    public static func table(_ name: String, _ rows: [ExtractedRow]) -> JSONValue {
        let key = DocumentDrift.rules[name]?.identity ?? "key"
        return [
            "table": .string(name), "key": .string(key),
            "rows": .array(
                rows.map { row in
                    var fields = row.fields
                    var source: [String: JSONValue] = [
                        "document": .string(row.document), "line": .integer(row.line), "section": .string(row.section),
                        "row": .integer(row.row),
                    ]
                    if let anchor = row.anchor { source["anchor"] = .string(anchor) }
                    fields["source"] = .object(source)
                    return .object(fields)
                }),
        ]
    }

    /// Every table of the extraction in one document.
    public static func document(_ extraction: Extraction) -> String {
        let tables = extraction.tableNames.map { table($0, extraction.tables[$0]!) }
        return JSONWriter.document(["tables": .array(tables)], rowArrays: ["rows"])
    }
}
