import PaySpecJSON
import PaySpecReport
import PaySpecRunner

/// A comparison mapped into the shared findings model: a case per disagreement with both
/// answers, a table per suite.
extension ComparisonOutcome {
    public var summary: String {
        var text = "\(compared) inputs answered by both (\(goldenInputs) golden, \(generatedInputs) generated, seed \(seed)): "
        text += disagreements.isEmpty ? "no disagreement" : "\(disagreements.count) disagreements"
        if !explained.isEmpty {
            let ids = Set(explained.flatMap(\.ambiguities)).sorted().joined(separator: ", ")
            text += "; \(explained.count) answered differently as their declared choices of \(ids) say"
        }
        if interruption != 0 {
            text += "; interrupted by \(RunInterruption.name(of: interruption)): \(notRun) inputs not run (not compared)"
        }
        if notCompared.first + notCompared.second > 0 {
            text += "; not compared: \(notCompared.first) without an answer from \(labels.first), "
            text += "\(notCompared.second) without an answer from \(labels.second)"
        }
        return text
    }

    public func findings(toolVersion: String = "") -> FindingsReport {
        let header = ["\(labels.first): \(sources.first)", "\(labels.second): \(sources.second)"]
        var runFindings: [(heading: String, finding: ReportFinding)] = notes.map { n in
            (
                "adapter and protocol problems",
                ReportFinding(
                    .error, rule: "protocol-\(n.kind.rawValue)", title: "payspec protocol error (\(n.kind.rawValue))", message: n.message)
            )
        }
        if interruption != 0 {
            runFindings.append(
                (
                    "run problems",
                    ReportFinding(
                        .error, rule: "interrupted", title: "payspec compare",
                        message:
                            "interrupted by \(RunInterruption.name(of: interruption)): \(notRun) inputs were not run and are not compared; "
                            + "this report judges only the \(compared) compared before the signal")
                ))
        }
        if compared == 0 {
            runFindings.append(
                (
                    "run problems",
                    ReportFinding(
                        .error, rule: "run", title: "payspec compare",
                        message: "nothing was compared: no input was answered by both sides (check the suites each announces or records)")
                ))
        }
        let bySuite = Dictionary(grouping: disagreements, by: \.suite)
        let suites = perSuite.keys.sorted().map { suite in
            let tally = perSuite[suite]!
            return ReportSuite(
                suite, cases: (bySuite[suite] ?? []).map(reportCase),
                tally: "\(tally.compared) compared, \(tally.disagreed) disagreed")
        }
        let rows: [[[ReportSection.Inline]]] = perSuite.keys.sorted().map { suite in
            let t = perSuite[suite]!
            return [
                [.status(t.disagreed == 0 ? "ok" : "fail"), .text(" "), .code(suite)], [.text(String(t.compared))],
                [.text(String(t.disagreed))],
            ]
        }
        let data: [String: JSONValue] = [
            "summary": [
                "compared": .integer(compared), "disagreements": .integer(disagreements.count), "goldenInputs": .integer(goldenInputs),
                "generatedInputs": .integer(generatedInputs), "seed": .string(String(seed)), "succeeded": .bool(succeeded),
                "notComparedFirst": .integer(notCompared.first), "notComparedSecond": .integer(notCompared.second),
                "explainedByChoices": .integer(explained.count), "notRun": .integer(notRun),
                "interrupted": interruption != 0 ? .string(RunInterruption.name(of: interruption)) : .null,
            ],
            "sides": [
                ["label": .string(labels.first), "source": .string(sources.first)],
                ["label": .string(labels.second), "source": .string(sources.second)],
            ],
            "disagreements": .array(
                disagreements.map { d in
                    [
                        "id": .string(d.id), "suite": .string(d.suite), "input": d.input, "first": d.first.json, "second": d.second.json,
                        "ambiguities": .array(d.ambiguities.map(JSONValue.string)),
                    ]
                }),
        ]
        var sections = [ReportSection("Per suite", [.table(headers: ["suite", "compared", "disagreed"], rows: rows, numeric: [1, 2])])]
        if !explained.isEmpty {
            let explainedRows: [[[ReportSection.Inline]]] = explained.prefix(20).map { d in
                [[.code(d.id)], [.code(d.ambiguities.joined(separator: ", "))], [.code(d.first.text)], [.code(d.second.text)]]
            }
            sections.append(
                ReportSection(
                    "Different declared choices (not disagreements)",
                    [
                        .paragraph([
                            .text(
                                "\(explained.count) inputs: each side answered as the reference model does under the choices it declared"
                                    + (explained.count > 20 ? " (the first 20)" : ""))
                        ]),
                        .table(headers: ["input", "ambiguity", labels.first, labels.second], rows: explainedRows, numeric: []),
                    ]))
        }
        return FindingsReport(
            command: "compare", toolVersion: toolVersion, title: "\(labels.first) vs \(labels.second)", header: header, suites: suites,
            runFindings: runFindings,
            sections: sections, verdict: succeeded ? "OK" : "FAILED", succeeded: succeeded, summary: summary,
            rules: [ReportRule("disagreement", "The two implementations answered the same input differently.")], data: data)
    }

    func reportCase(_ d: Disagreement) -> ReportCase {
        var lines = ["input: " + JSONWriter.line(d.input, spacing: .spaced)]
        lines.append("\(labels.first): \(d.first.text)")
        lines.append("\(labels.second): \(d.second.text)")
        for m in d.diff {
            let x = m.expected.map { JSONWriter.line($0, spacing: .spaced) } ?? "nothing"
            let y = m.actual.map { JSONWriter.line($0, spacing: .spaced) } ?? "nothing"
            lines.append("  \(m.path): \(labels.first) \(x), \(labels.second) \(y)")
        }
        lines += UnusualCharacters.describe(d.input).map { "note: " + $0 }
        if !d.ambiguities.isEmpty {
            lines.append(
                "note: the answer depends on \(d.ambiguities.joined(separator: ", ")); the two may have chosen different options")
        }
        return ReportCase(
            d.id, outcome: .failed, label: "disagreement",
            findings: [
                ReportFinding(.error, rule: "disagreement", title: "payspec compare: \(d.id)", message: lines.joined(separator: "\n"))
            ])
    }
}

extension SideAnswer {
    var json: JSONValue {
        switch self {
        case .output(let v): return ["output": v]
        case .notAnswered(let why): return ["notAnswered": .string(why)]
        case .failure(let status, let message): return ["status": .string(status.rawValue), "message": .string(message)]
        }
    }
}
