import Foundation
import Testing

@testable import PaySpecL10n

/// Python's named arguments compare by name, and printf's flags (the space flag included) are
/// part of one placeholder; a renamed, dropped or changed placeholder is still reported.
@Suite struct NamedArgumentAndFlagTests {
    let base = CheckProfile.generic(base: "en")

    func scanTexts(_ text: String) -> [String] {
        let scan = PlaceholderScanner.scan(text)
        return scan.printf.map(\.text) + scan.named
    }

    @Test("printf flags, the space flag among them, parse as one placeholder each")
    func flagsAreOnePlaceholder() {
        for placeholder in ["% ld", "% d", "%+d", "%#x", "%-5s", "%05.2f", "%1$@", "% @", "%1$ d"] {
            #expect(scanTexts("a \(placeholder) b") == [placeholder], "\(placeholder)")
        }
        #expect(PlaceholderScanner.scan("% ld").printf.first?.conversion == "ld")
        // A percent sign before a word is text, as before: no placeholder.
        for text in [
            "100 % sicher", "100 % de", "50 % d'eau", "%0 p-cores", "10 % des", "Файл% s не существует", "kontole% @.",
            "%0% to full charge", "50 % e 50 %", "10 % a day",
        ] {
            #expect(PlaceholderScanner.scan(text).printf.isEmpty, "\(text)")
        }
    }

    @Test("Python's %(name)s is one named placeholder; Java's %(d stays a flag")
    func pythonNamedArguments() {
        #expect(scanTexts("%(count)s messages from %(participant)s") == ["%(count)s", "%(participant)s"])
        #expect(scanTexts("%(ratio)05.2f and %(n)i") == ["%(ratio)05.2f", "%(n)d"])
        #expect(PlaceholderScanner.scan("%(,.2f").printf.map(\.conversion) == ["f"])
        #expect(PlaceholderScanner.removingPlaceholders("von %(participant_name)s") == "von  ")
    }

    func placeholderFindings(base baseText: String, _ translations: [String: String]) -> [String: String] {
        let directory = makeTempDirectory(#function + "\(translations.keys.sorted())")
        func po(_ language: String, _ text: String) -> String {
            """
            msgid ""
            msgstr ""
            "Language: \(language)\\n"

            #, python-format
            msgid "\(baseText)"
            msgstr "\(text)"

            """
        }
        write(po("en", baseText), "po/en.po", in: directory)
        for (language, text) in translations { write(po(language, text), "po/\(language).po", in: directory) }
        let report = checkPaths([directory], profile: base)
        var messages: [String: String] = [:]
        for finding in report.findings where finding.check == .placeholderMismatch { messages[finding.language] = finding.message }
        return messages
    }

    @Test("named arguments in another order are kept; a renamed, dropped or reconverted one is a finding")
    func namedArgumentsCompareByName() {
        let found = placeholderFindings(
            base: "%(count)s messages from %(participant)s",
            [
                "ja": "%(participant)s から %(count)s 件", "de": "%(count)s Nachrichten von %(teilnehmer)s",
                "fr": "%(count)s messages", "it": "%(count)d messaggi da %(participant)s",
            ])
        #expect(found["ja"] == nil)
        #expect(found["de"]?.contains("%(teilnehmer)s") == true)
        #expect(found["fr"] != nil)
        #expect(found["it"] != nil)
        #expect(found.count == 3, "\(found)")
    }

    @Test("a translation's space-flagged % ld keeps the base's %ld; %d for %ld is still a finding")
    func spaceFlagKeepsTheArgument() {
        let report = checkProject(
            [
                ("\"n\" = \"%ld participants\";\n\"f\" = \"Unsupported: %@\";\n", "en.lproj/Localizable.strings"),
                ("\"n\" = \"% ld ئەزا\";\n\"f\" = \"असमर्थित: % @\";\n", "ug.lproj/Localizable.strings"),
                ("\"n\" = \"%d þátttakendur\";\n\"f\" = \"Óstutt: %@\";\n", "is.lproj/Localizable.strings"),
            ], profile: base)
        let mismatches = report.findings.filter { $0.check == .placeholderMismatch }.map { "\($0.language) \($0.key ?? "")" }
        #expect(mismatches == ["is n"])
    }
}
