import Foundation
import Testing

@testable import PaySpecL10n

/// A program's own format codes (`$t`, `%B`, `%C22`) glued to a translated word are no Latin
/// letters of it, when the base writes the same code; a Latin look-alike letter, an English word
/// and a code the base lacks are still read. The texts are written here.
@Suite struct SharedControlCodeTests {
    let base = CheckProfile.generic(base: "en")

    func entry(_ id: String, _ text: String) -> String {
        "msgid \"\(id)\"\nmsgstr \"\(text)\"\n\n"
    }

    @Test("a code the base shares is masked before the script is read; a look-alike letter beside it is still found")
    func sharedCodeBesideTrueFinding() {
        let directory = makeTempDirectory()
        let po =
            entry("%C20*%O$tYou are now known as %C18$2%O", "%C20*%O$tТеперь вы известны как %C18$2%O")
            + entry("$tNotify list is empty.", "$tСписок уведомлений пуст.")
            + entry("%BBold%B text", "%BЖирный%B текст")
            // True: a Latin `C` in `Cайты`, beside the shared `$t`.
            + entry("$tAdult sites", "$tCайты для взрослых")
            // True: an English word left beside the shared code.
            + entry("$tChannel modes", "$tРежимы channel")
            // True: `$q` is no code of the base, so its letter is read with the word.
            + entry("$tTopic", "$qТема")
        write(po, "po/ru.po", in: directory)
        let report = checkPaths([directory], profile: base)
        let found = report.findings.filter { $0.check == .wrongScript }.map { $0.key ?? "" }.sorted()
        #expect(found == ["$tAdult sites", "$tChannel modes", "$tTopic"], "\(report.findings.map(\.message))")
    }

    @Test("only a sigil and one or two ASCII letters or digits the base also holds are masked")
    func maskingRule() {
        #expect(TextMasking.maskingSharedCodes("$tТеперь", base: "$tNow") == " Теперь")
        #expect(TextMasking.maskingSharedCodes("%C22Текст$1", base: "%C22$1") == " Текст ")
        #expect(TextMasking.maskingSharedCodes("%C222Текст", base: "%C222") == "%C222Текст")
        // Three letters are a word, not a code; a code the base lacks stays.
        #expect(TextMasking.maskingSharedCodes("$tabТекст", base: "$tab") == "$tabТекст")
        #expect(TextMasking.maskingSharedCodes("%xТекст", base: "%B") == "%xТекст")
        #expect(ScriptDetector.foreignWords(in: "$tТеперь", expected: .cyrillic, baseText: "$tNow").isEmpty)
        // A file name inside markup is an address, as one after a space is.
        #expect(
            ScriptDetector.foreignWords(
                in: "Выберыце файл <i>fidme-export-request-xxxxxx.zip</i> з праграмы", expected: .cyrillic, baseText: "Select the export"
            ).isEmpty)
        #expect(ScriptDetector.foreignWords(in: "$tТеперь", expected: .cyrillic) == ["tТеперь"])
    }

    @Test("a value that is the catalog's own language code is an identifier, not text in another script")
    func ownLanguageCode() {
        let report = checkProject(
            [
                ("\"language_identifier\" = \"en\";\n\"close\" = \"Close\";\n", "en.lproj/Localizable.strings"),
                ("\"language_identifier\" = \"ru\";\n\"close\" = \"Закрыть window\";\n", "ru.lproj/Localizable.strings"),
                ("\"language_identifier\" = \"de\";\n\"close\" = \"Закрыть\";\n", "uk.lproj/Localizable.strings"),
            ], profile: base)
        let found = report.findings.filter { $0.check == .wrongScript }.map { "\($0.language) \($0.key ?? "")" }.sorted()
        // Another language's code in Ukrainian is still reported.
        #expect(found == ["ru close", "uk language_identifier"], "\(report.findings.map(\.message))")
    }
}
