import Foundation
import Testing

@testable import PaySpecL10n

/// What a catalog may keep as the base writes it because it is the language's or the text's
/// own: an interface word the language uses too, an example address on a server, a file name
/// before punctuation, and a question mark in a script written without spaces. Each test keeps a true finding of the
/// same shape beside the one that is no finding. The catalogs are written here.
@Suite struct LanguageOwnWordsTests {
    let base = CheckProfile.generic(base: "en")

    func untranslated(_ report: L10nReport) -> [String] {
        report.findings.filter { $0.check == .untranslated }.map { "\($0.language):\($0.key ?? "")" }.sorted()
    }

    @Test("an English interface word is the language's own when two of its translations write it")
    func interfaceWordTheLanguageWrites() {
        let directory = makeTempDirectory()
        let keys = ["account", "support", "create", "locked", "stuck"]
        let texts: [String: [String]] = [
            "en": ["Account", "Help", "Create an account to sync", "Your account is locked", "Need help with sync?"],
            // Writes "account" in two of its sentences: a word of its own; "help" in none.
            "nl": ["Account", "Help", "Maak een account aan om te synchroniseren", "Je account is vergrendeld", "Hulp nodig?"],
            // Writes "account" in one sentence only: a stray English word is no evidence.
            "fr": ["Account", "Aide", "Créez un compte", "Votre account est verrouillé", "Besoin d\\'aide ?"],
            // Writes its own word throughout: the English one is left behind.
            "de": ["Account", "Hilfe", "Erstelle ein Konto", "Dein Konto ist gesperrt", "Brauchst du Hilfe?"],
        ]
        for (language, values) in texts {
            let folder = language == "en" ? "values" : "values-\(language)"
            write(CatalogText.android(Array(zip(keys, values))), "res/\(folder)/strings.xml", in: directory)
        }
        let report = checkPaths([directory], profile: base)
        #expect(untranslated(report) == ["de:account", "fr:account", "nl:support"], "\(untranslated(report))")
    }

    @Test("a phrase needs each of its words written once, even where the same word alone needs two")
    func phraseEvidenceIsPerKey() {
        let directory = makeTempDirectory()
        let keys = ["account", "account_status", "locked", "updated"]
        write(
            CatalogText.android(Array(zip(keys, ["Account", "Account status", "Your account is locked", "The status was updated"]))),
            "res/values/strings.xml", in: directory)
        write(
            CatalogText.android(Array(zip(keys, ["Account", "Account status", "Je account is geblokkeerd", "De status is bijgewerkt"]))),
            "res/values-nl/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(untranslated(report) == ["nl:account"], "\(untranslated(report))")
    }

    @Test("a Catalan word with a middle dot is one word: cancel·la does not make \"Cancel\" a Catalan word")
    func catalanMiddleDot() {
        #expect(ScriptDetector.words(of: "Cancel·la la col·lecció · ara") == ["Cancel·la", "la", "col·lecció", "ara"])
        let directory = makeTempDirectory()
        let keys = ["cancel", "cancel_download", "cancel_all"]
        write(
            CatalogText.android(Array(zip(keys, ["Cancel", "Cancel the download", "Cancel all"]))), "res/values/strings.xml", in: directory)
        write(
            CatalogText.android(Array(zip(keys, ["Cancel", "Cancel·la la baixada", "Cancel·la-ho tot"]))), "res/values-ca/strings.xml",
            in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(untranslated(report) == ["ca:cancel"], "\(untranslated(report))")
    }

    @Test("an id of a sigil, a name and a server, and the example name it carries, are no words")
    func serverIdentifiers() {
        for id in ["#lobby:example.org", "@ann:chat.example.net", "!room1:example.org", "(e.g. +team:example.com)"] {
            #expect(IdenticalText.verdict(id, script: .cyrillic, language: "ru") == .sameByNature, "\(id)")
            #expect(IdenticalText.verdict(id, script: .latin, language: "nl") == .sameByNature, "\(id)")
        }
        // A colon without a domain after it is prose ("#Tip: restart"), and so is a sigil alone.
        #expect(IdenticalText.verdict("#Tip: restart the app", script: .cyrillic, language: "ru") == .untranslated)
        #expect(
            ScriptDetector.foreignWords(in: "(напр. #lobby:primer.ru)", expected: .cyrillic, baseText: "(e.g. #lobby:example.org)")
                .isEmpty)
        let userBase = "Chat ID (e.g. @ann:example.org or ann)"
        #expect(
            ScriptDetector.foreignWords(in: "Chat ID (напр. @oleg:example.org или oleg)", expected: .cyrillic, baseText: userBase)
                .isEmpty)
        // A Latin word the example address does not carry is still English left in the text.
        #expect(
            ScriptDetector.foreignWords(
                in: "Идентификатор чата (например, @oleg:example.org или username)", expected: .cyrillic, baseText: userBase)
                == ["username"])
    }

    @Test("a file name followed by punctuation is a name, not a word")
    func fileNameBeforePunctuation() {
        let fileBase = "Failed to read cachelist.json file: %s"
        for value in ["Не удалось прочитать файл cachelist.json: %s", "Файл cachelist.json; %s", "«cachelist.json» не прочитан"] {
            #expect(ScriptDetector.foreignWords(in: value, expected: .cyrillic, baseText: fileBase).isEmpty, "\(value)")
        }
        #expect(
            ScriptDetector.foreignWords(in: "Не удалось parse файл cachelist.json: %s", expected: .cyrillic, baseText: fileBase)
                == ["parse"])
    }

    @Test("the micro sign and the micro prefix before a Latin unit are symbols; a Greek letter inside a Latin word is not")
    func microPrefix() {
        #expect(ScriptDetector.script(of: "\u{00B5}") == nil)
        let base = "Peer is connected over µTP"
        for value in ["Peer is verbonden via µTP", "Peer is verbonden via \u{03BC}TP", "Wachttijd 5 \u{03BC}s"] {
            #expect(ScriptDetector.foreignWords(in: value, expected: .latin, baseText: base).isEmpty, "\(value)")
        }
        #expect(ScriptDetector.foreignWords(in: "Αναμονή 5 \u{03BC}s", expected: .greek).isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Peer is verbonden via \u{03B1}TP", expected: .latin, baseText: base) == ["\u{03B1}TP"])
        #expect(ScriptDetector.foreignWords(in: "Отворенo", expected: .cyrillic, baseText: "Open") == ["Отворенo"])
    }

    @Test("a storyboard catalog's key without a source entry has no base text to compare whitespace with")
    func storyboardKeysWithoutBase() {
        #expect(IdenticalText.isInterfaceBuilderKey("BgM-ve-c93.title"))
        #expect(IdenticalText.isInterfaceBuilderKey("gtf-PD-IHm.label"))
        #expect(!IdenticalText.isInterfaceBuilderKey("Left to Right"))
        #expect(!IdenticalText.isInterfaceBuilderKey("abc-de-fgh"))
        let directory = makeTempDirectory()
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "BgM-ve-c93.title": {"localizations": {"es": {"stringUnit": {"state": "translated", "value": "\\tIzquierda a derecha"}}}},
              "Left to Right": {"localizations": {"es": {"stringUnit": {"state": "translated", "value": "\\tIzquierda a derecha"}}}}
            }}
            """
        write(catalog, "Main.xcstrings", in: directory)
        let report = checkPaths([directory], profile: base)
        // The key that is its own English text is still compared; the storyboard object's is not.
        let whitespace = report.findings.filter { $0.check == .whitespace }.map { $0.key ?? "" }
        #expect(whitespace == ["Left to Right"], "\(report.findings.map(\.message))")
    }

    @Test("a question mark touching a letter of a script without spaces ends a sentence; between Latin letters a letter was lost")
    func questionMarksInUnspacedScripts() {
        let base = "Forgot your passphrase? You can reset it"
        for text in ["ลืมรหัสผ่าน?คุณสามารถตั้งใหม่ได้", "ລືມລະຫັດຜ່ານບໍ?ທ່ານສາມາດຕັ້ງໃໝ່ໄດ້", "忘记密码?你可以重置", "パスワードを忘れた?リセットできます"] {
            #expect(MarkupTags.encodingDamage(text, base: base) == nil, "\(text)")
        }
        #expect(MarkupTags.encodingDamage("Tu as oubli? ta phrase secr?te", base: base) != nil)
        #expect(MarkupTags.encodingDamage("Пароль забыт?Сбросьте его", base: base) != nil)
    }
}
