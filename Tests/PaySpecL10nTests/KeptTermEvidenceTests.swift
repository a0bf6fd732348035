import Foundation
import Testing

@testable import PaySpecL10n

/// What makes a text kept in the base's words one finding, or none: a regional variant that
/// repeats its parent's text, and translations that are text of the language, not English
/// under another key. Each test
/// keeps a true finding of the same shape beside the one that is no finding. The catalogs are
/// written here.
@Suite struct KeptTermEvidenceTests {
    let base = CheckProfile.generic(base: "en")

    func catalogs(_ keys: [String], _ texts: [String: [String]]) -> String {
        let directory = makeTempDirectory()
        for (folder, values) in texts { write(CatalogText.android(Array(zip(keys, values))), "res/\(folder)/strings.xml", in: directory) }
        return directory
    }

    @Test(
        "untranslated: a regional variant that repeats its parent's text is reported once, at the parent; Chinese regions are each their own"
    )
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
        #expect(
            found(report, .untranslated, separator: ":") == ["ru-UA:saved", "ru:done", "zh-TW:done", "zh:done"],
            "\(report.findings.map(\.message))")
        // The variant's cell reads as its parent's, and the parent's finding names it.
        #expect(report.matrix.cell("ru-UA", "done") == report.matrix.cell("ru", "done"))
        let parent = report.findings.first { $0.check == .untranslated && $0.language == "ru" && $0.key == "done" }
        #expect(parent?.message.hasSuffix("(the same text in ru-UA)") == true, "\(parent?.message ?? "")")
    }

    @Test("untranslated: a parent reported as a whole catalog of the base's text names no key, so its variant reports its own")
    func variantOfAWholeCatalogParent() {
        let keys = (0..<24).map { "key\($0)" }
        let english = (0..<24).map { "Save the file number \($0) now" }
        var brazilian = (0..<24).map { "Salvar o arquivo número \($0) agora" }
        brazilian[0] = english[0]
        var french = (0..<24).map { "Enregistrer le fichier \($0) maintenant" }
        french[1] = english[1]
        let directory = catalogs(
            keys, ["values": english, "values-pt": english, "values-pt-rBR": brazilian, "values-fr": french, "values-fr-rCA": french])
        let report = checkPaths([directory], profile: base)
        // pt is one finding for the catalog; pt-BR's kept value is its own; fr-CA's is fr's.
        #expect(found(report, .untranslated, separator: ":") == ["fr:key1", "pt-BR:key0", "pt:"], "\(report.findings.map(\.message))")
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
        #expect(found(report, .untranslated, separator: ":") == ["lt:account_status"], "\(report.findings.map(\.message))")
        let vocabulary: Set<String> = ["your", "account", "is", "locked"]
        #expect(L10nChecker.isBaseLanguageText(["Your", "account", "is", "locked"], vocabulary: vocabulary))
        #expect(!L10nChecker.isBaseLanguageText(["Je", "account", "is", "geblokkeerd"], vocabulary: vocabulary))
        #expect(!L10nChecker.isBaseLanguageText(["Account", "is"], vocabulary: vocabulary), "two words decide nothing")
    }
}
