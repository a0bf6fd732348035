import Foundation
import PaySpecCLI
import Testing

@testable import PaySpecL10n

/// The committed projects under Fixtures/, shaped as real apps keep their catalogs.
let fixtures = packageRoot + "/Tests/PaySpecL10nTests/Fixtures"

/// A finding as the tests compare it: check, language, key and where.
func summary(_ report: L10nReport) -> [String] {
    report.findings.map { f in
        let place = f.file.map { ($0.hasPrefix(fixtures + "/") ? String($0.dropFirst(fixtures.count + 1)) : $0) } ?? "-"
        let at = f.location.map { ":\($0.line):\($0.column)" } ?? ""
        return "\(f.check.rawValue) \(f.language) \(f.key ?? "-") \(place)\(at)"
    }
}

/// A copy of a fixture project in a fresh folder, for tests that write beside it.
func copyFixture(_ name: String) -> String {
    let target = makeTempDirectory(name) + "/" + name
    try! FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: target)
    return target
}

/// An Android app that names the SDK's keys its own way (`comgate_pan_label`) beside its own
/// strings, with `payspec-l10n.json` at its root.
@Suite struct KeyMapTests {
    static let app = fixtures + "/android-app"
    static let res = app + "/app/src/main/res"

    func profile(languages: [String]) -> CheckProfile {
        var profile = specProfile
        profile.expectedLanguages = languages
        return profile
    }

    @Test func theConfigurationInTheCatalogRootMapsTheAppsKeysAndFindingsNameBoth() throws {
        let r = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--languages", "cs,de", Self.app])
        #expect(r.status == 1, "\(r)")
        #expect(r.stdout.contains("2 languages x 19 keys, 3 files"), "\(r.stdout)")
        #expect(r.stdout.contains(#"cvvHint: missing key "cvvHint" (app key "comgate_cvv_hint") [missing-key]"#), "\(r.stdout)")
        #expect(r.stdout.contains(#"(app key "comgate_pay_button_text") [untranslated]"#), "\(r.stdout)")
        #expect(r.stdout.contains("1 error, 1 warning"), "\(r.stdout)")
        // The app's own strings (menu_title, order_button) are not the SDK's: no extra-key.
        #expect(!r.stdout.contains("extra-key"), "\(r.stdout)")
    }

    @Test func theLibraryReadsTheSameMapWithExactFindings() throws {
        var profile = profile(languages: ["cs", "de"])
        profile.keyMap = try L10nProjectConfiguration.keyMap(
            L10nProjectConfiguration.files(in: [Self.app]), sdkKeys: Set(profile.expectedKeys!))
        #expect(profile.keyMap.sdkKeyOfAppKey["comgate_pan_label"] == "panLabel")
        #expect(profile.keyMap.sdkKeyOfAppKey.count == 19)
        let report = checkPaths([Self.app], profile: profile)
        #expect(report.parseErrors.isEmpty)
        #expect(
            summary(report) == [
                "missing-key cs cvvHint android-app/app/src/main/res/values-cs/strings.xml",
                "untranslated de payButtonText android-app/app/src/main/res/values-de/strings.xml:16:5",
            ])
    }

    @Test func withoutTheMapTheSameAppIsAllMissingAndExtraKeys() {
        // The res folder alone has no payspec-l10n.json at its root.
        let r = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--languages", "cs,de", Self.res])
        #expect(r.status == 1)
        #expect(r.stdout.contains("38 errors, 40 warnings"), "\(r.stdout)")
    }

    @Test func theKeyMapOptionWinsOverTheConfigurationFile() {
        let dir = makeTempDirectory()
        let map = write(#"{"keyMap": {"comgate_pan_label": "panLabel"}}"#, "map.json", in: dir)
        let r = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--languages", "cs", "--key-map", map, Self.app])
        #expect(r.status == 1)
        #expect(r.stderr.contains("note: --key-map \(map) is used; \(Self.app)/payspec-l10n.json is not read"), "\(r.stderr)")
        // Only panLabel is mapped: the 18 other SDK keys are missing in cs, and in the base too.
        #expect(!r.stdout.contains(#"missing key "panLabel""#), "\(r.stdout)")
        #expect(r.stdout.contains(#"missing key "cvvHint""#), "\(r.stdout)")
    }

    @Test(
        "a bad map is an error at its file, line and column, exit 2",
        arguments: [
            ("{\"keyMap\": {\"a\": }}", "1:18", "expected"),
            ("[]", "1:1", "expected a JSON object with \"keyMap\""),
            ("{\"keys\": {}}", "1:2", "unknown setting \"keys\"; expected \"keyMap\""),
            ("{\"keyMap\": []}", "1:12", "expected an object of app key -> SDK key"),
            ("{\"keyMap\": {\n  \"comgate_pan\": 1}}", "2:18", "expected the SDK's key as a string for app key \"comgate_pan\""),
            ("{\"keyMap\": {\n  \"comgate_pan\": \"panLable\"}}", "2:18", "\"panLable\" is not a key of the spec"),
            (
                "{\"keyMap\": {\n  \"a_pan\": \"panLabel\",\n  \"b_pan\": \"panLabel\"}}", "3:3",
                "\"panLabel\" is mapped from \"a_pan\" already"
            ),
        ])
    func badMap(_ text: String, _ place: String, _ message: String) {
        let dir = makeTempDirectory()
        let map = write(text, "map.json", in: dir)
        let r = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--key-map", map, Self.res])
        #expect(r.status == 2, "\(r)")
        #expect(r.stderr.contains("\(map):\(place): error: "), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func aBadConfigurationFileIsAnErrorToo() {
        let app = copyFixture("android-app")
        write("{\"keyMap\": {\"x\": \"notAKey\"}}", "payspec-l10n.json", in: app)
        let r = runCLI(["l10n", "check", "--spec-dir", specDirectory, app])
        #expect(r.status == 2)
        #expect(r.stderr.contains("\(app)/payspec-l10n.json:1:18: error: \"notAKey\" is not a key of the spec"), "\(r.stderr)")
    }

    @Test func aMissingMapFileIsAnError() {
        let r = runCLI(["l10n", "check", "--key-map", "/nonexistent/map.json", Self.res])
        #expect(r.status == 2)
        #expect(r.stderr.contains("/nonexistent/map.json"), "\(r.stderr)")
    }
}

/// Android's own ways of saying a string needs no translation.
@Suite struct AndroidHabitTests {
    @Test func translatableFalseAndToolsIgnoreAreNeverMissing() {
        // Against its own base, keys as the app names them: app_name is translatable="false",
        // promo_banner carries tools:ignore="MissingTranslation"; neither is missing in cs or de,
        // order_button is missing in de.
        let report = checkPaths([KeyMapTests.app], profile: .generic(base: "en"))
        #expect(
            summary(report) == [
                "missing-key cs comgate_cvv_hint android-app/app/src/main/res/values-cs/strings.xml",
                "untranslated de comgate_pay_button_text android-app/app/src/main/res/values-de/strings.xml:16:5",
                "missing-key de order_button android-app/app/src/main/res/values-de/strings.xml",
            ], "\(summary(report))")
        #expect(report.matrix.cell("cs", "promo_banner") == .fallback)
        #expect(!report.matrix.keys.contains("app_name"))
    }

    @Test func toolsIgnoreOnResourcesLetsEveryKeyFallBack() {
        let dir = makeTempDirectory()
        write(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">
                <string name="title">Checkout</string>
                <string name="pay">Pay</string>
            </resources>
            """, "res/values/strings.xml", in: dir)
        write("<resources><string name=\"title\">Pokladna</string></resources>", "res/values-cs/strings.xml", in: dir)
        let report = checkPaths([dir], profile: .generic(base: "en"))
        #expect(report.findings.isEmpty, "\(summary(report))")
        #expect(report.matrix.cell("cs", "pay") == .fallback)
    }
}

/// Accepted findings, as Android Lint's baseline keeps them.
@Suite struct BaselineTests {
    func check(_ extra: [String], _ app: String) -> (status: Int32, stdout: String, stderr: String) {
        runCLI(["l10n", "check", "--spec-dir", specDirectory, "--languages", "cs,de"] + extra + [app])
    }

    @Test func aWrittenBaselineIsCanonicalAndSilencesWhatItRecorded() throws {
        let app = copyFixture("android-app")
        let baseline = app + "/../l10n-baseline.txt"
        let written = check(["--write-baseline", baseline], app)
        #expect(written.status == 0, "\(written)")
        #expect(written.stderr.contains("accepted findings"), "\(written.stderr)")
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text == FindingBaseline.header + "\nmissing-key\tcs\tcvvHint\nuntranslated\tde\tpayButtonText\n")
        let again = check(["--baseline", baseline], app)
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout.contains("no findings"), "\(again.stdout)")
        // Writing again refuses to replace the file unless --force.
        let refused = check(["--write-baseline", baseline], app)
        #expect(refused.status == 2 && refused.stderr.contains("pass --force"), "\(refused)")
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == text)
        #expect(check(["--write-baseline", baseline, "--force"], app).status == 0)
        #expect(check(["--baseline", baseline, "--write-baseline", baseline + "2"], app).status == 2)
    }

    @Test func aRecordThatMatchesNothingIsStale() throws {
        let dir = makeTempDirectory()
        let baseline = write(
            FindingBaseline.header + "\nmissing-key\tcs\tcvvHint\nmissing-key\tde\tpanLabel\n", "baseline.txt", in: dir)
        let r = check(["--baseline", baseline, "--fail-on", "warning"], KeyMapTests.app)
        #expect(r.status == 1, "\(r)")
        #expect(!r.stdout.contains("cvvHint"), "\(r.stdout)")
        #expect(
            r.stdout.contains("\(baseline):3:1: warning: panLabel: baseline record missing-key de panLabel matched no finding; remove it"),
            "\(r.stdout)")
        #expect(r.stdout.contains("[stale-baseline]"))
        // A stale record is a warning: the default --fail-on error passes once the error is accepted.
        #expect(check(["--baseline", baseline], KeyMapTests.app).status == 0)
    }

    @Test(
        "a bad baseline is an error at its line and column, exit 2",
        arguments: [
            ("missing-key\tcs\n", "1:1", "expected three tab-separated fields"),
            ("# c\nno-such-check\tcs\tk\n", "2:1", "no check 'no-such-check'"),
            ("missing-key\t\tk\n", "1:13", "expected a language"),
            ("missing-key\tcs\tk\\q\n", "1:17", "unknown escape"),
            ("missing-key\tcs\tk\nmissing-key\tcs\tk\n", "2:1", "the same record as line 1"),
        ])
    func badBaseline(_ text: String, _ place: String, _ message: String) {
        let dir = makeTempDirectory()
        let file = write(text, "baseline.txt", in: dir)
        let r = check(["--baseline", file], KeyMapTests.app)
        #expect(r.status == 2, "\(r)")
        #expect(r.stderr.contains("\(file):\(place): error: \(message)"), "\(r.stderr)")
    }

    @Test func keysWithTabsAndBackslashesSurviveTheFile() throws {
        let finding = L10nFinding(.missingKey, language: "de", key: "a\tb\\c\nd", "m")
        let text = FindingBaseline.text(of: [finding])
        #expect(text.hasSuffix("missing-key\tde\ta\\tb\\\\c\\nd\n"))
        let read = try FindingBaseline.read(Array(text.utf8), file: "b.txt")
        #expect(read.records.keys.first == FindingBaseline.record(of: finding))
    }
}
