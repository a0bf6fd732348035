/// The words of an ICU MessageFormat construct that are its syntax, not its text: the argument
/// name and keyword of `{count, plural, …}` (`select`, `selectordinal` alike), its `offset:`,
/// and the case labels before each case's braces (`one{`, `few {`, `=0{`, `female{`). A
/// translator keeps them in Latin letters in every language, as the formatter reads them. They
/// appear in catalogs whose format is not ICU too (an i18next catalog whose translator wrote
/// ICU plurals the app shows raw): the placeholders tell that defect; the script check reads
/// the prose around the syntax only.
enum ICUSyntaxWords {
    /// `text` with each syntax word of its ICU constructs replaced by a space, or `text` as it
    /// is when it has no `{name, plural|select|selectordinal,` head. Linear in the text.
    static func masking(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")), text.contains("plural") || text.contains("select") else { return text }
        var s = Array(text.unicodeScalars)
        var masked = false
        var i = 0
        while i < s.count {
            if s[i] == "{", let end = headEnd(s, from: i + 1) {
                for j in (i + 1)..<end { s[j] = " " }
                masked = true
                i = end
                continue
            }
            i += 1
        }
        guard masked else { return text }
        // Case labels: a word or `=N` whose next non-space character opens a case's braces.
        i = 0
        while i < s.count {
            guard isWordScalar(s[i]) || s[i] == "=" else {
                i += 1
                continue
            }
            var j = i + 1
            while j < s.count, isWordScalar(s[j]) { j += 1 }
            var k = j
            while k < s.count, s[k] == " " { k += 1 }
            if k < s.count, s[k] == "{", i == 0 || !isWordScalar(s[i - 1]) {
                for m in i..<j { s[m] = " " }
            }
            i = j
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: s)
        return String(out)
    }

    /// The end (exclusive) of `name, plural,` (or `select`, `selectordinal`, with an optional
    /// `offset:N`) read from just after a `{`, or nil when the brace opens no such construct.
    static func headEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = skippingSpaces(s, from: start)
        let nameStart = i
        while i < s.count, isWordScalar(s[i]) { i += 1 }
        guard i > nameStart else { return nil }
        i = skippingSpaces(s, from: i)
        guard i < s.count, s[i] == "," else { return nil }
        i = skippingSpaces(s, from: i + 1)
        let keywordStart = i
        while i < s.count, s[i].isASCII, s[i].properties.isLowercase { i += 1 }
        let keyword = String(String.UnicodeScalarView(s[keywordStart..<i]))
        guard keyword == "plural" || keyword == "select" || keyword == "selectordinal" else { return nil }
        i = skippingSpaces(s, from: i)
        guard i < s.count, s[i] == "," else { return nil }
        i += 1
        // `offset:1` follows the keyword in a plural that subtracts from `#`.
        let afterComma = skippingSpaces(s, from: i)
        if s[afterComma...].starts(with: "offset:".unicodeScalars) {
            var j = afterComma + 7
            while j < s.count, ("0"..."9").contains(s[j]) { j += 1 }
            return j
        }
        return i
    }

    static func skippingSpaces(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count, s[i] == " " || s[i] == "\n" || s[i] == "\t" { i += 1 }
        return i
    }

    /// An ASCII letter, digit or underscore: the characters of an argument name or case label.
    static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_")
    }
}
