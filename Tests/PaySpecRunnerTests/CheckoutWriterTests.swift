import Foundation
import PaySpecTestSupport
import Testing

/// `vectors generate` writes golden/ by the one output rule: a folder that is no folder is
/// named, a write that fails is a write error, and a complete run leaves only the suites.
@Suite struct CheckoutWriterTests {
    static let spec = TestPackage.root + "/spec"

    @Test func aGoldenFolderThatIsAFileOrALoopIsNamed() throws {
        let dir = Fixture.tempDir()
        try "not a folder\n".write(toFile: dir + "/golden", atomically: true, encoding: .utf8)
        let file = Fixture.cli(["vectors", "generate", "--spec", Self.spec, "--golden", dir + "/golden"])
        #expect(file.status == 2, "\(file.err)")
        #expect(file.err.contains("golden: error: the golden folder is not a folder"), "\(file.err)")
        #expect(!file.err.contains("NSCocoaErrorDomain"), "\(file.err)")
        #expect(try String(contentsOfFile: dir + "/golden", encoding: .utf8) == "not a folder\n")
        #expect(symlink("loop", dir + "/loop") == 0)
        let loop = Fixture.cli(["vectors", "generate", "--spec", Self.spec, "--golden", dir + "/loop"])
        #expect(loop.status == 2, "\(loop.err)")
        #expect(loop.err.contains("loop: error: the golden folder cannot be reached"), "\(loop.err)")
    }

    @Test func aGoldenFolderThatCannotBeMadeIsAWriteError() {
        let result = Fixture.cli(["vectors", "generate", "--spec", Self.spec, "--golden", "/dev/full/golden"])
        #expect(result.status == 74, "\(result.err)")
        #expect(result.err.contains("/dev/full/golden"), "\(result.err)")
    }

    @Test func aCompleteGenerationLeavesOnlyTheSuites() throws {
        let golden = Fixture.tempDir() + "/golden"
        let result = Fixture.cli(["vectors", "generate", "--spec", Self.spec, "--golden", golden])
        #expect(result.status == 0, "\(result.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: golden)
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".") }, "\(names)")
        // The same suites as the checkout's golden/, byte for byte.
        for name in names {
            let made = FileManager.default.contents(atPath: golden + "/" + name)
            #expect(made == FileManager.default.contents(atPath: TestPackage.root + "/golden/" + name), "\(name)")
        }
    }
}
