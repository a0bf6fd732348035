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
    /// The `id` of the nearest heading above the row that has one (HTML pages), so a finding
    /// can link to `page#anchor`.
    public var anchor: String? = nil
}

/// The rows one or more documents state, by spec table name (`comgate/errors`, …).
public struct Extraction: Sendable {
    /// Rows by table, in document order.
    public var tables: [String: [ExtractedRow]] = [:]
    /// The document and line where each table starts.
    public var origins: [String: (document: String, line: Int)] = [:]
    /// Every document read, stating tables or not.
    public var documents: [String] = []
    /// The SDK each document is about, by path.
    public var sdks: [String: VendorSDK] = [:]
    /// The heading anchor of each table's origin, when its document has one.
    public var originAnchors: [String: String] = [:]

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
        sdks.merge(other.sdks) { a, _ in a }
        for name in other.tables.keys.sorted() {
            let origin = other.origins[name]!
            if origins[name] == nil, let anchor = other.originAnchors[name] { originAnchors[name] = anchor }
            add(name, other.tables[name]!, document: origin.document, line: origin.line)
        }
    }

    /// The table names in a stable order.
    public var tableNames: [String] { tables.keys.sorted() }
}

extension Extraction {
    /// The extraction of one document with its lines as the document numbers them and each row's
    /// heading anchor: an HTML page is read through its rendition, whose lines are not the page's.
    func placed(in document: VendorDocument) -> Extraction {
        guard document.format == .html else { return self }
        // The nearest anchored heading at or above each rendered line, found in one pass.
        var nearest: [String?] = [nil]
        var current: String?
        for number in 1...max(document.lines.count, 1) {
            if let anchor = document.anchors[number] { current = anchor }
            nearest.append(current)
        }
        func anchor(_ line: Int) -> String? { line >= 1 && line < nearest.count ? nearest[line] : nil }
        var placed = self
        for (name, rows) in tables {
            placed.tables[name] = rows.map { row in
                var row = row
                row.anchor = anchor(row.line)
                row.line = document.sourceLine(row.line)
                return row
            }
        }
        for (name, origin) in origins {
            placed.originAnchors[name] = anchor(origin.line)
            placed.origins[name] = (origin.document, document.sourceLine(origin.line))
        }
        return placed
    }
}
