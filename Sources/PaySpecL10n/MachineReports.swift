import PaySpecJSON

/// The reports for tools: JSON, JUnit XML and GitHub Actions annotations.
public enum MachineReports {
    /// A JSON document with the summary, the matrix and every finding.
    public static func json(_ report: L10nReport) -> String {
        var languages: [JSONValue] = []
        for language in report.matrix.languages {
            var cells: [String: JSONValue] = [:]
            for key in report.matrix.keys { cells[key] = .string(report.matrix.cell(language, key).rawValue) }
            languages.append([
                "code": .string(language), "completion": .double(report.matrix.completion(language)), "cells": .object(cells),
            ])
        }
        let findings: [JSONValue] = report.findings.map { f in
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
        let errors: [JSONValue] = report.parseErrors.map { e in
            [
                "file": .string(e.file), "line": e.location.map { .integer($0.line) } ?? .null,
                "column": e.location.map { .integer($0.column) } ?? .null, "message": .string(e.message),
            ]
        }
        let document: JSONValue = [
            "profile": .string(report.profileName), "base": .string(report.baseLanguage),
            "summary": [
                "errors": .integer(report.errorCount), "warnings": .integer(report.warningCount),
                "files": .integer(report.files.count), "unreadable": .integer(report.parseErrors.count),
            ],
            "keys": .array(report.matrix.keys.map(JSONValue.string)),
            "languages": .array(languages), "findings": .array(findings), "parseErrors": .array(errors),
        ]
        return JSONWriter.document(document, rowArrays: ["findings", "languages", "parseErrors"])
    }

    /// JUnit XML: one test suite per language, one test case per key (plus `language` for
    /// language-level findings), a failure per finding at or above `threshold`.
    public static func junit(_ report: L10nReport, threshold: L10nSeverity?) -> String {
        let grouped = Dictionary(grouping: report.findings, by: \.language)
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for language in Set(report.matrix.languages).union(grouped.keys).sorted() {
            let findings = grouped[language] ?? []
            let byKey = Dictionary(grouping: findings) { $0.key ?? "(language)" }
            let cases =
                (report.matrix.cells[language] != nil ? report.matrix.keys : []) + (byKey["(language)"] != nil ? ["(language)"] : [])
            var body = ""
            var failures = 0
            for key in cases + byKey.keys.filter({ !cases.contains($0) }).sorted() {
                body += "    <testcase classname=\"l10n.\(ReportEscaping.xml(language))\" name=\"\(ReportEscaping.xml(key))\""
                let failing = (byKey[key] ?? []).filter { f in threshold.map { f.severity >= $0 } ?? false }
                if failing.isEmpty {
                    body += "/>\n"
                    continue
                }
                failures += 1
                body += ">\n"
                for f in failing {
                    body += "      <failure type=\"\(f.check.rawValue)\" message=\"\(ReportEscaping.xml(f.message))\">"
                    body += ReportEscaping.xml(TextReport.line(f)) + "</failure>\n"
                }
                body += "    </testcase>\n"
            }
            totalTests += cases.count
            totalFailures += failures
            suites += "  <testsuite name=\"l10n.\(ReportEscaping.xml(language))\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
            suites += body + "  </testsuite>\n"
        }
        // Unreadable catalogs are errors of their own suite, so no CI shows them as passing.
        if !report.parseErrors.isEmpty {
            suites +=
                "  <testsuite name=\"l10n.unreadable\" tests=\"\(report.parseErrors.count)\" failures=\"0\" errors=\"\(report.parseErrors.count)\">\n"
            for e in report.parseErrors {
                suites += "    <testcase classname=\"l10n.unreadable\" name=\"\(ReportEscaping.xml(e.file))\">\n"
                suites +=
                    "      <error type=\"unreadable\" message=\"\(ReportEscaping.xml(e.message))\">\(ReportEscaping.xml(e.description))</error>\n"
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
            totalTests += report.parseErrors.count
        }
        return
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"payspec l10n check\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" "
            + "errors=\"\(report.parseErrors.count)\">\n" + suites + "</testsuites>"
    }

    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`.
    public static func github(_ report: L10nReport) -> String {
        var lines: [String] = []
        for e in report.parseErrors {
            var props = "file=\(ReportEscaping.githubProperty(e.file))"
            if let l = e.location { props += ",line=\(l.line),col=\(l.column)" }
            lines.append("::error \(props),title=unreadable catalog::\(ReportEscaping.githubData(e.message))")
        }
        for f in report.findings {
            var props: [String] = []
            if let file = f.file { props.append("file=\(ReportEscaping.githubProperty(file))") }
            if let l = f.location { props += ["line=\(l.line)", "col=\(l.column)"] }
            props.append(
                "title=\(ReportEscaping.githubProperty("l10n \(f.check.rawValue) (\(f.language)\(f.key.map { " " + $0 } ?? ""))"))")
            lines.append(
                "::\(f.severity == .error ? "error" : "warning") \(props.joined(separator: ","))::\(ReportEscaping.githubData(f.message))")
        }
        return lines.joined(separator: "\n")
    }
}
