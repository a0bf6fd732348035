import Foundation
import Testing

@testable import PaySpecL10n

/// A `.strings` table and the `.stringsdict` of the same name are one table that Foundation
/// reads together: the table's plurals follow Apple's rules wherever the entry is reported
/// from, and Apple takes a `zero` text for the number 0 in every language.
@Suite struct AppleTablePluralTests {
    /// A `.stringsdict` with one plural entry `key` of the given forms.
    static func stringsdict(_ key: String, _ forms: [(String, String)]) -> String {
        let body = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>\(body)</dict>
            </dict></dict></plist>
            """
    }

    @Test(
        "a zero form in a table's .stringsdict is Apple's text for 0, beside the .strings of the table; a category the language lacks still fires"
    )
    func zeroBesideStringsTable() {
        let report = checkProject(
            [
                // The `.strings` table holds the key too (its text where no `.stringsdict` is read).
                (CatalogText.strings([("TITLE", "Entries"), ("%ld_ENTRIES", "%ld entries")]), "en.lproj/Localizable.strings"),
                (
                    Self.stringsdict("%ld_ENTRIES", [("zero", "No entries"), ("one", "%ld entry"), ("other", "%ld entries")]),
                    "en.lproj/Localizable.stringsdict"
                ),
                (CatalogText.strings([("TITLE", "Položky"), ("%ld_ENTRIES", "%ld položek")]), "cs.lproj/Localizable.strings"),
                (
                    Self.stringsdict(
                        "%ld_ENTRIES",
                        [
                            ("zero", "Žádné položky"), ("one", "%ld položka"), ("two", "obě položky"), ("few", "%ld položky"),
                            ("many", "%ld položky"), ("other", "%ld položek"),
                        ]),
                    "cs.lproj/Localizable.stringsdict"
                ),
            ], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let extra = findings(report, .pluralExtra)
        #expect(extra.map(\.message) == ["plural categories cs does not have: two"], "\(extra)")
        #expect(PluralRules.Platform(file: "cs.lproj/Localizable.strings") == .apple)
        let platforms: [(String, PluralRules.Platform)] = [
            ("res/values-de/strings.xml", .android), ("po/de.po", .gettext), ("po/app.pot", .gettext), ("lib/app_de.arb", .flutter),
            ("Localizable.stringsdict", .apple), ("Localizable.xcstrings", .apple), ("locales/de.json", .other), ("po", .other),
            ("strings", .other), ("de.lproj/Main.strings.bak", .other),
        ]
        for (file, platform) in platforms { #expect(PluralRules.Platform(file: file) == platform, "\(file)") }
    }

    @Test("a form under a category the language never selects, beside one it needs and lacks, is that form misplaced: a finding")
    func misplacedFormBesideAMissingCategory() {
        let english = Self.stringsdict("%ld_LEFT", [("zero", "None left"), ("one", "%ld left"), ("other", "%ld left")])
        let report = checkProject(
            [
                (english, "en.lproj/Localizable.stringsdict"),
                // Czech 2-4 written under `two` (which Czech never selects), `few` missing.
                (
                    Self.stringsdict("%ld_LEFT", [("one", "Zbývá %ld znak"), ("two", "Zbývají %ld znaky"), ("other", "Zbývá %ld znaků")]),
                    "cs.lproj/Localizable.stringsdict"
                ),
                // Slovak's `two` repeats `other` and `few` is there: nothing is misplaced.
                (
                    Self.stringsdict(
                        "%ld_LEFT", [("one", "Zostáva %ld"), ("two", "Zostáva %ld"), ("few", "Zostávajú %ld"), ("other", "Zostáva %ld")]),
                    "sk.lproj/Localizable.stringsdict"
                ),
            ], profile: .generic(base: "en"))
        let extra = languageKeysBySeverity(findings(report, .pluralExtra))
        #expect(extra.issues == ["cs %ld_LEFT"] && extra.notes == ["sk %ld_LEFT"], "\(extra)")
        #expect(found(report, .pluralMissing).contains("cs %ld_LEFT"))
    }
}
