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
        // Asked of every value of a JSON catalog: only the last bytes are read, since a
        // category has three to five letters and none holds `_`.
        var key = key
        let parts = key.withUTF8 { bytes -> (stem: String, category: String)? in
            let n = bytes.count
            for length in 3...5 where n > length + 1 && bytes[n - length - 1] == UInt8(ascii: "_") {
                let suffix = String(decoding: UnsafeBufferPointer(rebasing: bytes[(n - length)...]), as: UTF8.self)
                guard Self.categories.contains(suffix) else { continue }
                return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(n - length - 1)]), as: UTF8.self), suffix)
            }
            return nil
        }
        guard let parts else { return nil }
        stem = parts.stem
        category = parts.category
    }
}
