import Foundation
import PaySpecCLI
import PaySpecJSON
import PaySpecReport
import Testing

/// A list option with a hole, a badge over a file the report did not write, and a C1 control
/// in a machine-format report on standard output: each is refused or escaped, never passed on.
@Suite struct ListBadgeAndStreamRuleTests {
    @Test(arguments: [
        (["l10n", "check", "--languages", "de,,cs", "x"], "--languages"),
        (["l10n", "check", "--languages", ",", "x"], "--languages"),
        (["l10n", "bench", "--formats", "json,,csv", "--write-only", "w"], "--formats"),
        (["bench", "--only", "load,"], "--only"),
        (["bench", "--only", "stream", "--stream-formats", "text, ,json"], "--stream-formats"),
    ])
    func aListWithAnEmptyWordIsAUsageErrorNamingTheOption(_ arguments: [String], _ option: String) {
        let r = Fixture.cli(arguments)
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("\(option) takes words separated by commas, none of them empty"), "\(r.err)")
    }

    @Test func aBenchGoldenFolderThatIsNoneIsNamedBeforeTheBenchProgramsAreLookedFor() {
        let r = Fixture.cli(["bench", "--only", "load", "--golden", "no-such-golden-folder"])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("--golden no-such-golden-folder: no such folder"), "\(r.err)")
    }

    @Test func aSecondReproIDIsNamed() {
        let r = Fixture.cli(["repro", "seb.status-outcome/status-SETTLED", "seb.status-outcome/status-FAILED"])
        #expect(r.status == 2)
        #expect(r.err.contains("'seb.status-outcome/status-FAILED' is a second one"), "\(r.err)")
    }

    func savedRun(in dir: String) -> String {
        let path = dir + "/runs/reference.json"
        try? FileManager.default.createDirectory(atPath: dir + "/runs", withIntermediateDirectories: true)
        let run = Fixture.cli(["run", "--suite", "seb.status-outcome", "--format", "json", "--output", path])
        #expect(run.status == 0, "\(run.err)")
        return path
    }

    @Test func aBadgeReplacesAnEarlierBadgeButNoOtherFile() throws {
        let dir = Fixture.tempDir()
        let run = savedRun(in: dir)
        try FileManager.default.createDirectory(atPath: dir + "/badges", withIntermediateDirectories: true)
        let own = "{\"app\": \"settings of the folder's owner\"}\n"
        try own.write(toFile: dir + "/badges/payspec-reference.json", atomically: true, encoding: .utf8)
        let refused = Fixture.cli(["report", run, "--shields", dir + "/badges", "--output", dir + "/m.md"])
        #expect(refused.status == 2, "\(refused.err)")
        #expect(refused.err.contains("payspec-reference.json exists and is no payspec badge; nothing was written"), "\(refused.err)")
        #expect(try String(contentsOfFile: dir + "/badges/payspec-reference.json", encoding: .utf8) == own)
        #expect(!FileManager.default.fileExists(atPath: dir + "/m.md"))

        try FileManager.default.removeItem(atPath: dir + "/badges/payspec-reference.json")
        let first = Fixture.cli(["report", run, "--shields", dir + "/badges", "--output", dir + "/m.md"])
        #expect(first.status == 0, "\(first.err)")
        let again = Fixture.cli(["report", run, "--shields", dir + "/badges", "--output", dir + "/m.md"])
        #expect(again.status == 0, "\(again.err)")
        let badge = try String(contentsOfFile: dir + "/badges/payspec-reference.json", encoding: .utf8)
        #expect(badge.contains("\"label\":\"payspec\""), "\(badge)")
    }

    @Test func streamEscapesC1AndBidiAsJSONDoesAndKeepsTheRest() throws {
        let raw = "{\"name\":\"a\u{85}b\u{9B}31m\u{202E}c\u{2067}d é ✓\"}"
        let out = TerminalText.stream(raw)
        #expect(out == "{\"name\":\"a\\u0085b\\u009B31m\\u202Ec\\u2067d é ✓\"}")
        #expect(try JSONParser.parseValue(Array(out.utf8)) == JSONParser.parseValue(Array(raw.utf8)))
        #expect(TerminalText.stream("plain ✓ text, 日本語\n") == "plain ✓ text, 日本語\n")
    }

    @Test func aJSONReportOnStandardOutputCarriesNoRawC1Control() throws {
        let dir = Fixture.tempDir()
        let run = savedRun(in: dir)
        var text = try String(contentsOfFile: run, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"name\": \"payspec-reference\"", with: "\"name\": \"port\u{9B}31m\u{85}x\"")
        text = text.replacingOccurrences(of: "\"name\":\"payspec-reference\"", with: "\"name\":\"port\u{9B}31m\u{85}x\"")
        try text.write(toFile: run, atomically: true, encoding: .utf8)
        let r = Fixture.cli(["report", run, "--format", "json"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("port\\u009B31m\\u0085x"), "\(r.out.prefix(600))")
        #expect(!r.out.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        #expect((try? JSONParser.parseValue(Array(r.out.utf8))) != nil)
    }
}
