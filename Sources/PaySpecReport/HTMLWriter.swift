/// A self-contained HTML page (no external resources): the summary sections as tables,
/// run-level problems, and every case with findings. A browsable report adds one inline
/// script (a constant, `HTMLFindingBrowser.script`) that filters and pages the findings; the
/// page reads the same without it.
public enum HTMLWriter {
    static let style = """
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#222}
        table{border-collapse:collapse;margin:12px 0}th,td{border:1px solid #ccc;padding:3px 6px;text-align:left}
        td.num{text-align:right}.error,.failed,.errored{color:#b00020}.warning,.skipped{color:#8a6d00}
        pre{background:#f6f8fa;padding:8px;white-space:pre-wrap}
        .ok{background:#d9f2d9}.missing{background:#f5b7b1}.empty{background:#f8c9a0}.placeholder{background:#f7a1c4}
        .untranslated{background:#fce79a}.state{background:#c9daf8}.issue{background:#e6d5f5}.fallback{background:#eef6ee}
        .fail{background:#f5b7b1}.xfail{background:#fce79a}.partial{background:#c9daf8}.unsupported{background:#e0e0e0}
        span.ok,span.fail,span.xfail,span.partial,span.unsupported{padding:0 4px;border-radius:3px}
        """

    public static func render(_ report: FindingsReport) -> String {
        let h = MarkupText.html
        let title = "payspec \(report.command): \(report.title)"
        var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        let css = style + (report.browsable ? "\n" + HTMLFindingBrowser.style : "")
        out += "<title>\(h(title))</title><style>\(css)</style></head><body>\n"
        out += "<h1>\(h(title))</h1>\n<p>"
        if let verdict = report.verdict { out += "<b class=\"\(report.succeeded ? "ok" : "error")\">\(h(verdict))</b>: " }
        out += "\(h(TerminalText.inline(report.summary)))</p>\n"
        for line in report.header { out += "<p>\(h(TerminalText.inline(line)))</p>\n" }
        for section in report.sections { out += render(section) }
        if !report.runFindings.isEmpty {
            out += "<h2>Run-level problems</h2>\n<ul>\n"
            for item in report.runFindings { out += "<li><b>\(h(item.heading))</b>: \(finding(item.finding))</li>\n" }
            out += "</ul>\n"
        }
        if report.browsable {
            out += HTMLFindingBrowser.render(report)
            out += "<footer><p>\(h(report.versionLine))</p></footer>\n"
            return out + "<script>\n\(HTMLFindingBrowser.script)\n</script>\n</body></html>\n"
        }
        let suites = report.suites.filter { $0.cases.contains { !$0.findings.isEmpty || $0.outcome == .failed || $0.outcome == .errored } }
        if !suites.isEmpty { out += "<h2>Findings</h2>\n" }
        for suite in suites {
            out += "<h3>\(h(suite.name))</h3>\n<table><tr><th>case</th><th>outcome</th><th>finding</th></tr>\n"
            for c in suite.cases where !c.findings.isEmpty || c.outcome == .failed || c.outcome == .errored {
                var cell = c.findings.map(finding).joined(separator: "<br>")
                if let s = c.stderr, !s.isEmpty {
                    cell += "<pre>\(h(c.stderrLabel)):\n\(h(TerminalText.lines(s).joined(separator: "\n")))</pre>"
                }
                out +=
                    "<tr><td>\(h(TerminalText.inline(c.name)))</td><td class=\"\(c.outcome.rawValue)\">\(h(c.label))</td><td>\(cell)</td></tr>\n"
            }
            out += "</table>\n"
        }
        return out + "<footer><p>\(h(report.versionLine))</p></footer>\n</body></html>\n"
    }

    static func finding(_ f: ReportFinding) -> String {
        let h = MarkupText.html
        var out = "<span class=\"\(f.severity.rawValue)\">\(f.severity.rawValue)</span> "
        if let l = f.location { out += "<code>\(h(TerminalText.inline(l.description)))</code> " }
        out += h(TerminalText.lines(f.message).joined(separator: "\n")).replacingOccurrences(of: "\n", with: "<br>")
        return out + " <small>[\(h(f.ruleID))]\(f.accepted ? " accepted" : "")</small>"
    }

    static func inline(_ parts: [ReportSection.Inline]) -> String {
        parts.map { part in
            switch part {
            case .text(let s): return MarkupText.html(TerminalText.inline(s))
            case .code(let s): return "<code>\(MarkupText.html(TerminalText.inline(s)))</code>"
            case .strong(let s): return "<b>\(MarkupText.html(TerminalText.inline(s)))</b>"
            case .status(let s):
                let word = MarkupText.html(TerminalText.inline(s))
                return "<span class=\"\(word)\">\(word)</span>"
            case .suiteLink(let s, let suite):
                let href = "#" + HTMLFindingBrowser.fragment(suite: suite)
                return "<a href=\"\(MarkupText.html(href))\">\(MarkupText.html(TerminalText.inline(s)))</a>"
            case .flagged(let s, let detail):
                let word = MarkupText.html(TerminalText.inline(s))
                return "<span class=\"\(word)\" title=\"\(MarkupText.html(TerminalText.inline(detail)))\">\(word)</span>"
            }
        }.joined()
    }

    static func render(_ section: ReportSection) -> String {
        var out = section.heading.isEmpty ? "" : "<h2>\(MarkupText.html(section.heading))</h2>\n"
        for body in section.body {
            switch body {
            case .paragraph(let parts): out += "<p>\(inline(parts))</p>\n"
            case .list(let items): out += "<ul>\n" + items.map { "<li>\(inline($0))</li>\n" }.joined() + "</ul>\n"
            case .table(let headers, let rows, let numeric):
                out += "<table><tr>" + headers.map { "<th>\(MarkupText.html($0))</th>" }.joined() + "</tr>\n"
                for row in rows {
                    out +=
                        "<tr>"
                        + row.enumerated().map { "<td\(numeric.contains($0.offset) ? " class=\"num\"" : "")>\(inline($0.element))</td>" }
                        .joined() + "</tr>\n"
                }
                out += "</table>\n"
            }
        }
        return out
    }
}
