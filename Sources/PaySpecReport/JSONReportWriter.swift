import PaySpecJSON

/// The report for tools: the command's own document (summary, results, matrix) plus the shared
/// `report` object every command writes alike (tool, verdict, counts, every finding).
public enum JSONReportWriter {
    public static func value(_ report: FindingsReport) -> JSONValue {
        var findings: [JSONValue] = report.runFindings.map { finding($0.finding, suite: nil, caseName: nil) }
        for suite in report.suites {
            for c in suite.cases { findings += c.findings.map { finding($0, suite: suite.name, caseName: c.name, fallback: c.location) } }
        }
        let cases = report.suites.flatMap(\.cases)
        let shared: JSONValue = [
            "tool": ["name": "payspec", "version": .string(report.toolVersion)],
            "command": .string(report.command), "title": .string(report.title), "succeeded": .bool(report.succeeded),
            "summary": .string(report.summary), "findings": .array(findings),
            "counts": [
                "tests": .integer(cases.count), "failures": .integer(cases.filter { $0.outcome == .failed }.count),
                "errors": .integer(cases.filter { $0.outcome == .errored }.count),
                "skipped": .integer(cases.filter { $0.outcome == .skipped }.count),
            ],
            "time": .double((report.time * 1000).rounded() / 1000),
        ]
        var root = report.data
        root["report"] = shared
        return .object(root)
    }

    public static func render(_ report: FindingsReport) -> String {
        JSONWriter.document(value(report), rowArrays: Set(report.data.keys).union(["findings"]))
    }

    static func finding(_ f: ReportFinding, suite: String?, caseName: String?, fallback: ReportLocation? = nil) -> JSONValue {
        var o: [String: JSONValue] = [
            "severity": .string(f.severity.rawValue), "rule": .string(f.ruleID), "title": .string(f.title),
            "message": .string(f.message), "accepted": .bool(f.accepted),
        ]
        if let l = f.location ?? fallback {
            o["file"] = .string(l.file)
            if let line = l.line { o["line"] = .integer(line) }
            if let column = l.column { o["column"] = .integer(column) }
        }
        if let suite { o["suite"] = .string(suite) }
        if let caseName { o["case"] = .string(caseName) }
        return .object(o)
    }
}
