import PaySpecJSON

/// One row of a spec table: its fields, level, provenance, and where it stands in its file.
public struct SpecRow: Sendable {
    /// All fields of the row as written, including `level`, `source` and the rest.
    public var fields: [String: JSONValue]
    /// `nil` only for tables without levels (the ambiguity register).
    public var level: SpecLevel?
    public var source: Provenance?
    /// Why a derived row holds.
    public var why: String?
    /// Levels of single fields that differ from the row's level.
    public var fieldLevels: [String: SpecLevel]
    /// The ambiguity register entry the row depends on.
    public var ambiguity: String?
    /// The value of the table's key field, when the row has one.
    public var key: String?
    /// The 1-based index among the table's rows.
    public var index: Int
    /// Where the row's `{` stands.
    public var location: SourceLocation
    /// Where each field's key stands, for precise diagnostics.
    public var fieldLocations: [String: SourceLocation]

    public subscript(field: String) -> JSONValue? { fields[field] }

    public func string(_ field: String) -> String? { fields[field]?.stringValue }
    public func bool(_ field: String) -> Bool? { fields[field]?.boolValue }
    public func int(_ field: String) -> Int? { fields[field]?.intValue }

    /// The level that holds for one field: its own, else the row's.
    public func level(of field: String) -> SpecLevel? {
        fieldLevels[field] ?? level
    }

    /// `table#key` or `table#index`: how vectors and reports refer to the row.
    public func reference(in table: String) -> String {
        "\(table)#\(key ?? String(index))"
    }

    /// How messages name the row.
    public var label: String {
        key.map { "row \(index) (\"\($0)\")" } ?? "row \(index)"
    }

    public func location(of field: String) -> SourceLocation {
        fieldLocations[field] ?? location
    }
}
