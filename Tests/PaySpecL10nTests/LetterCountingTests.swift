import Testing

@testable import PaySpecL10n

/// The small readers every language of every catalog goes through: a language code put in one
/// spelling, the letters of a catalog counted by script, and letter trigrams packed in an integer.
/// Each is written for speed, so each is held here to what it reads, edge cases included.
@Suite struct LetterCountingTests {
    @Test(arguments: [
        ("pt_BR", "pt-BR"), ("EN-us", "en-us"), ("sr_Latn_RS", "sr-Latn-RS"), ("de--DE", "de-DE"),
        ("_fr_", "fr"), ("zh-Hant", "zh-Hant"), ("ca@valencia", "ca@valencia"), ("ÄB_c", "äb-c"),
    ])
    func codeSpelling(_ written: String, _ normalized: String) {
        #expect(LanguageCodes.normalize(written) == normalized)
    }

    @Test func aCodeOfSeparatorsAloneIsKept() {
        #expect(LanguageCodes.normalize("") == "")
        #expect(LanguageCodes.normalize("_-") == "_-")
    }

    @Test func asciiLettersAreLatinAndOtherBytesNoLetters() {
        var tally = ScriptTally()
        tally.count("Save 12 files, now!")
        #expect(tally.total == 12)
        #expect(tally["Latn"] == 12)
        #expect(tally.largest?.0 == "Latn")
    }

    @Test func lettersOutsideAsciiAreCountedByTheirBlock() {
        var tally = ScriptTally()
        // Cyrillic, then Greek, then Cyrillic again: the block tried first changes and comes back.
        tally.count("Сохранить Ω файл é 5")
        #expect(tally["Cyrl"] == 13)
        #expect(tally["Grek"] == 1)
        #expect(tally["Latn"] == 1)
        #expect(tally.total == 15)
        #expect(tally.largest?.0 == "Cyrl")
        // A mark or a symbol of a block is no letter.
        var marks = ScriptTally()
        marks.count("\u{0301}\u{060C}٣")
        #expect(marks.total == 0)
        #expect(marks.largest == nil)
    }

    @Test func arabicLettersPointToTheirLanguage() {
        var tally = ScriptTally()
        for _ in 0..<20 { tally.count("پرداخت شما رد شد، کارت را بررسی کنید و دوباره امتحان کنید") }
        #expect(tally.largest?.0 == "Arab")
        #expect(tally.arabic.language == "Persian")
    }

    @Test func aTrigramIsItsThreeScalarsInOrder() {
        let a = CatalogLanguageID.Trigram(" ", "d", "e")
        #expect(a == CatalogLanguageID.Trigram(" ", "d", "e"))
        #expect(a != CatalogLanguageID.Trigram("d", " ", "e"))
        // The highest scalars fit: 21 bits each.
        let high = CatalogLanguageID.Trigram("\u{10FFFF}", "\u{10FFFF}", "\u{10FFFE}")
        #expect(high != CatalogLanguageID.Trigram("\u{10FFFF}", "\u{10FFFE}", "\u{10FFFF}"))
        #expect(CatalogLanguageID.trigrams(of: "dede").count == 4)  // " de", "ded", "ede", "de "
    }
}
