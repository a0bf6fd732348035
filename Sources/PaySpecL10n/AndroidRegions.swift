/// How Android (7.0 and later) finds a string for a language whose own folder lacks it: after
/// the user's region (`values-fi-rSE`) and the language (`values-fi`), it takes another region
/// of the same language and script (`values-fi-rFI`) before the default `values`. A key that
/// only a regional folder holds is therefore shown in that region's text to every user of the
/// language: the language's folder lacking it is a note (`--notes`), which says that Android 6
/// and earlier show the default's text instead. A region's text that is itself the base's is
/// judged where it is written (`untranslated` in `fi-FI`): adding the key to `values-fi` would
/// not change what that region's users read.
///
/// Only Android resolves so: Apple platforms pick one localization folder and fall back to the
/// development language, and gen-l10n's regional class extends its language's, not the other
/// way round.
enum AndroidRegions {
    /// The keys the regional catalogs of `language` hold, for a language-level Android catalog
    /// (no region) that has regional siblings; nil otherwise.
    static func fallback(
        for language: String, _ entriesByLanguage: [String: MergedLanguage], documents: [CatalogDocument], base: String, keys: Int,
        slotOfKey: [Int]
    ) -> LanguageFallback? {
        guard language != base, LanguageCodes.regionFallback(language) == nil, let own = entriesByLanguage[language],
            isAndroid(own, documents)
        else { return nil }
        let script = FallbackCatalog.script(of: language)
        let regions = entriesByLanguage.keys.filter { code in
            LanguageCodes.regionFallback(code) == language && FallbackCatalog.script(of: code) == script
                && entriesByLanguage[code].map { isAndroid($0, documents) } == true
        }.sorted()
        guard !regions.isEmpty else { return nil }
        var present = [Bool](repeating: false, count: keys)
        var holder = [Int](repeating: -1, count: keys)
        for (r, region) in regions.enumerated() {
            let slots = entriesByLanguage[region]!.slots
            for i in 0..<keys where holder[i] < 0 && slots[slotOfKey[i]].isPresent {
                present[i] = true
                holder[i] = r
            }
        }
        return LanguageFallback(language: regions.joined(separator: ", "), present: present, regions: (regions, holder))
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
