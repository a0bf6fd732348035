import Foundation
import PaySpecJSON
import PaySpecL10n
import PaySpecReport
import Testing

/// What the big-catalog paths must not change: a report without a case per clean key reads the
/// same in every format that shows only findings, and the keys merged into per-key slots give
/// the findings (duplicates, later plurals, extra and repeated keys, multi-file languages) the
/// dictionary merge gave.
@Suite struct ScaleReportTests {
    /// Three languages with findings of several kinds, one clean language, one file each.
    func plantedCatalog() -> String {
        let directory = makeTempDirectory()
        write(#"{"pay": "Pay %@", "cancel": "Cancel", "done": "Done", "back": "Back"}"#, "en.json", in: directory)
        write(#"{"pay": "Bezahlen %@", "cancel": "Abbrechen", "done": "Fertig", "back": "Zurück"}"#, "de.json", in: directory)
        write(#"{"pay": "Payer", "cancel": "Cancel", "done": "Terminé", "back": "Retour", "old": "Vieux"}"#, "fr.json", in: directory)
        write(#"{"pay": "Pagar %@", "done": "Hecho", "back": "Atrás"}"#, "es.json", in: directory)
        return directory
    }

    @Test("only the keys with findings as cases: text, Markdown, HTML, SARIF, GitHub unchanged")
    func findingCasesOnlyRenderTheSame() throws {
        let report = checkPaths([plantedCatalog()], profile: .generic(base: "en"))
        #expect(Set(report.findings.map(\.check)) == [.placeholderMismatch, .untranslated, .extraKey, .missingKey])
        let every = report.findingsReport(threshold: .error, toolVersion: "test")
        let lean = report.findingsReport(threshold: .error, toolVersion: "test", passingCases: false, data: false)
        #expect(every.suites.flatMap(\.cases).count > lean.suites.flatMap(\.cases).count)
        #expect(lean.suites.flatMap(\.cases).allSatisfy { !$0.findings.isEmpty })
        #expect(lean.data.isEmpty && !every.data.isEmpty)
        for format in [ReportFormat.text, .markdown, .html, .sarif, .github] {
            #expect(format.render(lean) == format.render(every), "\(format)")
        }
        #expect(ReportFormat.text.render(lean, verbosity: .quiet) == ReportFormat.text.render(every, verbosity: .quiet))
    }

    @Test("JSON and JUnit from the CLI still list every key of every language")
    func machineFormatsKeepEveryCase() throws {
        let directory = plantedCatalog()
        let json = runCLI(["l10n", "check", "--base", "en", "--format", "json", "--fail-on", "never", directory])
        #expect(json.status == 0, "\(json.stderr)")
        let root = try JSONParser.parseValue(Array(json.stdout.utf8))
        // 4 languages x 4 keys, plus fr's extra key and es's missing key already among them.
        #expect(root["report"]?["counts"]?["tests"] == .integer(17))
        let de = root["languages"]?.arrayValue?.first { $0["code"] == .string("de") }
        #expect(de?["cells"]?["back"] == .string("ok"))
        let junit = runCLI(["l10n", "check", "--base", "en", "--format", "junit", "--fail-on", "never", directory])
        #expect(junit.stdout.contains(#"<testcase classname="l10n.de" name="back""#))
        #expect(junit.stdout.contains(#"tests="17""#))
        let text = runCLI(["l10n", "check", "--verbose", "--base", "en", "--fail-on", "never", directory])
        #expect(text.stdout.contains("passed  back"))
    }

    @Test("a language over several files: first file wins, later plurals fill in, duplicates only within a file")
    func multiFileLanguage() throws {
        let report = checkProject(
            [
                (
                    """
                    <resources><string name="pay">Pay</string><plurals name="items"><item quantity="one">%d item</item>\
                    <item quantity="other">%d items</item></plurals><string name="done">Done</string></resources>
                    """, "res/values/strings.xml"
                ),
                (
                    """
                    <resources><string name="pay">Bezahlen</string><string name="pay">Zahlen</string>\
                    <string name="items">%d Dinge</string></resources>
                    """, "res/values-de/strings.xml"
                ),
                (
                    """
                    <resources><string name="pay">Nochmal</string><plurals name="items"><item quantity="one">%d Ding</item>\
                    <item quantity="other">%d Dinge</item></plurals><string name="extra">Mehr</string></resources>
                    """, "res/values-de/strings_more.xml"
                ),
            ], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        let de = report.findings.filter { $0.language == "de" }
        // One duplicate (same file), not two: the third "pay" is in another file.
        #expect(de.filter { $0.check == .duplicateKey }.map(\.key) == ["pay"])
        #expect(de.first { $0.check == .duplicateKey }?.file?.hasSuffix("values-de/strings.xml") == true)
        #expect(de.filter { $0.check == .extraKey }.map(\.key) == ["extra"])
        // The plural variants came from the later file: no plural finding, the key is clean.
        #expect(!de.contains { $0.check == .pluralMissing })
        #expect(report.matrix.cell("de", "items") == .ok)
        // Spread over two files, a missing key names neither.
        let missing = try #require(de.first { $0.check == .missingKey })
        #expect(missing.key == "done" && missing.file == nil)
    }

    @Test("a missing key in a one-file language names that file")
    func missingKeyNamesTheLanguagesFile() throws {
        let directory = makeTempDirectory()
        write(#"{"pay": "Pay", "done": "Done"}"#, "en.json", in: directory)
        let de = write(#"{"pay": "Bezahlen"}"#, "de.json", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        let missing = try #require(report.findings.first { $0.check == .missingKey })
        #expect(missing.key == "done" && missing.file == de)
    }

    @Test("a key the profile lists twice is judged in both columns")
    func repeatedExpectedKey() {
        let directory = makeTempDirectory()
        write(#"{"pay": "Pay", "done": "Done"}"#, "en.json", in: directory)
        write(#"{"pay": "Bezahlen"}"#, "de.json", in: directory)
        var profile = CheckProfile.generic(base: "en")
        profile.expectedKeys = ["pay", "done", "pay"]
        let report = checkPaths([directory], profile: profile)
        #expect(report.matrix.cells["de"] == [.ok, .missing, .ok])
        #expect(report.findings.filter { $0.language == "de" }.map(\.check) == [.missingKey])
    }

    // `checkPaths` checks both ways and expects the same report: each case below takes a
    // different road through the early checks.

    @Test("a language read early with planted findings, beside a regional catalog falling back to it")
    func earlyLanguageWithRegionalFallback() throws {
        let report = checkProject(
            [
                (
                    "<resources><string name=\"pay\">Pay %s</string><string name=\"done\">Done</string></resources>",
                    "res/values/strings.xml"
                ),
                (
                    "<resources><string name=\"pay\">Bezahlen</string><string name=\"done\">Done</string><string name=\"old\">Alt</string></resources>",
                    "res/values-de/strings.xml"
                ),
                ("<resources><string name=\"pay\">Zahlen %s</string></resources>", "res/values-de-rAT/strings.xml"),
            ], profile: .generic(base: "en"))
        #expect(
            Set(report.findings.map { "\($0.language) \($0.check.rawValue)" }) == [
                "de placeholder-mismatch", "de untranslated", "de extra-key",
            ])
        #expect(report.matrix.cells["de-AT"] == [.fallback, .ok])
    }

    @Test("a later file with the same language as an early one: everything is read again")
    func sameLanguageInAnotherFileIsReadAgain() throws {
        let report = checkProject(
            [
                (#"{"pay": "Pay", "done": "Done"}"#, "en.json"),
                (#"{"pay": "Bezahlen"}"#, "de.json"),
                ("key,de\ndone,Fertig\npay,Zahlen\n", "more.csv"),
            ], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        #expect(report.matrix.cells["de"] == [.ok, .ok])
        #expect(report.findings.isEmpty, "\(report.findings)")
    }

    @Test("a key another language's file marks untranslatable is no key, nor an extra")
    func untranslatableInALanguageFile() throws {
        let report = checkProject(
            [
                (
                    "<resources><string name=\"pay\">Pay</string><string name=\"brand\">PaySpec</string></resources>",
                    "res/values/strings.xml"
                ),
                (
                    "<resources><string name=\"pay\">Bezahlen</string><string name=\"brand\">PaySpec</string></resources>",
                    "res/values-de/strings.xml"
                ),
                (
                    "<resources><string name=\"pay\">Payer</string><string name=\"brand\" translatable=\"false\">PaySpec</string></resources>",
                    "res/values-fr/strings.xml"
                ),
            ], profile: .generic(base: "en"))
        #expect(report.matrix.keys == ["pay"])
        #expect(report.findings.isEmpty, "\(report.findings)")
    }

    @Test("the spec's keys: languages read early against them, a missing language still reported")
    func specProfileEarlyLanguages() throws {
        let directory = makeTempDirectory()
        var table = specTable()
        table.languages = ["en", "de", "fr"]
        for file in PlatformExport.android.files(table) { write(file.text, file.path, in: directory) }
        let report = checkPaths([directory], profile: specProfile)
        #expect(report.matrix.completion("de") == 100 && report.matrix.completion("fr") == 100)
        #expect(report.findings.contains { $0.check == .missingLanguage && $0.language == "cs" })
    }

    func xliff(_ language: String, _ units: [(id: String, source: String, target: String)]) -> String {
        let body = units.map { "<trans-unit id=\"\($0.id)\"><source>\($0.source)</source><target>\($0.target)</target></trans-unit>" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="L.strings" source-language="en" target-language="\(language)" datatype="plaintext"><body>
            \(body.joined(separator: "\n"))
            </body></file></xliff>
            """
    }

    @Test("XLIFF without a base file: the first file's source texts are the base; a file whose sources differ is kept whole")
    func xliffFolderSourcesAsBase() throws {
        let report = checkProject(
            [
                (xliff("cs", [("pay", "Pay %@", "Zaplatit %@"), ("done", "Done", "Hotovo")]), "cs.xliff"),
                (xliff("de", [("pay", "Pay %@", "Bezahlen"), ("done", "Done", "Done")]), "de.xliff"),
                // A source text of its own: whichever file comes first decides the base text.
                (
                    xliff("fr", [("pay", "Pay now %@", "Payer %@"), ("done", "Done", "Terminé"), ("more", "More", "Plus")]), "fr.xliff"
                ),
            ], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        #expect(report.matrix.keys == ["done", "more", "pay"])
        #expect(report.matrix.cells["en"] == [.ok, .ok, .ok])
        #expect(report.findings.contains { $0.language == "de" && $0.check == .placeholderMismatch })
        #expect(report.findings.contains { $0.language == "cs" && $0.check == .missingKey && $0.key == "more" })
    }
}
