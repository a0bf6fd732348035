/// A job summary (`$GITHUB_STEP_SUMMARY`): title and verdict, the command's summary sections,
/// then each problem case folded in `<details>` with its findings fenced.
public enum MarkdownWriter {
    /// Problem cases written in full; the rest are counted.
    public static let caseLimit = 200

    public static func render(_ report: FindingsReport) -> String {
        var out = "## \(MarkdownText.inline("PaySpec \(report.command): \(report.title)"))"
        if let verdict = report.verdict { out += (report.succeeded ? " ✅ " : " ❌ ") + MarkdownText.inline(verdict) }
        out += "\n\n\(MarkdownText.inline(report.summary))\n\n"
        for line in report.header { out += MarkdownText.inline(line) + "\n\n" }
        for section in report.sections { out += render(section) }
        if !report.runFindings.isEmpty {
            out += "### Run-level problems (\(report.runFindings.count))\n\n"
            for item in report.runFindings {
                out += "- **\(MarkdownText.inline(item.heading))**: \(findingInline(item.finding))\n"
            }
            out += "\n"
        }
        let problems =
            !report.listsProblems
            ? [] : report.suites.flatMap { suite in suite.cases.filter { $0.outcome == .failed || $0.outcome == .errored } }
        if !problems.isEmpty {
            out += "### Problems (\(problems.count))\n\n"
            for c in problems.prefix(caseLimit) {
                out += "<details><summary>\(MarkdownText.code(c.label)) \(MarkdownText.code(c.name))</summary>\n\n"
                var body =
                    c.findings.flatMap { f in
                        [(f.location.map { $0.description + ": " } ?? "") + f.message] + evidence(f, report.evidenceHeadings)
                    } + c.notes
                if let s = c.stderr, !s.isEmpty { body += ["\(c.stderrLabel):", s] }
                out += MarkdownText.fence(body.joined(separator: "\n")) + "\n\n</details>\n\n"
            }
            if problems.count > caseLimit { out += "… and \(problems.count - caseLimit) more.\n\n" }
        }
        return out + "---\n\n" + MarkdownText.inline(report.versionLine) + "\n"
    }

    /// The offending text and its reference under a finding, each on one line.
    static func evidence(_ f: ReportFinding, _ headings: (found: String, reference: String)) -> [String] {
        var lines: [String] = []
        if let found = f.found { lines.append("  \(headings.found): \"\(TerminalText.inline(found))\"") }
        if let reference = f.reference { lines.append("  \(headings.reference): \"\(TerminalText.inline(reference))\"") }
        return lines
    }

    static func findingInline(_ f: ReportFinding) -> String {
        (f.location.map { MarkdownText.code($0.description) + ": " } ?? "") + MarkdownText.inline(f.message)
            + " (\(MarkdownText.inline(f.ruleID)))" + (f.accepted ? " — accepted" : "")
    }

    static func inline(_ parts: [ReportSection.Inline]) -> String {
        parts.map { part in
            switch part {
            case .text(let s), .suiteLink(let s, _): return MarkdownText.inline(s)
            case .code(let s): return MarkdownText.code(s)
            case .strong(let s): return "**\(MarkdownText.inline(s))**"
            case .status(let s), .flagged(let s, _): return s == "ok" ? MarkdownText.inline(s) : "**\(MarkdownText.inline(s))**"
            }
        }.joined()
    }

    static func render(_ section: ReportSection) -> String {
        var out = section.heading.isEmpty ? "" : "### \(MarkdownText.inline(section.heading))\n\n"
        for body in section.body {
            switch body {
            case .paragraph(let parts): out += inline(parts) + "\n\n"
            case .list(let items): out += items.map { "- " + inline($0) }.joined(separator: "\n") + "\n\n"
            case .table(let headers, let rows, let numeric):
                out += "| " + headers.map(MarkdownText.inline).joined(separator: " | ") + " |\n"
                out += "|" + headers.indices.map { numeric.contains($0) ? "---:|" : "---|" }.joined() + "\n"
                for row in rows { out += "| " + row.map(inline).joined(separator: " | ") + " |\n" }
                out += "\n"
            }
        }
        return out
    }
}
