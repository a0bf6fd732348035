import Foundation
import Testing

@testable import PaySpecL10n

/// What makes a text kept in the base's words a name or a term rather than English left behind:
/// a term of its own base adapted as a name, a regional variant that repeats its parent's text,
/// and translations that are text of the language, not English under another key. Each test
/// keeps a true finding of the same shape beside the one that is no finding. The catalogs are
/// written here.
@Suite struct KeptTermEvidenceTests {
    let base = CheckProfile.generic(base: "en")

    func strings(_ pairs: [(String, String)]) -> String {
        "<resources>" + pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() + "</resources>"
    }

    func catalogs(_ keys: [String], _ texts: [String: [String]]) -> String {
        let directory = makeTempDirectory()
        for (folder, values) in texts { write(strings(Array(zip(keys, values))), "res/\(folder)/strings.xml", in: directory) }
        return directory
    }

    func found(_ report: L10nReport, _ check: CheckID) -> [String] {
        report.findings.filter { $0.check == check }.map { "\($0.language):\($0.key ?? "")" }.sorted()
    }

    @Test("wrong-script: a term of the key's base kept in Latin and adapted is a name; the base left in place, an interface word or another English word is not")
    func keptBaseTermAsName() {
        let keys = ["podcasts", "starter", "dessert", "advanced", "cancel_download", "prefs"]
        let directory = catalogs(
            keys,
            [
                "values": ["Podcasts", "Starter app", "Ice cream sandwich", "Advanced – %s", "Cancel download", "Preferences"],
                // Adapted: the number ("Podcast"), the generic word dropped ("Starter"), the capitals.
                "values-el": ["Podcast", "Εφαρμογή Starter", "Ice Cream Sandwich", "Για προχωρημένους – %s", "Ακύρωση λήψης", "Προτιμήσεις"],
                // Left in English: the base with another dash, an interface word, a word the base does not write.
                "values-ru": ["Подкасты", "Starter", "Брикет мороженого", "Advanced - %s", "Cancel", "Options"],
            ])
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .wrongScript) == ["ru:advanced", "ru:cancel_download", "ru:prefs"], "\(report.findings.map(\.message))")
        #expect(ScriptDetector.keepsBaseTermAsName(["Podcast"], baseText: "Podcasts"))
        #expect(!ScriptDetector.keepsBaseTermAsName(["podcast"], baseText: "Podcasts"), "a lower-case word is no name as written")
        #expect(!ScriptDetector.keepsBaseTermAsName(["Settings"], baseText: "Settings menu"), "an English interface word")
    }

    @Test("untranslated: a regional variant that repeats its parent's text is reported once, at the parent; Chinese regions are each their own")
    func variantRepeatingItsParent() {
        let keys = ["done", "saved"]
        let directory = catalogs(
            keys,
            [
                "values": ["Download complete", "Saved"],
                "values-ru": ["Download complete", "Сохранено"],
                // "saved" kept where the parent translated it: the variant's own finding.
                "values-ru-rUA": ["Download complete", "Saved"],
                "values-zh": ["Download complete", "已保存"],
                "values-zh-rTW": ["Download complete", "已儲存"],
                // Most languages translate both: "Download complete" is no name kept by design.
                "values-fr": ["Téléchargement terminé", "Enregistré"],
                "values-es": ["Descarga completa", "Guardado"],
                "values-it": ["Download completato", "Salvato"],
                "values-de": ["Download abgeschlossen", "Gespeichert"],
                "values-ja": ["ダウンロード完了", "保存済み"],
            ])
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .untranslated) == ["ru-UA:saved", "ru:done", "zh-TW:done", "zh:done"], "\(report.findings.map(\.message))")
        // The variant's cell reads as its parent's, which carries the finding.
        #expect(report.matrix.cell("ru-UA", "done") == report.matrix.cell("ru", "done"))
    }

    @Test("untranslated: English left under other keys is no evidence that its words are the language's own")
    func englishUnderAnotherKeyIsNoEvidence() {
        let keys = ["account_status", "locked", "updated"]
        let directory = catalogs(
            keys,
            [
                "values": ["Account status", "Your account is locked", "The status was updated"],
                // Dutch writes "account" and "status" in its own sentences: the phrase is Dutch too.
                "values-nl": ["Account status", "Je account is geblokkeerd", "De status is bijgewerkt"],
                // Lithuanian has them only in English texts left under other keys (a stop added).
                "values-lt": ["Account status", "Your account is locked.", "The status was updated."],
            ])
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .untranslated) == ["lt:account_status"], "\(report.findings.map(\.message))")
        let vocabulary: Set<String> = ["your", "account", "is", "locked"]
        #expect(L10nChecker.isBaseLanguageText(["Your", "account", "is", "locked"], vocabulary: vocabulary))
        #expect(!L10nChecker.isBaseLanguageText(["Je", "account", "is", "geblokkeerd"], vocabulary: vocabulary))
        #expect(!L10nChecker.isBaseLanguageText(["Account"], vocabulary: vocabulary), "one word decides nothing")
    }
}
