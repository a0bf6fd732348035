import Testing

@testable import PaySpecL10n

/// Languages whose whole numbers select `one`, `few` and `many`, never `other`: a missing
/// `many` is a note where `one`, `few` and `other` are three different texts (the third is the
/// form `many` needs, and the platform shows `other` for it). A missing `few`, or an `other`
/// that repeats `few`, stays a finding.
@Suite struct ManyInOtherTests {
    @Test("Russian and Polish many held by other are notes; a repeated or missing form is a finding")
    func manyHeldByOther() {
        let base = CheckProfile.generic(base: "en")
        let en =
            #"{"@@locale": "en", "files": "{n, plural, one{{n} file} other{{n} files}}", "#
            + #""rows": "{n, plural, one{{n} row} other{{n} rows}}", "tabs": "{n, plural, one{{n} tab} other{{n} tabs}}"}"#
        let report = checkProject(
            [
                (en, "l10n/app_en.arb"),
                (
                    #"{"@@locale": "ru", "files": "{n, plural, one{{n} файл} few{{n} файла} other{{n} файлов}}", "rows": "{n, plural, one{{n} строка} few{{n} строки} other{{n} строки}}", "tabs": "{n, plural, one{{n} вкладка} other{{n} вкладок}}"}"#,
                    "l10n/app_ru.arb"
                ),
                (
                    #"{"@@locale": "pl", "files": "{n, plural, one{{n} plik} few{{n} pliki} other{{n} plików}}", "rows": "{n, plural, one{{n} wiersz} few{{n} wiersze} many{{n} wierszy} other{{n} wiersza}}", "tabs": "{n, plural, one{{n} karta} few{{n} karty} other{{n} karty}}"}"#,
                    "l10n/app_pl.arb"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let missing = findings(report, .pluralMissing)
        let (issues, notes) = languageKeysBySeverity(missing)
        // Russian rows' other repeats few ("5 строки" is wrong); tabs lacks few; Polish tabs repeats few.
        #expect(issues == ["pl tabs", "ru rows", "ru tabs"], "\(issues)")
        #expect(notes == ["pl files", "ru files"], "\(notes)")
    }

    // Budget Flow's Russian `year` and Ukrainian `week` (round 23): the code writes the number
    // beside the word, and `other` is the word `many` needs ("лет"). Without the count, the
    // word itself is read: "файлы", a nominative plural, is no form `many` takes.
    @Test("many held by an other without the count is a note; a nominative plural there is a finding")
    func manyHeldByOtherWithoutCount() {
        let base = CheckProfile.generic(base: "en")
        func entry(_ key: String, _ forms: [(String, String)]) -> String {
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
                + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
                + forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict></dict>"
        }
        func stringsdict(_ entries: String) -> String {
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + entries + "</dict></plist>"
        }
        let report = checkProject(
            [
                (
                    stringsdict(
                        entry("year", [("one", "year"), ("other", "years")]) + entry("file", [("one", "file"), ("other", "files")])),
                    "App/en.lproj/Localizable.stringsdict"
                ),
                (
                    stringsdict(
                        entry("year", [("one", "год"), ("few", "года"), ("other", "лет")])
                            + entry("file", [("one", "файл"), ("few", "файла"), ("other", "файлы")])),
                    "App/ru.lproj/Localizable.stringsdict"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let (issues, notes) = languageKeysBySeverity(findings(report, .pluralMissing))
        #expect(issues == ["ru file"], "\(issues)")
        #expect(notes == ["ru year"], "\(notes)")
    }
}
