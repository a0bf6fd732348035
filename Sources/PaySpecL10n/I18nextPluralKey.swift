/// An i18next plural key: a stem and a CLDR category joined by `_` (`items_few`). i18next picks
/// the key of the category `Intl.PluralRules` gives the count in the language, so a language
/// has the suffixes of its own categories, not the base's.
struct I18nextPluralKey: Equatable {
    /// The key without its suffix (`items`).
    var stem: String
    /// The CLDR category (`few`).
    var category: String

    static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// Nil unless `key` ends in `_` and a CLDR category after a non-empty stem.
    init?(_ key: String) {
        guard let underscore = key.lastIndex(of: "_"), underscore > key.startIndex else { return nil }
        let suffix = String(key[key.index(after: underscore)...])
        guard Self.categories.contains(suffix) else { return nil }
        stem = String(key[..<underscore])
        category = suffix
    }
}
