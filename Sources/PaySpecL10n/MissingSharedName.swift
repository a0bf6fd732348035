/// A key a language lacks whose base text is a name most languages write as the base does
/// (`Tor`, `Harvard`, `TextBundle`): every platform shows the base's text for a missing key
/// (iOS the development language's, Android the default `values`, i18next the fallback
/// language's), and here that text is what the language's own would say: a text `untranslated`
/// holds the same by nature, or one most other languages keep word for word. A note, shown with
/// `--notes`, instead of a finding; a missing sentence, or a name the languages translate, stays
/// a finding.
enum MissingSharedName {
    /// At least this many other languages with the key keep the base's text word for word,
    /// and more than half of those that have it: the evidence `untranslated` excuses a name on.
    static let minimumKeeping = 4

    /// Longer than this many words, a text is no name.
    static let maximumWords = 4

    /// `findings` with each missing key whose base text is such a name turned into a note. Read
    /// from the matrix before the shared names' cells are marked clean. Linear in findings and
    /// in the cells of the keys reported missing.
    static func keepingFallbacks(_ findings: [L10nFinding], matrix: LanguageKeyMatrix, base: String) -> [L10nFinding] {
        guard findings.contains(where: { $0.check == .missingKey && $0.key != nil && $0.severity != .note }) else {
            return findings
        }
        let basePrimary = LanguageCodes.primarySubtag(base)
        // A catalog reported as a whole (the base's text exported into it) is no witness.
        let wholeCatalogs = Set(findings.lazy.filter { $0.key == nil && $0.check == .untranslated }.map(\.language))
        let witnesses = matrix.languages.filter { LanguageCodes.primarySubtag($0) != basePrimary && !wholeCatalogs.contains($0) }
        var judged: [String: (kept: Int, present: Int)?] = [:]
        func evidence(_ key: String, baseText: String) -> (kept: Int, present: Int)? {
            if let known = judged[key] { return known }
            var answer: (kept: Int, present: Int)?
            let words = ScriptDetector.words(of: TextMasking.prose(baseText))
            if !words.isEmpty, words.count <= maximumWords, !IdenticalText.isEnglishSentence(baseText) {
                var (kept, present) = (0, 0)
                for language in witnesses {
                    let cell = matrix.cell(language, key)
                    guard cell != .missing, cell != .fallback else { continue }
                    present += 1
                    if cell == .untranslated { kept += 1 }
                }
                if kept >= minimumKeeping, kept * 2 > present { answer = (kept, present) }
            }
            judged[key] = answer
            return answer
        }
        // The verdict depends on the language only by whether it shares Latin words: once per
        // key and kind of language, not once per finding (a project lacks thousands).
        var verdicts: [String: Bool] = [:]
        func sameByNature(_ key: String, baseText: String, language: String) -> Bool {
            let script = ScriptDetector.expectedScript(for: language)
            let primary = LanguageCodes.primarySubtag(language)
            let latin = IdenticalText.sharesLatinWords(script: script, language: primary)
            let slot = (latin ? "L\u{0}" : "O\u{0}") + key
            if let known = verdicts[slot] { return known }
            let answer = IdenticalText.verdict(baseText, script: script, language: primary) == .sameByNature
            verdicts[slot] = answer
            return answer
        }
        return findings.map { f in
            guard f.check == .missingKey, f.severity != .note, let key = f.key, let baseText = f.baseValue else { return f }
            var note = f
            note.severity = .note
            // What `untranslated` never asks to translate (an acronym, `TextBundle`, `iOS`, a
            // placeholder alone) reads the same shown from the base.
            if !baseText.isEmpty, sameByNature(key, baseText: baseText, language: f.language) {
                note.message += ": the platform shows the base's text, a name or code no language translates"
            } else if let (kept, present) = evidence(key, baseText: baseText) {
                note.message +=
                    ": the platform shows the base's text, a name \(kept) of the \(present) other languages with the key write as the base does"
            } else {
                return f
            }
            return note
        }
    }
}
