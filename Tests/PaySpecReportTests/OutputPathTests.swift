import Foundation
import Testing

@testable import PaySpecReport

/// The path arithmetic of the output writer, done without Foundation's path methods (one of
/// which trapped on a one-character relative name such as `F`).
@Suite struct OutputPathTests {
    @Test(arguments: [
        ("F", "", "F"), ("./F", ".", "F"), ("/F", "/", "F"), ("out/report.json", "out", "report.json"), ("a/b/", "a/b", ""),
    ])
    func aPathSplitsIntoItsFolderAndName(_ path: String, _ folder: String, _ name: String) {
        #expect(OutputFile.parent(of: path) == folder)
        #expect(OutputFile.lastComponent(of: path) == name)
    }

    @Test func aOneCharacterNameGetsAHiddenTemporaryBesideIt() {
        let tmp = OutputFile.temporaryName(for: "F")
        #expect(tmp.hasPrefix("./.F.tmp-"), "\(tmp)")
        #expect(OutputFile.temporaryName(for: "res/").hasPrefix("./.res.tmp-"))
    }

    @Test func aOneCharacterRelativeOutputIsWritten() throws {
        let dir = tempDirectory()
        let binary = packageRoot + "/.build/debug/payspec"
        try #require(FileManager.default.isExecutableFile(atPath: binary))
        // A bare name in the working folder, as a script writes it: `--output F`.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["vectors", "export", "--suite", "seb.*", "--output", "F"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["F"])
        #expect(OutputFile.sameTarget(dir + "/F", dir + "/./F"))
        #expect(OutputFile.sameTarget(dir + "/new", dir + "/../" + (dir as NSString).lastPathComponent + "/new"))
        #expect(!OutputFile.sameTarget(dir + "/F", dir + "/G"))
    }
}
