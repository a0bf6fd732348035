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

/// A plural form of i18next's JSON v3 (before i18next 21, and wherever `compatibilityJSON: 'v3'`
/// is set): a language of two forms writes `items` and `items_plural`, any other language
/// `items_0`, `items_1`, … up to its number of forms less one, in the order of its plural rules.
/// The base's `items_plural` marks the family; a translation's `items_2` is its form, not a key
/// of its own, and a translation written in forms by number lacks neither `items` nor
/// `items_plural`.
struct I18nextIndexedPluralKey: Equatable {
    /// The key without its suffix (`items`).
    var stem: String
    /// The form's number (`2`).
    var index: Int

    /// The suffix of the family's plural in a language of two forms.
    static let pluralSuffix = "_plural"

    /// Nil unless `key` ends in `_` and one digit after a non-empty stem.
    init?(_ key: String) {
        var key = key
        let parts = key.withUTF8 { bytes -> (stem: String, index: Int)? in
            let n = bytes.count
            guard n > 2, bytes[n - 2] == UInt8(ascii: "_"), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[n - 1]) else {
                return nil
            }
            return (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(n - 2)]), as: UTF8.self), Int(bytes[n - 1] - UInt8(ascii: "0"))
            )
        }
        guard let parts else { return nil }
        stem = parts.stem
        index = parts.index
    }

    /// The stem of a base key of a v3 family (`items` or `items_plural`, when the base has
    /// `items_plural`), or nil.
    static func familyStem(of key: String, hasKey: (String) -> Bool) -> String? {
        if key.hasSuffix(pluralSuffix) {
            let stem = String(key.dropLast(pluralSuffix.count))
            return stem.isEmpty ? nil : stem
        }
        return hasKey(key + pluralSuffix) ? key : nil
    }
}
