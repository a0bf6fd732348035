import Foundation

/// A base's last argument glued to a word as its ending (`%lld file%@`, where the argument is
/// the plural "s" or nothing): a language without that ending leaves it out. printf and
/// `String(format:)` read their arguments in order and ignore those left after the format is
/// done, so leaving out the last one, with every other argument kept at its position, changes
/// nothing else. Any other argument left out shifts the ones after it, and one not glued to a
/// word (a name, a count the user sees) carries content: those stay findings. A named ending
/// (`file{plural}`) may be left out wherever it stands: a name is filled by name.
enum WordSuffixArgument {
    /// The base's placeholders without its word-ending argument, when it has one: the last by
    /// position, a string (`%@`, `%s`), used once, written right after a letter.
    static func withoutSuffix(_ base: PlaceholderScanner.Scan, baseText: String) -> PlaceholderScanner.Scan? {
        guard base.printf.count >= 2, !base.mixesPositional,
            let last = base.printf.max(by: { ($0.position ?? 0) < ($1.position ?? 0) }),
            last.conversion == "@" || last.conversion == "s",
            base.printf.filter({ $0.position == last.position }).count == 1,
            let range = baseText.range(of: last.text, options: .backwards), range.lowerBound > baseText.startIndex,
            baseText[baseText.index(before: range.lowerBound)].isLetter
        else { return nil }
        // The ending closes a word: a letter after it would make the argument a word's middle.
        if range.upperBound < baseText.endIndex, baseText[range.upperBound].isLetter { return nil }
        var rest = base
        rest.printf.removeAll { $0.position == last.position }
        return rest
    }

    /// The base's placeholders without its named word endings (`file{plural}`, the code's
    /// English "s" or nothing): each `{name}` written right after a letter and closing its word,
    /// wherever the base writes it. A name is filled by name, so leaving one out moves no other.
    /// Nil when the base has none.
    static func withoutNamedSuffixes(_ base: PlaceholderScanner.Scan, baseText: String) -> PlaceholderScanner.Scan? {
        let endings = Set(base.named).filter { name in
            let written = name.hasPrefix("{") || name.hasPrefix("%") ? name : "{\(name)}"
            var found = false
            var searched = baseText.startIndex..<baseText.endIndex
            while let range = baseText.range(of: written, range: searched) {
                guard range.lowerBound > baseText.startIndex, baseText[baseText.index(before: range.lowerBound)].isLetter,
                    range.upperBound == baseText.endIndex || !baseText[range.upperBound].isLetter
                else { return false }
                found = true
                searched = range.upperBound..<baseText.endIndex
            }
            return found
        }
        guard !endings.isEmpty else { return nil }
        var rest = base
        rest.named.removeAll { endings.contains($0) }
        return rest
    }
}
