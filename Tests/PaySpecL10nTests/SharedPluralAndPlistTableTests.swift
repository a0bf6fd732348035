import Foundation
import Testing

@testable import PaySpecL10n

/// Catalog shapes whose base is not where the checks first look: an Android base plural whose
/// forms name strings every language translates, a table that translates a property list, a
/// text written as its own key, and a gettext file that gives a language more forms than CLDR.
/// Each stands beside a finding of the same check that still fires.
@Suite struct SharedPluralAndPlistTableTests {
    let base = CheckProfile.generic(base: "en")

    /// A base plural of references, as an app writes it when one plural serves every language.
    static let referencePlural = """
        <resources>
          <plurals name="n_words">
            <item quantity="zero">@string/zero_words</item>
            <item quantity="one">@string/one_word</item>
            <item quantity="two">@string/two_words</item>
            <item quantity="few">@string/few_words</item>
            <item quantity="many">@string/many_words</item>
            <item quantity="other">@string/other_words</item>
          </plurals>
          <plurals name="items">
            <item quantity="zero">@string/no_items</item>
            <item quantity="one">@string/item</item>
            <item quantity="other">@string/items</item>
          </plurals>
          <plurals name="n_days">
            <item quantity="one">%d day</item>
            <item quantity="two">both days</item>
            <item quantity="other">%d days</item>
          </plurals>
        </resources>
        """

    @Test("a base plural naming a string per category serves every language: its categories and unselected strings are notes")
    func androidPluralOfReferences() {
        let words = ["no_items", "item", "items", "zero_words", "one_word", "two_words", "few_words", "many_words", "other_words"]
        let report = checkProject(
            [
                (Self.referencePlural, "res/values/plurals.xml"),
                (CatalogText.android(words.map { ($0, "%1$s words") }), "res/values/strings.xml"),
                // Persian selects one and other: the four other strings are never shown.
                (
                    CatalogText.android([("item", "مورد"), ("items", "موارد"), ("one_word", "%1$s کلمه"), ("other_words", "%1$s کلمه")]),
                    "res/values-fa/strings.xml"
                ),
                // Russian selects one, few, many and other: few_words is owed.
                (
                    CatalogText.android([("one_word", "%1$s слово"), ("many_words", "%1$s слов"), ("other_words", "%1$s слова")]),
                    "res/values-ru/strings.xml"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let missing = languageKeysBySeverity(findings(report, .missingKey))
        // Owed: the strings of categories each language selects, and the plural of texts.
        #expect(missing.issues == ["fa n_days", "ru few_words", "ru item", "ru n_days"], "\(missing.issues)")
        #expect(missing.notes.contains("fa two_words") && missing.notes.contains("fa no_items"), "\(missing)")
        #expect(findings(report, .missingKey).contains { $0.message.contains("which fa never selects") })
        // The base's categories English lacks: a note where they name strings for other
        // languages, a warning where they are texts no language selects (English has no `two`)
        // or a `zero` the developer meant for 0 in English.
        let extra = languageKeysBySeverity(findings(report, .pluralExtra))
        #expect(extra.notes == ["en n_words"], "\(extra)")
        #expect(extra.issues == ["en items", "en n_days"], "\(extra)")
    }

    @Test("keys of a table that translates a property list are one note; another table's extra keys stand")
    func plistTranslatingTables() {
        let report = checkProject(
            [
                (CatalogText.strings([("CFBundleDisplayName", "Shop")]), "App/en.lproj/InfoPlist.strings"),
                (
                    CatalogText.strings([("CFBundleDisplayName", "Laden"), ("NSCameraUsageDescription", "Zum Scannen von Karten")]),
                    "App/de.lproj/InfoPlist.strings"
                ),
                (CatalogText.strings([("Group", "Group")]), "App/Settings.bundle/en.lproj/Root.strings"),
                (CatalogText.strings([("Group", "Gruppe"), ("Name", "Name")]), "App/Settings.bundle/de.lproj/Root.strings"),
                (CatalogText.strings([("pay", "Pay")]), "App/en.lproj/Localizable.strings"),
                (CatalogText.strings([("pay", "Bezahlen"), ("refund", "Erstatten")]), "App/de.lproj/Localizable.strings"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let extra = findings(report, .extraKey)
        #expect(extra.filter { $0.severity != .note }.map { "\($0.language) \($0.key ?? "")" } == ["de refund"])
        let notes = extra.filter { $0.severity == .note }
        #expect(notes.count == 2, "\(notes.map(\.message))")
        #expect(notes.allSatisfy { $0.key == nil && $0.message.contains("property list") })
    }

    @Test("a blank text written as its own key is no empty value; a blank translation of a text is")
    func blankTextAsItsOwnKey() {
        let report = checkProject(
            [
                ("\"\" = \"\";\n\"Directory\" = \"Directory\";\n", "App/en.lproj/Localizable.strings"),
                ("\" \" = \" \";\n\"Directory\" = \"\";\n", "App/ru.lproj/Localizable.strings"),
                // A table whose base holds no text (the English is in the code): a blank
                // translation of a text shows nothing; a blank text written as its key is a spacer.
                ("\"\" = \"\";\n", "App/en.lproj/Main.strings"),
                (
                    "\" \" = \" \";\n\"Open\" = \"\";\n" + (1...12).map { "\"Step \($0)\" = \"Шаг \($0)\";\n" }.joined(),
                    "App/ru.lproj/Main.strings"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(findings(report, .emptyValue).map { "\($0.language) \($0.key ?? "")" }.sorted() == ["ru Directory", "ru Open"])
    }

    @Test("a gettext form for 1 alone, in a language CLDR gives one category, is not its other form")
    func gettextFormForOneAlone() {
        let expression = PluralFormsExpression.parse("n != 1")
        #expect(expression != nil)
        if let expression {
            // Malay: CLDR has `other` alone; the file's form 1 is every number but 1.
            #expect(PluralRules.gettextCategories("ms", count: 2, expression: expression) == [nil, "other"])
            // English keeps its one and other.
            #expect(PluralRules.gettextCategories("en", count: 2, expression: expression) == ["one", "other"])
        }
        let po = """
            msgid ""
            msgstr ""
            "Language: ms\\n"
            "Plural-Forms: nplurals=2; plural=n != 1;\\n"

            msgid "Tomorrow"
            msgid_plural "In %(days)d days"
            msgstr[0] "Esok"
            msgstr[1] "dalam %(days)d hari"

            msgid "Yesterday"
            msgid_plural "%(days)d days ago"
            msgstr[0] "Semalam"
            msgstr[1] "%(hari)d hari lalu"

            """
        let report = checkProject([(po, "po/ms.po")], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(findings(report, .placeholderMismatch).map { $0.key ?? "" } == ["Yesterday"])
    }
}

/// A language's own code written as a word of its text is an identifier, not a word in
/// another script; any other Latin word there still is.
@Suite struct OwnCodeAsWordTests {
    @Test("\"uk\" in a Ukrainian example is no wrong script; a Latin look-alike letter is")
    func ownCodeInText() {
        let report = checkProject(
            [
                (
                    CatalogText.android([("example", "For example: English or en"), ("service", "Select service:")]),
                    "res/values/strings.xml"
                ),
                (
                    CatalogText.android([("example", "Наприклад: англійська або uk"), ("service", "Виберiть сервiс:")]),
                    "res/values-uk/strings.xml"
                ),
            ], profile: CheckProfile.generic(base: "en"))
        #expect(findings(report, .wrongScript).map { $0.key ?? "" } == ["service"], "\(report.findings.map(\.message))")
    }
}
