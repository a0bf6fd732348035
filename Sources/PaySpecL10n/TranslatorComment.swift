/// What a developer's comment on an entry tells its translators: a String Catalog's `comment`,
/// the `/* */` comment before a `.strings` entry (Interface Builder writes its object's note
/// there: `Note = "Placeholder - Do not translate";`).
enum TranslatorComment {
    /// The phrases that ask translators to leave a text as the base has it.
    static let leaveAlone = [
        "do not translate", "don't translate", "dont translate", "not to be translated", "do not localize", "don't localize",
    ]

    /// Words that may follow the phrase and still mean the whole text ("do not translate this").
    static let wholeText: Set<String> = ["this", "it", "this string", "this text", "this entry", "this value"]

    /// Whether `comment` asks that the whole text stay as the base has it: a phrase of
    /// `leaveAlone` ending the comment, or a sentence or field of it (before `.`, `!`, `;`, `"`,
    /// `)`, `,` or a line end), alone or with `this`. A phrase followed by what it means
    /// ("do not translate %@", "do not translate 'Go Map!!'", "do not translate the URL") asks
    /// that of a part only: the rest is still to be translated.
    static func asksToLeaveAlone(_ comment: String) -> Bool {
        let text = comment.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        for phrase in leaveAlone {
            var rest = text[...]
            while let found = rest.range(of: phrase) {
                let after = rest[found.upperBound...]
                let clause = after.prefix { !".!;\"),\n".contains($0) }
                let words = clause.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
                if words.isEmpty || wholeText.contains(words) { return true }
                rest = after
            }
        }
        return false
    }

    /// Bytes of the shortest comment that can ask it (`/*Do not localize*/` less its words' spaces).
    static let shortest = 12

    /// `asksToLeaveAlone` for a comment's bytes, with a cheap test first: most comments say
    /// nothing of translation.
    static func asksToLeaveAlone(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count >= shortest, contains(bytes, "ranslate") || contains(bytes, "ocalize") else { return false }
        return asksToLeaveAlone(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether `bytes` hold `needle` (ASCII, lower case).
    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        let pattern = Array(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        guard bytes.count >= pattern.count else { return false }
        var i = bytes.startIndex
        while i <= bytes.endIndex - pattern.count {
            var j = 0
            while j < pattern.count, bytes[i + j] | 0x20 == pattern[j] { j += 1 }
            if j == pattern.count { return true }
            i += 1
        }
        return false
    }
}
