/// The markup a value carries (Android's `<b>`, `<a href="…">`, HTML written with entities)
/// and the marks of text damaged on its way into the catalog.
enum MarkupTags {
    /// The tags whose loss breaks what the text does: a link, an annotation the code reads. Style
    /// (`<b>`, `<i>`, `<br/>`) is the translator's typography, and other names in angle brackets
    /// are text ("<your name>").
    static let functional: Set<String> = ["a", "annotation"]

    /// The functional tag names in a text, in order, closing tags with a leading `/` (`["a", "/a"]`).
    static func names(in text: String) -> [String] {
        var steps = 0
        return names(in: text, steps: &steps)
    }

    /// `names(in:)`, adding to `steps` every scalar visit (for the tests of its linear work).
    static func names(in text: String, steps: inout Int) -> [String] {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var out: [String] = []
        var i = 0
        while i < scalars.count {
            steps += 1
            if scalars[i] == "<", let end = TextMasking.tagEnd(scalars, from: i, steps: &steps) {
                var name = String.UnicodeScalarView()
                var j = i + 1
                if scalars[j] == "/" {
                    name.append("/")
                    j += 1
                }
                while j < end - 1, scalars[j] != " ", scalars[j] != "/", scalars[j] != ">" {
                    steps += 1
                    name.append(scalars[j])
                    j += 1
                }
                let tag = String(name).lowercased()
                if functional.contains(tag.hasPrefix("/") ? String(tag.dropFirst()) : tag) { out.append(tag) }
                i = end
                continue
            }
            i += 1
        }
        return out
    }

    /// Why `text` looks damaged by a wrong encoding, or nil: a U+FFFD replacement character, a
    /// NUL (U+0000: C strings and most UI toolkits end the text there), or a `?` between two
    /// letters (`cart?o`) where the base has no `?` between letters.
    static func encodingDamage(_ text: String, base: String) -> String? {
        if text.utf8.contains(0) && !base.utf8.contains(0) {
            return "NUL character U+0000 inside the text (it ends there where C strings are read)"
        }
        if text.unicodeScalars.contains("\u{FFFD}") && !base.unicodeScalars.contains("\u{FFFD}") {
            return "replacement character U+FFFD where a letter was lost"
        }
        guard text.utf8.contains(UInt8(ascii: "?")), !hasQuestionMarkInWord(base) else { return nil }
        return hasQuestionMarkInWord(TextMasking.prose(text)) ? "'?' inside a word where a letter was lost" : nil
    }

    /// Whether a text holds a wiki template call (`{{PLURAL:$1|…}}`, `{{GENDER|…}}`): `{{`
    /// that does not open a triple-brace parameter (`{{{username}}}`), with `|` or `:` before
    /// its `}}` or the end of the text.
    static func hasTemplateCall(_ text: String) -> Bool {
        var steps = 0
        return hasTemplateCall(text, steps: &steps)
    }

    /// `hasTemplateCall`, adding to `steps` every scalar visit (for the tests of its linear work).
    static func hasTemplateCall(_ text: String, steps: inout Int) -> Bool {
        guard text.contains("{{") else { return false }
        let s = Array(text.unicodeScalars)
        var i = 0
        while i + 2 < s.count {
            steps += 1
            if s[i] == "{", s[i + 1] == "{", s[i + 2] != "{", i == 0 || s[i - 1] != "{" {
                var j = i + 2
                while j < s.count, !(s[j] == "}" && j + 1 < s.count && s[j + 1] == "}") {
                    steps += 1
                    if s[j] == "|" || s[j] == ":" { return true }
                    j += 1
                }
                i = j
            }
            i += 1
        }
        return false
    }

    /// The MediaWiki template parameters of a text (`{{{username}}}` -> `username`).
    static func wikiParameters(in text: String) -> [String] {
        var steps = 0
        return wikiParameters(in: text, steps: &steps)
    }

    /// `wikiParameters(in:)`, adding to `steps` the bytes each search moved over (for the tests
    /// of its linear work).
    static func wikiParameters(in text: String, steps: inout Int) -> [String] {
        guard text.contains("{{{") else { return [] }
        var out: [String] = []
        var rest = text[...]
        while true {
            guard let open = rest.range(of: "{{{") else {
                steps += rest.utf8.count
                break
            }
            steps += rest.utf8.distance(from: rest.startIndex, to: open.upperBound)
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}}") else {
                steps += rest.utf8.count
                break
            }
            steps += rest.utf8.distance(from: rest.startIndex, to: close.upperBound)
            let name = rest[..<close.lowerBound]
            if !name.isEmpty, name.count <= 64, !name.contains("{") { out.append(String(name)) }
            rest = rest[close.upperBound...]
        }
        return out
    }

    /// Whether a `?` stands between two letters, as a lost letter does (`cart?o`). Scripts
    /// written without spaces between words (Thai, Lao, Khmer, Myanmar, Tibetan, Chinese,
    /// Japanese) end a question with `?` and go on with the next sentence at once, so a `?`
    /// touching a letter of theirs is punctuation; a lost letter in such text turns every
    /// letter of the run into `?`, not one.
    static func hasQuestionMarkInWord(_ text: String) -> Bool {
        var previous: Unicode.Scalar?
        var iterator = text.unicodeScalars.makeIterator()
        var current = iterator.next()
        while let c = current {
            let next = iterator.next()
            if c == "?", let p = previous, let n = next, p.properties.isAlphabetic, n.properties.isAlphabetic,
                !isUnspacedScript(p), !isUnspacedScript(n)
            {
                return true
            }
            previous = c
            current = next
        }
        return false
    }

    /// Whether a letter belongs to a script written without spaces between words: Thai, Lao,
    /// Tibetan, Myanmar, Khmer, Javanese, Balinese, kana and Han ideographs (Hangul is written
    /// with spaces and is not one).
    static func isUnspacedScript(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x0E00...0x0FFF,  // Thai, Lao, Tibetan
            0x1000...0x109F,  // Myanmar
            0x1780...0x17FF, 0x19E0...0x19FF,  // Khmer and its symbols
            0x1B00...0x1B7F, 0xA980...0xA9DF,  // Balinese, Javanese
            0x3040...0x30FF, 0x31F0...0x31FF,  // Hiragana, Katakana
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F:  // Han
            return true
        default:
            return false
        }
    }
}
