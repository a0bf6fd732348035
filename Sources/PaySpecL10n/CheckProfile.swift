import PaySpecModel

/// What a catalog is checked against: the spec (`--spec comgate`: its keys, languages,
/// reference texts and length budgets) or the catalog's own base language (`--base LANG`).
public struct CheckProfile: Sendable {
    /// `comgate` for the spec, `base:xx` for a generic check.
    public var name: String
    public var baseLanguage: String
    /// The languages that must be present; `nil`: every language the catalogs contain.
    public var expectedLanguages: [String]?
    /// The languages that exist at all (the spec's); a code outside them is unknown. Entries for
    /// known languages outside `expectedLanguages` are ignored. `nil`: `expectedLanguages`.
    public var knownLanguages: [String]?
    /// The keys every language must have; `nil`: the keys of the base language.
    public var expectedKeys: [String]?
    /// Reference texts per key; `nil`: the base language's entries in the catalogs.
    public var baseValues: [String: String]?
    /// Key -> maximum length in characters.
    public var lengthBudgets: [String: Int] = [:]
    /// Key -> values allowed to equal the base (`*` allows any).
    public var identicalAllowlist: [String: Set<String>] = [:]
    /// Key -> the languages (codes or primary subtags; `*`: all) whose text may equal the base's
    /// by design, as compare-locales and Android Lint users declare per string and locale.
    public var identicalByDesign: [String: Set<String>] = [:]
    /// Codes that stand for an expected one (`nb` -> `no` in the spec).
    public var canonicalCodes: [String: String] = LanguageCodes.suggestions
    /// Codes real catalogs use for an expected language, read as it with a note rather than an
    /// error: Norwegian Bokmål is `nb` on iOS, Android and Flutter, the spec's `no`.
    public var aliases: [String: String] = [:]
    /// `--strict-language-codes`: aliases are reported as `noncanonical-language` errors.
    public var strictLanguageCodes = false
    /// Word profiles for the wrong-language check; nil: the check does not run.
    public var languageProfiles: LanguageProfiles?
    /// Checks switched off (`--disable`).
    public var disabled: Set<CheckID> = []
    /// The app's names for the SDK's keys (`--key-map`, `payspec-l10n.json`).
    public var keyMap = KeyMap()

    public init(name: String, baseLanguage: String) {
        self.name = name
        self.baseLanguage = baseLanguage
    }

    /// The generic profile: a catalog against its own base language.
    public static func generic(base: String) -> CheckProfile {
        CheckProfile(name: "base:\(base)", baseLanguage: base)
    }

    /// The spec profile of an SDK (`comgate`): 19 keys, 26 languages, reference English.
    public static func spec(_ catalog: SpecCatalog, sdk: String) throws -> CheckProfile {
        let keyRows = catalog.rows("\(sdk)/translation-keys")
        let languageRows = catalog.rows("\(sdk)/languages")
        guard !keyRows.isEmpty, !languageRows.isEmpty else {
            throw CatalogParseError(file: catalog.directory, at: nil, "the spec has no \(sdk)/translation-keys or \(sdk)/languages table")
        }
        var profile = CheckProfile(name: sdk, baseLanguage: "en")
        profile.expectedKeys = keyRows.compactMap { $0.string("key") }
        profile.expectedLanguages = languageRows.compactMap { $0.string("code") }.sorted()
        profile.knownLanguages = profile.expectedLanguages
        profile.baseValues = catalog.translations["en"]?.strings
        for row in keyRows {
            if let key = row.string("key"), let budget = row.int("lengthBudget") { profile.lengthBudgets[key] = budget }
        }
        profile.identicalAllowlist = [
            "cvvHint": ["CVV", "CVC", "CVV/CVC", "CVC/CVV", "CVV2"],
            "cvvLabel": ["CVV", "CVC", "CVV/CVC", "CVC/CVV", "CVV2"],
        ]
        profile.canonicalCodes["nb"] = "no"
        profile.canonicalCodes["nn"] = "no"
        profile.aliases["nb"] = "no"
        profile.languageProfiles = LanguageProfiles(reference: catalog.translations.mapValues { Array($0.strings.values) })
        return profile
    }

    /// The reference text of every key in every language (for `l10n export`).
    public static func referenceTexts(
        _ catalog: SpecCatalog, sdk: String
    ) -> (keys: [String], languages: [String], texts: [String: [String: String]]) {
        let keys = catalog.rows("\(sdk)/translation-keys").compactMap { $0.string("key") }
        let languages = catalog.rows("\(sdk)/languages").compactMap { $0.string("code") }.sorted()
        var texts: [String: [String: String]] = [:]
        for language in languages { texts[language] = catalog.translations[language]?.strings ?? [:] }
        return (keys, languages, texts)
    }
}
