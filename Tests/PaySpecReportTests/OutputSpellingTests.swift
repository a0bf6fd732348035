import Foundation
import PaySpecCLITestSupport
import PaySpecTestSupport
import Testing

@testable import PaySpecReport

#if canImport(Glibc)
    import Glibc
#endif

/// One file spelled through a folder that does not exist yet (`sub/../name`): the kernel cannot
/// resolve it until the write makes `sub/`, so every check that stats the path sees nothing
/// there. The output rule still holds: no replacement without `--force`, no input replaced.
@Suite struct OutputSpellingTests {
    @Test func aWriteThatMayNotReplaceKeepsAFileNamedThroughAMissingFolder() throws {
        let dir = tempDirectory()
        let kept = dir + "/Localizable.xcstrings"
        try "the app's own".write(toFile: kept, atomically: false, encoding: .utf8)
        #expect(throws: OutputError.self) {
            try OutputFile.write("exported", to: dir + "/sub/../Localizable.xcstrings", replacing: false)
        }
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "the app's own")
        // No temporary file is left beside it, and the folder `sub` the write made is gone again.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["Localizable.xcstrings"])
        // A name that is free is written.
        try OutputFile.write("exported", to: dir + "/sub/../new.xcstrings", replacing: false)
        #expect(try String(contentsOfFile: dir + "/new.xcstrings", encoding: .utf8) == "exported")
    }

    @Test func anInputNamedThroughAMissingFolderIsRefused() throws {
        let dir = tempDirectory()
        let input = dir + "/run.json"
        try "{}".write(toFile: input, atomically: false, encoding: .utf8)
        #expect(throws: OutputError.self) { try OutputFile.refuseInputs(dir + "/a/b/../../run.json", inputs: [input]) }
        #expect(OutputFile.sameTarget(dir + "/x/../run.json", input))
        try OutputFile.refuseInputs(dir + "/a/run.json", inputs: [input])
    }

    @Test func aFolderThatTakesNoFileIsRefusedBeforeAnyWork() throws {
        let dir = tempDirectory()
        try "x".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        #expect(throws: OutputError.self) { try OutputFile.refuseUnwritableFolder(dir + "/file/badges") }
        #expect(throws: OutputError.self) { try OutputFile.refuseUnwritableFolder("/proc/badges") }
        try OutputFile.refuseUnwritableFolder(dir + "/new/badges")
        // The proof leaves nothing behind, and makes no folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["file"])
    }

    @Test func anExportThroughAMissingFolderDoesNotReplaceTheAppsCatalog() throws {
        let dir = tempDirectory()
        try "{}".write(toFile: dir + "/app.csv", atomically: false, encoding: .utf8)
        let r = InProcessCLI.run(["l10n", "export", "--format", "csv", "--output", dir + "/sub/../app.csv"])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("--force"))
        #expect(try String(contentsOfFile: dir + "/app.csv", encoding: .utf8) == "{}")
    }

    @Test func badgesBoundForAFolderThatTakesNoFileWriteNoMatrixEither() throws {
        let dir = tempDirectory()
        let run = dir + "/run.json"
        #expect(InProcessCLI.run(["run", "--suite", "seb.status-outcome", "--format", "json", "--output", run]).status == 0)
        try "x".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        let r = InProcessCLI.run(["report", run, "--shields", dir + "/file/badges", "--output", dir + "/matrix.md"])
        #expect(r.status == 74, "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/matrix.md"))
    }
}
