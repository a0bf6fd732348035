/// GitHub Actions workflow commands: an annotation per finding pointing at its file and line,
/// capped at GitHub's limit per step (10 of each of error, warning and notice). What does not fit
/// is listed as plain log lines and counted in the closing summary notice.
public enum GitHubAnnotationWriter {
    /// Annotations GitHub shows per level per step.
    public static let limitPerLevel = 10

    public static func render(_ report: FindingsReport, limit: Int = limitPerLevel) -> String {
        var annotations: [ReportFinding] = report.runFindings.map(\.finding)
        for suite in report.suites {
            for testCase in suite.cases where testCase.outcome != .passed || !testCase.findings.isEmpty {
                annotations += testCase.findings.map { finding in
                    var f = finding
                    if f.location == nil { f.location = testCase.location }
                    if let stderr = testCase.stderr, !stderr.isEmpty { f.message += "\n\(testCase.stderrLabel):\n\(stderr)" }
                    return f
                }
            }
        }
        var used: [FindingSeverity: Int] = [:]
        var omitted: [FindingSeverity: Int] = [:]
        var lines: [String] = []
        var overflow: [String] = []
        for f in annotations {
            // The summary notice is always written, so notices keep one place for it.
            let cap = f.severity == .note ? limit - 1 : limit
            if used[f.severity, default: 0] >= cap {
                omitted[f.severity, default: 0] += 1
                // Prefixed, so no escaped input can start a line with `::`.
                overflow.append("payspec: \(f.severity.rawValue): " + TerminalText.inline(plain(f)))
                continue
            }
            used[f.severity, default: 0] += 1
            lines.append(GitHubCommandText.command(f.severity.githubCommand, properties: properties(f), message: f.message))
        }
        lines += overflow
        var summary = report.summary
        let left = FindingSeverity.allCases.compactMap { s in omitted[s].map { "\($0) \(s.rawValue)s" } }
        if !left.isEmpty {
            summary += "; \(left.joined(separator: ", ")) not annotated (GitHub shows \(limit) of each per step), listed in the log above"
        }
        lines.append(
            GitHubCommandText.command("notice", properties: [("title", "payspec \(report.command): \(report.title)")], message: summary))
        return lines.joined(separator: "\n") + "\n"
    }

    static func properties(_ f: ReportFinding) -> [(String, String)] {
        var props: [(String, String)] = []
        if let l = f.location {
            props.append(("file", l.file))
            if let line = l.line { props.append(("line", String(line))) }
            if let column = l.column { props.append(("col", String(column))) }
        }
        props.append(("title", f.title + (f.accepted ? " (accepted)" : "")))
        return props
    }

    static func plain(_ f: ReportFinding) -> String {
        (f.location.map { $0.description + ": " } ?? "") + f.title + ": " + f.message
    }
}
