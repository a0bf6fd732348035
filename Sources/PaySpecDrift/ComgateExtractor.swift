import Foundation
import PaySpecJSON

/// Reads the Comgate tables out of a document: error cases and codes, reasons, result cases,
/// session states, initialisation failures, translation keys and languages.
struct ComgateExtractor {
    let document: VendorDocument
    var extraction = Extraction()

    init(document: VendorDocument) { self.document = document }

    func row(_ identity: String, _ fields: [String: JSONValue], _ table: DocumentTable, _ index: Int) -> ExtractedRow {
        ExtractedRow(
            identity: identity, fields: fields, document: document.path, line: table.rows[index].line,
            section: table.section, row: index + 1)
    }

    mutating func run(_ tables: [(DocumentTable, TableShape)]) {
        let errorTables = tables.filter { $0.1 == .errorCodes }.map(\.0)
        if errorTables.count == 1 {
            addInitFailures(errorTables[0])
        } else if !errorTables.isEmpty {
            addErrors(errorTables)
        }
        for (table, shape) in tables {
            switch shape {
            case .rawValues: addReasons(table)
            case .casesWithTypes: addResults(table)
            case .caseMeanings: addStates(table)
            case .keys: addKeys(table)
            default: break
            }
        }
        // After the result cases, wherever the behaviour table stands.
        for (table, shape) in tables where shape == .caseBehaviour { addStatusTexts(table) }
        addLanguages(presets: tables.filter { $0.1 == .presets }.map(\.0))
    }

    /// The four error sections, recognised by their codes: Apple Pay codes, initialisation codes,
    /// payment-flow codes, field validation; by position when the codes do not tell them apart.
    static func categories(of tables: [DocumentTable]) -> [String] {
        let byShape = tables.map { table -> String in
            let codes = table.rows.map { CellText.unquoted($0.cells[1]) }
            if codes.allSatisfy({ $0.hasPrefix("APPLE_PAY") }) { return "applePay" }
            if codes.contains(where: { $0.hasPrefix("INIT_") || $0.hasPrefix("DEVICE_") }) { return "initialisation" }
            if codes.contains(where: { ["SESSION_", "PAYMENT_", "POLLING_", "THREE_DS_"].contains(where: $0.hasPrefix) }) {
                return "payment"
            }
            return "fieldValidation"
        }
        if Set(byShape).count == byShape.count || tables.count != 4 { return byShape }
        return ["initialisation", "payment", "applePay", "fieldValidation"]
    }

    mutating func addErrors(_ tables: [DocumentTable]) {
        let messages = documentedMessages()
        for (table, category) in zip(tables, Self.categories(of: tables)) {
            var rows: [ExtractedRow] = []
            for (i, r) in table.rows.enumerated() {
                let name = CellText.enumCase(r.cells[0])!.name
                let code = CellText.unquoted(r.cells[1])
                var fields: [String: JSONValue] = ["case": .string(name), "code": .string(code), "category": .string(category)]
                if let message = messages[code] { fields["message"] = .string(message) }
                rows.append(row(name, fields, table, i))
            }
            extraction.add("comgate/errors", rows, document: document.path, line: table.line)
        }
    }

    /// Messages the sample code states for a code: `error.code // "CODE"` then `error.message // "text"`.
    func documentedMessages() -> [String: String] {
        var result: [String: String] = [:]
        var pending: String?
        for line in document.lines {
            let literal = line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
            if line.contains(".code"), let code = literal, CellText.isConstant(code) {
                pending = code
            } else if line.contains(".message"), let code = pending, let text = literal {
                result[code] = text
                pending = nil
            }
        }
        return result
    }

    mutating func addInitFailures(_ table: DocumentTable) {
        let rows = table.rows.enumerated().map { i, r in
            let name = CellText.enumCase(r.cells[0])!.name
            let skipped = r.cells.dropFirst(2).contains { $0.contains("devMode") }
            return row(name, ["error": .string(name), "skippedInDevMode": .bool(skipped)], table, i)
        }
        extraction.add("comgate/init-failures", rows, document: document.path, line: table.line)
    }

    mutating func addReasons(_ table: DocumentTable) {
        let rows = table.rows.enumerated().map { i, r in
            let reason = CellText.unquoted(r.cells[0])
            return row(reason, ["reason": .string(reason)], table, i)
        }
        extraction.add("comgate/error-reasons", rows, document: document.path, line: table.line)
    }

    mutating func addResults(_ table: DocumentTable) {
        let rows = table.rows.enumerated().map { i, r in
            let (name, payload) = CellText.enumCase(r.cells[0])!
            let types = CellText.unquoted(r.cells[1]).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let labels = (payload ?? "").split(separator: ":").map(String.init)
            let values =
                payload?.contains(":") == true && labels.count == types.count
                ? zip(labels, types).map { "\($0): \($1)" }.joined(separator: ", ")
                : types.joined(separator: ", ")
            return row(name, ["case": .string(name), "associatedValues": .string(values)], table, i)
        }
        extraction.add("comgate/payment-results", rows, document: document.path, line: table.line)
    }

    /// `statusText` of each result case: the `Translation.key` it shows, or the value it shows as is.
    /// A behaviour row for a case no result table names is a result case of its own, so that a
    /// case the document adds only to the behaviour table is drift, not a row passed over.
    mutating func addStatusTexts(_ table: DocumentTable) {
        guard var results = extraction.tables["comgate/payment-results"] else { return }
        for (i, r) in table.rows.enumerated() {
            guard let name = CellText.enumCase(r.cells[0])?.name else { continue }
            let text = CellText.codeSpans(r.cells[1]).first.map {
                $0.hasPrefix("Translation.") ? String($0.dropFirst("Translation.".count)) : $0
            }
            if let index = results.firstIndex(where: { $0.identity == name }) {
                if let text { results[index].fields["statusText"] = .string(text) }
            } else {
                var fields: [String: JSONValue] = ["case": .string(name)]
                if let text { fields["statusText"] = .string(text) }
                results.append(row(name, fields, table, i))
            }
        }
        extraction.tables["comgate/payment-results"] = results
    }

    mutating func addStates(_ table: DocumentTable) {
        let rows = table.rows.enumerated().map { i, r in
            let (name, payload) = CellText.enumCase(r.cells[0])!
            var fields: [String: JSONValue] = ["state": .string(name)]
            if let payload { fields["associatedValue"] = .string(payload) }
            return row(name, fields, table, i)
        }
        extraction.add("comgate/session-states", rows, document: document.path, line: table.line)
    }

    mutating func addKeys(_ table: DocumentTable) {
        let rows = table.rows.enumerated().map { i, r in
            let key = CellText.unquoted(r.cells[0])
            return row(key, ["key": .string(key)], table, i)
        }
        extraction.add("comgate/translation-keys", rows, document: document.path, line: table.line)
    }

    /// Language codes from a comma-separated list of ISO 639-1 codes, each paired with the preset
    /// `Translation.<name>` the preset table lists for that language's English name.
    mutating func addLanguages(presets: [DocumentTable]) {
        var presetRows: [String: (DocumentTable, Int)] = [:]
        for table in presets {
            for (i, r) in table.rows.enumerated() {
                presetRows[String(CellText.unquoted(r.cells[1]).dropFirst("Translation.".count))] = (table, i)
            }
        }
        guard let (lineNumber, codes) = codeList() else { return }
        var rows: [ExtractedRow] = []
        var used: Set<String> = []
        for (i, code) in codes.enumerated() {
            let name = LanguageNames.english[code]?.lowercased()
            let preset = name.flatMap { presetRows[$0] != nil ? $0 : nil }
            if let preset { used.insert(preset) }
            rows.append(
                ExtractedRow(
                    identity: code, fields: ["code": .string(code), "preset": JSONValue(preset)],
                    document: document.path, line: lineNumber, section: DocumentTableScanner.heading(before: lineNumber, in: document),
                    row: i + 1))
        }
        // A preset whose language is not in the code list is stated, but under no code.
        for (preset, (table, i)) in presetRows.sorted(by: { $0.key < $1.key }) where !used.contains(preset) {
            rows.append(row("Translation.\(preset)", ["preset": .string(preset)], table, i))
        }
        extraction.add("comgate/languages", rows, document: document.path, line: lineNumber)
    }

    /// The first line ending in a list of at least five two-letter codes: `…: bg, cs, da, de, el`.
    func codeList() -> (Int, [String])? {
        for (offset, line) in document.lines.enumerated() {
            guard let colon = line.lastIndex(of: ":") else { continue }
            let items = line[line.index(after: colon)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if items.count >= 5, items.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLowercase } }) {
                return (offset + 1, items)
            }
        }
        return nil
    }
}
