import Foundation
import PaySpecGolden
import PaySpecModel
import PaySpecSuiteFiles
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// The checkout this test file lives in.
enum Checkout {
    static var root: String { TestPackage.root }
}

@Suite("Embedded suite")
struct EmbeddedSuiteTests {
    /// A stale build (one compiled before spec/ or golden/ changed) is detectable: the embedded
    /// hash must be the hash of the files on disk, and the files the same bytes.
    @Test func embeddedHashEqualsTheFilesOnDisk() throws {
        let disk = try SuiteContent.read(root: Checkout.root)
        #expect(PaySpecSuite.contentHash == SuiteContent.contentHash(disk))
        #expect(PaySpecSuite.files.map(\.path) == disk.map(\.path))
        #expect(PaySpecSuite.files == disk)
        #expect(PaySpecSuite.semanticVersion == (try SuiteContent.readVersion(root: Checkout.root)))
    }

    @Test func versionIsSemanticPlusTwelveHexDigits() {
        #expect(SuiteContent.isSemanticVersion(PaySpecSuite.semanticVersion))
        #expect(PaySpecSuite.contentHash.count == 64)
        #expect(PaySpecSuite.contentHash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(PaySpecSuite.version == PaySpecSuite.semanticVersion + "+" + PaySpecSuite.contentHash.prefix(12))
    }

    /// Every suite file and every spec table is inside, and nothing that is prose.
    @Test func embedsEverySuiteFileAndNoProse() throws {
        let paths = PaySpecSuite.files.map(\.path)
        let goldenOnDisk = try FileManager.default.contentsOfDirectory(atPath: Checkout.root + "/golden").filter { $0.hasSuffix(".json") }
        #expect(Set(paths.filter { $0.hasPrefix("golden/") }) == Set(goldenOnDisk.map { "golden/" + $0 }))
        #expect(paths.contains("spec/ambiguities.json"))
        #expect(paths.contains("spec/translations/en.json"))
        #expect(!paths.contains { $0.hasSuffix(".md") })
        #expect(paths == paths.sorted())
    }

    /// The embedded vectors are the vectors of golden/, loaded without a problem.
    @Test func goldenSuitesEqualTheGoldenFolder() {
        let embedded = PaySpecSuite.goldenSuites()
        let disk = GoldenLoader.load(directory: Checkout.root + "/golden")
        #expect(embedded.diagnostics.isEmpty, "\(embedded.diagnostics)")
        #expect(embedded.suites.count == disk.suites.count)
        #expect(embedded.suites.map(\.name) == disk.suites.map(\.name))
        #expect(embedded.suites.flatMap(\.vectors).map(\.id) == disk.suites.flatMap(\.vectors).map(\.id))
        #expect(embedded.suites.flatMap(\.vectors).count > 1000)
    }

    /// The embedded spec is a complete, cross-checked catalog equal to spec/.
    @Test func specCatalogEqualsTheSpecFolder() throws {
        let embedded = try PaySpecSuite.specCatalog()
        let disk = try SpecCatalog.load(directory: Checkout.root + "/spec")
        #expect(embedded.tableNames == disk.tableNames)
        #expect(embedded.translations.keys.sorted() == disk.translations.keys.sorted())
        for name in disk.tableNames {
            #expect(embedded.rows(name).map(\.key) == disk.rows(name).map(\.key), "\(name)")
        }
    }
}

@Suite("Suite content")
struct SuiteContentTests {
    @Test(arguments: [
        ("spec/seb/outcomes.json", true), ("spec/ambiguities.json", true), ("spec/translations/en.json", true),
        ("golden/seb.status-outcome.json", true), ("golden/retired-ids.json", true), ("golden/suites/comgate.md", false),
        ("golden/sub/x.json", false), ("golden/README.md", false), ("spec/README.md", false), ("Package.json", false),
        ("tools/x.json", false),
    ])
    func membership(path: String, belongs: Bool) {
        #expect(SuiteContent.belongs(path) == belongs)
    }

    @Test(arguments: [("0.2.0", true), ("10.0.12", true), ("1.2", false), ("01.2.3", false), ("1.2.3-beta", false), ("", false)])
    func semanticVersions(text: String, valid: Bool) {
        #expect(SuiteContent.isSemanticVersion(text) == valid)
    }

    /// The framing counts bytes: moving a byte from one file to the next changes the hash, and
    /// so do a rename and a one-byte edit.
    @Test func hashFramingIsUnambiguous() {
        let base = [SuiteFile(path: "golden/a.json", bytes: Array("ab".utf8)), SuiteFile(path: "golden/b.json", bytes: Array("c".utf8))]
        let moved = [SuiteFile(path: "golden/a.json", bytes: Array("a".utf8)), SuiteFile(path: "golden/b.json", bytes: Array("bc".utf8))]
        let renamed = [base[0], SuiteFile(path: "golden/c.json", bytes: Array("c".utf8))]
        let edited = [base[0], SuiteFile(path: "golden/b.json", bytes: Array("d".utf8))]
        let hashes = Set([base, moved, renamed, edited].map(SuiteContent.contentHash))
        #expect(hashes.count == 4)
        #expect(SuiteContent.contentHash(base) == SuiteContent.contentHash(base.reversed()))
    }

    /// A checkout without VERSION, or with a malformed one, is an error naming the file.
    @Test func badVersionFileIsNamed() throws {
        let root = NSTemporaryDirectory() + "payspec-version-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: SuiteContent.Problem.self) { try SuiteContent.readVersion(root: root) }
        try "0.2\n".write(toFile: root + "/VERSION", atomically: true, encoding: .utf8)
        do {
            _ = try SuiteContent.readVersion(root: root)
            Issue.record("0.2 accepted as a version")
        } catch {
            #expect(error.description.contains(root + "/VERSION"))
            #expect(error.description.contains("MAJOR.MINOR.PATCH"))
        }
        try "0.3.1\n".write(toFile: root + "/VERSION", atomically: true, encoding: .utf8)
        #expect(try SuiteContent.readVersion(root: root) == "0.3.1")
    }
}
