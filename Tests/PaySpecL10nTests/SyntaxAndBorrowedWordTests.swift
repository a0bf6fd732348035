import Testing

@testable import PaySpecL10n

/// The script check reads prose, not syntax: ICU MessageFormat's argument names, keywords and
/// case labels in a catalog whose format is not ICU, and the base's words in another form or
/// inside a path or file name the base names. English a translator left in the prose stays a finding.
@Suite struct SyntaxAndBorrowedWordTests {
    @Test(
        "ICU syntax words are masked, its text is not",
        arguments: [
            ("{count, plural, one{# столбец} few{# столбца} other{# столбцов}}", "столбец", "plural"),
            ("Через {n, plural, offset:1 =0{никогда} one{# день} other{# дней}}", "никогда", "offset"),
            ("{g, select, female{Она} other{Он}} ушёл", "ушёл", "female"),
        ])
    func masking(_ text: String, kept: String, masked: String) {
        let prose = ICUSyntaxWords.masking(text)
        #expect(prose.contains(kept))
        #expect(!prose.contains(masked), "\(prose)")
        #expect(prose.unicodeScalars.count == text.unicodeScalars.count)
    }

    @Test("text without an ICU head is left as it is")
    func noHead() {
        for text in ["Plural {count} items", "select one{x}", "{name} other{y}"] {
            #expect(ICUSyntaxWords.masking(text) == text)
        }
    }

    // Docmost's Russian `{{count}} Columns` (round 13, held out) holds an ICU plural i18next
    // shows raw: a placeholder finding, not also a script finding for `few, many, other`.
    @Test("an ICU plural in an i18next catalog is a placeholder finding only")
    func icuInI18next() {
        let report = checkProject(
            [
                (#"{"columns_other": "{{count}} Columns", "open": "Open the board"}"#, "locales/en/translation.json"),
                (
                    #"{"columns_other": "{count, plural, one{# столбец} few{# столбца} other{# столбцов}}", "open": "Открыть settings доски"}"#,
                    "locales/ru/translation.json"
                ),
            ], profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        #expect(found(report, .placeholderMismatch) == ["ru columns_other"])
        #expect(found(report, .wrongScript) == ["ru open"])
    }

    // Etar's Greek `emails` for the base's `emailing`, AdGuard's Ukrainian `hosts-стилі` for
    // `/etc/hosts-style` (round 13, held out).
    @Test("the base's word in another form, or the name of a path it gives, is kept on purpose; another English word is not")
    func borrowedWords() {
        #expect(
            ScriptDetector.foreignWords(
                in: "Επεξεργασία απαντήσεων κατά την αποστολή emails στους καλεσμένους", expected: .greek,
                baseText: "Edit default responses when emailing guests", language: "el"
            ).isEmpty)
        #expect(
            ScriptDetector.foreignWords(
                in: "відповідати з IP-адресою під час блокування правилом в hosts-стилі", expected: .cyrillic,
                baseText: "respond with the IP address when blocked by /etc/hosts-style rule", language: "uk"
            ).isEmpty)
        // Nextcloud's Russian `заготовок(*.txt)` for `Snippet text file(.txt)`.
        #expect(
            ScriptDetector.foreignWords(
                in: "Текстовый файл заготовок(*.txt)", expected: .cyrillic, baseText: "Snippet text file(.txt)", language: "ru"
            ).isEmpty)
        #expect(
            ScriptDetector.foreignWords(
                in: "Επεξεργασία απαντήσεων κατά την αποστολή settings στους καλεσμένους", expected: .greek,
                baseText: "Edit default responses when emailing guests", language: "el") == ["settings"])
        // A URL's or markup's words are no file's name: `org` and `href` left in Russian stay findings.
        #expect(
            ScriptDetector.foreignWords(
                in: "Посетите org для поддержки", expected: .cyrillic,
                baseText: "Visit https://actualbudget.org/contact/ for support", language: "ru") == ["org"])
        for run in ["/etc/hosts-style", "(*.txt)", "(.txt)", "«notes.md»", "~/Music"] {
            #expect(ScriptDetector.isPathOrFileName(run[...]), "\(run)")
        }
        for run in ["https://actualbudget.org/contact/", "<br", #"href="a.html""#, "done.", "/"] {
            #expect(!ScriptDetector.isPathOrFileName(run[...]), "\(run)")
        }
        #expect(ScriptDetector.isBaseWord("emails", ["emailing"]))
        #expect(!ScriptDetector.isBaseWord("sharing", ["shared"]))
        #expect(!ScriptDetector.isBaseWord("copylelft", ["copyleft"]))
    }
}

extension SyntaxAndBorrowedWordTests {
    // Bottles' Bulgarian „Wine Bridge“ for the component `WineBridge` (round 14, held out).
    @Test("a base word written in two words is the base's term; two other English words are not")
    func splitBaseWord() {
        #expect(
            ScriptDetector.foreignWords(
                in: "Използване на „Wine Bridge“", expected: .cyrillic, baseText: "Use WineBridge", language: "bg"
            ).isEmpty)
        #expect(
            !ScriptDetector.foreignWords(
                in: "Използване на „Wine, Bridge“ settings", expected: .cyrillic, baseText: "Use WineBridge", language: "bg"
            ).isEmpty)
        #expect(BaseSpelling.respelledBaseWords(in: "„Wine Bridge“") { $0 == "winebridge" } == ["wine", "bridge"])
        #expect(BaseSpelling.respelledBaseWords(in: "Wine, Bridge") { $0 == "winebridge" }.isEmpty)
    }

    // Linkwarden's `locale` key: `uk-UA` and `ru-RU` for the base's `en-US`, the tag its cards
    // hand to `toLocaleString` (round 14, held out).
    @Test("the catalog's own language tag, with a region, is an identifier; another language's tag is not")
    func ownLanguageTag() {
        let report = checkProject(
            [
                (#"{"locale": "en-US", "open": "Open"}"#, "locales/en/common.json"),
                (#"{"locale": "uk-UA", "open": "Відкрити"}"#, "locales/uk/common.json"),
                (#"{"locale": "ru-RU", "open": "Открыть"}"#, "locales/ru/common.json"),
                (#"{"locale": "de-DE", "open": "Отвори"}"#, "locales/bg/common.json"),
            ], profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        #expect(found(report, .wrongScript) == ["bg locale"])
    }
}
