import PaySpecIO
import PaySpecJSON

/// Proves that the document lines spec/ cites exist and say what the rows claim, given a folder
/// with copies of the vendor documents (they are not shipped with the kit, so this check runs
/// only where someone has them: `payspec spec check --documents DIR`).
///
/// A cited line range must lie within its document, and for tables with evidence fields (codes,
/// case names, status strings a document writes verbatim) at least one cited line must contain
/// one of the row's values, compared ignoring case. Rows of prose tables are checked for their
/// lines only, and counted apart so the summary says how much was judged by value.
public struct DocumentLineCheck {
    public var catalog: SpecCatalog
    /// The folder holding the documents, by the file names `source.document` uses.
    public var directory: String

    public init(catalog: SpecCatalog, directory: String) {
        self.catalog = catalog
        self.directory = directory
    }

    /// What the check found.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// Rows whose cited lines were found and contain one of the row's values.
        public var checkedByValue = 0
        /// Rows of prose tables whose cited lines were found (no value to look for).
        public var checkedByLine = 0
        /// The documents read.
        public var documents: Set<String> = []
        /// Each document's lines, by file name (for checks of what the lines state).
        public var lines: [String: [String]] = [:]
    }

    public func run() -> Outcome {
        var outcome = Outcome()
        var lines: [String: [String]] = [:]
        var unreadable: Set<String> = []
        for name in catalog.tableNames {
            guard let table = catalog.table(name), let schema = TableSchemas.schema(named: name) else { continue }
            for row in table.rows {
                guard let source = row.source, let cited = source.lines else { continue }
                let at = row.location(of: "source")
                func error(_ message: String) {
                    outcome.diagnostics.append(Diagnostic(file: table.path, at: at, "\(row.label): \(message)"))
                }
                if lines[source.document] == nil && !unreadable.contains(source.document) {
                    guard Self.isPlainFileName(source.document) else {
                        unreadable.insert(source.document)
                        error("source.document \"\(source.document)\" is not a plain file name")
                        continue
                    }
                    let path = directory + "/" + source.document
                    do throws(InputFile.ReadError) {
                        lines[source.document] = Self.split(try InputFile.readText(path))
                        outcome.documents.insert(source.document)
                    } catch {
                        unreadable.insert(source.document)
                        outcome.diagnostics.append(Diagnostic(refusal: error))
                    }
                }
                guard let text = lines[source.document] else { continue }
                let beyond = cited.ranges.filter { $0.upperBound > text.count }
                if !beyond.isEmpty {
                    error("source.lines \(cited.text) cites beyond the end of \(source.document), which has \(text.count) lines")
                    continue
                }
                let values = Self.evidence(row, schema)
                guard !values.isEmpty else {
                    outcome.checkedByLine += 1
                    continue
                }
                let citedText = cited.lineNumbers.map { text[$0 - 1].lowercased() }
                if values.contains(where: { value in citedText.contains { $0.contains(value.lowercased()) } }) {
                    outcome.checkedByValue += 1
                } else {
                    let shown = values.map { "\"\($0)\"" }.joined(separator: ", ")
                    error("none of the row's values (\(shown)) appears in \(source.citation)")
                }
            }
        }
        outcome.lines = lines
        return outcome
    }

    /// The values of a row a document would write verbatim: its evidence fields that are set.
    static func evidence(_ row: SpecRow, _ schema: TableSchema) -> [String] {
        schema.evidenceFields.compactMap { row.string($0) }.filter { !$0.isEmpty && !schema.placeholderValues.contains($0) }
    }

    /// A document is named by its file name alone: no folder, no way out of `directory`.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// Lines as a text editor numbers them: LF, CRLF and CR all end a line.
    public static func split(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !previousCR { out.append(current) }
                current = ""
                previousCR = false
            } else if scalar == "\r" {
                out.append(current)
                current = ""
                previousCR = true
            } else {
                current.unicodeScalars.append(scalar)
                previousCR = false
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
