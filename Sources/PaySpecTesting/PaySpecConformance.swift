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
    /// - Returns: the report, for further assertions.
    @discardableResult
    public static func check(
        _ implementation: any PaySpecImplementation, golden: String? = nil, suites: [String] = [], tags: [String] = [],
        ids: [String] = [], level: VectorLevel? = nil, choices: [String: String] = [:], expect: String? = nil,
        requireAll: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> RunReport {
        let options = ConformanceOptions(
            golden: golden, filter: VectorFilter(suites: suites, tags: tags, ids: ids, level: level), choices: choices,
            expectations: expect, requireAll: requireAll)
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
}
