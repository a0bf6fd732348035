import Foundation
import PaySpecJSON
import PaySpecReport

/// Drift and diff findings mapped into the shared findings model; every format is written by
/// the shared report layer.
public enum FindingReport {
    /// The formats every drift verb accepts.
    public static var formats: [String] { ReportFormat.names }

    /// Renders `findings` of the check named `title` in `format`.
    public static func render(
        _ findings: [Finding], format: String, title: String, command: String = "drift", toolVersion: String = ""
    )
        -> String
    {
        let format = ReportFormat(rawValue: format) ?? .text
        return format.render(report(findings, title: title, command: command, toolVersion: toolVersion))
    }

    /// The findings as one suite of cases, one per finding; errors and warnings fail (unless an
    /// allowlist accepted them), info passes with its message.
    public static func report(_ findings: [Finding], title: String, command: String, toolVersion: String) -> FindingsReport {
        var cases = findings.map { f in
            let failing = !f.accepted && f.severity != .info
            return ReportCase(
                "\(f.rule) \(f.table) \(f.key)", outcome: failing ? .failed : .passed, label: f.severity.rawValue,
                findings: [finding(f)], shownInText: true)
        }
        if cases.isEmpty { cases = [ReportCase("no differences", outcome: .passed)] }
        let suite = ReportSuite(title, cases: cases, heading: findings.isEmpty ? nil : title)
        var report = FindingsReport(
            command: command, toolVersion: toolVersion, title: title, suites: [suite], sections: changelog(findings),
            succeeded: !findings.contains { !$0.accepted && $0.severity != .info }, summary: summary(findings, title: title),
            rules: ChangeRule.allCases.map { ReportRule($0.rawValue, "\($0.severity.rawValue): \($0.rawValue)") },
            data: ["check": .string(title), "findings": .array(findings.map(json))])
        report.listsProblems = false
        return report
    }

    static func finding(_ f: Finding) -> ReportFinding {
        let severity: FindingSeverity = f.severity == .error ? .error : f.severity == .warning ? .warning : .note
        return ReportFinding(
            severity, rule: f.rule, title: "\(f.rule) \(f.table)",
            message: "\(f.table) \"\(f.key)\": \(f.message)" + (f.anchor.map { " (\(f.file)#\($0))" } ?? ""),
            location: ReportLocation(file: f.file, line: f.line), accepted: f.accepted)
    }

    public static func summary(_ findings: [Finding], title: String) -> String {
        if findings.isEmpty { return "\(title): no differences" }
        let counts = Severity.allCases.map { s in "\(findings.filter { $0.severity == s }.count) \(s.rawValue)" }
        let accepted = findings.filter(\.accepted).count
        return "\(title): \(findings.count) difference(s): " + counts.joined(separator: ", ")
            + (accepted > 0 ? ", \(accepted) accepted by the allowlist" : "")
    }

    static func json(_ f: Finding) -> JSONValue {
        var o: [String: JSONValue] = [
            "rule": .string(f.rule), "severity": .string(f.severity.rawValue), "table": .string(f.table),
            "key": .string(f.key), "message": .string(f.message), "file": .string(f.file), "accepted": .bool(f.accepted),
        ]
        if let l = f.line { o["line"] = .integer(l) }
        if let a = f.anchor { o["anchor"] = .string(a) }
        return .object(o)
    }

    /// The semver bump the findings call for: major for errors, minor for warnings, patch otherwise.
    public static func semver(_ findings: [Finding]) -> String {
        if findings.contains(where: { $0.severity == .error }) { return "major" }
        if findings.contains(where: { $0.severity == .warning }) { return "minor" }
        return "patch"
    }

    /// A changelog ready to paste into release notes: the semver suggestion, then the changes
    /// grouped by what they mean for ports.
    static func changelog(_ findings: [Finding]) -> [ReportSection] {
        var sections = [ReportSection("", [.paragraph([.text("Suggested version bump: "), .strong(semver(findings))])])]
        let groups: [(Severity, String)] = [
            (.error, "Breaking changes"), (.warning, "Changes implementations must act on"), (.info, "Other changes"),
        ]
        for (severity, heading) in groups {
            let items = findings.filter { $0.severity == severity }
            guard !items.isEmpty else { continue }
            sections.append(
                ReportSection(
                    heading,
                    [
                        .list(
                            items.map { f in
                                [
                                    .code(f.table), .text(" "), .code(f.key),
                                    .text(": \(f.message) (\(f.rule))" + (f.accepted ? " — accepted" : "")),
                                ]
                            })
                    ]))
        }
        if findings.isEmpty { sections.append(ReportSection("", [.paragraph([.text("No changes.")])])) }
        return sections
    }
}
