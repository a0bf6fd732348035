/// A catalog written wholly in another script than the one its language code stands for, in a
/// language whose values the script check does not judge one by one: Weblate's "Persian (Old)"
/// (`values-peo`, Old Persian, written in cuneiform) holding modern Persian in Arabic letters.
/// The expected script is the code's script subtag, else CLDR's likely script for the language
/// (`LanguageCodes.likelyScripts`). One `wrong-script` finding for the language names the script
/// found and, for the Arabic script, the language its letters point to.
enum CatalogScript {
    /// At least this many translated values and letters decide; fewer say little of a catalog.
    static let minimumValues = 20
    static let minimumLetters = 200
    /// Values read at most: a few hundred tell a catalog's script, and the cost stays small.
    static let maximumValues = 400

    /// Languages written in more than one script in common use, whose code alone does not say
    /// which (CLDR lists the others for their territories: Serbian in Cyrillic and Latin, Punjabi
    /// in Gurmukhi and Shahmukhi, Santali in Ol Chiki and Devanagari), or whose likely script is
    /// not the one apps write (Ancient Greek's is Cypriot). Their catalogs are not judged here.
    static let severalScripts: Set<String> = .words(
        """
        sr bs crh kaa pa sd ks ff shi tzm ber zgh sat mni lad sa pi grc uz az ms ha mn ku tt ug kk ky tk iu cr oj
        """)

    /// The other script of a language the script check judges in Latin or in Cyrillic letters
    /// but whose speakers write in both (Uzbek, Azerbaijani, Turkmen and Bosnian in Cyrillic
    /// too; Kazakh and Tatar in Latin too), when its code names no script (`uz`, not `uz-Latn`).
    static func alternateScript(for language: String) -> ScriptDetector.Script? {
        guard let own = ScriptDetector.expectedScript(for: language), !language.contains("Latn"), !language.contains("Cyrl")
        else { return nil }
        switch (LanguageCodes.primarySubtag(language), own) {
        case ("uz", .latin), ("az", .latin), ("tk", .latin), ("bs", .latin): return .cyrillic
        case ("kk", .cyrillic), ("tt", .cyrillic): return .latin
        default: return nil
        }
    }

    /// The finding for a catalog of `language` whose translated values (`texts`, those that
    /// differ from the base) are written in its other script (`alternateScript`): at least
    /// `minimumAlternateLetters` Latin and Cyrillic letters, four in five of them in `script`
    /// (and, for Latin, one in 25 of those beyond ASCII: the language's own letters).
    /// Its values are then judged in that script, and the one finding, a warning, says the code
    /// does not name it: a platform offers the catalog to every reader of the language,
    /// whichever script each reads, though the app may have chosen the script on purpose (a
    /// `should`). Nil for a catalog in its code's script, or one that mixes the two.
    static func otherScriptFinding(
        _ texts: [String], language: String, script: ScriptDetector.Script, file: String?
    ) -> L10nFinding? {
        var tally = ScriptTally()
        for text in texts { tally.count(text) }
        let (latin, cyrillic) = (tally["Latn"], tally["Cyrl"])
        let inScript = script == .cyrillic ? cyrillic : latin
        guard latin + cyrillic >= minimumAlternateLetters, inScript * 5 >= (latin + cyrillic) * 4 else { return nil }
        // Kazakh's and Tatar's Latin alphabets write ä, ğ, ı, ñ, ş beside the ASCII letters;
        // Latin text without them is English left in the catalog, not the language.
        if script == .latin {
            var beyondASCII = 0
            for text in texts {
                for scalar in text.unicodeScalars where scalar.value >= 0xC0 && ScriptDetector.script(of: scalar) == .latin {
                    beyondASCII += 1
                }
            }
            guard beyondASCII * 25 >= latin else { return nil }
        }
        let (found, code) = script == .cyrillic ? ("Cyrillic", "Cyrl") : ("Latin", "Latn")
        let expected = script == .cyrillic ? "Latin" : "Cyrillic"
        let inFound = texts.filter { text in
            var one = ScriptTally()
            one.count(text)
            return one.total > 0 && one[code] * 2 > one.total
        }.count
        let primary = LanguageCodes.primarySubtag(language)
        return L10nFinding(
            .wrongScript, language: language, key: nil,
            "\(inFound) of \(texts.count) translated values read are written in \(found) script, not \(expected), the script of "
                + "\(language) in CLDR's likely subtags; \(primary) is written in \(found) letters too, so its values are judged in "
                + "them: name the script in the code (\(primary)-\(code)) if the catalog is meant in it",
            file: file, severity: .warning)
    }

    /// Fewest letters that tell which of its two scripts a catalog is written in.
    static let minimumAlternateLetters = 100

    /// The ISO 15924 script a catalog of `language` is expected in, when this check judges it:
    /// the script check judges Latin, Cyrillic and Greek languages value by value.
    static func expectedScript(for language: String) -> String? {
        guard ScriptDetector.expectedScript(for: language) == nil else { return nil }
        let subtags = LanguageCodes.normalize(language).split(separator: "-")
        guard let primary = subtags.first.map(String.init) else { return nil }
        if let subtag = subtags.dropFirst().prefix(while: { $0.lowercased() != "x" }).first(where: {
            $0.count == 4 && $0.allSatisfy(\.isLetter)
        }) {
            let script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            return names[script] == nil ? nil : script
        }
        guard !severalScripts.contains(primary), let script = LanguageCodes.likelyScripts[primary], names[script] != nil
        else { return nil }
        return script
    }

    /// The finding for `language` when its translated values (`texts`, those that differ from
    /// the base) are written in one other script and hardly a letter in the expected one.
    static func finding(_ texts: [String], language: String, file: String?) -> L10nFinding? {
        guard texts.count >= minimumValues, let expected = expectedScript(for: language) else { return nil }
        let accepted = acceptedScripts(expected)
        var tally = ScriptTally()
        for text in texts { tally.count(text) }
        let total = tally.total
        guard total >= minimumLetters, let (found, count) = tally.largest else { return nil }
        let own = accepted.reduce(0) { $0 + tally[$1] }
        // Hardly a letter of its own (a name, a code) and nearly all in one other script.
        guard !accepted.contains(found), own * 20 < total, count * 5 >= total * 4 else { return nil }
        let inFound = texts.filter { text in
            var one = ScriptTally()
            one.count(text)
            return one.total > 0 && one[found] * 2 > one.total
        }.count
        // Latin letters may be the language romanised: reported only when they read as a
        // language the kit has a profile of.
        var latinLanguage: String?
        if found == "Latn" {
            guard let code = CatalogLanguageID.closestLanguage(of: texts) else { return nil }
            latinLanguage = CatalogLanguageID.names[code] ?? code
        }
        let looksLike = (found == "Arab" ? tally.arabic.language : latinLanguage) ?? "another language's text"
        let ownLetters = own == 0 ? "none" : "\(own) of \(total) letters"
        return L10nFinding(
            .wrongScript, language: language, key: nil,
            "\(inFound) of \(texts.count) translated values read are written in \(names[found]!) script and \(ownLetters) in "
                + "\(names[expected]!) (\(expected)), the script of \(language) in CLDR's likely subtags: the catalog looks like "
                + "\(looksLike) filed under \(language)",
            file: file)
    }

    /// A word of five letters of `script` (the first letters of its first block), for synthetic
    /// catalogs written in each language's own script.
    static func sampleWord(_ script: String) -> String? {
        let wanted = acceptedScripts(script).sorted().first ?? script
        guard let range = blocks.first(where: { $0.1 == wanted })?.0 else { return nil }
        var word = String.UnicodeScalarView()
        for v in range {
            guard let scalar = Unicode.Scalar(v), scalar.properties.isAlphabetic else { continue }
            switch scalar.properties.generalCategory {
            case .otherLetter, .lowercaseLetter, .uppercaseLetter:
                word.append(scalar)
            default: continue
            }
            if word.count == 5 { break }
        }
        return word.isEmpty ? nil : String(word)
    }

    /// The scripts a catalog in `script` writes: Japanese mixes Han and kana, Korean Hangul
    /// and Han, and Urdu's Nastaliq (`Aran`) is the Arabic script.
    static func acceptedScripts(_ script: String) -> Set<String> {
        switch script {
        case "Jpan": return ["Hani", "Hira", "Kana"]
        case "Kore": return ["Hang", "Hani"]
        case "Hans", "Hant": return ["Hani"]
        case "Aran": return ["Arab"]
        case "Latg": return ["Latn"]
        default: return [script]
        }
    }

    /// The scripts of `blocks`, each once, in their first block's order: a letter is tallied by
    /// its script's place here rather than by hashing the code for every letter.
    static let tallied: [String] = blocks.reduce(into: []) { if !$0.contains($1.1) { $0.append($1.1) } }
    static let blockPlaces: [(ClosedRange<UInt32>, Int)] = blocks.map { ($0.0, tallied.firstIndex(of: $0.1)!) }

    /// Unicode blocks of the scripts CLDR gives languages, with their ISO 15924 codes.
    static let blocks: [(ClosedRange<UInt32>, String)] = [
        (0xC0...0x24F, "Latn"), (0x1E00...0x1EFF, "Latn"), (0x2C60...0x2C7F, "Latn"), (0xA720...0xA7FF, "Latn"),
        (0xAB30...0xAB6F, "Latn"), (0xFF21...0xFF5A, "Latn"), (0x370...0x3FF, "Grek"), (0x1F00...0x1FFF, "Grek"),
        (0x400...0x52F, "Cyrl"), (0x1C80...0x1C8F, "Cyrl"), (0x2DE0...0x2DFF, "Cyrl"), (0xA640...0xA69F, "Cyrl"),
        (0x530...0x58F, "Armn"), (0x590...0x5FF, "Hebr"), (0xFB1D...0xFB4F, "Hebr"), (0x600...0x6FF, "Arab"),
        (0x750...0x77F, "Arab"), (0x870...0x8FF, "Arab"), (0xFB50...0xFDFF, "Arab"), (0xFE70...0xFEFF, "Arab"),
        (0x700...0x74F, "Syrc"), (0x860...0x86F, "Syrc"), (0x780...0x7BF, "Thaa"), (0x7C0...0x7FF, "Nkoo"),
        (0x800...0x83F, "Samr"), (0x840...0x85F, "Mand"), (0x900...0x97F, "Deva"), (0xA8E0...0xA8FF, "Deva"),
        (0x980...0x9FF, "Beng"), (0xA00...0xA7F, "Guru"), (0xA80...0xAFF, "Gujr"), (0xB00...0xB7F, "Orya"),
        (0xB80...0xBFF, "Taml"), (0xC00...0xC7F, "Telu"), (0xC80...0xCFF, "Knda"), (0xD00...0xD7F, "Mlym"),
        (0xD80...0xDFF, "Sinh"), (0xE00...0xE7F, "Thai"), (0xE80...0xEFF, "Laoo"), (0xF00...0xFFF, "Tibt"),
        (0x1000...0x109F, "Mymr"), (0xA9E0...0xA9FF, "Mymr"), (0xAA60...0xAA7F, "Mymr"), (0x10A0...0x10FF, "Geor"),
        (0x1C90...0x1CBF, "Geor"), (0x2D00...0x2D2F, "Geor"), (0x1100...0x11FF, "Hang"), (0x3130...0x318F, "Hang"),
        (0xA960...0xA97F, "Hang"), (0xAC00...0xD7FF, "Hang"), (0x1200...0x139F, "Ethi"), (0x2D80...0x2DDF, "Ethi"),
        (0xAB00...0xAB2F, "Ethi"), (0x13A0...0x13FF, "Cher"), (0xAB70...0xABBF, "Cher"), (0x1400...0x167F, "Cans"),
        (0x18B0...0x18FF, "Cans"), (0x1680...0x169F, "Ogam"), (0x16A0...0x16FF, "Runr"), (0x1780...0x17FF, "Khmr"),
        (0x19E0...0x19FF, "Khmr"), (0x1800...0x18AF, "Mong"), (0x1C50...0x1C7F, "Olck"), (0x2D30...0x2D7F, "Tfng"),
        (0x3040...0x309F, "Hira"), (0x30A0...0x30FF, "Kana"), (0x31F0...0x31FF, "Kana"), (0x3100...0x312F, "Bopo"),
        (0x3400...0x4DBF, "Hani"), (0x4E00...0x9FFF, "Hani"), (0xF900...0xFAFF, "Hani"), (0x20000...0x2FFFF, "Hani"),
        (0xA000...0xA4CF, "Yiii"), (0xA500...0xA63F, "Vaii"), (0xA6A0...0xA6FF, "Bamu"), (0xA880...0xA8DF, "Saur"),
        (0x10330...0x1034F, "Goth"), (0x10380...0x1039F, "Ugar"), (0x103A0...0x103DF, "Xpeo"), (0x104B0...0x104FF, "Osge"),
        (0x10800...0x1083F, "Cprt"), (0x10840...0x1085F, "Armi"), (0x10900...0x1091F, "Phnx"), (0x10B00...0x10B3F, "Avst"),
        (0x10B60...0x10B7F, "Phli"), (0x10C00...0x10C4F, "Orkh"), (0x10D00...0x10D3F, "Rohg"), (0x10F30...0x10F6F, "Sogd"),
        (0x10F70...0x10FAF, "Ougr"), (0x11000...0x1107F, "Brah"), (0x11100...0x1114F, "Cakm"), (0x11400...0x1147F, "Newa"),
        (0x11F00...0x11F5F, "Kawi"), (0x12000...0x1254F, "Xsux"), (0x13000...0x1342F, "Egyp"), (0x16B00...0x16B8F, "Hmng"),
        (0x1D800...0x1DAAF, "Sgnw"), (0x1E2C0...0x1E2FF, "Wcho"), (0x1E900...0x1E95F, "Adlm"), (0x2C80...0x2CFF, "Copt"),
    ]

    /// English names of the ISO 15924 scripts above, as the standard gives them.
    static let names: [String: String] = [
        "Latn": "Latin", "Grek": "Greek", "Cyrl": "Cyrillic", "Armn": "Armenian", "Hebr": "Hebrew", "Arab": "Arabic",
        "Aran": "Arabic (Nastaliq)", "Syrc": "Syriac", "Thaa": "Thaana", "Nkoo": "N'Ko", "Samr": "Samaritan", "Mand": "Mandaic",
        "Deva": "Devanagari", "Beng": "Bengali", "Guru": "Gurmukhi", "Gujr": "Gujarati", "Orya": "Oriya", "Taml": "Tamil",
        "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Sinh": "Sinhala", "Thai": "Thai", "Laoo": "Lao",
        "Tibt": "Tibetan", "Mymr": "Myanmar", "Geor": "Georgian", "Hang": "Hangul", "Ethi": "Ethiopic", "Cher": "Cherokee",
        "Cans": "Canadian Aboriginal syllabics", "Ogam": "Ogham", "Runr": "Runic", "Khmr": "Khmer", "Mong": "Mongolian",
        "Olck": "Ol Chiki", "Tfng": "Tifinagh", "Hira": "Hiragana", "Kana": "Katakana", "Bopo": "Bopomofo", "Hani": "Han",
        "Hans": "Han (Simplified)", "Hant": "Han (Traditional)", "Jpan": "Japanese (Han and kana)",
        "Kore": "Korean (Hangul and Han)", "Yiii": "Yi", "Vaii": "Vai", "Bamu": "Bamum", "Saur": "Saurashtra",
        "Goth": "Gothic", "Ugar": "Ugaritic cuneiform", "Xpeo": "Old Persian cuneiform", "Osge": "Osage", "Cprt": "Cypriot",
        "Armi": "Imperial Aramaic", "Phnx": "Phoenician", "Avst": "Avestan", "Phli": "Inscriptional Pahlavi",
        "Orkh": "Old Turkic", "Rohg": "Hanifi Rohingya", "Sogd": "Sogdian", "Ougr": "Old Uyghur", "Brah": "Brahmi",
        "Cakm": "Chakma", "Newa": "Newa", "Kawi": "Kawi", "Xsux": "Sumero-Akkadian cuneiform", "Egyp": "Egyptian hieroglyphs",
        "Hmng": "Pahawh Hmong", "Sgnw": "SignWriting", "Wcho": "Wancho", "Adlm": "Adlam", "Copt": "Coptic", "Latg": "Gaelic Latin",
    ]
}

/// The letters of some texts counted by script (`CatalogScript.blocks`). An ASCII byte is a Latin
/// letter or no letter at all, so only the other scalars ask for Unicode properties and a block;
/// consecutive letters mostly share one, which is tried first.
struct ScriptTally {
    private var counts = [Int](repeating: 0, count: CatalogScript.tallied.count)
    private var last = 0
    private static let latinPlace = CatalogScript.tallied.firstIndex(of: "Latn")!
    private static let arabicPlace = CatalogScript.tallied.firstIndex(of: "Arab")!
    /// Letters counted, in any script of the blocks.
    private(set) var total = 0
    /// The Arabic letters among them, by the languages they point to.
    private(set) var arabic = ArabicLetters()

    /// The letters counted in `script` (an ISO 15924 code).
    subscript(script: String) -> Int {
        CatalogScript.tallied.firstIndex(of: script).map { counts[$0] } ?? 0
    }

    /// The script with the most letters and their count; nil when none was counted.
    var largest: (String, Int)? {
        guard total > 0, let place = counts.indices.max(by: { counts[$0] < counts[$1] }) else { return nil }
        return (CatalogScript.tallied[place], counts[place])
    }

    /// Counts the letters of `text`.
    mutating func count(_ text: String) {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) {
                    counts[Self.latinPlace] += 1
                    total += 1
                }
                continue
            }
            guard let place = place(of: v), isLetter(scalar) else { continue }
            counts[place] += 1
            total += 1
            if place == Self.arabicPlace { arabic.count(v) }
        }
    }

    /// Scalars seen lately with whether each is a letter, by the low bits of the scalar: an
    /// alphabet repeats a few dozen letters, and the Unicode property is a table search.
    private var seen = [UInt32](repeating: 0, count: 256)

    private mutating func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        let slot = Int(scalar.value & 0xFF)
        if seen[slot] >> 1 == scalar.value { return seen[slot] & 1 == 1 }
        let letter = scalar.properties.isAlphabetic
        seen[slot] = scalar.value << 1 | (letter ? 1 : 0)
        return letter
    }

    private mutating func place(of v: UInt32) -> Int? {
        let blocks = CatalogScript.blockPlaces
        if blocks[last].0.contains(v) { return blocks[last].1 }
        guard let index = blocks.firstIndex(where: { $0.0.contains(v) }) else { return nil }
        last = index
        return blocks[index].1
    }
}

/// Which Arabic-script language a catalog's letters point to: the letters each adds to the
/// Arabic alphabet (Sorani's ە ۆ ێ ڵ ڕ, Urdu's ے ٹ ڈ ڑ ں, Pashto's ټ ډ ړ ښ ځ, Uyghur's ۇ ۈ ې ۋ,
/// Sindhi's ڄ ٻ ڀ ٺ) first; else Persian's پ چ ژ گ with its ی ک against Arabic's ة ي ك ى.
struct ArabicLetters {
    private var hits: [String: Int] = [:]
    private var letters = 0

    static let markers: [(language: String, letters: Set<UInt32>)] = [
        ("Sorani Kurdish", [0x6D5, 0x6C6, 0x6CE, 0x6B5, 0x695]), ("Urdu", [0x6D2, 0x679, 0x688, 0x691, 0x6BA]),
        ("Pashto", [0x67C, 0x689, 0x693, 0x69A, 0x681, 0x696]), ("Uyghur", [0x6C7, 0x6C8, 0x6D0, 0x6CB]),
        ("Sindhi", [0x684, 0x67B, 0x680, 0x67A]), ("Persian", [0x67E, 0x686, 0x698, 0x6AF, 0x6CC, 0x6A9]),
        ("Arabic", [0x629, 0x64A, 0x643, 0x649]),
    ]

    mutating func count(_ v: UInt32) {
        letters += 1
        for marker in Self.markers where marker.letters.contains(v) { hits[marker.language, default: 0] += 1 }
    }

    /// The language, when its letters are clear: a language's own additions in one letter in a
    /// hundred at least, else Persian's or Arabic's letters outnumbering the other's twice over.
    var language: String? {
        guard letters > 0 else { return nil }
        let specific = Self.markers.prefix(5).map { ($0.language, hits[$0.language, default: 0]) }.max { $0.1 < $1.1 }
        if let (language, count) = specific, count * 100 >= letters { return language }
        let persian = hits["Persian", default: 0]
        let arabic = hits["Arabic", default: 0]
        if persian > 2 * arabic { return "Persian" }
        if arabic > 2 * persian { return "Arabic" }
        return nil
    }
}
