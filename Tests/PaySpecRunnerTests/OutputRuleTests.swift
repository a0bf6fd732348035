import Foundation
import PaySpecCLI
import Testing

@testable import PaySpecJudging
@testable import PaySpecRunner

/// One output rule for every command that writes: nothing it reads, names twice or did not
/// create is replaced without --force; loops and folders are refused; nothing from an input
/// reaches the terminal raw; a name typed by a script costs bounded work.
@Suite struct OutputRuleTests {
    static let appCatalog = "{\"sourceLanguage\":\"en\",\"strings\":{\"app_title\":{}},\"version\":\"1.0\"}\n"

    @Test(arguments: [("xcstrings", "Localizable.xcstrings"), ("csv", "texts.csv")])
    func aOneFileExportRefusesToReplaceAFileUnlessForced(_ format: String, _ name: String) throws {
        let path = Fixture.tempDir() + "/" + name
        try Self.appCatalog.write(toFile: path, atomically: true, encoding: .utf8)
        let refused = Fixture.cli(["l10n", "export", "--format", format, "--output", path])
        #expect(refused.status == 2, "\(refused.err)")
        #expect(
            refused.err.contains("the file exists and would be replaced; nothing was written; pass --force to replace it"), "\(refused.err)"
        )
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.appCatalog)
        let forced = Fixture.cli(["l10n", "export", "--format", format, "--output", path, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) != Self.appCatalog)
    }

    /// A run saved where the badges go, under the name its badge takes.
    @Test func aBadgeNamedLikeARunGivenIsRefusedAndNothingIsWritten() throws {
        let dir = Fixture.tempDir()
        let run = Fixture.cli(["run", "--suite", "seb.*", "--format", "json", "--output", dir + "/payspec-reference.json"])
        #expect(run.status == 0, "\(run.err)")
        let before = try String(contentsOfFile: dir + "/payspec-reference.json", encoding: .utf8)
        let r = Fixture.cli(["report", dir + "/payspec-reference.json", "--shields", dir, "--output", dir + "/matrix.md"])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("is an input of this command"), "\(r.err)")
        #expect(try String(contentsOfFile: dir + "/payspec-reference.json", encoding: .utf8) == before)
        #expect(!FileManager.default.fileExists(atPath: dir + "/matrix.md"))
    }

    @Test(arguments: ["run", "fuzz", "compare"])
    func aReportOntoTheAdaptersOwnScriptIsRefused(_ command: String) throws {
        let script = Fixture.tempDir() + "/adapter.py"
        try "print('adapter')\n".write(toFile: script, atomically: true, encoding: .utf8)
        let sides =
            command == "compare"
            ? ["--adapter", "python3 " + script, "--adapter", "python3 " + script] : ["--adapter", "python3 " + script]
        let r = Fixture.cli([command] + sides + ["--output", script])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("is an input of this command"), "\(r.err)")
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "print('adapter')\n")
    }

    @Test func aBaselineAndAReportNamingOneFileIsAUsageError() throws {
        let dir = Fixture.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/en.lproj", withIntermediateDirectories: true)
        try "\"pay\" = \"Pay\";\n".write(toFile: dir + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        for spelling in [dir + "/F", dir + "/./F"] {
            let r = Fixture.cli(["l10n", "check", "--base", "en", dir + "/en.lproj", "--write-baseline", dir + "/F", "--output", spelling])
            #expect(r.status == 2, "\(r.err)")
            #expect(r.err.contains("--write-baseline and --output name one file"), "\(r.err)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/F"))
        }
    }

    @Test(arguments: [
        ["report", "RUN", "--output", "LOOP"], ["l10n", "export", "--format", "csv", "--output", "LOOP"],
        ["l10n", "export", "--format", "json", "--output", "LOOP"], ["vectors", "export", "--output", "LOOP"],
    ])
    func aSymlinkLoopIsRefusedBeforeAnyWorkAndStaysALoop(_ arguments: [String]) throws {
        let dir = Fixture.tempDir()
        #expect(symlink("b", dir + "/a") == 0 && symlink("a", dir + "/b") == 0)
        let run = Fixture.cli(["run", "--suite", "seb.*", "--format", "json", "--output", dir + "/run.json"])
        #expect(run.status == 0)
        let r = Fixture.cli(arguments.map { $0 == "LOOP" ? dir + "/a" : $0 == "RUN" ? dir + "/run.json" : $0 })
        #expect(r.status == 2, "\(arguments): \(r.err)")
        #expect(r.err.contains("symlink loop"), "\(r.err)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/a")) == "b")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a", "b", "run.json"])
    }

    @Test func aFolderExportWhoseFileSpotIsAFolderChangesNothingAndLeavesNoStaging() throws {
        let res = Fixture.tempDir() + "/res"
        try FileManager.default.createDirectory(atPath: res + "/values", withIntermediateDirectories: true)
        try "<resources/>\n".write(toFile: res + "/values/strings.xml", atomically: true, encoding: .utf8)
        // values-de/strings.xml is a folder: no export can land whole.
        try FileManager.default.createDirectory(atPath: res + "/values-de/strings.xml", withIntermediateDirectories: true)
        let r = Fixture.cli(["l10n", "export", "--format", "android", "--output", res, "--force"])
        #expect(r.status == 74, "\(r.err)")
        #expect(r.err.contains("nothing was written"), "\(r.err)")
        #expect(try String(contentsOfFile: res + "/values/strings.xml", encoding: .utf8) == "<resources/>\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: res).sorted() == ["values", "values-de"])
        let parent = (res as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["res"])
    }

    @Test func aForcedFolderExportReplacesWholeAndLeavesNoStaging() throws {
        let out = Fixture.tempDir() + "/l10n"
        #expect(Fixture.cli(["l10n", "export", "--format", "json", "--output", out]).status == 0)
        try "{}\n".write(toFile: out + "/de.json", atomically: true, encoding: .utf8)
        let r = Fixture.cli(["l10n", "export", "--format", "json", "--output", out, "--force"])
        #expect(r.status == 0, "\(r.err)")
        #expect(try String(contentsOfFile: out + "/de.json", encoding: .utf8) != "{}\n")
        let parent = (out as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["l10n"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test(arguments: [
        ["l10n", "check", "--base", "en", "x", "--write-baseline", ""], ["report", "r.json", "--shields", ""],
        ["l10n", "check", "x", "--key-map", ""], ["l10n", "check", "x", "--baseline", ""], ["run", "--texts", ""],
        ["compare", "--adapter", "a", "--adapter", ""], ["run", "--suite", ""], ["bench", "--only", ""],
    ])
    func anEmptyValueIsAUsageErrorNamingTheOption(_ arguments: [String]) {
        let r = Fixture.cli(arguments)
        let option = arguments[arguments.count - 2]
        #expect(r.status == 2, "\(arguments): \(r.err)")
        #expect(r.err.contains("option \(option) needs a"), "\(r.err)")
    }

    @Test func reproShowsTheAdapterCommandWithItsControlCharactersEscaped() {
        let adapter = "x\u{1B}]0;title\u{07}\u{9B}31m\u{202E}y"
        let r = Fixture.cli(["repro", "seb.status-outcome/status-SETTLED", "--adapter", adapter])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("| x\\u{1B}]0;title\\u{7}\\u{9B}31m\\u{202E}y"), "\(r.out)")
        #expect(!r.out.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" || $0 == "\u{202E}" })
    }

    @Test func anExportEchoesItsPathEscaped() throws {
        let path = Fixture.tempDir() + "/e\u{1B}[31m.csv"
        let r = Fixture.cli(["l10n", "export", "--format", "csv", "--output", path])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("e\\u{1B}[31m.csv"), "\(r.out)")
        #expect(!r.out.unicodeScalars.contains("\u{1B}"))
    }

    @Test func anUnknownLongIDCostsBoundedWorkAndIsShownShort() {
        let id = String(repeating: "x", count: 10_000)
        let r = Fixture.cli(["repro", id])
        #expect(r.status == 2)
        #expect(r.err.contains("… (10000 bytes)"), "\(r.err.prefix(400))")
        #expect(r.err.utf8.count < 1_000)
        var small = 0
        var large = 0
        for candidate in ["seb.status-outcome/status-SETTLED", "comgate.session/start"] {
            _ = NameSuggestions.distance(String(repeating: "x", count: 1_000), candidate, steps: &small)
            _ = NameSuggestions.distance(String(repeating: "x", count: 100_000), candidate, steps: &large)
        }
        // Whatever was typed, at most the compared length of each name is read.
        #expect(large == small, "\(small) steps for 1,000 characters, \(large) for 100,000")
        #expect(NameSuggestions.distance("sbe.status", "seb.status") == 1)
        #expect(NameSuggestions.closest(to: "sbe.*", in: ["seb.status-outcome/status-SETTLED"]) == ["seb.*"])
    }

    @Test func textsThatMatchNoVectorKeyAreAUsageErrorAndSomeAreCounted() throws {
        let dir = Fixture.tempDir() + "/en.lproj"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "\"comgate_pay_button_text\" = \"Pay now\";\n".write(toFile: dir + "/Localizable.strings", atomically: true, encoding: .utf8)
        let none = Fixture.cli(["run", "--suite", "comgate.*", "--texts", dir + "/Localizable.strings"])
        #expect(none.status == 2, "\(none.err)")
        #expect(none.err.contains("no text of"), "\(none.err)")
        #expect(none.err.contains("comgate_pay_button_text"), "\(none.err)")
        try "\"comgate_pay_button_text\" = \"Pay now\";\n\"payButtonText\" = \"Pay\";\n".write(
            toFile: dir + "/Localizable.strings", atomically: true, encoding: .utf8)
        let some = Fixture.cli(["run", "--suite", "comgate.*", "--texts", dir + "/Localizable.strings"])
        #expect(some.err.contains("1 of 2 texts of"), "\(some.err)")
    }

    @Test func aKeyMapThatMatchesNothingIsAUsageError() throws {
        let dir = Fixture.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/res/values", withIntermediateDirectories: true)
        try "<resources><string name=\"app_title\">Shop</string><string name=\"pay\">Pay</string></resources>\n".write(
            toFile: dir + "/res/values/strings.xml", atomically: true, encoding: .utf8)
        try "{\"keyMap\": {\"comgate_pay_button_text\": \"payButtonText\"}}\n".write(
            toFile: dir + "/map.json", atomically: true, encoding: .utf8)
        let none = Fixture.cli(["l10n", "check", "--key-map", dir + "/map.json", dir + "/res", "--fail-on", "never"])
        #expect(none.status == 2, "\(none.err)")
        #expect(none.err.contains("none of its 1 app keys (comgate_pay_button_text) occurs in the catalogs checked"), "\(none.err)")
        try "{\"keyMap\": {\"pay\": \"payButtonText\", \"gone\": \"cvvLabel\"}}\n".write(
            toFile: dir + "/map.json", atomically: true, encoding: .utf8)
        let some = Fixture.cli(["l10n", "check", "--key-map", dir + "/map.json", dir + "/res", "--fail-on", "never"])
        #expect(some.status == 0, "\(some.err)")
        #expect(some.err.contains("1 of 2 app keys occur in the catalogs checked"), "\(some.err)")
    }
}
