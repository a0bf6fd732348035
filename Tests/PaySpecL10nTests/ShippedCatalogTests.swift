import Foundation
import Testing

@testable import PaySpecL10n

/// What the app ships, judged against the base it really has: a legacy table a String Catalog
/// superseded is not read, a base table whose text is in the code is one note, an Android
/// settings file no translator receives is no text, the accelerator marker is the catalog's own,
/// and a file named as gettext names a locale names its language. Each fixture keeps a true
/// finding beside the class it excuses.
@Suite struct ShippedCatalogTests {
    let base = CheckProfile.generic(base: "en")

    static func stringCatalog(_ texts: [String: [String: String]]) -> String {
        let strings = texts.keys.sorted().map { key in
            let localizations = texts[key]!.keys.sorted().map { language in
                "\"\(language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(texts[key]![language]!)\"}}"
            }
            return "\"\(key)\": {\"localizations\": {\(localizations.joined(separator: ", "))}}"
        }
        return "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ", "))}, \"version\": \"1.0\"}"
    }

    @Test("a .strings or .stringsdict table beside a String Catalog of its name is not read; other tables are")
    func supersededLegacyTables() {
        let directory = makeTempDirectory()
        write(Self.stringCatalog(["pay": ["en": "Pay", "de": "Bezahlen"]]), "App/Resources/Localizable.xcstrings", in: directory)
        // Left behind by the migration: a duplicate key, a key the catalog no longer has, a language it lacks.
        write(
            "\"pay\" = \"Zahlen\";\n\"pay\" = \"Bezahlen\";\n\"old\" = \"Alt\";\n", "App/Resources/de.lproj/Localizable.strings",
            in: directory)
        write("\"pay\" = \"Betalen\";\n", "App/Resources/nl.lproj/Localizable.strings", in: directory)
        write(
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict></dict></plist>", "App/Resources/de.lproj/Localizable.stringsdict",
            in: directory)
        // Another table of the same folder, and the same table in another target's folder: both shipped.
        write("\"title\" = \"Files\";\n\"close\" = \"Close\";\n", "App/Resources/en.lproj/Files.strings", in: directory)
        write("\"title\" = \"Dateien\";\n", "App/Resources/de.lproj/Files.strings", in: directory)
        write("\"share\" = \"Share\";\n", "App/Extension/en.lproj/Localizable.strings", in: directory)
        write("\"share\" = \"\";\n", "App/Extension/de.lproj/Localizable.strings", in: directory)
        let report = L10nChecker.check(paths: [directory], profile: base, baseLanguage: "en")
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.supersededTables.map(\.catalog) == [directory + "/App/Resources/Localizable.xcstrings"])
        #expect(
            report.supersededTables.first?.files == [
                directory + "/App/Resources/de.lproj/Localizable.strings", directory + "/App/Resources/de.lproj/Localizable.stringsdict",
                directory + "/App/Resources/nl.lproj/Localizable.strings",
            ])
        #expect(!report.files.contains { $0.hasSuffix("Resources/de.lproj/Localizable.strings") })
        #expect(findings(report, .duplicateKey).isEmpty, "\(report.findings.map(\.message))")
        #expect(!report.matrix.languages.contains("nl"))
        // The true findings of the tables the app ships stay.
        #expect(findings(report, .missingKey).map(\.key) == ["close"])
        #expect(findings(report, .emptyValue).map(\.key) == ["share"])
        let cli = runCLI(["l10n", "check", "--base", "en", directory])
        #expect(cli.stderr.contains("Localizable.xcstrings supersedes 3 legacy files of its table"), "\(cli.stderr)")
        #expect(cli.stderr.contains("not shipped"))
        // A table named as a file path, with no catalog beside its folder, is read.
        #expect(SupersededTables.catalog(superseding: "R/de.lproj/T.strings") == "R/T.xcstrings")
        #expect(SupersededTables.catalog(superseding: "de.lproj/T.stringsdict") == "T.xcstrings")
        #expect(SupersededTables.catalog(superseding: "R/de/T.strings") == nil)
    }

    @Test("an empty base table whose translations all have keys is one note, not an extra key each; a real base keeps its extras")
    func baseTableWithoutText() throws {
        let directory = makeTempDirectory()
        // The development-language text is passed in code (NSLocalizedString's value:).
        write("\n", "Lib/en.lproj/Localizable.strings", in: directory)
        write("\"Add Database\" = \"Datenbank hinzufügen\";\n\"Lock\" = \"Sperren\";\n", "Lib/de.lproj/Localizable.strings", in: directory)
        write("\"Add Database\" = \"Ajouter une base\";\n\"Lock\" = \"Verrouiller\";\n", "Lib/fr.lproj/Localizable.strings", in: directory)
        // A table with its base text: a key no base has is extra, as before.
        write("\"retry\" = \"Retry\";\n", "Lib/en.lproj/Errors.strings", in: directory)
        write("\"retry\" = \"Wiederholen\";\n\"gone\" = \"Weg\";\n", "Lib/de.lproj/Errors.strings", in: directory)
        write("\"retry\" = \"Réessayer\";\n", "Lib/fr.lproj/Errors.strings", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(findings(report, .extraKey).map(\.key) == ["gone"], "\(report.findings.map(\.message))")
        let table = try #require(report.tablesWithoutBaseText.first)
        #expect(report.tablesWithoutBaseText.count == 1)
        #expect(table.file.hasSuffix("Lib/en.lproj/Localizable.strings"))
        #expect(table.languages == ["de", "fr"])
        #expect(table.keys == 2)
        // Never silently green: the run says which checks it skipped for which languages.
        var copy = report
        let skipped = SkippedChecks.apply(to: &copy, baseLanguage: "en")
        let note = try #require(skipped.first { $0.withoutBaseText })
        #expect(note.checks.contains(.extraKey))
        #expect(note.languages == ["de", "fr"])
        #expect(note.sentence.contains("the development-language text is probably in the code"))
        #expect(copy.findings == report.findings)
        let cli = runCLI(["l10n", "check", "--base", "en", directory])
        #expect(cli.stderr.contains("is a base table without its text"), "\(cli.stderr)")
    }

    @Test("a base table with a tenth or less of every translation's keys is one note; a base with more keeps its extras")
    func baseTableFarSmaller() {
        let directory = makeTempDirectory()
        let keys = (1...12).map { "key\($0)" }
        write("\"key1\" = \"One\";\n", "Lib/en.lproj/Localizable.strings", in: directory)
        write(keys.map { "\"\($0)\" = \"Eins \($0)\";" }.joined(separator: "\n"), "Lib/de.lproj/Localizable.strings", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(findings(report, .extraKey).isEmpty, "\(report.findings.map(\.message))")
        #expect(report.tablesWithoutBaseText.map(\.baseEntries) == [1])
        // Two base keys against twelve: the base table is the app's, and the ten others are extra.
        let other = makeTempDirectory()
        write("\"key1\" = \"One\";\n\"key2\" = \"Two\";\n", "Lib/en.lproj/Localizable.strings", in: other)
        write(keys.map { "\"\($0)\" = \"Eins \($0)\";" }.joined(separator: "\n"), "Lib/de.lproj/Localizable.strings", in: other)
        let kept = checkPaths([other], profile: base)
        #expect(findings(kept, .extraKey).count == 10)
        #expect(kept.tablesWithoutBaseText.isEmpty)
    }

    @Test("against the spec, a key outside it is extra whatever the base table holds")
    func specKeysStayExtra() {
        let directory = makeTempDirectory()
        write("\n", "App/en.lproj/Localizable.strings", in: directory)
        write("\"notInTheSpec\" = \"Nicht in der Spezifikation\";\n", "App/de.lproj/Localizable.strings", in: directory)
        let report = L10nChecker.check(paths: [directory], profile: specProfile, baseLanguage: "en")
        #expect(findings(report, .extraKey).compactMap(\.key) == ["notInTheSpec"])
        #expect(report.tablesWithoutBaseText.isEmpty)
    }

    @Test("per-language JSON keys neither the base nor anything else has stay extra")
    func jsonExtraKeysStay() {
        let report = checkProject(
            [
                (#"{"pay": "Pay", "close": "Close"}"#, "src/lang/en.json"),
                (#"{"pay": "Bezahlen", "close": "Schließen", "oldFeature": "Alte Funktion"}"#, "src/lang/de.json"),
            ], profile: base)
        #expect(findings(report, .extraKey).map(\.key) == ["oldFeature"])
        #expect(report.tablesWithoutBaseText.isEmpty)
    }

    @Test("an Android settings file of values/ that no language folder has is not text; strings files stay checked")
    func androidSettingsFile() {
        let directory = makeTempDirectory()
        let setup = """
            <resources>
                <bool name="is_beta">false</bool>
                <string name="app_name">Files</string>
                <string name="proxy_host"></string>
                <integer name="proxy_port">-1</integer>
            </resources>
            """
        write(setup, "res/values/setup.xml", in: directory)
        write(
            "<resources><string name=\"pay\">Pay</string><string name=\"cancel\">Cancel</string></resources>", "res/values/strings.xml",
            in: directory)
        // New strings not sent yet: its key missing in German is a real gap.
        write("<resources><string name=\"upload\">Upload</string></resources>", "res/values/strings_upload.xml", in: directory)
        write(
            "<resources><string name=\"pay\">Bezahlen</string><string name=\"cancel\"></string></resources>", "res/values-de/strings.xml",
            in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(findings(report, .emptyValue).map(\.language) == ["de"], "\(report.findings.map(\.message))")
        #expect(findings(report, .emptyValue).map(\.key) == ["cancel"])
        #expect(findings(report, .missingKey).map(\.key) == ["upload"])
        // A settings file a language folder has too is sent to translators: checked.
        write(
            "<resources><bool name=\"is_beta\">false</bool><string name=\"app_name\">Dateien</string></resources>",
            "res/values-de/setup.xml", in: directory)
        let translated = checkPaths([directory], profile: base)
        #expect(findings(translated, .emptyValue).compactMap(\.key).sorted() == ["cancel", "proxy_host"])
        #expect(findings(translated, .missingKey).compactMap(\.key).sorted() == ["proxy_host", "upload"])
    }

    @Test("catalogs reported whole as English fallbacks are no evidence of a name; translators keeping a name still are")
    func wholeCatalogsAreNoEvidence() throws {
        let directory = makeTempDirectory()
        let keys = (1...30).map { "k\($0)" }
        func json(_ value: (String) -> String) -> String {
            let members = (keys + ["brand"]).map { key in "\"\(key)\": \"\(key == "brand" ? "Ice Cubes" : value(key))\"" }
            return "{" + members.joined(separator: ", ") + "}"
        }
        let english = { (key: String) in "Open the settings page number \(key.dropFirst()) now" }
        write(json(english), "locales/en.json", in: directory)
        // English exported into five catalogs as the fallback of every key.
        for language in ["fr", "de", "ja", "ko", "zh-Hans"] { write(json(english), "locales/\(language).json", in: directory) }
        // Four translated catalogs keep the app's name; Russian also left two sentences in English.
        write(
            json { ["k1", "k2"].contains($0) ? english($0) : "Откройте страницу настроек номер \($0.dropFirst())" }, "locales/ru.json",
            in: directory)
        write(json { "Відкрийте сторінку налаштувань номер \($0.dropFirst())" }, "locales/uk.json", in: directory)
        write(json { "Отворете страницата с настройки номер \($0.dropFirst())" }, "locales/bg.json", in: directory)
        write(json { "Ανοίξτε τη σελίδα ρυθμίσεων αριθμός \($0.dropFirst())" }, "locales/el.json", in: directory)
        let report = checkPaths([directory], profile: base)
        let untranslated = findings(report, .untranslated)
        #expect(untranslated.filter { $0.key == nil }.map(\.language).sorted() == ["de", "fr", "ja", "ko", "zh-Hans"])
        #expect(untranslated.compactMap(\.key).sorted() == ["k1", "k2"], "\(untranslated.map(\.message))")
        #expect(untranslated.filter { $0.key != nil }.allSatisfy { $0.language == "ru" })
    }

    @Test("the accelerator marker is the one the base texts use: & is literal in a GTK catalog, an accelerator in a Qt one")
    func acceleratorConvention() {
        let gtk = makeTempDirectory()
        write(
            "msgid \"_Open\"\nmsgstr \"\"\n\nmsgid \"_Save\"\nmsgstr \"\"\n\nmsgid \"R&B\"\nmsgstr \"\"\n", "po/app.pot", in: gtk)
        write(
            "msgid \"_Open\"\nmsgstr \"Öffnen\"\n\nmsgid \"_Save\"\nmsgstr \"_Speichern\"\n\nmsgid \"R&B\"\nmsgstr \"Rhythm and Blues\"\n",
            "po/de.po", in: gtk)
        let gtkReport = checkPaths([gtk], profile: base)
        #expect(findings(gtkReport, .mnemonic).map(\.key) == ["_Open"], "\(gtkReport.findings.map(\.message))")
        let qt = makeTempDirectory()
        write(
            "msgid \"&File\"\nmsgstr \"\"\n\nmsgid \"&Edit\"\nmsgstr \"\"\n\nmsgid \"_Open\"\nmsgstr \"\"\n", "po/app.pot", in: qt)
        write(
            "msgid \"&File\"\nmsgstr \"Datei\"\n\nmsgid \"&Edit\"\nmsgstr \"&Bearbeiten\"\n\nmsgid \"_Open\"\nmsgstr \"Öffnen\"\n",
            "po/de.po", in: qt)
        let qtReport = checkPaths([qt], profile: base)
        #expect(findings(qtReport, .mnemonic).map(\.key) == ["&File"], "\(qtReport.findings.map(\.message))")
    }

    @Test("a file named with a gettext modifier (ca@valencia.json) is read as its language; a name that is none stays an error")
    func modifierInFileName() {
        #expect(LanguageCodes.fromPath("src/lang/ca@valencia.json") == "ca-valencia")
        #expect(LanguageCodes.fromPath("locales/sr@latin/app.json") == "sr-Latn")
        #expect(LanguageCodes.fromPath("src/lang/icon@2x.json") == nil)
        let report = checkProject(
            [
                (#"{"pay": "Pay", "close": "Close"}"#, "src/lang/en.json"),
                (#"{"pay": "Paga", "close": ""}"#, "src/lang/ca@valencia.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.languages.contains("ca-valencia"))
        #expect(findings(report, .emptyValue).map(\.language) == ["ca-valencia"])
        let named = makeTempDirectory()
        write(#"{"pay": "Pay"}"#, "src/lang/en.json", in: named)
        write(#"{"pay": "Pay"}"#, "src/lang/settings@home.json", in: named)
        let refused = checkPaths([named], profile: base)
        #expect(refused.parseErrors.map(\.file) == [named + "/src/lang/settings@home.json"])
    }
}
