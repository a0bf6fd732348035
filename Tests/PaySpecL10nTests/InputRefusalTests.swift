import Foundation
import PaySpecCLI
import PaySpecTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Inputs that are not regular files are refused by name and reason, before anything opens
/// them (a FIFO would block the open forever), and nothing named like an input is skipped.
@Suite(.waitsOnProcesses) struct InputRefusalTests {
    func fifo(_ relative: String, in dir: String) -> String {
        let path = dir + "/" + relative
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    @Test func fifoNamedLikeACatalogIsRefusedNotOpened() {
        let dir = makeTempDirectory()
        let path = fifo("en.lproj/Localizable.strings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", path])
        #expect(result.status == 2)
        #expect((result.stdout + result.stderr).contains("\(path): error: not a regular file (a FIFO)"))
        #expect((result.stdout + result.stderr).contains("1 unreadable file"))
    }

    @Test func fifoMetInAFolderWalkIsReportedAndTheRestStillRead() {
        let dir = makeTempDirectory()
        write("\"a\" = \"A\";\n", "en.lproj/Localizable.strings", in: dir)
        write("\"a\" = \"Ä\";\n", "de.lproj/Localizable.strings", in: dir)
        let pipe = fifo("de.lproj/More.strings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", dir])
        #expect(result.status == 2)
        #expect((result.stdout + result.stderr).contains("\(pipe): error: not a regular file (a FIFO)"))
        #expect(result.stdout.contains("2 languages x 1 keys, 2 files"), "\(result.stdout)")
    }

    @Test func folderNamedLikeACatalogAndDanglingLinkAreReported() throws {
        let dir = makeTempDirectory()
        write("\"a\" = \"A\";\n", "en.lproj/Localizable.strings", in: dir)
        try FileManager.default.createDirectory(atPath: dir + "/de.lproj/Folder.strings", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/de.lproj/Gone.strings", withDestinationPath: dir + "/nowhere.strings")
        let result = runCLI(["l10n", "check", "--base", "en", dir])
        let text = result.stdout + result.stderr
        #expect(result.status == 2)
        #expect(text.contains("\(dir)/de.lproj/Folder.strings: error: not a regular file (a directory)"), "\(text)")
        #expect(text.contains("\(dir)/de.lproj/Gone.strings: error: a dangling symbolic link (to \(dir)/nowhere.strings)"), "\(text)")
        #expect(text.contains("2 unreadable files"), "\(text)")
    }

    @Test func symlinkedLanguageFolderIsFollowedOnceWithoutCycles() throws {
        let dir = makeTempDirectory()
        let shared = makeTempDirectory("shared")
        write("\"a\" = \"A\";\n", "en.lproj/Localizable.strings", in: dir)
        write("\"a\" = \"Ä\";\n", "de.lproj/Localizable.strings", in: shared)
        try FileManager.default.createSymbolicLink(atPath: dir + "/de.lproj", withDestinationPath: shared + "/de.lproj")
        // A link back up the tree: walked once, not forever.
        try FileManager.default.createSymbolicLink(atPath: shared + "/de.lproj/loop", withDestinationPath: dir)
        let result = runCLI(["l10n", "check", "--base", "en", dir])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("2 languages x 1 keys, 2 files"), "\(result.stdout)")
    }

    @Test func specFormatCheckFailsOnWhatItCannotReadAndOnAnEmptyFolder() throws {
        let empty = makeTempDirectory("empty")
        let none = runCLI(["spec", "format", "--check", "--spec", empty])
        #expect(none.status == 2)
        #expect(none.stderr.contains("\(empty): error: no spec files (*.json) found; nothing was checked"), "\(none.stderr)")
        #expect(!none.stdout.contains("canonical"))

        let dir = makeTempDirectory("spec")
        write("{\n  \"a\": 1\n}\n", "seb/ok.json", in: dir)
        let pipe = fifo("seb/pipe.json", in: dir)
        try FileManager.default.createDirectory(atPath: dir + "/seb/folder.json", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/seb/gone.json", withDestinationPath: dir + "/missing.json")
        let result = runCLI(["spec", "format", "--check", "--spec", dir])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(pipe): error: not a regular file (a FIFO)"))
        #expect(result.stderr.contains("\(dir)/seb/folder.json: error: not a regular file (a directory)"))
        #expect(result.stderr.contains("\(dir)/seb/gone.json: error: a dangling symbolic link (to \(dir)/missing.json)"))
        #expect(!result.stdout.contains("canonical"))
        // Nothing was rewritten or replaced.
        #expect(FileManager.default.fileExists(atPath: dir + "/missing.json") == false)
    }

    @Test func recordedOutputsThatAreAFifoOrAFolderAreAUsageError() {
        let dir = makeTempDirectory()
        let pipe = fifo("outputs.jsonl", in: dir)
        let fromFifo = runCLI(["check", "--outputs", pipe, "--golden", packageRoot + "/golden"])
        #expect(fromFifo.status == 2)
        #expect(fromFifo.stderr.contains("\(pipe): error: not a regular file (a FIFO)"), "\(fromFifo.stderr)")
        let fromFolder = runCLI(["check", "--outputs", dir, "--golden", packageRoot + "/golden"])
        #expect(fromFolder.status == 2)
        #expect(fromFolder.stderr.contains("\(dir): error: not a regular file (a directory)"), "\(fromFolder.stderr)")
    }

    @Test func aFullStandardOutputEndsWithAMessageAndExit74() throws {
        let dir = makeTempDirectory()
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let errorPath = dir + "/stderr"
        let errors = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(errors >= 0)
        var console = Console(passthrough: true)
        console.outputDescriptor = full
        console.errorDescriptor = errors
        let status = PaySpecCommandLine.run(["spec", "list", "--spec", specDirectory], console: &console)
        close(errors)
        #expect(status == 74)
        let message = try String(contentsOfFile: errorPath, encoding: .utf8)
        #expect(message == "error: cannot write to standard output (No space left on device)\n")
    }

    @Test func theBuiltBinaryWritingToDevFullExits74WithoutATrap() throws {
        guard let binary = BuiltBinary.built("debug") else {
            print("note: .build/debug/payspec absent; the /dev/full binary test is skipped")
            return
        }
        for configuration in ["debug", "release"] {
            guard let built = BuiltBinary.built(configuration) else { continue }
            let outcome = try built.run(["spec", "list"], stdout: "/dev/full")
            #expect(outcome.status == 74, "\(configuration): \(outcome)")
            #expect(String(decoding: outcome.stderr, as: UTF8.self) == "error: cannot write to standard output (No space left on device)\n")
        }
        _ = binary
    }
}
