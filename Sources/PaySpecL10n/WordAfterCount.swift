/// The word a count governs in a plural text: the first word after a count placeholder, in the
/// count's clause. Languages that decline a noun for its number (Slavic, Baltic, Arabic) put the
/// counted noun after the numeral; a count with no word after it before the clause ends ("… та
/// %lld", "Cask %lld") changes no word with its number.
enum WordAfterCount {
    /// For each count placeholder of `text` (an integer printf conversion, `%lld`, `%1$d`, or a
    /// named one, `{count}`, `{{count}}`), the first word after it before a clause ends (`.`, `,`,
    /// `:`, `;`, `!`, `?`, a line break), or nil when none follows. Empty when the text shows no
    /// count. Linear in the text.
    static func words(in text: String) -> [String?] {
        let s = Array(text.unicodeScalars)
        var out: [String?] = []
        var i = 0
        while i < s.count {
            var end: Int?
            if s[i] == "%" { end = integerConversionEnd(s, from: i + 1) }
            if s[i] == "{" { end = namedEnd(s, from: i + 1) }
            guard let after = end else {
                i += 1
                continue
            }
            out.append(firstWord(s, from: after))
            i = after
        }
        return out
    }

    /// The end of `%[n$][flags][width][length]d|i|u` after its `%` (at `start`).
    static func integerConversionEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var j = start
        while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "$" || s[j] == "-" || s[j] == "+" { j += 1 }
        while j < s.count, "lhqzjt".unicodeScalars.contains(s[j]) { j += 1 }
        guard j < s.count, "diu".unicodeScalars.contains(s[j]) else { return nil }
        return j + 1
    }

    /// The end of `{name}` or `{{name}}` after its first brace (at `start`): a name of letters,
    /// digits and underscores.
    static func namedEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var j = start
        let double = j < s.count && s[j] == "{"
        if double { j += 1 }
        let nameStart = j
        while j < s.count, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) || s[j] == "_" { j += 1 }
        guard j > nameStart, j < s.count, s[j] == "}" else { return nil }
        j += 1
        if double {
            guard j < s.count, s[j] == "}" else { return nil }
            j += 1
        }
        return j
    }

    static func firstWord(_ s: [Unicode.Scalar], from start: Int) -> String? {
        var j = start
        while j < s.count, !s[j].properties.isAlphabetic {
            if ".,:;!?\n".unicodeScalars.contains(s[j]) { return nil }
            // Another placeholder before any word: the words after it are its own.
            if s[j] == "%" || s[j] == "{" { return nil }
            j += 1
        }
        guard j < s.count else { return nil }
        var word = String.UnicodeScalarView()
        while j < s.count, s[j].properties.isAlphabetic || s[j].properties.generalCategory == .nonspacingMark {
            word.append(s[j])
            j += 1
        }
        return String(word)
    }
}
