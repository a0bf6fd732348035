import Foundation
import PaySpecJSON
import PaySpecModel
import PaySpecVectorGenerators
import PaySpecVectors
import Testing

/// The committed golden files of the SEB and MoneyCollect suites equal what the generators make
/// from spec/. With `PAYSPEC_RECORD=1` the files are written instead.
@Suite struct SEBMoneyCollectGoldenTests {
    @Test("golden file equals generation", arguments: SEBMoneyCollectFixtures.generators.map(\.suite))
    func goldenMatchesGeneration(suite: String) throws {
        let generator = try #require(VectorGenerators.generator(for: suite))
        let text = generator.generate(from: SEBMoneyCollectFixtures.catalog).fileText
        let path = SEBMoneyCollectFixtures.goldenPath(suite)
        if ProcessInfo.processInfo.environment["PAYSPEC_RECORD"] == "1" {
            try FileManager.default.createDirectory(atPath: PackageRoot.golden, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == text, "golden/\(suite).json differs from generation; rerun with PAYSPEC_RECORD=1")
    }

    @Test func goldenFilesLoadWithoutProblems() {
        let mine = SEBMoneyCollectFixtures.golden.diagnostics.filter { d in
            SEBMoneyCollectFixtures.suiteNames.contains { d.description.contains($0) }
        }
        #expect(mine.isEmpty, "\(mine.map(\.description).joined(separator: "\n"))")
        #expect(SEBMoneyCollectFixtures.golden.suites.count == SEBMoneyCollectFixtures.suiteNames.count)
    }

    @Test func vectorCheckFindsNoProblemInSEBOrMoneyCollect() {
        let check = VectorCheck(catalog: SEBMoneyCollectFixtures.catalog, suites: SEBMoneyCollectFixtures.golden.suites)
        let problems = check.run().filter(SEBMoneyCollectFixtures.concernsUs).map(\.description)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
