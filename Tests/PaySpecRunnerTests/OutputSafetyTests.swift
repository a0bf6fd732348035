import Foundation
import PaySpecCLI
import Testing

/// Outputs never destroy what the command did not create; stray words and empty paths are
/// mistakes; an export or comparison that selects nothing does not pass.
@Suite struct OutputSafetyTests {
    static let appStrings = "<resources><string name=\"app_title\">My App</string></resources>\n"

    @Test func androidExportRefusesToReplaceAnAppsStringsUnlessForced() throws {
        let res = Fixture.tempDir() + "/res"
        try FileManager.default.createDirectory(atPath: res + "/values", withIntermediateDirectories: true)
        try Self.appStrings.write(toFile: res + "/values/strings.xml", atomically: true, encoding: .utf8)
        let refused = Fixture.cli(["l10n", "export", "--format", "android", "--output", res])
        #expect(refused.status == 2)
        #expect(refused.err.contains("refused: 1 file(s) already there would be replaced (values/strings.xml); nothing was written"))
        #expect(refused.err.contains("pass --force to replace them"))
        #expect(try String(contentsOfFile: res + "/values/strings.xml", encoding: .utf8) == Self.appStrings)
        #expect(!FileManager.default.fileExists(atPath: res + "/values-de"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: res) == ["values"])
        let forced = Fixture.cli(["l10n", "export", "--format", "android", "--output", res, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: res + "/values/strings.xml", encoding: .utf8) != Self.appStrings)
        #expect(FileManager.default.fileExists(atPath: res + "/values-de/strings.xml"))
    }

    @Test(arguments: [("strings", "de.lproj/Localizable.strings"), ("json", "de.json"), ("xliff", "de.xliff")])
    func folderExportsRefuseExistingFiles(_ format: String, _ existing: String) throws {
        let dir = Fixture.tempDir() + "/out"
        let path = dir + "/" + existing
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "the app's own\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = Fixture.cli(["l10n", "export", "--format", format, "--output", dir])
        #expect(r.status == 2)
        #expect(r.err.contains("(\(existing)); nothing was written"), "\(r.err)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "the app's own\n")
        // Into a folder of its own, the export writes as before.
        #expect(Fixture.cli(["l10n", "export", "--format", format, "--output", Fixture.tempDir() + "/fresh"]).status == 0)
    }

    @Test func aLegal250ByteOutputNameIsWritten() throws {
        let dir = Fixture.tempDir()
        let name = String(repeating: "r", count: 245) + ".json"
        let r = Fixture.cli(["vectors", "export", "--golden", Fixture.golden(), "--suite", "seb.*", "--output", dir + "/" + name])
        #expect(r.status == 0, "\(r.err)")
        #expect(try String(contentsOfFile: dir + "/" + name, encoding: .utf8).split(separator: "\n").count == 6)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [name])
    }

    @Test(arguments: [
        ["run", "--output", ""], ["vectors", "export", "--output", ""], ["l10n", "export", "--format", "json", "--output", ""],
        ["check", "--outputs", ""], ["drift", "--inventory", ""], ["run", "--golden="],
    ])
    func anEmptyPathIsAUsageError(_ args: [String]) {
        let r = Fixture.cli(args)
        #expect(r.status == 2)
        #expect(r.err.contains("needs a path, not an empty string"), "\(r.err)")
    }

    @Test(arguments: [
        ["bench", "x"], ["spec", "format", "x"], ["spec", "list", "x"], ["spec", "check", "x"], ["spec", "show", "comgate/errors", "x"],
        ["vectors", "export", "x"], ["vectors", "stats", "x"], ["l10n", "export", "--format", "json", "--output", "/nonexistent/o", "x"],
        ["l10n", "bench", "x"], ["drift", "--inventory", "inv.json", "x"], ["run", "x"], ["check", "--outputs", "o.jsonl", "x"],
        ["compare", "x"], ["fuzz", "x"], ["repro", "a", "x"], ["completion", "bash", "x"],
    ])
    func aStrayArgumentIsAUsageError(_ args: [String]) throws {
        let before = try String(contentsOfFile: Fixture.root + "/spec/comgate/errors.json", encoding: .utf8)
        let r = Fixture.cli(args)
        #expect(r.status == 2, "\(args): \(r.err)")
        #expect(r.err.contains("error:"), "\(args): \(r.err)")
        #expect(r.err.contains("'x'") || r.err.contains("needs one"), "\(args): \(r.err)")
        #expect(try String(contentsOfFile: Fixture.root + "/spec/comgate/errors.json", encoding: .utf8) == before)
    }

    @Test func anExportThatSelectsNothingFailsAndWritesNothing() {
        let out = Fixture.tempDir() + "/requests.jsonl"
        let r = Fixture.cli(["vectors", "export", "--suite", "nosuch.*", "--output", out])
        #expect(r.status == 2)
        #expect(r.err.contains("no vector matches 'nosuch.*'; nothing written"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let broken = Fixture.cli(["vectors", "export", "--golden", Fixture.golden(broken: true), "--output", out])
        #expect(broken.status == 2)
        #expect(broken.err.contains("problem(s) in the golden files; nothing written"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anEmptyInventoryIsSaidToCompareNothing() throws {
        let dir = Fixture.tempDir()
        for (name, text) in [
            ("empty", "{\"type\": \"inventory\", \"inventory\": {}}"),
            ("hollow", "{\"type\": \"inventory\", \"inventory\": {\"comgate/errors\": []}}"),
        ] {
            try text.write(toFile: "\(dir)/\(name).json", atomically: true, encoding: .utf8)
            let r = Fixture.cli(["drift", "--inventory", "\(dir)/\(name).json"])
            // An inventory that lists nothing compares nothing, and a table listed without values
            // is drift of its own (every value missing): neither passes.
            #expect(r.status == 1, "\(name): \(r.err)")
            #expect(r.err.contains("\(name).json: warning: the inventory lists no value; nothing was compared"))
        }
    }

    @Test func noArgumentsPrintsTheUsageOnStandardError() {
        let r = Fixture.cli([])
        #expect(r.status == 2)
        #expect(r.out.isEmpty)
        #expect(r.err.contains("USAGE: payspec <command>"))
    }

    @Test func aRecordedOutputLineOverTheLimitIsRefusedWithItsLineNumber() throws {
        let dir = Fixture.tempDir()
        let golden = Fixture.golden()
        let long = String(repeating: "x", count: 2 << 20)
        let text =
            "{\"id\": \"seb.status-outcome/v1\", \"output\": {\"echo\": \"a\"}}\n{\"id\": \"seb.status-outcome/v2\", \"output\": \"\(long)\"}\n"
        try text.write(toFile: dir + "/outputs.jsonl", atomically: true, encoding: .utf8)
        let r = Fixture.cli(["check", "--outputs", dir + "/outputs.jsonl", "--golden", golden, "--output", dir + "/report.txt"])
        #expect(r.status == 2)
        #expect(r.err.contains("outputs.jsonl:2:1: error: line is longer than 1048576 bytes (the limit; --max-line-bytes raises it)"))
        // The report a CI step uploads is still written, with the reason as its one error.
        let report = (try? String(contentsOfFile: dir + "/report.txt", encoding: .utf8)) ?? ""
        #expect(report.contains("line is longer than 1048576 bytes"), "\(report)")
        let raised = Fixture.cli([
            "check", "--outputs", dir + "/outputs.jsonl", "--golden", golden, "--max-line-bytes", "4194304", "--output",
            dir + "/report.txt",
        ])
        #expect(raised.status == 1, "\(raised.err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/report.txt"))
        let compared = Fixture.cli([
            "compare", "--outputs", dir + "/outputs.jsonl", "--outputs", dir + "/outputs.jsonl", "--golden", golden,
        ])
        #expect(compared.status == 2)
        #expect(compared.err.contains("outputs.jsonl:2:1: error: line is longer than 1048576 bytes"))
    }
}
