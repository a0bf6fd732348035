import Foundation
import PaySpecArguments
import PaySpecJSON
import PaySpecReport
import PaySpecRunner

/// A campaign mapped into the shared findings model: a case per shrunk disagreement (with the
/// golden vector to commit), the tallies as sections, what was not judged and why.
extension FuzzOutcome {
    /// `payspec fuzz --seed 7 --count 5000 --suite 'seb.*'`: the options that replay this campaign.
    public var replay: String {
        var words = [CampaignOptions.seed.name, String(options.seed), CampaignOptions.count.name, String(judged)]
        for (id, option) in overrides.sorted(by: { $0.key < $1.key }) { words += [CommonOptions.choice.name, "\(id)=\(option)"] }
        if options.assumeReference { words.append(CampaignOptions.assumeReference.name) }
        return words.joined(separator: " ")
    }

    public var title: String {
        guard let i = implementation else { return source }
        return "\(i.name) \(i.version)\(i.language.isEmpty ? "" : " (\(i.language))")"
    }

    public var summary: String {
        var text = "\(judged) generated inputs judged (seed \(options.seed)): \(counts.passed) agreed with the reference"
        if disagreements > 0 { text += ", \(disagreements) disagreed (\(findings.count) kinds shrunk)" }
        let t = tally
        text += "; not judged: \(t.undeclaredInputs) depend on an undeclared ambiguity, \(t.outsideContract) outside the contract"
        text += ", \(t.duplicates) duplicates (\(Self.percent(t.discardedShare)) of \(t.made) made discarded); stopped: \(stop.rawValue)"
        return text
    }

    public func findings(toolVersion: String = "") -> FindingsReport {
        var header = ["via \(source)", "replay: \(replay)"]
        let fromHandshake = declared.filter { overrides[$0.key] == nil }
        func list(_ c: [String: String]) -> String { c.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") }
        if options.assumeReference {
            header.append(
                "\(CampaignOptions.assumeReference.name): ambiguities the implementation does not declare are judged under their reference option"
            )
        } else {
            header.append("choices judged under: " + (fromHandshake.isEmpty ? "none from the handshake" : list(fromHandshake)))
        }
        if !overrides.isEmpty { header.append("choices declared by the caller (--choice): \(list(overrides))") }
        header.append(
            String(format: "%.0f inputs/s over %.2f s; shrinking %.2f s", inputsPerSecond, duration, shrinkDuration))
        var runFindings: [(heading: String, finding: ReportFinding)] = notes.map { n in
            (
                "adapter and protocol problems",
                ReportFinding(
                    .error, rule: "protocol-\(n.kind.rawValue)", title: "payspec protocol error (\(n.kind.rawValue))", message: n.message)
            )
        }
        if judged == 0 {
            var why = "nothing was judged"
            if suites.isEmpty {
                why += ": the implementation announces none of the selected suites (\(unannounced.joined(separator: ", ")))"
            } else if tally.made > 0 {
                why += ": of \(tally.made) inputs made, none could be judged"
            }
            runFindings.append(("run problems", ReportFinding(.error, rule: "run", title: "payspec fuzz", message: why)))
        }
        if stop == .interrupted {
            runFindings.append(("run problems", ReportFinding(.error, rule: "run", title: "payspec fuzz", message: "interrupted")))
        }
        let bySuite = Dictionary(grouping: findings, by: \.suite)
        let reportSuites = suites.map { suite in
            ReportSuite(suite, cases: (bySuite[suite] ?? []).map(Self.reportCase), tally: perSuite[suite]?.phrase ?? "nothing judged")
        }
        var textNotes: [String] = []
        if tally.undeclaredInputs > 0 {
            let ids = tally.undeclared.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
            textNotes.append(
                "NOT JUDGED \(tally.undeclaredInputs) inputs whose answer depends on an ambiguity with no declared choice: \(ids); "
                    + "declare the implementation's option in its handshake or with --choice ID=OPTION to judge them")
        }
        if !unannounced.isEmpty {
            textNotes.append("UNSUPPORTED suites not announced by the implementation: \(unannounced.joined(separator: ", "))")
        }
        return FindingsReport(
            command: "fuzz", toolVersion: toolVersion, title: title, header: header, suites: reportSuites, runFindings: runFindings,
            textNotes: textNotes, sections: sections, verdict: succeeded ? "OK" : "FAILED", succeeded: succeeded, summary: summary,
            rules: [
                ReportRule("disagreement", "The implementation's answer to a generated input differs from the reference model's."),
                ReportRule("run", "Nothing was judged, or the campaign was interrupted."),
            ],
            data: data, duration: duration + shrinkDuration)
    }

    static func reportCase(_ f: FuzzFinding) -> ReportCase {
        let line = { (v: JSONValue) in JSONWriter.line(v, spacing: .spaced) }
        var lines = ["input:    " + line(f.input)]
        lines.append("expected: " + line(f.expected))
        if let output = f.output, f.result.status == .failed {
            lines.append("got:      " + line(output))
            lines += f.result.diffLines.map { "  " + $0 }
        } else {
            lines.append("got:      \(f.result.status.rawValue)" + (f.result.message.map { ": \($0)" } ?? ""))
        }
        lines += UnusualCharacters.describe(f.input).map { "note: " + $0 }
        if f.steps > 0 { lines.append("shrunk in \(f.steps) steps from: " + Self.clip(line(f.original))) }
        if f.similar > 0 { lines.append("\(f.similar) more disagreements of this kind were not shrunk") }
        if let v = f.vector {
            lines.append("golden vector (level should, tagged derived until reviewed; add it through the suite's generator):")
            lines.append(JSONWriter.line(v.json))
        } else {
            lines.append("no golden vector: the reference model rejects the input under its reference choices")
        }
        let name = f.vector?.id ?? f.result.id
        let outcome: CaseOutcome = f.result.status == .failed ? .failed : .errored
        return ReportCase(
            name, outcome: outcome, label: "disagreement",
            findings: [
                ReportFinding(.error, rule: "disagreement", title: "payspec fuzz: \(name)", message: lines.joined(separator: "\n"))
            ], stderr: f.result.stderr)
    }

    static func clip(_ s: String) -> String { s.count <= 400 ? s : String(s.prefix(400)) + "… (\(s.count) characters)" }

    var sections: [ReportSection] {
        let headers = ["suite", "judged", "agreed", "disagreed", "other verdicts"]
        var rows: [[[ReportSection.Inline]]] = suites.map { suite in
            let c = perSuite[suite] ?? RunReport.Counts()
            let other = c.total - c.passed - c.failed
            return [[.code(suite)], [.text(String(c.total))], [.text(String(c.passed))], [.text(String(c.failed))], [.text(String(other))]]
        }
        rows.append([
            [.strong("all")], [.text(String(counts.total))], [.text(String(counts.passed))], [.text(String(counts.failed))],
            [.text(String(counts.total - counts.passed - counts.failed))],
        ])
        var notJudged: [[[ReportSection.Inline]]] = [
            [[.text("duplicates (of each other or of a golden input)")], [.text(String(tally.duplicates))]],
            [[.text("outside the suite's contract (the reference rejects them)")], [.text(String(tally.outsideContract))]],
        ]
        for (id, n) in tally.undeclared.sorted(by: { $0.key < $1.key }) {
            notJudged.append([[.text("depends on undeclared ambiguity "), .code(id)], [.text(String(n))]])
        }
        return [
            ReportSection("Generated inputs", [.table(headers: headers, rows: rows, numeric: [1, 2, 3, 4])]),
            ReportSection(
                "Not judged (never guessed)",
                [
                    .paragraph([
                        .text("\(tally.made) inputs made; these \(tally.discarded) (\(Self.percent(tally.discardedShare))) were not sent:")
                    ]),
                    .table(headers: ["reason", "inputs"], rows: notJudged, numeric: [1]),
                ]),
        ]
    }

    /// `0.123` as `12.3%`.
    static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }

    var data: [String: JSONValue] {
        var undeclared: [String: JSONValue] = [:]
        for (id, n) in tally.undeclared { undeclared[id] = .integer(n) }
        var summaryFields: [String: JSONValue] = [
            "seed": .string(String(options.seed)), "judged": .integer(judged), "agreed": .integer(counts.passed),
            "disagreements": .integer(disagreements), "made": .integer(tally.made), "duplicates": .integer(tally.duplicates),
            "outsideContract": .integer(tally.outsideContract), "undeclaredInputs": .integer(tally.undeclaredInputs),
            "discarded": .integer(tally.discarded), "discardedShare": .double((tally.discardedShare * 10_000).rounded() / 10_000),
            "undeclared": .object(undeclared), "stop": .string(stop.rawValue), "succeeded": .bool(succeeded),
            "seconds": .double((duration * 1000).rounded() / 1000), "inputsPerSecond": .integer(Int(inputsPerSecond)),
        ]
        if let firstDisagreementAt { summaryFields["firstDisagreementAt"] = .integer(firstDisagreementAt) }
        let summary = JSONValue.object(summaryFields)
        let list: [JSONValue] = findings.map { f in
            var o: [String: JSONValue] = [
                "suite": .string(f.suite), "input": f.input, "original": f.original, "expected": f.expected,
                "status": .string(f.result.status.rawValue), "steps": .integer(f.steps), "similar": .integer(f.similar),
                "seed": .string(f.seedID),
            ]
            if let output = f.output { o["output"] = output }
            if let m = f.result.message { o["message"] = .string(m) }
            if let v = f.vector { o["vector"] = v.json }
            return .object(o)
        }
        var root: [String: JSONValue] = ["summary": summary, "findings": .array(list), "replay": .string(replay)]
        if let i = implementation { root["implementation"] = i.json }
        root["choices"] = .object(declared.mapValues(JSONValue.string))
        return root
    }
}

/// Characters a reader cannot tell apart in a printed input, named: a shrunk vector that
/// hinges on a no-break space or a Cyrillic letter must say so.
enum UnusualCharacters {
    static func describe(_ v: JSONValue) -> [String] {
        var out: [String] = []
        func walk(_ v: JSONValue, _ path: String) {
            switch v {
            case .string(let s):
                for scalar in s.unicodeScalars where needsNaming(scalar) {
                    let name = scalar.properties.name ?? scalar.properties.nameAlias ?? "unnamed"
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    let line = "\(path) holds U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) \(name)"
                    if !out.contains(line) && out.count < 6 { out.append(line) }
                }
            case .array(let a): for (i, e) in a.enumerated() { walk(e, "\(path)[\(i)]") }
            case .object(let o): for k in o.keys.sorted() { walk(o[k]!, "\(path).\(k)") }
            default: break
            }
        }
        walk(v, "input")
        return out
    }

    /// Anything beyond printable ASCII: invisible spaces and controls, but also look-alike
    /// letters and other scripts' digits, which print but read as something else.
    static func needsNaming(_ s: Unicode.Scalar) -> Bool { !s.isASCII || s.value < 0x20 || s.value == 0x7F }
}
