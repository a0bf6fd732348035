import PaySpecJSON
import PaySpecReport

/// A localisation check mapped into the shared findings model: a suite per language, a case per
/// key (plus `(language)` for language-level findings), unreadable catalogs as run-level errors,
/// and the language x key matrix as the summary table.
extension L10nReport {
    /// The report; cases fail for findings at or above `threshold` (nil: nothing fails).
    ///
    /// `passingCases`: whether every key of every language is a case, the clean ones passed
    /// (what JUnit, the JSON counts and `--verbose` list), or only the keys with findings (all
    /// that text, Markdown, HTML, SARIF and GitHub annotations show: a million clean cells then
    /// cost nothing). `data`: whether the check's own JSON document (every cell) is built, which
    /// only the JSON format writes.
    public func findingsReport(
        threshold: L10nSeverity?, toolVersion: String = "", passingCases: Bool = true, data withData: Bool = true
    ) -> FindingsReport {
        let grouped = Dictionary(grouping: findings, by: \.language)
        let matrixKeys = Set(matrix.keys)
        var suites: [ReportSuite] = []
        for language in Set(matrix.languages).union(grouped.keys).sorted() {
            let languageFindings = grouped[language] ?? []
            let byKey = Dictionary(grouping: languageFindings) { $0.key ?? "(language)" }
            let hasRow = matrix.cells[language] != nil
            // Matrix keys in the matrix's order, then the others (extra keys, `(language)`) sorted.
            let keys = !hasRow ? [] : passingCases ? matrix.keys : matrix.keys.filter { byKey[$0] != nil }
            let names = keys + byKey.keys.filter { !(hasRow && matrixKeys.contains($0)) }.sorted()
            let cases = names.map { key in
                let found = byKey[key] ?? []
                let failing = found.contains { f in threshold.map { f.severity >= $0 } ?? false }
                return ReportCase(
                    key, outcome: failing ? .failed : .passed, label: failing ? "failed" : "passed", findings: found.map(Self.finding),
                    shownInText: !found.isEmpty)
            }
            let errors = languageFindings.filter { $0.severity == .error }.count
            let warnings = languageFindings.filter { $0.severity == .warning }.count
            let completion = matrix.cells[language] != nil ? "  \(matrix.completionText(language)) complete" : ""
            let notes = languageFindings.count - errors - warnings
            let heading =
                "\(language)\(completion)  \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
                + (notes > 0 ? ", \(Self.count(notes, "note"))" : "")
            suites.append(ReportSuite("l10n.\(language)", cases: cases, heading: heading))
        }
        let unreadable = parseErrors.sorted { $0.file < $1.file }.map { e in
            (
                heading: "unreadable files",
                finding: ReportFinding(
                    .error, rule: "unreadable", title: "unreadable catalog", message: e.message,
                    location: ReportLocation(file: e.file, line: e.location?.line, column: e.location?.column))
            )
        }
        var summary = "\(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning"))"
        if noteCount > 0 { summary += ", \(Self.count(noteCount, "note"))" }
        if !parseErrors.isEmpty { summary += ", \(Self.count(parseErrors.count, "unreadable file"))" }
        let failing = threshold.map { t in findings.contains { $0.severity >= t } } ?? false
        var report = FindingsReport(
            command: "l10n check", toolVersion: toolVersion, title: "\(profileName) (base \(baseLanguage))",
            header: ["\(matrix.languages.count) languages x \(matrix.keys.count) keys, \(files.count) files"], suites: suites,
            runFindings: unreadable, textNotes: findings.isEmpty ? ["no findings"] : [], sections: [languagesSection, matrixSection],
            succeeded: !failing && parseErrors.isEmpty, summary: summary,
            rules: CheckID.allCases.map { ReportRule($0.rawValue, $0.summary) }, data: withData ? data : [:])
        report.browsable = true
        report.evidenceHeadings = (found: "translation", reference: "base text (\(baseLanguage))")
        report.facetNames = (suite: "language", rule: "check", item: "key")
        return report
    }

    static func severity(_ s: L10nSeverity) -> FindingSeverity {
        switch s {
        case .error: return .error
        case .warning: return .warning
        case .note: return .note
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func finding(_ f: L10nFinding) -> ReportFinding {
        ReportFinding(
            Self.severity(f.severity), rule: f.check.rawValue,
            title: "l10n \(f.check.rawValue) (\(f.language)\(f.key.map { " " + $0 } ?? ""))",
            message: (f.key.map { "\($0): " } ?? "") + f.message,
            location: f.file.map { ReportLocation(file: $0, line: f.location?.line, column: f.location?.column) }, found: f.value,
            reference: f.baseValue)
    }

    /// Per language: completion (clean keys only), the findings by severity, and how many keys
    /// are in each state that is not clean, in full words.
    var languagesSection: ReportSection {
        let withFindings = Set(findings.map(\.language))
        let bySeverity = Dictionary(grouping: findings) { "\($0.language) \($0.severity.rawValue)" }.mapValues(\.count)
        let rows: [[[ReportSection.Inline]]] = matrix.languages.map { language in
            var tally: [LanguageKeyMatrix.Cell: Int] = [:]
            for cell in matrix.cells[language] ?? [] where cell != .ok { tally[cell, default: 0] += 1 }
            let states = LanguageKeyMatrix.Cell.allCases.filter { $0 != .ok }.compactMap { cell -> [ReportSection.Inline]? in
                let n = tally[cell] ?? 0
                return n == 0 ? nil : [.status(cell.rawValue), .text(" \(n)")]
            }
            let count = { (s: L10nSeverity) in [ReportSection.Inline.text(String(bySeverity["\(language) \(s.rawValue)"] ?? 0))] }
            return [
                [withFindings.contains(language) ? .suiteLink(language, suite: "l10n.\(language)") : .text(language)],
                [.text(matrix.completionText(language))],
                [.text("\(matrix.completeCount(language)) of \(matrix.keys.count)")], count(.error), count(.warning), count(.note),
                states.isEmpty ? [.status("ok")] : Array(states.joined(separator: [.text(", ")])),
            ]
        }
        return ReportSection(
            "Languages",
            [
                .paragraph([.text("Complete counts clean keys only: a key with any finding, or missing, is not complete.")]),
                .table(
                    headers: ["language", "complete", "clean keys", "errors", "warnings", "notes", "keys not clean"], rows: rows,
                    numeric: [1, 2, 3, 4, 5]),
            ])
    }

    /// Largest matrix shown: beyond it the languages table and the findings carry the report.
    static let matrixColumnLimit = 40
    static let matrixCellLimit = 4_000

    /// The matrix: a row per language with its completion, a column per key that is not clean
    /// in every language (a cell's findings are its tooltip in HTML).
    var matrixSection: ReportSection {
        // Row by row: a million cells are read once each, with no look-up per cell.
        var isFlagged = [Bool](repeating: false, count: matrix.keys.count)
        for language in matrix.languages {
            // Cells a row lacks (a language without a row) read as missing, as `cell` says.
            let row = matrix.cells[language] ?? []
            for i in isFlagged.indices where i >= row.count || row[i] != .ok { isFlagged[i] = true }
        }
        let flagged = zip(matrix.keys, isFlagged).filter(\.1).map(\.0)
        let clean = matrix.keys.count - flagged.count
        let note: ReportSection.Body = .paragraph([
            .text("\(clean) of \(matrix.keys.count) keys are ok in every language" + (flagged.isEmpty ? "." : "; the others:"))
        ])
        guard !flagged.isEmpty else { return ReportSection("Matrix", [note]) }
        guard flagged.count <= Self.matrixColumnLimit, flagged.count * matrix.languages.count <= Self.matrixCellLimit else {
            return ReportSection(
                "Matrix",
                [
                    .paragraph([
                        .text(
                            "\(flagged.count) keys are not ok in some language: too many columns for a matrix. The languages table "
                                + "above counts them, the findings below list them, and the JSON report has every cell.")
                    ])
                ])
        }
        let byCell = Dictionary(grouping: findings.filter { $0.key != nil }) { "\($0.language)\u{0}\($0.key!)" }
        let rows: [[[ReportSection.Inline]]] = matrix.languages.map { language in
            [[.text(language)], [.text(matrix.completionText(language))]]
                + flagged.map { key in
                    let cell = matrix.cell(language, key).rawValue
                    let detail = (byCell["\(language)\u{0}\(key)"] ?? []).map { "\($0.check.rawValue): \($0.message)" }
                    return [detail.isEmpty ? .status(cell) : .flagged(cell, detail: detail.joined(separator: "; "))]
                }
        }
        return ReportSection("Matrix", [note, .table(headers: ["language", "complete"] + flagged, rows: rows, numeric: [1])])
    }

    /// The check's own JSON: summary, keys, the matrix per language, findings, unreadable files.
    var data: [String: JSONValue] {
        var languages: [JSONValue] = []
        for language in matrix.languages {
            var cells: [String: JSONValue] = [:]
            for key in matrix.keys { cells[key] = .string(matrix.cell(language, key).rawValue) }
            languages.append(["code": .string(language), "completion": .double(matrix.completion(language)), "cells": .object(cells)])
        }
        let rows: [JSONValue] = findings.map { f in
            var o: [String: JSONValue] = [
                "check": .string(f.check.rawValue), "severity": .string(f.severity.rawValue), "language": .string(f.language),
                "message": .string(f.message),
            ]
            if let key = f.key { o["key"] = .string(key) }
            if let value = f.value { o["value"] = .string(value) }
            if let base = f.baseValue { o["base"] = .string(base) }
            if let file = f.file { o["file"] = .string(file) }
            if let l = f.location {
                o["line"] = .integer(l.line)
                o["column"] = .integer(l.column)
            }
            return .object(o)
        }
        let errors: [JSONValue] = parseErrors.map { e in
            [
                "file": .string(e.file), "line": e.location.map { .integer($0.line) } ?? .null,
                "column": e.location.map { .integer($0.column) } ?? .null, "message": .string(e.message),
            ]
        }
        return [
            "profile": .string(profileName), "base": .string(baseLanguage),
            "summary": [
                "errors": .integer(errorCount), "warnings": .integer(warningCount), "files": .integer(files.count),
                "unreadable": .integer(parseErrors.count),
            ],
            "keys": .array(matrix.keys.map(JSONValue.string)), "languages": .array(languages), "findings": .array(rows),
            "parseErrors": .array(errors),
        ]
    }
}
