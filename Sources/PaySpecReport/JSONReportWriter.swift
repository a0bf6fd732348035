import PaySpecJSON

/// The report for tools: the command's own document (summary, results, matrix) plus the shared
/// `report` object every command writes alike (tool, verdict, counts, every finding).
public enum JSONReportWriter {
    public static func value(_ report: FindingsReport) -> JSONValue { value(report, counts: nil) }

    /// `counts`: the cases' tally when `report.suites` does not hold every case (a streamed run).
    static func value(_ report: FindingsReport, counts given: JUnitWriter.Counts?) -> JSONValue {
        var findings: [JSONValue] = report.runFindings.map { finding($0.finding, suite: nil, caseName: nil) }
        for suite in report.suites {
            for c in suite.cases { findings += c.findings.map { finding($0, suite: suite.name, caseName: c.name, fallback: c.location) } }
        }
        let cases = report.suites.flatMap(\.cases)
        var tool: [String: JSONValue] = ["name": "payspec", "version": .string(report.toolVersion)]
        if let suite = report.suiteVersion { tool["suiteVersion"] = .string(suite) }
        let shared: JSONValue = [
            "tool": .object(tool),
            "command": .string(report.command), "title": .string(report.title), "succeeded": .bool(report.succeeded),
            "summary": .string(report.summary), "findings": .array(findings),
            "counts": [
                "tests": .integer(given?.tests ?? cases.count),
                "failures": .integer(given?.failures ?? cases.filter { $0.outcome == .failed }.count),
                "errors": .integer(given?.errors ?? cases.filter { $0.outcome == .errored }.count),
                "skipped": .integer(given?.skipped ?? cases.filter { $0.outcome == .skipped }.count),
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

    /// Rows made one at a time while they are written: calls its argument with each row in order.
    public typealias RowSource = ((JSONValue) throws -> Void) throws -> Void

    /// Writes the report as `render` does, with the members named in `rows` (each a row array
    /// of the command's document, absent from `report.data`) made row by row as they are
    /// written, and `counts` standing for the tally of every case when `report.suites` holds
    /// only the cases with something to say.
    public static func write(
        _ report: FindingsReport, counts: JUnitWriter.Counts, rows: [String: RowSource], to out: ReportStream
    ) throws {
        guard case .object(let members) = value(report, counts: counts) else { return }
        let rowArrays = Set(report.data.keys).union(rows.keys).union(["findings"])
        let keys = Set(members.keys).union(rows.keys).sorted()
        try out.write("{\n")
        for (i, key) in keys.enumerated() {
            var head = "  "
            JSONWriter.writeString(key, into: &head)
            head += ": "
            if let source = rows[key] {
                try out.write(head)
                var first = true
                try source { row in
                    var line = first ? "[\n    " : ",\n    "
                    first = false
                    JSONWriter.write(row, spacing: .spaced, into: &line)
                    try out.write(line)
                }
                try out.write(first ? "[]" : "\n  ]")
            } else {
                // One member as the canonical document writes it.
                let one = JSONWriter.document(.object([key: members[key]!]), rowArrays: rowArrays)
                try out.write(head + one.dropFirst(head.count + 2).dropLast(3))
            }
            try out.write(i == keys.count - 1 ? "\n" : ",\n")
        }
        try out.write("}\n")
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
