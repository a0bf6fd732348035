import Foundation
import PaySpecJSON
import PaySpecModel

/// What a document states, compared with the normative rows of spec/: added, removed and changed
/// rows, each pointing at the document's file and line. Derived and informative rows are not
/// drift, and neither is row order, padding, line ends or a BOM (the comparison is by identity).
public enum DocumentDrift {
    /// How one extracted table is matched with its spec table.
    struct Rule {
        /// The spec field that identifies a row (the key unless the document lacks it).
        var identity: String
        /// The fields a document states and the comparison looks at.
        var fields: [String]
        /// The identity of a fallback row (no key), by its `match`.
        var fallback: String? = nil
    }

    static let rules: [String: Rule] = [
        "comgate/errors": Rule(identity: "case", fields: ["code", "category", "message"]),
        "comgate/error-reasons": Rule(identity: "reason", fields: []),
        "comgate/payment-results": Rule(identity: "case", fields: ["associatedValues", "statusText"]),
        "comgate/session-states": Rule(identity: "state", fields: ["associatedValue"]),
        "comgate/init-failures": Rule(identity: "error", fields: ["skippedInDevMode"]),
        "comgate/translation-keys": Rule(identity: "key", fields: []),
        "comgate/languages": Rule(identity: "code", fields: ["preset"]),
        "seb/result-fields": Rule(identity: "field", fields: ["type", "presence"]),
        "seb/outcomes": Rule(identity: "outcome", fields: []),
        "seb/platform-statuses": Rule(identity: "status", fields: ["match", "outcome"], fallback: "(unrecognised)"),
        "seb/status-lookup": Rule(identity: "id", fields: ["part", "value", "name"]),
        "moneycollect/statuses": Rule(identity: "status", fields: ["match", "message", "messageFrom"], fallback: "(default)"),
        "moneycollect/return-url-markers": Rule(identity: "marker", fields: []),
    ]

    /// The tables extraction covers, in a stable order.
    public static var extractedTables: [String] { rules.keys.sorted() }

    /// The drift of `extraction` against `catalog`, once every table the catalog holds for the
    /// SDKs the documents are about is stated by at least one document: a table no document
    /// states was not read (moved, renamed, rendered by script), and is bad input rather than
    /// "no differences".
    public static func check(_ extraction: Extraction, with catalog: SpecCatalog) throws(DriftInputError) -> [Finding] {
        var problems: [Diagnostic] = []
        let sdks = Set(extraction.sdks.values)
        for name in extractedTables where extraction.tables[name] == nil {
            guard let sdk = VendorSDK(rawValue: String(name.prefix { $0 != "/" })), sdks.contains(sdk),
                let table = catalog.table(name)
            else { continue }
            let normative = table.rows.filter { $0.level == .normative }.count
            guard normative > 0 else { continue }
            let documents = extraction.documents.filter { extraction.sdks[$0] == sdk }
            problems.append(
                Diagnostic(
                    file: documents[0], at: nil,
                    "no document states the \(name) table (\(normative) normative rows in \(table.path)); "
                        + "the \(sdk.rawValue) documents read: \(documents.joined(separator: ", ")); nothing could be compared for it"))
        }
        if !problems.isEmpty { throw DriftInputError(problems) }
        return compare(extraction, with: catalog)
    }

    /// Compares every table the documents state with the catalog, row by row. Tables no document
    /// states are left to `check`.
    public static func compare(_ extraction: Extraction, with catalog: SpecCatalog) -> [Finding] {
        var findings: [Finding] = []
        for name in extraction.tableNames {
            guard let rule = rules[name], let extracted = extraction.tables[name] else { continue }
            let origin = extraction.origins[name]!
            let specRows = catalog.rows(name)
            let specPath = catalog.table(name)?.path ?? name
            func identity(_ row: SpecRow) -> String? { row.string(rule.identity) ?? rule.fallback }
            let normative = specRows.filter { $0.level == .normative }
            for row in extracted {
                let spec = normative.first { identity($0) == row.identity }
                guard let spec else {
                    let other = specRows.first { identity($0) == row.identity }
                    let note = other?.level.map { " (spec/ has it as \($0.rawValue), not normative)" } ?? ""
                    var finding = Finding(
                        rule: "doc-row-added", severity: .error, table: name, key: row.identity,
                        message: "the document states \(describe(row.fields)), which spec/ lacks\(note)",
                        file: row.document, line: row.line, anchor: row.anchor)
                    finding.evidence = describe(row.fields)
                    findings.append(finding)
                    continue
                }
                for field in rule.fields where spec.level(of: field) == .normative {
                    let want = spec[field] ?? .null
                    let got = row.fields[field] ?? .null
                    if want != got {
                        var finding = Finding(
                            rule: "doc-row-changed", severity: .error, table: name, key: row.identity,
                            message: "\(field) is \(show(got)) in the document, \(show(want)) in \(specPath):\(spec.location.line)",
                            file: row.document, line: row.line, anchor: row.anchor)
                        finding.evidence = "\(field) \(show(got))"
                        findings.append(finding)
                    }
                }
            }
            for spec in normative {
                guard let id = identity(spec), !extracted.contains(where: { $0.identity == id }) else { continue }
                findings.append(
                    Finding(
                        rule: "doc-row-removed", severity: .error, table: name, key: id,
                        message: "the document no longer states it (\(specPath):\(spec.location.line) has it as normative)",
                        file: origin.document, line: origin.line, anchor: extraction.originAnchors[name]))
            }
        }
        return findings
    }

    static func show(_ value: JSONValue) -> String {
        value == .null ? "absent" : JSONWriter.line(value, spacing: .spaced)
    }

    static func describe(_ fields: [String: JSONValue]) -> String {
        fields.keys.sorted().map { "\($0) \(show(fields[$0]!))" }.joined(separator: ", ")
    }
}
