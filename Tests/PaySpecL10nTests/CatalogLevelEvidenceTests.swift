import Foundation
import Testing

@testable import PaySpecL10n

/// Evidence read across a whole catalog or a whole project: English a translation platform
/// exported for keys not yet translated, a catalog in another script than its code's, and a
/// base table a language lacks as a whole. Each test keeps a true finding beside the class
/// that is no finding. The catalogs are written here.
@Suite struct CatalogLevelEvidenceTests {
    let base = CheckProfile.generic(base: "en")

    func strings(_ pairs: [(String, String)]) -> String {
        "<resources>" + pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() + "</resources>"
    }

    func found(_ report: L10nReport, _ check: CheckID) -> [String] {
        report.findings.filter { $0.check == check }.map { "\($0.language):\($0.key ?? "")" }.sorted()
    }

    /// Translations of "Save file N" in each language, so that each catalog is a translation.
    static let saved: [String: @Sendable (Int) -> String] = [
        "de": { "Datei \($0) speichern" }, "fr": { "Enregistrer le fichier \($0)" }, "es": { "Guardar el archivo \($0)" },
        "pl": { "Zapisz plik \($0)" }, "it": { "Salva il file \($0)" }, "ru": { "Сохранить файл \($0)" },
        "ja": { "ファイル\($0)を保存" }, "ko": { "파일 \($0) 저장" }, "pt": { "Guardar o ficheiro \($0)" },
        "nl": { "Bestand \($0) opslaan" }, "sv": { "Spara fil \($0)" }, "ur": { "فائل \($0) محفوظ کریں" },
    ]

    /// Each language translates 24 keys; those in `partly` leave half of them in English.
    func catalogs(_ special: [String: [String: String]], partly: Set<String> = []) -> String {
        let directory = makeTempDirectory()
        let keys = (0..<24).map { "save\($0)" }
        var languages: [String: [(String, String)]] = ["values": keys.enumerated().map { ($1, "Save file \($0)") }]
        for (language, text) in Self.saved {
            let kept = partly.contains(language) ? 12 : 0
            languages["values-\(language)"] = keys.enumerated().map { ($1, $0 < kept ? "Save file \($0)" : text($0)) }
        }
        for (key, texts) in special {
            for (folder, text) in texts where languages[folder] != nil { languages[folder]!.append((key, text)) }
        }
        for (folder, pairs) in languages { write(strings(pairs), "res/\(folder)/strings.xml", in: directory) }
        return directory
    }

    @Test("untranslated: a word every thorough translator translated is English a platform exported; a name or a shared word stays kept")
    func exportedWordBesideNamesAndSharedWords() {
        let directory = catalogs([
            // Translated by every thorough catalog: Italian's "Movies" is English left.
            "movies": [
                "values": "Movies", "values-de": "Filme", "values-fr": "Films", "values-es": "Películas", "values-pl": "Filmy",
                "values-ru": "Фильмы", "values-ja": "映画", "values-ko": "영화", "values-it": "Movies", "values-pt": "Filmes",
                // Urdu, which translated the rest, has the English: the platform's export.
                "values-nl": "Films", "values-sv": "Filmer", "values-ur": "Movies",
            ],
            // A name every catalog keeps.
            "server_name": [
                "values": "Jellyfin", "values-de": "Jellyfin", "values-fr": "Jellyfin", "values-es": "Jellyfin", "values-pl": "Jellyfin",
                "values-ru": "Jellyfin", "values-ja": "Jellyfin", "values-ko": "Jellyfin", "values-it": "Jellyfin", "values-pt": "Jellyfin",
                "values-nl": "Jellyfin", "values-sv": "Jellyfin", "values-ur": "Jellyfin",
            ],
            // A word Latin-script languages share: German keeps it too, a thorough catalog.
            "video": [
                "values": "Video", "values-de": "Video", "values-fr": "Vidéo", "values-es": "Vídeo", "values-pl": "Wideo",
                "values-ru": "Видео", "values-ja": "動画", "values-ko": "동영상", "values-it": "Video", "values-pt": "Vídeo",
                "values-nl": "Video", "values-sv": "Video", "values-ur": "ویڈیو",
            ],
        ])
        let report = checkPaths([directory], profile: base)
        #expect(
            found(report, .untranslated) == ["it:movies", "ur:movies"],
            "\(report.findings.filter { $0.check == .untranslated }.map(\.message))")
    }

    @Test(
        "untranslated: an English sentence a mostly translated catalog of another script kept is exported, in every language that kept it")
    func exportedSentenceBesideATitle() {
        let directory = catalogs(
            [
                // Two languages translated it; Russian, which translated the rest, kept it, as Urdu, half
                // translated, and five others did.
                "recovery": [
                    "values": "Choose a recovery key that you can memorize.", "values-de": "Wählen Sie einen Wiederherstellungsschlüssel.",
                    "values-fr": "Choisissez une clé de récupération.", "values-ru": "Choose a recovery key that you can memorize.",
                    "values-ur": "Choose a recovery key that you can memorize.",
                    "values-es": "Choose a recovery key that you can memorize.",
                    "values-it": "Choose a recovery key that you can memorize.",
                    "values-pt": "Choose a recovery key that you can memorize.",
                    "values-nl": "Choose a recovery key that you can memorize.",
                    "values-sv": "Choose a recovery key that you can memorize.",
                ],
                // A title kept the same way is a name, no sentence.
                "album": [
                    "values": "Hey, Not Too Rough", "values-de": "Hey, nicht zu rau", "values-ru": "Эй, не слишком грубо",
                    "values-ur": "ارے، زیادہ سخت نہیں", "values-es": "Hey, Not Too Rough", "values-it": "Hey, Not Too Rough",
                    "values-pt": "Hey, Not Too Rough", "values-nl": "Hey, Not Too Rough", "values-sv": "Hey, Not Too Rough",
                ],
            ], partly: ["ur"])
        let report = checkPaths([directory], profile: base)
        #expect(
            found(report, .untranslated).filter { !$0.contains(":save") }
                == ["es:recovery", "it:recovery", "nl:recovery", "pt:recovery", "ru:recovery", "sv:recovery", "ur:recovery"],
            "\(report.findings.filter { $0.check == .untranslated }.map(\.message))")
    }

    @Test("wrong-script: a catalog in another script than CLDR gives its code is one finding naming what it looks like")
    func catalogInAnotherScript() {
        let directory = makeTempDirectory()
        let keys = (0..<24).map { "save\($0)" }
        let persian = keys.indices.map { "فایل شمارهٔ \($0) را ذخیره کنید و پیش بروید" }
        write(strings(keys.enumerated().map { ($1, "Save file number \($0) and go on") }), "res/values/strings.xml", in: directory)
        // Weblate's "Persian (Old)": modern Persian in Arabic letters under the code of a cuneiform script.
        write(strings(Array(zip(keys, persian))), "res/values-peo/strings.xml", in: directory)
        // The same text under Persian's own code, and Japanese in its own scripts: no finding.
        write(strings(Array(zip(keys, persian))), "res/values-fa/strings.xml", in: directory)
        write(strings(keys.indices.map { (keys[$0], "ファイル\($0)を保存して続ける") }), "res/values-ja/strings.xml", in: directory)
        // English under Hindi's code is another language's text; Bakhtiari romanised is the language itself.
        write(
            strings(keys.indices.map { (keys[$0], "Store the document number \($0) and then continue with the next one") }),
            "res/values-hi/strings.xml", in: directory)
        write(
            strings(keys.indices.map { (keys[$0], "lādêrâri gêrîďên \($0) mowred nê pêsand koň, sāmovā") }),
            "res/values-bqi/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .wrongScript) == ["hi:", "peo:"], "\(report.findings.map(\.message))")
        let hindi = report.findings.first { $0.check == .wrongScript && $0.language == "hi" }?.message ?? ""
        #expect(hindi.contains("English filed under hi"), "\(hindi)")
        let message = report.findings.first { $0.check == .wrongScript && $0.language == "peo" }?.message ?? ""
        #expect(
            message.contains("Arabic script") && message.contains("Old Persian cuneiform") && message.contains("Persian filed under peo"),
            "\(message)")
        #expect(CatalogScript.expectedScript(for: "got") == "Goth")
        #expect(CatalogScript.expectedScript(for: "sr") == nil, "Serbian is written in two scripts")
    }

    @Test(
        "wrong-script: a language written in Latin and in Cyrillic is judged in the script its catalog writes, a mixed catalog in its code's"
    )
    func languageOfTwoScripts() {
        let directory = makeTempDirectory()
        let keys = (0..<24).map { "item\($0)" }
        write(strings(keys.enumerated().map { ($1, "Device settings \($0)") }), "res/values/strings.xml", in: directory)
        // Uzbek in Cyrillic, Kazakh in Latin: each a script the language is written in.
        write(strings(keys.indices.map { (keys[$0], "Қурилма созламалари \($0)") }), "res/values-uz/strings.xml", in: directory)
        write(strings(keys.indices.map { (keys[$0], "Qurylǵy baptaulary \($0)") }), "res/values-kk/strings.xml", in: directory)
        // Azerbaijani in Latin with one word in Cyrillic, and Russian with a Latin look-alike:
        // each still a finding.
        var azerbaijani = keys.indices.map { (keys[$0], "Cihaz parametrləri \($0)") }
        azerbaijani[3].1 = "Cihaz параметрләри 3"
        write(strings(azerbaijani), "res/values-az/strings.xml", in: directory)
        var russian = keys.indices.map { (keys[$0], "Настройки устройства \($0)") }
        russian[5].1 = "Hастройки устройства 5"
        write(strings(russian), "res/values-ru/strings.xml", in: directory)
        // English left in a Tatar catalog is no Tatar written in Latin: judged in Cyrillic.
        write(strings(keys.indices.map { (keys[$0], "Device options \($0)") }), "res/values-tt/strings.xml", in: directory)
        // Uzbek under a code that names its script stays judged in that script.
        write(strings(keys.indices.map { (keys[$0], "Қурилма созламалари \($0)") }), "res/values-b+uz+Latn/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        let perValue = found(report, .wrongScript).filter { !$0.hasSuffix(":") }
        #expect(perValue.filter { $0.hasPrefix("uz:") || $0.hasPrefix("kk:") }.isEmpty, "\(perValue)")
        // One finding for each of those catalogs: its code does not name the script it is in.
        let whole = found(report, .wrongScript).filter { $0.hasSuffix(":") }
        #expect(whole.contains("uz:") && whole.contains("kk:") && !whole.contains("az:"), "\(whole)")
        #expect(report.findings.contains { $0.check == .wrongScript && $0.language == "tt" && $0.message.contains("Cyrillic") })
        let uzbek = report.findings.first { $0.check == .wrongScript && $0.language == "uz" && $0.key == nil }
        #expect(uzbek?.severity == .warning)
        #expect(uzbek?.message.hasPrefix("24 of 24 translated values") == true && uzbek?.message.contains("(uz-Cyrl)") == true)
        #expect(perValue.contains("az:item3") && perValue.contains("ru:item5"), "\(perValue)")
        // One finding for the catalog: every value in the script its code does not name.
        #expect(found(report, .wrongScript).contains("uz-Latn:"), "\(report.findings.map(\.message))")
        #expect(CatalogScript.alternateScript(for: "uz") == .cyrillic && CatalogScript.alternateScript(for: "uz-Latn") == nil)
        #expect(CatalogScript.alternateScript(for: "kk") == .latin && CatalogScript.alternateScript(for: "ru") == nil)
    }

    @Test("missing-key: a table no language has is one note, a table one language lacks one finding, a key one language lacks its own")
    func wholeTables() {
        let directory = makeTempDirectory()
        func table(_ pairs: [(String, String)]) -> String { pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined() }
        write(table([("title", "Title"), ("done", "Done"), ("next", "Next")]), "R/en.lproj/Localizable.strings", in: directory)
        write(table([("debug_a", "Debug menu"), ("debug_b", "Reset all")]), "R/en.lproj/Untranslated.strings", in: directory)
        write(table([("emoji_dog", "Dog"), ("emoji_cat", "Cat"), ("emoji_lion", "Lion")]), "R/en.lproj/SAS.strings", in: directory)
        write(table([("title", "Titel"), ("done", "Fertig")]), "R/de.lproj/Localizable.strings", in: directory)
        write(table([("emoji_dog", "Hund"), ("emoji_cat", "Katze"), ("emoji_lion", "Löwe")]), "R/de.lproj/SAS.strings", in: directory)
        write(table([("title", "Titre"), ("done", "Terminé"), ("next", "Suivant")]), "R/fr.lproj/Localizable.strings", in: directory)
        let report = checkPaths([directory], profile: base)
        let missing = report.findings.filter { $0.check == .missingKey }
        // German lacks one key: its own finding. French lacks SAS as a whole: one finding naming its 3 keys.
        #expect(found(report, .missingKey) == ["de:next", "en:", "fr:"], "\(missing.map(\.message))")
        let french = missing.first { $0.language == "fr" }
        #expect(french?.message.contains("SAS") == true && french?.message.contains("3 keys") == true, "\(french?.message ?? "")")
        // No language has Untranslated: one note, and its keys fall back to the base.
        let note = missing.first { $0.language == "en" }
        #expect(note?.severity == .note && note?.message.contains("Untranslated") == true, "\(note?.message ?? "")")
        #expect(report.matrix.cell("de", "debug_a") == .fallback)
    }

    @Test("missing-key: an Android language without any key of one base file is one finding for the file, wherever its other keys are")
    func androidWholeFile() {
        let directory = makeTempDirectory()
        write(strings([("title", "Title"), ("done", "Done")]), "res/values/strings.xml", in: directory)
        write(strings([("scan", "Scan card"), ("flash", "Flash"), ("torch", "Torch")]), "res/values/scanner.xml", in: directory)
        write(strings([("title", "Titel"), ("done", "Fertig")]), "res/values-de/strings.xml", in: directory)
        // French files the scanner's keys in its strings.xml: it has the table.
        write(
            strings([("title", "Titre"), ("done", "Terminé"), ("scan", "Scanner la carte"), ("flash", "Flash")]),
            "res/values-fr/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .missingKey) == ["de:", "fr:torch"], "\(report.findings.map(\.message))")
    }
}
