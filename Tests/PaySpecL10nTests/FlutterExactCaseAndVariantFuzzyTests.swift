import Foundation
import Testing

@testable import PaySpecL10n

/// Two readings of how a text is chosen at run time: Flutter's `=1` is `Intl.plural`'s `one`,
/// and a fuzzy entry of a regional variant of the base language shows the msgid, right unless the
/// variant spells one of its words its own way.
@Suite struct FlutterExactCaseAndVariantFuzzyTests {
    let base = CheckProfile.generic(base: "en")

    @Test("in an ARB file =1 showing the count covers Russian one (21, 31…); =1 without it and a missing few are still owed")
    func flutterExactOneIsOne() {
        let english = "{\"@@locale\": \"en\", \"left\": \"{n, plural, =1{1 attempt left} other{{n} attempts left}}\", \"@left\": {}}"
        let report = checkProject(
            [
                (english, "l10n/app_en.arb"),
                (
                    "{\"@@locale\": \"ru\", \"left\": \"{n, plural, =1{Осталась {n} попытка} few{Осталось {n} попытки} many{Осталось {n} попыток} other{Осталось {n} попытки}}\"}",
                    "l10n/app_ru.arb"
                ),
                // `=1` that does not show the count reads "одна" for 21: `one` is still owed.
                (
                    "{\"@@locale\": \"uk\", \"left\": \"{n, plural, =1{Залишилась одна спроба} few{Залишилось {n} спроби} many{Залишилось {n} спроб} other{Залишилось {n} спроби}}\"}",
                    "l10n/app_uk.arb"
                ),
                (
                    "{\"@@locale\": \"cs\", \"left\": \"{n, plural, =1{Zbývá 1 pokus} many{Zbývají {n} pokusy} other{Zbývá {n} pokusů}}\"}",
                    "l10n/app_cs.arb"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let missing = findings(report, .pluralMissing).filter { $0.severity != .note }
        #expect(missing.map(\.language) == ["cs", "uk"], "\(missing.map(\.message))")
        #expect(missing.first?.message.hasSuffix("missing: few") == true, "\(missing.map(\.message))")
        #expect(missing.last?.message.hasSuffix("missing: one") == true, "\(missing.map(\.message))")
    }

    @Test("a many left to an other in the genitive plural reads right; an other in the nominative, or repeating few, does not")
    func manyLeftToOther() {
        let english = "{\"@@locale\": \"en\", \"files\": \"{n, plural, =1{{n} file} other{{n} files}}\", \"@files\": {}}"
        func arb(_ language: String, _ one: String, _ few: String, _ other: String) -> (String, String) {
            (
                "{\"@@locale\": \"\(language)\", \"files\": \"{n, plural, =1{{n} \(one)} few{{n} \(few)} other{{n} \(other)}}\"}",
                "l10n/app_\(language).arb"
            )
        }
        let report = checkProject(
            [
                (english, "l10n/app_en.arb"),
                // The genitive plural `many` needs: 5 файлов, 5 файлів, 5 plików.
                arb("ru", "файл", "файла", "файлов"), arb("uk", "файл", "файли", "файлів"), arb("pl", "plik", "pliki", "plików"),
                // An `other` repeating `few` (Belarusian 5 файлы) and a Russian `other` in the
                // nominative plural (5 файлы beside 2 файла): `many` is still owed.
                arb("be", "файл", "файлы", "файлы"),
                (
                    "{\"@@locale\": \"ru-RU\", \"files\": \"{n, plural, =1{{n} файл} few{{n} файла} other{{n} файлы}}\"}",
                    "l10n/app_ru_RU.arb"
                ),
                arb("cs", "soubor", "soubory", "souborů"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let missing = findings(report, .pluralMissing).filter { $0.severity != .note }
        #expect(missing.map(\.language).sorted() == ["be", "ru-RU"], "\(missing.map { "\($0.language): \($0.message)" })")
        #expect(missing.allSatisfy { $0.message.hasSuffix("missing: many") }, "\(missing.map(\.message))")
    }

    static func po(_ language: String, _ entries: String) -> String {
        "msgid \"\"\nmsgstr \"\"\n\"Language: \(language)\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n" + entries
    }

    @Test("a fuzzy en-GB entry is a note unless its msgid holds a word the catalog respells; other languages' fuzzy entries stand")
    func variantFuzzySpelledAlike() {
        let template = Self.po(
            "", "msgid \"Next Month\"\nmsgstr \"\"\n\nmsgid \"Pick a color\"\nmsgstr \"\"\n\nmsgid \"Text color\"\nmsgstr \"\"\n")
        let british = Self.po(
            "en_GB",
            "#, fuzzy\nmsgid \"Next Month\"\nmsgstr \"Next _Month\"\n\n#, fuzzy\nmsgid \"Pick a color\"\nmsgstr \"Pick colour\"\n\n"
                + "msgid \"Text color\"\nmsgstr \"Text colour\"\n")
        let german = Self.po(
            "de", "#, fuzzy\nmsgid \"Next Month\"\nmsgstr \"Nächster Monat\"\n\nmsgid \"Text color\"\nmsgstr \"Textfarbe\"\n")
        let report = checkProject([(template, "po/app.pot"), (british, "po/en_GB.po"), (german, "po/de.po")], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let fuzzy = languageKeysBySeverity(findings(report, .notFinal))
        #expect(fuzzy.issues == ["de Next Month", "en-GB Pick a color"], "\(fuzzy)")
        #expect(fuzzy.notes == ["en-GB Next Month"], "\(fuzzy)")
    }
}
