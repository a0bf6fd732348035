import Testing

@testable import PaySpecL10n

/// Plural categories CLDR gives a language for one number alone: where the `other` text reads
/// right for that number (Arabic `zero`, Hebrew `two`) a missing form is a note, and an
/// i18next form of such a category may write its number as a word. Each beside the finding
/// that stays: Arabic `two`, a Russian `one` that covers 21 and 31.
@Suite struct OneNumberCategoryTests {
    let base = CheckProfile.generic(base: "en")

    @Test("Arabic zero and Hebrew two missing are notes; Arabic two, and a few, missing are findings")
    func categoriesTheOtherTextServes() {
        let report = checkProject(
            [
                (
                    #"{"@@locale": "en", "files": "{n, plural, one{{n} file} other{{n} files}}", "days": "{n, plural, one{{n} day} other{{n} days}}", "some": "{n, plural, one{A file} other{Some files}}"}"#,
                    "l10n/app_en.arb"
                ),
                (
                    #"{"@@locale": "ar", "files": "{n, plural, one{ملف واحد} two{ملفان} few{{n} ملفات} many{{n} ملفًا} other{{n} ملف}}", "days": "{n, plural, one{يوم واحد} few{{n} أيام} many{{n} يومًا} other{{n} يوم}}", "some": "{n, plural, one{ملف} two{ملفان} few{ملفات} many{ملفات} other{ملفات}}"}"#,
                    "l10n/app_ar.arb"
                ),
                (
                    #"{"@@locale": "he", "files": "{n, plural, one{קובץ אחד} other{{n} קבצים}}", "days": "{n, plural, two{יומיים} other{{n} ימים}}"}"#,
                    "l10n/app_he.arb"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let missing = findings(report, .pluralMissing)
        let issues = missing.filter { $0.severity != .note }.map { "\($0.language) \($0.key ?? ""): \($0.message)" }
        // Arabic days lacks zero (a note's) and two (a finding's): the finding names two alone.
        // Without the count in `other`, nothing reads "0": Arabic some's zero stays a finding.
        #expect(
            issues == [
                "ar days: plural categories whole numbers need for ar missing: two",
                "ar some: plural categories whole numbers need for ar missing: zero",
                "he days: plural categories whole numbers need for he missing: one",
            ], "\(issues)")
        let notes = missing.filter { $0.severity == .note }.map { "\($0.language) \($0.key ?? "")" }.sorted()
        #expect(notes == ["ar files", "he files"], "\(notes)")
        #expect(NumberAgreement.otherServes("zero", language: "ar") && NumberAgreement.otherServes("two", language: "he"))
        #expect(!NumberAgreement.otherServes("two", language: "ar") && !NumberAgreement.otherServes("zero", language: "lv"))
    }

    @Test("an i18next one form writing its number as a word is right where one is 1 alone; in Russian the count is needed")
    func numberWordInSingleNumberForm() {
        let report = checkProject(
            [
                (
                    #"{"Deleted {{count}} rows_one": "Deleted {{count}} row", "Deleted {{count}} rows_other": "Deleted {{count}} rows", "Moved {{count}} rows to {{name}}_one": "Moved {{count}} row to {{name}}", "Moved {{count}} rows to {{name}}_other": "Moved {{count}} rows to {{name}}", "Pick the list these {{count}} rows belong to_one": "Pick the list this row belongs to", "Pick the list these {{count}} rows belong to_other": "Pick the list these {{count}} rows belong to"}"#,
                    "locales/en.json"
                ),
                // German's one is 1 alone: "Eine Zeile" is the count. A dropped {{name}} is not.
                (
                    #"{"Deleted {{count}} rows_one": "Eine Zeile gelöscht", "Deleted {{count}} rows_other": "{{count}} Zeilen gelöscht", "Moved {{count}} rows to {{name}}_one": "Eine Zeile verschoben", "Moved {{count}} rows to {{name}}_other": "{{count}} Zeilen nach {{name}} verschoben", "Pick the list these {{count}} rows belong to_one": "Wähle die Liste für {{name}}"}"#,
                    "locales/de.json"
                ),
                // Russian's one is 1, 21, 31, …: "Одна строка" would show for 21. A form may show the
                // count the base's `_one` leaves out, not a name the base does not pass.
                (
                    #"{"Deleted {{count}} rows_one": "Удалена одна строка", "Deleted {{count}} rows_few": "Удалено {{count}} строки", "Deleted {{count}} rows_many": "Удалено {{count}} строк", "Deleted {{count}} rows_other": "Удалено {{count}} строки", "Pick the list these {{count}} rows belong to_one": "Выберите список для {{ count }} строки"}"#,
                    "locales/ru.json"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(
            found(report, .placeholderMismatch) == [
                "de Moved {{count}} rows to {{name}}_one", "de Pick the list these {{count}} rows belong to_one",
                "ru Deleted {{count}} rows_one",
            ],
            "\(report.findings.map(\.message))")
        #expect(PlaceholderScanner.namesACount("{{selectedCount}}") && !PlaceholderScanner.namesACount("{{name}}"))
    }

    // ntfy's Chinese and Malay `_one` forms (round 22): i18next asks `Intl.PluralRules` for the
    // count's category, which is `other` for every count in those languages.
    @Test("an i18next form of a category the language does not have is never shown: its findings are notes")
    func formTheLanguageNeverSelects() {
        let report = checkProject(
            [
                // Excalidraw's `arrowhead_cardinality_many` is a label, not a form: no `_other` beside it.
                (
                    #"{"calls_one": "{{count}} call", "calls_other": "{{count}} calls", "cardinality_many": "Many ({{n}})"}"#,
                    "locales/en.json"
                ),
                (#"{"calls_one": "通话", "calls_other": "{{count}} 次通话", "cardinality_many": "多"}"#, "locales/zh.json"),
                (#"{"calls_one": "{{Anzahl}} Anruf", "calls_other": "{{count}} Anrufe"}"#, "locales/de.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let mismatches = findings(report, .placeholderMismatch)
        let issues = mismatches.filter { $0.severity != .note }.map { "\($0.language) \($0.key ?? "")" }
        let notes = mismatches.filter { $0.severity == .note }.map { "\($0.language) \($0.key ?? "")" }
        #expect(issues == ["de calls_one", "zh cardinality_many"], "\(issues)")
        #expect(notes == ["zh calls_one"], "\(notes)")
        #expect(mismatches.first { $0.language == "zh" }?.message.hasSuffix(ValueChecks.neverSelectedForm) == true)
    }
}
