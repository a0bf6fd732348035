import Foundation
import Testing

@testable import PaySpecL10n

/// What a translator need not act on, in classes met on projects the rules were not written
/// for, each beside the case that stays a finding: an i18next namespace whose keys are the
/// English text, an i18next plural form of a category the language lacks, a word of two scripts
/// kept as the base spells it, a gettext header of fewer forms than CLDR's categories, and a
/// review that can change nothing.
@Suite struct UnseenProjectClassesTests {
    let base = CheckProfile.generic(base: "en")

    /// Thirty keys written as their English text, and the two of a plural family.
    func naturalKeys(_ language: String) -> String {
        var keys = (0..<30).map { "\"Open book number \($0)\": \"\(language) \($0)\"" }
        keys += ["\"{{count}} books_one\": \"\(language) 1\"", "\"{{count}} books_other\": \"\(language) {{count}}\""]
        return "{" + keys.joined(separator: ", ") + "}"
    }

    @Test("an i18next namespace whose base holds its plural forms alone is one note, in either layout; a real base keeps its extras")
    func i18nextBaseWithoutText() throws {
        let basePlurals = #"{"{{count}} books_one": "{{count}} book", "{{count}} books_other": "{{count}} books"}"#
        for (layout, path) in [("namespace", { (l: String) in "locales/\(l)/translation.json" }), ("flat", { "i18n/\($0).json" })] {
            let report = checkProject(
                [(basePlurals, path("en")), (naturalKeys("de"), path("de")), (naturalKeys("fr"), path("fr"))], profile: base,
                "i18nextBaseWithoutText-\(layout)")
            #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
            #expect(findings(report, .extraKey).isEmpty, "\(layout): \(report.findings.map(\.message))")
            let table = try #require(report.tablesWithoutBaseText.first, "\(layout)")
            #expect(table.file.hasSuffix(path("en")), "\(layout)")
            #expect(table.languages == ["de", "fr"], "\(layout)")
            var copy = report
            let note = try #require(SkippedChecks.apply(to: &copy, baseLanguage: "en").first { $0.withoutBaseText })
            #expect(note.sentence.contains("the keys are probably the development-language text"), "\(note.sentence)")
        }
        // A base with a third of the keys is the app's: the keys it lacks are extra.
        let third = "{" + (0..<10).map { "\"Open book number \($0)\": \"Open book number \($0)\"" }.joined(separator: ", ") + "}"
        let kept = checkProject(
            [(third, "locales/en/translation.json"), (naturalKeys("de"), "locales/de/translation.json")], profile: base)
        #expect(findings(kept, .extraKey).count == 22, "\(kept.findings.map(\.message))")
        #expect(kept.tablesWithoutBaseText.isEmpty)
    }

    @Test("the base's i18next form of a category a language lacks is not missing there; a language with the category lacks it")
    func i18nextFormOfAbsentCategory() {
        let report = checkProject(
            [
                (#"{"files_one": "{{count}} file", "files_other": "{{count}} files", "title": "Files"}"#, "locales/en.json"),
                (#"{"files_other": "{{count}} 個のファイル", "title": "ファイル"}"#, "locales/ja.json"),
                (#"{"files_other": "{{count}} Dateien", "title": "Dateien"}"#, "locales/de.json"),
                // `one` alone: Japanese still lacks `other`, its one form.
                (#"{"files_one": "{{count}} 个文件", "title": "文件"}"#, "locales/zh.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(found(report, .missingKey) == ["de files_one", "zh files_other"], "\(report.findings.map(\.message))")
    }

    @Test("a word of two scripts the base writes just so is kept by its translators; the base itself, and a look-alike, stay wrong-script")
    func baseSpellingKept() {
        let report = checkProject(
            [
                (
                    CatalogText.android([
                        ("exodus", "εxodus link"), ("search", "contains"), ("slip", "Archive"),
                    ]), "res/values/strings.xml"
                ),
                (
                    CatalogText.android([("exodus", "Lien εxodus"), ("search", "contient")]),
                    "res/values-fr/strings.xml"
                ),
                (
                    CatalogText.android([("exodus", "Ссылка на εxodus"), ("search", "cодержит")]),
                    "res/values-ru/strings.xml"
                ),
                // A Greek word that goes on in Latin letters the base does not write is a keyboard
                // switched mid-word.
                (
                    CatalogText.android([
                        ("exodus", "Σύνδεσμος εxodus"), ("search", "περιέχει"), ("slip", "Αpxείο"),
                    ]),
                    "res/values-el/strings.xml"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        // The base's own text is judged on its own: a stylised name there is the developer's to confirm.
        #expect(found(report, .wrongScript) == ["el slip", "en exodus", "ru search"], "\(report.findings.map(\.message))")
    }

    @Test("a word of two scripts the base writes just so is kept; one the base does not write is reported")
    func baseSpellingOfAMixedWord() {
        #expect(ScriptDetector.foreignWords(in: "Открыть ΛLΛN", expected: .cyrillic, baseText: "Open ΛLΛN", language: "ru").isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Открыть ΛLΛN", expected: .cyrillic, baseText: "Open the app", language: "ru") == ["ΛLΛN"])
        #expect(ScriptDetector.hasWord("ΛLΛN", "Open ΛLΛN."))
        #expect(!ScriptDetector.hasWord("ΛLΛ", "Open ΛLΛN."))
    }

    @Test("a gettext header of fewer forms than CLDR gives every number a form; an empty form is still missing")
    func gettextHeaderOfFewerForms() {
        let header =
            #"msgid ""\#nmsgstr ""\#n"Content-Type: text/plain; charset=UTF-8\n"\#n"Plural-Forms: nplurals=2; plural=(n != 1);\n"\#n\#n"#
        let template =
            #"msgid ""\#nmsgstr ""\#n"Content-Type: text/plain; charset=UTF-8\n"\#n\#n"#
            + "msgid \"%s hour\"\nmsgid_plural \"%s hours\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n\n"
            + "msgid \"%s day\"\nmsgid_plural \"%s days\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n"
        // Cornish: CLDR gives it six categories, whose numbers the kit does not sort; its team writes two forms.
        let cornish =
            header + "msgid \"%s hour\"\nmsgid_plural \"%s hours\"\nmsgstr[0] \"%s eur\"\nmsgstr[1] \"%s euryow\"\n\n"
            + "msgid \"%s day\"\nmsgid_plural \"%s days\"\nmsgstr[0] \"%s dydh\"\nmsgstr[1] \"\"\n"
        let report = checkProject([(template, "po/app.pot"), (cornish, "po/kw.po")], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(found(report, .pluralMissing) == ["kw %s day"], "\(report.findings.map(\.message))")
        #expect(GettextParser.formCategories(language: "kw", pluralForms: nil).count == 6)
    }

    @Test("a review that can change nothing is a note: an empty base and value, the app's name kept; other states stay findings")
    func reviewThatChangesNothing() {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "CFBundleDisplayName": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Trio"}},
                "sv": {"stringUnit": {"state": "needs_review", "value": "Trio"}}}},
              "NSHumanReadableCopyright": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": ""}},
                "sv": {"stringUnit": {"state": "needs_review", "value": ""}}}},
              "NSCameraUsageDescription": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Scan a code"}},
                "sv": {"stringUnit": {"state": "needs_review", "value": "Skanna en kod"}}}}
            }}
            """#
        let report = checkProject([(catalog, "App/InfoPlist.xcstrings")], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let (issues, notes) = languageKeysBySeverity(findings(report, .notFinal))
        #expect(issues == ["sv NSCameraUsageDescription"], "\(report.findings.map(\.message))")
        #expect(notes == ["sv CFBundleDisplayName", "sv NSHumanReadableCopyright"], "\(report.findings.map(\.message))")
    }

    @Test("a catalog whose every value is in one platform's state is one note, its kept name among them")
    func uniformStateWithAKeptName() {
        var strings = [
            #""CFBundleDisplayName": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Trio"}}, "sv": {"stringUnit": {"state": "needs_review", "value": "Trio"}}}}"#
        ]
        for n in 0..<30 {
            strings.append(
                "\"key\(n)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Open file \(n)\"}}, "
                    + "\"sv\": {\"stringUnit\": {\"state\": \"needs_review\", \"value\": \"Öppna fil \(n)\"}}}}")
        }
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + strings.joined(separator: ", ") + "}}"
        let report = checkProject([(catalog, "App/InfoPlist.xcstrings")], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let (issues, notes) = languageKeysBySeverity(findings(report, .notFinal))
        #expect(issues.isEmpty, "\(report.findings.map(\.message))")
        #expect(notes == ["sv ", "sv CFBundleDisplayName"], "\(report.findings.map(\.message))")
    }

    @Test("a JSON file named a language and a word (bg_targets.json) beside a String Catalog is data; among JSON catalogs it is a locale")
    func dataFileNamedLikeALocale() {
        #expect(!LanguageCodes.hasLocaleSubtags("bg-targets"))
        for code in ["de-formal", "ca-valencia", "sr-Latn", "pt-BR", "es-419", "kab-KAB", "de"] {
            #expect(LanguageCodes.hasLocaleSubtags(code), "\(code)")
        }
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"NSCameraUsageDescription": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Scan a code"}},
              "bg": {"stringUnit": {"state": "translated", "value": "Сканирайте код"}}}}}}
            """#
        let report = checkProject(
            [(catalog, "Resources/InfoPlist.xcstrings"), (#"{"targets": [{"low": 100}]}"#, "Resources/json/bg_targets.json")], profile: base
        )
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.languages == ["bg", "en"])
        #expect(report.skippedNonCatalogs.map { ($0 as NSString).lastPathComponent } == ["bg_targets.json"])
        // The run says so, naming the file, and exits 0: nothing it skipped was a catalog.
        let folder = makeTempDirectory()
        write(catalog, "Resources/InfoPlist.xcstrings", in: folder)
        let data = write(#"{"targets": [{"low": 100}]}"#, "Resources/json/bg_targets.json", in: folder)
        let cli = runCLI(["l10n", "check", "--base", "en", folder])
        #expect(cli.status == 0, "\(cli)")
        #expect(cli.stderr.contains(OtherJSONData.sentence(data)), "\(cli.stderr)")
        // Among JSON catalogs, an app's own name for a locale (Vikunja's Swiss German) is a catalog.
        let json = checkProject(
            [
                (#"{"save": "Save"}"#, "lang/en.json"), (#"{"save": "Speichern"}"#, "lang/de-DE.json"),
                (#"{"save": "Spichere"}"#, "lang/de-swiss.json"),
            ],
            profile: base)
        #expect(json.parseErrors.isEmpty, "\(json.parseErrors)")
        #expect(json.matrix.languages.contains("de-swiss"), "\(json.matrix.languages)")
    }

    @Test("an i18next namespace in a folder below its language's (de/views/search.json) is read, its keys under its namespace")
    func namespaceInAFolder() throws {
        // Two namespaces of one language each hold a `title`: each is compared with its own.
        // French lacks a key of its search namespace; German keeps one its base removed.
        let files = [
            (#"{"button": {"save": "Save search"}, "title": "Search"}"#, "locales/en/views/search.json"),
            (#"{"title": "Events"}"#, "locales/en/views/events.json"),
            (#"{"ok": "Fine"}"#, "locales/en/common.json"),
            (#"{"button": {"save": "Suche speichern"}, "title": "Suche"}"#, "locales/de/views/search.json"),
            (#"{"title": "Ereignisse", "old": "Alt"}"#, "locales/de/views/events.json"),
            (#"{"ok": "Gut"}"#, "locales/de/common.json"),
            (#"{"title": "Recherche"}"#, "locales/fr/views/search.json"),
            (#"{"title": "Événements"}"#, "locales/fr/views/events.json"),
            (#"{"ok": "Bien"}"#, "locales/fr/common.json"),
        ]
        let report = checkProject(files, profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.skippedNonCatalogs.isEmpty, "\(report.skippedNonCatalogs)")
        let missing = findings(report, .missingKey).map { "\($0.language) \($0.key ?? "")" }
        #expect(missing == ["fr views/search:button.save"], "\(report.findings.map(\.message))")
        let extra = findings(report, .extraKey).map { "\($0.language) \($0.key ?? "")" }
        #expect(extra == ["de views/events:old"], "\(report.findings.map(\.message))")
        #expect(findings(report, .duplicateKey).isEmpty)
        // Two language folders are no tree of languages: a source folder may be named `it` or `id`.
        let two = checkProject(
            [(#"{"title": "Search"}"#, "src/en/views/search.json"), (#"{"title": "Suche"}"#, "src/id/views/search.json")],
            profile: base)
        #expect(two.parseErrors.count == 2, "\(two.parseErrors)")
        #expect(!two.matrix.languages.contains("id"), "\(two.matrix.languages)")
        // The CLI names each such file and position, and exits 2.
        let folder = makeTempDirectory()
        write(#"{"title": "Search"}"#, "src/en/views/search.json", in: folder)
        let unread = write(#"{"title": "Suche"}"#, "src/id/views/search.json", in: folder)
        let cli = runCLI(["l10n", "check", "--base", "en", folder])
        #expect(cli.status == 2, "\(cli)")
        #expect(
            cli.stderr.contains(
                "\(unread):1:1: error: expected the language in the file or folder name (de.json, de/strings.json) or language codes as the top-level keys"
            ), "\(cli.stderr)")
    }

    @Test("a namespace folder's name reaches no terminal or CI log raw: an escape and a workflow command stay inert")
    func hostileNamespaceFolder() {
        let folder = makeTempDirectory()
        let namespace = "x\u{1B}[31m\n::warning::pwned"
        for (language, text) in [("en", "Search {{n}}"), ("de", "Suche"), ("fr", "Recherche {{n}}")] {
            write(#"{"title": "\#(text)"}"#, "locales/\(language)/\(namespace)/search.json", in: folder)
        }
        for format in ["text", "github"] {
            let cli = runCLI(["l10n", "check", "--base", "en", "--format", format, folder])
            #expect(cli.status == 1, "\(format): \(cli)")
            for stream in [cli.stdout, cli.stderr] {
                #expect(!stream.contains("\u{1B}"), "\(format)")
                let lines = stream.split(separator: "\n").map { $0.drop { $0 == " " || $0 == "\t" } }
                #expect(!lines.contains { $0.hasPrefix("::warning::pwned") }, "\(format): \(stream)")
            }
            #expect(cli.stdout.contains("search:title"), "\(format): \(cli.stdout)")
        }
    }

    @Test("a mathematical letter (𝑛) in a text is no other script's letter; a Cyrillic look-alike still is")
    func mathematicalLetter() {
        let french = "Créer un système de fichiers de 𝑛 Mio"
        #expect(ScriptDetector.script(of: "𝑛") == nil)
        #expect(ScriptDetector.foreignWords(in: french, expected: .latin, language: "fr").isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Créer un systèmе", expected: .latin, language: "fr") == ["systèmе"])
    }

    @Test("an Android key another region's folder holds is shown to the language's users; gen-l10n and another script still miss it")
    func androidRegionHoldsTheKey() {
        func android(_ pairs: [(String, String)]) -> String {
            "<resources>" + pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() + "</resources>"
        }
        let report = checkProject(
            [
                (android([("open", "Open"), ("save", "Save"), ("close", "Close")]), "res/values/strings.xml"),
                (android([("open", "Avaa")]), "res/values-fi/strings.xml"),
                (android([("save", "Tallenna")]), "res/values-fi-rFI/strings.xml"),
                (android([("open", "打开")]), "res/values-zh/strings.xml"),
                (android([("save", "儲存")]), "res/values-zh-rTW/strings.xml"),
                // Another region of the same script: Android 7.0 shows pt-BR's text to pt-PT's users.
                (android([("open", "Abrir"), ("save", "Guardar"), ("close", "Fechar")]), "res/values-pt-rBR/strings.xml"),
                (android([("open", "Abrir"), ("close", "Fechar")]), "res/values-pt-rPT/strings.xml"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        // Finnish users read `save` from fi-FI before the default (a note: Android 6 read the
        // default); `close` no folder of Finnish has. Traditional Chinese is another script:
        // Simplified Chinese users never read zh-TW.
        let missing = languageKeysBySeverity(findings(report, .missingKey))
        #expect(missing.issues == ["fi close", "fi-FI close", "zh close", "zh save", "zh-TW close"], "\(missing)")
        #expect(missing.notes == ["fi save", "pt-PT save"], "\(missing)")
        #expect(
            findings(report, .missingKey).contains {
                $0.message
                    == "missing key \"save\": Android 7.0 and later show fi-FI's text to every user of fi, Android 6 and earlier the default's"
            }, "\(report.findings.map(\.message))")
        // gen-l10n's Finnish class reads its own file and the template, never a region's.
        func arb(_ pairs: [(String, String)]) -> String {
            "{" + pairs.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ") + "}"
        }
        let flutter = checkProject(
            [
                (arb([("open", "Open"), ("save", "Save")]), "lib/l10n/app_en.arb"),
                (arb([("open", "Avaa")]), "lib/l10n/app_fi.arb"),
                (arb([("save", "Tallenna")]), "lib/l10n/app_fi_FI.arb"),
            ], profile: base)
        #expect(found(flutter, .missingKey) == ["fi save"], "\(flutter.findings.map(\.message))")
    }

    @Test("gettext's translator credits under a context, and a copyright notice's names, are written as their people write them")
    func namesInCreditsAndCopyright() {
        func po(_ language: String, _ entries: String) -> String {
            "msgid \"\"\nmsgstr \"\"\n\"Language: \(language)\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n" + entries
        }
        let credits = "msgctxt \"Add your names here\"\nmsgid \"translator-credits\"\nmsgstr \"%@\"\n\n"
        let notice = "msgid \"Copyright 2020 Jane Doe\"\nmsgstr \"%@\"\n\n"
        let sentence = "msgid \"Play the sound\"\nmsgstr \"%@\"\n"
        func entries(_ names: String, _ copyright: String, _ play: String) -> String {
            credits.replacingOccurrences(of: "%@", with: names) + notice.replacingOccurrences(of: "%@", with: copyright)
                + sentence.replacingOccurrences(of: "%@", with: play)
        }
        let report = checkProject(
            [
                (po("", entries("", "", "")), "po/app.pot"),
                (po("uk", entries("Ihor Hordiichuk <ihor@example.org>", "Copyright 2020 Jane Doe", "Відтворити звук")), "po/uk.po"),
                (po("el", entries("Γιώργος", "Copyright 2019 Jane Doe", "Αναπαραγωγή ήχου")), "po/el.po"),
                // English words the notice does not write are English left in Greek, as a sentence's are.
                (po("ru", entries("Иван", "Copyright 2020 Jane Doe, all rights reserved", "Play this sound")), "po/ru.po"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(
            found(report, .wrongScript) == ["ru Copyright 2020 Jane Doe", "ru Play the sound"], "\(report.findings.map(\.message))")
    }

    @Test("a table genstrings writes beside the .lproj folders made from it is the base's; alone, it is no table of any language")
    func genstringsTableBesideItsLocalizations() {
        let report = checkProject(
            [
                ("\"Open\" = \"Open\";\n\"Save\" = \"Save\";\n", "l10n/Localizable.strings"),
                ("\"Open\" = \"Open\";\n", "l10n/en.lproj/Localizable.strings"),
                ("\"Open\" = \"Öffnen\";\n", "l10n/de.lproj/Localizable.strings"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        // The code's `Save`, which genstrings found, is missing in German.
        #expect(found(report, .missingKey) == ["de Save"], "\(report.findings.map(\.message))")
        expectRefused(
            Array("\"a\" = \"b\";\n".utf8), at: "Data.strings", checkedWith: ["--base", "en"],
            diagnostic: ": error: expected the language in the path (xx.lproj/, values-xx/, xx.json) or --base for values/")
    }

    @Test("intl_translation's extracted intl_messages.arb is the base's messages; the translations are checked against them")
    func intlTranslationMessages() {
        let report = checkProject(
            [
                (#"{"@@last_modified": "2025-11-04", "open": "Open", "save": "Save"}"#, "lib/l10n/intl_messages.arb"),
                (#"{"@@locale": "en", "open": "Open", "save": "Save"}"#, "lib/l10n/intl_en.arb"),
                (#"{"@@locale": "de", "open": "Öffnen"}"#, "lib/l10n/intl_de.arb"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(found(report, .missingKey) == ["de save"], "\(report.findings.map(\.message))")
    }

    @Test("a JSON catalog named by a code and a variant (zz-pirate.json) among language files is read as that code's")
    func codeWithVariantAmongLanguages() {
        func catalog(_ open: String, _ save: String?) -> String {
            "{\"open\": \"\(open)\"" + (save.map { ", \"save\": \"\($0)\"" } ?? "") + "}"
        }
        let report = checkProject(
            [
                (catalog("Open", "Save"), "locales/en.json"), (catalog("Öffnen", "Speichern"), "locales/de.json"),
                (catalog("Ouvrir", "Enregistrer"), "locales/fr.json"), (catalog("Abrir", "Guardar"), "locales/es.json"),
                (catalog("Crack open", nil), "locales/zz-pirate.json"),
                // A settings file so named shares no key with the catalogs: data, as before.
                (#"{"theme": "dark"}"#, "locales/app-config.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(found(report, .missingKey) == ["zz-pirate save"], "\(report.findings.map(\.message))")
        #expect(report.skippedNonCatalogs.map { ($0 as NSString).lastPathComponent } == ["app-config.json"])
    }

    @Test(
        "a space at the edge of a web catalog's text is a note, which the browser collapses; a no-break space and an Apple table's space stay findings"
    )
    func spaceTheBrowserCollapses() {
        let report = checkProject(
            [
                (#"{"save": "Save", "source": "Source", "note": "Note"}"#, "locales/en.json"),
                (#"{"save": "Speichern ", "source": "Quelle", "note": "\nNotiz"}"#, "locales/de.json"),
                ("{\"save\": \"Enregistrer\", \"source\": \"Source\u{A0}\", \"note\": \"Note\"}", "locales/fr.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let spacing = languageKeysBySeverity(findings(report, .whitespace))
        #expect(spacing.issues == ["fr source"], "\(spacing)")
        #expect(spacing.notes == ["de note", "de save"], "\(spacing)")
        #expect(findings(report, .whitespace).filter { $0.severity == .note }.allSatisfy { $0.message.hasSuffix(HTMLWhitespace.suffix) })
        let apple = checkProject(
            [("\"Save\" = \"Save\";\n", "en.lproj/Localizable.strings"), ("\"Save\" = \"Speichern \";\n", "de.lproj/Localizable.strings")],
            profile: base)
        #expect(languageKeysBySeverity(findings(apple, .whitespace)).issues == ["de Save"], "\(apple.findings.map(\.message))")
    }

    @Test(
        "a space after the last word of an Android or ARB text is a note, which the layout leaves out; a no-break space, a final line break, a leading space and a gettext space stay findings"
    )
    func spaceTheLayoutLeavesOut() {
        let strings = { (save: String, title: String, note: String, hint: String) in
            """
            <resources><string name="save">\(save)</string><string name="title">\(title)</string>\
            <string name="note">\(note)</string><string name="hint">\(hint)</string></resources>
            """
        }
        let android = checkProject(
            [
                (strings("Save", "Title", "Note", "Hint"), "res/values/strings.xml"),
                (strings("\"Speichern \"", "Titel\u{A0}", "\"Notiz\\n\"", "\" Hinweis\""), "res/values-de/strings.xml"),
                (strings("\"Enregistrer\t\"", "Titre\u{2007}", "Note", "\"Indice\u{3000}\""), "res/values-fr/strings.xml"),
            ], profile: base)
        #expect(android.parseErrors.isEmpty, "\(android.parseErrors)")
        let androidSpacing = languageKeysBySeverity(findings(android, .whitespace))
        #expect(androidSpacing.issues == ["de hint", "de note", "de title", "fr title"], "\(androidSpacing)")
        #expect(androidSpacing.notes == ["de save", "fr hint", "fr save"], "\(androidSpacing)")
        #expect(findings(android, .whitespace).filter { $0.severity == .note }.allSatisfy { $0.message.hasSuffix(LineEndSpace.suffix) })

        let flutter = checkProject(
            [
                (#"{"save": "Save", "later": "Later"}"#, "lib/l10n/app_en.arb"),
                ("{\"save\": \"Speichern \", \"later\": \"Später\u{A0}\"}", "lib/l10n/app_de.arb"),
            ], profile: base)
        let flutterSpacing = languageKeysBySeverity(findings(flutter, .whitespace))
        #expect(flutterSpacing.issues == ["de later"] && flutterSpacing.notes == ["de save"], "\(flutterSpacing)")

        let gettext = checkProject(
            [
                ("msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"Save\"\nmsgstr \"Speichern \"\n", "po/de.po"),
                ("msgid \"\"\nmsgstr \"Language: fr\\n\"\n\nmsgid \"Save\"\nmsgstr \"Enregistrer\"\n", "po/fr.po"),
            ], profile: base)
        #expect(languageKeysBySeverity(findings(gettext, .whitespace)).issues == ["de Save"], "\(gettext.findings.map(\.message))")
    }

    @Test("a named placeholder that ends an English word (file{plural}) may be left out; a count or a renamed name may not")
    func namedWordEnding() {
        let report = checkProject(
            [
                (
                    #"{"files": "{count} file{plural}", "updates": "update{plural} available", "quota": "Quota is {not}enabled"}"#,
                    "locales/en.json"
                ),
                (
                    #"{"files": "{count} Dateien", "updates": "Aktualisierungen verfügbar", "quota": "Kontingent ist {nicht}aktiviert"}"#,
                    "locales/de.json"
                ),
                (#"{"files": "fichiers", "updates": "mises à jour{plural}", "quota": "Le quota est {not}activé"}"#, "locales/fr.json"),
                // An ending renamed into words is shown as written.
                (
                    #"{"files": "{count} súbor{množné číslo}", "updates": "aktualizácie", "quota": "Kvóta je {not}zapnutá"}"#,
                    "locales/sk.json"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(found(report, .placeholderMismatch) == ["de quota", "fr files", "sk files"], "\(report.findings.map(\.message))")
    }
}
