import Testing

@testable import PaySpecL10n

/// Plural forms of categories a language's CLDR rules do not have: the platform never selects
/// them and shows `other` instead. Where both show the count, or the form copies one of the
/// base's, nothing a reader sees changes (a note); a form with text its author added, or beside
/// no `other` that shows the count, stays a finding.
@Suite struct UnselectedPluralFormTests {
    let base = CheckProfile.generic(base: "en")

    // Android selects by the language's CLDR categories alone (Flutter's ARB files select
    // `zero`, `one` and `two` by the exact number too: `flutterExactForms`).
    @Test("a one form in Korean or Chinese that shows the count is a note; a wording of its own is a finding")
    func unselectedFormsBesideCountingOther() {
        let report = checkProject(
            [
                (
                    #"<resources><plurals name="files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals><plurals name="none"><item quantity="many">Lots of files</item><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals><plurals name="tabs"><item quantity="one">One tab</item><item quantity="other">Tabs</item></plurals><plurals name="empty"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals></resources>"#,
                    "res/values/strings.xml"
                ),
                (
                    #"<resources><plurals name="files"><item quantity="one">%d file</item><item quantity="other">파일 %d개</item></plurals><plurals name="none"><item quantity="many">Lots of files</item><item quantity="other">파일 %d개</item></plurals><plurals name="tabs"><item quantity="one">탭 하나</item><item quantity="other">탭</item></plurals><plurals name="empty"><item quantity="few">파일 몇 개</item><item quantity="other">파일 %d개</item></plurals></resources>"#,
                    "res/values-ko/strings.xml"
                ),
                (
                    #"<resources><plurals name="files"><item quantity="one">%d 个文件</item><item quantity="other">%d 个文件</item></plurals><plurals name="none"><item quantity="many">%d 个文件</item><item quantity="other">%d 个文件</item></plurals></resources>"#,
                    "res/values-zh/strings.xml"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let extra = findings(report, .pluralExtra)
        let (issues, notes) = languageKeysBySeverity(extra)
        // English has no many; its "Lots of files" is never shown. Korean empty's few is a wording
        // its translator added, and tabs' other shows no count: findings. The rest repeat the count
        // or copy a form of the base's.
        #expect(issues == ["en none", "ko empty", "ko tabs"], "\(issues)")
        #expect(notes == ["ko files", "ko none", "zh files", "zh none"], "\(notes)")
        #expect(NumberAgreement.unselectedFormsChangeNothing(["%lld service found"], other: "%lld 서비스를 찾았습니다."))
        #expect(!NumberAgreement.unselectedFormsChangeNothing(["no items"], other: "%d items"))
        #expect(!NumberAgreement.unselectedFormsChangeNothing(["%d item"], other: nil, mirrorsBase: true))
        #expect(NumberAgreement.unselectedFormsChangeNothing(["One package"], other: "%lld 个软件包", mirrorsBase: true))
    }

    // Tasks.org's Japanese and Korean `repeat_times` (round 21): `one` and `other` both "回", a
    // word shown beside a count the code writes. Android shows `other` for 1: the same word.
    @Test("an unselected form that is the other text word for word is a note, with a count or without")
    func unselectedFormSameAsOther() {
        let report = checkProject(
            [
                (
                    #"<resources><plurals name="times"><item quantity="one">time</item><item quantity="other">times</item></plurals><plurals name="days"><item quantity="one">day</item><item quantity="other">days</item></plurals></resources>"#,
                    "res/values/strings.xml"
                ),
                (
                    #"<resources><plurals name="times"><item quantity="one">回</item><item quantity="other">回</item></plurals><plurals name="days"><item quantity="one">一日</item><item quantity="other">日</item></plurals></resources>"#,
                    "res/values-ja/strings.xml"
                ),
            ], profile: base)
        let (issues, notes) = languageKeysBySeverity(findings(report, .pluralExtra))
        #expect(issues == ["ja days"], "\(issues)")
        #expect(notes == ["ja times"], "\(notes)")
        #expect(findings(report, .pluralExtra).first { $0.key == "times" }?.message.contains("has the same words") == true)
        #expect(NumberAgreement.unselectedFormsChangeNothing(["回"], other: "回"))
        #expect(!NumberAgreement.unselectedFormsChangeNothing(["回"], other: nil))
    }

    // Fladder's Chinese `{count, plural, one{集} other{集}}` and English `two{Directors}` (round
    // 15): gen-l10n calls `Intl.pluralLogic`, which returns `zero` for 0, `one` for 1 and `two`
    // for 2 in every language before the language's own rules.
    @Test("Flutter's zero, one and two are the texts for 0, 1 and 2 in every language; few and many follow the language")
    func flutterExactForms() {
        let report = checkProject(
            [
                (
                    #"{"@@locale": "en", "episodes": "{n, plural, one{Episode} two{Episodes} other{Episodes}}", "files": "{n, plural, one{{n} file} other{{n} files}}"}"#,
                    "l10n/app_en.arb"
                ),
                (
                    #"{"@@locale": "zh", "episodes": "{n, plural, one{集} two{集} other{集}}", "files": "{n, plural, few{几个文件} other{{n} 个文件}}"}"#,
                    "l10n/app_zh.arb"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let (issues, notes) = languageKeysBySeverity(findings(report, .pluralExtra))
        #expect(issues == ["zh files"], "\(issues)")
        #expect(notes.isEmpty, "\(notes)")
        let chinese = PluralRules.language("zh")!
        #expect(chinese.allows("two", on: .flutter) && !chinese.allows("two", on: .apple) && !chinese.allows("few", on: .flutter))
        #expect(PluralRules.Platform(file: "l10n/app_zh.arb") == .flutter)
    }

    // Obtainium's easy_localization catalogs (round 34): `plural()` fills `{}` with the number,
    // so Indonesian and Japanese `other` forms show the count and their `one` forms are never
    // selected; a heading with no count (`certificateHash`) is a form of its own.
    @Test("empty braces show the count in a plural form: an unselected one beside them is a note")
    func emptyBracesShowTheCount() {
        let report = checkProject(
            [
                (
                    #"{"apps": {"one": "{} and 1 more app have updates.", "other": "{} and {} more apps have updates."}, "hashes": {"one": "Certificate Hash", "other": "Certificate Hashes"}}"#,
                    "translations/en.json"
                ),
                (
                    #"{"apps": {"one": "{} dan 1 aplikasi lainnya memiliki pembaruan.", "other": "{} dan {} aplikasi lainnya memiliki pembaruan."}, "hashes": {"one": "Hash Sertifikat", "other": "Hashes Sertifikat"}}"#,
                    "translations/id.json"
                ),
                (
                    #"{"apps": {"one": "{} とさらに 1 個のアプリ", "other": "{} とさらに {} 個のアプリ"}, "hashes": {"one": "証明書ハッシュ", "other": "証明書ハッシュ"}}"#,
                    "translations/ja.json"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let (issues, notes) = languageKeysBySeverity(findings(report, .pluralExtra))
        #expect(issues == ["id hashes"], "\(issues)")
        #expect(notes == ["id apps", "ja apps", "ja hashes"], "\(notes)")
        #expect(NumberAgreement.showsCount("{} APK"))
        #expect(!NumberAgreement.showsCount("Hashes Sertifikat"))
        #expect(!NumberAgreement.showsCount("{ }"))
    }
}
