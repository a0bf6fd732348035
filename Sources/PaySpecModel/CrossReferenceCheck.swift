import Foundation
import PaySpecJSON

/// Checks that the tables agree with each other: every reference resolves, every closed set
/// has exactly one fallback, every language has every key.
struct CrossReferenceCheck {
    let catalog: SpecCatalog
    private var diagnostics: [Diagnostic] = []

    /// Files that failed to load: their tables are reported already, so they are not also
    /// "missing", and references into them are not checked.
    let unreadable: Set<String>

    init(catalog: SpecCatalog, unreadable: Set<String>) {
        self.catalog = catalog
        self.unreadable = unreadable
    }

    mutating func error(_ table: SpecTable, _ row: SpecRow?, field: String? = nil, _ message: String) {
        let location = row.map { r in field.map { r.location(of: $0) } ?? r.location }
        let prefix = row.map { "\($0.label): " } ?? ""
        diagnostics.append(Diagnostic(file: table.path, at: location, prefix + message))
    }

    func keys(_ table: String) -> Set<String> {
        Set(catalog.rows(table).compactMap(\.key))
    }

    mutating func run() -> [Diagnostic] {
        for schema in TableSchemas.all
        where catalog.tables[schema.name] == nil && !unreadable.contains(where: { $0.hasSuffix(schema.name + ".json") }) {
            diagnostics.append(
                Diagnostic(file: catalog.directory, at: nil, "table \"\(schema.name)\" is missing (expected \(schema.name).json)"))
        }
        checkAmbiguities()
        checkReferences()
        checkFallbacks()
        checkSwiftNames()
        checkLanguages()
        return diagnostics
    }

    mutating func checkAmbiguities() {
        let ids = keys("ambiguities")
        if let register = catalog.table("ambiguities") {
            for row in register.rows {
                let options = row["options"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
                if options.count < 2 { error(register, row, field: "options", "an ambiguity needs at least two options with an \"id\"") }
                if let choice = row.string("choice"), !options.contains(choice) {
                    error(
                        register, row, field: "choice", "choice \"\(choice)\" is not one of the options " + options.joined(separator: ", "))
                }
                if row["sources"]?.arrayValue?.isEmpty ?? true {
                    error(register, row, field: "sources", "an ambiguity needs at least one source")
                }
            }
        }
        for name in catalog.tableNames {
            let table = catalog.tables[name]!
            for row in table.rows {
                if let a = row.ambiguity, !ids.contains(a) {
                    error(table, row, field: "ambiguity", "unknown ambiguity \"\(a)\"; add it to ambiguities.json")
                }
            }
        }
    }

    mutating func reference(_ tableName: String, field: String, into target: String, extra: Set<String> = []) {
        guard let table = catalog.table(tableName), catalog.table(target) != nil else { return }
        let allowed = keys(target).union(extra).union(catalog.table(target)?.rejectedKeys ?? [])
        for row in table.rows {
            if let value = row.string(field), !allowed.contains(value) {
                error(table, row, field: field, "\"\(value)\" in \"\(field)\" is not a key of \(target)")
            }
        }
    }

    mutating func checkReferences() {
        reference("comgate/init-failures", field: "error", into: "comgate/errors")
        reference("comgate/validation-rules", field: "error", into: "comgate/errors")
        reference("comgate/validation-rules", field: "translationKey", into: "comgate/translation-keys")
        reference(
            "comgate/payment-results", field: "statusText", into: "comgate/translation-keys", extra: ["errorReason", "error.message"])
        reference("comgate/session-transitions", field: "from", into: "comgate/session-states")
        reference("comgate/session-transitions", field: "to", into: "comgate/session-states")
        reference("seb/platform-statuses", field: "outcome", into: "seb/outcomes")
        reference("seb/flow-terminations", field: "outcome", into: "seb/outcomes", extra: ["resolved"])
        if let errors = catalog.table("comgate/errors") {
            var codes: [String: String] = [:]
            for row in errors.rows {
                guard let code = row.string("code") else { continue }
                if let other = codes[code] {
                    error(errors, row, field: "code", "duplicate code \"\(code)\" (also \(other))")
                }
                codes[code] = row.key
            }
        }
    }

    mutating func checkFallbacks() {
        for (name, fallback) in [("seb/platform-statuses", "unrecognised"), ("moneycollect/statuses", "default")] {
            guard let table = catalog.table(name) else { continue }
            let fallbacks = table.rows.filter { $0.string("match") == fallback }
            if fallbacks.count != 1 {
                error(table, nil, "needs exactly one row with \"match\": \"\(fallback)\", found \(fallbacks.count)")
            }
            for row in table.rows where row.string("match") != fallback {
                if row.string("status") == nil { error(table, row, "an exact row needs a \"status\"") }
            }
            for row in table.rows where row.string("match") == fallback && row.string("status") != nil {
                error(table, row, field: "status", "the \(fallback) row matches no single status and must not name one")
            }
        }
        if let statuses = catalog.table("moneycollect/statuses") {
            for row in statuses.rows where (row.string("message") == nil) == (row.string("messageFrom") == nil) {
                error(statuses, row, "needs exactly one of \"message\" and \"messageFrom\"")
            }
        }
    }

    /// Raw values that become case names must give valid, distinct names.
    mutating func checkSwiftNames() {
        let sets: [(String, String, String?)] = [
            ("comgate/error-reasons", "reason", "swiftName"),
            ("seb/platform-statuses", "status", nil),
            ("moneycollect/statuses", "status", nil),
        ]
        for (name, field, override) in sets {
            guard let table = catalog.table(name) else { continue }
            var seen: [String: String] = [:]
            for row in table.rows {
                guard let raw = row.string(field) else { continue }
                let swiftName = override.flatMap { row.string($0) } ?? SwiftIdentifier.caseName(forRawValue: raw)
                guard let swiftName else {
                    let hint = override.map { "; give it a \"\($0)\"" } ?? ""
                    error(table, row, field: field, "\"\(raw)\" cannot be made into a Swift name\(hint)")
                    continue
                }
                if let other = seen[swiftName] {
                    error(table, row, field: field, "\"\(raw)\" gives the Swift name \(swiftName), which \"\(other)\" already has")
                }
                seen[swiftName] = raw
            }
        }
    }

    mutating func checkLanguages() {
        guard let languages = catalog.table("comgate/languages"), let keyTable = catalog.table("comgate/translation-keys")
        else { return }
        let codes = languages.rows.compactMap(\.key)
        let sorted = codes.sorted()
        for row in languages.rows {
            if let code = row.key, let index = row.int("sortIndex"), sorted.firstIndex(of: code).map({ $0 + 1 }) != index {
                error(
                    languages, row, field: "sortIndex",
                    "sortIndex \(index) does not match the code's place \(sorted.firstIndex(of: code)! + 1) in the sorted list")
            }
            if let code = row.key, catalog.translations[code] == nil {
                error(languages, row, "language \"\(code)\" has no file translations/\(code).json")
            }
        }
        let keyNames = keyTable.rows.compactMap(\.key)
        for code in catalog.translations.keys.sorted() {
            let file = catalog.translations[code]!
            if !codes.contains(code) {
                diagnostics.append(Diagnostic(file: file.path, at: file.location, "language \"\(code)\" is not in comgate/languages"))
            }
            for key in keyNames where file.strings[key] == nil {
                diagnostics.append(Diagnostic(file: file.path, at: file.location, "language \"\(code)\" lacks key \"\(key)\""))
            }
            for key in file.strings.keys.sorted() where !keyNames.contains(key) {
                diagnostics.append(
                    Diagnostic(file: file.path, at: file.keyLocations[key], "unknown key \"\(key)\" (not in comgate/translation-keys)"))
            }
            for key in keyNames {
                if let text = file.strings[key], text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    diagnostics.append(Diagnostic(file: file.path, at: file.keyLocations[key], "key \"\(key)\" is empty"))
                }
            }
        }
    }
}
