import Foundation
import Testing

@testable import PaySpecL10n

/// Findings with one cause across a catalog or across languages, reported once: a translation
/// platform that offers a language fewer plural forms than CLDR gives it, and a base text whose
/// placeholders changed under translations that agree with one another. Each beside the
/// per-key findings that stay where the cause is a key's own.
@Suite struct OneCauseOneFindingTests {
    let base = CheckProfile.generic(base: "en")

    /// An Android `strings.xml` of plurals `p0`… with the given items per plural.
    static func plurals(_ count: Int, items: (Int) -> String) -> String {
        "<resources>\n"
            + (0..<count).map { "<plurals name=\"p\($0)\">\(items($0))</plurals>" }.joined(separator: "\n")
            + "\n</resources>\n"
    }

    // Etar's Serbian catalog (round 13, held out) lacks `few` in all 16 of its plurals, some of
    // whose `few` words equal `other`'s (`%d дана`) and some not (`%d месеца(и)`).
    @Test("a language none of whose plurals has a form CLDR needs is one finding; one plural left short among complete ones stays")
    func platformPluralForms() throws {
        let directory = makeTempDirectory()
        let english = #"<item quantity="one">%d day</item><item quantity="other">%d days</item>"#
        write(Self.plurals(6) { _ in english }, "res/values/strings.xml", in: directory)
        write(
            Self.plurals(6) { _ in #"<item quantity="one">%d дан</item><item quantity="other">%d дана</item>"# },
            "res/values-sr/strings.xml", in: directory)
        write(
            Self.plurals(6) { i in
                i == 2
                    ? #"<item quantity="one">%d den</item><item quantity="other">%d dní</item>"#
                    : #"<item quantity="one">%d den</item><item quantity="few">%d dny</item><item quantity="many">%d dne</item><item quantity="other">%d dní</item>"#
            }, "res/values-cs/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        let found = findings(report, .pluralMissing)
        #expect(found.map { "\($0.language) \($0.key ?? "")" }.sorted() == ["cs p2", "sr "])
        let serbian = try #require(found.first { $0.language == "sr" })
        #expect(serbian.severity == CheckID.pluralMissing.defaultSeverity)
        #expect(serbian.message.hasPrefix("no plural of the catalog has the form few (6 plurals lack it"), "\(serbian.message)")
        #expect(serbian.message.contains("\"p0\""))
    }

    // Etar's `cal_export_succ_msg` (round 13, held out): the base says `Event exported
    // successfully`, 29 translations keep the `: %1$s` it had.
    @Test("placeholders most translations agree on and the base lacks are one finding of the base; a few translators' slip stays theirs")
    func changedBasePlaceholders() throws {
        let directory = makeTempDirectory()
        let languages = ["de", "fr", "it", "es", "nl", "pl", "cs"]
        write(
            #"<resources><string name="exported">Event exported</string><string name="saved">Saved %1$s</string></resources>"#,
            "res/values/strings.xml", in: directory)
        for (i, language) in languages.enumerated() {
            // Six keep the old `%1$s`; two of seven drop `saved`'s placeholder.
            let exported = i < 6 ? "Exportiert: %1$s" : "Exportiert"
            let saved = i < 2 ? "Gespeichert" : "Gespeichert %1$s"
            write(
                "<resources><string name=\"exported\">\(exported)</string><string name=\"saved\">\(saved)</string></resources>",
                "res/values-\(language)/strings.xml", in: directory)
        }
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        let found = findings(report, .placeholderMismatch)
        #expect(found.map { "\($0.language) \($0.key ?? "")" }.sorted() == ["de saved", "en exported", "fr saved"])
        let changed = try #require(found.first { $0.key == "exported" })
        #expect(changed.message.hasPrefix("6 of 7 translations write placeholders %1$s where the base writes (none)"), "\(changed.message)")
        #expect(changed.message.contains("(cs, de, es, fr, it, nl)") == false)
        #expect(changed.message.contains("(de, es, fr, it, nl, pl)"))
    }
}
