import Testing

@testable import PaySpecL10n

/// `plural-missing` where the missing categories' text would read as `other` does: no word of
/// the language after the count changes with it (the count ends its clause, or a Latin name the
/// language does not decline follows it), or the counted noun is in the instrumental plural,
/// which every count above 1 takes in Russian and Ukrainian. Those are notes (`--notes`); a
/// missing category where a word of the language follows the count stays a finding.
@Suite struct CountWordAgreementTests {
    // Round 11: Cork's Ukrainian "Не вдалося завантажити Cask %lld" and "… %lld Formula", and
    // Zulip's Russian "прочитано {count} пользователями". Kept true: Cork's Ukrainian
    // "%lld сервісів знайдено" (2 needs сервіси) and Zulip's Ukrainian `=1` with no `one` (21
    // takes the singular, whatever case the noun is in).
    @Test("a count no word agrees with, or an instrumental plural, makes notes; a noun of the language after it stays a finding")
    func countsThatChangeNoWord() {
        let en =
            #"{"@@locale": "en", "casks": "{n, plural, one{Could not load {n} cask} other{Could not load {n} casks}}", "#
            + #""formulae": "{n, plural, one{{n} formula} other{{n} formulae}}", "#
            + #""readers": "{n, plural, one{Read by {n} person} other{Read by {n} people}}", "#
            + #""services": "{n, plural, one{{n} service found} other{{n} services found}}"}"#
        let report = checkProject(
            [
                (en, "l10n/app_en.arb"),
                (
                    #"{"@@locale": "uk", "casks": "{n, plural, one{Не вдалося завантажити Cask {n}} other{Не вдалося завантажити Cask {n}}}", "formulae": "{n, plural, one{Не вдалося завантажити {n} Formula} other{Не вдалося завантажити {n} Formula}}", "readers": "{n, plural, =1{Прочитано {n} особою} other{Прочитано {n} людьми}}", "services": "{n, plural, one{{n} сервіс знайдено} other{{n} сервісів знайдено}}"}"#,
                    "l10n/app_uk.arb"
                ),
                (
                    #"{"@@locale": "ru", "casks": "{n, plural, one{Не удалось загрузить {n} пакет} few{Не удалось загрузить {n} пакета} many{Не удалось загрузить {n} пакетов} other{Не удалось загрузить {n} пакета}}", "formulae": "{n, plural, one{{n} формула} few{{n} формулы} many{{n} формул} other{{n} формулы}}", "readers": "{n, plural, one{Прочитано {n} пользователем} other{Прочитано {n} пользователями}}", "services": "{n, plural, one{{n} служба} few{{n} службы} many{{n} служб} other{{n} службы}}"}"#,
                    "l10n/app_ru.arb"
                ),
            ], profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let (issues, notes) = languageKeysBySeverity(findings(report, .pluralMissing))
        #expect(issues == ["uk readers", "uk services"], "\(issues)")
        #expect(notes == ["ru readers", "uk casks", "uk formulae"], "\(notes)")
        // The Ukrainian readers' finding names `one` alone: few and many read as other does.
        let readers = findings(report, .pluralMissing).first { $0.language == "uk" && $0.key == "readers" }?.message ?? ""
        #expect(readers.hasSuffix("missing: one"), "\(readers)")
        #expect(WordAfterCount.words(in: "та %lld") == [nil])
        #expect(WordAfterCount.words(in: "%1$lld файлів, %2$d папок") == ["файлів", "папок"])
        #expect(WordAfterCount.words(in: "{{count}}+ повідомлень") == ["повідомлень"])
        #expect(WordAfterCount.words(in: "no count here").isEmpty)
    }
}
