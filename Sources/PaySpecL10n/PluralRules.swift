/// CLDR cardinal plural categories per language (CLDR 44, `plurals.xml`), as data.
///
/// Only the categories matter to a catalog check: which variants a translation must provide
/// and which it cannot use. The rules that pick a category for a number are not needed.
public enum PluralRules {
    /// The six CLDR categories in their canonical order.
    public static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    /// Where "other" stands in `categoryOrder`.
    static let otherIndex = 5

    /// Where a category stands in `categoryOrder`, or nil for a name that is none.
    static func categoryIndex(_ name: String) -> Int? {
        // By length first: a name is compared with at most three, not the six in turn.
        switch name.utf8.count {
        case 3: return name == "one" ? 1 : name == "two" ? 2 : name == "few" ? 3 : nil
        case 4: return name == "zero" ? 0 : name == "many" ? 4 : nil
        case 5: return name == "other" ? 5 : nil
        default: return nil
        }
    }

    /// An entry's plural texts by category, in `categoryOrder` (nil where it has none); names
    /// that are no category are left out.
    static func textsByCategory(_ plurals: [String: String]) -> [String?] {
        var texts = [String?](repeating: nil, count: categoryOrder.count)
        for (name, text) in plurals {
            if let index = categoryIndex(name) { texts[index] = text }
        }
        return texts
    }

    /// Language -> its cardinal categories, for every spec language and the common others.
    public static let cardinalCategories: [String: [String]] = {
        var table: [String: [String]] = [:]
        let rows: [(String, String)] = [
            // The 26 languages of the Comgate spec.
            ("bg da de el en et fi hu nl no nb sv", "one other"),
            ("cs sk", "one few many other"),
            ("es fr it pt", "one many other"),
            ("hr sr bs", "one few other"),
            ("lt", "one few many other"),
            ("lv", "zero one other"),
            ("pl ru uk be", "one few many other"),
            ("ro", "one few other"),
            ("sl", "one two few other"),
            ("vi", "other"),
            // Common other languages.
            ("ja zh ko th id ms lo my km yo ig jv", "other"),
            ("ca gl", "one many other"),
            ("tr az ka kk ky uz tk mn sq hy eu af is fo fy lb nn ur sw ta te ml kn mr gu pa ne si ps so", "one other"),
            ("hi bn fa zu am as", "one other"),
            ("he", "one two other"),
            ("ar", "zero one two few many other"),
            ("cy", "zero one two few many other"),
            ("ga", "one two few many other"),
            ("gd", "one two few other"),
            ("mt", "one two few many other"),
            ("mk", "one other"),
            ("fil tl", "one other"),
            ("br", "one two few many other"),
            ("dsb hsb", "one two few other"),
            ("gv", "one two few many other"),
            ("kw", "zero one two few many other"),
        ]
        for (languages, categories) in rows {
            let list = categories.split(separator: " ").map(String.init)
            for language in languages.split(separator: " ") { table[String(language)] = list }
        }
        return table
    }()

    /// The categories of a language code (region and script subtags ignored), or `nil` if unknown.
    public static func categories(for language: String) -> [String]? {
        cardinalCategories[LanguageCodes.primarySubtag(language)]
    }

    /// Categories that no whole number selects (CLDR 44 rules read for integers, v = 0): a
    /// catalog of integer counts need not provide them. "many" in the Romance languages is
    /// exact millions ("1 million de …", written with the `other` form in practice); in Czech,
    /// Slovak, Lithuanian and Manx it is fractions only; "other" in the East Slavic languages
    /// and Polish is fractions only.
    static let fractionOnly: [String: Set<String>] = {
        var table = noWholeNumber
        for language in ["fr", "es", "it", "pt", "ca", "gl", "br"] { table[language] = ["many"] }
        return table
    }()

    /// Categories no whole number selects at all: those of `fractionOnly` but the Romance
    /// "many", which 1,000,000 selects.
    static let noWholeNumber: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for language in ["cs", "sk", "lt", "gv"] { table[language] = ["many"] }
        for language in ["ru", "uk", "be", "pl"] { table[language] = ["other"] }
        return table
    }()

    /// Whether no whole number selects `category` in `language` (a primary subtag).
    static func noWholeNumberSelects(_ category: String, in language: String) -> Bool {
        noWholeNumber[language]?.contains(category) == true
    }

    /// Categories a language does not have in CLDR 44 but that a platform still selects:
    /// Hebrew "many" (20, 30, …) was in CLDR until version 42 and older Android and iOS
    /// versions use it.
    static let stillSelected: [String: Set<String>] = ["he": ["many"], "iw": ["many"]]

    /// Where a plural entry lives: Android resources need only the categories integers take;
    /// Apple's formats (.stringsdict, String Catalogs) need "other" in every language (the
    /// fallback of `NSStringPluralRuleType`), as ICU message formats (JSON, XLIFF, CSV) do.
    /// The exact ICU case Flutter's generator reads as each category's text (`=1` is `one`).
    static let flutterExactCase: [String: String] = ["zero": "=0", "one": "=1", "two": "=2"]

    public enum Platform: Sendable {
        case android
        case apple
        /// gettext: `msgstr[n]` are the forms whole numbers select, as on Android.
        case gettext
        /// Flutter's ARB files: gen-l10n calls `Intl.pluralLogic`, which picks `zero` for 0,
        /// `one` for 1 and `two` for 2 in every language before the language's own rules.
        case flutter
        case other

        /// The platform of a catalog file, from its name.
        public init(file: String) {
            // Compared on the name's bytes: this runs for every value, and a suffix search per
            // format cost more than the rest of the platform's use. (A path is a native string,
            // whose bytes are contiguous already.)
            var file = file
            file.makeContiguousUTF8()
            self =
                file.utf8.withContiguousStorageIfAvailable { name -> Platform in
                    let ends = { (suffix: StaticString) in Self.bytes(name, endWith: suffix) }
                    if ends(".xml") { return .android }
                    if ends(".po") || ends(".pot") { return .gettext }
                    if ends(".arb") { return .flutter }
                    // A `.strings` table's plurals are those of the `.stringsdict` of the same
                    // table, merged into it: Foundation reads both.
                    if ends(".strings") || ends(".stringsdict") || ends(".xcstrings") { return .apple }
                    return .other
                } ?? .other
        }

        /// Whether a file's name ends with `suffix`, compared on the name's bytes: the value
        /// checks ask it of values, and `hasSuffix` compares by characters.
        static func name(_ file: String, endsWith suffix: StaticString) -> Bool {
            var file = file
            file.makeContiguousUTF8()
            return file.utf8.withContiguousStorageIfAvailable { bytes($0, endWith: suffix) } ?? file.hasSuffix(suffix.description)
        }

        /// Whether a name's bytes end with `suffix`'s.
        static func bytes(_ name: UnsafeBufferPointer<UInt8>, endWith suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard name.count >= count else { return false }
            let start = suffix.utf8Start
            for i in 0..<count where name[name.count - count + i] != start[i] { return false }
            return true
        }
    }

    /// One language's plural categories: those it may use and those a catalog must provide.
    public struct Language: Sendable {
        /// Every CLDR category of the language, and those platforms still select.
        public var allowed: Set<String>
        /// The categories whole numbers select, in CLDR order.
        public var integerCategories: [String]

        /// The categories an entry must have on `platform`.
        public func required(on platform: Platform) -> [String] {
            if platform != .android, platform != .gettext, !integerCategories.contains("other") { return integerCategories + ["other"] }
            return integerCategories
        }

        /// The categories an entry may have on `platform`: Apple's formats also take "zero" in
        /// every language (the text for the number 0), Flutter's "zero", "one" and "two" (the
        /// texts for 0, 1 and 2).
        public func allowed(on platform: Platform) -> Set<String> {
            switch platform {
            case .apple: return allowed.union(["zero"])
            case .flutter: return allowed.union(Self.flutterExactCategories)
            default: return allowed
            }
        }

        /// The categories `Intl.pluralLogic` selects by the exact number in every language.
        static let flutterExactCategories: Set<String> = ["zero", "one", "two"]

        /// Whether `allowed(on: platform)` holds `category`, without making that set.
        public func allows(_ category: String, on platform: Platform) -> Bool {
            if allowed.contains(category) { return true }
            switch platform {
            case .apple: return category == "zero"
            case .flutter: return Self.flutterExactCategories.contains(category)
            default: return false
            }
        }
    }

    /// The rules of a language code, or `nil` if unknown.
    public static func language(_ code: String) -> Language? {
        let primary = LanguageCodes.primarySubtag(code)
        guard let categories = cardinalCategories[primary] else { return nil }
        let fractions = fractionOnly[primary] ?? []
        return Language(
            allowed: Set(categories).union(stillSelected[primary] ?? []), integerCategories: categories.filter { !fractions.contains($0) })
    }
}
