import PaySpecJSON

/// The report for tools: `summary`, `results` (every vector with its status and diff), and the
/// run-level problems. One compact line of JSON (sorted keys) per report.
public enum JSONReport {
    public static func value(_ r: RunReport) -> JSONValue {
        var summary = r.counts.json.objectValue!
        summary["protocolErrors"] = .integer(r.notes.count)
        summary["goldenProblems"] = .integer(r.goldenDiagnostics.count)
        summary["notRun"] = .integer(r.notRun)
        summary["succeeded"] = .bool(r.succeeded)
        summary["supportedVectors"] = .integer(r.supportedVectors)
        summary["selectedVectors"] = .integer(r.selectedVectors)
        summary["totalVectors"] = .integer(r.totalVectors)
        let results: [JSONValue] = r.results.map { res in
            var o: [String: JSONValue] = [
                "id": .string(res.id), "suite": .string(res.suite), "sdk": .string(res.sdk), "level": .string(res.level.rawValue),
                "status": .string(res.status.rawValue),
                "diff": .array(
                    res.diff.map { m in
                        var d: [String: JSONValue] = ["path": .string(m.path), "text": .string(m.description)]
                        if let e = m.expected { d["expected"] = e }
                        if let a = m.actual { d["actual"] = a }
                        return .object(d)
                    }),
            ]
            if let m = res.message { o["message"] = .string(m) }
            if let s = res.stderr { o["stderr"] = .string(s) }
            if !res.notes.isEmpty { o["notes"] = .array(res.notes.map(JSONValue.string)) }
            if let i = res.issue { o["issue"] = .string(i) }
            return .object(o)
        }
        var root: [String: JSONValue] = [
            "summary": .object(summary), "results": .array(results), "source": .string(r.source),
            "protocolErrors": .array(
                r.notes.map { ["kind": .string($0.kind.rawValue), "message": .string($0.message), "job": .integer($0.job)] }),
            "goldenProblems": .array(r.goldenDiagnostics.map { .string($0.description) }),
            "expectationProblems": .array(r.expectationProblems.map(JSONValue.string)),
            "interrupted": .bool(r.interrupted),
            "runProblems": .array(r.runProblems.map(JSONValue.string)),
        ]
        if !r.choiceOverrides.isEmpty { root["choiceOverrides"] = .object(r.choiceOverrides.mapValues(JSONValue.string)) }
        if let i = r.implementation { root["implementation"] = i.json }
        return .object(root)
    }

    public static func render(_ r: RunReport) -> String { JSONWriter.line(value(r)) + "\n" }
}
