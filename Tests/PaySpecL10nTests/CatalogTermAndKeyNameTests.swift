import Foundation
import Testing

@testable import PaySpecL10n

/// `wrong-script` on Latin text a catalog of another script writes on purpose: a term the
/// catalog uses throughout, a key's name as keyboards print it, a top-level domain, a file path
/// in quotation marks, a Latin term declined with an apostrophe. Each test keeps true findings
/// beside the excused ones: a Latin letter inside a word, a Latin word the catalog writes once.
@Suite struct CatalogTermAndKeyNameTests {
    let base = CheckProfile.generic(base: "en")

    func found(_ report: L10nReport) -> [String] {
        findings(report, .wrongScript).map { "\($0.language) \($0.key ?? "")" }.sorted()
    }

    // Round 11: Onion Browser's Russian `%d cookie(s)` plural is `%d cookie` in every form, and
    // the same catalog writes "файлы cookie" and "Cookie и локальное хранилище"; Helium314's
    // Greek catalog writes `Emoticon` for three keys. Kept true: HeliBoard's Belarusian and
    // Bulgarian look-alike letters (`Cмайли`), and a Latin word written once.
    @Test("a Latin term three translated values write is the catalog's; a look-alike letter and a word written once stay findings")
    func termsTheCatalogWritesThroughout() {
        let en = CatalogText.android([
            ("persist", "Allow hosts to store cookies."), ("title", "Cookies and local storage"), ("count", "%d cookies"),
            ("emoji", "Emoji"), ("emoticons", "Emoticons"), ("subtype", "Emoji keyboard"), ("smileys", "Smileys"),
            ("later", "Fetch later"), ("greek_one", "Smileys"),
        ])
        let ru = CatalogText.android([
            ("persist", "Разрешить хостам хранить файлы cookie."), ("title", "Cookie и локальное хранилище"),
            ("count", "%d cookie"), ("smileys", "Cмайлы"), ("later", "Загрузить download позже"),
        ])
        let el = CatalogText.android([("emoji", "Emoticon"), ("emoticons", "Emoticon"), ("subtype", "Emoticon"), ("greek_one", "Smiley")])
        let report = checkProject(
            [(en, "res/values/strings.xml"), (ru, "res/values-ru/strings.xml"), (el, "res/values-el/strings.xml")], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(found(report) == ["el greek_one", "ru later", "ru smileys"], "\(report.findings.map(\.message))")
        // The tuning set's Wikipedia: `href` shown in three Russian values whose links broke is
        // the base's markup, never a term.
        #expect(CatalogTerms.isMarkupWord("href", base: "Read <a href=\"https://example.org\">more</a>"))
        #expect(!CatalogTerms.isMarkupWord("cookie", base: "%d cookies"))
        #expect(!CatalogTerms.isMarkupWord("more", base: "Read <a href=\"x\">more</a>"))
    }

    // Round 11: HeliBoard's Bulgarian `Enter` for the key the base calls "Return", virt-manager's
    // Russian `Ctrl`, HeliBoard's Ukrainian ".com, .ua, .net", AdGuard Home's Ukrainian
    // «/etc/resolv.conf» and Cork's Ukrainian `Tapʼи`. Kept true: HeliBoard's Bulgarian `еnter`
    // begun with a Cyrillic letter, a key name for a base that names no key, a stray Latin word.
    @Test("key names, top-level domains, quoted paths and a Latin term with an apostrophe ending are no findings; mixed words stay")
    func keysDomainsPathsAndDeclinedTerms() {
        let en = CatalogText.android([
            ("return_key", "Return"), ("ctrl", "Control"), ("tld", "Offers domains such as .com"), ("resolv", "Replace the link"),
            ("tap", "Could not load the taps"), ("mixed_key", "Return"), ("next", "Next page"), ("stray", "Replace the link"),
        ])
        let bg = CatalogText.android([("return_key", "Enter"), ("mixed_key", "еnter"), ("next", "Tab")])
        let ru = CatalogText.android([("ctrl", "Ctrl")])
        let uk = CatalogText.android([
            ("tld", "Пропонує домени, як «.com, .ua, .net»."), ("resolv", "Замінити посилання «/etc/resolv.conf»"),
            ("tap", "Не вдалося завантажити Tap\u{02BC}и"), ("stray", "Замінити посилання ref"),
        ])
        let report = checkProject(
            [
                (en, "res/values/strings.xml"), (bg, "res/values-bg/strings.xml"), (ru, "res/values-ru/strings.xml"),
                (uk, "res/values-uk/strings.xml"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(found(report) == ["bg mixed_key", "bg next", "uk stray"], "\(report.findings.map(\.message))")
        #expect(TextMasking.isTopLevelDomain(Array(".net\".".unicodeScalars)[...]))
        #expect(!TextMasking.isTopLevelDomain(Array("...".unicodeScalars)[...]))
        #expect(KeyNames.isKeyName("Enter", base: "Return") && !KeyNames.isKeyName("Enter", base: "Enter a name"))
    }
}
