import Testing

@testable import PaySpecL10n

/// Languages with no entries whose platform reads another catalog by design: an Android folder
/// of settings alone, an empty regional or language-level file beside a translated one of the
/// same language and script. Each beside the `missing-language` finding that stays: an empty
/// file of a language with no other catalog, and a script the other catalogs are not written in.
@Suite struct FallbackCatalogTests {
    let base = CheckProfile.generic(base: "en")

    func missing(_ report: L10nReport) -> (issues: [String], notes: [String]) {
        let all = findings(report, .missingLanguage)
        return (
            all.filter { $0.severity != .note }.map(\.language).sorted(), all.filter { $0.severity == .note }.map(\.language).sorted()
        )
    }

    @Test("an Android folder of settings is no language; an empty strings.xml is one")
    func androidSettingsFolder() {
        let strings = #"<resources><string name="ok">OK, go</string></resources>"#
        let report = checkProject(
            [
                (strings, "res/values/strings.xml"),
                (#"<resources><string name="ok">Gut, los</string></resources>"#, "res/values-de/strings.xml"),
                (#"<resources><bool name="im_is_default">true</bool></resources>"#, "res/values-de-rBE/bools.xml"),
                (#"<resources><bool name="im_is_default">true</bool></resources>"#, "res/values-b+hi+Latn/bools.xml"),
                (#"<resources></resources>"#, "res/values-dv/strings.xml"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let (issues, notes) = missing(report)
        #expect(issues == ["dv"], "\(issues)")
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test("empty regional and language-level files beside translated ones of their script are notes; others are findings")
    func emptyFilesThatFallBack() {
        let report = checkProject(
            [
                (#"{"@@locale": "en", "ok": "Go on"}"#, "l10n/app_en.arb"),
                (#"{"@@locale": "pt", "ok": "Continuar"}"#, "l10n/app_pt.arb"),
                (#"{"@@locale": "pt_PT"}"#, "l10n/app_pt_PT.arb"),
                (#"{"@@locale": "zh_Hans_CN", "ok": "继续"}"#, "l10n/app_zh_Hans_CN.arb"),
                (#"{"@@locale": "zh"}"#, "l10n/app_zh.arb"),
                (#"{"@@locale": "sr", "ok": "Настави"}"#, "l10n/app_sr.arb"),
                (#"{"@@locale": "sr_Latn"}"#, "l10n/app_sr_Latn.arb"),
                (#"{"@@locale": "hu"}"#, "l10n/app_hu.arb"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let (issues, notes) = missing(report)
        #expect(issues == ["hu", "sr-Latn"], "\(issues)")
        #expect(notes == ["pt-PT", "zh"], "\(notes)")
        // A region the profile lists is a language of its own: its empty file stays a finding.
        var listed = base
        listed.expectedLanguages = ["en", "pt", "pt-PT"]
        let strict = checkProject(
            [
                (#"{"@@locale": "en", "ok": "Go on"}"#, "l10n/app_en.arb"),
                (#"{"@@locale": "pt", "ok": "Continuar"}"#, "l10n/app_pt.arb"),
                (#"{"@@locale": "pt_PT"}"#, "l10n/app_pt_PT.arb"),
            ], profile: listed)
        #expect(missing(strict).issues == ["pt-PT"], "\(missing(strict))")
        #expect(FallbackCatalog.language(for: "zh-Hans", withEntries: ["zh-CN"]) == "zh-CN")
        #expect(FallbackCatalog.language(for: "zh-Hans", withEntries: ["zh-TW"]) == nil)
    }
}
