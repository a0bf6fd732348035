import Testing

@testable import PaySpecL10n

/// Plural forms of categories a language's CLDR rules do not have: the platform never selects
/// them and shows `other` instead. Where both show the count, or the form copies one of the
/// base's, nothing a reader sees changes (a note); a form with text its author added, or beside
/// no `other` that shows the count, stays a finding.
@Suite struct UnselectedPluralFormTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a one form in Korean or Chinese that shows the count is a note; a wording of its own is a finding")
    func unselectedFormsBesideCountingOther() {
        let report = checkProject(
            [
                (
                    #"{"@@locale": "en", "files": "{n, plural, one{{n} file} other{{n} files}}", "none": "{n, plural, many{Lots of files} one{{n} file} other{{n} files}}", "tabs": "{n, plural, one{One tab} other{Tabs}}", "empty": "{n, plural, one{{n} file} other{{n} files}}"}"#,
                    "l10n/app_en.arb"
                ),
                (
                    #"{"@@locale": "ko", "files": "{n, plural, one{{n} file} other{파일 {n}개}}", "none": "{n, plural, many{Lots of files} other{파일 {n}개}}", "tabs": "{n, plural, one{탭 하나} other{탭}}", "empty": "{n, plural, few{파일 몇 개} other{파일 {n}개}}"}"#,
                    "l10n/app_ko.arb"
                ),
                (
                    #"{"@@locale": "zh", "files": "{n, plural, one{{n} 个文件} other{{n} 个文件}}", "none": "{n, plural, many{{n} 个文件} other{{n} 个文件}}"}"#,
                    "l10n/app_zh.arb"
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
}
