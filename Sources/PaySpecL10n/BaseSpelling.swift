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

    /// The lower-cased words of `prose` that spell a word of the base in parts: a hyphenated
    /// run (`e` and `mail` of `e-mail`) or two words in a row (`wine` and `bridge` of „Wine
    /// Bridge“) whose letters joined are a word of the base (`email`, `winebridge`): of the
    /// text's own base, or of the app's base texts, where a translation made from an older base
    /// text keeps the term the app writes elsewhere.
    static func respelledBaseWords(in prose: String, isBaseWord: (String) -> Bool) -> Set<String> {
        var out: Set<String> = []
        // The previous run's word, where that run ends in a letter and has no hyphen: two words
        // that touch but for the space join ("Wine Bridge", not "Wine, Bridge").
        var previous = ""
        for run in prose.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{00A0}" }) {
            let trimmed = run.trimmingCharacters(in: .punctuationCharacters)
            let word = trimmed.lowercased()
            if trimmed.contains("-") {
                let parts = trimmed.split(separator: "-").map { $0.lowercased() }
                if parts.count > 1, isBaseWord(parts.joined()) { out.formUnion(parts) }
            } else if !previous.isEmpty, run.first?.isLetter == true, !word.isEmpty, isBaseWord(previous + word) {
                out.formUnion([previous, word])
            }
            previous = run.last?.isLetter == true && !trimmed.contains("-") ? word : ""
        }
        return out
    }

    static func folded(_ text: String) -> String {
        text.replacingOccurrences(of: "-", with: "").folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
