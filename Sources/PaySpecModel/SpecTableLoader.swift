import PaySpecJSON

/// Reads one spec table file and checks it against its schema, collecting every problem instead
/// of stopping at the first, so one build shows them all.
public enum SpecTableLoader {
    static let topLevelFields: Set<String> = ["table", "sdk", "title", "key", "rows"]

    /// Parses `bytes` as the table file at `path`. The table is `nil` only when the file cannot be
    /// understood at all; otherwise invalid rows are reported and left out.
    public static func load(
        path: String, bytes: [UInt8], citations: SpecCatalog.CitationRule = .required
    ) -> (SpecTable?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func error(_ at: SourceLocation?, _ message: String) {
            diagnostics.append(Diagnostic(file: path, at: at, message))
        }
        let (parsed, problems) = JSONObjectFile.read(path: path, bytes: bytes, kind: "table", fields: topLevelFields)
        diagnostics += problems
        guard let root = parsed else { return (nil, diagnostics) }
        func text(_ key: String) -> String? {
            guard let m = root.member(key) else {
                error(root.location, "missing field \"\(key)\"")
                return nil
            }
            guard case .string(let s) = m.value.kind else {
                error(m.value.location, "\"\(key)\" must be a string")
                return nil
            }
            return s
        }
        guard let tableName = text("table"), let sdk = text("sdk"), let title = text("title"), let key = text("key")
        else { return (nil, diagnostics) }
        let fullName = sdk == "all" ? tableName : "\(sdk)/\(tableName)"
        guard let schema = TableSchemas.schema(named: fullName) else {
            let known = TableSchemas.all.map(\.name).joined(separator: ", ")
            error(root.member("table")?.value.location, "unknown table \"\(fullName)\"; known tables: \(known)")
            return (nil, diagnostics)
        }
        let expectedSuffix = fullName + ".json"
        if !path.hasSuffix(expectedSuffix) {
            error(root.member("table")?.value.location, "table \"\(fullName)\" must live in a file ending in \(expectedSuffix)")
        }
        if key != schema.keyField {
            error(root.member("key")?.value.location, "key of \(fullName) is \"\(schema.keyField)\", not \"\(key)\"")
        }
        guard let rowsMember = root.member("rows") else {
            error(root.location, "missing field \"rows\"")
            return (nil, diagnostics)
        }
        guard let rowNodes = rowsMember.value.elements else {
            error(rowsMember.value.location, "\"rows\" must be an array")
            return (nil, diagnostics)
        }
        var rows: [SpecRow] = []
        var seenKeys: [String: Int] = [:]
        var rejectedKeys: Set<String> = []
        for (offset, node) in rowNodes.enumerated() {
            let (row, problems) = parseRow(node, index: offset + 1, schema: schema, path: path, citations: citations)
            diagnostics += problems
            guard var row else {
                if let k = node.value[schema.keyField]?.stringValue { rejectedKeys.insert(k) }
                continue
            }
            if let k = row.key {
                if let first = seenKeys[k] {
                    error(row.location(of: schema.keyField), "\(row.label): duplicate \(schema.keyField) \"\(k)\" (first in row \(first))")
                    continue
                }
                seenKeys[k] = row.index
            }
            row.index = offset + 1
            rows.append(row)
        }
        var table = SpecTable(name: fullName, sdk: sdk, title: title, keyField: schema.keyField, rows: rows, path: path)
        table.rejectedKeys = rejectedKeys
        return (table, diagnostics)
    }

    static func parseRow(
        _ node: JSONNode, index: Int, schema: TableSchema, path: String, citations: SpecCatalog.CitationRule
    ) -> (SpecRow?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard let members = node.members else {
            return (
                nil, [Diagnostic(file: path, at: node.location, "row \(index): expected an object, found \(node.value.typeDescription)")]
            )
        }
        var fields: [String: JSONValue] = [:]
        var locations: [String: SourceLocation] = [:]
        for m in members {
            fields[m.key] = m.value.value
            locations[m.key] = m.keyLocation
        }
        let keyValue = fields[schema.keyField]?.stringValue
        let label = keyValue.map { "row \(index) (\"\($0)\")" } ?? "row \(index)"
        func error(_ at: SourceLocation, _ message: String) {
            diagnostics.append(Diagnostic(file: path, at: at, "\(label): \(message)"))
        }
        for m in members {
            guard let type = schema.type(of: m.key) else {
                error(m.keyLocation, "unknown field \"\(m.key)\"; \(schema.name) rows have " + schema.allFieldNames.joined(separator: ", "))
                continue
            }
            if !type.accepts(m.value.value) {
                error(m.value.location, "\"\(m.key)\" must be \(type.description), found \(describe(m.value.value))")
            }
        }
        for (field, _) in schema.required.sorted(by: { $0.key < $1.key }) where fields[field] == nil {
            error(node.location, "missing field \"\(field)\"")
        }
        for field in schema.identifierFields {
            if let value = fields[field]?.stringValue, !SwiftIdentifier.isValid(value) {
                error(locations[field] ?? node.location, "\"\(value)\" in \"\(field)\" cannot be made into a Swift name")
            }
        }
        var level: SpecLevel?
        var source: Provenance?
        var fieldLevels: [String: SpecLevel] = [:]
        if schema.hasLevels {
            if let raw = fields["level"]?.stringValue { level = SpecLevel(rawValue: raw) }
            if fields["level"] == nil { error(node.location, "missing field \"level\" (normative, derived or informative)") }
            if let s = fields["source"] {
                let linesText = s["lines"]?.stringValue
                let linesMissing = s["lines"] == nil && citations == .optional
                if let doc = s["document"]?.stringValue, let section = s["section"]?.stringValue, let r = s["row"]?.intValue,
                    linesText != nil || linesMissing, s.objectValue?.count == (linesMissing ? 3 : 4)
                {
                    if let linesText, LineReference(linesText) == nil {
                        error(
                            locations["source"] ?? node.location,
                            "source.lines \"\(linesText)\" is not a line reference; write L12 or L12-L15, several joined by commas (L12,L20-L22)"
                        )
                    } else {
                        source = Provenance(document: doc, section: section, row: r, lines: linesText.flatMap(LineReference.init))
                    }
                } else {
                    error(
                        locations["source"] ?? node.location,
                        "\"source\" must be {\"document\": string, \"lines\": \"L<first>[-L<last>]\", \"row\": integer, \"section\": string}"
                    )
                }
            }
            if level == .normative && fields["source"] == nil {
                error(node.location, "a normative row needs a \"source\" (document, section, row, lines)")
            }
            if level == .derived && fields["why"] == nil {
                error(node.location, "a derived row needs a \"why\" giving its reason")
            }
            if let fl = fields["fieldLevels"]?.objectValue {
                for (field, value) in fl.sorted(by: { $0.key < $1.key }) {
                    guard fields[field] != nil else {
                        error(locations["fieldLevels"] ?? node.location, "fieldLevels names \"\(field)\", which the row does not have")
                        continue
                    }
                    guard let raw = value.stringValue, let l = SpecLevel(rawValue: raw) else {
                        error(locations["fieldLevels"] ?? node.location, "fieldLevels.\(field) must be normative, derived or informative")
                        continue
                    }
                    fieldLevels[field] = l
                    if l == .derived && fields["why"] == nil {
                        error(node.location, "a derived field needs a \"why\" giving its reason")
                    }
                }
            }
        }
        if !diagnostics.isEmpty { return (nil, diagnostics) }
        let row = SpecRow(
            fields: fields, level: level, source: source, why: fields["why"]?.stringValue, fieldLevels: fieldLevels,
            ambiguity: fields["ambiguity"]?.stringValue, key: keyValue, index: index, location: node.location,
            fieldLocations: locations)
        return (row, [])
    }

    static func describe(_ value: JSONValue) -> String {
        if case .string(let s) = value { return "\"\(s)\"" }
        return value.typeDescription
    }
}
