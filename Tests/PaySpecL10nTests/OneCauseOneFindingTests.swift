import Testing

@testable import PaySpecL10n

/// Findings that share a cause across a catalog or across languages stay one per key and
/// language: each names a text its translator should change. Translations that agree with one
/// another against the base (Anytype's `%@` of an older source text, which the app shows as
/// written; Mangayomi's dropped `{title}`) are each a translator's to update, and a catalog
/// whose every plural lacks a form CLDR gives its language (Lichess's Russian without `one`,
/// which 21 and 31 select) has each plural read wrong. Reported once for the language, those
/// findings would hide which texts to change.
@Suite struct OneCauseOneFindingTests {
    let base = CheckProfile.generic(base: "en")

    /// An Android `strings.xml` of plurals `p0`… with the given items per plural.
    static func plurals(_ count: Int, items: (Int) -> String) -> String {
        "<resources>\n"
            + (0..<count).map { "<plurals name=\"p\($0)\">\(items($0))</plurals>" }.joined(separator: "\n")
            + "\n</resources>\n"
    }

    @Test("a language none of whose plurals has a form CLDR needs keeps one finding per plural")
    func everyPluralShort() {
        let directory = makeTempDirectory()
        write(
            Self.plurals(6) { _ in #"<item quantity="one">%d day</item><item quantity="other">%d days</item>"# }, "res/values/strings.xml",
            in: directory)
        write(
            Self.plurals(6) { _ in #"<item quantity="one">%d месяц</item><item quantity="other">%d месяцев</item>"# },
            "res/values-ru/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        #expect(found(report, .pluralMissing) == (0..<6).map { "ru p\($0)" })
    }

    @Test("placeholders most translations agree on against the base are each translation's finding")
    func agreeingTranslations() {
        let directory = makeTempDirectory()
        let languages = ["de", "fr", "it", "es", "nl", "pl"]
        write(#"<resources><string name="exported">Event exported</string></resources>"#, "res/values/strings.xml", in: directory)
        for language in languages {
            write(
                #"<resources><string name="exported">Exportiert: %1$s</string></resources>"#, "res/values-\(language)/strings.xml",
                in: directory)
        }
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        #expect(found(report, .placeholderMismatch) == languages.sorted().map { "\($0) exported" })
    }
}

/// A missing key whose base text has no words asks no translator for anything.
@Suite struct WordlessMissingKeyTests {
    // Nicotine+'s `• %(filter)s %(value)s` and `%(room)s (%(role)s)` (round 13, held out),
    // absent from Estonian and Vietnamese catalogs: gettext shows the msgid, the same label.
    @Test("a missing key of placeholders and punctuation is a note; a missing key with words stays a finding")
    func wordlessBase() {
        let directory = makeTempDirectory()
        write(
            #"<resources><string name="filter">• %1$s %2$s</string><string name="room">%1$s (%2$s)</string><string name="ok">OK</string><string name="close">Close</string></resources>"#,
            "res/values/strings.xml", in: directory)
        write(#"<resources><string name="close">Sulge</string></resources>"#, "res/values-et/strings.xml", in: directory)
        let report = checkPaths([directory], profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .missingKey))
        #expect(issues == ["et ok"])
        #expect(notes == ["et filter", "et room"])
        #expect(TextMasking.hasNoWords("• %(filter)s %(value)s"))
        #expect(!TextMasking.hasNoWords("[PRIVATE]  %s"))
        #expect(!TextMasking.hasNoWords("%d min"))
    }
}

extension WordlessMissingKeyTests {
    // Element's Norwegian catalog lacks its whole `Vector` table, a few wordless keys among them.
    @Test("a language lacking a whole table, wordless keys and all, is one finding for the table")
    func wholeTableWithWordlessKeys() {
        let directory = makeTempDirectory()
        write("\"a1\" = \"Hello\";\n\"a2\" = \"%@ (%@)\";\n\"a3\" = \"Open\";\n", "en.lproj/Vector.strings", in: directory)
        write("\"b1\" = \"World\";\n\"b2\" = \"Bye\";\n", "en.lproj/Other.strings", in: directory)
        write("\"b1\" = \"Welt\";\n\"b2\" = \"Tschüss\";\n", "de.lproj/Other.strings", in: directory)
        let report = checkPaths([directory], profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        let missing = findings(report, .missingKey)
        #expect(missing.map { "\($0.language) \($0.key ?? "")" } == ["de "], "\(missing.map(\.message))")
        #expect(missing.first?.message.hasPrefix("missing the whole table Vector") == true)
    }
}
