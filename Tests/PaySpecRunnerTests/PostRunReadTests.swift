import Foundation
import PaySpecJudging
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecVectors
import Testing

/// The run-wide checks after a run over a golden directory read file by file, counted in files
/// read: the passes that answered fresh values keep their ids beside them, and whether a vector
/// named by `$sameAs` passed is read from its suite's files only when it decides a verdict.
@Suite struct PostRunReadTests {
    /// The golden set run through the reference model, with a budget below one file's vectors
    /// (no file stays loaded but the last one read).
    static func run() throws -> (ledger: VerdictLedger, store: GoldenDirectoryStore) {
        let pipeline = try ConformancePipeline(StreamedGoldenTests.options(Fixture.root + "/golden", streamed: true, budget: 40))
        let selection = pipeline.selection()
        let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
        let store = try #require(selection.toRunStore as? GoldenDirectoryStore)
        return (raw.results.ledger, store)
    }

    /// The plain passes (not held whole) that answered a `$sameAs` text.
    static func plainSameAsHolders(_ ledger: VerdictLedger) -> [Int] {
        let kept = Set(ledger.keptIndices)
        return ledger.indicesWithFreshValues.filter { i in
            !kept.contains(i)
                && (ledger.freshValues(at: i)?.fresh.contains { AnsweredText.parts(of: $0.kind)?.sameAs != nil } ?? false)
        }
    }

    @Test func checksOverAnswersThatAreTheReferenceTextsReadNoGoldenFile() throws {
        var (ledger, store) = try Self.run()
        let holders = Self.plainSameAsHolders(ledger)
        #expect(!holders.isEmpty)
        let readBefore = store.fileReads
        FreshValueCheck.apply(to: &ledger)
        SameAsCheck.apply(to: &ledger)
        #expect(store.fileReads == readBefore)
        #expect(holders.allSatisfy { ledger.status(at: $0) == .passed })
    }

    @Test func aTextUnlikeTheNamedVectorsStillFailsReadingOnlyWhatDecides() throws {
        var (ledger, store) = try Self.run()
        let holder = try #require(Self.plainSameAsHolders(ledger).first)
        var r = try #require(ledger[holder])
        let k = try #require(r.fresh.firstIndex { AnsweredText.parts(of: $0.kind)?.sameAs != nil })
        let other = try #require(AnsweredText.parts(of: r.fresh[k].kind)?.sameAs)
        r.fresh[k].value += " (reworded)"
        ledger[holder] = r
        let namedSuite = String(other.prefix { $0 != "/" })
        let namedFiles = store.files.filter { $0.suite == namedSuite }.count
        let readBefore = store.fileReads
        SameAsCheck.apply(to: &ledger)
        #expect(ledger.status(at: holder) == .failed)
        // The named vector's suite read again, to learn that it passed with PaySpec's text;
        // the holder itself is rebuilt from its file to record the mismatch.
        #expect(namedFiles >= 1)
        #expect(store.fileReads - readBefore <= namedFiles + 1)
        #expect(store.fileReads - readBefore >= namedFiles)
    }
}
