/// Fuzzy gettext entries of a regional variant of the base language (`en_GB` of an English
/// program): gettext shows the msgid, which is already the variant's text unless it holds a word
/// the variant spells its own way. The catalog's own confirmed translations say which words
/// those are (`color` written `colour`); a fuzzy entry whose msgid has none of them shows right.
enum SpelledAlikeFuzzy {
    /// The note a fuzzy entry becomes when its msgid reads as the variant writes it.
    static let shownAsWritten =
        ": gettext shows the source text, which this catalog's confirmed translations write word for word as the source does"

    /// `local` with each fuzzy finding whose msgid uses no word the catalog respells made a
    /// note, and the keys of those findings.
    static func noting(
        _ local: [L10nFinding], entries: MergedLanguage, documents: [CatalogDocument], basis: CheckBasis
    ) -> (findings: [L10nFinding], noted: [String]) {
        let fuzzy = local.indices.filter {
            local[$0].check == .notFinal && local[$0].severity != .note && local[$0].file?.hasSuffix(".po") == true
        }
        guard !fuzzy.isEmpty else { return (local, []) }
        // The base's words a confirmed translation does not keep: the variant's own spellings.
        var respelled = Set<String>()
        for i in basis.keys.indices where entries.slots[basis.slotOfKey[i]].isPresent {
            let entry = entries.slots[basis.slotOfKey[i]].resolve(in: documents)
            guard entry.isFinal, let base = basis.keyFacts[i].baseValue else { continue }
            let texts = [entry.value].compactMap { $0 } + (entry.plurals.map { Array($0.values) } ?? [])
            guard !texts.isEmpty else { continue }
            let kept = Set(texts.flatMap(words))
            for word in words(base) where !kept.contains(word) { respelled.insert(word) }
        }
        var result = local
        var noted: [String] = []
        for index in fuzzy {
            guard let base = local[index].baseValue, !words(base).contains(where: respelled.contains) else { continue }
            result[index].severity = .note
            result[index].message = "fuzzy translation" + shownAsWritten
            if let key = local[index].key { noted.append(key) }
        }
        return (result, noted)
    }

    /// The lower-cased words of a text: runs of letters, mnemonic underscores dropped.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && $0 != "_" }.map { $0.replacingOccurrences(of: "_", with: "") }.filter { !$0.isEmpty }
    }
}
