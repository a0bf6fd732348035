import Foundation
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecVectors
import Testing

/// What a run keeps per vector, counted in bytes held by its verdicts (never timed): a passed
/// vector costs a fixed few bytes however many vectors run, a failing one keeps its record.
@Suite struct RetainedVerdictTests {
    /// The benchmark suite answered by the reference model, except inputs of status `wrong`.
    struct BenchPort: PaySpecImplementation {
        var wrong: String?
        func handshake() -> ImplementationInfo {
            ImplementationInfo(name: "bench-port", version: "1", language: "swift", suites: [BenchSuite.name])
        }
        func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
            if let wrong, input["status"]?.stringValue == wrong { return ["outcome": "WRONG"] }
            return BenchSuite.evaluate(input)
        }
    }

    struct Retained {
        var runBytes: Int
        var reportBytes: Int
        var keptInReport: Int
        var passed: Int
        var failed: Int
    }

    /// Runs `count` benchmark vectors through the conformance pipeline, as `payspec run` does.
    static func run(_ count: Int, wrong: String? = nil) throws -> Retained {
        let vectors = (0..<count).map(BenchSuite.vector)
        let pipeline = try ConformancePipeline(vectors: vectors, options: ConformanceOptions())
        let selection = pipeline.selection()
        let raw = try pipeline.run(BenchPort(wrong: wrong), selection, stop: { false })
        let report = pipeline.judge(raw, selection, source: "in-process").report
        return Retained(
            runBytes: raw.results.ledger.retainedBytes, reportBytes: report.results.ledger.retainedBytes,
            keptInReport: report.results.ledger.keptVerdicts, passed: report.counts.passed, failed: report.counts.failed)
    }

    /// One status byte and the vector's time (an in-process run times each vector).
    static let bytesPerPassedVector = 1 + MemoryLayout<Float>.stride

    @Test func aPassedVectorRetainsAFixedVerdictWhateverTheRunsSize() throws {
        let small = try Self.run(2_000)
        let double = try Self.run(4_000)
        #expect(small.passed == 2_000)
        #expect(double.passed == 4_000)
        #expect(small.keptInReport == 0)
        #expect(double.keptInReport == 0)
        #expect(small.runBytes == 2_000 * Self.bytesPerPassedVector)
        #expect(small.reportBytes == 2_000 * Self.bytesPerPassedVector)
        // Doubling the passed vectors doubles the verdict bytes and nothing else.
        #expect(double.runBytes == 2 * small.runBytes)
        #expect(double.reportBytes == 2 * small.reportBytes)
    }

    @Test func aFailedVectorKeepsItsWholeRecordAndOnlyIt() throws {
        let wrong = "settled"
        let run = try Self.run(3_000, wrong: wrong)
        let failing = (0..<3_000).filter { BenchSuite.vector($0).input["status"]?.stringValue == wrong }.count
        #expect(failing > 0)
        #expect(run.failed == failing)
        #expect(run.passed == 3_000 - failing)
        #expect(run.keptInReport == failing)
        let record = MemoryLayout<VectorResult>.stride + MemoryLayout<Int>.stride
        #expect(run.reportBytes == 3_000 * Self.bytesPerPassedVector + failing * record)
    }

    @Test func aPassThatAnsweredFreshValuesKeepsThemAndNotItsRecord() throws {
        let uuid = { (k: Int) in "6f1c2a7e-3b4d-4c8e-9f10-\(String(format: "%012d", k))" }
        let vectors = (0..<100).map { k in
            RunVector(
                GoldenVector(
                    id: "s/\(k)", suite: "s", description: "", input: ["n": .integer(k)], expect: ["id": ["$fresh": "uuid"]],
                    level: .must, spec: []), sdk: "seb")
        }
        var ledger = VerdictLedger(count: vectors.count, vectors: ArrayVectorStore(vectors))
        // Vector 7 answers vector 3's value again: the run-wide check fails it alone.
        for (k, v) in vectors.enumerated() { ledger[k] = v.judge(.object(["id": .string(uuid(k == 7 ? 3 : k))]), choices: [:]) }
        #expect(ledger.keptVerdicts == 0)
        let values = 100 * (MemoryLayout<Int>.stride + MemoryLayout<String>.stride + MemoryLayout<FreshValue>.stride)
        #expect(ledger.retainedBytes == 100 + values)
        let before = ledger[5]
        #expect(before?.fresh.map { $0.value } == [uuid(5)])
        #expect(before?.input == vectors[5].input)
        FreshValueCheck.apply(to: &ledger)
        #expect(ledger.keptVerdicts == 1)
        #expect(ledger.status(at: 7) == .failed)
        #expect(ledger[7]?.input == vectors[7].input)
        #expect(ledger[7]?.diff.first?.reason == "not fresh: the same uuid was answered to vector s/3")
        #expect((0..<100).filter { ledger.status(at: $0) == .passed }.count == 99)
        #expect(ledger[5] == before)
    }

    @Test func plainPassesReadBackAsTheVerdictsTheyWere() throws {
        let vectors = (0..<50).map(BenchSuite.vector)
        let raw = InProcessRunner.run(vectors, implementation: BenchPort(wrong: "settled"), stop: { false })
        for (i, v) in vectors.enumerated() {
            let r = try #require(raw.results[i])
            #expect(r.id == v.id)
            #expect(r.file == v.file && r.line == v.line && r.suite == v.suite && r.sdk == v.sdk)
            #expect(r.duration != nil)
            #expect((r.status == .failed) == (v.input["status"]?.stringValue == "settled"))
        }
    }
}
