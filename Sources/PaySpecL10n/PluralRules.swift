/// CLDR cardinal plural categories per language (CLDR 44, `plurals.xml`), as data.
///
/// Only the categories matter to a catalog check: which variants a translation must provide
/// and which it cannot use. The rules that pick a category for a number are not needed.
public enum PluralRules {
    /// The six CLDR categories in their canonical order.
    public static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

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
}
