import Foundation
import Testing

@testable import PaySpecL10n

/// `untranslated` for English a translation platform wrote into the catalogs that have not
/// translated a string yet (Transifex writes the source text), where about half of the
/// languages keep it: the thorough translators translated it nearly all, and a catalog of
/// another script that translated most of its values kept it. It is reported in the catalogs of
/// another script than Latin that have not translated through. A thorough catalog keeping it
/// chose a loanword, a Latin-script catalog's kept word may be its own (the tuning set's Catalan
/// "General", Swedish "Design"), and a text most thorough translators keep is a name or a word
/// they share.
@Suite struct PlatformFilledEnglishTests {
    /// Translations of "Save file N", so that each catalog is a translation.
    static let saved: [String: @Sendable (Int) -> String] = [
        "de": { "Datei \($0) speichern" }, "fr": { "Enregistrer le fichier \($0)" }, "es": { "Guardar el archivo \($0)" },
        "it": { "Salva il file \($0)" }, "ru": { "Сохранить файл \($0)" }, "ja": { "ファイル\($0)を保存" },
        "nl": { "Bestand \($0) opslaan" }, "sv": { "Spara fil \($0)" }, "pt": { "Guardar o ficheiro \($0)" },
        "ko": { "파일 \($0) 저장" }, "pl": { "Zapisz plik \($0)" }, "ur": { "فائل \($0) محفوظ کریں" },
        "cs": { "Uložit soubor \($0)" }, "el": { "Αποθήκευση αρχείου \($0)" }, "ro": { "Salvează fișierul \($0)" },
        "hu": { "\($0). fájl mentése" }, "fa": { "ذخیره فایل \($0)" },
    ]

    // Round 11: Onion Browser's `Download`, `Use %@` and `Drawbacks:` kept by 19 to 23 of its 37
    // languages, Transifex's English for strings not yet translated (Ukrainian `Drawbacks:`,
    // Bengali `Use %@`); its thorough Brazilian Portuguese keeps `Download`, a loanword there,
    // and `Cookies` is kept by most thorough translators. Polish, Czech, Romanian and Hungarian
    // keep `Download` too and are not reported: a Latin-script catalog's kept word is not judged
    // by this evidence.
    @Test("English half the languages keep and thorough translators translated is untranslated in catalogs of another script")
    func platformFilledEnglish() {
        let directory = makeTempDirectory()
        let keys = (0..<24).map { "save\($0)" }
        // Values each language left as the base has them: the first nine are thorough, Korean
        // translated most of its catalog, the rest half of it.
        let keptCount: [String: Int] = [
            "de": 0, "fr": 0, "es": 0, "it": 0, "ru": 0, "ja": 0, "nl": 0, "sv": 0, "pt": 0, "ko": 4, "pl": 12, "ur": 12, "cs": 12,
            "el": 12, "ro": 12, "hu": 12, "fa": 12,
        ]
        let download: [String: String] = [
            "de": "Herunterladen", "fr": "Télécharger", "es": "Descargar", "it": "Scarica", "ru": "Скачать", "ja": "ダウンロード",
            "nl": "Downloaden", "sv": "Ladda ner", "pt": "Download",
        ]
        let cookies: [String: String] = ["ru": "Файлы cookie", "ja": "クッキー"]
        var base = keys.enumerated().map { ($1, "Save file \($0)") }
        base += [("download", "Download"), ("cookies", "Cookies")]
        write(CatalogText.android(base), "res/values/strings.xml", in: directory)
        for (language, text) in Self.saved {
            var pairs = keys.enumerated().map { ($1, $0 < keptCount[language]! ? "Save file \($0)" : text($0)) }
            pairs += [("download", download[language] ?? "Download"), ("cookies", cookies[language] ?? "Cookies")]
            write(CatalogText.android(pairs), "res/values-\(language)/strings.xml", in: directory)
        }
        let report = checkPaths([directory], profile: CheckProfile.generic(base: "en"))
        let found = findings(report, .untranslated).filter { !($0.key ?? "").hasPrefix("save") }.map { "\($0.language) \($0.key ?? "")" }
        #expect(
            found.sorted() == ["el download", "fa download", "ko download", "ur download"],
            "\(found)")
    }
}
