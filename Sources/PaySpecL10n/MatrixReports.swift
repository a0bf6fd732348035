/// The reports for people built around the language x key matrix: Markdown and a
/// self-contained HTML page. Every string that came from a catalog is escaped.
public enum MatrixReports {
    /// The short mark of a cell in the Markdown matrix.
    public static func mark(_ cell: LanguageKeyMatrix.Cell) -> String {
        switch cell {
        case .ok: return "ok"
        case .missing: return "**missing**"
        case .empty: return "**empty**"
        case .placeholder: return "**placeholder**"
        case .untranslated: return "untranslated"
        case .state: return "state"
        case .issue: return "issue"
        }
    }

    /// Markdown: summary, matrix (a row per language, a column per key), findings.
    public static func markdown(_ report: L10nReport) -> String {
        let m = report.matrix
        var out = "# Localisation check: \(ReportEscaping.markdown(report.profileName))\n\n"
        out += "\(m.languages.count) languages x \(m.keys.count) keys, base `\(ReportEscaping.markdown(report.baseLanguage))`: "
        out += "**\(report.errorCount) errors, \(report.warningCount) warnings"
        out += report.parseErrors.isEmpty ? "**\n\n" : ", \(report.parseErrors.count) unreadable files**\n\n## Unreadable files\n\n"
        for e in report.parseErrors { out += "- `\(ReportEscaping.markdown(e.description))`\n" }
        out += report.parseErrors.isEmpty ? "## Matrix\n\n" : "\n## Matrix\n\n"
        out += "| language | complete | " + m.keys.map(ReportEscaping.markdown).joined(separator: " | ") + " |\n"
        out += "|---|---:|" + String(repeating: "---|", count: m.keys.count) + "\n"
        for language in m.languages {
            out += "| \(ReportEscaping.markdown(language)) | \(m.completionText(language)) | "
            out += m.keys.map { mark(m.cell(language, $0)) }.joined(separator: " | ") + " |\n"
        }
        out += "\n## Findings\n\n"
        if report.findings.isEmpty { out += "None.\n" }
        for (language, findings) in report.findingsByLanguage {
            out += "### \(ReportEscaping.markdown(language))\n\n| severity | check | key | message | where |\n|---|---|---|---|---|\n"
            for f in findings {
                let place = (f.file ?? "") + (f.location.map { ":\($0.line):\($0.column)" } ?? "")
                out += "| \(f.severity.rawValue) | `\(f.check.rawValue)` | \(ReportEscaping.markdown(f.key ?? "")) | "
                out += "\(ReportEscaping.markdown(f.message)) | \(ReportEscaping.markdown(place)) |\n"
            }
            out += "\n"
        }
        return out
    }

    static let style = """
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#222}
        table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid #ccc;padding:3px 6px;text-align:center}
        th.key{writing-mode:vertical-rl;transform:rotate(180deg);font-weight:normal;white-space:nowrap}
        td.lang{text-align:left;font-weight:bold}td.pct{text-align:right}
        .ok{background:#d9f2d9}.missing{background:#f5b7b1}.empty{background:#f8c9a0}.placeholder{background:#f7a1c4}
        .untranslated{background:#fce79a}.state{background:#c9daf8}.issue{background:#e6d5f5}
        .error{color:#b00020}.warning{color:#8a6d00}td.msg{text-align:left}
        """

    /// A self-contained HTML page: legend, matrix with completion per language, findings.
    public static func html(_ report: L10nReport) -> String {
        let m = report.matrix
        let h = ReportEscaping.html
        var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        out += "<title>payspec l10n check: \(h(report.profileName))</title><style>\(style)</style></head><body>\n"
        out += "<h1>Localisation check: \(h(report.profileName))</h1>\n"
        out += "<p>\(m.languages.count) languages &times; \(m.keys.count) keys, base <code>\(h(report.baseLanguage))</code>, "
        out += "\(report.files.count) files: <b>\(report.errorCount) errors, \(report.warningCount) warnings"
        out +=
            report.parseErrors.isEmpty
            ? "</b></p>\n<p>" : ", \(report.parseErrors.count) unreadable files</b></p>\n<h2>Unreadable files</h2>\n<ul>"
        for e in report.parseErrors { out += "<li><code>\(h(e.description))</code></li>" }
        if !report.parseErrors.isEmpty { out += "</ul>\n<p>" }
        for cell in LanguageKeyMatrix.Cell.allCases.reversed() {
            out += "<span class=\"\(cell.rawValue)\">&nbsp;\(cell.rawValue)&nbsp;</span> "
        }
        out += "</p>\n<table class=\"matrix\">\n<tr><th>language</th><th>complete</th>"
        for key in m.keys { out += "<th class=\"key\">\(h(key))</th>" }
        out += "</tr>\n"
        let grouped = Dictionary(grouping: report.findings) { "\($0.language)\u{1F}\($0.key ?? "")" }
        for language in m.languages {
            out += "<tr><td class=\"lang\">\(h(language))</td><td class=\"pct\">\(m.completionText(language))</td>"
            for key in m.keys {
                let cell = m.cell(language, key)
                let tip = (grouped["\(language)\u{1F}\(key)"] ?? []).map { "\($0.check.rawValue): \($0.message)" }.joined(separator: "\n")
                let symbol = cell == .ok ? "&#10003;" : h(String(cell.rawValue.prefix(4)))
                out += "<td class=\"\(cell.rawValue)\" title=\"\(h(tip.isEmpty ? cell.rawValue : tip))\">\(symbol)</td>"
            }
            out += "</tr>\n"
        }
        out += "</table>\n<h2>Findings</h2>\n"
        if report.findings.isEmpty { out += "<p>None.</p>\n" }
        for (language, findings) in report.findingsByLanguage {
            out += "<h3>\(h(language))</h3>\n<table><tr><th>severity</th><th>check</th><th>key</th><th>message</th><th>where</th></tr>\n"
            for f in findings {
                let place = (f.file ?? "") + (f.location.map { ":\($0.line):\($0.column)" } ?? "")
                out += "<tr><td class=\"\(f.severity.rawValue)\">\(f.severity.rawValue)</td><td>\(f.check.rawValue)</td>"
                out += "<td>\(h(f.key ?? ""))</td><td class=\"msg\">\(h(f.message))</td><td>\(h(place))</td></tr>\n"
            }
            out += "</table>\n"
        }
        out += "</body></html>\n"
        return out
    }
}
