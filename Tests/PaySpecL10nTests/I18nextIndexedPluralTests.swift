import Foundation
import Testing

@testable import PaySpecL10n

/// i18next's JSON v3 plurals: the base writes a family as `key` and `key_plural`, a language of
/// other than two forms as `key_0`, `key_1`, … (Russian three, Japanese one). Those forms are
/// the family's, neither extra keys nor a reason to call `key` and `key_plural` missing; a
/// number past the language's forms, numbered forms in a language of two (which i18next never
/// looks up), and a family the language does not write at all stay findings.
@Suite struct I18nextIndexedPluralTests {
    let base = CheckProfile.generic(base: "en")

    @Test("numbered forms of a key_plural family are the family's; past the language's forms, or missing, they are findings")
    func numberedForms() {
        let report = checkProject(
            [
                (
                    #"{"views": "{{count}} view", "views_plural": "{{count}} views", "title": "Videos", "hours": "{{count}} hour", "hours_plural": "{{count}} hours"}"#,
                    "locales/en.json"
                ),
                // Russian: three forms by number; `hours` not written at all.
                (
                    #"{"views_0": "{{count}} просмотр", "views_1": "{{count}} просмотра", "views_2": "{{count}} просмотров", "title": "Видео"}"#,
                    "locales/ru.json"
                ),
                // Japanese: one form, and a stray second one.
                (#"{"views_0": "{{count}} 回視聴", "views_1": "{{count}} 回", "title": "動画", "hours_0": "{{count}} 時間"}"#, "locales/ja.json"),
                // German: two forms, as the base.
                (
                    #"{"views": "{{count}} Aufruf", "views_plural": "{{count}} Aufrufe", "title": "Videos", "hours": "{{count}} Stunde", "hours_plural": "{{count}} Stunden"}"#,
                    "locales/de.json"
                ),
                // Portuguese has two forms, as English: i18next looks up `views` and
                // `views_plural`, never a numbered form.
                (
                    #"{"views_0": "{{count}} visualização", "views_1": "{{count}} visualizações", "title": "Vídeos", "hours": "{{count}} hora", "hours_plural": "{{count}} horas"}"#,
                    "locales/pt-PT.json"
                ),
                // A numbered key whose stem has no `_plural` in the base is a key of its own.
                (
                    #"{"title_0": "x", "title": "Vidéos", "views": "{{count}} vue", "views_plural": "{{count}} vues", "hours": "{{count}} heure", "hours_plural": "{{count}} heures"}"#,
                    "locales/fr.json"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(
            found(report, .extraKey) == ["fr title_0", "ja views_1", "pt-PT views_0", "pt-PT views_1"], "\(report.findings.map(\.message))")
        #expect(
            found(report, .missingKey) == ["pt-PT views", "pt-PT views_plural", "ru hours", "ru hours_plural"],
            "\(report.findings.map(\.message))")
    }

    @Test func readsOnlyADigitAfterAnUnderscore() {
        #expect(I18nextIndexedPluralKey("views_2").map { [$0.stem, "\($0.index)"] } == ["views", "2"])
        #expect(I18nextIndexedPluralKey("a_b_0")?.stem == "a_b")
        for key in ["views_", "_2", "views2", "views_12", "views_x", "2"] { #expect(I18nextIndexedPluralKey(key) == nil, "\(key)") }
        #expect(I18nextIndexedPluralKey.familyStem(of: "views_plural", hasKey: { _ in false }) == "views")
        #expect(I18nextIndexedPluralKey.familyStem(of: "views", hasKey: { $0 == "views_plural" }) == "views")
        #expect(I18nextIndexedPluralKey.familyStem(of: "title", hasKey: { $0 == "views_plural" }) == nil)
        #expect(I18nextIndexedPluralKey.familyStem(of: "_plural", hasKey: { _ in true }) == nil)
    }
}
