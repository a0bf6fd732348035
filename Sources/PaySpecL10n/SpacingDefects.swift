/// Spacing and line breaks a translation lost where its base has them: a line break written
/// as the letters of its escape, a space dropped between a colon and the argument after it, a
/// sentence whose every space is a no-break space, two sentences run together. Each is read
/// only where the base's own text shows the break or the space (`BaseSpacing`, once per key).
enum SpacingDefects {
    /// What a base text holds that these checks compare, read once per key. Counts stop at
    /// 65,535 (twelve bytes a key: a catalog of 10,000 keys holds 120 KB of them).
    struct BaseSpacing: Sendable {
        /// Line feeds of the text.
        var lineBreaks: UInt16 = 0
        /// Literal escapes of a line break (a backslash and `n`): the app replaces them itself.
        var literalBreaks: UInt16 = 0
        /// Ordinary spaces (U+0020) and no-break spaces (U+00A0).
        var spaces: UInt16 = 0
        var noBreakSpaces: UInt16 = 0
        /// A `?` or `.` that ends a sentence: followed by a space or a line break, or ending the text.
        var sentenceBreaks: UInt16 = 0
        /// A colon, a space, then a placeholder or a link (`here: %s`, `Link: {url}`).
        var colonSpaceBeforeArgument = false

        init(_ text: String?) {
            guard var utf8 = text else { return }
            var previous: UInt8 = 0
            utf8.withUTF8 { bytes in
                var i = 0
                while i < bytes.count {
                    let b = bytes[i]
                    switch b {
                    case 0x0A:
                        lineBreaks.countUp()
                        if previous == UInt8(ascii: "?") || previous == UInt8(ascii: ".") { sentenceBreaks.countUp() }
                    case UInt8(ascii: " "):
                        spaces.countUp()
                        if previous == UInt8(ascii: "?") || previous == UInt8(ascii: ".") { sentenceBreaks.countUp() }
                        if previous == UInt8(ascii: ":"), i + 1 < bytes.count, SpacingDefects.startsArgument(bytes, at: i + 1) {
                            colonSpaceBeforeArgument = true
                        }
                    case UInt8(ascii: "n"):
                        if previous == UInt8(ascii: "\\") { literalBreaks.countUp() }
                    case 0xA0:
                        if previous == 0xC2 { noBreakSpaces.countUp() }
                    default: break
                    }
                    previous = b
                    i += 1
                }
            }
            // A question or sentence that ends the text ends a sentence too.
            if previous == UInt8(ascii: "?") || previous == UInt8(ascii: ".") { sentenceBreaks.countUp() }
        }
    }

    /// Whether a placeholder or a link starts at `i`: `%`, `{`, `<a`, `http`.
    static func startsArgument(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        switch s[i] {
        case UInt8(ascii: "%"), UInt8(ascii: "{"): return true
        case UInt8(ascii: "<"): return i + 1 < s.count && (s[i + 1] | 0x20) == UInt8(ascii: "a")
        case UInt8(ascii: "h"):
            return i + 4 <= s.count && s[i + 1] == UInt8(ascii: "t") && s[i + 2] == UInt8(ascii: "t") && s[i + 3] == UInt8(ascii: "p")
        default: return false
        }
    }

    /// A line break the base has, written in `text` as the letters of its escape: `\n` or `\ n`
    /// as text (a backslash the file escaped once too often, or a space typed into it), `/n`,
    /// or a stray `n` glued to the next word of another script (an escape whose backslash a
    /// translation tool split off: `\ N \ nЗабележка`). Returns what the line break became,
    /// and the text with those letters made spaces, for the script analysis (whose finding for
    /// the stray `n` would name the wrong defect). Nil when the base breaks no line.
    static func lineBreakDamage(_ text: String, base: BaseSpacing) -> (written: String, repaired: String)? {
        guard base.lineBreaks > 0 else { return nil }
        let s = Array(text.unicodeScalars)
        var lineBreaks = 0
        var literal = 0
        var kinds: [String] = []
        var repaired = String.UnicodeScalarView()
        var i = 0
        func isN(_ k: Int) -> Bool { k < s.count && (s[k] == "n" || s[k] == "N") }
        // A letter that cannot continue a Latin word begun with `n` (Cyrillic, Greek, Hebrew…).
        func isOtherScriptLetter(_ k: Int) -> Bool {
            k < s.count && s[k].properties.isAlphabetic && ScriptDetector.script(of: s[k]).map { $0 != .latin } == true
        }
        func ends(_ k: Int) -> Bool { k >= s.count || TextMasking.isSpace(s[k]) || isOtherScriptLetter(k) }
        func beforeStrayN(_ k: Int) -> Bool {
            var k = k
            guard k < s.count, TextMasking.isSpace(s[k]) else { return false }
            while k < s.count, TextMasking.isSpace(s[k]) { k += 1 }
            return isN(k) && isOtherScriptLetter(k + 1)
        }
        while i < s.count {
            let c = s[i]
            if c == "\n" { lineBreaks += 1 }
            if c == "\\" {
                var j = i + 1
                while j < s.count, s[j] == " " { j += 1 }
                if isN(j), j == i + 1 || ends(j + 1) {
                    literal += 1
                    kinds.append(j == i + 1 ? "\"\\\(s[j])\" as text" : "\"\\ \(s[j])\", a backslash and a letter")
                    repaired.append(" ")
                    i = j + 1
                    continue
                }
            }
            if c == "/", isN(i + 1), ends(i + 2), i == 0 || !s[i - 1].properties.isAlphabetic {
                kinds.append("\"/\(s[i + 1])\"")
                repaired.append(" ")
                i += 2
                continue
            }
            // A stray `n` after a space, glued to a word of another script (`nЗабележка`) or
            // before the next stray one (`N  n`).
            if isN(i), i == 0 || TextMasking.isSpace(s[i - 1]), isOtherScriptLetter(i + 1) || beforeStrayN(i + 1) {
                kinds.append("a stray \"\(s[i])\"")
                repaired.append(" ")
                i += 1
                continue
            }
            repaired.append(c)
            i += 1
        }
        guard let first = kinds.first else { return nil }
        // Escapes the base writes itself (the app replaces them), or as many breaks as the base: no loss.
        if literal > 0, literal <= base.literalBreaks, kinds.count == literal { return nil }
        if lineBreaks >= Int(base.lineBreaks), literal == 0 { return nil }
        return (first, String(repaired))
    }

    /// A space the base has after a colon before a placeholder or link, which `text` drops
    /// (`aquí:%s` for `here: %s`): the argument is glued to the colon. A colon of a time
    /// (`%1$d:%2$02d`) or an address (`https://`) has no space in the base either.
    static func colonGluedToArgument(_ text: String, base: BaseSpacing) -> Bool {
        guard base.colonSpaceBeforeArgument else { return false }
        var text = text
        return text.withUTF8 { bytes in
            var i = 0
            while i + 1 < bytes.count {
                if bytes[i] == UInt8(ascii: ":"), startsArgument(bytes, at: i + 1), i > 0, bytes[i - 1] != UInt8(ascii: " ") {
                    // `%1$s:%2$s`: a placeholder before the colon joins two arguments.
                    var k = i - 1
                    while k > 0, bytes[k] != UInt8(ascii: "%"), bytes[k] != UInt8(ascii: " "), bytes[k] != UInt8(ascii: "}") { k -= 1 }
                    if bytes[k] != UInt8(ascii: "%") && bytes[k] != UInt8(ascii: "}"), !afterUnspacedLetter(bytes, colon: i) { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// Whether the character before the colon at `colon` is a letter of a script written
    /// without spaces (Japanese, Chinese, Thai, Lao…): such text sets none after a colon either.
    static func afterUnspacedLetter(_ s: UnsafeBufferPointer<UInt8>, colon: Int) -> Bool {
        guard colon > 0, s[colon - 1] >= 0x80 else { return false }
        var start = colon - 1
        while start > 0, s[start] & 0xC0 == 0x80 { start -= 1 }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: s[start..<colon]), as: UTF8.self).unicodeScalars.first
        return scalar.map(MarkupTags.isUnspacedScript) == true
    }

    /// Whether every space of `text` is a no-break space (U+00A0), three or more, where the base
    /// writes ordinary ones: the text cannot wrap. French no-break spaces before `:;!?»` and
    /// thin spaces beside ordinary ones are typography, and leave ordinary spaces elsewhere.
    static func cannotWrap(_ text: String, base: BaseSpacing) -> Bool {
        guard base.spaces >= 3, base.noBreakSpaces == 0 else { return false }
        var (spaces, noBreak) = (0, 0)
        for scalar in text.unicodeScalars {
            if scalar == " " {
                spaces += 1
                break
            }
            if scalar == "\u{00A0}" { noBreak += 1 }
        }
        return spaces == 0 && noBreak >= 3 && noBreak * 2 >= Int(base.spaces)
    }

    /// Where `text` runs two sentences together, a `?` between a letter and the next sentence's
    /// first letter with no space (`האסימון?אנא`, `stop it?Type`), where the base ends its
    /// sentences with a space. Letters that survived on both sides of the `?` are no letter lost
    /// to an encoding: an encoding that cannot write one letter of a script writes none of them.
    static func sentencesRunTogether(_ text: String, base: BaseSpacing) -> Bool {
        guard base.sentenceBreaks > 0 else { return false }
        let s = Array(text.unicodeScalars)
        for i in s.indices.dropFirst().dropLast() where s[i] == "?" {
            let (p, n) = (s[i - 1], s[i + 1])
            guard p.properties.isAlphabetic, n.properties.isAlphabetic else { continue }
            let caseless = { (c: Unicode.Scalar) in !c.isASCII && !c.properties.isUppercase && !c.properties.isLowercase }
            if (caseless(p) && caseless(n)) || (p.properties.isLowercase && n.properties.isUppercase) { return true }
        }
        return false
    }
}

extension UInt16 {
    /// One more, stopping at the largest value.
    fileprivate mutating func countUp() { if self < .max { self += 1 } }
}
