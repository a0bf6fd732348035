import Foundation
import PaySpecJSON

/// Reads gettext catalogs (`.po`, and `.pot` templates): `msgctxt`, `msgid`, `msgid_plural`,
/// `msgstr` and `msgstr[n]`, strings continued on the following lines, C escapes, the header
/// entry (`msgid ""`) whose `Language:` names the language, and `#, fuzzy` flags. An entry's
/// key is its `msgctxt` when it has one (the key-based layout `l10n export --format po`
/// writes), else its `msgid`. The `msgid` is the source text; an empty or fuzzy `msgstr` is
/// no translation (gettext shows the source for it), so the key is missing in the language.
/// `msgstr[n]` are the language's whole-number plural categories in CLDR order. Obsolete
/// entries (`#~`) are comments. One pass over the bytes.
public enum GettextParser {
    /// Parses one catalog. `pathLanguage` is the language its path names; `sourceLanguage` the
    /// language of the `msgid` texts (the check's base language).
    public static func parse(
        _ bytes: [UInt8], file: String, pathLanguage: String?, sourceLanguage: String?
    ) throws(CatalogParseError) -> CatalogDocument {
        try TextDecoding.validateUTF8(bytes, file: file)
        var reader = Reader(bytes: bytes, file: file)
        var raw: [RawEntry] = []
        try reader.read { raw.append($0) }
        let isTemplate = file.lowercased().hasSuffix(".pot")
        var language = pathLanguage
        var pluralForms: (count: Int, expression: PluralFormsExpression)?
        var templateDate: Int?
        if let header = raw.first(where: { $0.msgctxt == nil && $0.msgid.isEmpty }) {
            for line in header.msgstr.first?.split(separator: "\n") ?? [] {
                if line.hasPrefix("Plural-Forms:") { pluralForms = PluralFormsExpression.header(String(line.dropFirst(13))) }
                if line.hasPrefix("POT-Creation-Date:") { templateDate = headerMinutes(line.dropFirst(18)) }
                guard line.hasPrefix("Language:") else { continue }
                let name = line.dropFirst("Language:".count).trimmingCharacters(in: .whitespaces)
                // A header naming the language in words ("Persian") leaves it to the file name, as gettext does.
                guard !name.isEmpty, let code = GettextLocale.bcp47(name) else { continue }
                // A path that names the header's language with more (`sr@latin.po` whose header
                // says `sr`) names the locale the file is installed as: the more exact one.
                if let pathLanguage, pathLanguage.lowercased().hasPrefix(code.lowercased() + "-") { continue }
                language = code
            }
        }
        if !isTemplate && language == nil {
            throw CatalogParseError(
                file: file, at: nil, "expected \"Language:\" in the header entry or the language in the path (cs.po, cs/LC_MESSAGES/app.po)"
            )
        }
        var document = CatalogDocument(path: file, format: .gettext, declaredLanguages: isTemplate ? [] : [language!])
        document.templateDate = templateDate
        let categories = formCategories(language: language, pluralForms: pluralForms)
        let keys = entryKeys(raw)
        // Room for every entry at once: an array doubled while a million entries were appended
        // held the old and the new storage together, the peak of the whole read.
        document.entries.reserveCapacity(raw.count * (sourceLanguage == nil ? 1 : 2))
        // xgettext flags every message whose placeholders it found (`c-format`); where a file
        // flags formats, one without the flag is text (`%H:%M` for strftime, "100%").
        let usesFormatFlags = reader.usesFormatFlags
        func isFormatText(_ entry: borrowing RawEntry) -> Bool { entry.format ?? !usesFormatFlags }
        // The source texts first, then the translations, each in file order: one run of entries
        // per language, not one per entry (a million entries made two million runs to hold).
        // The raw entries are read in place, by index: a copy of one per loop retained and
        // released its five texts, a fifth of reading a catalog of short messages.
        for n in raw.indices where raw[n].mayStayUntranslated { document.mayStayUntranslatedKeys.insert(keys[n]) }
        // Each entry is made in the call that appends it: one built in a variable and changed
        // after is copied into the array, its texts retained and released once more.
        for n in raw.indices where !(raw[n].msgctxt == nil && raw[n].msgid.isEmpty) {
            guard let sourceLanguage else { break }
            let plural = raw[n].msgidPlural
            document.entries.append(
                CatalogEntry(
                    language: sourceLanguage, key: keys[n], value: plural == nil ? raw[n].msgid : nil,
                    plurals: plural.map { ["one": raw[n].msgid, "other": $0] }, role: .source, file: file,
                    location: raw[n].location, isFormatText: isFormatText(raw[n])))
        }
        for n in raw.indices where !(raw[n].msgctxt == nil && raw[n].msgid.isEmpty) {
            guard !isTemplate, let language else { break }
            var value: String?
            var plurals: [String: String]?
            if raw[n].msgidPlural != nil, pluralForms?.count == 1, let text = raw[n].msgstr.first, !text.isEmpty,
                let rules = PluralRules.language(language)
            {
                // `nplurals=1`: the team writes one form for every number (Turkish, Japanese);
                // it stands for each category whole numbers select.
                plurals = Dictionary(uniqueKeysWithValues: rules.integerCategories.map { ($0, text) })
            } else if raw[n].msgidPlural != nil {
                var forms: [String: String] = [:]
                for (form, text) in raw[n].msgstr.all.enumerated() where form < categories.count && !text.isEmpty {
                    for category in categories[form] where forms[category] == nil { forms[category] = text }
                }
                guard !forms.isEmpty else { continue }
                plurals = forms
            } else {
                guard let text = raw[n].msgstr.first, !text.isEmpty else { continue }
                value = text
            }
            // A fuzzy translation is not used (gettext shows the source): reported as fuzzy.
            document.entries.append(
                CatalogEntry(
                    language: language, key: keys[n], value: value, plurals: plurals, state: raw[n].fuzzy ? "fuzzy" : nil,
                    isFinal: !raw[n].fuzzy, file: file, location: raw[n].location, isFormatText: isFormatText(raw[n])))
        }
        return document
    }

    /// Whether an extracted comment's text lets the translation stay as the msgid: it says the
    /// string may be, or can be, left untranslated ("this string is only shown in dconf, not in
    /// the app, you may leave it untranslated"). A comment that asks not to translate a word
    /// inside the text ("do not translate %s"), or not to leave the string so ("must not be left
    /// untranslated", "don't leave it untranslated"), is no such leave.
    static func allowsUntranslated(_ comment: ArraySlice<UInt8>) -> Bool {
        guard comment.count >= 12 else { return false }
        let text = String(decoding: comment, as: UTF8.self).lowercased()
        guard text.contains("untranslated") else { return false }
        if ["not be left", "not leave", "n't leave", "never leave", "never be left"].contains(where: { text.contains($0) }) {
            return false
        }
        return ["leave it untranslated", "leave this untranslated", "left untranslated", "leave this string untranslated"].contains {
            text.contains($0)
        }
    }

    /// The CLDR categories of each `msgstr[n]`: from the header's `Plural-Forms` evaluated on
    /// whole numbers when the language's rules are known (every category the form stands
    /// for), else the language's categories in CLDR order, one a form.
    static func formCategories(language: String?, pluralForms: (count: Int, expression: PluralFormsExpression)?) -> [[String]] {
        if let language, let pluralForms,
            let mapped = PluralRules.gettextCategorySets(language, count: pluralForms.count, expression: pluralForms.expression)
        {
            return mapped
        }
        let categories = language.flatMap { PluralRules.language($0)?.integerCategories } ?? ["one", "other"]
        // gettext picks a form by the header, whatever CLDR says: in a language whose numbers
        // the kit cannot sort into categories (Cornish), a header of fewer forms than CLDR's
        // categories still gives every number a form. The last form stands for the categories
        // the others leave, so a catalog with every form lacks none; with two forms, the first
        // is `one`, as nearly every such header (`n != 1`, `n > 1`) has it.
        guard let count = pluralForms?.count, count >= 1, count < categories.count else { return categories.map { [$0] } }
        if count == 2, categories.contains("one") { return [["one"], categories.filter { $0 != "one" }] }
        return categories.prefix(count - 1).map { [$0] } + [Array(categories.dropFirst(count - 1))]
    }

    /// A header date (`2024-03-17 12:05+0100`, as xgettext writes `POT-Creation-Date`) in
    /// minutes since 1970, UTC; nil for anything else (`YEAR-MO-DA HO:MI+ZONE` of a blank template).
    static func headerMinutes(_ text: Substring) -> Int? {
        let digits = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var n = 0
            for b in digits[range] {
                guard (0x30...0x39).contains(b) else { return nil }
                n = n * 10 + Int(b - 0x30)
            }
            return n
        }
        guard digits.count >= 16, let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var offset = 0
        if digits.count >= 21, digits[16] == UInt8(ascii: "+") || digits[16] == UInt8(ascii: "-"),
            let zh = number(17..<19), let zm = number(19..<21)
        {
            offset = (zh * 60 + zm) * (digits[16] == UInt8(ascii: "-") ? -1 : 1)
        }
        // Days from the civil date (Howard Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return days * 1440 + hour * 60 + minute - offset
    }

    /// The day of a `headerMinutes` value, `2024-03-17` (UTC).
    static func day(_ minutes: Int) -> String {
        // Howard Hinnant's civil_from_days.
        let z = (minutes >= 0 ? minutes / 1440 : (minutes - 1439) / 1440) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }

    /// Separates a context from its message id in a key (gettext's own separator, EOT).
    public static let contextSeparator: Character = "\u{4}"

    /// The message id of a key: the part after its context, if it has one.
    static func messageID(of key: String) -> Substring {
        key.lastIndex(of: contextSeparator).map { key[key.index(after: $0)...] } ?? key[...]
    }

    /// The key of each entry. An entry is its (msgctxt, msgid): the key is the msgid alone
    /// without a context, and `msgctxt` EOT `msgid` with one, except in a key-based catalog
    /// (`l10n export --format po`), where every context is an identifier used once and the key
    /// is the context.
    static func entryKeys(_ raw: [RawEntry]) -> [String] {
        var seen = Set<String>()
        var keyBased = true
        for n in raw.indices {
            guard let context = raw[n].msgctxt else { continue }
            let identifier =
                !context.isEmpty
                && context.utf8.allSatisfy { b in
                    (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || (b >= 0x30 && b <= 0x39) || b == 0x2E || b == 0x5F || b == 0x2D
                }
            if !identifier || !seen.insert(context).inserted {
                keyBased = false
                break
            }
        }
        return raw.indices.map { n in
            guard let context = raw[n].msgctxt else { return raw[n].msgid }
            return keyBased ? context : context + String(contextSeparator) + raw[n].msgid
        }
    }

    /// The language a gettext path names: `cs.po`, `po/pt_BR.po`, `locale/cs/LC_MESSAGES/app.po`.
    public static func language(fromPath path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        if components.count >= 3, components[components.count - 2] == "LC_MESSAGES" {
            let code = components[components.count - 3]
            if let bcp47 = GettextLocale.bcp47(code) { return bcp47 }
        }
        let stem = String((components.last ?? "").split(separator: ".").first ?? "")
        if let code = GettextLocale.bcp47(stem), LanguageCodes.isKnownOrSuggested(code) || LanguageCodes.isValidWithoutKitData(code) {
            return code
        }
        return LanguageCodes.fromPath(path)
    }

    struct RawEntry {
        var msgctxt: String?
        var msgid = ""
        var msgidPlural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, ….
        var msgstr = MessageForms()
        var fuzzy = false
        /// Its extracted comment (`#.`) lets the translation stay as the msgid
        /// (`GettextParser.allowsUntranslated`).
        var mayStayUntranslated = false
        /// The entry's `*-format` flags: true for a format (`c-format`), false for none
        /// (`no-c-format`), nil when its flags name no format.
        var format: Bool?
        var location: SourceLocation
    }

    /// An entry's `msgstr` texts: the first held in place, the others (a plural entry's
    /// `msgstr[1]`, …) in an array made only for them. An array for every entry cost an
    /// allocation a message, a million of them for a catalog of a million messages.
    struct MessageForms {
        private var head = ""
        private var tail: [String] = []
        /// How many forms the entry has (`msgstr` alone is one).
        private(set) var count = 0

        /// The first form, if the entry has one.
        var first: String? { count > 0 ? head : nil }

        /// Every form in order.
        var all: [String] { count == 0 ? [] : [head] + tail }

        /// The forms held in the array beside the first (for the tests of what an entry holds).
        var heldApart: Int { tail.count }

        subscript(form: Int) -> String {
            get { form == 0 ? head : tail[form - 1] }
            set {
                if form == 0 { head = newValue } else { tail[form - 1] = newValue }
            }
        }

        mutating func append(_ text: String) {
            if count > 0 { tail.append(text) } else { head = text }
            count += 1
        }
    }

    /// The line reader: keywords, quoted strings and comments, each error with its line and column.
    struct Reader {
        let bytes: [UInt8]
        let file: String
        var line = 0
        /// Bytes appended to field texts plus bytes moved when their buffer grew: twice the text
        /// at most, however many continuation lines carry it (for the tests of its linear work).
        var appendWork = 0
        /// Whether any entry names a format in its flags: then an entry without one is no format.
        var usesFormatFlags = false

        enum Field {
            case msgctxt, msgid, msgidPlural, msgstr(Int)
        }

        mutating func read(_ emit: (RawEntry) -> Void) throws(CatalogParseError) {
            var current: RawEntry?
            var field: Field?
            var pendingFuzzy = false
            var pendingMayStay = false
            var pendingFormat: Bool?
            var sawMsgstr = false
            var start = 0
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            // A field's strings, continuation lines included, gather in one growing buffer and
            // reach the entry once: appending to the entry's string line by line copied it
            // whole each time (a 200,000-line msgctxt took minutes).
            var pending: [UInt8] = []
            var work = 0
            defer { appendWork += work }
            /// The quoted string at `index`, its escapes read, appended to the field's buffer.
            func collect(at index: Int, lineEnd: Int, lineStart: Int) throws(CatalogParseError) {
                let before = pending.count
                let capacity = pending.capacity
                try appendString(at: index, lineEnd: lineEnd, lineStart: lineStart, to: &pending)
                if pending.capacity != capacity { work += before }
                work += pending.count - before
            }
            func flush() {
                defer { pending.removeAll(keepingCapacity: true) }
                guard let f = field, current != nil else { return }
                append(String(decoding: pending, as: UTF8.self), to: f, in: &current!)
            }
            func finish() {
                flush()
                if let entry = current { emit(entry) }
                current = nil
                field = nil
                sawMsgstr = false
            }
            while start < bytes.count {
                line += 1
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                var lineEnd = end
                if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                var i = start
                while i < lineEnd, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
                defer { start = end + 1 }
                guard i < lineEnd else { continue }
                if bytes[i] == UInt8(ascii: "#") {
                    // `#. translators: … you may leave it untranslated`: a comment for the next entry.
                    if i + 1 < lineEnd, bytes[i + 1] == UInt8(ascii: "."), GettextParser.allowsUntranslated(bytes[(i + 2)..<lineEnd]) {
                        if sawMsgstr { finish() }
                        pendingMayStay = true
                        continue
                    }
                    // `#, fuzzy, c-format`: the flags of the next entry.
                    if i + 1 < lineEnd, bytes[i + 1] == UInt8(ascii: ",") {
                        if sawMsgstr { finish() }
                        let flags = String(decoding: bytes[(i + 2)..<lineEnd], as: UTF8.self)
                        for flag in flags.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                            if flag == "fuzzy" {
                                pendingFuzzy = true
                            } else if flag.hasSuffix("-format") {
                                // `c-format`, `python-brace-format`, …: a format; `no-c-format`: none.
                                let isFormat = !flag.hasPrefix("no-")
                                pendingFormat = (pendingFormat ?? false) || isFormat
                                usesFormatFlags = true
                            }
                        }
                    }
                    continue
                }
                if bytes[i] == UInt8(ascii: "\"") {
                    guard field != nil, current != nil else {
                        throw fail(i, start, "expected a keyword (msgid, msgstr, …) before a string")
                    }
                    try collect(at: i, lineEnd: lineEnd, lineStart: start)
                    continue
                }
                var k = i
                while k < lineEnd, bytes[k] != 0x20, bytes[k] != 0x09, bytes[k] != UInt8(ascii: "\"") { k += 1 }
                var q = k
                while q < lineEnd, bytes[q] == 0x20 || bytes[q] == 0x09 { q += 1 }
                // The keyword is told by its bytes: a String a line cost more than the line's reading.
                let keyword = bytes[i..<k]
                func spelled() -> String { String(decoding: keyword, as: UTF8.self) }
                guard q < lineEnd, bytes[q] == UInt8(ascii: "\"") else {
                    throw fail(q, start, "expected a quoted string after \(keyword.isEmpty ? "the keyword" : spelled())")
                }
                let here = SourceLocation(line: line, column: i - start + 1)
                flush()
                let newField: Field
                if spells("msgctxt", from: i, to: k) {
                    finish()
                    current = RawEntry(location: here)
                    newField = .msgctxt
                } else if spells("msgid", from: i, to: k) {
                    if current?.msgctxt == nil || sawMsgstr || current?.msgid.isEmpty == false { finish() }
                    if current == nil { current = RawEntry(location: here) }
                    newField = .msgid
                } else if spells("msgid_plural", from: i, to: k) {
                    guard current != nil, !sawMsgstr else { throw fail(i, start, "expected msgid before msgid_plural") }
                    newField = .msgidPlural
                } else if spells("msgstr", from: i, to: k) {
                    guard current != nil else { throw fail(i, start, "expected msgid before msgstr") }
                    sawMsgstr = true
                    newField = .msgstr(0)
                } else {
                    let keyword = spelled()
                    guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let n = Int(keyword.dropFirst(7).dropLast()), n >= 0,
                        n < 16
                    else { throw fail(i, start, "expected msgctxt, msgid, msgid_plural, msgstr or msgstr[n], found \"\(keyword)\"") }
                    guard current != nil else { throw fail(i, start, "expected msgid before \(keyword)") }
                    sawMsgstr = true
                    newField = .msgstr(n)
                }
                if pendingFuzzy {
                    current!.fuzzy = true
                    pendingFuzzy = false
                }
                if pendingMayStay {
                    current!.mayStayUntranslated = true
                    pendingMayStay = false
                }
                if let format = pendingFormat {
                    current!.format = format
                    pendingFormat = nil
                }
                if case .msgidPlural = newField { current!.msgidPlural = "" }
                if case .msgstr(let n) = newField { while current!.msgstr.count <= n { current!.msgstr.append("") } }
                field = newField
                try collect(at: q, lineEnd: lineEnd, lineStart: start)
            }
            finish()
        }

        func append(_ text: String, to field: Field, in entry: inout RawEntry) {
            switch field {
            case .msgctxt: entry.msgctxt = (entry.msgctxt ?? "") + text
            case .msgid: entry.msgid += text
            case .msgidPlural: entry.msgidPlural = (entry.msgidPlural ?? "") + text
            case .msgstr(let n): entry.msgstr[n] += text
            }
        }

        /// Whether the bytes from `i` to `k` are `word`.
        func spells(_ word: StaticString, from i: Int, to k: Int) -> Bool {
            guard k - i == word.utf8CodeUnitCount else { return false }
            let start = word.utf8Start
            for n in 0..<(k - i) where bytes[i + n] != start[n] { return false }
            return true
        }

        func fail(_ index: Int, _ lineStart: Int, _ message: String) -> CatalogParseError {
            CatalogParseError(file: file, at: SourceLocation(line: line, column: index - lineStart + 1), message)
        }

        /// Appends the quoted string at `index`, its C escapes read, to `field`; nothing but a
        /// comment may follow it on its line.
        func appendString(at index: Int, lineEnd: Int, lineStart: Int, to field: inout [UInt8]) throws(CatalogParseError) {
            var i = index + 1
            // Most strings hold no escape: their bytes go to the field as they are.
            while i < lineEnd, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") { i += 1 }
            var out: [UInt8] = []
            if i < lineEnd, bytes[i] == UInt8(ascii: "\\") { out.append(contentsOf: bytes[(index + 1)..<i]) }
            while true {
                guard i < lineEnd else { throw fail(index, lineStart, "unterminated string (a string ends on its own line)") }
                let c = bytes[i]
                if c == UInt8(ascii: "\"") { break }
                guard c == UInt8(ascii: "\\") else {
                    out.append(c)
                    i += 1
                    continue
                }
                guard i + 1 < lineEnd else { throw fail(i, lineStart, "expected an escape after '\\'") }
                let e = bytes[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "a"): out.append(0x07)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "v"): out.append(0x0B)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): out.append(e)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(e - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, i < lineEnd, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i]) {
                        value = value * 8 + Int(bytes[i] - UInt8(ascii: "0"))
                        i += 1
                        digits += 1
                    }
                    guard value <= 0xFF else { throw fail(i - digits - 1, lineStart, "octal escape beyond one byte") }
                    out.append(UInt8(value))
                case UInt8(ascii: "x"):
                    var value = 0
                    var digits = 0
                    while digits < 2, i < lineEnd, let d = hexValue(bytes[i]) {
                        value = value * 16 + d
                        i += 1
                        digits += 1
                    }
                    guard digits > 0 else { throw fail(i - 2, lineStart, "expected hex digits after '\\x'") }
                    out.append(UInt8(value))
                default:
                    throw fail(i - 2, lineStart, "unknown escape '\\\(String(decoding: [e], as: UTF8.self))'")
                }
            }
            var after = i + 1
            while after < lineEnd, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            guard after == lineEnd else { throw fail(after, lineStart, "expected the end of the line after the string") }
            if out.isEmpty {
                field.append(contentsOf: bytes[(index + 1)..<i])
            } else if out.withUnsafeBufferPointer({ TextDecoding.isValidUTF8($0) }) {
                field.append(contentsOf: out)
            } else {
                // Escapes may build bytes that are no UTF-8: each string's are read with
                // replacement characters, whatever the strings beside it hold.
                field.append(contentsOf: String(decoding: out, as: UTF8.self).utf8)
            }
        }

        func hexValue(_ b: UInt8) -> Int? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(b - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(b - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
    }
}
