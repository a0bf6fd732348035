import Foundation
import PaySpecJSON

/// Renders findings for people and tools: text, JSON, JUnit XML, GitHub annotations, Markdown.
public enum FindingReport {
    /// The formats every drift verb accepts.
    public static let formats = ["text", "json", "junit", "github", "markdown"]

    /// Renders `findings` of the check named `title` in `format`.
    public static func render(_ findings: [Finding], format: String, title: String) -> String {
        switch format {
        case "json": return json(findings, title: title)
        case "junit": return junit(findings, title: title)
        case "github": return github(findings)
        case "markdown": return markdown(findings, title: title)
        default: return text(findings, title: title)
        }
    }

    static func place(_ f: Finding) -> String {
        f.line.map { "\(f.file):\($0)" } ?? f.file
    }

    public static func text(_ findings: [Finding], title: String) -> String {
        var lines = findings.map { f in
            "\(place(f)): \(f.severity.rawValue): \(f.table) \"\(f.key)\": \(f.message) [\(f.rule)]" + (f.accepted ? " (accepted)" : "")
        }
        lines.append(summary(findings, title: title))
        return lines.joined(separator: "\n")
    }

    public static func summary(_ findings: [Finding], title: String) -> String {
        if findings.isEmpty { return "\(title): no differences" }
        let counts = Severity.allCases.map { s in "\(findings.filter { $0.severity == s }.count) \(s.rawValue)" }
        let accepted = findings.filter(\.accepted).count
        return "\(title): \(findings.count) difference(s): " + counts.joined(separator: ", ")
            + (accepted > 0 ? ", \(accepted) accepted by the allowlist" : "")
    }

    public static func json(_ findings: [Finding], title: String) -> String {
        let items: [JSONValue] = findings.map { f in
            var o: [String: JSONValue] = [
                "rule": .string(f.rule), "severity": .string(f.severity.rawValue), "table": .string(f.table),
                "key": .string(f.key), "message": .string(f.message), "file": .string(f.file), "accepted": .bool(f.accepted),
            ]
            if let l = f.line { o["line"] = .integer(l) }
            return .object(o)
        }
        return JSONWriter.document(["check": .string(title), "findings": .array(items)], rowArrays: ["findings"])
    }

    static func xml(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// One test case per finding; errors and warnings fail, info passes with its message as output.
    public static func junit(_ findings: [Finding], title: String) -> String {
        let failing = findings.filter { !$0.accepted && $0.severity != .info }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"payspec\" tests=\"\(max(findings.count, 1))\" failures=\"\(failing)\">\n"
        out += "  <testsuite name=\"\(xml(title))\" tests=\"\(max(findings.count, 1))\" failures=\"\(failing)\">\n"
        if findings.isEmpty { out += "    <testcase classname=\"\(xml(title))\" name=\"no differences\"/>\n" }
        for f in findings {
            out += "    <testcase classname=\"\(xml(f.table))\" name=\"\(xml(f.rule + " " + f.key))\" file=\"\(xml(f.file))\">\n"
            if f.severity == .info || f.accepted {
                out += "      <system-out>\(xml(place(f) + ": " + f.message))</system-out>\n"
            } else {
                out += "      <failure type=\"\(f.severity.rawValue)\" message=\"\(xml(f.message))\">\(xml(place(f)))</failure>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>"
        return out
    }

    static func escapeAnnotation(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// `::error file=…,line=…,title=…::message`, one line per finding.
    public static func github(_ findings: [Finding]) -> String {
        findings.map { f in
            let level = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "notice"
            let line = f.line.map { ",line=\($0)" } ?? ""
            return "::\(level) file=\(f.file)\(line),title=\(f.rule) \(f.table)::\(escapeAnnotation("\(f.key): \(f.message)"))"
        }.joined(separator: "\n")
    }

    /// The semver bump the findings call for: major for errors, minor for warnings, patch otherwise.
    public static func semver(_ findings: [Finding]) -> String {
        if findings.contains(where: { $0.severity == .error }) { return "major" }
        if findings.contains(where: { $0.severity == .warning }) { return "minor" }
        return "patch"
    }

    /// A changelog section ready to paste into release notes.
    public static func markdown(_ findings: [Finding], title: String) -> String {
        var out = "## \(title)\n\nSuggested version bump: **\(semver(findings))**\n"
        let groups: [(Severity, String)] = [
            (.error, "Breaking changes"), (.warning, "Changes implementations must act on"), (.info, "Other changes"),
        ]
        for (severity, heading) in groups {
            let items = findings.filter { $0.severity == severity }
            guard !items.isEmpty else { continue }
            out += "\n### \(heading)\n\n"
            for f in items {
                out += "- `\(f.table)` `\(f.key)`: \(f.message) (\(f.rule))" + (f.accepted ? " — accepted" : "") + "\n"
            }
        }
        if findings.isEmpty { out += "\nNo changes.\n" }
        return out
    }
}
