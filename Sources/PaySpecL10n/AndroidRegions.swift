/// How Android (7.0 and later) finds a string for a language whose own folder lacks it: after
/// the user's region (`values-fi-rSE`) and the language (`values-fi`), it takes another region
/// of the same language and script (`values-fi-rFI`) before the default `values`. A key that
/// only a regional folder holds is therefore shown in that region's text to every user of the
/// language: the language's folder lacking it, or another region's (`values-zh-rSG/` beside
/// `values-zh-rCN/`), is a note (`--notes`), which says that Android 6 and earlier show the
/// default's text instead. A region's text that is itself the base's is judged where it is
/// written (`untranslated` in `fi-FI`): adding the key to `values-fi` would not change what
/// that region's users read.
///
/// Only Android resolves so: Apple platforms pick one localization folder and fall back to the
/// development language, and gen-l10n's regional class extends its language's, not the other
/// way round.
enum AndroidRegions {
    /// The regional Android catalogs of each language and script (`fi` Latin: `fi-FI`, `fi-SE`),
    /// read once per check rather than once per language.
    struct Families {
        var regions: [String: [String]] = [:]

        init(_ entriesByLanguage: [String: MergedLanguage], documents: [CatalogDocument]) {
            for (code, merged) in entriesByLanguage where isAndroid(merged, documents) {
                guard let family = LanguageCodes.regionFallback(code) else { continue }
                regions[Self.name(family, FallbackCatalog.script(of: code)), default: []].append(code)
            }
            for name in regions.keys { regions[name]!.sort() }
        }

        static func name(_ family: String, _ script: String?) -> String { family + "/" + (script ?? "") }
    }

    /// The fallback of an Android catalog of `language`: `parent`'s keys (a region's language),
    /// and the keys the other regions of the same language and script hold where the parent
    /// lacks them (`values-fi-rFI/` for `values-fi/`, `values-zh-rCN/` for `values-zh-rSG/`).
    /// `parent` itself where no such region holds a key, or the catalog is not Android's.
    static func fallback(
        for language: String, parent: LanguageFallback?, families: Families, _ entriesByLanguage: [String: MergedLanguage],
        documents: [CatalogDocument], base: String, keys: Int, slotOfKey: [Int]
    ) -> LanguageFallback? {
        let family = LanguageCodes.regionFallback(language) ?? language
        guard LanguageCodes.primarySubtag(family) != LanguageCodes.primarySubtag(base), let own = entriesByLanguage[language],
            isAndroid(own, documents)
        else { return parent }
        let regions =
            families.regions[Families.name(family, FallbackCatalog.script(of: language))]?.filter { $0 != language } ?? []
        guard !regions.isEmpty else { return parent }
        var present = parent?.present ?? [Bool](repeating: false, count: keys)
        var holder = [Int](repeating: -1, count: keys)
        for (r, region) in regions.enumerated() {
            let slots = entriesByLanguage[region]!.slots
            for i in 0..<keys where !present[i] && slots[slotOfKey[i]].isPresent {
                present[i] = true
                holder[i] = r
            }
        }
        guard holder.contains(where: { $0 >= 0 }) else { return parent }
        return LanguageFallback(
            language: parent?.language ?? regions.joined(separator: ", "), present: present, regions: (regions, holder))
    }

    /// The note for a key the language's folder lacks and `region`'s holds.
    static func note(key: String, language: String, region: String, file: String?, baseValue: String?) -> L10nFinding {
        L10nFinding(
            .missingKey, language: language, key: key,
            "missing key \"\(key)\": Android 7.0 and later show \(region)'s text to every user of \(language), "
                + "Android 6 and earlier the default's",
            file: file, severity: .note, baseValue: baseValue)
    }

    /// Whether every file of a language's entries is an Android resources file.
    static func isAndroid(_ merged: MergedLanguage, _ documents: [CatalogDocument]) -> Bool {
        !merged.documents.isEmpty && merged.documents.allSatisfy { documents[Int($0)].format == .androidXML }
    }
}
