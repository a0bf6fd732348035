import Foundation

/// The base's own words in another spelling: `E-mail` for `Email`, `Exposé` for `Expose`. A
/// translation that writes them so has kept the base's term (a loanword, a product's or a
/// feature's name), not left a word of another language.
enum BaseSpelling {
    /// Whether two texts are one text but for hyphens and accents (letter case aside): a
    /// respelling. The base's text with only its capitals changed ("Open Settings" for "Open
    /// settings") is the base left in English, not a respelling.
    static func sameText(_ text: String, _ base: String) -> Bool {
        // Folding costs more than counting: texts whose lengths differ by more than their
        // hyphens are not compared.
        let hyphens = text.utf8.lazy.filter { $0 == UInt8(ascii: "-") }.count + base.utf8.lazy.filter { $0 == UInt8(ascii: "-") }.count
        guard abs(text.count - base.count) <= hyphens else { return false }
        return folded(text) == folded(base) && text.lowercased() != base.lowercased()
    }

    /// The lower-cased words of the hyphenated runs of `prose` (`e` and `mail` of `e-mail`)
    /// whose letters without the hyphens are a word of the base (`email`): of the text's own
    /// base, or of the app's base texts, where a translation made from an older base text
    /// keeps the term the app writes elsewhere.
    static func hyphenatedBaseWords(in prose: String, isBaseWord: (String) -> Bool) -> Set<String> {
        guard prose.contains("-") else { return [] }
        var out: Set<String> = []
        for run in prose.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{00A0}" }) where run.contains("-") {
            let trimmed = run.trimmingCharacters(in: .punctuationCharacters)
            let parts = trimmed.split(separator: "-").map { $0.lowercased() }
            guard parts.count > 1, isBaseWord(parts.joined()) else { continue }
            out.formUnion(parts)
        }
        return out
    }

    static func folded(_ text: String) -> String {
        text.replacingOccurrences(of: "-", with: "").folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
