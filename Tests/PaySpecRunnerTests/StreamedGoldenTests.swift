import Foundation
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecVectors
import Testing

@testable import PaySpecRunner

/// A golden directory read file by file (`ConformanceOptions.streamsGolden`, what `payspec run`
/// does): what the run holds is counted, never timed, as the directory doubles, and every
/// verdict and diagnostic is the one a golden set loaded whole gives.
@Suite struct StreamedGoldenTests {
    /// Suites of the real golden set, copied `copies` times into a fresh directory, each copy a
    /// file of its own with its ids suffixed (as `payspec bench` repeats the set).
    static func repeated(_ copies: Int) -> (directory: String, vectors: Int, largestFile: Int) {
        let (suites, problems) = GoldenLoader.load(directory: Fixture.root + "/golden")
        precondition(problems.isEmpty, "the golden set loads: \(problems)")
        let chosen = suites.filter { ["seb.status-outcome", "moneycollect.confirm-response", "comgate.error-reasons"].contains($0.name) }
        let dir = Fixture.tempDir() + "/golden"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var vectors = 0
        for suite in chosen {
            for k in 0..<copies {
                var copy = suite
                for i in copy.vectors.indices { copy.vectors[i].id += "~\(k)" }
                try! copy.fileText.write(toFile: dir + "/\(suite.name).\(k).json", atomically: true, encoding: .utf8)
                vectors += copy.vectors.count
            }
        }
        return (dir, vectors, chosen.map(\.vectors.count).max() ?? 0)
    }

    static func options(_ directory: String, streamed: Bool, budget: Int = 40) -> ConformanceOptions {
        var options = ConformanceOptions(golden: directory)
        options.streamsGolden = streamed
        options.streamedVectorBudget = budget
        return options
    }

    struct Counted {
        var vectors: Int
        var passed: Int
        var ledgerBytes: Int
        var kept: Int
        var storeBytes: Int
        var peakHeld: Int
        var fileReads: Int
        var files: Int
    }

    /// Runs the reference model over `directory` read file by file, reads every verdict back
    /// (as a JSON or JUnit report does), and counts what was held.
    static func run(_ directory: String) throws -> Counted {
        let pipeline = try ConformancePipeline(options(directory, streamed: true))
        let selection = pipeline.selection()
        let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
        let report = pipeline.judge(raw, selection, source: "in-process").report
        var read = 0
        for r in report.results where !r.id.isEmpty { read += 1 }
        #expect(read == report.results.count)
        let store = try #require(selection.toRunStore as? GoldenDirectoryStore)
        #expect(store === (pipeline.vectors as? GoldenDirectoryStore), "no filter, no skip: one store for the whole run")
        return Counted(
            vectors: pipeline.vectors.count, passed: report.counts.passed, ledgerBytes: report.results.ledger.retainedBytes,
            kept: report.results.ledger.keptVerdicts, storeBytes: store.retainedBytes, peakHeld: store.peakVectorsHeld,
            fileReads: store.fileReads, files: store.files.count)
    }

    /// Through the reference adapter, as `payspec run --adapter` does: a passed vector holds its
    /// status byte, and four more only when the report shows its time; the report shares the
    /// run's verdicts instead of copying them.
    @Test func anAdapterRunHoldsAVerdictByteAndATimeOnlyWhenAsked() throws {
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        try #require(FileManager.default.isExecutableFile(atPath: adapter), "swift build builds \(adapter)")
        let set = Self.repeated(2)
        for timed in [false, true] {
            let pipeline = try ConformancePipeline(Self.options(set.directory, streamed: true))
            let selection = pipeline.selection()
            var session = SessionOptions()
            session.timesVerdicts = timed
            let raw = try pipeline.run(adapter: AdapterCommand(argv: [adapter]), session: session, jobs: 1, selection)
            let report = pipeline.judge(raw, selection, source: "adapter").report
            #expect(report.counts.passed == set.vectors)
            #expect(report.results.ledger.keptVerdicts == 0)
            let perVector = timed ? 1 + MemoryLayout<Float>.stride : 1
            #expect(raw.results.ledger.retainedBytes == set.vectors * perVector)
            #expect(report.results.ledger.retainedBytes == set.vectors * perVector)
            #expect(report.results.allSatisfy { ($0.duration != nil) == timed })
        }
    }

    /// The first pass hands the store the first files it read, within the budget: a golden set
    /// that fits is read once, and the run and its report read no file again.
    @Test func aGoldenSetWithinTheBudgetIsReadOnce() throws {
        let set = Self.repeated(2)
        let pipeline = try ConformancePipeline(Self.options(set.directory, streamed: true, budget: set.vectors))
        let selection = pipeline.selection()
        let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
        let report = pipeline.judge(raw, selection, source: "in-process").report
        #expect(report.counts.passed == set.vectors)
        #expect(report.results.map(\.id) == (0..<set.vectors).map { pipeline.vectors.id(at: $0) })
        let store = try #require(selection.toRunStore as? GoldenDirectoryStore)
        #expect(store.fileReads == 0)
        #expect(store.peakVectorsHeld == set.vectors)
        // One vector fewer of budget: the last file no longer fits, and only it is read again.
        let tighter = try ConformancePipeline(Self.options(set.directory, streamed: true, budget: set.vectors - 1))
        let tighterSelection = tighter.selection()
        _ = try tighter.run(ReferenceImplementation(), tighterSelection, stop: { false })
        let tighterStore = try #require(tighterSelection.toRunStore as? GoldenDirectoryStore)
        #expect(tighterStore.fileReads == 1)
    }

    @Test func whatARunHoldsPerPassedVectorStaysTheSameAsTheGoldenDirectoryDoubles() throws {
        let small = Self.repeated(3)
        let large = Self.repeated(6)
        let n = try Self.run(small.directory)
        let n2 = try Self.run(large.directory)
        #expect(n.vectors == small.vectors && n2.vectors == large.vectors)
        #expect(n2.vectors == 2 * n.vectors)
        #expect(n.passed > 0 && n2.passed == 2 * n.passed)
        // The verdicts: a status byte and a time per vector, a record per verdict kept whole.
        #expect(n2.kept == 2 * n.kept)
        #expect(n2.ledgerBytes == 2 * n.ledgerBytes)
        // The store: a record per file and its vectors' placements, a few bytes a vector.
        #expect(n.storeBytes > n.files * MemoryLayout<GoldenDirectoryStore.File>.stride)
        #expect(n.storeBytes <= n.files * MemoryLayout<GoldenDirectoryStore.File>.stride + 32 * n.vectors)
        #expect(n2.storeBytes == 2 * n.storeBytes)
        // The vectors held loaded at once: bounded by the budget and the largest file, the
        // same for twice the vectors.
        #expect(n.peakHeld <= max(40, small.largestFile))
        #expect(n2.peakHeld == n.peakHeld)
        #expect(n.peakHeld < n.vectors)
        // Files are read a fixed number of times each: the work grows with the set, not faster.
        #expect(n2.fileReads == 2 * n.fileReads)
        #expect(n.fileReads <= 3 * n.files)
    }

    @Test func verdictsReadFileByFileAreThoseOfTheSetLoadedWhole() throws {
        let set = Self.repeated(2)
        var results: [[VectorResult]] = []
        for streamed in [false, true] {
            let pipeline = try ConformancePipeline(Self.options(set.directory, streamed: streamed))
            let selection = pipeline.selection()
            let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
            let report = pipeline.judge(raw, selection, source: "in-process").report
            results.append(
                report.results.map {
                    var r = $0
                    r.duration = nil
                    return r
                })
        }
        #expect(results[0].count == set.vectors)
        #expect(results[0] == results[1])
    }

    @Test func filtersAndSkipsSelectTheSameVectorsReadFileByFile() throws {
        let set = Self.repeated(2)
        let expect = Fixture.tempDir() + "/expect.json"
        try #"{"expectations": [{"id": "seb.status-outcome/*~1", "reason": "not ported", "status": "skip"}], "globLimit": 500}"#.write(
            toFile: expect, atomically: true, encoding: .utf8)
        var outcomes: [(ids: [String], statuses: [VerdictStatus], stale: [String], tallies: [String])] = []
        for streamed in [false, true] {
            var options = Self.options(set.directory, streamed: streamed)
            options.filter = VectorFilter(suites: ["seb.*", "moneycollect.*"])
            options.expectations = expect
            let pipeline = try ConformancePipeline(options)
            let selection = pipeline.selection()
            let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
            let report = pipeline.judge(raw, selection, source: "in-process").report
            // The tallies per suite and SDK, read a file's stretch at a time, are those of every
            // verdict rebuilt and counted one by one.
            let bySuite = report.countsBySuite
            let bySDK = report.countsBySDK
            #expect(bySuite.map(\.0) == report.counts(by: \.suite).map(\.0))
            #expect(bySuite.map(\.1) == report.counts(by: \.suite).map(\.1))
            #expect(bySDK.map(\.1) == report.counts(by: { $0.sdk.isEmpty ? "-" : $0.sdk }).map(\.1))
            let tallies = (bySuite + bySDK).map { "\($0.0) \($0.1.total) \($0.1.passed) \($0.1.skipped)" }
            outcomes.append((report.results.map(\.id), report.results.map(\.status), report.expectationProblems, tallies))
        }
        #expect(outcomes[0].tallies == outcomes[1].tallies)
        #expect(outcomes[1].tallies.contains { $0.hasPrefix("seb.status-outcome ") && !$0.hasSuffix(" 0") })
        #expect(outcomes[0].ids == outcomes[1].ids)
        #expect(outcomes[0].statuses == outcomes[1].statuses)
        #expect(outcomes[0].stale == outcomes[1].stale)
        #expect(outcomes[1].statuses.contains(.skipped))
        #expect(!outcomes[1].ids.contains { $0.hasPrefix("comgate.") })
    }

    @Test func brokenFilesAndRepeatedIDsAreReportedAsWhenLoadedWhole() throws {
        let dir = Fixture.golden(broken: true)
        // The same suite under a second name: every id used twice, across files.
        try FileManager.default.copyItem(atPath: dir + "/seb.status-outcome.json", toPath: dir + "/seb.status-outcome.again.json")
        var diagnostics: [[String]] = []
        for streamed in [false, true] {
            let pipeline = try ConformancePipeline(Self.options(dir, streamed: streamed))
            diagnostics.append(pipeline.goldenDiagnostics.map(\.description))
        }
        #expect(diagnostics[0] == diagnostics[1])
        #expect(diagnostics[1].contains { $0.contains("comgate.error-codes.json") })
        #expect(diagnostics[1].filter { $0.contains("id already used in") }.count == 6)
    }

    @Test func aFilterThatMatchesNothingIsRefusedWithTheSameWords() throws {
        let dir = Fixture.golden()
        var messages: [String] = []
        for streamed in [false, true] {
            var options = Self.options(dir, streamed: streamed)
            options.filter = VectorFilter(tags: ["evn"], ids: ["seb.status-outcome/v9"])
            do {
                _ = try ConformancePipeline(options)
                Issue.record("a filter matching nothing was accepted")
            } catch {
                messages.append(error.message)
            }
        }
        #expect(messages.count == 2 && messages[0] == messages[1])
        #expect(messages.first?.contains("'even'") == true)
    }

    @Test func anAnswerNamingAVectorNoLongerLoadedIsFoundByItsID() throws {
        let set = Self.repeated(2)
        let pipeline = try ConformancePipeline(Self.options(set.directory, streamed: true, budget: 1))
        let store = try #require(pipeline.vectors as? GoldenDirectoryStore)
        let first = store.id(at: 0)
        let last = store.id(at: store.count - 1)
        // The first file is no longer loaded: the look-up reads the files for their ids once.
        #expect(store.index(of: first) == 0)
        #expect(store.index(of: last) == store.count - 1)
        #expect(store.index(of: "seb.status-outcome/no-such-vector") == nil)
        #expect(store.retainedBytes > store.files.count * MemoryLayout<GoldenDirectoryStore.File>.stride)
    }
}
