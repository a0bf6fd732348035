/// The prose of a catalog value: what a translator writes, without the parts that stay the same
/// in every language (placeholders, markup tags, character entities, URLs, e-mail addresses and
/// @handles). The script, identical-text and language checks read only the prose.
enum TextMasking {
    /// `text` with every non-prose run replaced by one space. Linear in the text.
    static func prose(_ text: String) -> String {
        var withoutPlaceholders = PlaceholderScanner.removingPlaceholders(ICUSyntaxWords.masking(text))
        // A wiki template's name and plural selectors (`{{PLURAL|one=…|…}}`) are its syntax.
        if withoutPlaceholders.contains("{{") {
            for word in ["PLURAL", "GENDER", "GRAMMAR", "zero=", "one=", "two=", "few=", "many=", "other="] {
                withoutPlaceholders = withoutPlaceholders.replacingOccurrences(of: word, with: " ")
            }
        }
        let scalars = Array(withoutPlaceholders.unicodeScalars)
        guard
            scalars.contains(where: {
                $0 == "<" || $0 == "&" || $0 == "@" || $0 == ":" || $0 == "." || $0 == "/" || $0 == "[" || $0 == "\\"
            })
        else { return withoutPlaceholders }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "<", let end = tagEnd(scalars, from: i) {
                out.append(" ")
                i = end
                continue
            }
            if c == "[", let end = iconTokenEnd(scalars, from: i) {
                out.append(" ")
                i = end
                continue
            }
            if c == "\\", let end = escapeEnd(scalars, from: i) {
                out.append(" ")
                i = end
                continue
            }
            if c == "&", let end = entityEnd(scalars, from: i) {
                out.append(" ")
                i = end
                continue
            }
            // A run without spaces that holds "://", "@" or starts "www." is an address.
            // A markup tag ends a run as a space does (`<i>catima.zip</i>`).
            if !isSpace(c), i == 0 || isSpace(scalars[i - 1]) || scalars[i - 1] == "(" || scalars[i - 1] == "\"" || scalars[i - 1] == ">" {
                var j = i
                var isAddress = false
                while j < scalars.count, !isSpace(scalars[j]), scalars[j] != "<" {
                    if scalars[j] == "@" || (scalars[j] == ":" && j + 2 < scalars.count && scalars[j + 1] == "/" && scalars[j + 2] == "/") {
                        isAddress = true
                    }
                    j += 1
                }
                if !isAddress, j - i > 4, scalars[i] == "w", scalars[i + 1] == "w", scalars[i + 2] == "w", scalars[i + 3] == "." {
                    isAddress = true
                }
                // A bare domain name (`example.com`) or a file name (`fuel.json`) is an address too.
                if !isAddress, isDomain(scalars[i..<j]) { isAddress = true }
                // A top-level domain alone (`.com`, `.ua`: the endings a keyboard or a field
                // offers) is typed as written in every language.
                if !isAddress, isTopLevelDomain(scalars[i..<j]) { isAddress = true }
                // An identifier of a sigil, a name, ':' and a domain (`#room:example.org`,
                // `!id:example.org`, `+group:example.org`, Matrix's room, event and community
                // ids) names a place on a server, as an e-mail address does.
                if !isAddress, isServerIdentifier(scalars[i..<j]) { isAddress = true }
                // A file path (`/usr/bin`, `~/.config`, `./run.sh`) is the same in every language,
                // also inside the quotation marks a translator puts around it («/etc/resolv.conf»).
                var p = i
                while p < j - 1, "«“„‘'\"".unicodeScalars.contains(scalars[p]) { p += 1 }
                if !isAddress, j - p > 1,
                    (scalars[p] == "/" && scalars[p + 1].properties.isAlphabetic) || (scalars[p] == "~" && scalars[p + 1] == "/")
                        || (scalars[p] == "." && (scalars[p + 1] == "/" || (scalars[p + 1] == "." && j - p > 2 && scalars[p + 2] == "/")))
                {
                    isAddress = true
                }
                if isAddress {
                    out.append(" ")
                    i = j
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }

    /// Whether a text has no letter outside its placeholders, markup and addresses: a label of
    /// placeholders and punctuation (`• %(filter)s %(value)s`, `%1$s (%2$s)`).
    static func hasNoWords(_ text: String) -> Bool {
        !prose(text).unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// `text` with every control code it shares with `base` replaced by one space. A control
    /// code is a sigil (`$`, `%`, `\`, `&`, `^`, `~`) glued to one or two ASCII letters or digits
    /// (or a letter and a two-digit number) and followed by none (HexChat's `$t` tab, `%B` bold, `%C22` colour; `$tТеперь` is the code
    /// `$t` and the word `Теперь`): the program interprets it, so its letters are no word of the
    /// text. Only a code the base writes too is masked, so a sigil before a translated word is
    /// still read. Linear in the text.
    static func maskingSharedCodes(_ text: String, base: String) -> String {
        guard text.unicodeScalars.contains(where: { isCodeSigil($0) }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if isCodeSigil(scalars[i]) {
                var j = i + 1
                while j < scalars.count, j - i <= 4, isCodeCharacter(scalars[j]) { j += 1 }
                let length = j - i - 1
                // A letter and a two-digit number is a code too (`%C22`, a colour).
                let numbered = length == 3 && scalars[i + 2].properties.numericType != nil && scalars[i + 3].properties.numericType != nil
                if (1...2).contains(length) || numbered, j == scalars.count || !isCodeCharacter(scalars[j]),
                    base.contains(String(String.UnicodeScalarView(scalars[i..<j])))
                {
                    out.append(" ")
                    i = j
                    continue
                }
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    /// `text` with every quoted language tag (`"en"`, «be», “en-US”, `'pt_BR'`) replaced by one
    /// space, when `base` quotes one too: the base's example of a code the user types
    /// (`"fr" or "pt-BR"`), which a translation gives in its own language's code. A tag is two
    /// or three lower-case ASCII letters and any subtags of two to four letters or digits after
    /// `-` or `_`, alone between quotation marks. Linear in the text.
    static func maskingQuotedTags(_ text: String, base: String) -> String {
        guard text.unicodeScalars.contains(where: isQuote), !quotedTags(in: base).isEmpty else { return text }
        let tags = quotedTags(in: text)
        guard !tags.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        for range in tags {
            out.append(contentsOf: scalars[i..<range.lowerBound])
            out.append(" ")
            i = range.upperBound
        }
        out.append(contentsOf: scalars[i...])
        return String(out)
    }

    /// The scalar ranges of the quoted language tags of `text`, quotation marks included.
    static func quotedTags(in text: String) -> [Range<Int>] {
        let scalars = Array(text.unicodeScalars)
        var out: [Range<Int>] = []
        var i = 0
        while i < scalars.count {
            guard isQuote(scalars[i]) else {
                i += 1
                continue
            }
            var j = i + 1
            while j < scalars.count, scalars[j] == " " { j += 1 }
            let start = j
            while j < scalars.count, scalars[j].isASCII,
                scalars[j].properties.isAlphabetic || scalars[j] == "-" || scalars[j] == "_"
                    || ("0"..."9").contains(scalars[j])
            {
                j += 1
            }
            let end = j
            while j < scalars.count, scalars[j] == " " { j += 1 }
            if end > start, j < scalars.count, isQuote(scalars[j]), isLanguageTag(scalars[start..<end]) {
                out.append(i..<j + 1)
                i = j + 1
            } else {
                i = max(i + 1, start)
            }
        }
        return out
    }

    /// Two or three lower-case letters, then subtags of two to four letters or digits after `-` or `_`.
    static func isLanguageTag(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        let parts = String(String.UnicodeScalarView(run)).split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isLowercase && $0.isASCII }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    static func isQuote(_ c: Unicode.Scalar) -> Bool { "\"'«»“”„‘’‹›".unicodeScalars.contains(c) }

    static func isCodeSigil(_ c: Unicode.Scalar) -> Bool {
        c == "$" || c == "%" || c == "\\" || c == "&" || c == "^" || c == "~"
    }

    static func isCodeCharacter(_ c: Unicode.Scalar) -> Bool { c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)) }

    /// The words of the addresses and identifiers of a text (`ivan` and `matrix` of
    /// `@ivan:matrix.org`), lower-case: a text that gives an example address may name its
    /// example user again in prose ("@ivan:matrix.org or ivan"). Linear in the text.
    static func addressWords(_ text: String) -> Set<String> {
        var out = Set<String>()
        for run in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\u{00A0}" }) {
            let scalars = Array(run.unicodeScalars.drop(while: { $0 == "(" || $0 == "\"" || $0 == "«" || $0 == "“" }))
            guard scalars.contains("@") || isServerIdentifier(scalars[...]) else { continue }
            for word in ScriptDetector.words(of: String(String.UnicodeScalarView(scalars))) { out.insert(word.lowercased()) }
        }
        return out
    }

    /// `example.com`, `lichess.org`, `fuel.json`: lower-case letters (a label may start with a
    /// capital), digits, hyphens and underscores in two or more labels, the last of two to six
    /// lower-case letters (a sentence's "e.g." or "Mr." is none).
    static func isDomain(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        var run = run
        // Punctuation around the name belongs to the sentence ("open bwrapinfo.json: …", «fuel.json»).
        while let last = run.last, ",)\"':;!?»”’]".unicodeScalars.contains(last) { run = run.dropLast() }
        while let first = run.first, "(\"'«“‘[".unicodeScalars.contains(first) { run = run.dropFirst() }
        let labels = run.split(separator: ".", omittingEmptySubsequences: false)
        // A trailing full stop ends the sentence, not the name.
        if labels.count >= 3, labels.last?.isEmpty == true { return isDomain(run.dropLast()) }
        guard labels.count >= 2, let tld = labels.last, (2...6).contains(tld.count),
            tld.allSatisfy({ ("a"..."z").contains($0) })
        else { return false }
        // A name before the top-level domain may be capitalised (`Acoustid.org` starting a
        // sentence); the domain itself is lower-case, unlike a sentence's next word. A capital
        // inside a label (`8mr-sm-Yjd.title`, an Interface Builder object's id) is no domain's.
        return labels.allSatisfy { label in
            !label.isEmpty
                && label.enumerated().allSatisfy { index, c in
                    ("a"..."z").contains(c) || (index == 0 && ("A"..."Z").contains(c)) || ("0"..."9").contains(c) || c == "-"
                        || c == "_"
                }
        }
    }

    /// `.com`, `.ua`, `.net`: a full stop and two to six lower-case letters, punctuation of the
    /// sentence around it aside (`".com,`). The run starts after a space or an opening mark, so
    /// a sentence's own full stop ("end. next") is never one.
    static func isTopLevelDomain(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        var run = run
        while let last = run.last, ".,)\"':;!?»”’]".unicodeScalars.contains(last), run.count > 1 { run = run.dropLast() }
        while let first = run.first, "(\"'«“‘[".unicodeScalars.contains(first) { run = run.dropFirst() }
        guard run.first == ".", (3...7).contains(run.count) else { return false }
        return run.dropFirst().allSatisfy { ("a"..."z").contains($0) }
    }

    /// `#room:example.org`, `@user:example.org`: one of the sigils `#`, `@`, `!`, `+`, `$`, a
    /// name without spaces, ':' and a domain name (`isDomain`). Linear in the run.
    static func isServerIdentifier(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = run.first, "#@!+$".unicodeScalars.contains(first),
            let colon = run.firstIndex(of: ":"), colon > run.startIndex + 1
        else { return false }
        return isDomain(run[(colon + 1)...])
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\u{00A0}" }

    /// The end of a markup tag starting at `start` (`<b>`, `</a>`, `<a href="…">`, `<br/>`):
    /// a letter, `/` or `!` after `<`, and a `>` within 200 scalars.
    static func tagEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var steps = 0
        return tagEnd(s, from: start, steps: &steps)
    }

    /// `tagEnd`, adding to `steps` every scalar visit (for the tests of its linear work).
    static func tagEnd(_ s: [Unicode.Scalar], from start: Int, steps: inout Int) -> Int? {
        guard start + 1 < s.count else { return nil }
        let next = s[start + 1]
        guard next == "/" || next == "!" || (next.isASCII && next.properties.isAlphabetic) else { return nil }
        var j = start + 1
        while j < s.count, j - start < 200 {
            steps += 1
            if s[j] == ">" { return j + 1 }
            if s[j] == "<" { return nil }
            j += 1
        }
        return nil
    }

    /// The end of an icon token starting at `start`: `[`, lower-case identifiers separated by
    /// single spaces, one of them with an underscore, and `]` (`[iconics gmd_edit]`, the
    /// Android-Iconics library's markup, `[icon:arrow_right]`): drawn by the app, not read.
    static func iconTokenEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var j = start + 1
        var underscore = false
        while j < s.count, j - start < 80 {
            let c = s[j]
            if c == "]" { return underscore && j > start + 1 && s[j - 1] != " " ? j + 1 : nil }
            if c == "_" {
                underscore = true
            } else if !(("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == ":"
                || (c == " " && s[j - 1] != " " && j > start + 1))
            {
                return nil
            }
            j += 1
        }
        return nil
    }

    /// The icon tokens of a text (`iconTokenEnd`), as written.
    static func iconTokens(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var out: [String] = []
        var i = 0
        while i < scalars.count {
            if scalars[i] == "[", let end = iconTokenEnd(scalars, from: i) {
                out.append(String(String.UnicodeScalarView(scalars[i..<end])))
                i = end
            } else {
                i += 1
            }
        }
        return out
    }

    /// The end of an escape sequence written in the text at `start` (a backslash): `\n`,
    /// `\t`, `\u2026`, a backslash and a letter. Android XML and `.strings` keep such text when
    /// the file escapes the backslash (`\\n`, which the app replaces itself); its letter is
    /// syntax, not a letter of the text (`\nЗапит` is no Latin `n` beside Cyrillic).
    static func escapeEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start
        while i < s.count, s[i] == "\\" { i += 1 }
        guard i < s.count, s[i].isASCII, s[i].properties.isAlphabetic else { return nil }
        if s[i] == "u", i + 4 < s.count, s[(i + 1)...(i + 4)].allSatisfy({ $0.isASCII && $0.properties.isASCIIHexDigit }) {
            return i + 5
        }
        return i + 1
    }

    /// The end of a character entity starting at `start` (`&amp;`, `&#8230;`, `&#x2026;`).
    static func entityEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var j = start + 1
        while j < s.count, j - start < 12, s[j].isASCII, s[j].properties.isAlphabetic || ("0"..."9").contains(s[j]) || s[j] == "#" {
            j += 1
        }
        return j < s.count && s[j] == ";" && j > start + 1 ? j + 1 : nil
    }
}
