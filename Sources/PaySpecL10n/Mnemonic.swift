/// Keyboard accelerators in gettext messages: GTK marks the key with `_` (`_Open`, `Save _As`),
/// Qt and KDE with `&` (`&File`). A translation keeps one of its own (`_Öffnen`, `(_O)`).
enum Mnemonic {
    /// Whether a text has a `_` or `&` byte at all (the check's fast path).
    static func mayHaveMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "&") } }
    }

    /// The accelerator marker a source text uses, when it uses exactly one: a `_` at the start
    /// of a word before a letter or digit (not `file_name`, not `%(file_name)s`), or a `&`
    /// before a letter or digit that starts no character entity (`&amp;`).
    static func marker(in source: String) -> Character? {
        let chars = Array(source)
        var underscores = 0
        var ampersands = 0
        var underscoreMarks = 0
        var ampersandMarks = 0
        for (i, c) in chars.enumerated() {
            guard c == "_" || c == "&" else { continue }
            let next = i + 1 < chars.count ? chars[i + 1] : " "
            let previous = i > 0 ? chars[i - 1] : " "
            if c == "_" {
                underscores += 1
                if (next.isLetter || next.isNumber) && !(previous.isLetter || previous.isNumber || previous == "_") { underscoreMarks += 1 }
                if isInsideTitleWord(chars, at: i) { underscoreMarks += 1 }
            } else {
                ampersands += 1
                if (next.isLetter || next.isNumber) && !isEntity(chars, at: i) { ampersandMarks += 1 }
            }
        }
        if underscores == 1 && underscoreMarks == 1 { return "_" }
        if ampersands == 1 && ampersandMarks == 1 { return "&" }
        return nil
    }

    /// Whether the `_` at `i` marks a key inside a word (`F_ile`, `Conte_xt`, `Sa_ve`): the word
    /// without it is one capital and lower-case letters. An identifier (`file_name`,
    /// `MAX_SIZE`, `NewFile_v2`) is written otherwise.
    static func isInsideTitleWord(_ chars: [Character], at i: Int) -> Bool {
        guard i > 0, i + 1 < chars.count, chars[i - 1].isLetter, chars[i + 1].isLetter, chars[i + 1].isLowercase else { return false }
        var start = i
        while start > 0, chars[start - 1].isLetter { start -= 1 }
        var end = i + 1
        while end < chars.count, chars[end].isLetter { end += 1 }
        // A word glued to a digit, another underscore or a dot (`v_1`, `a_b_c`, `x_y.txt`) is code.
        if start > 0, chars[start - 1] == "_" || chars[start - 1].isNumber || chars[start - 1] == "." { return false }
        if end < chars.count, chars[end] == "_" || chars[end].isNumber || chars[end] == "." { return false }
        let word = chars[start..<i] + chars[(i + 1)..<end]
        guard let first = word.first, first.isUppercase, word.count >= 3 else { return false }
        return word.dropFirst().allSatisfy(\.isLowercase)
    }

    /// Whether the translation marks a key with `marker` (before anything but a space).
    static func has(_ marker: Character, in text: String) -> Bool {
        let chars = Array(text)
        for (i, c) in chars.enumerated() where c == marker && i + 1 < chars.count && !chars[i + 1].isWhitespace {
            if marker == "&" && isEntity(chars, at: i) { continue }
            return true
        }
        return false
    }

    /// `&name;` or `&#123;` at `i`.
    static func isEntity(_ chars: [Character], at i: Int) -> Bool {
        var j = i + 1
        while j < chars.count, j - i <= 10, chars[j].isLetter || chars[j].isNumber || chars[j] == "#" { j += 1 }
        return j < chars.count && chars[j] == ";" && j > i + 1
    }
}
