import Foundation
import Testing

@testable import PaySpecL10n

/// Each excused class beside a true finding of the same check: a valid ISO 639 code the kit
/// has no data for, a region part that is none, a JSON file that is no catalog, a file's own
/// Plural-Forms, a word-ending argument, the space flag on `%s`, written escape sequences.
@Suite struct UnlistedLanguageAndArgumentTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a valid ISO 639-2/3 code is read as its language, with a note naming the data the kit lacks")
    func unlistedLanguageCodes() {
        #expect(LanguageCodes.fromPath("locales/kaa.json") == "kaa")
        #expect(GettextParser.language(fromPath: "po/ltg.po") == "ltg")
        // A folder or a file-name suffix spelled like a code may be anything.
        #expect(LanguageCodes.fromPath("bin/strings.json") == nil)
        #expect(LanguageCodes.fromPath("locales/app.json") == nil)
        let gettext = makeTempDirectory("unlistedGettext")
        write(
            "msgid \"\"\nmsgstr \"\"\n\nmsgid \"_Open\"\nmsgstr \"Atkluot\"\n\nmsgid \"Save\"\nmsgstr \"Saglobuot\"\n", "po/ltg.po",
            in: gettext)
        let po = checkPaths([gettext], profile: base)
        #expect(po.parseErrors.isEmpty, "\(po.parseErrors)")
        #expect(po.matrix.languages.contains("ltg"))
        // The true findings of the newly read file stand.
        #expect(findings(po, .mnemonic).map(\.language) == ["ltg"], "\(po.findings.map(\.message))")
        #expect(findings(po, .unknownLanguage).filter { $0.language == "ltg" && $0.severity == .note }.count == 1)
        let report = checkProject(
            [
                ("{\"pay\": \"Pay\", \"close\": \"Close\"}", "locales/en.json"),
                ("{\"pay\": \"Tólew\", \"close\": \"\"}", "locales/kaa.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.languages.contains("kaa"))
        #expect(findings(report, .emptyValue).map(\.language) == ["kaa"])
        let notes = findings(report, .unknownLanguage)
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(notes.filter { $0.language == "kaa" }.count == 1)
        #expect(notes.contains { $0.language == "kaa" && $0.message.contains("data for it") }, "\(notes.map(\.message))")
    }

    @Test("a region part that is no region (kab-KAB) is read as the language, with a note")
    func invalidRegion() {
        #expect(LanguageCodes.languageOfInvalidRegion("kab-KAB") == "kab")
        #expect(LanguageCodes.languageOfInvalidRegion("de-DE") == nil)
        #expect(LanguageCodes.languageOfInvalidRegion("zh-Hant") == nil)
        let report = checkProject(
            [
                ("{\"pay\": \"Pay\"}", "locales/en.json"),
                ("{\"pay\": \"Xelleṣ \"}", "locales/kab-KAB.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.languages == ["en", "kab"])
        #expect(findings(report, .whitespace).map(\.language) == ["kab"])
        #expect(findings(report, .unknownLanguage).contains { $0.severity == .note && $0.message.contains("\"KAB\"") })
    }

    @Test("a JSON file named no language beside per-language catalogs: skipped unless it holds the base's keys")
    func jsonThatIsNoCatalog() {
        let report = checkProject(
            [
                ("{\"pay\": \"Pay\", \"close\": \"Close\"}", "locales/en.json"),
                ("{\"pay\": \"Bezahlen\", \"close\": \"Schließen\"}", "locales/de.json"),
                ("{\"en\": 100, \"de\": 98}", "locales/percentages.json"),
                ("{\"en\": \"English\", \"de\": \"Deutsch\"}", "locales/index.json"),
                // A catalog whose name lacks its language: the base's keys as texts.
                ("{\"pay\": \"Payer\", \"close\": \"Fermer\"}", "locales/strings.json"),
            ], profile: base)
        #expect(report.skippedNonCatalogs.map { ($0 as NSString).lastPathComponent } == ["index.json", "percentages.json"])
        #expect(report.parseErrors.map { ($0.file as NSString).lastPathComponent } == ["strings.json"])
        #expect(report.parseErrors.first?.message.contains("expected the language in the file or folder name") == true)
    }

    @Test("a JSON catalog named by a code of no language, among catalogs named by languages, is read as that code's")
    func jsonNamedByNoLanguage() {
        let report = checkProject(
            [
                ("{\"pay\": \"Pay\", \"close\": \"Close\"}", "strings/en.json"),
                ("{\"pay\": \"Bezahlen\", \"close\": \"Schließen\"}", "strings/de.json"),
                ("{\"pay\": \"Payer\", \"close\": \"Fermer\"}", "strings/fr.json"),
                // Jellyfin's "Pirate": the app reads it beside the others.
                ("{\"pay\": \"Pay ye doubloons\", \"close\": \" Batten down\"}", "strings/pr.json"),
                // Settings so named share no key with the catalogs: data, skipped.
                ("{\"host\": \"example.org\"}", "strings/api.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors.map(\.diagnostic))")
        #expect(report.matrix.languages.contains("pr") && !report.matrix.languages.contains("api"), "\(report.matrix.languages)")
        #expect(findings(report, .unknownLanguage).contains { $0.language == "pr" && $0.severity == .note })
        #expect(findings(report, .whitespace).map(\.language) == ["pr"], "the catalog's texts are checked")
        #expect(report.skippedNonCatalogs.map { ($0 as NSString).lastPathComponent } == ["api.json"])
    }

    @Test("beside Apple catalogs, Xcode's asset and icon folders are not read, and other JSON that is no catalog is skipped with a note")
    func appleAssetsBesideCatalogs() {
        let report = checkProject(
            [
                (CatalogText.strings([("pay", "Pay")]), "Assets/en.lproj/Localizable.strings"),
                (CatalogText.strings([("pay", "Bezahlen")]), "Assets/de.lproj/Localizable.strings"),
                ("{\"images\": [], \"info\": {\"author\": \"xcode\", \"version\": 1}}", "Assets/Assets.xcassets/Contents.json"),
                ("{\"info\": {\"author\": \"xcode\"}}", "Assets/Assets.xcassets/AppIcon.appiconset/Contents.json"),
                ("{\"groups\": [], \"fill\": \"automatic\"}", "Assets/AppIcon.icon/icon.json"),
                ("{\"apiHost\": \"example.org\", \"retries\": 3}", "Assets/config.json"),
                // Data the app reads, whatever its shape: a sound list, a theme with a trailing comma.
                ("title,file\nChime,chime.caf\n", "Assets/Sounds/Sounds.csv"),
                ("{\"tint\": \"#fff\",\n}", "Assets/Theming/Branding.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors.map(\.diagnostic))")
        #expect(
            report.skippedNonCatalogs.map { ($0 as NSString).lastPathComponent }.sorted() == ["Branding.json", "Sounds.csv", "config.json"])
        #expect(report.files.count == 2, "\(report.files)")
    }

    @Test("plural-missing follows the file's Plural-Forms; a form the file requires and leaves empty stays a finding")
    func pluralFormsOfTheFile() {
        let header = "msgid \"\"\nmsgstr \"Language: he\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
        let po =
            header
            + "msgid \"%d file\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"קובץ %d\"\nmsgstr[1] \"%d קבצים\"\n\n"
            + "msgid \"%d match\"\nmsgid_plural \"%d matches\"\nmsgstr[0] \"התאמה %d\"\nmsgstr[1] \"\"\n"
        let report = checkProject(
            [
                (po, "po/he.po")
            ], profile: base)
        let missing = findings(report, .pluralMissing)
        #expect(missing.map(\.key) == ["%d match"], "\(missing.map(\.message))")
        let he = PluralFormsExpression.header("nplurals=2; plural=(n != 1);")!
        #expect(PluralRules.gettextCategorySets("he", count: 2, expression: he.expression) == [["one"], ["other", "two"]])
    }

    @Test("a last argument glued to a word as its ending may be left out; an argument with content may not")
    func wordEndingArgument() {
        let report = checkProject(
            [
                (
                    "\"%lld file%@\" = \"%lld file%@\";\n\"%@ sent %lld file%@\" = \"%@ sent %lld file%@\";\n\"Hello %@\" = \"Hello %@\";\n"
                        + "\"%@ of %@\" = \"%@ of %@\";\n",
                    "en.lproj/Localizable.strings"
                ),
                (
                    "\"%lld file%@\" = \"파일 %lld개\";\n\"%@ sent %lld file%@\" = \"%@님이 파일 %lld개를 보냄\";\n\"Hello %@\" = \"안녕하세요\";\n"
                        + "\"%@ of %@\" = \"%@\";\n",
                    "ko.lproj/Localizable.strings"
                ),
            ], profile: base)
        #expect(Set(findings(report, .placeholderMismatch).compactMap(\.key)) == ["Hello %@", "%@ of %@"])
    }

    @Test("the space flag on %s is %s; a dropped %s is still a finding")
    func spaceFlagOnString() {
        #expect(PlaceholderScanner.scan("το \"% s\" ως επέκταση").printf.map(\.conversion) == ["s"])
        #expect(PlaceholderScanner.scan("100 % sicher").printf.isEmpty)
        let directory = makeTempDirectory()
        let po = """
            msgid "Use the \\"%s\\" extension."
            msgstr "Χρησιμοποιήστε την επέκταση \\"% s\\"."

            msgid "Cannot open \\"%s\\"."
            msgstr "Δεν ανοίγει."

            """
        write(po, "po/el.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(findings(report, .placeholderMismatch).compactMap(\.key) == ["Cannot open \"%s\"."])
    }

    @Test("a written escape sequence is no letter of the text; Latin look-alikes still are")
    func writtenEscapes() {
        #expect(TextMasking.prose("Пакет\\nЗапит") == "Пакет Запит")
        #expect(TextMasking.prose("a\\u2026b") == "a b")
        let report = checkProject(
            [
                (
                    "<resources><string name=\"labels\">\\\\nRequest\\\\nPackage</string><string name=\"save\">Save file</string></resources>",
                    "res/values/strings.xml"
                ),
                (
                    "<resources><string name=\"labels\">\\\\nЗапит\\\\nПакет</string><string name=\"save\">Зберегти фaйл</string></resources>",
                    "res/values-uk/strings.xml"
                ),
            ], profile: base)
        #expect(findings(report, .wrongScript).compactMap(\.key) == ["save"], "\(report.findings.map(\.message))")
    }

    @Test("an accelerator inside a word (F_ile) is one; an identifier or a text of several underscores is none")
    func acceleratorInsideWord() {
        #expect(Mnemonic.marker(in: "Open Selected F_ile") == "_")
        #expect(Mnemonic.marker(in: "Conte_xt Action") == "_")
        #expect(Mnemonic.marker(in: "Rename file_name") == nil)
        #expect(Mnemonic.marker(in: "Set MAX_SIZE") == nil)
        #expect(Mnemonic.marker(in: "Sa_ve F_ile") == nil)
        let directory = makeTempDirectory()
        let po = """
            msgid "Open Selected F_ile"
            msgstr "Открыть выбранный файл"

            msgid "Sa_ve"
            msgstr "Со_хранить"

            msgid "Use file_name"
            msgstr "Использовать file_name"

            """
        write(po, "po/ru.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(findings(report, .mnemonic).compactMap(\.key) == ["Open Selected F_ile"])
    }
}
