import Foundation

/// The terminal report: title, run-level problems, every case worth a look with its findings and
/// stderr, the suites' tallies and the summary. Every value from an input is escaped and every
/// continuation line indented. `--quiet` keeps the errors and the verdict line; `--verbose` adds
/// a line per case with its outcome and time.
public enum TextWriter {
    public static func render(_ report: FindingsReport, color: Bool = false, verbosity: Verbosity = .normal) -> String {
        func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        let quiet = verbosity == .quiet
        var out = quiet ? "" : "payspec \(report.command): " + TerminalText.inline(report.title) + "\n"
        if !quiet { for line in report.header { out += TerminalText.block(line, indent: "  ").dropFirst(2) + "\n" } }
        var heading: String?
        for item in report.runFindings where !quiet || (item.finding.severity == .error && !item.finding.accepted) {
            if item.heading != heading {
                heading = item.heading
                out += "\n" + paint(TerminalText.inline(item.heading) + ":", "1;31") + "\n"
            }
            out += "  " + line(item.finding, indent: "    ") + "\n"
        }
        for note in report.textNotes where !quiet { out += "\n" + TerminalText.block(note, indent: "  ").dropFirst(2) + "\n" }
        var shown = 0
        var omitted = 0
        for suite in report.suites {
            let cases = suite.cases.filter { $0.shownInText && (!quiet || $0.outcome == .failed || $0.outcome == .errored) }
            guard !cases.isEmpty else { continue }
            if let h = suite.heading {
                out += "\n" + TerminalText.inline(h) + "\n"
                for c in cases { for f in c.findings { out += "  " + line(f, indent: "    ") + "\n" } }
                continue
            }
            for c in cases {
                shown += 1
                // A long list of expected failures would bury the real problems.
                if shown > 500 && c.outcome == .passed {
                    omitted += 1
                    continue
                }
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
        if omitted > 0 { out += "\n(\(omitted) more passing cases with notes not shown; the JSON report lists every one)\n" }
        if verbosity == .verbose { out += everyCase(report) }
        let tallies = quiet ? [] : report.suites.filter { $0.tally != nil }
        if !tallies.isEmpty {
            out += "\n"
            let width = tallies.map { TerminalText.inline($0.name).count }.max()! + 2
            for suite in tallies {
                let mark = suite.isClean ? paint("ok  ", "32") : paint("FAIL", "31")
                out += "\(mark) \(TerminalText.inline(suite.name).padding(toLength: width, withPad: " ", startingAt: 0))\(suite.tally!)\n"
            }
        }
        if !out.isEmpty { out += "\n" }
        if let verdict = report.verdict { out += paint(verdict, report.succeeded ? "1;32" : "1;31") + ": " }
        // The semantic version only: the content hash changes with every vector added, and text
        // output is what guides quote; every machine format and `payspec --version` carry the hash.
        let suite = report.suiteVersion.map { "; suite \($0.prefix { $0 != "+" })" } ?? ""
        return out + TerminalText.inline(report.summary + suite) + "\n"
    }

    /// `--verbose`: every case, passing ones included, with its outcome and time when measured.
    static func everyCase(_ report: FindingsReport) -> String {
        let cases = report.suites.flatMap(\.cases)
        guard !cases.isEmpty else { return "" }
        let width = cases.map(\.label.count).max()! + 2
        var out = "\n"
        for c in cases {
            let time = c.duration.map { String(format: "  %.3f ms", $0 * 1000) } ?? ""
            out += c.label.padding(toLength: width, withPad: " ", startingAt: 0) + TerminalText.inline(c.name) + time + "\n"
        }
        return out
    }

    /// `file:line:col: severity: message [rule]`, continuation lines indented by `indent`.
    public static func line(_ f: ReportFinding, indent: String) -> String {
        let place = f.location.map { TerminalText.inline($0.description) + ": " } ?? ""
        let body = TerminalText.block(f.message, indent: indent).dropFirst(indent.count)
        return place + "\(f.severity.rawValue): \(body) [\(TerminalText.inline(f.ruleID))]" + (f.accepted ? " (accepted)" : "")
    }
}
