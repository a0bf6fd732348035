import Foundation
import Testing

@testable import PaySpecL10n

/// Catalogs as projects the kit was never tuned on ship them: each fixture stands for a class
/// (an XML prolog, Android qualifier folders, gettext locale names, contexts and plural forms,
/// ICU exact cases and format arguments, whole catalogs in another script or language).
@Suite struct UnseenProjectTests {
    let base = CheckProfile.generic(base: "en")

    @Test("comments, processing instructions and a DOCTYPE before the root, holding <, > and URLs")
    func xmlProlog() {
        let directory = makeTempDirectory()
        let prolog = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Copyright: see <https://example.org/license> -> "a > b" -->
            <?xml-stylesheet href="strings.xsl"?>
            <!DOCTYPE resources>
            <!-- <string name="old">Old</string> -->

            """
        write(prolog + "<resources><string name=\"pay\">Pay</string></resources>", "res/values/strings.xml", in: directory)
        write(prolog + "<resources><string name=\"pay\">Bezahlen</string></resources>", "res/values-de/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test("Android qualifier folders without a locale are the default language; a language's variants merge")
    func androidQualifiers() {
        #expect(LanguageCodes.androidQualifier("night") == nil)
        #expect(LanguageCodes.androidQualifier("v21") == nil)
        #expect(LanguageCodes.androidQualifier("sw600dp-land") == nil)
        #expect(LanguageCodes.androidQualifier("car") == nil)
        #expect(LanguageCodes.androidQualifier("de-v21") == "de")
        #expect(LanguageCodes.androidQualifier("pt-rBR-night") == "pt-BR")
        #expect(LanguageCodes.androidQualifier("mcc310-es-rUS") == "es-US")
        #expect(LanguageCodes.androidQualifier("b+sr+Latn") == "sr-Latn")
        let report = checkProject(
            [
                ("<resources><string name=\"pay\">Pay</string></resources>", "res/values/strings.xml"),
                ("<resources><string name=\"dark\">Dark mode</string></resources>", "res/values-night/strings.xml"),
                ("<resources><dimen name=\"margin\">8dp</dimen></resources>", "res/values-sw600dp-land/dimens.xml"),
                ("<resources><string name=\"pay\">Bezahlen</string></resources>", "res/values-de/strings.xml"),
                ("<resources><string name=\"dark\">Dunkler Modus</string></resources>", "res/values-de-night/strings.xml"),
                (
                    "<resources><string name=\"pay\">Plati</string><string name=\"dark\">Tamni režim</string></resources>",
                    "res/values-b+sr+Latn/strings.xml"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.languages == ["de", "en", "sr-Latn"])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test("gettext locale names: ll_CC, ll@modifier, script subtags, the file name when the header names none")
    func gettextLocales() {
        #expect(GettextLocale.bcp47("pt_BR") == "pt-BR")
        #expect(GettextLocale.bcp47("sr@latin") == "sr-Latn")
        #expect(GettextLocale.bcp47("uz_UZ@cyrillic") == "uz-Cyrl-UZ")
        #expect(GettextLocale.bcp47("ca@valencia") == "ca-valencia")
        #expect(GettextLocale.bcp47("de_DE.UTF-8") == "de-DE")
        #expect(GettextLocale.bcp47("zh_Hant") == "zh-Hant")
        #expect(GettextLocale.bcp47("Persian") == nil)
        #expect(GettextParser.language(fromPath: "po/ca@valencia.po") == "ca-valencia")
        #expect(GettextParser.language(fromPath: "locale/sr@latin/LC_MESSAGES/app.po") == "sr-Latn")
        let report = checkProject(
            [
                ("msgid \"\"\nmsgstr \"Language: Persian\\n\"\n\nmsgid \"Open\"\nmsgstr \"باز کردن\"\n", "po/fa.po"),
                ("msgid \"Open\"\nmsgstr \"Otvori\"\n", "po/sr@latin.po"),
                ("msgid \"\"\nmsgstr \"Language: ca@valencia\\n\"\n\nmsgid \"Open\"\nmsgstr \"Obri\"\n", "po/ca-v.po"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(Set(report.matrix.languages) == ["ca-valencia", "en", "fa", "sr-Latn"])
    }

    @Test("a gettext entry is its msgctxt and msgid: one context over two messages is two keys")
    func gettextContextIdentity() {
        let po = """
            msgctxt "shortcut window"
            msgid "Open"
            msgstr "Öffnen"

            msgctxt "shortcut window"
            msgid "Quit"
            msgstr "Beenden"

            msgid "Open"
            msgstr "Öffnen"

            """
        let report = checkProject(
            [
                (po, "po/de.po")
            ], profile: base)
        #expect(findings(report, .duplicateKey).isEmpty)
        #expect(report.matrix.keys.count == 3)
        #expect(report.matrix.keys.contains("shortcut window\u{4}Quit"))
        // A key-based catalog (identifier contexts, each used once) keeps its contexts as keys.
        let keyed = try! GettextParser.parse(
            Array("msgctxt \"pay.button\"\nmsgid \"Pay\"\nmsgstr \"Zaplatit\"\n".utf8), file: "cs.po", pathLanguage: "cs",
            sourceLanguage: "en")
        #expect(keyed.entries.map(\.key) == ["pay.button", "pay.button"])
    }

    @Test("Plural-Forms is evaluated: msgstr[n] maps to the CLDR category its numbers select")
    func pluralFormsEvaluated() throws {
        let russian = try #require(
            PluralFormsExpression.header(
                "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"))
        #expect(russian.expression.evaluate(21) == 0)
        #expect(russian.expression.evaluate(12) == 2)
        #expect(PluralRules.gettextCategories("ru", count: 3, expression: russian.expression) == ["one", "few", "many"])
        // Slovenian writes the "other" form first.
        let slovenian = try #require(
            PluralFormsExpression.header("nplurals=4; plural=(n%100==1 ? 1 : n%100==2 ? 2 : n%100==3 || n%100==4 ? 3 : 0);"))
        #expect(PluralRules.gettextCategories("sl", count: 4, expression: slovenian.expression) == ["other", "one", "two", "few"])
        // French with a form for exact millions.
        let french = try #require(
            PluralFormsExpression.header("nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;"))
        #expect(PluralRules.gettextCategories("fr", count: 3, expression: french.expression) == ["one", "many", "other"])
        #expect(PluralFormsExpression.parse("n %") == nil)
        #expect(PluralFormsExpression.parse("n / 0")?.evaluate(3) == nil)
        let po = """
            msgid ""
            msgstr ""
            "Language: sl\\n"
            "Plural-Forms: nplurals=4; plural=(n%100==1 ? 1 : n%100==2 ? 2 : n%100==3 || n%100==4 ? 3 : 0);\\n"

            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] "%d datotek"
            msgstr[1] "%d datoteka"
            msgstr[2] "%d datoteki"
            msgstr[3] "%d datoteke"

            """
        let report = checkProject(
            [
                (po, "po/sl.po")
            ], profile: base)
        #expect(findings(report, .pluralMissing).isEmpty, "\(report.findings.map(\.message))")
        let entry = try #require(
            try GettextParser.parse(Array(po.utf8), file: "sl.po", pathLanguage: nil, sourceLanguage: nil).entries.first)
        #expect(entry.plurals == ["other": "%d datotek", "one": "%d datoteka", "two": "%d datoteki", "few": "%d datoteke"])
    }

    @Test("a fuzzy translation is one not-final finding, whatever its stale text holds")
    func fuzzyIsReportedAsFuzzy() {
        let report = checkProject(
            [
                ("#, fuzzy, c-format\nmsgid \"Delete %s\"\nmsgstr \"Löschen\"\n", "po/de.po")
            ], profile: base)
        #expect(report.findings.map(\.check) == [.notFinal])
        #expect(report.findings.first?.message.hasPrefix("fuzzy translation") == true)
    }

    @Test("a dropped keyboard accelerator (GTK _, Qt &) is reported, and can be switched off")
    func mnemonics() {
        #expect(Mnemonic.marker(in: "_Open") == "_")
        #expect(Mnemonic.marker(in: "Save _As…") == "_")
        #expect(Mnemonic.marker(in: "file_name") == nil)
        #expect(Mnemonic.marker(in: "%(file_name)s _Open") == nil)
        #expect(Mnemonic.marker(in: "&File") == "&")
        #expect(Mnemonic.marker(in: "Tom &amp; Jerry") == nil)
        #expect(Mnemonic.has("_", in: "打开(_O)"))
        #expect(!Mnemonic.has("&", in: "Datei &amp; mehr"))
        let directory = makeTempDirectory()
        write("msgid \"_Open\"\nmsgstr \"Öffnen\"\n\nmsgid \"&Quit\"\nmsgstr \"&Beenden\"\n", "po/de.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(findings(report, .mnemonic).map(\.key) == ["_Open"])
        var off = base
        off.disabled = [.mnemonic]
        #expect(findings(checkPaths([directory], profile: off), .mnemonic).isEmpty)
    }

    @Test("ICU exact cases count toward a language's forms where they name all its numbers")
    func icuExactCases() {
        let report = checkProject(
            [
                (#"{"@@locale": "en", "n": "{count, plural, =0{No games} =1{One game} other{{count} games}}"}"#, "app_en.arb"),
                (
                    #"{"@@locale": "de", "n": "{count, plural, =0{Keine Partien} =1{Eine Partie} other{{count} Partien}}"}"#, "app_de.arb"
                ),
                (#"{"@@locale": "fr", "n": "{count, plural, =1{Une partie} other{{count} parties}}"}"#, "app_fr.arb"),
                // Russian "one" is 1, 21, 31, …: "=1" cannot stand for it.
                (
                    #"{"@@locale": "ru", "n": "{count, plural, =1{Одна партия} few{{count} партии} many{{count} партий} other{{count} партии}}"}"#,
                    "app_ru.arb"
                ),
            ], profile: base)
        #expect(findings(report, .pluralMissing).map(\.language) == ["ru"])
        #expect(findings(report, .pluralMissing).first?.message.hasSuffix("missing: one") == true)
        #expect(PluralRules.finiteNumbers("en", "one") == [1])
        #expect(PluralRules.finiteNumbers("ru", "one") == nil)
    }

    @Test("plural and select nest; placeholders with format arguments compare by name")
    func icuNestingAndFormatArguments() {
        let nested = "{gender, select, female{{count, plural, one{Sie hat # Partie} other{Sie hat # Partien}}} other{{count} Partien}}"
        if case .text(let text) = ICUMessage.read(nested) {
            // The select's argument, which no case prints, only chooses the text.
            #expect(Set(PlaceholderScanner.scan(text).named) == ["count"])
        } else {
            Issue.record("a select around a plural is read as text with its placeholders")
        }
        #expect(PlaceholderScanner.scan("{count:L} items").named == ["count"])
        #expect(PlaceholderScanner.scan("{0,number} left").named == ["0"])
        #expect(PlaceholderScanner.scan("on {d, date, short}").named == ["d"])
        let report = checkProject(
            [
                (#"{"a": "{count:L} items", "b": "Hello {name}"}"#, "en.json"),
                (#"{"a": "{count:L} Dinge", "b": "Hallo {Name}"}"#, "de.json"),
            ], profile: base)
        #expect(findings(report, .placeholderMismatch).map(\.key) == ["b"])
        // A space among printf flags is text: "%0 p-cores" is an app's own token before a word.
        #expect(PlaceholderScanner.scan("%0 p-cores").printf.isEmpty)
    }

    @Test("a value equal to the base is untranslated once, never also wrong-script")
    func oneFindingPerValue() {
        let report = checkProject(
            [
                (#"{"a": "Delete all downloads", "b": "Cancel"}"#, "en.json"),
                (#"{"a": "Delete all downloads", "b": "Отмена"}"#, "ru.json"),
            ], profile: base)
        #expect(report.findings.map(\.check) == [.untranslated])
    }

    @Test("words a language shares with English are not untranslated: symbols, date patterns, paths, domains, credits")
    func sharedByNature() {
        for text in ["µs", "°C", "MMM d", "dd.MM.yyyy", "~/.config/app", "example.com", "Copyright © 2024 The Authors"] {
            #expect(IdenticalText.verdict(text, script: .cyrillic, language: "ru") == .sameByNature, "\(text)")
        }
        #expect(IdenticalText.verdict("Delete all", script: .cyrillic, language: "ru") == .untranslated)
        #expect(IdenticalText.namesTheApp("app_name"))
    }

    // Damus's Ukrainian and Bulgarian `InfoPlist.strings` (round 22): the app's name in Latin.
    @Test("the app's name kept in its own script is no wrong-script; a look-alike letter inside a word of the language is")
    func appNameKeptInItsScript() {
        let report = checkProject(
            [
                (
                    CatalogText.strings([("CFBundleDisplayName", "DamusNotificationService"), ("NSFaceIDUsageDescription", "Unlock")]),
                    "App/en.lproj/InfoPlist.strings"
                ),
                (
                    CatalogText.strings([("CFBundleDisplayName", "Damus"), ("NSFaceIDUsageDescription", "Kриптирано")]),
                    "App/bg.lproj/InfoPlist.strings"
                ),
                (CatalogText.strings([("CFBundleDisplayName", "Kалькулятор")]), "App/uk.lproj/InfoPlist.strings"),
            ], profile: base)
        let wrong = report.findings.filter { $0.check == .wrongScript }.map { "\($0.language) \($0.key ?? "")" }.sorted()
        #expect(wrong == ["bg NSFaceIDUsageDescription", "uk CFBundleDisplayName"], "\(report.findings.map(\.message))")
    }

    @Test("a catalog that is the base text throughout, or another script throughout, is one finding naming it")
    func wholeCatalogs() {
        let directory = makeTempDirectory()
        var english: [String: String] = [:]
        var kurdish: [String: String] = [:]
        var sorani: [String: String] = [:]
        for i in 0..<30 {
            english["k\(i)"] = "Show the list of saved items number \(i)"
            kurdish["k\(i)"] = i < 25 ? english["k\(i)"]! : "Lîsteya tiştên tomarkirî nîşan bide \(i)"
            sorani["k\(i)"] = "لیستی بابەتە پاشەکەوتکراوەکان پیشان بدە \(i)"
        }
        func json(_ map: [String: String]) -> String {
            String(decoding: try! JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]), as: UTF8.self)
        }
        write(json(english), "en.json", in: directory)
        write(json(kurdish), "tr.json", in: directory)
        write(json(sorani), "ku.json", in: directory)
        let report = checkPaths([directory], profile: base)
        let untranslated = findings(report, .untranslated)
        #expect(untranslated.count == 1)
        #expect(untranslated.first?.key == nil)
        #expect(untranslated.first?.message.hasPrefix("25 of 30 values are the base language en's text") == true)
        let script = findings(report, .wrongScript)
        #expect(script.count == 1)
        #expect(script.first?.language == "ku")
        #expect(script.first?.message.contains("written in Arabic script, not Latin") == true)
    }

    @Test("Latin stand-ins in Cyrillic languages beyond Russian's alphabet, and acronyms with case endings")
    func acceptedMixes() {
        #expect(ScriptDetector.foreignWords(in: "ЦIунизе", expected: .cyrillic, language: "av").isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Кăларса пăрах", expected: .cyrillic, language: "cv").isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Импорт ROMы", expected: .cyrillic, language: "ru").isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Cкинути", expected: .cyrillic, language: "ru") == ["Cкинути"])
        #expect(ScriptDetector.foreignWords(in: "ТIетаIайe", expected: .cyrillic, language: "ce") == ["ТIетаIайe"])
        #expect(ScriptDetector.expectedScript(for: "en-Shaw") == nil)
    }

    @Test("an unreadable base file: the other languages' keys are not called extra, and the run says what it skipped")
    func unreadableBaseSaysWhatItSkipped() {
        let directory = makeTempDirectory()
        write("<resources><string name=\"pay\">Pay</string>", "res/values/strings.xml", in: directory)
        write("<resources><string name=\"pay\">Bezahlen</string></resources>", "res/values-de/strings.xml", in: directory)
        write("<resources><string name=\"pay\">Payer</string></resources>", "res/values-fr/strings.xml", in: directory)
        var report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.count == 1)
        let skipped = SkippedChecks.apply(to: &report, baseLanguage: "en")
        #expect(findings(report, .extraKey).isEmpty)
        #expect(findings(report, .missingLanguage).isEmpty)
        #expect(skipped.count == 1)
        #expect(skipped.first?.languages == ["de", "fr"])
        #expect(skipped.first?.sentence.contains("skipped extra-key, missing-key, untranslated, placeholder-mismatch for de, fr") == true)
    }

    @Test("an unreadable translation: its keys are not called missing, the other files are still checked")
    func unreadableTranslation() {
        let directory = makeTempDirectory()
        write("<resources><string name=\"pay\">Pay</string></resources>", "res/values/strings.xml", in: directory)
        write("<resources><string name=\"pay\">Bezahlen", "res/values-de/strings.xml", in: directory)
        write("<resources><string name=\"pay\">Pay</string></resources>", "res/values-fr/strings.xml", in: directory)
        var report = checkPaths([directory], profile: base)
        let skipped = SkippedChecks.apply(to: &report, baseLanguage: "en")
        #expect(report.findings.map { "\($0.language) \($0.check.rawValue)" } == ["fr untranslated"])
        #expect(skipped.map(\.languages) == [["de"]])
    }

    @Test("notes ask for no action: shown with --notes only")
    func notesBehindAFlag() {
        let directory = makeTempDirectory()
        write("\"a\" = \"Pay\";\n", "en.lproj/Localizable.strings", in: directory)
        write("\"a\" = \"پرداخت\";\n", "azb.lproj/Localizable.strings", in: directory)
        let quiet = runCLI(["l10n", "check", "--base", "en", directory])
        #expect(!quiet.stdout.contains("unknown-language"), "\(quiet.stdout)")
        let notes = runCLI(["l10n", "check", "--base", "en", "--notes", directory])
        #expect(notes.stdout.contains("[unknown-language]"), "\(notes.stdout)")
    }

    @Test("gettext flags say what a format is: an unflagged strftime pattern is text, c-format is compared, %Iu is %u")
    func gettextFormatFlags() {
        let flagged = """
            msgid ""
            msgstr ""
            "Language: fa\\n"

            #, c-format
            msgid "%u of %u"
            msgstr "%Iu از %Iu"

            #, c-format
            msgid "%s (new)"
            msgstr "(جدید)"

            msgid "%H:%M"
            msgstr "%OH:%OM"

            #, no-c-format
            msgid "100% sure"
            msgstr "%d درصد"

            msgid "Install"
            msgstr "نصب %s"

            """
        let report = checkProject(
            [
                (flagged, "po/fa.po")
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        // A format that lost its argument, and a placeholder the program never fills where
        // the base has no `%`: the strftime pattern and the no-c-format text are text.
        #expect(findings(report, .placeholderMismatch).compactMap(\.key).sorted() == ["%s (new)", "Install"])
        // A file that flags no entry at all (written by hand or by another tool): every entry is
        // compared, a date pattern as one (`DatePatternTests`): glibc's own digits (`%OH`) are
        // the hour, a pattern without the month is not the base's.
        let unflagged = makeTempDirectory()
        write("msgid \"%H:%M\"\nmsgstr \"%OH:%OM\"\n\nmsgid \"%d.%m.\"\nmsgstr \"%d.\"\n", "po/de.po", in: unflagged)
        #expect(findings(checkPaths([unflagged], profile: base), .placeholderMismatch).compactMap(\.key) == ["%d.%m."])
    }

    @Test("names kept in languages of another script: a product name, unit symbols, words its own translations write")
    func namesKeptInOtherScripts() {
        let directory = makeTempDirectory()
        write(
            CatalogText.android([
                ("eol", "Mac OS Classic (CR)"), ("unit", "px"), ("swap", "Swap"), ("swap_used", "Swap used"),
                ("fashion", "Fashion"), ("done", "Done"), ("done_hint", "Tap Done when finished"),
            ]), "res/values/strings.xml", in: directory)
        write(
            CatalogText.android([
                ("eol", "Mac OS Classic (CR)"), ("unit", "px"), ("swap", "Swap"), ("swap_used", "Использовано Swap"),
                ("fashion", "Fashion"), ("done", "Done"), ("done_hint", "Нажмите Done в конце"),
            ]), "res/values-ru/strings.xml", in: directory)
        for (folder, translated) in [
            ("uk", ["Підкачка", "Використано підкачки", "Мода", "Готово", "Натисніть Готово"]),
            ("ja", ["スワップ", "スワップ使用量", "ファッション", "完了", "完了をタップ"]),
            ("ko", ["스왑", "스왑 사용량", "패션", "완료", "완료를 누르세요"]),
        ] {
            write(
                CatalogText.android(
                    [("eol", "Mac OS Classic (CR)"), ("unit", "px")]
                        + zip(["swap", "swap_used", "fashion", "done", "done_hint"], translated).map { ($0, $1) }),
                "res/values-\(folder)/strings.xml", in: directory)
        }
        // Five Latin-script languages translated the name: most languages with the key did not keep it.
        for (folder, name) in [("de", "klassisch"), ("fr", "classique"), ("es", "clásico"), ("it", "classico"), ("pl", "klasyczny")] {
            write(CatalogText.android([("eol", "Mac OS \(name) (CR)")]), "res/values-\(folder)/strings.xml", in: directory)
        }
        let report = checkPaths([directory], profile: base)
        // The product name four languages of another script kept, the unit symbol, and the
        // term Russian writes inside its own text are no findings; a word only kept here, and
        // an English interface word, are.
        let untranslated = findings(report, .untranslated).map { "\($0.language):\($0.key ?? "")" }.sorted()
        #expect(untranslated == ["ru:done", "ru:fashion"], "\(untranslated)")
    }
}
