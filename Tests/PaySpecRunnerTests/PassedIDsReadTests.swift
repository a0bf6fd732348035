import Foundation
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecVectors
import Testing

/// The run-wide `$sameAs` check asks which of a few named vectors passed: counted in files read,
/// it reads only the files of the suites those ids name, not the whole golden directory again.
@Suite struct PassedIDsReadTests {
    @Test func whichNamedVectorsPassedIsReadFromTheirSuitesFilesOnly() throws {
        let set = StreamedGoldenTests.repeated(3)
        let (suites, problems) = GoldenLoader.load(directory: set.directory)
        #expect(problems.isEmpty)
        let reasons = suites.filter { $0.name == "comgate.error-reasons" }
        let named = Set(reasons.flatMap { suite in [suite.vectors.first!.id, suite.vectors.last!.id] })
        #expect(named.count == 2 * reasons.count)
        // A budget below one file's vectors: no file stays loaded but the last one read.
        let pipeline = try ConformancePipeline(StreamedGoldenTests.options(set.directory, streamed: true, budget: 40))
        let selection = pipeline.selection()
        let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
        let store = try #require(selection.toRunStore as? GoldenDirectoryStore)
        let reasonFiles = store.files.filter { $0.suite == "comgate.error-reasons" }.count
        #expect(reasonFiles == reasons.count && reasonFiles < store.files.count)
        let readBefore = store.fileReads
        let passed = raw.results.ledger.passedIDs(among: named.union(["comgate.error-reasons/no-such-vector"]))
        #expect(passed == named)
        // Each file of the named suite read once more, and no other.
        #expect(store.fileReads - readBefore == reasonFiles)
    }
}
