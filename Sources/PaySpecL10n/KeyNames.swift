/// Names of keyboard keys as keyboards print them: in Latin letters whatever the layout's
/// script, so a translation of another script keeps them (`Ctrl`, `Esc`, `Enter`).
enum KeyNames {
    /// Words that also name an action or a place of an interface ("Enter a name", "Home", "Tab"):
    /// names of keys only where the base text names a key too.
    static let sharedWithActions: Set<String> = .words(
        "enter return tab home end delete del insert ins space spacebar option super meta menu")

    /// Whether `word` (a Latin word of a translation) names a key: a key name no interface uses
    /// for anything else (`IdenticalText.keyNames`: `Ctrl`, `Backspace`), or one shared with an
    /// action, capitalised as printed, where the base's words are key names alone (`Enter` for
    /// "Return").
    static func isKeyName(_ word: String, base: String?) -> Bool {
        let lowered = word.lowercased()
        if IdenticalText.keyNames.contains(lowered) { return true }
        guard sharedWithActions.contains(lowered), word.unicodeScalars.first?.properties.isUppercase == true, let base else {
            return false
        }
        let baseWords = ScriptDetector.words(of: TextMasking.prose(base)).filter { $0.unicodeScalars.count > 1 }
        return !baseWords.isEmpty
            && baseWords.allSatisfy { IdenticalText.keyNames.contains($0.lowercased()) || sharedWithActions.contains($0.lowercased()) }
    }
}
