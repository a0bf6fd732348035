import Foundation
import Testing

@testable import PaySpecL10n

/// A gettext message whose translators' comment lets it stay in English (Tuba's GSettings
/// summaries, "only shown in dconf, not in the app, you may leave it untranslated", round 15):
/// equal to the base, missing or fuzzy, it asks nothing of a translator. A comment that asks
/// not to translate a word inside the text is no such leave.
@Suite struct TranslatorsCommentLeaveTests {
    @Test("a message its comment lets stay untranslated is a note where missing or fuzzy, and clean where kept")
    func leaveUntranslated() {
        let directory = makeTempDirectory()
        let leave = "#. translators: this string is only shown in dconf, not in the app, you may leave it untranslated\n"
        let word = "#. Translators: do not translate %s, it is the app's name\n"
        write(
            "msgid \"\"\nmsgstr \"\"\n\n" + leave + "msgid \"Blur Sensitive Media\"\nmsgstr \"\"\n\n" + leave
                + "msgid \"Window Width\"\nmsgstr \"\"\n\n" + word + "msgid \"About %s\"\nmsgstr \"\"\n\nmsgid \"Close\"\nmsgstr \"\"\n",
            "po/app.pot", in: directory)
        write(
            "msgid \"\"\nmsgstr \"\"\n\n" + leave + "#, fuzzy\nmsgid \"Blur Sensitive Media\"\nmsgstr \"Rozmazat\"\n\n" + leave
                + "msgid \"Window Width\"\nmsgstr \"Window Width\"\n\nmsgid \"About %s\"\nmsgstr \"\"\n\nmsgid \"Close\"\nmsgstr \"Zavřít\"\n",
            "po/cs.po", in: directory)
        write(
            "msgid \"\"\nmsgstr \"\"\n\nmsgid \"Close\"\nmsgstr \"Schließen\"\n\nmsgid \"About %s\"\nmsgstr \"Über %s\"\n",
            "po/de.po", in: directory)
        let report = checkPaths([directory], profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(languageKeysBySeverity(findings(report, .notFinal)) == ([], ["cs Blur Sensitive Media"]))
        #expect(findings(report, .untranslated).isEmpty, "\(report.findings.map(\.message))")
        let (issues, notes) = languageKeysBySeverity(findings(report, .missingKey))
        #expect(issues == ["cs About %s"], "\(issues)")
        #expect(notes == ["de Blur Sensitive Media", "de Window Width"], "\(notes)")
        #expect(GettextParser.allowsUntranslated(ArraySlice(" this may be left untranslated".utf8)))
        #expect(!GettextParser.allowsUntranslated(ArraySlice(" do not translate %s".utf8)))
        #expect(!GettextParser.allowsUntranslated(ArraySlice(" this must not be left untranslated".utf8)))
        #expect(!GettextParser.allowsUntranslated(ArraySlice(" please don't leave it untranslated".utf8)))
    }
}
