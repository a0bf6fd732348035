import Foundation
import Testing

@testable import PaySpecL10n

/// Keys and texts whose base is not where the catalogs put it: Interface Builder and
/// `Info.plist` strings beside String Catalogs, i18next plural forms a language's own rules
/// add, Apple formats that mix numbered and unnumbered placeholders, and messages of older
/// gettext templates. Each test keeps a true finding beside the excused class.
@Suite struct BaseOutsideCatalogTests {
    let base = CheckProfile.generic(base: "en")

    func catalog(_ keys: [(String, String)]) -> String {
        let members = keys.map { key, german in
            #""\#(key)": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\#(german)"}}}}"#
        }
        return #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + members.joined(separator: ",\n") + "}}"
    }

    func stringsdict(key: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>\(key)</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string><key>other</key><string>\(other)</string></dict>
        </dict></dict></plist>
        """
    }

    @Test("a storyboard's or Info.plist's strings beside String Catalogs are not extra; a key of a table the base keeps is")
    func interfaceBuilderStrings() {
        let report = checkProject(
            [
                (catalog([("Open", "Öffnen"), ("Close", "Schließen")]), "App/Localizable.xcstrings"),
                (CatalogText.strings([("pa3-QI-u2k.title", "Öffnen"), ("gtf-PD-IHm.label", "Zeiger")]), "App/de.lproj/Main.strings"),
                (CatalogText.strings([("NSCameraUsageDescription", "Für Fotos")]), "App/de.lproj/InfoPlist.strings"),
                // A table the base keeps as a .stringsdict: a .strings of its name is judged against it.
                (stringsdict(key: "files", other: "%d files"), "App/en.lproj/Plurals.stringsdict"),
                (CatalogText.strings([("Quit", "Beenden")]), "App/de.lproj/Plurals.strings"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let extra = report.findings.filter { $0.check == .extraKey }
        #expect(extra.filter { $0.severity != .note }.map { "\($0.language) \($0.key ?? "")" } == ["de Quit"], "\(extra.map(\.message))")
        // The keys left unjudged are named, one note a file, not passed over in silence.
        let notes = extra.filter { $0.severity == .note }.map { note in
            "\((note.file ?? "").split(separator: "/").suffix(2).joined(separator: "/")) \(note.message.prefix { $0 != ":" })"
        }
        #expect(notes.sorted() == ["de.lproj/InfoPlist.strings 1 key not checked", "de.lproj/Main.strings 2 keys not checked"], "\(notes)")
    }

    @Test(
        "i18next plural forms of the language's own categories are not extra; a category the language lacks, or a base without the family, is"
    )
    func i18nextPluralSuffixes() {
        let report = checkProject(
            [
                (#"{"items_one": "{{count}} item", "items_other": "{{count}} items", "rename": "Rename these"}"#, "locales/en.json"),
                (
                    #"{"items_one": "{{count}} файл", "items_few": "{{count}} файли", "items_many": "{{count}} файлів", "#
                        + #""items_other": "{{count}} файлу", "rename_one": "Перейменувати цей", "rename_other": "Перейменувати ці", "#
                        + #""rename": "Перейменувати", "gone_few": "старий""#
                        + "}",
                    "locales/uk.json"
                ),
                (#"{"items_other": "{{count}} 件", "items_few": "{{count}} 件", "rename": "名前を変更"}"#, "locales/ja.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        // Ukrainian has few and many; Japanese has only other. A suffix of a key the base has in no
        // form stays extra, and so does one of a key the base has plain, with no plural family.
        #expect(
            found(report, .extraKey) == ["ja items_few", "uk gone_few", "uk rename_one", "uk rename_other"],
            "\(report.findings.map(\.message))")
        #expect(I18nextPluralKey("items_few").map { [$0.stem, $0.category] } == ["items", "few"])
        #expect(I18nextPluralKey("_few") == nil && I18nextPluralKey("items_plenty") == nil)
        // The category follows the last underscore; the stem may hold underscores and any letters.
        #expect(I18nextPluralKey("položky_v_košíku_other").map { [$0.stem, $0.category] } == ["položky_v_košíku", "other"])
        #expect(I18nextPluralKey("čas_many").map { [$0.stem, $0.category] } == ["čas", "many"])
        #expect(I18nextPluralKey("items_one_").map(\.category) == nil && I18nextPluralKey("items_ones") == nil)
        #expect(I18nextPluralKey("items_other_x") == nil && I18nextPluralKey("itemsother") == nil)
    }

    @Test("an Apple format mixing %d and %2$@ is judged by the arguments it resolves to; a dropped one or a clash is reported")
    func mixedPlaceholdersResolvedInOrder() {
        let report = checkProject(
            [
                (CatalogText.strings([("forward", "Forward %d messages to %2$@?")]), "en.lproj/Localizable.strings"),
                (CatalogText.strings([("forward", "%d Nachrichten an %2$@ weiterleiten?")]), "de.lproj/Localizable.strings"),
                (CatalogText.strings([("forward", "Inoltrare a %2$@ %1$d messaggi?")]), "it.lproj/Localizable.strings"),
                (CatalogText.strings([("forward", "Transférer les messages à %2$@ ?")]), "fr.lproj/Localizable.strings"),
                (CatalogText.strings([("forward", "Reenviar %@ a %1$d?")]), "es.lproj/Localizable.strings"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let mismatches = findings(report, .placeholderMismatch)
        // Never the base's own mix; French dropped the count; Spanish reads argument 1 as text and number.
        #expect(mismatches.map(\.language).sorted() == ["es", "fr"], "\(mismatches.map(\.message))")
        #expect(mismatches.contains { $0.language == "es" && $0.message.hasPrefix("positional and non-positional placeholders mixed") })
        // Outside Apple's formats such a mix is still one finding, the base's included.
        let json = checkProject([(#"{"a": "%d to %2$@"}"#, "en.json")], profile: base)
        #expect(findings(json, .placeholderMismatch).count == 1, "\(json.findings.map(\.message))")
    }

    @Test("without a template, a message only catalogs merged with an older template list is not judged; a current one is")
    func messagesOfOlderTemplates() {
        func po(_ date: String, _ body: String) -> String {
            "msgid \"\"\nmsgstr \"\"\n\"POT-Creation-Date: \(date)\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n" + body
        }
        let current = "msgid \"_Filters\"\nmsgstr \"%@\"\n\nmsgid \"Show line numbers\"\nmsgstr \"%@\"\n"
        let report = checkProject(
            [
                (po("2026-08-01 10:00+0000", current.replacingOccurrences(of: "%@", with: "_Filtres")), "po/fr.po"),
                (po("2026-08-01 10:00+0000", current.replacingOccurrences(of: "%@", with: "_Filter")), "po/de.po"),
                (
                    po(
                        "2005-03-01 10:00+0000",
                        "#, fuzzy\nmsgid \"Show line numbers\"\nmsgstr \"Erakutsi lerro zenbakiak\"\n\n"
                            + "#, fuzzy\nmsgid \"Line numbers need pygtksourceview\"\nmsgstr \"Lerro zenbakiak behar\"\n\n"
                            + "msgid \"_Filters\"\nmsgstr \"Iragazkiak\"\n\n"
                            + "msgid \"_Compare old\"\nmsgstr \"Alderatu zaharra\"\n\n"
                            + "#~ msgid \"_Older\"\n#~ msgstr \"Zaharragoa\"\n"), "po/eu.po"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        // The current messages keep their findings: a fuzzy one and a dropped mnemonic.
        #expect(found(report, .notFinal) == ["eu Show line numbers"], "\(report.findings.map(\.message))")
        #expect(found(report, .mnemonic) == ["eu _Filters"], "\(report.findings.map(\.message))")
        // Nothing about the messages the newest template no longer has, obsolete (#~) ones included.
        let old: Set<String> = ["Line numbers need pygtksourceview", "_Compare old", "_Older"]
        #expect(!report.findings.contains { $0.key.map(old.contains) == true }, "\(report.findings.map(\.message))")
    }
}
