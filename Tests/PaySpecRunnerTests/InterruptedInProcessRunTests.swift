import Foundation
import PaySpecFuzz
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecRunner
import Testing

/// What reads or judges in process asks for a stop as often as it must to end within a
/// signal's grace: before every golden file, every piece of a large one, and every vector
/// an in-process implementation gets. Counted here: how many questions, files and vectors.
@Suite struct InterruptedInProcessRunTests {
    /// Answers "stop" from the `after`-th question on, and counts the questions.
    final class Stop: @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        let after: Int
        init(after: Int) { self.after = after }
        var questions: Int { lock.withLock { asked } }
        func ask() -> Bool {
            lock.withLock {
                asked += 1
                return asked > after
            }
        }
    }

    /// The reference model, counting the vectors it is given.
    final class CountingReference: PaySpecImplementation, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var evaluated: Int { lock.withLock { count } }
        func handshake() -> ImplementationInfo { ReferenceImplementation().handshake() }
        func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
            lock.withLock { count += 1 }
            return try ReferenceImplementation().evaluate(suite: suite, input: input)
        }
    }

    /// The repository's golden directory: 18 files, each a suite.
    static var golden: String { Fixture.root + "/golden" }
    static var goldenFiles: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: golden)) ?? []).filter {
            $0.hasSuffix(".json") && $0 != "retired-ids.json"
        }.count
    }

    @Test(arguments: [true, false])
    func aStopEndsTheReadingOfAGoldenDirectoryAtTheNextFile(_ streamed: Bool) throws {
        var options = ConformanceOptions(golden: Self.golden)
        options.streamsGolden = streamed
        let stop = Stop(after: 2)
        let pipeline = try ConformancePipeline(options, stop: { stop.ask() })
        let files = Self.goldenFiles
        #expect(files > 3)
        if streamed {
            // Asked before each file: two read, the third question stopped the pass.
            #expect(pipeline.unreadGoldenFiles == files - 2)
            #expect(stop.questions == 3)
        } else {
            // Read whole, then checked: the stop came while reading, so nothing was checked.
            #expect(pipeline.unreadGoldenFiles == files)
        }
        let implementation = CountingReference()
        let selection = pipeline.selection()
        let raw = try pipeline.run(implementation, selection, stop: { stop.ask() })
        #expect(implementation.evaluated == 0)
        let outcome = pipeline.judge(raw, selection, source: "in-process")
        #expect(outcome.report.interrupted)
        #expect(outcome.exitCode == 1)
        #expect(outcome.report.judged == 0)
        #expect(
            outcome.report.runProblems.contains { $0.contains("golden files not read; their vectors are not counted") },
            "\(outcome.report.runProblems)")
        #expect(!outcome.report.runProblems.contains { $0.hasPrefix("no vectors") })
    }

    /// A filter the files read so far do not match is no usage error when a stop cut the
    /// reading short: the unread files might have matched it.
    @Test func aStoppedReadingMakesNoFilterWrong() throws {
        var options = ConformanceOptions(golden: Self.golden, filter: VectorFilter(suites: ["seb.status-outcome"]))
        options.streamsGolden = true
        let pipeline = try ConformancePipeline(options, stop: { true })
        #expect(pipeline.unreadGoldenFiles == Self.goldenFiles)
        #expect(pipeline.selection().selectedStore.count == 0)
    }

    /// An expectations file is neither applied nor rewritten from a set a stop cut short: its
    /// entry for a vector of a file never read stays.
    @Test(arguments: [true, false])
    func aStoppedReadingLeavesTheExpectationsFileAsItWas(_ streamed: Bool) throws {
        let golden = Fixture.golden()
        let path = Fixture.tempDir() + "/expectations.json"
        let text = #"{"expectations": [{"id": "seb.status-outcome/v3", "status": "failure", "reason": "echo bug"}]}"#
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ConformanceOptions(golden: golden, expectations: path, updateExpectations: true)
        options.streamsGolden = streamed
        // The first file (moneycollect.return-url.json) read, the stop asked before the second.
        let stop = Stop(after: 1)
        let pipeline = try ConformancePipeline(options, stop: { stop.ask() })
        #expect(pipeline.unreadGoldenFiles > 0)
        let selection = pipeline.selection()
        let raw = try pipeline.run(CountingReference(), selection, stop: { stop.ask() })
        let outcome = pipeline.judge(raw, selection, source: "in-process")
        #expect(outcome.report.interrupted)
        #expect(outcome.messages.isEmpty, "\(outcome.messages)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func aWholeReadingAsksOncePerFileAndLeavesNothingUnread() throws {
        var options = ConformanceOptions(golden: Self.golden)
        options.streamsGolden = true
        let stop = Stop(after: .max)
        let pipeline = try ConformancePipeline(options, stop: { stop.ask() })
        #expect(pipeline.unreadGoldenFiles == 0)
        #expect(stop.questions == Self.goldenFiles)
    }

    /// A large file is read a piece at a time; the stop is asked before each piece, not only
    /// once the file is done.
    @Test func aStopEndsTheReadingOfALargeFileAtTheNextPiece() throws {
        var options = ConformanceOptions(golden: Self.golden)
        options.streamsGolden = true
        // Every file read in pieces of 16 vectors.
        options.piecewiseFileSize = 1
        options.streamedPieceVectors = 16
        let stop = Stop(after: 3)
        let pipeline = try ConformancePipeline(options, stop: { stop.ask() })
        // The first file's question, a question before each of its first two pieces, the third
        // piece's question that stopped it, and the pass's own question telling a stop from a
        // file the pieces do not take: the file counts as unread, nothing more is read.
        #expect(stop.questions == 5)
        #expect(pipeline.unreadGoldenFiles == Self.goldenFiles)
        #expect(pipeline.selection().selectedStore.count == 0)
    }

    @Test func anInProcessRunAsksBeforeEveryVector() throws {
        let pipeline = try ConformancePipeline(ConformanceOptions())
        let selection = pipeline.selection()
        let implementation = CountingReference()
        let stop = Stop(after: 5)
        let raw = try pipeline.run(implementation, selection, stop: { stop.ask() })
        #expect(raw.interrupted)
        // A vector left undefined by the choices gets its verdict without the implementation.
        #expect(implementation.evaluated <= 5)
        #expect(raw.results.lazy.compactMap { $0 }.count == 5)
        let outcome = pipeline.judge(raw, selection, source: "in-process")
        #expect(outcome.report.notRun == selection.toRunStore.count - 5)
        #expect(outcome.exitCode == 1)
    }

    @Test func aFuzzCampaignStoppedWhileDecodingTheGoldenSetStartsNothing() throws {
        let campaign = try FuzzCampaign(ConformanceOptions(), options: FuzzOptions())
        let implementation = CountingReference()
        let stop = Stop(after: 1)
        let outcome = try campaign.run(.inProcess(implementation), stopRequested: { stop.ask() })
        #expect(outcome.stop == .interrupted)
        #expect(outcome.judged == 0)
        #expect(!outcome.succeeded)
        #expect(outcome.implementation == nil, "no handshake: the implementation was never started")
        #expect(implementation.evaluated == 0)
    }

    @Test func aComparisonStoppedWhileDecodingCountsEveryInputNotRun() throws {
        let comparison = try ImplementationComparison(ConformanceOptions(), generated: 40, seed: 1)
        let implementation = CountingReference()
        let side = ComparisonSide.answers(.inProcess(implementation))
        let outcome = try comparison.run(side, side, stop: { true })
        let golden = comparison.pipeline.selection().selectedStore.count
        #expect(outcome.interruption == -1)
        #expect(outcome.compared == 0)
        #expect(outcome.notRun == golden + 40)
        #expect(implementation.evaluated == 0)
        #expect(outcome.exitCode == 1)
    }
}
