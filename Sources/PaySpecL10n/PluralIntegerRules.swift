extension PluralRules {
    /// The CLDR 44 category a whole number selects in a language (the rules of `plurals.xml`
    /// read with v = 0), or nil for a language whose rules the kit does not hold. Used to map
    /// gettext's `msgstr[n]` to categories and to tell which categories explicit ICU cases
    /// (`=0`, `=1`) cover.
    static func integerCategory(_ language: String, _ n: Int) -> String? {
        let code = LanguageCodes.normalize(language)
        let primary = LanguageCodes.primarySubtag(code)
        let (m10, m100) = (n % 10, n % 100)
        let teen = (11...19).contains(m100)
        func slavic(_ few: String, _ rest: String) -> String {
            if m10 == 1 && m100 != 11 { return "one" }
            if (2...4).contains(m10) && !(12...14).contains(m100) { return few }
            return rest
        }
        switch primary {
        case "ja", "zh", "ko", "th", "id", "ms", "lo", "my", "km", "yo", "ig", "jv", "vi": return "other"
        case "bg", "da", "de", "el", "en", "et", "fi", "hu", "nl", "no", "nb", "nn", "sv", "tr", "az", "ka", "kk", "ky", "uz", "tk", "mn",
            "sq", "hy", "eu", "af", "fo", "fy", "lb", "ur", "sw", "ta", "te", "ml", "ne", "ps", "so", "it", "es", "ca", "gl", "mr":
            if n == 1 { return "one" }
            if ["it", "es", "ca", "gl"].contains(primary), n != 0, n % 1_000_000 == 0 { return "many" }
            return "other"
        case "hi", "bn", "fa", "zu", "am", "as", "gu", "kn", "pa", "si":
            return n <= 1 ? "one" : "other"
        case "fr":
            if n <= 1 { return "one" }
            return n % 1_000_000 == 0 ? "many" : "other"
        case "pt":
            // European Portuguese: one is 1 alone; elsewhere 0 and 1.
            if code.hasPrefix("pt-PT") ? n == 1 : n <= 1 { return "one" }
            return n % 1_000_000 == 0 ? "many" : "other"
        case "is", "mk": return m10 == 1 && m100 != 11 ? "one" : "other"
        case "fil", "tl": return [4, 6, 9].contains(m10) ? "other" : "one"
        case "cs", "sk": return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "hr", "sr", "bs": return slavic("few", "other")
        case "ru", "uk", "be": return slavic("few", "many")
        case "pl": return n == 1 ? "one" : (2...4).contains(m10) && !(12...14).contains(m100) ? "few" : "many"
        case "lt":
            if m10 == 1 && !teen { return "one" }
            return (2...9).contains(m10) && !teen ? "few" : "other"
        case "lv": return m10 == 0 || teen ? "zero" : m10 == 1 && m100 != 11 ? "one" : "other"
        case "ro": return n == 1 ? "one" : n == 0 || (1...19).contains(m100) ? "few" : "other"
        case "sl", "dsb", "hsb":
            if m100 == 1 { return "one" }
            if m100 == 2 { return "two" }
            return (3...4).contains(m100) ? "few" : "other"
        case "he": return n == 1 ? "one" : n == 2 ? "two" : "other"
        case "ar":
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(m100) ? "few" : (11...99).contains(m100) ? "many" : "other"
            }
        case "cy": return [0: "zero", 1: "one", 2: "two", 3: "few", 6: "many"][n] ?? "other"
        case "ga": return n == 1 ? "one" : n == 2 ? "two" : (3...6).contains(n) ? "few" : (7...10).contains(n) ? "many" : "other"
        case "gd":
            if n == 1 || n == 11 { return "one" }
            if n == 2 || n == 12 { return "two" }
            return (3...10).contains(n) || (13...19).contains(n) ? "few" : "other"
        case "mt":
            if n == 1 { return "one" }
            if n == 2 { return "two" }
            return n == 0 || (3...10).contains(m100) ? "few" : teen ? "many" : "other"
        default: return nil
        }
    }

    /// The numbers a category is read on: 0 to 1,000 and the first exact millions.
    static let sampleNumbers: [Int] = Array(0...1000) + [1_000_000, 2_000_000, 3_000_000]

    /// The whole numbers a category of a language selects, when they are few (at most eight
    /// below 1,000 and no million): English `one` is {1}, French `one` {0, 1}; Russian `one`
    /// (1, 21, 31, …) is nil, as no set of explicit cases covers it.
    static func finiteNumbers(_ language: String, _ category: String) -> Set<Int>? {
        var found = Set<Int>()
        for n in sampleNumbers where integerCategory(language, n) == category {
            found.insert(n)
            if found.count > 8 || n >= 1000 { return nil }
        }
        return found
    }

    /// Every CLDR category each gettext form `msgstr[i]` stands for: its own category (as
    /// `gettextCategories` maps it) first, then the categories whose numbers the expression
    /// sends only to that form and that no form has as its own. A file whose `Plural-Forms`
    /// gives the language fewer forms than CLDR (Hebrew with `nplurals=2`: 2 takes the plural
    /// form) writes those categories with that form; they are not missing. Nil as for
    /// `gettextCategories`.
    static func gettextCategorySets(_ language: String, count: Int, expression: PluralFormsExpression) -> [[String]]? {
        guard let own = gettextCategories(language, count: count, expression: expression) else { return nil }
        let owned = Set(own.compactMap { $0 })
        var formsOf: [String: Set<Int>] = [:]
        for n in sampleNumbers {
            guard let form = expression.evaluate(n), (0..<count).contains(form), let category = integerCategory(language, n),
                !owned.contains(category)
            else { continue }
            formsOf[category, default: []].insert(form)
        }
        return own.enumerated().map { form, category in
            let others = formsOf.filter { $0.value == [form] }.keys.sorted { categoryIndex($0)! < categoryIndex($1)! }
            return (category.map { [$0] } ?? []) + others
        }
    }

    /// The CLDR category of each gettext form `msgstr[i]` under a `Plural-Forms` expression:
    /// the category most of the numbers giving form i select. Nil when the language's rules
    /// are not held or the expression cannot be read on every number.
    static func gettextCategories(_ language: String, count: Int, expression: PluralFormsExpression) -> [String?]? {
        guard integerCategory(language, 1) != nil else { return nil }
        var tally = [[String: Int]](repeating: [:], count: count)
        for n in sampleNumbers {
            guard let form = expression.evaluate(n), let category = integerCategory(language, n) else { return nil }
            guard (0..<count).contains(form) else { continue }
            tally[form][category, default: 0] += 1
        }
        // Ties go to the category first in CLDR order, so that the mapping is stable.
        let best = tally.map { counts in
            counts.max { a, b in a.value != b.value ? a.value < b.value : categoryIndex(a.key)! > categoryIndex(b.key)! }
        }
        // Where two forms want one category, the form most numbers select takes it: a file that
        // gives a language more forms than CLDR (Malay's `n != 1`) keeps a form for 1 alone, which
        // is no `other` though CLDR's `other` holds 1, and the form for every other number is.
        let order = tally.indices.sorted { (best[$0]?.value ?? 0, -$0) > (best[$1]?.value ?? 0, -$1) }
        var taken = Set<String>()
        var categories = [String?](repeating: nil, count: tally.count)
        for form in order {
            guard let category = best[form]?.key, !taken.contains(category) else { continue }
            taken.insert(category)
            categories[form] = category
        }
        return categories
    }
}
