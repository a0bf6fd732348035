import PaySpecJSON

/// One row a document states, with the fields PaySpec compares and where it stands.
public struct ExtractedRow: Sendable, Hashable {
    /// The value that identifies the row in its table (the spec key, or `(match)` for a fallback row).
    public var identity: String
    /// The identifying fields, named as in the spec table.
    public var fields: [String: JSONValue]
    /// The document's path.
    public var document: String
    /// The 1-based line the row stands on.
    public var line: Int
    /// The heading above the row's table, as written.
    public var section: String
    /// The row's 1-based position in its table or list.
    public var row: Int
}

/// The rows one or more documents state, by spec table name (`comgate/errors`, …).
public struct Extraction: Sendable {
    /// Rows by table, in document order.
    public var tables: [String: [ExtractedRow]] = [:]
    /// The document and line where each table starts.
    public var origins: [String: (document: String, line: Int)] = [:]
    /// Every document read, stating tables or not.
    public var documents: [String] = []

    public init() {}

    /// Adds the rows of one table; a table stated twice (two documents) keeps the first row of each identity.
    mutating func add(_ table: String, _ rows: [ExtractedRow], document: String, line: Int) {
        if origins[table] == nil { origins[table] = (document, line) }
        var existing = tables[table] ?? []
        for row in rows where !existing.contains(where: { $0.identity == row.identity }) { existing.append(row) }
        tables[table] = existing
    }

    /// Merges the extraction of another document.
    public mutating func merge(_ other: Extraction) {
        documents += other.documents
        for name in other.tables.keys.sorted() {
            let origin = other.origins[name]!
            add(name, other.tables[name]!, document: origin.document, line: origin.line)
        }
    }

    /// The table names in a stable order.
    public var tableNames: [String] { tables.keys.sorted() }
}
