/// Latin terms a catalog of another script writes on purpose: a word its translators keep in
/// Latin throughout their catalog (`cookie` in Russian, `файлы cookie`), not English left
/// behind in one value.
enum CatalogTerms {
    /// How many of the catalog's translated values (one per key, counting the one judged) must
    /// write a term: one value is a slip, three are the catalog's convention.
    static let valuesNeeded = 3

    /// Drops `wrong-script` findings whose only Latin words are terms the same catalog writes in
    /// `valuesNeeded` translated values (values that differ from their base text) or more, where
    /// one of those values holds letters of the language too (the term used inside its own
    /// sentences), or where the term is no word of the base texts (`vocabulary`: a loanword the
    /// catalog chose, `Emoticon` for the base's "Emoji", not an English word left from the
    /// base). A value with a word of two scripts (a look-alike letter, `Cмайли`), with more than
    /// two such words, or with a word its base writes only in markup (`href` of a link that broke)
    /// stays a finding. Reads the catalog once, and only when a finding has a term.
    /// Returns the findings kept and the keys whose findings were dropped.
    static func dropping(
        _ local: [L10nFinding], script: ScriptDetector.Script, entries: MergedLanguage, documents: [CatalogDocument],
        basis: CheckBasis, vocabulary: @autoclosure () -> Set<String>
    ) -> (findings: [L10nFinding], dropped: Set<String>) {
        guard script != .latin else { return (local, []) }
        var termsOfFinding: [Int: [String]] = [:]
        var needed = Set<String>()
        for (index, f) in local.enumerated() where f.check == .wrongScript {
            guard let value = f.value, let terms = latinTerms(in: value, script: script),
                !terms.contains(where: { isMarkupWord($0, base: f.baseValue) })
            else { continue }
            termsOfFinding[index] = terms
            needed.formUnion(terms)
        }
        guard !needed.isEmpty else { return (local, []) }
        // Per term: the keys whose translated value writes it, and whether one of them writes it
        // inside text of the language's own script.
        var uses: [String: Int] = [:]
        var inOwnText = Set<String>()
        for i in basis.keys.indices where entries.slots[basis.slotOfKey[i]].isPresent {
            let entry = entries.slots[basis.slotOfKey[i]].resolve(in: documents)
            let baseValue = basis.keyFacts[i].baseValue
            var inThisKey = Set<String>()
            for text in [entry.value].compactMap({ $0 }) + (entry.plurals.map { Array($0.values) } ?? []) where text != baseValue {
                var own: Bool?
                for word in ScriptDetector.words(of: text) {
                    let lowered = word.lowercased()
                    guard needed.contains(lowered) else { continue }
                    if inThisKey.insert(lowered).inserted { uses[lowered, default: 0] += 1 }
                    if own == nil { own = text.unicodeScalars.contains { ScriptDetector.script(of: $0) == script } }
                    if own == true { inOwnText.insert(lowered) }
                }
            }
        }
        var kept: [L10nFinding] = []
        var dropped = Set<String>()
        for (index, f) in local.enumerated() {
            if let terms = termsOfFinding[index],
                terms.allSatisfy({ uses[$0, default: 0] >= valuesNeeded && (inOwnText.contains($0) || !vocabulary().contains($0)) })
            {
                if let key = f.key { dropped.insert(key) }
                continue
            }
            kept.append(f)
        }
        return (kept, dropped)
    }

    /// Whether `word` is written in the base text outside its prose: a tag's or an attribute's
    /// name (`href`, `br`) or a placeholder's, which a translation shows as text only where its
    /// markup broke.
    static func isMarkupWord(_ word: String, base: String?) -> Bool {
        guard let base, ScriptDetector.words(of: base).contains(where: { $0.lowercased() == word }) else { return false }
        return !ScriptDetector.words(of: TextMasking.prose(base)).contains { $0.lowercased() == word }
    }

    /// The Latin words of a value's prose, lower-cased, when they could be terms: one or two
    /// distinct words of two letters or more, and no word mixing Latin with another script.
    static func latinTerms(in value: String, script: ScriptDetector.Script) -> [String]? {
        var terms: [String] = []
        for word in ScriptDetector.words(of: TextMasking.prose(value)) {
            var (latin, other) = (0, 0)
            for scalar in word.unicodeScalars {
                guard let s = ScriptDetector.script(of: scalar) else { continue }
                if s == .latin { latin += 1 } else { other += 1 }
            }
            if latin > 0 && other > 0 { return nil }
            guard latin >= 2 else { continue }
            let lowered = word.lowercased()
            if !terms.contains(lowered) { terms.append(lowered) }
            if terms.count > 2 { return nil }
        }
        return terms.isEmpty ? nil : terms
    }
}
