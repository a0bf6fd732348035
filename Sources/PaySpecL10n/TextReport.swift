/// Plain-text report: a summary line, then the findings grouped by language with each
/// language's completion.
public enum TextReport {
    public static func render(_ report: L10nReport) -> String {
        var out = "l10n check against \(report.profileName) (base \(report.baseLanguage)): "
        out += "\(report.matrix.languages.count) languages x \(report.matrix.keys.count) keys, \(report.files.count) files\n"
        let grouped = Dictionary(grouping: report.findings, by: \.language)
        for language in Set(report.matrix.languages).union(grouped.keys).sorted() {
            let findings = grouped[language] ?? []
            let isMatrixLanguage = report.matrix.cells[language] != nil
            if findings.isEmpty { continue }
            let errors = findings.filter { $0.severity == .error }.count
            let completion = isMatrixLanguage ? "  \(report.matrix.completionText(language)) complete" : ""
            out +=
                "\n\(language)\(completion)  \(errors) error\(errors == 1 ? "" : "s"), \(findings.count - errors) warning\(findings.count - errors == 1 ? "" : "s")\n"
            for f in findings { out += "  " + line(f) + "\n" }
        }
        if report.findings.isEmpty { out += "no findings\n" }
        out +=
            "\n\(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), \(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
        if !report.parseErrors.isEmpty { out += ", \(report.parseErrors.count) unreadable file\(report.parseErrors.count == 1 ? "" : "s")" }
        return out
    }

    /// `file:line:col: severity: [check] message (key)`.
    public static func line(_ f: L10nFinding) -> String {
        var place = f.file ?? ""
        if let location = f.location { place += ":\(location.line):\(location.column)" }
        let key = f.key.map { " [\($0)]" } ?? ""
        return (place.isEmpty ? "" : place + ": ") + "\(f.severity.rawValue): \(f.check.rawValue)\(key): \(f.message)"
    }
}
