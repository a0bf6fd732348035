import PaySpecJSON
import PaySpecRunner
import PaySpecVectors
import Testing

/// Runs the golden vectors against a Swift implementation inside the SDK's own `swift test`.
///
/// ```swift
/// import PaySpecTesting
/// @Test func conformance() {
///     PaySpecConformance.check(MySDKAdapter(), golden: "path/to/golden", suites: ["seb.*"])
/// }
/// ```
/// Each failing vector becomes one test issue with the path-level diff.
public enum PaySpecConformance {
    /// Checks `implementation` against the suites in `golden` (a directory of golden files).
    /// Returns the report for further assertions.
    @discardableResult
    public static func check(
        _ implementation: any PaySpecImplementation, golden: String, suites: [String] = [], tags: [String] = [],
        level: VectorLevel? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> RunReport {
        let (loaded, diagnostics) = GoldenLoader.load(directory: golden)
        for d in diagnostics { Issue.record("golden: \(d)", sourceLocation: sourceLocation) }
        return check(
            implementation, vectors: loaded.runVectors, filter: VectorFilter(suites: suites, tags: tags, level: level),
            sourceLocation: sourceLocation)
    }

    /// Checks `implementation` against vectors already in memory.
    @discardableResult
    public static func check(
        _ implementation: any PaySpecImplementation, vectors: [RunVector], filter: VectorFilter = VectorFilter(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> RunReport {
        let selected = vectors.filter(filter.accepts)
        let raw = InProcessRunner.run(selected, implementation: implementation, stop: { false })
        let report = RunReport(implementation: raw.implementation, source: "in-process", results: raw.results.compactMap { $0 })
        for r in report.results where r.status.failsRun {
            let detail = (r.diffLines + [r.message].compactMap { $0 }).joined(separator: "\n")
            Issue.record("\(r.id) \(r.status.rawValue)\n\(detail)", sourceLocation: sourceLocation)
        }
        return report
    }
}
