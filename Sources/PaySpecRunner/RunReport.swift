import Foundation
import PaySpecJSON
import PaySpecJudging
import PaySpecReport

/// Everything a run found, in golden order; every renderer reads only this.
public struct RunReport: Sendable {
    public var implementation: ImplementationInfo?
    /// How the implementation was plugged in: the adapter command, `in-process`, or the outputs file.
    public var source: String
    /// One verdict per selected vector; plain passes are held as their status alone.
    public var results: ReportVerdicts
    public var notes: [ProtocolNote]
    public var goldenDiagnostics: [Diagnostic]
    public var expectationProblems: [String]
    public var interrupted: Bool
    /// Vectors selected but never judged (an interrupted run).
    public var notRun: Int
    /// Wall-clock seconds of the run, when measured.
    public var duration: Double?
    /// Vectors in the golden directory, and how many of them the filters selected.
    public var totalVectors: Int
    public var selectedVectors: Int
    /// Choices declared by the caller (`--choice`) that override the implementation's handshake.
    public var choiceOverrides: [String: String] = [:]
    /// Why the run fails although no verdict does: nothing selected, nothing judged, an
    /// unsupported vector under `--require-all`.
    public var runProblems: [String] = []

    public init(
        implementation: ImplementationInfo?, source: String, results: [VectorResult], notes: [ProtocolNote] = [],
        goldenDiagnostics: [Diagnostic] = [], expectationProblems: [String] = [], interrupted: Bool = false, notRun: Int = 0
    ) {
        self.init(
            implementation: implementation, source: source, verdicts: ReportVerdicts(results), notes: notes,
            goldenDiagnostics: goldenDiagnostics, expectationProblems: expectationProblems, interrupted: interrupted, notRun: notRun)
    }

    public init(
        implementation: ImplementationInfo?, source: String, verdicts results: ReportVerdicts, notes: [ProtocolNote] = [],
        goldenDiagnostics: [Diagnostic] = [], expectationProblems: [String] = [], interrupted: Bool = false, notRun: Int = 0
    ) {
        self.implementation = implementation
        self.source = source
        self.results = results
        self.notes = notes
        self.goldenDiagnostics = goldenDiagnostics
        self.expectationProblems = expectationProblems
        self.interrupted = interrupted
        self.notRun = notRun
        self.totalVectors = results.count + notRun
        self.selectedVectors = results.count + notRun
    }

    /// Selected vectors that the implementation supports (everything but `unsupported`).
    public var supportedVectors: Int { selectedVectors - counts.unsupported }

    /// Vectors that got a verdict on an answer (not unsupported, not skipped).
    public var judged: Int {
        results.indices.reduce(0) { $0 + (results.status(at: $1) == .unsupported || results.status(at: $1) == .skipped ? 0 : 1) }
    }

    /// `1890 supported / 1900 selected / 1900 total`: what a partial port skipped, at a glance.
    public var coveragePhrase: String { "\(supportedVectors) supported / \(selectedVectors) selected / \(totalVectors) total" }

    public struct Counts: Sendable, Hashable {
        public var total = 0, passed = 0, failed = 0, errored = 0, crashed = 0, timedOut = 0
        public var unsupported = 0, skipped = 0, expectedFailures = 0, unexpectedPasses = 0

        public init() {}

        /// Counts one more verdict.
        package mutating func add(_ s: VerdictStatus) {
            total += 1
            switch s {
            case .passed: passed += 1
            case .failed: failed += 1
            case .errored: errored += 1
            case .crashed: crashed += 1
            case .timedOut: timedOut += 1
            case .unsupported: unsupported += 1
            case .skipped: skipped += 1
            case .expectedFailure: expectedFailures += 1
            case .unexpectedPass: unexpectedPasses += 1
            }
        }

        public var json: JSONValue {
            [
                "total": .integer(total), "passed": .integer(passed), "failed": .integer(failed), "errored": .integer(errored),
                "crashed": .integer(crashed), "timedOut": .integer(timedOut), "unsupported": .integer(unsupported),
                "skipped": .integer(skipped), "expectedFailures": .integer(expectedFailures),
                "unexpectedPasses": .integer(unexpectedPasses),
            ]
        }

        /// `118 passed, 1 failed, 2 skipped` (zero counts left out).
        public var phrase: String {
            let parts: [(Int, String)] = [
                (passed, "passed"), (failed, "failed"), (errored, "errored"), (crashed, "crashed"), (timedOut, "timed out"),
                (unsupported, "unsupported"), (skipped, "skipped"), (expectedFailures, "expected failures"),
                (unexpectedPasses, "unexpected passes"),
            ]
            let text = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            return text.isEmpty ? "nothing run" : text
        }
    }

    public var counts: Counts {
        var c = Counts()
        // By index: the status alone is read, no result copied (a copy retains its strings).
        for i in results.indices { c.add(results.status(at: i)) }
        return c
    }

    /// Counts per key (suite or SDK), sorted by key.
    public func counts(by key: (VectorResult) -> String) -> [(String, Counts)] {
        counts(byIndex: { key(results[$0]) })
    }

    /// Counts per suite, sorted by suite, without rebuilding a verdict.
    var countsBySuite: [(String, Counts)] {
        counts(byIndex: results.ledger.suite(at:), stretchEnd: results.ledger.sameSuiteEnd(from:))
    }

    /// Counts per SDK ("-" for none), sorted, without rebuilding a verdict.
    var countsBySDK: [(String, Counts)] {
        counts(
            byIndex: {
                let sdk = results.ledger.sdk(at: $0)
                return sdk.isEmpty ? "-" : sdk
            }, stretchEnd: results.ledger.sameSuiteEnd(from:))
    }

    /// Counts per key of the verdict at each index, sorted by key. `stretchEnd(i)` is where
    /// the verdicts that share the key of `i` end (`VerdictLedger.sameSuiteEnd(from:)`, a
    /// golden file's), so the key is asked once per stretch, not once per vector.
    func counts(byIndex key: (Int) -> String, stretchEnd: (Int) -> Int = { $0 + 1 }) -> [(String, Counts)] {
        var map: [String: Counts] = [:]
        // Results stand in golden order, a suite's together: a run of one key is counted
        // apart and added once, so the key is hashed per run, not per vector.
        var current: (key: String, counts: Counts)?
        var start = 0
        while start < results.count {
            let end = stretchEnd(start)
            let k = key(start)
            if current?.key != k {
                if let c = current { map[c.key, default: Counts()].merge(c.counts) }
                current = (k, Counts())
            }
            for i in start..<end { current!.counts.add(results.status(at: i)) }
            start = end
        }
        if let c = current { map[c.key, default: Counts()].merge(c.counts) }
        return map.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Vectors that passed but differ from PaySpec's reference texts (informative differences).
    public var informativeVectors: Int {
        // A plain verdict has no informative differences: only the verdicts kept whole are read.
        results.ledger.keptResults.reduce(0) { $0 + ($1.informative.isEmpty ? 0 : 1) }
    }

    /// `; 171 differ from PaySpec's reference texts (informative)`, or nothing.
    public var informativePhrase: String {
        let n = informativeVectors
        return n == 0 ? "" : "; \(n) differ from PaySpec's reference texts (informative)"
    }

    /// Results that need attention, in order.
    public var problems: [VectorResult] { results.indices.filter { results.status(at: $0).failsRun }.map { results[$0] } }

    /// Whether everything went as expected.
    public var succeeded: Bool {
        !interrupted && problems.isEmpty && notes.isEmpty && goldenDiagnostics.isEmpty && expectationProblems.isEmpty
            && runProblems.isEmpty
    }

    public var exitCode: Int32 { succeeded ? 0 : 1 }

    public var title: String {
        guard let i = implementation else { return source }
        let lang = i.language.isEmpty ? "" : " (\(i.language))"
        return "\(i.name) \(i.version)\(lang)".trimmingCharacters(in: .whitespaces)
    }
}

/// The report formats of `payspec run` and `payspec check`, written by the shared report layer.
public typealias ReportFormat = PaySpecReport.ReportFormat

extension RunReport {
    /// The report in `format` (colour only for a terminal's text).
    public func render(_ format: ReportFormat, color: Bool = false, toolVersion: String = "") -> String {
        format.render(findings(toolVersion: toolVersion), color: color)
    }
}
