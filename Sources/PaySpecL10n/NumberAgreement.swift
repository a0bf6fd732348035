/// When a plural entry's missing categories ask nothing of a translator: the `other` text
/// already reads right for every number the missing ones select.
///
/// Conservative on purpose: a missing category is excused only where the text cannot change
/// with the number, and reported wherever a word might agree with it.
enum NumberAgreement {
    /// Languages whose nouns take one form after every numeral, although CLDR gives them `one`
    /// and `other` (the categories select other words, such as a verb or a demonstrative, or
    /// ordinal suffixes): Turkic languages, Hungarian, Georgian, Mongolian, Armenian, and
    /// Filipino, which joins a numeral to its noun with the same linker (`na`, `-ng`) for every
    /// number. Their `other` text that shows the count ("{quantity} na item", "%d kun oldin")
    /// reads right for 1.
    static let sameNounFormAfterNumerals: Set<String> = [
        "az", "ba", "fil", "hu", "hy", "ka", "kk", "ky", "mn", "tk", "tl", "tr", "tt", "ug", "uz",
    ]

    /// Categories CLDR gives a language for one number alone, where the numeral reads right
    /// with the `other` text: Arabic `zero` (0 is counted as 100 and above are, with the
    /// singular noun `other` writes; a text of its own, "no files", is a wording, not an
    /// agreement) and Hebrew `two` (2 takes the plural noun as 3 and above do; the dual is a
    /// few nouns' own word, not a form numerals take). Android, ICU and Flutter's intl show the
    /// `other` text for that number when the category is missing. Arabic `two` ("2 ملف") and
    /// every `one` ("1 files") are not here: there the `other` text is wrong for the number.
    static let otherServesOneNumber: [String: Set<String>] = ["ar": ["zero"], "he": ["two"], "iw": ["two"]]

    /// Whether `category` of `language` (its primary subtag) is one `otherServesOneNumber`
    /// names, and CLDR's rules select it for a single whole number.
    static func otherServes(_ category: String, language: String) -> Bool {
        guard otherServesOneNumber[language]?.contains(category) == true else { return false }
        return PluralRules.finiteNumbers(language, category)?.count == 1
    }

    /// Whether the `other` text serves the `lacking` categories of `language` (its primary
    /// subtag) as well: it has no word a number could change (a count and a unit symbol,
    /// "{minutes}m", "%d h"), or the language writes the same noun after every numeral, only
    /// `one` is missing and the text shows the count.
    static func otherServes(lacking: [String], language: String, other: String?) -> Bool {
        guard let other, !lacking.isEmpty else { return false }
        guard showsCount(other) else { return false }
        if lacking == ["one"], sameNounFormAfterNumerals.contains(language) { return true }
        return !hasWord(PlaceholderScanner.removingPlaceholders(other))
    }

    /// Whether forms of categories a language does not have change nothing a reader sees: the
    /// platform never selects them (Foundation, Android and ICU pick only the language's CLDR
    /// categories) and falls back to `other`, which shows the count. Each unselected form shows
    /// the count too, so it is the same sentence for some numbers, not a wording of its own; or
    /// the forms mirror the base's (`mirrorsBase`: a String Catalog exports the base's `one` into
    /// Korean), which no reader of the language was meant to see. A form that is the `other` text
    /// word for word (Japanese `one` and `other` both "回") is what the platform shows in its
    /// place, count or none. A form with no numeral that its author added ("no items" under
    /// `zero` of English) is text meant to be read, and a form beside no `other` may be the only
    /// place a translation lives: both stay findings.
    static func unselectedFormsChangeNothing(_ forms: [String], other: String?, mirrorsBase: Bool = false) -> Bool {
        guard let other, !forms.isEmpty else { return false }
        if forms.allSatisfy({ $0 == other }) { return true }
        guard showsCount(other) else { return false }
        return mirrorsBase || forms.allSatisfy(showsCount)
    }

    /// Whether a plural form shows the count: it holds a placeholder (`%d`, `{count}`, ICU's `#`
    /// as read), or the empty braces that easy_localization's `plural()` and Python's
    /// `str.format` fill with their first argument, the number when no other is given
    /// (`"{} APK"`). Empty braces are no placeholder elsewhere (`PlaceholderScanner` compares
    /// names), but in a plural form nothing else writes them.
    static func showsCount(_ text: String) -> Bool {
        let scan = PlaceholderScanner.scan(text)
        return !scan.printf.isEmpty || !scan.named.isEmpty || text.contains("{}")
    }

    /// Whether `other` holds the form `many` needs, where a language's whole numbers never select
    /// `other` (Russian, Ukrainian, Belarusian, Polish: `other` is for fractions alone) and the
    /// platform shows `other` for a missing `many` (Foundation, Android, ICU). Translators of
    /// such a language write its three forms of whole numbers under `one`, `few` and `other`;
    /// when the three texts all differ, `other` is the third form, the one `many` selects (the
    /// genitive plural: "5 файлов"), so 5, 11 and 25 read right. A `few` or `one` missing, or an
    /// `other` that repeats one of them, is no such evidence. `one` is the text of `one`, or of
    /// Flutter's `=1`, which its generator hands to `Intl.plural` as `one`.
    ///
    /// In Russian, Ukrainian and Belarusian `few` is the genitive singular ("2 файла") and a
    /// third text may still be the nominative plural ("5 файлы", a translator's slip): a word
    /// after the count in `other` that ends as those forms end (`notGenitivePluralEndings`) is
    /// no evidence either. Polish `few` is the nominative plural itself, which `other` then repeats.
    static func otherHoldsManyForm(rules: PluralRules.Language, texts: [String?], one: String?, language: String) -> Bool {
        guard rules.integerCategories == ["one", "few", "many"],
            let one = one ?? PluralRules.categoryIndex("one").flatMap({ texts[$0] }),
            let few = PluralRules.categoryIndex("few").flatMap({ texts[$0] }),
            let other = texts[PluralRules.otherIndex]
        else { return false }
        guard Set([one, few, other]).count == 3 else { return false }
        guard let endings = notGenitivePluralEndings[language] else { return true }
        // A text without the count ("лет" beside a number the code shows) is read word by word.
        let afterCount = WordAfterCount.words(in: other)
        let words = afterCount.isEmpty ? other.split(whereSeparator: { !$0.isLetter }).map { String($0) } : afterCount
        return !words.contains { word in
            guard let word = word?.lowercased() else { return false }
            return endings.contains { word.hasSuffix($0) }
        }
    }

    /// How a noun or adjective after a count ends in the forms that are not the genitive plural:
    /// the nominative plural (файлы, нові, новыя) and the genitive singular `few` takes (файла,
    /// хвилини). Genitive plurals end otherwise: -ов, -ей, -ий, -ів, -аў, a consonant (минут).
    static let notGenitivePluralEndings: [String: [String]] = [
        "ru": ["ы", "и", "а", "я", "е"], "uk": ["и", "і", "ї", "а", "я", "е"], "be": ["ы", "і", "а", "я", "е"],
    ]

    /// Serbian, Croatian, Bosnian and Montenegrin count 2 to 4 (`few`) with the genitive
    /// singular: a masculine noun ending in a consonant takes -a (дан, "2 дана"; minut, "2
    /// minuta"), a neuter one in -o or -e takes -a in its place (место, "2 места"). The genitive
    /// plural `other` holds is most often that same word ("5 дана", "5 минута", "5 догађаја").
    static let genitiveSingularForFew: Set<String> = ["sr", "hr", "bs", "sh", "cnr"]

    /// Whether a missing `few` of `language` (its primary subtag, one of
    /// `genitiveSingularForFew`) reads as `other` does: every count `other` shows is followed by
    /// the genitive singular of a noun the `one` text writes (`%d дана` beside `1 дан`), or by an
    /// abbreviation of three letters at most that `one` writes too (`мин`). A feminine noun
    /// (`недеља`: "2 недеље", "5 недеља"), a noun with a fleeting a (`чланак`: "2 чланка", "5
    /// чланака": an -a- before the last consonant of a word of two syllables or more, but for
    /// -ј), a word hedged with a bracket (`сата(и)`) and a longer word `one` writes alike
    /// ("%d чланак" for every count) are no such evidence.
    static func otherHoldsFewForm(texts: [String?], language: String) -> Bool {
        guard genitiveSingularForFew.contains(language), let one = PluralRules.categoryIndex("one").flatMap({ texts[$0] }),
            let other = texts[PluralRules.otherIndex]
        else { return false }
        let after = WordAfterCount.words(in: other)
        guard !after.isEmpty else { return false }
        let oneWords = Set(ScriptDetector.words(of: one).map { $0.lowercased() })
        let lowered = other.lowercased()
        let vowels: Set<Character> = ["а", "е", "и", "о", "у", "a", "e", "i", "o", "u"]
        return after.allSatisfy { word in
            guard let word = word?.lowercased(), word.count >= 3, !lowered.contains(word + "("), let last = word.last else {
                return false
            }
            guard last == "а" || last == "a" else { return word.count <= 3 && oneWords.contains(word) }
            let stem = String(word.dropLast())
            if let end = stem.last, !vowels.contains(end), oneWords.contains(stem) {
                let letters = Array(stem)
                let fleeting =
                    letters.count >= 3 && (letters[letters.count - 2] == "а" || letters[letters.count - 2] == "a")
                    && end != "ј" && end != "j" && letters.filter(vowels.contains).count >= 2
                return !fleeting
            }
            return ["о", "е", "o", "e"].contains { oneWords.contains(stem + $0) }
        }
    }

    /// Whether no word of `other` changes with its count: every count it shows ends its clause
    /// ("… та %lld", "Cask %lld") or is followed by a Latin name or term in text of another
    /// script (`script`), which the language does not decline ("%lld Formula" in Ukrainian): a
    /// capitalised word or a code. Then a missing category's text would read as `other` does. A
    /// word of the language after the count ("%lld сервісів") may agree with it, and a lower-case
    /// English word ("%lld new posts") is English left, not a name.
    static func countChangesNoWord(_ other: String, script: ScriptDetector.Script?) -> Bool {
        let after = WordAfterCount.words(in: other)
        guard !after.isEmpty else { return false }
        var ownText: Bool?
        return after.allSatisfy { word in
            guard let word else { return true }
            guard let script, script != .latin, ScriptDetector.isBrandLike(word),
                word.unicodeScalars.allSatisfy({ ScriptDetector.script(of: $0) == .latin })
            else { return false }
            if ownText == nil { ownText = other.unicodeScalars.contains { ScriptDetector.script(of: $0) == script } }
            return ownText!
        }
    }

    /// Russian, Ukrainian and Belarusian put a counted noun in an oblique case (instrumental
    /// `пользователями`, `людьми`) in the plural of that case after every number but those
    /// `one` selects ("двумя пользователями", "пятью пользователями"): `few` and `many` would
    /// read as `other` does. Only the instrumental plural endings are read: the dative and
    /// locative ones (`-ам`, `-ах`) end genitive plurals too ("программ", "рубах").
    static let obliquePluralEndings: [String: [String]] = [
        "ru": ["ами", "ями", "ьми"], "uk": ["ами", "ями", "ьми"], "be": ["амі", "ямі", "ьмі"],
    ]

    /// Whether every count `other` shows is followed by a noun in the instrumental plural
    /// (`obliquePluralEndings`) of `language` (its primary subtag).
    static func countTakesObliquePlural(_ other: String, language: String) -> Bool {
        guard let endings = obliquePluralEndings[language] else { return false }
        let after = WordAfterCount.words(in: other)
        return !after.isEmpty
            && after.allSatisfy { word in
                guard let word = word?.lowercased(), word.count > 4 else { return false }
                return endings.contains { word.hasSuffix($0) }
            }
    }

    /// Whether the text has a run of two letters or more (a lone letter is a unit symbol).
    static func hasWord(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar.properties.isAlphabetic ? run + 1 : 0
            if run >= 2 { return true }
        }
        return false
    }
}
