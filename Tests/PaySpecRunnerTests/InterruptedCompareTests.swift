import Foundation
import PaySpecFuzz
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
}
