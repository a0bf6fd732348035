import Foundation
import Testing

@testable import PaySpecL10n

/// What the developer wrote into the catalog itself, read as the developer meant it: a comment
/// that asks translators to leave a text alone (Interface Builder's `Note = "Placeholder - Do
/// not translate"`) and an empty text in the base language. Each beside the finding of the same
/// check that still fires.
@Suite struct DeveloperIntentTests {
    let base = CheckProfile.generic(base: "en")

    @Test(
        "a comment asks to leave the whole text alone, not a part of it",
        arguments: [
            ("Class = \"UILabel\"; text = \"Title\"; ObjectID = \"vRO-Aj-Sdr\"; Note = \"Placeholder - Do not translate\";", true),
            ("Do not translate this.", true), ("Don’t translate, it is the product's name", true), ("DO NOT LOCALIZE", true),
            ("Do not translate %@, the app's name", false), ("do not translate 'Go Map!!'", false),
            ("Do not translate the word Save", false), ("Button title to save the file", false),
        ])
    func commentsThatLeaveTheTextAlone(_ comment: String, _ leaves: Bool) {
        #expect(TranslatorComment.asksToLeaveAlone(comment) == leaves)
        #expect(TranslatorComment.asksToLeaveAlone(ArraySlice(Array(comment.utf8))) == leaves)
    }

    /// A String Catalog made from a storyboard: a placeholder label the developer marked, and a
    /// label left in English without such a note.
    static let storyboardCatalog = """
        { "sourceLanguage" : "en", "strings" : {
          "vRO-Aj-Sdr.text" : { "comment" : "Class = \\"UILabel\\"; text = \\"Lorem ipsum\\"; ObjectID = \\"vRO-Aj-Sdr\\"; Note = \\"Placeholder - Do not translate\\";",
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Lorem ipsum dolor" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Lorem ipsum dolor" } } } },
          "Xy1-ab-Cde.text" : { "comment" : "Class = \\"UILabel\\"; text = \\"Upload\\"; ObjectID = \\"Xy1-ab-Cde\\";",
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Upload the changes" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Upload the changes" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Envoyer les modifications" } } } }
        }, "version" : "1.0" }
        """

    @Test(
        "a String Catalog entry its comment leaves alone is accepted when kept and a note when missing; an English text without one stays untranslated"
    )
    func stringCatalogCommentLeavesTextAlone() {
        let report = checkProject([(Self.storyboardCatalog, "Main.xcstrings")], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let untranslated = languageKeysBySeverity(findings(report, .untranslated))
        // Kept as the developer asked, the text is accepted as the base has it.
        #expect(untranslated.issues == ["de Xy1-ab-Cde.text"] && untranslated.notes.isEmpty, "\(untranslated)")
        let missing = languageKeysBySeverity(findings(report, .missingKey))
        #expect(missing.issues.isEmpty && missing.notes == ["fr vRO-Aj-Sdr.text"], "\(missing)")
    }

    @Test("a .strings entry whose comment leaves it alone is accepted when kept; the next entry is judged as usual")
    func stringsTableCommentLeavesTextAlone() {
        let english = """
            /* Class = "UILabel"; text = "Lorem ipsum"; ObjectID = "vRO-Aj-Sdr"; Note = "Placeholder - Do not translate"; */
            "vRO-Aj-Sdr.text" = "Lorem ipsum dolor";

            /* Class = "UILabel"; text = "Upload"; ObjectID = "Xy1-ab-Cde"; */
            "Xy1-ab-Cde.text" = "Upload the changes";
            """
        let report = checkProject(
            [(english, "en.lproj/Main.strings"), (english, "de.lproj/Main.strings")], profile: base)
        let untranslated = languageKeysBySeverity(findings(report, .untranslated))
        #expect(untranslated.issues == ["de Xy1-ab-Cde.text"] && untranslated.notes.isEmpty, "\(untranslated)")
    }

    @Test("an empty text in the base language is the developer's: a note; an empty translation is a finding")
    func emptyBaseTextIsANote() {
        let report = checkProject(
            [
                (CatalogText.android([("url_imprint", ""), ("title", "Imprint")]), "res/values/strings.xml"),
                (CatalogText.android([("url_imprint", ""), ("title", "")]), "res/values-de/strings.xml"),
            ], profile: base)
        let empty = languageKeysBySeverity(findings(report, .emptyValue))
        #expect(empty.issues == ["de title"] && empty.notes == ["en url_imprint"], "\(empty)")
    }
}
