import PaySpecJSON
import PaySpecReport

/// A localisation check mapped into the shared findings model: a suite per language, a case per
/// key (plus `(language)` for language-level findings), unreadable catalogs as run-level errors,
/// and the language x key matrix as the summary table.
extension L10nReport {
    /// The report; cases fail for findings at or above `threshold` (nil: nothing fails).
    public func findingsReport(threshold: L10nSeverity?, toolVersion: String = "") -> FindingsReport {
        let grouped = Dictionary(grouping: findings, by: \.language)
        var suites: [ReportSuite] = []
        for language in Set(matrix.languages).union(grouped.keys).sorted() {
            let languageFindings = grouped[language] ?? []
            let byKey = Dictionary(grouping: languageFindings) { $0.key ?? "(language)" }
            let keys = (matrix.cells[language] != nil ? matrix.keys : [])
            let names = keys + byKey.keys.filter { !keys.contains($0) }.sorted()
            let cases = names.map { key in
                let found = byKey[key] ?? []
                let failing = found.contains { f in threshold.map { f.severity >= $0 } ?? false }
                return ReportCase(
                    key, outcome: failing ? .failed : .passed, label: failing ? "failed" : "passed", findings: found.map(Self.finding),
                    shownInText: !found.isEmpty)
            }
            let errors = languageFindings.filter { $0.severity == .error }.count
            let warnings = languageFindings.count - errors
            let completion = matrix.cells[language] != nil ? "  \(matrix.completionText(language)) complete" : ""
            let heading = "\(language)\(completion)  \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
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
        if !parseErrors.isEmpty { summary += ", \(Self.count(parseErrors.count, "unreadable file"))" }
        let failing = threshold.map { t in findings.contains { $0.severity >= t } } ?? false
        return FindingsReport(
            command: "l10n check", toolVersion: toolVersion, title: "\(profileName) (base \(baseLanguage))",
            header: ["\(matrix.languages.count) languages x \(matrix.keys.count) keys, \(files.count) files"], suites: suites,
            runFindings: unreadable, textNotes: findings.isEmpty ? ["no findings"] : [], sections: [matrixSection],
            succeeded: !failing && parseErrors.isEmpty, summary: summary,
            rules: CheckID.allCases.map { ReportRule($0.rawValue, $0.summary) }, data: data)
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func finding(_ f: L10nFinding) -> ReportFinding {
        ReportFinding(
            f.severity == .error ? .error : .warning, rule: f.check.rawValue,
            title: "l10n \(f.check.rawValue) (\(f.language)\(f.key.map { " " + $0 } ?? ""))",
            message: (f.key.map { "\($0): " } ?? "") + f.message,
            location: f.file.map { ReportLocation(file: $0, line: f.location?.line, column: f.location?.column) })
    }

    /// The matrix: a row per language with its completion, a column per key.
    var matrixSection: ReportSection {
        let rows: [[[ReportSection.Inline]]] = matrix.languages.map { language in
            [[.text(language)], [.text(matrix.completionText(language))]]
                + matrix.keys.map { [.status(matrix.cell(language, $0).rawValue)] }
        }
        return ReportSection("Matrix", [.table(headers: ["language", "complete"] + matrix.keys, rows: rows, numeric: [1])])
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
