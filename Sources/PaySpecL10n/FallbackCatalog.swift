/// The catalog a platform reads for a language whose own file holds no entries, by design:
/// a region falls back to its language (`pt-PT` to `pt`: gen-l10n's regional class extends its
/// language's, Android and Foundation read the language's folder), and a file without a script
/// or region stands beside the regional catalogs of the same language and script that hold the
/// text (`zh` beside `zh-Hans-CN`, gen-l10n's required language-level file; an empty `zh_Hans.po`
/// beside a translated `zh_CN.po`, which glibc's Simplified Chinese locales find).
///
/// A language written in another script (`sr-Latn` beside `sr`) has no catalog of its own
/// there, and one with no other catalog of its language is not translated at all: both stay
/// `missing-language` findings.
enum FallbackCatalog {
    /// The language with entries that `language` falls back to, or nil.
    static func language(for language: String, withEntries: Set<String>) -> String? {
        if let parent = LanguageCodes.regionFallback(language), withEntries.contains(parent) { return parent }
        let primary = LanguageCodes.primarySubtag(language)
        guard let script = script(of: language) else { return nil }
        return withEntries.sorted().first { other in
            other != language && LanguageCodes.primarySubtag(other) == primary && Self.script(of: other) == script
        }
    }

    /// The script a code names, else the one its region implies for Chinese, else its language's likely one.
    static func script(of code: String) -> String? {
        let parts = LanguageCodes.normalize(code).split(separator: "-").map(String.init)
        if let named = parts.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            return named.prefix(1).uppercased() + named.dropFirst().lowercased()
        }
        let primary = LanguageCodes.primarySubtag(code)
        if primary == "zh", parts.dropFirst().contains(where: { ["TW", "HK", "MO"].contains($0.uppercased()) }) { return "Hant" }
        return LanguageCodes.likelyScripts[primary]
    }
}
