import Foundation

/// The terminal report: title, run-level problems, every case worth a look with its findings and
/// stderr, the suites' tallies and the summary. Every value from an input is escaped and every
/// continuation line indented.
public enum TextWriter {
    public static func render(_ report: FindingsReport, color: Bool = false) -> String {
        func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        var out = "payspec \(report.command): " + TerminalText.inline(report.title) + "\n"
        for line in report.header { out += TerminalText.block(line, indent: "  ").dropFirst(2) + "\n" }
        var heading: String?
        for item in report.runFindings {
            if item.heading != heading {
                heading = item.heading
                out += "\n" + paint(TerminalText.inline(item.heading) + ":", "1;31") + "\n"
            }
            out += "  " + line(item.finding, indent: "    ") + "\n"
        }
        for note in report.textNotes { out += "\n" + TerminalText.block(note, indent: "  ").dropFirst(2) + "\n" }
        var shown = 0
        for suite in report.suites {
            let cases = suite.cases.filter(\.shownInText)
            guard !cases.isEmpty else { continue }
            if let h = suite.heading {
                out += "\n" + TerminalText.inline(h) + "\n"
                for c in cases { for f in c.findings { out += "  " + line(f, indent: "    ") + "\n" } }
                continue
            }
            for c in cases {
                shown += 1
                // A long list of expected failures would bury the real problems.
                if shown > 500 && c.outcome == .passed { continue }
                let label = c.label.uppercased()
                out +=
                    "\n" + paint(label, c.outcome == .failed || c.outcome == .errored ? "1;31" : "33") + " " + TerminalText.inline(c.name)
                    + "\n"
                for f in c.findings { out += TerminalText.block(f.message, indent: "  ") + "\n" }
                for n in c.notes { out += TerminalText.block(n, indent: "  ") + "\n" }
                if let s = c.stderr, !s.isEmpty {
                    out += "  \(TerminalText.inline(c.stderrLabel)):\n" + TerminalText.block(s, indent: "    | ") + "\n"
                }
            }
        }
        let tallies = report.suites.filter { $0.tally != nil }
        if !tallies.isEmpty {
            out += "\n"
            let width = tallies.map { TerminalText.inline($0.name).count }.max()! + 2
            for suite in tallies {
                let mark = suite.isClean ? paint("ok  ", "32") : paint("FAIL", "31")
                out += "\(mark) \(TerminalText.inline(suite.name).padding(toLength: width, withPad: " ", startingAt: 0))\(suite.tally!)\n"
            }
        }
        out += "\n"
        if let verdict = report.verdict { out += paint(verdict, report.succeeded ? "1;32" : "1;31") + ": " }
        return out + TerminalText.inline(report.summary) + "\n"
    }

    /// `file:line:col: severity: message [rule]`, continuation lines indented by `indent`.
    public static func line(_ f: ReportFinding, indent: String) -> String {
        let place = f.location.map { TerminalText.inline($0.description) + ": " } ?? ""
        let body = TerminalText.block(f.message, indent: indent).dropFirst(indent.count)
        return place + "\(f.severity.rawValue): \(body) [\(TerminalText.inline(f.ruleID))]" + (f.accepted ? " (accepted)" : "")
    }
}
