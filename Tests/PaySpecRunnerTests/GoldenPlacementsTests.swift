import Foundation
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecVectors
import Testing

/// A golden file read again by a streamed run is rebuilt from where the first pass found each
/// vector (`GoldenPlacements`), not skimmed and checked a second time: counted, per vector, and
/// the vectors rebuilt are those the skim gives; bytes changed in between are refused.
@Suite struct GoldenPlacementsTests {
    @Test func everyGoldenFileRebuiltFromItsPlacementsGivesTheVectorsSkimmed() throws {
        #expect(PiecewiseGoldenTests.goldenFiles.count > 10)
        for path in PiecewiseGoldenTests.goldenFiles {
            let whole = try PiecewiseGoldenTests.whole(path)
            let placements = try #require(GoldenPlacements(whole.vectors), "\(path)")
            #expect(placements.count == whole.vectors.count)
            // A few bytes a vector, not the vector.
            #expect(placements.retainedBytes <= 32 * whole.vectors.count, "\(path)")
            let bytes = try GoldenLoader.readFile(path).get()
            let again = try #require(placements.vectors(in: GoldenFileText(bytes), suite: whole.name), "\(path)")
            #expect(again.count == whole.vectors.count)
            #expect(zip(again, whole.vectors).allSatisfy(PiecewiseGoldenTests.same), "\(path)")
        }
    }

    @Test func bytesChangedSinceThePlacementsWereTakenAreRefused() throws {
        let path = Fixture.root + "/golden/seb.status-outcome.json"
        let whole = try PiecewiseGoldenTests.whole(path)
        let placements = try #require(GoldenPlacements(whole.vectors))
        let bytes = try GoldenLoader.readFile(path).get()
        // One letter of the last vector's text changed, the length kept: every offset still
        // falls on the same kind of byte, only the hash can tell.
        var edited = bytes
        let last = try #require(edited.lastIndex(of: UInt8(ascii: "e")))
        edited[last] = UInt8(ascii: "f")
        #expect(placements.vectors(in: GoldenFileText(edited), suite: whole.name) == nil)
        // A byte inserted at the start shifts every vector.
        #expect(placements.vectors(in: GoldenFileText([0x20] + bytes.dropLast()), suite: whole.name) == nil)
        #expect(placements.vectors(in: GoldenFileText(Array(bytes.dropLast())), suite: whole.name) == nil)
        #expect(placements.vectors(in: GoldenFileText([]), suite: whole.name) == nil)
        #expect(placements.vectors(in: GoldenFileText(bytes), suite: whole.name)?.count == whole.vectors.count)
    }

    /// One pass over a directory larger than the store's budget, through the model in process:
    /// the first pass skims each vector once, the run reads each file once more and rebuilds
    /// every vector it reads from the placements, skimming none.
    @Test func aStreamedRunSkimsEachVectorOnceAndRebuildsTheRestFromPlacements() throws {
        let set = StreamedGoldenTests.repeated(3)
        defer { try? FileManager.default.removeItem(atPath: set.directory) }
        let pipeline = try ConformancePipeline(StreamedGoldenTests.options(set.directory, streamed: true, budget: 40))
        let selection = pipeline.selection()
        let store = try #require(selection.toRunStore as? GoldenDirectoryStore)
        #expect(store.fileReads == 0 && store.vectorsPlaced == 0)
        let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
        #expect(store.fileReads == store.files.count)
        #expect(store.vectorsSkimmedAgain == 0)
        #expect(store.vectorsPlaced == set.vectors)
        #expect(pipeline.judge(raw, selection, source: "in-process").report.counts.passed > 0)
    }

    /// The same for one large file read a piece at a time: each piece is rebuilt from its own placements.
    @Test func aLargeFileIsReadAgainPieceByPieceFromPlacements() throws {
        let set = PiecewiseGoldenTests.oneLargeFile(6)
        defer { try? FileManager.default.removeItem(atPath: set.directory) }
        let pipeline = try ConformancePipeline(PiecewiseGoldenTests.options(set.directory, streamed: true))
        let selection = pipeline.selection()
        let store = try #require(selection.toRunStore as? GoldenDirectoryStore)
        #expect(store.files.count > 1)
        let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
        #expect(store.fileReads == store.files.count)
        #expect(store.vectorsSkimmedAgain == 0)
        #expect(store.vectorsPlaced == set.vectors)
        #expect(pipeline.judge(raw, selection, source: "in-process").report.counts.passed > 0)
    }
}
