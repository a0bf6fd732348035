import Foundation
import Testing

@testable import PaySpecL10n

/// Two valid catalog shapes a web or Flutter app ships: a folder named with language and region
/// run together (`zhtw/translation.json`), and an ARB translation whose untranslated messages are
/// `null`. Each is read, and the findings it holds stand beside names that are no locale.
@Suite struct CompactLocaleAndNullMessageTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a folder or file named language and region run together is that regional variant; a word is not")
    func compactRegionalNames() {
        #expect(LanguageCodes.fromPath("locales/zhtw/translation.json") == "zh-TW")
        #expect(LanguageCodes.fromPath("locales/ptbr.json") == "pt-BR")
        #expect(LanguageCodes.fromPath("locales/enus/app.json") == "en-US")
        // Four letters whose halves are a language and a region, but no variant apps ship apart.
        #expect(LanguageCodes.fromPath("locales/demo/translation.json") == nil)
        #expect(LanguageCodes.fromPath("locales/test.json") == nil)
        #expect(LanguageCodes.fromPath("locales/zhxx/translation.json") == nil)
        let report = checkProject(
            [
                ("{\"url\": \"URL\", \"name\": \"Name\"}", "locales/en/translation.json"),
                ("{\"url\": \"網址\", \"name\": \"名稱 \"}", "locales/zhtw/translation.json"),
                ("{\"url\": \"网址\"}", "locales/zh/translation.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.languages.contains("zh-TW"), "\(report.matrix.languages)")
        #expect(findings(report, .whitespace).map(\.language) == ["zh-TW"])
        #expect(findings(report, .missingKey).map(\.language) == ["zh"])
    }

    @Test("an ARB translation's null message is missing there, and the file's other messages are checked")
    func nullMessageInTranslation() {
        let report = checkProject(
            [
                ("{\"@@locale\": \"en\", \"s_required\": \"Required\", \"s_save\": \"Save\", \"s_close\": \"Close\"}", "l10n/app_en.arb"),
                ("{\"@@locale\": \"fr\", \"s_required\": null, \"s_save\": \"Enregistrer \", \"s_close\": \"Fermer\"}", "l10n/app_fr.arb"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(findings(report, .missingKey).map { "\($0.language) \($0.key ?? "")" } == ["fr s_required"])
        #expect(findings(report, .whitespace).map(\.language) == ["fr"])
    }

    @Test("an ARB message that is neither a string nor null is still refused, naming file and position")
    func numberMessageRefused() {
        let report = checkProject(
            [
                ("{\"@@locale\": \"en\", \"s_save\": \"Save\"}", "l10n/app_en.arb"),
                ("{\"@@locale\": \"fr\",\n \"s_save\": 3}", "l10n/app_fr.arb"),
            ], profile: base)
        #expect(report.parseErrors.count == 1)
        #expect(report.parseErrors.first?.location?.line == 2)
        #expect(report.parseErrors.first?.message.contains("found a number") == true, "\(report.parseErrors)")
    }
}

/// A browser extension's catalogs (`_locales/LL/messages.json`): each key's `message` is the
/// text checked; its `description` is a note to translators, never shown, so an English one in
/// every language is no untranslated text.
@Suite struct ExtensionMessagesTests {
    @Test("a message is checked and its description is not")
    func messageAndDescription() {
        let about = #""ext_about": {"message": "Search from the address bar", "description": "What the extension does."}"#
        let english = #"{"ext_name": {"message": "Quick Search", "description": "The extension's name."}, "# + about + "}"
        let german = #"{"ext_name": {"message": "Schnellsuche", "description": "The extension's name."}, "# + about + "}"
        let report = checkProject(
            [(english, "Ext/_locales/en/messages.json"), (german, "Ext/_locales/de/messages.json")],
            profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.keys.sorted() == ["ext_about", "ext_name"])
        #expect(findings(report, .untranslated).map { $0.key ?? "" } == ["ext_about"])
    }
}
