import Foundation
import PaySpecFuzz
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecRunner
import Testing

/// A comparison stopped part-way judges only what both sides answered before the stop: it says
/// how many inputs were not run and never passes, however clean the part it compared.
@Suite struct InterruptedCompareTests {
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        /// True from the `after`-th question on.
        func stop(after: Int) -> Bool {
            lock.withLock {
                count += 1; return count > after
            }
        }
    }

    @Test func aComparisonStoppedBeforeTheSecondSideIsNotRunAndFails() throws {
        let comparison = try ImplementationComparison(
            ConformanceOptions(golden: nil, filter: VectorFilter(suites: ["seb.*"])), generated: 40, seed: 1)
        let reference = ComparisonSide.answers(.inProcess(ReferenceImplementation()))
        let clean = try comparison.run(reference, reference, stop: { false })
        #expect(clean.succeeded && clean.interruption == 0 && clean.notRun == 0)
        // Asked from the first side's answers on: the second side is never asked anything.
        let calls = Calls()
        let inputs = clean.goldenInputs + clean.generatedInputs
        let stopped = try comparison.run(
            .recorded(path: "recorded.jsonl", outputs: [:]), reference, stop: { calls.stop(after: inputs / 256 + 1) })
        #expect(stopped.interruption == -1)
        #expect(!stopped.succeeded)
        #expect(stopped.exitCode == 1)
        #expect(stopped.compared == 0)
        #expect(stopped.notRun > 0 && stopped.notRun <= inputs, "\(stopped.notRun) not run of \(inputs)")
        let report = stopped.findings()
        #expect(report.summary.contains("inputs not run (not compared)"), "\(report.summary)")
        #expect(report.verdict == "FAILED")
    }

    /// Recorded outputs whose reading a signal cut short: the outputs it never reached are not
    /// run, not "not recorded", so the comparison says how much it left unjudged.
    @Test func recordedOutputsCutShortCountTheUnreadAsNotRun() throws {
        let comparison = try ImplementationComparison(
            ConformanceOptions(golden: nil, filter: VectorFilter(suites: ["seb.status-outcome"])), generated: 0, seed: 1)
        let inputs = comparison.inputs()
        let reference = ReferenceImplementation()
        var whole: [String: JSONValue] = [:]
        for v in inputs { whole[v.id] = try reference.evaluate(suite: v.suite, input: v.input) }
        // The first half of the recording was read when the signal came.
        let read = Dictionary(uniqueKeysWithValues: inputs.prefix(inputs.count / 2).map { ($0.id, whole[$0.id]!) })
        let complete = ComparisonSide.recorded(path: "ios.jsonl", outputs: whole)
        let cutShort = ComparisonSide.recorded(path: "android.jsonl", outputs: read)
        let finished = try comparison.run(complete, cutShort, stop: { false })
        #expect(finished.notCompared.second == inputs.count - read.count && finished.notRun == 0 && finished.succeeded)
        let stopped = try comparison.run(complete, cutShort, stop: { true })
        #expect(stopped.compared == read.count)
        #expect(stopped.notRun == inputs.count - read.count)
        #expect(stopped.notCompared.second == 0)
        #expect(stopped.exitCode == 1)
        #expect(stopped.findings().summary.contains("\(inputs.count - read.count) inputs not run"), "\(stopped.findings().summary)")
    }
}
