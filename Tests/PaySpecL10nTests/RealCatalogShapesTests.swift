import Foundation
import PaySpecJSON
import Testing

@testable import PaySpecL10n

/// Catalogs shaped like the ones apps ship (Android modules with `tools:ignore`, `translatable`,
/// `<plurals>`, `<xliff:g>`, CDATA and markup; `.lproj` folders with `.strings` and
/// `.stringsdict`; String Catalogs with plural variations), each holding one class of false
/// alarm the check must not raise, or one real defect it must find. The texts are written here.
@Suite("Real catalog shapes")
struct RealCatalogShapesTests {
    func android(_ body: String, tools: Bool = false, root: String = "") -> String {
        let namespaces =
            "xmlns:tools=\"http://schemas.android.com/tools\" xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\""
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources \(namespaces)\(root)>\n\(body)\n</resources>\n"
    }

    func checks(_ report: L10nReport, _ check: CheckID, _ language: String? = nil) -> [L10nFinding] {
        report.findings.filter { $0.check == check && (language == nil || $0.language == language) }
    }

    // MARK: Project conventions

    @Test("tools:ignore=\"MissingTranslation\" on <resources> lets every string fall back; on an element, that one")
    func missingTranslationIgnored() {
        let strings = """
                <string name="feed_title">Subscriptions</string>
                <string name="feed_refresh">Refresh all feeds</string>
                <string name="app_store_name" translatable="false">Cast Reader</string>
            """
        let german = android("    <string name=\"feed_title\">Abonnements</string>")
        let whole = makeTempDirectory()
        write(android(strings, root: " tools:ignore=\"MissingTranslation\""), "app/src/main/res/values/strings.xml", in: whole)
        write(german, "app/src/main/res/values-de/strings.xml", in: whole)
        let report = checkPaths([whole], profile: .generic(base: "en"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.matrix.cell("de", "feed_refresh") == .fallback)

        let element = makeTempDirectory()
        let marked = strings.replacingOccurrences(
            of: "<string name=\"feed_refresh\">", with: "<string name=\"feed_refresh\" tools:ignore=\"MissingTranslation\">")
        let third = "\n    <string name=\"feed_empty\">No episodes yet</string>"
        write(android(marked + third), "app/src/main/res/values/strings.xml", in: element)
        write(german, "app/src/main/res/values-de/strings.xml", in: element)
        let partial = checkPaths([element], profile: .generic(base: "en"))
        #expect(checks(partial, .missingKey).map(\.key) == ["feed_empty"])
    }

    @Test("a module's lint.xml that ignores MissingTranslation lets its default strings fall back")
    func lintConfigurationIgnoresMissingTranslation() {
        let directory = makeTempDirectory()
        write("<lint>\n    <issue id=\"MissingTranslation\" severity=\"ignore\" />\n</lint>\n", "app/lint.xml", in: directory)
        write(
            android("    <string name=\"a\">Saved pages</string>\n    <string name=\"b\">Reading lists</string>"),
            "app/src/main/res/values/strings.xml", in: directory)
        write(android("    <string name=\"a\">Gespeicherte Seiten</string>"), "app/src/main/res/values-de/strings.xml", in: directory)
        #expect(checkPaths([directory], profile: .generic(base: "en")).findings.isEmpty)
        // Without it, the key is missing.
        try? FileManager.default.removeItem(atPath: directory + "/app/lint.xml")
        #expect(checks(checkPaths([directory], profile: .generic(base: "en")), .missingKey).map(\.key) == ["b"])
    }

    @Test("en-GB equal to en is a regional variant, not untranslated")
    func regionalVariantOfTheBase() {
        let directory = makeTempDirectory()
        let english = "\"save\" = \"Save changes\";\n\"colour\" = \"Pick a color\";\n"
        write(english, "App/en.lproj/Localizable.strings", in: directory)
        write(english.replacingOccurrences(of: "color", with: "colour"), "App/en-GB.lproj/Localizable.strings", in: directory)
        write("\"save\" = \"Änderungen sichern\";\n\"colour\" = \"Farbe wählen\";\n", "App/de.lproj/Localizable.strings", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(checks(report, .untranslated).isEmpty, "\(report.findings.map(\.message))")
    }

    @Test("a String Catalog key without an en entry is its own English: no extra-key, still checked")
    func stringCatalogKeyIsItsOwnBase() {
        let directory = makeTempDirectory()
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Boost" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Teilen" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Partager" } }
                  }
                },
                "followers.count" : {
                  "localizations" : {
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld follower" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld followers" } } } } },
                    "fr" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld abonné" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld abonnés" } } } } },
                    "de" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Follower" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Follower" } } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        write(catalog, "App/Localizable.xcstrings", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        // fr has no "many" (exact millions) and must not be asked for it.
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(report.matrix.keys == ["Boost", "followers.count"])
    }

    @Test("a String Catalog plural variable stands for placeholders it does not show")
    func stringCatalogVariable() {
        let directory = makeTempDirectory()
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "notification.starred %lld" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "starred your post" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                "substitutions" : { "count" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "a mis votre message en favori" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "ont mis votre message en favori (%lld)" } } } } } } }
            } } } }
            """
        write(catalog, "App/Localizable.xcstrings", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test(
        "a well-formed BCP 47 code the kit does not list is a note, and its keys are still checked",
        arguments: ["azb", "kab", "nds", "sah", "isv-Latn"])
    func unknownButWellFormedCode(_ code: String) {
        let directory = makeTempDirectory()
        write(
            android("    <string name=\"a\">Search</string>\n    <string name=\"b\">History</string>"), "res/values/strings.xml",
            in: directory)
        let folder = code.contains("-") ? "b+" + code.replacingOccurrences(of: "-", with: "+") : code
        write(
            android("    <string name=\"a\">Xyzzy</string>\n    <string name=\"b\">\" \"</string>"), "res/values-\(folder)/strings.xml",
            in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        let notes = checks(report, .unknownLanguage)
        #expect(notes.count == 1 && notes.first?.severity == .note, "\(report.findings.map(\.message))")
        #expect(checks(report, .emptyValue, code).map(\.key) == ["b"], "\(report.findings.map(\.message))")
        // A code that is no BCP 47 at all is still an error.
        #expect(!LanguageCodes.isWellFormed("q1") && !LanguageCodes.isWellFormed("e") && !LanguageCodes.isWellFormed("en-GBR-1"))
        #expect(LanguageCodes.isWellFormed("be-x-old") && LanguageCodes.isWellFormed("sr-Latn-RS"))
    }

    // MARK: Identical to the base

    @Test("names, cognates, units, URLs and markup alone equal to the base are not untranslated")
    func identicalByNature() {
        let english: [(String, String)] = [
            ("podcast", "Podcast"), ("size", "512 KiB"), ("link", "https://example.org/help"), ("code", "GitHub"),
            ("export", "OPML"), ("min", "+%d min"), ("bold", "<b>%1$s</b>"), ("video", "Video"), ("wallet", "Apple Pay"),
        ]
        let directory = makeTempDirectory()
        let body = english.map { "    <string name=\"\($0.0)\">\($0.1)</string>" }.joined(separator: "\n")
        write(android(body), "res/values/strings.xml", in: directory)
        for language in ["de", "nl", "sv"] { write(android(body), "res/values-\(language)/strings.xml", in: directory) }
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(checks(report, .untranslated).isEmpty, "\(checks(report, .untranslated).map(\.message))")
    }

    static let payFormats = ["strings", "android", "xcstrings", "json"]

    /// "Pay" for a pay button in Swedish and Russian catalogs of one format, next to a German
    /// catalog that translates it.
    func payCatalogs(_ format: String) -> String {
        let directory = makeTempDirectory()
        let texts = ["en": "Pay", "sv": "Pay", "ru": "Pay", "de": "Bezahlen"]
        switch format {
        case "strings":
            for (language, text) in texts {
                write("\"payButtonText\" = \"\(text)\";\n", "App/\(language).lproj/Localizable.strings", in: directory)
            }
        case "android":
            for (language, text) in texts {
                let folder = language == "en" ? "values" : "values-\(language)"
                write(android("    <string name=\"payButtonText\">\(text)</string>"), "res/\(folder)/strings.xml", in: directory)
            }
        case "xcstrings":
            let units = texts.sorted { $0.key < $1.key }.map {
                "\"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.value)\" } }"
            }
            write(
                "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"payButtonText\" : { \"localizations\" : { "
                    + units.joined(separator: ", ") + " } } }, \"version\" : \"1.0\" }", "App/Localizable.xcstrings", in: directory)
        default:
            for (language, text) in texts { write("{\"payButtonText\": \"\(text)\"}", "l10n/\(language).json", in: directory) }
        }
        return directory
    }

    @Test("\"Pay\" left in Swedish and Russian is untranslated, in every format", arguments: payFormats)
    func payIsUntranslated(_ format: String) {
        let report = checkPaths([payCatalogs(format)], profile: .generic(base: "en"))
        #expect(checks(report, .untranslated).map(\.language).sorted() == ["ru", "sv"], "\(report.findings.map(\.message))")
        #expect(checks(report, .untranslated, "de").isEmpty)
    }

    @Test("an allow-list per key and language keeps \"Pay\" where it is identical by design", arguments: payFormats)
    func payAllowedPerLanguage(_ format: String) {
        let directory = payCatalogs(format)
        var profile = CheckProfile.generic(base: "en")
        profile.identicalByDesign["payButtonText"] = ["sv"]
        let report = checkPaths([directory], profile: profile)
        #expect(checks(report, .untranslated).map(\.language) == ["ru"], "\(report.findings.map(\.message))")
        let cli = runCLI(["l10n", "check", "--base", "en", "--allow-identical", "payButtonText=sv,ru", "--format", "json", directory])
        #expect(!cli.stdout.contains("\"untranslated\""), "\(cli.stdout)")
        let bad = runCLI(["l10n", "check", "--base", "en", "--allow-identical", "payButtonText=", directory])
        #expect(bad.status == 2 && bad.stderr.contains("--allow-identical"))
    }

    // MARK: Scripts

    @Test("Latin letters outside the basic range, modifier letters and ordinals are not a wrong script")
    func latinBeyondASCII() {
        let directory = makeTempDirectory()
        write(
            android("    <string name=\"a\">Downloaded episodes</string>\n    <string name=\"b\">Order no.</string>"),
            "res/values/strings.xml", in: directory)
        let values: [(String, String, String)] = [
            ("az", "Yüklənmiş bölümlər", "Sifariş nömrəsi"), ("uz", "Yuklab olingan qismlar", "Buyurtma oʻzgardi"),
            ("ha", "Ƙarin bayani", "Lambar oda"), ("uk", "Завантажені епізоди", "Пам\u{02BC}ять замовлення"),
            ("es", "Episodios descargados", "Nº de pedido"), ("pt", "1ª vez baixado", "Nº do pedido"),
            ("fr", "Épisodes du XXᵉ siècle", "Nº de commande"),
        ]
        for (language, a, b) in values {
            write(
                android("    <string name=\"a\">\(a)</string>\n    <string name=\"b\">\(b)</string>"), "res/values-\(language)/strings.xml",
                in: directory)
        }
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(checks(report, .wrongScript).isEmpty, "\(checks(report, .wrongScript).map(\.message))")
    }

    @Test("Latin names, words of the base, URLs and markup inside Cyrillic or Greek are not a wrong script")
    func namesInsideOtherScripts() {
        let directory = makeTempDirectory()
        let base = [
            ("open", "Open in SoundCloud"), ("sync", "Could not sync with gpodder"),
            ("terms", "Read the <a href=\"https://example.org/t\">terms</a>"),
            ("import", "Import podcast list (OPML)"),
        ]
        write(
            android(base.map { "    <string name=\"\($0.0)\">\($0.1)</string>" }.joined(separator: "\n")), "res/values/strings.xml",
            in: directory)
        let uk = [
            ("open", "Відкрити в SoundCloud"), ("sync", "Не вдалося синхронізувати з gpodder"),
            ("terms", "Прочитайте <a href=\"https://example.org/t\">умови</a>"), ("import", "Імпорт списку podcast (OPML)"),
        ]
        let el = [
            ("open", "Άνοιγμα στο SoundCloud"), ("sync", "Αποτυχία συγχρονισμού με gpodder"),
            ("terms", "Διαβάστε τους <a href=\"https://example.org/t\">όρους</a>"), ("import", "Εισαγωγή λίστας podcast (OPML)"),
        ]
        for (language, texts) in [("uk", uk), ("el", el)] {
            write(
                android(texts.map { "    <string name=\"\($0.0)\">\($0.1)</string>" }.joined(separator: "\n")),
                "res/values-\(language)/strings.xml", in: directory)
        }
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(checks(report, .wrongScript).isEmpty, "\(checks(report, .wrongScript).map(\.message))")
    }

    @Test("%D, %U and %O are %d, %u and %o in Apple's formats; in Android's they are other conversions")
    func appleConversionSynonyms() {
        let directory = makeTempDirectory()
        write("\"used\" = \"%ld used\";\n\"left\" = \"%u left\";\n", "App/en.lproj/Localizable.strings", in: directory)
        write("\"used\" = \"%lD utilizzati\";\n\"left\" = \"%U rimasti\";\n", "App/it.lproj/Localizable.strings", in: directory)
        write(android("    <string name=\"used\">%d used</string>"), "res/values/strings.xml", in: directory)
        write(android("    <string name=\"used\">%D utilizzati</string>"), "res/values-it/strings.xml", in: directory)
        let apple = checkPaths([directory + "/App"], profile: .generic(base: "en"))
        #expect(checks(apple, .placeholderMismatch).isEmpty, "\(apple.findings.map(\.message))")
        let android = checkPaths([directory + "/res"], profile: .generic(base: "en"))
        #expect(checks(android, .placeholderMismatch).map(\.key) == ["used"], "\(android.findings.map(\.message))")
        // In plural texts too, on either side; a conversion that differs still fires.
        let plurals = makeTempDirectory()
        write(
            AppleTablePluralTests.stringsdict("files", [("one", "%D file"), ("other", "%D files")]),
            "en.lproj/Localizable.stringsdict", in: plurals)
        write(
            AppleTablePluralTests.stringsdict(
                "files", [("one", "%d soubor"), ("few", "%d soubory"), ("many", "%d souboru"), ("other", "%@ souborů")]),
            "cs.lproj/Localizable.stringsdict", in: plurals)
        let table = checkPaths([plurals], profile: .generic(base: "en"))
        #expect(
            checks(table, .placeholderMismatch).map(\.message) == ["placeholders (other) %@ do not match the base's %D"],
            "\(table.findings.map(\.message))")
    }

    @Test("a quoted language code a translation gives for the base's quoted example is no wrong script; an English word quoted is")
    func quotedExampleCodes() {
        let base = #"2-char or 4-char code (i.e.: "fr" or "pt-BR")"#
        #expect(ScriptDetector.foreignWords(in: "2-значны код (напрыклад: «en» або «be»)", expected: .cyrillic, baseText: base).isEmpty)
        #expect(
            ScriptDetector.foreignWords(in: #"Κωδικός 2 ή 4 χαρακτήρων (π.χ.: "en" ή " en-US")"#, expected: .greek, baseText: base).isEmpty)
        // Without a quoted code in the base, or for a word that is no code, the letters count.
        #expect(ScriptDetector.foreignWords(in: "Код мовы «en»", expected: .cyrillic, baseText: "Language code") == ["en"])
        #expect(ScriptDetector.foreignWords(in: "Натисніть «save»", expected: .cyrillic, baseText: base) == ["save"])
        #expect(TextMasking.quotedTags(in: #"«en», "pt_BR", 'zh-Hant', “sr-Latn-RS”, "English", "e", "done""#).count == 4)
    }

    @Test("a word mixing alphabets, and a value mostly in another script, are still a wrong script")
    func realWrongScriptStillFound() {
        #expect(ScriptDetector.foreignWords(in: "C\u{043A}инути", expected: .cyrillic) == ["C\u{043A}инути"])
        #expect(ScriptDetector.foreignWords(in: "Show replies", expected: .cyrillic, baseText: "Show replies") == ["Show", "replies"])
        #expect(ScriptDetector.foreignWords(in: "Скинути now", expected: .cyrillic, baseText: "Reset") == ["now"])
        #expect(ScriptDetector.script(of: "ə") == .latin && ScriptDetector.script(of: "\u{02BB}") == nil)
        #expect(ScriptDetector.script(of: "º") == .latin && ScriptDetector.script(of: "ᵉ") == .latin)
    }

    // MARK: Plurals

    @Test("categories whole numbers never take are not required; the platform decides about other")
    func pluralsForIntegers() {
        let directory = makeTempDirectory()
        func plurals(_ items: [(String, String)]) -> String {
            "    <plurals name=\"episodes\">\n"
                + items.map { "        <item quantity=\"\($0.0)\">\($0.1)</item>" }.joined(separator: "\n") + "\n    </plurals>"
        }
        write(android(plurals([("one", "%d episode"), ("other", "%d episodes")])), "res/values/strings.xml", in: directory)
        let languages: [(String, [(String, String)])] = [
            ("fr", [("one", "%d épisode"), ("other", "%d épisodes")]), ("es", [("one", "%d episodio"), ("other", "%d episodios")]),
            ("it", [("one", "%d episodio"), ("other", "%d episodi")]), ("pt", [("one", "%d episódio"), ("other", "%d episódios")]),
            ("cs", [("one", "%d epizoda"), ("few", "%d epizody"), ("other", "%d epizod")]),
            ("sk", [("one", "%d epizóda"), ("few", "%d epizódy"), ("other", "%d epizód")]),
            ("lt", [("one", "%d epizodas"), ("few", "%d epizodai"), ("other", "%d epizodų")]),
            ("ru", [("one", "%d выпуск"), ("few", "%d выпуска"), ("many", "%d выпусков")]),
            ("uk", [("one", "%d епізод"), ("few", "%d епізоди"), ("many", "%d епізодів")]),
            ("pl", [("one", "%d odcinek"), ("few", "%d odcinki"), ("many", "%d odcinków")]),
            ("iw", [("one", "פרק %d"), ("two", "%d פרקים"), ("many", "%d פרקים"), ("other", "%d פרקים")]),
        ]
        for (language, items) in languages { write(android(plurals(items)), "res/values-\(language)/strings.xml", in: directory) }
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        // An empty text under a category no whole number selects is never shown: a note. The
        // Romance "many", which 1,000,000 selects, empty is still a finding.
        write(
            android(plurals([("one", "%d епізод"), ("few", "%d епізоди"), ("many", "%d епізодів"), ("other", "")])),
            "res/values-uk/strings.xml", in: directory)
        write(
            android(plurals([("one", "%d épisode"), ("many", ""), ("other", "%d épisodes")])), "res/values-fr/strings.xml",
            in: directory)
        let empties = checkPaths([directory], profile: .generic(base: "en")).findings.filter { $0.check == .emptyValue }
        #expect(empties.map { "\($0.language):\($0.severity)" }.sorted() == ["fr:error", "uk:note"], "\(empties.map(\.message))")
        #expect(empties.first { $0.language == "uk" }?.message.contains("no whole number selects other in uk") == true)
        // Apple's formats need "other" in every language.
        #expect(PluralRules.language("ru")?.required(on: .apple) == ["one", "few", "many", "other"])
        #expect(PluralRules.language("ru")?.required(on: .android) == ["one", "few", "many"])
        #expect(PluralRules.language("fr")?.allowed.contains("many") == true)
    }

    @Test("a Russian .stringsdict without other is missing a category")
    func stringsdictNeedsOther() {
        let directory = makeTempDirectory()
        func dict(_ items: [(String, String)]) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>episodes</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            \(items.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined())
            </dict></dict></dict></plist>
            """
        }
        write(dict([("one", "%d episode"), ("other", "%d episodes")]), "App/en.lproj/Localizable.stringsdict", in: directory)
        write(
            dict([("one", "%d выпуск"), ("few", "%d выпуска"), ("many", "%d выпусков")]), "App/ru.lproj/Localizable.stringsdict",
            in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(checks(report, .pluralMissing, "ru").count == 1, "\(report.findings.map(\.message))")
    }

    @Test("a .stringsdict entry without its format is a placeholder-mismatch finding; the rest of its file is read and judged")
    func stringsdictEntryWithoutFormat() {
        let directory = makeTempDirectory()
        func entry(_ key: String, format: String?, _ items: [(String, String)]) -> String {
            """
            <key>\(key)</key><dict>\(format.map { "<key>NSStringLocalizedFormatKey</key><string>\($0)</string>" } ?? "")
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>u</string>
            \(items.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined())
            </dict></dict>
            """
        }
        func plist(_ entries: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(entries)</dict></plist>"
        }
        write(
            plist(
                entry("items", format: "%#@n@", [("one", "%u item"), ("other", "%u items")])
                    + entry("files", format: "%#@n@", [("one", "%u file"), ("other", "%u files")])),
            "App/en.lproj/Localizable.stringsdict", in: directory)
        // Korean as a translation platform wrote it: the format left out of one entry; the
        // other entry's placeholder dropped, which the check still reads.
        write(
            plist(entry("items", format: nil, [("other", "%u개 아이템")]) + entry("files", format: "%#@n@", [("other", "파일")])),
            "App/ko.lproj/Localizable.stringsdict", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let mismatches = checks(report, .placeholderMismatch, "ko")
        #expect(mismatches.map(\.key) == ["files", "items"], "\(report.findings.map(\.message))")
        let formatless = mismatches.first { $0.key == "items" }
        #expect(formatless?.message.contains("no format (NSStringLocalizedFormatKey") == true, "\(String(describing: formatless))")
        // At the entry's `<key>`: the file's first entry, on the plist's second line.
        #expect(formatless?.file?.hasSuffix("App/ko.lproj/Localizable.stringsdict") == true && formatless?.location?.line == 2)
        #expect(report.findings.filter { $0.language == "en" }.isEmpty, "\(report.findings.map(\.message))")
        // The command line: an error finding (exit status 1), not an unreadable file.
        let cli = runCLI(["l10n", "check", "--base", "en", directory])
        #expect(
            cli.status == 1 && cli.stdout.contains("ko.lproj/Localizable.stringsdict:2:") && !cli.stdout.contains("unreadable"), "\(cli)")
    }

    // MARK: Android values as the build reads them

    @Test("an escaped trailing space in the base is kept, so translations that keep it are clean")
    func escapedSpaceSurvivesTrimming() throws {
        let report = checkProject(
            [
                (android("    <string name=\"total\">Total:\\u0020</string>"), "res/values/strings.xml"),
                (android("    <string name=\"total\">\"Summe: \"</string>"), "res/values-de/strings.xml"),
                (android("    <string name=\"total\">Total :\\u0020</string>"), "res/values-fr/strings.xml"),
            ], profile: .generic(base: "en"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        let at = SourceLocation(line: 1, column: 1)
        #expect(try AndroidStringsParser.unescape("Total:\\u0020", file: "f", at: at) == "Total: ")
        #expect(try AndroidStringsParser.unescape("  Total:  ", file: "f", at: at) == "Total:")
        #expect(try AndroidStringsParser.unescape("Don\\'t stop\\ ", file: "f", at: at) == "Don't stop ")
    }

    @Test("placeholders and tags inside child elements are kept and compared")
    func markupKeptAndCompared() {
        let directory = makeTempDirectory()
        let base = """
                <string name="terms">Read the <a href="%2$s">terms</a> of %1$s</string>
                <string name="count">You have <xliff:g id="count" example="3">%d</xliff:g> new episodes</string>
                <string name="bold"><![CDATA[<b>%1$s</b> was added]]></string>
            """
        write(android(base), "res/values/strings.xml", in: directory)
        let good = """
                <string name="terms">Lue palvelun %1$s <a href="%2$s">ehdot</a></string>
                <string name="count">Sinulla on <xliff:g id="count">%d</xliff:g> uutta jaksoa</string>
                <string name="bold"><![CDATA[<b>%1$s</b> lisättiin]]></string>
            """
        write(android(good), "res/values-fi/strings.xml", in: directory)
        let dropped = """
                <string name="terms">Lies die Bedingungen von %1$s</string>
                <string name="count">Du hast <xliff:g id="count">%d</xliff:g> neue Folgen</string>
                <string name="bold"><![CDATA[%1$s wurde hinzugefügt]]></string>
            """
        write(android(dropped), "res/values-de/strings.xml", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(checks(report, .placeholderMismatch, "fi").isEmpty, "\(report.findings.map(\.message))")
        // The link and its placeholder are lost in German; the bold is typography, its own choice.
        let german = checks(report, .placeholderMismatch, "de")
        #expect(Set(german.compactMap(\.key)) == ["terms"], "\(german.map(\.message))")
        #expect(german.contains { $0.message.contains("%2$s") } && german.contains { $0.message.hasPrefix("markup") })
        #expect(MarkupTags.names(in: "<b>%1$s</b> lisättiin <a href=\"x\">tästä</a>") == ["a", "/a"])
    }

    @Test("a percent before a space or a letter is text; one argument used twice is one argument")
    func literalPercentAndRepeatedArgument() {
        let report = checkProject(
            [
                (
                    "\"charge\" = \"Battery 100% good\";\n\"sent\" = \"%1$@ sent %2$@ to %1$@\";\n", "App/en.lproj/Localizable.strings"
                ),
                (
                    "\"charge\" = \"Akku zu 100% voll\";\n\"sent\" = \"%1$@ hat %2$@ gesendet\";\n", "App/de.lproj/Localizable.strings"
                ),
            ], profile: .generic(base: "en"))
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
        #expect(PlaceholderScanner.scan("100% sure").printf.isEmpty)
        #expect(PlaceholderScanner.scan("%#@count@ and %d").named == ["%#@count@"])
    }

    @Test("a wiki parameter the base texts use is no placeholder; a translated one is a mismatch")
    func wikiParameters() {
        let directory = makeTempDirectory()
        let base = """
                <string name="warn">Hello {{{username}}}, please stop.</string>
                <string name="thanks">Thank you for your edit.</string>
                <string name="sign">Sent by {{{senderUserName}}}</string>
            """
        write(android(base), "res/values/strings.xml", in: directory)
        let spanish = """
                <string name="warn">Hola {{{nombre}}}, por favor, para.</string>
                <string name="thanks">Hola {{{username}}}, gracias por tu edición.</string>
                <string name="sign">Enviado por {{{senderUserName}}}</string>
            """
        write(android(spanish), "res/values-es/strings.xml", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(checks(report, .placeholderMismatch).compactMap(\.key) == ["warn"], "\(report.findings.map(\.message))")
        #expect(checks(report, .templateMarkup).isEmpty)
    }

    @Test("encoding damage and template markup left in a value are found")
    func damagedValues() {
        let report = checkProject(
            [
                ("\"card\" = \"Card number\";\n\"items\" = \"%d items\";\n", "App/en.lproj/Localizable.strings"),
                (
                    "\"card\" = \"Número do cart?o\";\n\"items\" = \"%d {{PLURAL|item|itens}}\";\n", "App/pt.lproj/Localizable.strings"
                ),
                ("\"card\" = \"Kartenn\u{FFFD}mmer\";\n\"items\" = \"%d Artikel\";\n", "App/de.lproj/Localizable.strings"),
                ("\"card\" = \"¿Número de tarjeta?\";\n\"items\" = \"%d artículos\";\n", "App/es.lproj/Localizable.strings"),
            ], profile: .generic(base: "en"))
        #expect(checks(report, .encodingDamage).map(\.language).sorted() == ["de", "pt"], "\(report.findings.map(\.message))")
        #expect(checks(report, .templateMarkup).map(\.language) == ["pt"])
    }

    // MARK: A whole catalog in the wrong language

    /// An Indonesian payment form, written for this test (not the text the profiles are built from).
    static let indonesian: [(String, String, String)] = [
        ("title", "Secure checkout", "Pembayaran aman"), ("card", "Card number", "Nomor kartu kredit"),
        ("expiry", "Expiration date", "Tanggal berakhir"), ("cvc", "Security code", "Kode keamanan"),
        ("first", "First name", "Nama depan"), ("last", "Last name", "Nama belakang"),
        ("emptyFirst", "First name is empty", "Nama depan masih kosong"), ("emptyLast", "Last name is empty", "Nama belakang masih kosong"),
        ("badCard", "The card number is incorrect", "Nomor kartu tidak benar"),
        ("badExpiry", "The expiration date is incorrect", "Tanggal berakhir tidak sesuai"),
        ("unsupported", "This card type is not supported", "Jenis kartu ini belum didukung"),
        ("cancelAsk", "Do you want to cancel the payment?", "Apakah Anda ingin membatalkan pembayaran?"),
        ("cancel", "Cancel", "Batal"), ("pay", "Pay now", "Bayar sekarang"), ("order", "Order number", "Nomor pesanan"),
        ("billing", "Billing descriptor", "Keterangan penagihan"), ("email", "Email address", "Alamat surel"),
        ("phone", "Phone number", "Nomor telepon"), ("country", "Country or region", "Negara atau wilayah"),
        ("address", "Street address", "Alamat jalan"), ("city", "City", "Kota"), ("postal", "Postal code", "Kode pos"),
        ("processing", "Your payment is being processed", "Pembayaran Anda sedang diproses"),
        ("success", "Payment successful, thank you", "Pembayaran berhasil, terima kasih"),
        ("failure", "Payment failed, please use another card", "Pembayaran gagal, gunakan kartu yang lain"),
        ("save", "Remember this card on this device", "Ingat kartu ini di perangkat ini"),
    ]

    @Test("an en-IN catalog that is all Indonesian is found, in text and in binary plist .strings", arguments: ["text", "binary"])
    func indonesianUnderEnglishIndia(_ encoding: String) {
        let directory = makeTempDirectory()
        let english = Self.indonesian.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
        write(english, "Bundle/en.lproj/Localizable.strings", in: directory)
        if encoding == "binary" {
            let plist = BinaryPlistWriter.write(.dictionary(Self.indonesian.map { ($0.0, .string($0.2)) }))
            write(plist, "Bundle/en-IN.lproj/Localizable.strings", in: directory)
        } else {
            write(
                Self.indonesian.map { "\"\($0.0)\" = \"\($0.2)\";" }.joined(separator: "\n"), "Bundle/en-IN.lproj/Localizable.strings",
                in: directory)
        }
        let report = checkPaths([directory], profile: .generic(base: "en"))
        let wrong = checks(report, .wrongLanguage)
        #expect(wrong.map(\.language) == ["en-IN"], "\(report.findings.map(\.message))")
        #expect(wrong.first?.message.hasPrefix("the catalog reads as id, not en-IN") == true)
    }

    @Test("catalogs in their own language are not reported as another")
    func catalogsInTheirOwnLanguage() {
        let directory = makeTempDirectory()
        let english = Self.indonesian.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
        write(english, "Bundle/en.lproj/Localizable.strings", in: directory)
        write(
            Self.indonesian.map { "\"\($0.0)\" = \"\($0.2)\";" }.joined(separator: "\n"), "Bundle/id.lproj/Localizable.strings",
            in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(checks(report, .wrongLanguage).isEmpty, "\(report.findings.map(\.message))")
        // The classifier itself: English read as English, Indonesian as Indonesian, and German
        // and French interface text as their own.
        #expect(CatalogLanguageID.otherLanguage(of: Self.indonesian.map(\.1), declared: "en") == nil)
        #expect(CatalogLanguageID.otherLanguage(of: Self.indonesian.map(\.2), declared: "id") == nil)
        #expect(CatalogLanguageID.otherLanguage(of: Self.indonesian.map(\.1), declared: "id")?.language == "en")
        let german = [
            "Sichere Bezahlung", "Kartennummer", "Ablaufdatum der Karte", "Prüfnummer", "Vorname", "Nachname",
            "Der Vorname fehlt noch", "Die Kartennummer ist falsch", "Dieser Kartentyp wird nicht unterstützt",
            "Möchten Sie die Zahlung abbrechen?", "Jetzt bezahlen", "Bestellnummer", "Ihre Zahlung wird bearbeitet",
            "Zahlung erfolgreich, vielen Dank", "Zahlung fehlgeschlagen, bitte verwenden Sie eine andere Karte",
            "Diese Karte auf diesem Gerät merken", "Straße und Hausnummer", "Postleitzahl", "Land oder Region",
        ]
        #expect(CatalogLanguageID.otherLanguage(of: german, declared: "de") == nil)
        #expect(CatalogLanguageID.otherLanguage(of: german, declared: "en")?.language == "de")
    }
}
