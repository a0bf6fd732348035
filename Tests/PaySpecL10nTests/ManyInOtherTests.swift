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
}
