import PaySpecJSON
import PaySpecRunner
import PaySpecVectors
import Testing

/// Runs the golden vectors against a Swift implementation inside the SDK's own `swift test`,
/// through the same `ConformancePipeline` as `payspec run`: the same selection, choices,
/// expectations file and exit decision.
///
/// ```swift
/// import PaySpecTesting
/// @Test func conformance() {
///     PaySpecConformance.check(MySDKAdapter(), suites: ["seb.*"])
/// }
/// ```
/// Each failing vector becomes one test issue with the path-level diff; a filter that matches
/// nothing, an unknown choice, a run that judged nothing (every vector unsupported) and every
/// other run-level problem become test issues too, so nothing passes that judged nothing.
public enum PaySpecConformance {
    /// Checks `implementation` against the golden vectors built into PaySpecGolden, or those of
    /// `golden` (a directory of golden files) when given.
    ///
    /// - Parameters:
    ///   - golden: a golden directory; `nil` (the default) uses the built-in vectors, so no path
    ///     into a checkout is needed (Xcode, iOS, any checkout location).
    ///   - suites, tags, ids: globs, as `--suite`, `--tag`, `--id`; one that matches nothing is an issue.
    ///   - choices: the implementation's ambiguity choices, overriding its handshake (as `--choice`).
    ///   - expect: an expectations file (known failures and skips), as `--expect`.
    ///   - requireAll: every unsupported vector is an issue, as `--require-all`.
    ///   - texts: how texts PaySpec authored are judged: by default a different wording is
    ///     informative (in `RunReport.informativeVectors`, not an issue); pass
    ///     `AuthoredTextPolicy(texts: …)` with the SDK's own texts to be judged against them, or
    ///     `AuthoredTextPolicy(strict: true)` to make every difference an issue (`--strict-texts`).
    /// - Returns: the report, for further assertions.
    @discardableResult
    public static func check(
        _ implementation: any PaySpecImplementation, golden: String? = nil, suites: [String] = [], tags: [String] = [],
        ids: [String] = [], level: VectorLevel? = nil, choices: [String: String] = [:], expect: String? = nil,
        requireAll: Bool = false, texts: AuthoredTextPolicy = .reference, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> RunReport {
        let options = ConformanceOptions(
            golden: golden, filter: VectorFilter(suites: suites, tags: tags, ids: ids, level: level), choices: choices,
            expectations: expect, requireAll: requireAll, texts: texts)
        return check(implementation, source: "in-process", sourceLocation: sourceLocation) { () throws(ConformanceError) in
            try ConformancePipeline(options)
        }
    }

    /// Checks `implementation` against vectors already in memory.
    @discardableResult
    public static func check(
        _ implementation: any PaySpecImplementation, vectors: [RunVector], filter: VectorFilter = VectorFilter(),
        choices: [String: String] = [:], requireAll: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> RunReport {
        let options = ConformanceOptions(filter: filter, choices: choices, requireAll: requireAll)
        return check(implementation, source: "in-process", sourceLocation: sourceLocation) { () throws(ConformanceError) in
            try ConformancePipeline(vectors: vectors, options: options)
        }
    }

    private static func check(
        _ implementation: any PaySpecImplementation, source: String, sourceLocation: Testing.SourceLocation,
        pipeline make: () throws(ConformanceError) -> ConformancePipeline
    ) -> RunReport {
        let outcome: ConformancePipeline.Outcome
        do {
            let pipeline = try make()
            let selection = pipeline.selection()
            let raw = try pipeline.run(implementation, selection, stop: { false })
            outcome = pipeline.judge(raw, selection, source: source)
        } catch {
            Issue.record("PaySpec: \(error.message)", sourceLocation: sourceLocation)
            var report = RunReport(implementation: implementation.handshake(), source: source, results: [])
            report.runProblems = [error.message]
            return report
        }
        let report = outcome.report
        for d in report.goldenDiagnostics { Issue.record("golden: \(d)", sourceLocation: sourceLocation) }
        for r in report.problems {
            let detail = (r.diffLines + [r.message].compactMap { $0 }).joined(separator: "\n")
            Issue.record("\(r.id) \(r.status.rawValue)\n\(detail)", sourceLocation: sourceLocation)
        }
        for p in report.expectationProblems + report.runProblems {
            Issue.record("PaySpec: \(p)", sourceLocation: sourceLocation)
        }
        for n in report.notes { Issue.record("PaySpec: \(n)", sourceLocation: sourceLocation) }
        return report
    }

    /// Fuzzes `implementation` inside the SDK's own `swift test`, as `payspec fuzz` does an
    /// adapter: inputs made from the golden ones, judged by the reference model under the
    /// implementation's declared choices (its handshake, overridden by `choices`).
    ///
    /// ```swift
    /// @Test func fuzzing() {
    ///     PaySpecConformance.fuzz(MySDKAdapter(), suites: ["seb.*"], count: 2000)
    /// }
    /// ```
    /// Each disagreement, shrunk to a minimal input, becomes one test issue holding the golden
    /// vector to commit; a campaign that judged nothing, and every protocol or run problem,
    /// becomes an issue too. The same seed makes the same inputs.
    ///
    /// - Parameters:
    ///   - golden: a golden directory; `nil` (the default) starts from the built-in vectors.
    ///   - suites: globs, as `--suite`; one that matches nothing is an issue.
    ///   - seed, count, timeBudget: as `--seed`, `--count`, `--time-budget` (a count of at most
    ///     `FuzzOptions.maximumCount`).
    ///   - choices: the implementation's ambiguity choices, overriding its handshake (as `--choice`).
    ///   - assumeReference: judge undeclared ambiguities under their reference option (as
    ///     `--assume-reference`); otherwise inputs that depend on one are counted, not judged.
    /// - Returns: the campaign's outcome, for further assertions (`nil` when it could not start).
    @discardableResult
    public static func fuzz(
        _ implementation: any PaySpecImplementation, golden: String? = nil, suites: [String] = [], seed: UInt64 = 1,
        count: Int = 1000, timeBudget: Double? = nil, choices: [String: String] = [:], assumeReference: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> FuzzOutcome? {
        var options = FuzzOptions(seed: seed, count: min(count, FuzzOptions.maximumCount), timeBudget: timeBudget)
        options.assumeReference = assumeReference
        let outcome: FuzzOutcome
        do {
            let campaign = try FuzzCampaign(
                ConformanceOptions(golden: golden, filter: VectorFilter(suites: suites), choices: choices), options: options)
            outcome = try campaign.run(.inProcess(implementation), stopRequested: { false })
        } catch {
            Issue.record("PaySpec fuzz: \(error.message)", sourceLocation: sourceLocation)
            return nil
        }
        let replay = "PaySpecConformance.fuzz(…, seed: \(seed), count: \(outcome.judged))"
        for f in outcome.findings {
            var lines = ["PaySpec fuzz: \(f.suite) disagreement (replay: \(replay))"]
            lines.append("input:    " + JSONWriter.line(f.input, spacing: .spaced))
            lines.append("expected: " + JSONWriter.line(f.expected, spacing: .spaced))
            lines.append("got:      " + (f.output.map { JSONWriter.line($0, spacing: .spaced) } ?? f.result.status.rawValue))
            lines += f.result.diffLines.map { "  " + $0 }
            if f.similar > 0 { lines.append("\(f.similar) more disagreements of this kind") }
            if let v = f.vector {
                lines.append("golden vector (review, then add it through the suite's generator): " + JSONWriter.line(v.json))
            }
            Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
        }
        for n in outcome.notes { Issue.record("PaySpec fuzz: \(n.message)", sourceLocation: sourceLocation) }
        if outcome.judged == 0 {
            Issue.record(
                "PaySpec fuzz: nothing was judged (\(outcome.tally.made) inputs made; suites \(outcome.suites + outcome.unannounced))",
                sourceLocation: sourceLocation)
        }
        return outcome
    }
}
