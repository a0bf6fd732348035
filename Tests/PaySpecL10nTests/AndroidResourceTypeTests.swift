import Foundation
import Testing

@testable import PaySpecL10n

/// Android keeps a `<string>` and a `<plurals>` of one name apart: two resources of two types
/// (`R.string.x`, `R.plurals.x`) that aapt2 builds side by side. Seen in Pocket Casts'
/// `episode_count`: the label "Episode Count" and the plural "%d episodes", in the base and in
/// every language (round 12, held out).
@Suite struct AndroidResourceTypeTests {
    let base = CheckProfile.generic(base: "en")

    static let baseFile = """
        <resources>
        <string name="episode_count">Episode Count</string>
        <plurals name="episode_count"><item quantity="one">%d episode</item><item quantity="other">%d episodes</item></plurals>
        <string name="pay">Pay %1$s</string>
        </resources>
        """

    @Test("a string and a plural of one name are no duplicate, each compared with its own type; a repeated string still is")
    func stringAndPluralOfOneName() {
        let report = checkProject(
            [
                (Self.baseFile, "res/values/strings.xml"),
                (
                    """
                    <resources>
                    <string name="episode_count">Aantal afleveringen</string>
                    <plurals name="episode_count"><item quantity="one">%d aflevering</item><item quantity="other">%d afleveringen</item></plurals>
                    <string name="pay">Betaal %1$s</string>
                    </resources>
                    """, "res/values-nl/strings.xml"
                ),
                // German repeats a string, and its plural drops the count: both still reported.
                (
                    """
                    <resources>
                    <string name="episode_count">Anzahl der Folgen</string>
                    <plurals name="episode_count"><item quantity="one">Eine Folge</item><item quantity="other">Folgen</item></plurals>
                    <string name="pay">Bezahle %1$s</string>
                    <string name="pay">Zahle %1$s</string>
                    </resources>
                    """, "res/values-de/strings.xml"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty)
        #expect(found(report, .duplicateKey) == ["de pay"])
        #expect(found(report, .placeholderMismatch) == ["de @plurals/episode_count"])
        #expect(found(report, .missingKey).isEmpty)
        #expect(found(report, .extraKey).isEmpty)
    }

    @Test("a plural whose name no string of its file has keeps its name")
    func pluralAloneKeepsItsName() throws {
        let text =
            #"<resources><plurals name="songs"><item quantity="other">%d songs</item></plurals>"#
            + #"<string name="pay">Pay</string></resources>"#
        let document = try AndroidStringsParser.parse(Array(text.utf8), file: "res/values/strings.xml", language: "en")
        #expect(document.entries.map(\.key) == ["songs", "pay"])
        let both = try AndroidStringsParser.parse(Array(Self.baseFile.utf8), file: "res/values/strings.xml", language: "en")
        #expect(both.entries.map(\.key) == ["episode_count", "@plurals/episode_count", "pay"])
    }
}
