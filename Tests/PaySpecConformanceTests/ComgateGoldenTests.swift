import Foundation
import PaySpecJSON
import PaySpecModel
import PaySpecVectorGenerators
import PaySpecVectors
import Testing

/// The committed Comgate golden files equal what the generators make from spec/, and VectorCheck
/// finds nothing wrong with them. With `PAYSPEC_RECORD=1` the files are written instead.
@Suite("Comgate golden files")
struct ComgateGoldenTests {
    @Test("golden file equals generation", arguments: ComgateFixtures.suiteNames)
    func goldenFileMatchesGeneration(suite name: String) throws {
        let suite = ComgateFixtures.suite(name)
        let path = ComgateFixtures.goldenPath(name)
        if ProcessInfo.processInfo.environment["PAYSPEC_RECORD"] == "1" {
            try FileManager.default.createDirectory(atPath: PackageRoot.golden, withIntermediateDirectories: true)
            try suite.fileText.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == suite.fileText, "\(path) is stale; run with PAYSPEC_RECORD=1 and commit it")
    }

    @Test("golden files load without diagnostics")
    func goldenFilesLoad() {
        let (suites, diagnostics) = GoldenLoader.load(directory: PackageRoot.golden)
        let mine = diagnostics.filter { ComgateFixtures.isComgate($0.file) }
        #expect(mine.isEmpty, "\(mine.map(\.description).joined(separator: "\n"))")
        let names = Set(suites.map(\.name))
        for name in ComgateFixtures.suiteNames { #expect(names.contains(name), "golden/\(name).json is missing") }
    }

    @Test("VectorCheck: every Comgate row covered, every reference resolves")
    func vectorCheckIsClean() {
        let check = VectorCheck(catalog: ComgateFixtures.catalog, suites: ComgateFixtures.suites)
        let mine = check.run().filter { d in
            ComgateFixtures.isComgate(d.file)
        }
        #expect(mine.isEmpty, "\(mine.map(\.description).joined(separator: "\n"))")
    }

    @Test("vector ids are unique and carry their suite")
    func idsAreUnique() {
        let ids = ComgateFixtures.suites.flatMap { s in s.vectors.map(\.id) }
        #expect(Set(ids).count == ids.count)
        for s in ComgateFixtures.suites {
            for v in s.vectors { #expect(v.id.hasPrefix(s.name + "/") && !v.description.isEmpty, "\(v.id)") }
        }
    }
}
