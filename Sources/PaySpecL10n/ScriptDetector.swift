/// Tells which writing system a value's letters belong to, from Unicode scalar properties,
/// and which one a language is written in.
public enum ScriptDetector {
    /// The scripts the check distinguishes.
    public enum Script: String, Sendable, Hashable, CaseIterable {
        case latin = "Latin"
        case cyrillic = "Cyrillic"
        case greek = "Greek"
        case other = "other"
    }

    /// Latin acronyms and names that stay Latin in any language (card-form vocabulary), inside
    /// text of another script. Not a reason for a value to equal its base: "Pay" alone in a
    /// Swedish catalog is untranslated.
    public static let latinAcronyms: Set<String> = [
        "CVV", "CVC", "CVV2", "CVC2", "CID", "CSC", "PAN", "PIN", "MM", "YY", "YYYY", "ID", "OK", "IBAN", "BIC", "SWIFT",
        "SMS", "URL", "QR", "NFC", "3DS", "3D", "VISA", "Visa", "Mastercard", "Apple", "Pay", "Google", "PayPal",
    ]

    /// The script a language is written in, when the check knows it.
    public static func expectedScript(for language: String) -> Script? {
        let primary = LanguageCodes.primarySubtag(language)
        if language.contains("Latn") { return .latin }
        if language.contains("Cyrl") { return .cyrillic }
        // Another script subtag (`en-Shaw`, `sr-Arab`, `uz-Arab`): a script the check does not judge.
        // Private-use subtags (`de-DE-x-euro`, a gettext modifier) name no script.
        let subtags = LanguageCodes.normalize(language).split(separator: "-").dropFirst().prefix { $0.lowercased() != "x" }
        if subtags.contains(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) && $0 != "Grek" }) { return nil }
        switch primary {
        case "bg", "ru", "uk", "be", "mk", "kk", "ky", "tg", "mn", "cu", "sah", "ba", "tt", "cv", "os", "ce", "ab", "av", "kv", "udm",
            "mhr", "myv", "tyv", "krc", "kbd", "lez":
            return .cyrillic
        case "sr": return nil
        case "el": return .greek
        default:
            return latinLanguages.contains(primary) ? .latin : nil
        }
    }

    static let latinLanguages: Set<String> = .words(
        """
        cs da de en es et fi fr hr hu it lt lv nl no nb nn pl pt ro sk sl sv vi ca gl eu af sq is ga cy mt lb fy tr az
        id ms tl fil sw zu xh yo ig ha so uz tk ku eo la br oc co gd gv kw fo bs
        """)

    /// The script of one letter, or `nil` for anything that is not a letter.
    public static func script(of scalar: Unicode.Scalar) -> Script? {
        let v = scalar.value
        if v < 0x80 { return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) ? .latin : nil }
        if v < tableLimit { return ScalarClass(rawValue: scalarTable[Int(v)] & 0x7)!.script }
        return computedScript(of: scalar)
    }

    /// Whether a scalar is Unicode White_Space (`properties.isWhitespace`), from the table below
    /// U+3040.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return v == 0x20 || (0x09...0x0D).contains(v) }
        if v < tableLimit { return scalarTable[Int(v)] & 0x8 != 0 }
        return scalar.properties.isWhitespace
    }

    /// Scalars below this have their script and White_Space looked up in `scalarTable` (every
    /// alphabet the check names and every White_Space scalar lie below it).
    static let tableLimit: UInt32 = 0x3040

    /// The class of each scalar below `tableLimit` (bits 0-2) and its White_Space bit (bit 3),
    /// computed once from the Unicode properties: the per-letter property look-ups were the hot
    /// spot of the checks.
    static let scalarTable: [UInt8] = (0..<tableLimit).map { v in
        guard let scalar = Unicode.Scalar(v) else { return 0 }
        let kind: ScalarClass
        switch computedScript(of: scalar) {
        case nil: kind = .none
        case .latin?: kind = .latin
        case .cyrillic?: kind = .cyrillic
        case .greek?: kind = .greek
        case .other?: kind = .other
        }
        return kind.rawValue | (scalar.properties.isWhitespace ? 0x8 : 0)
    }

    enum ScalarClass: UInt8 {
        case none, latin, cyrillic, greek, other

        var script: Script? {
            switch self {
            case .none: return nil
            case .latin: return .latin
            case .cyrillic: return .cyrillic
            case .greek: return .greek
            case .other: return .other
            }
        }
    }

    /// `script(of:)` from the Unicode Script property: letters whose Script is Common or
    /// Inherited (the modifier letters ʻ U+02BB and ʼ U+02BC, combining marks) belong to no
    /// script and are neutral; Latin includes ª º, IPA and the extended blocks (ə ƙ), and the
    /// modifier and phonetic letters Unicode assigns to it (ᵉ U+1D49).
    static func computedScript(of scalar: Unicode.Scalar) -> Script? {
        let v = scalar.value
        if v < 0x80 { return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) ? .latin : nil }
        let properties = scalar.properties
        guard properties.isAlphabetic else { return nil }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return nil  // Inherited: the script of its base letter
        default: break
        }
        for (range, script) in scriptRanges where range.contains(v) { return script }
        // Common letters: the micro sign µ, spacing modifiers, letterlike symbols, circled
        // letters, and the mathematical alphanumeric symbols (𝑛, 𝐱: a variable set in a
        // formula's italic, in any language's text).
        if v == 0x00B5 || (0x02B9...0x02FF).contains(v) || (0x2100...0x214F).contains(v) || (0x2460...0x24FF).contains(v)
            || (0x1D400...0x1D7FF).contains(v)
        {
            return nil
        }
        return .other
    }

    /// Script property ranges of the alphabetic scalars the check tells apart (Unicode
    /// Scripts.txt); anything alphabetic outside them and outside Common is `other`.
    static let scriptRanges: [(ClosedRange<UInt32>, Script)] = [
        (0x00AA...0x00AA, .latin), (0x00BA...0x00BA, .latin), (0x00C0...0x02B8, .latin), (0x02E0...0x02E4, .latin),
        (0x1D00...0x1D25, .latin), (0x1D2C...0x1D5C, .latin), (0x1D62...0x1D65, .latin), (0x1D6B...0x1D77, .latin),
        (0x1D79...0x1DBE, .latin), (0x1E00...0x1EFF, .latin), (0x2071...0x2071, .latin), (0x207F...0x207F, .latin),
        (0x2090...0x209C, .latin), (0x212A...0x212B, .latin), (0x2132...0x2132, .latin), (0x214E...0x214E, .latin),
        (0x2160...0x2188, .latin), (0x2C60...0x2C7F, .latin), (0xA722...0xA7FF, .latin), (0xAB30...0xAB64, .latin),
        (0xFB00...0xFB06, .latin), (0xFF21...0xFF3A, .latin), (0xFF41...0xFF5A, .latin),
        (0x0400...0x052F, .cyrillic), (0x1C80...0x1C8F, .cyrillic), (0x1D2B...0x1D2B, .cyrillic), (0x1D78...0x1D78, .cyrillic),
        (0x2DE0...0x2DFF, .cyrillic), (0xA640...0xA69F, .cyrillic),
        (0x0370...0x03E1, .greek), (0x03F0...0x03FF, .greek), (0x1D26...0x1D2A, .greek), (0x1D5D...0x1D61, .greek),
        (0x1D66...0x1D6A, .greek), (0x1DBF...0x1DBF, .greek), (0x1F00...0x1FFF, .greek), (0x2126...0x2126, .greek),
        (0xAB65...0xAB65, .greek),
    ]

    /// The words of `text` that put it in the wrong script for a language written in
    /// `expected`, or none. Placeholders, markup, entities, URLs, e-mail addresses and handles
    /// are left out first. A value is judged wrong when a word mixes alphabets (`Cкинути` with a
    /// Latin C), when most of its letters are in another script, or when a word in another
    /// script is neither in the base text (`baseText`) nor brand-like (an acronym, a Latin word
    /// with a capital or a digit: `CVV`, `Visa`, `GitHub`, `3DS` inside Cyrillic or Greek).
    public static func foreignWords(
        in text: String, expected: Script, baseText: String? = nil, language: String = "",
        vocabulary: @autoclosure () -> Set<String> = [], names: @autoclosure () -> Set<String> = []
    ) -> [String] {
        // Fast path: every letter already in the expected script.
        var foreignLetter = false
        for scalar in text.unicodeScalars {
            if let s = script(of: scalar), s != expected {
                foreignLetter = true
                break
            }
        }
        if !foreignLetter { return [] }
        var mixed: [String] = []
        var foreign: [String] = []
        var unexcused: [String] = []
        var (foreignLetters, nameLetters, ownLetters) = (0, 0, 0)
        var baseWords: Set<String>?
        var addressWords: Set<String>?
        var prose = TextMasking.prose(text)
        if let baseText {
            prose = TextMasking.maskingSharedCodes(prose, base: baseText)
            prose = TextMasking.maskingQuotedTags(prose, base: baseText)
        }
        // The base's text in another spelling ("E-mail" for "Email", "App Exposé" for "App
        // Expose"): a loanword or a name, kept on purpose.
        if let baseText, BaseSpelling.sameText(prose, TextMasking.prose(baseText)) { return [] }
        // The same for a word of the base inside the text ("e-mail" in Greek for "email",
        // „Wine Bridge“ in Bulgarian for "WineBridge").
        var respelledBaseWords: Set<String>?
        for word in words(of: prose) {
            var scripts: Set<Script> = []
            var letters = 0
            for s in word.unicodeScalars {
                if let script = script(of: s) {
                    scripts.insert(script)
                    letters += 1
                }
            }
            if scripts.count > 1 {
                // A word of two scripts the base writes just so is its spelling (a stylised name,
                // `εxodus`), which the translator kept. The base's own text is judged on its own.
                if !acceptedMix(word, expected: expected, language: language)
                    && !(baseText.map { $0 != text && hasWord(word, $0) } ?? false)
                {
                    mixed.append(word)
                }
                continue
            }
            guard let script = scripts.first else { continue }
            if script == expected {
                ownLetters += letters
                continue
            }
            let latinInOther = script == .latin && expected != .latin
            // A lone Latin letter in other text is a label or a symbol ("e-mail", "x", "№ A").
            if latinInOther && letters == 1 { continue }
            // A keyboard key's name is printed on the key in Latin whatever the layout's script
            // (`Ctrl`, `Esc`); a word that also names an action (`Enter`, `Tab`) only where the
            // base text names a key too (`Enter` for the base's `Return`).
            if latinInOther, KeyNames.isKeyName(word, base: baseText) { continue }
            foreign.append(word)
            // Acronyms and coined names (CVV, GitHub, 3DS) never make a value foreign; a plain
            // capitalised word ("Cancel") does when most of the value is foreign.
            if latinInOther && isCode(word) { continue }
            if baseWords == nil { baseWords = keptTermWords(of: baseText ?? "") }
            if latinInOther && isBrandLike(word) {
                // A lone capital ("84 R 20") is a code, not a word of text.
                if letters > 1 { nameLetters += letters }
                continue
            }
            // A word the base writes just so is kept on purpose (a loanword, a command, a name):
            // it does not make the value foreign, and is no finding of its own.
            if baseWords!.contains(word.lowercased()) { continue }
            if respelledBaseWords == nil {
                respelledBaseWords = BaseSpelling.respelledBaseWords(in: prose) { baseWords!.contains($0) || vocabulary().contains($0) }
            }
            if respelledBaseWords!.contains(word.lowercased()) { continue }
            // Part of a compound the base writes as one identifier ("pid" of "pidfile", "pid-файл"):
            // the translator kept the name and translated the rest.
            if isCompoundPart(word.lowercased(), of: baseWords!, vocabulary: vocabulary()) { continue }
            // The letters of an example identifier the base writes with digits (`abc` of the
            // base's `abc123-4567`): the example, split by the translator, not a word.
            if isIdentifierPart(word.lowercased(), of: baseWords!) { continue }
            // The name of the text's own example address ("@ivan:matrix.org or ivan"), which a
            // translator localises with the address.
            if addressWords == nil { addressWords = TextMasking.addressWords(text) }
            if addressWords!.contains(word.lowercased()) { continue }
            foreignLetters += letters
            if !isBaseWord(word.lowercased(), baseWords!) && !vocabulary().contains(word.lowercased()) { unexcused.append(word) }
        }
        if !mixed.isEmpty { return mixed }
        // Capitalised Latin words beside text of the language are names ("Увімкнути Social
        // Keyboard"); with no letter of the language at all, they are the text ("Cancel"),
        // unless they are the base's names, arranged as names (`keepsBaseNames`).
        if foreignLetters + (ownLetters == 0 ? nameLetters : 0) > ownLetters {
            // A name of the base written in parts („Wine Bridge“ for `WineBridge`): a capitalised
            // compound is a product's name, kept; an identifier (`smscTranslit`) is not one.
            if ownLetters == 0, let baseText {
                let compounds = Set(
                    words(of: TextMasking.prose(baseText)).filter { word in
                        word.first?.isUppercase == true && word.dropFirst().contains { $0.isUppercase }
                            && word.dropFirst().contains { $0.isLowercase }
                    }.map { $0.lowercased() })
                let respelled = compounds.isEmpty ? [] : BaseSpelling.respelledBaseWords(in: prose) { compounds.contains($0) }
                if !respelled.isEmpty, foreign.allSatisfy({ respelled.contains($0.lowercased()) }) { return [] }
            }
            if ownLetters == 0, foreignLetters == 0, nameLetters > 0,
                keepsBaseNames(prose, baseText: baseText ?? "", names: names())
            {
                return []
            }
            return foreign
        }
        return unexcused
    }

    /// Latin letters that Cyrillic languages beyond Russian's alphabet write for letters their
    /// keyboards often lack: `I` for the palochka Ӏ (Avar, Chechen, Kabardian), `h` for һ
    /// (Yakut, Bashkir), `ă ĕ ç ÿ` for Chuvash ӑ ӗ ҫ ӳ, `ö ü ə ğ` for ө ү ә ғ.
    static let cyrillicStandIns: Set<Unicode.Scalar> = [
        "I", "l", "h", "H", "ă", "Ă", "ĕ", "Ĕ", "ç", "Ç", "ÿ", "Ÿ", "ö", "Ö", "ü", "Ü", "ə", "Ə", "ğ", "Ğ",
    ]

    /// The Cyrillic languages whose alphabets a Russian keyboard writes: a Latin letter in
    /// their words is a look-alike typed by mistake.
    static let russianKeyboardLanguages: Set<String> = ["ru", "uk", "be", "bg", "mk", "sr"]

    /// Whether `text` has `word` as a word of its own, as written.
    static func hasWord(_ word: String, _ text: String) -> Bool {
        text.contains(word) && words(of: TextMasking.prose(text)).contains(word)
    }

    /// A word of two scripts that is no mistake: the micro prefix before a Latin unit (`μs`), an
    /// acronym with a case ending (`ROMы`, `вашID`), or, in a Cyrillic language beyond Russian's
    /// alphabet, Latin stand-ins for its own letters (`ЦIунизе`, `Кăларса`).
    static func acceptedMix(_ word: String, expected: Script, language: String) -> Bool {
        let latin = word.unicodeScalars.filter { script(of: $0) == .latin }
        // The SI prefix micro, written with the Greek letter as Unicode advises, before a Latin
        // unit or name (`μs`, `μm`, `μTP`): a symbol in every language.
        if let first = word.unicodeScalars.first, first == "\u{03BC}", latin.count == word.unicodeScalars.count - 1,
            !latin.isEmpty
        {
            return true
        }
        guard expected != .latin, !latin.isEmpty else { return false }
        let scalars = Array(word.unicodeScalars)
        // A coined Latin name with a short ending of the language (Tatar `AnkiDroidны`,
        // `WebViewның`, three Latin letters or more): the name kept as written, declined as the
        // language declines it.
        if let end = scalars.firstIndex(where: { script(of: $0) != .latin }), end >= 3,
            scalars[end...].allSatisfy({ script(of: $0) == expected }), scalars.count - end <= 4,
            isCode(String(String.UnicodeScalarView(scalars[..<end])))
        {
            return true
        }
        // A Latin term with a case ending joined by an apostrophe, as Ukrainian and Belarusian
        // decline a name kept in Latin (`Tapʼи`, `Wi-Fiʼю`): two Latin letters or more, the
        // apostrophe, then at most four letters of the language. A look-alike letter typed in a
        // word of the language (`Cмайли`) has no apostrophe after it.
        if expected == .cyrillic, let mark = scalars.firstIndex(where: { $0 == "\u{02BC}" || $0 == "'" || $0 == "\u{2019}" }),
            mark >= 2, scalars[..<mark].allSatisfy({ script(of: $0) == .latin }),
            (1...4).contains(scalars.count - mark - 1), scalars[(mark + 1)...].allSatisfy({ script(of: $0) == expected })
        {
            return true
        }
        // One run of two or more Latin capitals, at the start or the end of the word.
        if latin.count >= 2, latin.allSatisfy({ $0.properties.isUppercase }) {
            let isLatin = scalars.map { script(of: $0) == .latin }
            if let first = isLatin.firstIndex(of: true), let last = isLatin.lastIndex(of: true),
                isLatin[first...last].allSatisfy({ $0 }), first == 0 || last == scalars.count - 1
            {
                return true
            }
        }
        guard expected == .cyrillic, !language.isEmpty else { return false }
        let primary = LanguageCodes.primarySubtag(language)
        // Macedonian and Bulgarian mark a word with a grave accent ("сè", "нѝ"), which their
        // keyboards write with the Latin letter.
        if primary == "mk" || primary == "bg" { return latin.allSatisfy { $0 == "è" || $0 == "ì" || $0 == "È" } }
        guard !russianKeyboardLanguages.contains(primary) else { return false }
        return latin.allSatisfy(cyrillicStandIns.contains)
    }

    /// Whether a word of three letters or more begins or ends a base word made of it and
    /// another word of the base texts (`vocabulary`): "pid" of "pidfile", whose "file" the
    /// base writes too. "sec" of "seconds" leaves "onds", no word: an abbreviation, not a part.
    static func isCompoundPart(_ word: String, of baseWords: Set<String>, vocabulary: Set<String>) -> Bool {
        guard word.count >= 3 else { return false }
        return baseWords.contains { compound in
            guard compound.count >= word.count + 3 else { return false }
            if compound.hasPrefix(word) { return vocabulary.contains(String(compound.dropFirst(word.count))) }
            if compound.hasSuffix(word) { return vocabulary.contains(String(compound.dropLast(word.count))) }
            return false
        }
    }

    /// Whether a text of Latin words only, in a language of another script, keeps names its base
    /// writes: every word capitalised or a code, every one of them the base's, and arranged as
    /// a translator arranges names (`URL Grafana Oncall` for `Grafana Oncall URL`, `CR (Classic
    /// Mac)`), or cut down to words the app's base texts write as names (`names`: `Emoji` of
    /// `Icon Emoji`), not as words of English (`Italic` of `Italic text`, `File` of `File
    /// path`). The base's own words in its own order (`Aspect Ratio:` for `Aspect ratio:`) are
    /// the base left untranslated.
    static func keepsBaseNames(_ prose: String, baseText: String, names: Set<String>) -> Bool {
        let value = words(of: prose).filter { $0.unicodeScalars.contains { $0.properties.isAlphabetic } }
        guard !value.isEmpty, value.allSatisfy(isBrandLike) else { return false }
        let base = words(of: TextMasking.prose(baseText)).filter { $0.unicodeScalars.contains { $0.properties.isAlphabetic } }
            .map { $0.lowercased() }
        let lowered = value.map { $0.lowercased() }
        let known = keptTermWords(of: baseText)
        guard lowered.allSatisfy({ known.contains($0) }), lowered != base else { return false }
        // In the base's order: a part of it, kept only if each word is a name.
        var rest = base[...]
        let inOrder = lowered.allSatisfy { word in
            guard let at = rest.firstIndex(of: word) else { return false }
            rest = rest[(at + 1)...]
            return true
        }
        guard inOrder else { return true }
        return value.allSatisfy { isCode($0) || names.contains($0.lowercased()) }
    }

    /// The lower-cased words of a base text as a translation may keep them: its words, and each
    /// hyphenated or dotted run written as one word (`wifi` for `Wi-Fi`, `acoustid.org`).
    static func keptTermWords(of baseText: String) -> Set<String> {
        let prose = TextMasking.prose(baseText)
        var out = Set(words(of: prose).map { $0.lowercased() })
        // The words of a path or file name the base names (`hosts` of `/etc/hosts-style`, `txt`
        // of `(*.txt)`), which prose leaves out as an address: a translator keeps the file's
        // name as the system writes it, or writes it apart from the address.
        if baseText.utf8.contains(UInt8(ascii: "/")) || baseText.utf8.contains(UInt8(ascii: ".")) {
            for run in baseText.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{00A0}" || $0 == "(" || $0 == ")" })
            where isPathOrFileName(run) {
                for word in words(of: String(run)) { out.insert(word.lowercased()) }
            }
        }
        guard prose.contains("-") else { return out }
        for run in prose.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{00A0}" }) where run.contains("-") {
            out.insert(String(run.filter { $0 != "-" }).lowercased().trimmingCharacters(in: .punctuationCharacters))
        }
        return out
    }

    /// Whether a run of text without spaces is a path (`/etc/hosts-style`, `~/Music`) or a file
    /// name, pattern or extension (`(*.txt)`, `notes.md`, `(.txt)`), quotes and brackets aside; not a URL, an
    /// address or markup (`https://…`, `<a href=…>`), whose words are no file's name.
    static func isPathOrFileName(_ run: Substring) -> Bool {
        let trimmed = run.drop { "(\"'«“[".contains($0) }.reversed().drop { ")\"'»”]:;,.!?".contains($0) }.reversed()
        let text = String(trimmed)
        guard !text.isEmpty, !text.contains(where: { "<>=@:&{}%".contains($0) }) else { return false }
        if text.hasPrefix("/") || text.hasPrefix("~/") { return text.count > 1 }
        guard let dot = text.lastIndex(of: "."),
            text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_*.-".contains($0)) })
        else { return false }
        let ending = text[text.index(after: dot)...]
        return (1...5).contains(ending.count) && ending.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// Whether `word` is the letters of a base word that mixes letters and digits, split from
    /// its digits (`abc` of `abc123`, `id` of `42id`): an example identifier.
    static func isIdentifierPart(_ word: String, of baseWords: Set<String>) -> Bool {
        guard word.count >= 2 else { return false }
        func isDigit(_ c: Character?) -> Bool { c.map { $0.isASCII && $0.isNumber } == true }
        return baseWords.contains { identifier in
            guard identifier.count > word.count else { return false }
            return (identifier.hasPrefix(word) && isDigit(identifier.dropFirst(word.count).first))
                || (identifier.hasSuffix(word) && isDigit(identifier.dropLast(word.count).last))
        }
    }

    /// Whether a word is one of the base's, or shares a stem of four letters or more with one
    /// ("podcast" for the base's "podcasts", "sync" for "syncing"), or is the base's word of
    /// five letters or more with another English ending ("emails" for the base's "emailing"):
    /// the base's word in another form, as a language borrows it. A misspelt one
    /// ("copylelft" for "copyleft") is not.
    static func isBaseWord(_ word: String, _ baseWords: Set<String>) -> Bool {
        if baseWords.contains(word) { return true }
        guard word.count >= 4 else { return false }
        return baseWords.contains {
            guard $0.count >= 4 else { return false }
            if $0.hasPrefix(word) || word.hasPrefix($0) { return true }
            let stem = zip($0, word).prefix { $0.0 == $0.1 }.count
            return stem >= 5 && englishEndings.contains(String($0.dropFirst(stem)))
                && englishEndings.contains(String(word.dropFirst(stem)))
        }
    }

    /// The endings that make another form of an English word ("email", "emails", "emailing").
    static let englishEndings: Set<String> = ["", "s", "es", "ed", "ing", "er", "ers"]

    /// A Latin word that reads as a name inside other text: a code, or a capitalised word
    /// (`Visa`, `SoundCloud`, `Kodi`).
    static func isBrandLike(_ word: String) -> Bool {
        isCode(word) || word.unicodeScalars.first.map { $0.properties.isUppercase } == true
    }

    /// A Latin word that is a code or a coined name in any language: a known card-form word, an
    /// acronym, a capital after the first letter or a digit (`CVV`, `GitHub`, `iOS`, `3DS`).
    static func isCode(_ word: String) -> Bool {
        if latinAcronyms.contains(word) { return true }
        return word.unicodeScalars.dropFirst().contains { $0.properties.isUppercase }
            || word.unicodeScalars.contains { ("0"..."9").contains($0) }
    }

    /// The words of a text: runs of letters, digits and marks (modifier letters such as the
    /// Ukrainian apostrophe ʼ stay inside the word). A middle dot between two letters is
    /// Catalan's punt volat, inside its word (`col·lecció`, `cancel·la`): a word split there
    /// would read "cancel" in a Catalan text.
    static func words(of text: String) -> [String] {
        var out: [String] = []
        var word = String.UnicodeScalarView()
        var dotAfterWord = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar.properties.generalCategory == .nonspacingMark {
                if dotAfterWord { word.append("·") }
                dotAfterWord = false
                word.append(scalar)
            } else if scalar == "·", !word.isEmpty, !dotAfterWord, word.last?.properties.isAlphabetic == true {
                dotAfterWord = true
            } else if !word.isEmpty {
                dotAfterWord = false
                out.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { out.append(String(word)) }
        return out
    }
}
