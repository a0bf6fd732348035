import Foundation
import PaySpecJSON
import PaySpecVectors
import Testing

@testable import PaySpecRunner

/// `payspec run --adapter` over a golden directory, with no filter and no expectations file,
/// reads and checks the files beside the run (`ConformanceOptions.firstPassBesideRun`): the
/// adapter gets the first files' vectors while the later ones are still read. What it judges,
/// in which order, and what it reports are those of a run whose first pass came first; what it
/// reads and holds is counted, never timed.
@Suite struct FirstPassBesideRunTests {
    static let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"

    /// What a report says, times aside: the verdicts in order, the golden problems, the counts.
    struct Said: Equatable {
        var verdicts: [String]
        var diagnostics: [String]
        var total: Int
        var selected: Int
        var exitCode: Int32
    }

    static func run(_ directory: String, beside: Bool, budget: Int = 40) throws -> (Said, GoldenDirectoryStore) {
        var options = StreamedGoldenTests.options(directory, streamed: true, budget: budget)
        options.firstPassBesideRun = beside
        let pipeline = try ConformancePipeline(options)
        let selection = pipeline.selection()
        let raw = try pipeline.run(adapter: AdapterCommand(argv: [adapter]), jobs: 1, selection)
        let outcome = pipeline.judge(raw, selection, source: "adapter")
        let report = outcome.report
        let said = Said(
            verdicts: report.results.map { "\($0.id) \($0.status) \($0.file):\($0.line) \($0.message ?? "")" },
            diagnostics: report.goldenDiagnostics.map(\.description), total: report.totalVectors, selected: report.selectedVectors,
            exitCode: outcome.exitCode)
        return (said, try #require(selection.toRunStore as? GoldenDirectoryStore))
    }

    @Test func theRunJudgesAndReportsWhatARunAfterTheFirstPassDoes() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.adapter), "swift build builds \(Self.adapter)")
        let set = StreamedGoldenTests.repeated(3)
        defer { try? FileManager.default.removeItem(atPath: set.directory) }
        let (first, _) = try Self.run(set.directory, beside: false)
        let (beside, store) = try Self.run(set.directory, beside: true)
        #expect(beside == first)
        #expect(beside.total == set.vectors && beside.verdicts.count == set.vectors)
        #expect(store.count == set.vectors)
    }

    /// Broken files: one cut short (its vectors are not run), an id used in two files (both
    /// run, the later one reported), a vector with a level no spec has (the file not run).
    @Test func brokenGoldenFilesAreReportedAsAfterTheFirstPass() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.adapter), "swift build builds \(Self.adapter)")
        let set = StreamedGoldenTests.repeated(2)
        defer { try? FileManager.default.removeItem(atPath: set.directory) }
        let names = try FileManager.default.contentsOfDirectory(atPath: set.directory).sorted()
        let cut = set.directory + "/" + names[1]
        let text = try String(contentsOfFile: cut, encoding: .utf8)
        try String(text.prefix(text.count / 2)).write(toFile: cut, atomically: true, encoding: .utf8)
        let reused = set.directory + "/" + names[3]
        let reusedText = try String(contentsOfFile: reused, encoding: .utf8)
        try reusedText.replacingOccurrences(of: "~1\"", with: "~0\"").write(toFile: reused, atomically: true, encoding: .utf8)
        let bad = set.directory + "/" + names[4]
        let badText = try String(contentsOfFile: bad, encoding: .utf8)
        try badText.replacingOccurrences(of: "\"level\": \"must\"", with: "\"level\": \"maybe\"").write(
            toFile: bad, atomically: true, encoding: .utf8)
        let (first, _) = try Self.run(set.directory, beside: false)
        let (beside, _) = try Self.run(set.directory, beside: true)
        #expect(beside == first)
        #expect(!beside.diagnostics.isEmpty)
        #expect(beside.exitCode == 1)
    }

    /// The pass hands over each file it read while the store has room: a set within the budget
    /// is read once, by the pass, and the run reads no file again.
    @Test func aGoldenSetWithinTheBudgetIsHandedOverAndNotReadAgain() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.adapter), "swift build builds \(Self.adapter)")
        let set = StreamedGoldenTests.repeated(2)
        defer { try? FileManager.default.removeItem(atPath: set.directory) }
        let (_, store) = try Self.run(set.directory, beside: true, budget: set.vectors)
        #expect(store.vectorsHandedOver == set.vectors)
        #expect(store.fileReads == 0)
        #expect(store.vectorsPlaced == 0 && store.vectorsSkimmedAgain == 0)
    }

    /// With a budget smaller than the set, the store holds no more than the budget (each file is
    /// smaller than it) however far ahead the pass reads, and every vector was either handed over
    /// or read again.
    @Test func theStoreHoldsNoMoreThanItsBudgetWhileThePassReadsAhead() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.adapter), "swift build builds \(Self.adapter)")
        let set = StreamedGoldenTests.repeated(4)
        defer { try? FileManager.default.removeItem(atPath: set.directory) }
        let budget = 2 * set.largestFile
        let (said, store) = try Self.run(set.directory, beside: true, budget: budget)
        #expect(said.verdicts.count == set.vectors)
        #expect(store.peakVectorsHeld <= budget)
        #expect(store.vectorsHandedOver + store.vectorsPlaced + store.vectorsSkimmedAgain >= set.vectors)
    }

    /// A large file read piece by piece, then small files the pass hands over while the run
    /// is still in the pieces: making room for the next piece lets go of the pieces behind the
    /// run, never of a file handed over ahead of it, so the run reads each piece once and no
    /// small file again.
    @Test func piecesBehindTheRunMakeRoomBeforeFilesHandedOverAheadOfIt() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.adapter), "swift build builds \(Self.adapter)")
        let set = StreamedGoldenTests.repeated(2)
        defer { try? FileManager.default.removeItem(atPath: set.directory) }
        let names = try FileManager.default.contentsOfDirectory(atPath: set.directory).sorted()
        let size = { (name: String) in
            try #require(FileManager.default.attributesOfItem(atPath: set.directory + "/" + name)[.size] as? Int)
        }
        let large = try names.filter { try size($0) > 150_000 }
        let small = try names.filter { try size($0) <= 150_000 }
        try #require(large.count == 2 && large.allSatisfy { $0.hasPrefix("moneycollect.confirm-response") }, "\(names)")
        let smallVectors = try small.reduce(0) { total, name in
            let text = try String(contentsOfFile: set.directory + "/" + name, encoding: .utf8)
            return total + text.components(separatedBy: "\"id\":").count - 1
        }
        let pieceVectors = 50
        var options = StreamedGoldenTests.options(set.directory, streamed: true, budget: 2 * pieceVectors + smallVectors)
        options.firstPassBesideRun = true
        options.piecewiseFileSize = 150_000
        options.streamedPieceVectors = pieceVectors
        let pipeline = try ConformancePipeline(options)
        let selection = pipeline.selection()
        let raw = try pipeline.run(adapter: AdapterCommand(argv: [Self.adapter]), jobs: 1, selection)
        let report = pipeline.judge(raw, selection, source: "adapter").report
        let store = try #require(selection.toRunStore as? GoldenDirectoryStore)
        let pieces = store.files.filter { $0.piece != nil }.count
        #expect(report.results.count == set.vectors)
        #expect(pieces >= (set.vectors - smallVectors) / pieceVectors)
        #expect(store.vectorsHandedOver == smallVectors)
        #expect(store.fileReads == pieces)
    }

    /// A store the pass still fills: the run's queue waits for the vectors not yet recorded
    /// and ends once the pass has recorded every file.
    @Test func aGrowingStoreAnswersItsCountOnceItHoldsMoreOrIsComplete() throws {
        let store = GoldenDirectoryStore(growingBudget: 10)
        let file = { (start: Int, count: Int) in
            GoldenDirectoryStore.File(
                path: "g/\(start).json", suite: "seb.resolution", sdk: "seb", start: start, count: count, digest: 0,
                piece: nil)
        }
        #expect(store.count == 0)
        let files = [file(0, 3), file(3, 4)]
        let recorder = Thread {
            store.record([files[0]], vectors: nil)
            store.record([files[1]], vectors: nil)
            store.completed(uniqueIDs: true)
        }
        recorder.start()
        let first = store.count(beyond: 0)
        #expect(first == 3 || first == 7)
        #expect(store.count(beyond: 6) == 7)
        #expect(store.count(beyond: .max) == 7)
        #expect(store.suite(at: 6) == "seb.resolution")
        #expect(store.files.map(\.start) == [0, 3])
    }
}
