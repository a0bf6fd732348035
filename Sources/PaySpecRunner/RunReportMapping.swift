import PaySpecJSON
import PaySpecJudging
import PaySpecReport
import PaySpecVectors

/// A run's verdicts mapped into the shared findings model: a suite per golden suite, a case per
/// vector pointing at its line in the golden file, run-level problems beside them.
extension RunReport {
    /// `withData: false` leaves out the run's own JSON (`data`), which only the JSON format
    /// writes: building a value per vector is most of a large text report's cost.
    /// `everyCase: false` leaves out the cases of plain passes (no notes, no differences),
    /// which only the JUnit, JSON, SARIF, Markdown and HTML reports and `--verbose` text list:
    /// a text report then holds nothing per passed vector but its verdict.
    public func findings(
        command: String = "run", toolVersion: String = "", withData: Bool = true, everyCase: Bool = true
    )
        -> FindingsReport
    {
        var header: [String] = []
        if implementation != nil { header.append("via \(source)") }
        func list(_ choices: [String: String]) -> String {
            choices.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        }
        let handshake = (implementation?.choices ?? [:]).filter { choiceOverrides[$0.key] == nil }
        if !handshake.isEmpty { header.append("choices: \(list(handshake))") }
        if !choiceOverrides.isEmpty {
            header.append("choices declared by the caller (--choice; they override the handshake): \(list(choiceOverrides))")
        }
        var runFindings: [(heading: String, finding: ReportFinding)] = goldenDiagnostics.map { d in
            let at = ReportLocation(file: d.file, line: d.location?.line, column: d.location?.column)
            return (
                "broken golden files (these vectors were not run)",
                ReportFinding(.error, rule: "golden-file", title: "broken golden file", message: d.message, location: at)
            )
        }
        runFindings += notes.map { n in
            (
                "adapter and protocol problems",
                ReportFinding(
                    .error, rule: "protocol-\(n.kind.rawValue)", title: "payspec protocol error (\(n.kind.rawValue))",
                    message: n.message + (n.job > 1 ? " (job \(n.job))" : ""))
            )
        }
        runFindings += runProblems.map { p in
            ("run problems", ReportFinding(.error, rule: "run", title: "payspec run", message: p))
        }
        runFindings += expectationProblems.map { p in
            ("expectations file problems", ReportFinding(.error, rule: "expectations", title: "payspec expectations", message: p))
        }
        // One pass over the results, not one per suite.
        var cases: [String: [ReportCase]] = [:]
        // A suite's results stand together: its cases are gathered apart and filed once.
        var current: (suite: String, cases: [ReportCase])?
        let ledger = results.ledger
        for i in results.indices {
            if !everyCase, ledger.isPlainPass(at: i) { continue }
            let result = results[i]
            if current?.suite != result.suite {
                if let c = current { cases[c.suite, default: []] += c.cases }
                current = (result.suite, [])
            }
            current!.cases.append(Self.reportCase(result, reproduce: reproduce))
        }
        if let c = current { cases[c.suite, default: []] += c.cases }
        // Counted once: the suites and the job summary's table both list them.
        let bySuite = countsBySuite
        let suites = bySuite.map { name, tally in ReportSuite(name, cases: cases[name] ?? [], tally: tally.phrase) }
        let c = counts
        let ok = succeeded
        var summary = "\(c.total) vectors: \(c.phrase) (\(coveragePhrase))" + informativePhrase
        if !notes.isEmpty { summary += "; \(notes.count) protocol errors" }
        if !goldenDiagnostics.isEmpty { summary += "; \(goldenDiagnostics.count) golden file problems" }
        if interrupted { summary += "; interrupted: \(notRun) vectors not run" }
        return FindingsReport(
            command: command, toolVersion: toolVersion, title: title, header: header, suites: suites, runFindings: runFindings,
            textNotes: unsupportedNotes, sections: sections(bySuite: bySuite), verdict: ok ? "OK" : "FAILED", succeeded: ok,
            summary: summary,
            rules: Self.rules, data: withData ? data : [:], duration: duration)
    }

    static let rules: [ReportRule] = [
        ReportRule("failed", "The implementation's output differs from the golden vector's expected output."),
        ReportRule(
            "informative",
            "The output differs only in content PaySpec authored where no vendor text exists (a reference text, a budget, a server-only value); it does not fail the run unless --strict-texts is given."
        ),
        ReportRule("unexpected-pass", "A vector listed as a known failure passed; update the expectations file."),
        ReportRule("errored", "The implementation answered the vector with an error."),
        ReportRule("crashed", "The adapter process died while the vector was in flight."),
        ReportRule("timed-out", "The implementation did not answer within the timeout."),
        ReportRule("expected-failure", "A known failure listed in the expectations file."),
        ReportRule("golden-file", "A golden file could not be read; its vectors were not run."),
        ReportRule("expectations", "The expectations file does not match the run."),
    ]

    /// The command that runs one vector alone against the same implementation, `{id}` for the id.
    var reproduce: String {
        let adapter = source.hasPrefix("adapter: ") ? " --adapter " + shellQuoted(String(source.dropFirst("adapter: ".count))) : ""
        return "payspec repro {id}" + adapter
    }

    /// Longest input shown inline; the JSON report carries it whole.
    static let inputShownLength = 400

    static func reportCase(_ r: VectorResult, reproduce: String = "payspec repro {id}") -> ReportCase {
        let at = r.file.isEmpty ? nil : ReportLocation(file: r.file, line: r.line)
        if r.status == .passed && r.notes.isEmpty && r.issue == nil && r.informative.isEmpty {
            // The case of nearly every vector: nothing to write but its name, time and place.
            return ReportCase(
                r.id, outcome: .passed, label: r.status.rawValue, stderr: r.stderr, duration: r.duration, location: at, shownInText: false)
        }
        var lines = r.diffLines + [r.message].compactMap { $0 }
        if let input = r.input {
            let text = JSONWriter.line(input, spacing: .spaced)
            let shown =
                text.utf8.count <= inputShownLength
                ? text
                : String(decoding: text.utf8.prefix(inputShownLength), as: UTF8.self)
                    + "… (\(text.utf8.count) bytes; the JSON report has it whole)"
            lines.append("input: " + shown)
            lines.append("reproduce: " + reproduce.replacingOccurrences(of: "{id}", with: shellQuoted(r.id)))
        }
        let body = lines.joined(separator: "\n")
        var notes = r.notes.map { "note: \($0)" }
        if let issue = r.issue { notes.insert("issue: \(issue)", at: 0) }
        let title = "payspec \(r.status.rawValue): \(r.id)"
        let outcome: CaseOutcome
        var findings: [ReportFinding] = []
        switch r.status {
        case .passed:
            outcome = .passed
            if !r.informative.isEmpty {
                findings = [
                    ReportFinding(
                        .note, rule: "informative", title: "payspec informative: \(r.id)",
                        message: r.informative.map(\.description).joined(separator: "\n"), location: at)
                ]
            }
        case .failed, .unexpectedPass:
            outcome = .failed
            findings = [
                ReportFinding(.error, rule: r.status.rawValue, title: title, message: body.isEmpty ? r.status.rawValue : body, location: at)
            ]
        case .errored, .crashed, .timedOut:
            outcome = .errored
            findings = [
                ReportFinding(.error, rule: r.status.rawValue, title: title, message: body.isEmpty ? r.status.rawValue : body, location: at)
            ]
        case .expectedFailure:
            outcome = .skipped
            findings = [
                ReportFinding(
                    .warning, rule: r.status.rawValue, title: title, message: body.isEmpty ? r.status.rawValue : body, location: at,
                    accepted: true)
            ]
        case .skipped, .unsupported:
            outcome = .skipped
            if let m = r.message { notes.insert(m, at: 0) }
        }
        let label =
            r.status == .expectedFailure ? "xfail" : r.status == .passed && !r.informative.isEmpty ? "informative" : r.status.rawValue
        return ReportCase(
            r.id, outcome: outcome, label: label, findings: findings, notes: notes, stderr: r.status == .unsupported ? nil : r.stderr,
            duration: r.duration, location: at,
            shownInText: !(r.status == .skipped || r.status == .unsupported) && !(r.status == .passed && r.informative.isEmpty))
    }

    /// Unsupported vectors grouped by suite and reason: a partial port would otherwise list
    /// hundreds of identical lines.
    var unsupportedNotes: [String] {
        var groups: [(suite: String, message: String, count: Int)] = []
        for i in results.indices where results.status(at: i) == .unsupported {
            let res = results[i]
            let m = res.message ?? ""
            if let last = groups.last, last.suite == res.suite, last.message == m {
                groups[groups.count - 1].count += 1
            } else {
                groups.append((res.suite, m, 1))
            }
        }
        return groups.map { g in
            "UNSUPPORTED \(g.suite): \(g.count) vector\(g.count == 1 ? "" : "s")" + (g.message.isEmpty ? "" : " (\(g.message))")
        }
    }

    /// A tally's status as a symbol and a word (the word is what a reader without an emoji
    /// font sees): a group in which nothing was judged is never shown as passing.
    static func statusMark(_ c: Counts) -> (symbol: String, word: String) {
        if c.failed + c.errored + c.crashed + c.timedOut + c.unexpectedPasses > 0 { return ("❌", "fail") }
        if c.total - c.unsupported - c.skipped == 0 { return ("⚪", "nothing judged") }
        return ("✅", "ok")
    }

    /// The job summary's per-SDK and per-suite tables, given the counts per suite.
    func sections(bySuite: [(String, Counts)]) -> [ReportSection] {
        func table(_ rows: [(String, Counts)], header: String) -> ReportSection.Body {
            let headers = [
                header, "total", "passed", "failed", "errored", "crashed", "timed out", "unsupported", "skipped", "expected failures",
                "unexpected passes",
            ]
            let cells: [[[ReportSection.Inline]]] = rows.map { key, c in
                let (symbol, word) = Self.statusMark(c)
                let numbers = [
                    c.total, c.passed, c.failed, c.errored, c.crashed, c.timedOut, c.unsupported, c.skipped, c.expectedFailures,
                    c.unexpectedPasses,
                ]
                return [[.text(symbol + " "), .status(word), .text(" "), .code(key)]] + numbers.map { [.text(String($0))] }
            }
            return .table(headers: headers, rows: cells, numeric: Set(1..<headers.count))
        }
        return [
            ReportSection("Per SDK", [table(countsBySDK, header: "SDK")]),
            ReportSection("Per suite", [table(bySuite, header: "suite")]),
        ]
    }

    static func mismatchJSON(_ m: OutputMismatch) -> JSONValue {
        var d: [String: JSONValue] = ["path": .string(m.path), "text": .string(m.description)]
        if let e = m.expected { d["expected"] = AuthoredValue.reference(in: e) }
        if let a = m.actual { d["actual"] = a }
        if m.informative { d["informative"] = true }
        if let r = m.reason { d["reason"] = .string(r) }
        return .object(d)
    }

    /// The run's own JSON: `summary`, `results` (every vector with its status and diff) and the
    /// run-level problems.
    var data: [String: JSONValue] {
        var root = dataWithoutResults
        root["results"] = .array(results.map(Self.resultRow))
        return root
    }

    /// The run's JSON without its `results` rows (a streamed report writes them one by one).
    var dataWithoutResults: [String: JSONValue] {
        var summary = counts.json.objectValue!
        summary["protocolErrors"] = .integer(notes.count)
        summary["goldenProblems"] = .integer(goldenDiagnostics.count)
        summary["notRun"] = .integer(notRun)
        summary["succeeded"] = .bool(succeeded)
        summary["informative"] = .integer(informativeVectors)
        summary["supportedVectors"] = .integer(supportedVectors)
        summary["selectedVectors"] = .integer(selectedVectors)
        summary["totalVectors"] = .integer(totalVectors)
        var root: [String: JSONValue] = [
            "summary": .object(summary), "source": .string(source),
            "protocolErrors": .array(
                notes.map { ["kind": .string($0.kind.rawValue), "message": .string($0.message), "job": .integer($0.job)] }),
            "goldenProblems": .array(goldenDiagnostics.map { .string($0.description) }),
            "expectationProblems": .array(expectationProblems.map(JSONValue.string)),
            "interrupted": .bool(interrupted), "runProblems": .array(runProblems.map(JSONValue.string)),
        ]
        if !choiceOverrides.isEmpty { root["choiceOverrides"] = .object(choiceOverrides.mapValues(JSONValue.string)) }
        if let i = implementation { root["implementation"] = i.json }
        return root
    }

    /// One vector's row of `results`.
    static func resultRow(_ res: VectorResult) -> JSONValue {
        var o: [String: JSONValue] = [
            "id": .string(res.id), "suite": .string(res.suite), "sdk": .string(res.sdk), "level": .string(res.level.rawValue),
            "status": .string(res.status.rawValue),
            "diff": .array(res.diff.map(Self.mismatchJSON)),
        ]
        if !res.informative.isEmpty { o["informative"] = .array(res.informative.map(Self.mismatchJSON)) }
        if let input = res.input { o["input"] = input }
        if let m = res.message { o["message"] = .string(m) }
        if let s = res.stderr { o["stderr"] = .string(s) }
        if !res.notes.isEmpty { o["notes"] = .array(res.notes.map(JSONValue.string)) }
        if let i = res.issue { o["issue"] = .string(i) }
        if !res.file.isEmpty {
            o["file"] = .string(res.file)
            o["line"] = .integer(res.line)
        }
        return .object(o)
    }
}

/// Single-quotes a word for a POSIX shell unless it needs no quoting.
func shellQuoted(_ s: String) -> String {
    let plain =
        !s.isEmpty
        && s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_./=:@%+,".unicodeScalars.contains($0)) }
    return plain ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
