import Foundation

/// Language codes: normalisation, the known ISO 639-1 codes, and the common non-canonical
/// codes that catalogs carry with the code they should be.
public enum LanguageCodes {
    /// Codes that are country codes or legacy spellings, with the language code meant.
    public static let suggestions: [String: String] = [
        "cz": "cs", "gr": "el", "ua": "uk", "dk": "da", "jp": "ja", "cn": "zh", "iw": "he", "in": "id", "ji": "yi",
        "vn": "vi", "gb": "en", "us": "en",
    ]

    /// The ISO 639-1 two-letter codes.
    public static let iso639_1: Set<String> = .words(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en
        eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv
        ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne
        ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st
        su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """)

    /// Three-letter codes catalogs use for languages without a two-letter one.
    public static let iso639_3Common: Set<String> = ["fil", "haw", "yue", "ast", "ckb", "dsb", "hsb", "gsw", "kok", "mai"]

    /// `pt_BR` -> `pt-BR`; lower-cased language, region and script kept as written otherwise.
    public static func normalize(_ code: String) -> String {
        // Scalars, not Foundation's search: this runs for every language of every catalog.
        let parts = code.unicodeScalars.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first else { return code }
        var normalized = String(String.UnicodeScalarView(first)).lowercased()
        for part in parts.dropFirst() {
            normalized.unicodeScalars.append("-")
            normalized.unicodeScalars.append(contentsOf: part)
        }
        return normalized
    }

    /// The language subtag: `pt-BR` -> `pt`, `zh-Hans` -> `zh`.
    public static func primarySubtag(_ code: String) -> String {
        let normalized = normalize(code)
        return String(normalized.split(separator: "-").first ?? Substring(normalized))
    }

    /// The language a regional code falls back to (`pt-PT` -> `pt`, `en-IN` -> `en`), or nil for
    /// a code without a region (`pt`, or the script variant `sr-Latn`, a translation of its own).
    public static func regionFallback(_ code: String) -> String? {
        let parts = normalize(code).split(separator: "-")
        guard parts.count == 2 else { return nil }
        let region = parts[1]
        let isRegion = (region.count == 2 && region.allSatisfy(\.isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber))
        return isRegion ? String(parts[0]) : nil
    }

    /// Whether a code looks like a language code that exists (region and script subtags allowed).
    public static func isKnown(_ code: String) -> Bool {
        let primary = primarySubtag(code)
        return iso639_1.contains(primary) || iso639_3Common.contains(primary)
    }

    /// Whether a code is well-formed BCP 47 (RFC 5646): a 2-3 or 5-8 letter language, then
    /// optional extended language, script (4 letters), region (2 letters or 3 digits), variants
    /// (5-8 characters, or 4 starting with a digit) and a private-use part (`x-…`).
    public static func isWellFormed(_ code: String) -> Bool {
        // RFC 5646 tags are ASCII letters, digits and hyphens (`_` read as one): any other byte
        // settles it before a subtag is made, and no case mapping makes one of them (a Kelvin sign
        // is not a `k`).
        guard
            code.utf8.allSatisfy({
                ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D || $0 == 0x5F
            })
        else { return false }
        let parts = normalize(code).split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard let language = parts.first, language.allSatisfy({ $0.isASCII && $0.isLetter }),
            (2...3).contains(language.count) || (5...8).contains(language.count)
        else { return false }
        var stage = 0  // 0 extlang, 1 script, 2 region, 3 variants
        var i = 1
        while i < parts.count {
            let p = parts[i]
            guard p.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), !p.isEmpty else { return false }
            if p == "x" { return i + 1 < parts.count && parts[(i + 1)...].allSatisfy { (1...8).contains($0.count) } }
            if stage == 0 && p.count == 3 && p.allSatisfy(\.isLetter) {
                stage = 1
            } else if stage <= 1 && p.count == 4 && p.allSatisfy(\.isLetter) {
                stage = 2
            } else if stage <= 2 && ((p.count == 2 && p.allSatisfy(\.isLetter)) || (p.count == 3 && p.allSatisfy(\.isNumber))) {
                stage = 3
            } else if (5...8).contains(p.count) || (p.count == 4 && p.first!.isNumber) {
                stage = 3
            } else {
                return false
            }
            i += 1
        }
        return true
    }

    /// Whether a string could be a language code at all (for telling file names and JSON keys apart).
    public static func looksLikeCode(_ text: String) -> Bool {
        let normalized = normalize(text)
        let parts = normalized.split(separator: "-")
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isLetter && $0.isASCII })
        else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// Whether every subtag after the language is a script (`Latn`), a region (`BR`, `419`) or a
    /// variant catalogs are named with (`valencia`, `tarask`, `1996`, `formal`), or three capitals
    /// where the region goes (`kab-KAB`, an app's own name for its language). A name with another
    /// word there may be an app's own locale (`de-swiss.json` in a folder of JSON catalogs) or
    /// data (`bg_targets.json`, blood-glucose targets beside a String Catalog): `OtherJSONData`
    /// tells them apart by what else the tree holds.
    static func hasLocaleSubtags(_ code: String) -> Bool {
        if languageOfInvalidRegion(code) != nil { return true }
        return normalize(code).split(separator: "-").dropFirst().allSatisfy { subtag in
            let isLetters = subtag.allSatisfy { $0.isASCII && $0.isLetter }
            return (subtag.count == 4 && isLetters) || (subtag.count == 2 && isLetters)
                || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
                || knownVariants.contains(subtag.lowercased())
        }
    }

    /// Variant subtags catalogs are named with: registered BCP 47 variants, and the forms of
    /// address and scripts some projects write as one (`de-formal`, `sr-latin`).
    static let knownVariants: Set<String> = [
        "valencia", "tarask", "1901", "1996", "1606nict", "1694acad", "fonipa", "pinyin", "wadegile", "rozaj", "nedis", "scotland",
        "ijekavsk", "ekavsk", "polyton", "monoton", "valbadia", "baku1926", "oxendict", "hepburn", "posix", "formal", "informal",
        "latin", "cyrillic", "ijekavian", "ekavian",
    ]

    /// The language a catalog path names: `de.lproj/…`, `values-pt-rBR/strings.xml`, `fr.json`,
    /// `fr/strings.json`, `Localizable_fr.strings`; `nil` when the path names none.
    public static func fromPath(_ path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        for component in components.reversed().dropFirst() {
            if component.hasSuffix(".lproj") {
                let code = String(component.dropLast(6))
                return code == "Base" ? nil : code
            }
            if component == "values" { return nil }
            if component.hasPrefix("values-") {
                // A folder of qualifiers without a locale (`values-night/`) is the default language's.
                return androidQualifier(String(component.dropFirst(7)))
            }
        }
        guard let last = components.last else { return nil }
        let stem = String(last.split(separator: ".").first ?? Substring(last))
        if let code = modifiedLocale(stem) ?? compactRegional(stem) { return code }
        // A whole stem that is a valid three-letter code (`ltg.po`, `kaa.json`) names that
        // language; a folder or a suffix so spelled (`bin/`, `strings_new`) may be anything.
        if looksLikeCode(stem) && (isKnownOrSuggested(stem) || isValidWithoutKitData(stem)) { return stem }
        if let underscore = stem.lastIndex(where: { $0 == "_" || $0 == "-" }) {
            let tail = String(stem[stem.index(after: underscore)...])
            if looksLikeCode(tail) && isKnownOrSuggested(tail) { return tail }
        }
        if components.count >= 2, let code = folderLanguage(components[components.count - 2]) { return code }
        return nil
    }

    /// The language a folder's name is (`de`, `pt-BR`, `zh-Hant`, `ca@valencia`, `zhtw`), or nil.
    static func folderLanguage(_ name: String) -> String? {
        if looksLikeCode(name) && isKnownOrSuggested(name) { return name }
        return modifiedLocale(name) ?? compactRegional(name)
    }

    /// A file or folder named as gettext names its locales, with a modifier (`ca@valencia`,
    /// `sr@latin`, `be@tarask`): a project that names its gettext catalogs so names its other
    /// catalogs so too (`ca@valencia.json`). The language is the part before the modifier, and
    /// must be one: `icon@2x` names none.
    static func modifiedLocale(_ name: String) -> String? {
        guard name.contains("@"), let code = GettextLocale.bcp47(name) else { return nil }
        let primary = primarySubtag(code)
        return isKnownOrSuggested(primary) || isValidWithoutKitData(primary) ? code : nil
    }

    /// The regional variants apps ship apart and some name with language and region run
    /// together, as a web app's folder of locales may (`zhtw/`, `ptbr.json`, `enus`). Only these
    /// pairs are read so: a four-letter name is more often a word (`demo`, `test`) than a locale.
    static let compactRegions: [String: Set<String>] = [
        "zh": ["cn", "tw", "hk", "mo", "sg"], "pt": ["br", "pt"], "en": ["us", "gb", "au", "ca", "in"],
        "es": ["es", "mx", "ar", "us"], "fr": ["fr", "ca"],
    ]

    /// `zhtw` -> `zh-TW`, `ptbr` -> `pt-BR`; nil for any other name.
    static func compactRegional(_ name: String) -> String? {
        let lower = name.lowercased()
        guard lower.count == 4, lower.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let language = String(lower.prefix(2))
        let region = String(lower.suffix(2))
        guard compactRegions[language]?.contains(region) == true else { return nil }
        return "\(language)-\(region.uppercased())"
    }

    static func isKnownOrSuggested(_ code: String) -> Bool {
        isKnown(code) || suggestions[primarySubtag(code)] != nil
    }

    /// The legacy codes Android's own resource folders use (java.util.Locale before Java 17):
    /// `values-iw/` is Hebrew, `values-in/` Indonesian, `values-ji/` Yiddish.
    static let androidLegacy: [String: String] = ["iw": "he", "in": "id", "ji": "yi"]

    /// `pt-rBR` -> `pt-BR`, `b+sr+Latn` -> `sr-Latn`, `de` -> `de`, `iw` -> `he`, `de-v21` -> `de`;
    /// nil for a folder whose qualifiers name no locale (`night`, `v21`, `land`, `sw600dp`).
    static func androidQualifier(_ qualifier: String) -> String? {
        guard let code = androidQualifierCode(qualifier) else { return nil }
        var parts = code.split(separator: "-").map(String.init)
        if let modern = androidLegacy[parts[0]] { parts[0] = modern }
        return parts.joined(separator: "-")
    }

    /// Qualifiers of two or three letters that are no language: the UI mode `car` (aapt reads
    /// the locale before the UI mode, but no catalog names the Galibi Carib language so).
    static let nonLocaleQualifiers: Set<String> = ["car"]

    /// The locale among a folder's qualifiers, in the order aapt reads them: mobile country
    /// and network codes first (`mcc310`, `mnc004`), then the locale (`de`, `pt-rBR`,
    /// `b+sr+Latn`); every qualifier after it (`v21`, `night`, `land`, `sw600dp`) is no locale.
    static func androidQualifierCode(_ qualifier: String) -> String? {
        var parts = qualifier.split(separator: "-").map(String.init)[...]
        while let first = parts.first, first.hasPrefix("mcc") || first.hasPrefix("mnc"), first.dropFirst(3).allSatisfy(\.isNumber),
            first.count > 3
        {
            parts = parts.dropFirst()
        }
        guard let language = parts.first else { return nil }
        if language.hasPrefix("b+") {
            let subtags = language.dropFirst(2).split(separator: "+")
            guard let primary = subtags.first, looksLikeCode(String(primary)) else { return nil }
            return subtags.joined(separator: "-")
        }
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }),
            !nonLocaleQualifiers.contains(language)
        else { return nil }
        let rest = parts.dropFirst()
        if let region = rest.first, region.hasPrefix("r"), region.count == 3 || region.count == 4,
            region.dropFirst().allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
        {
            return language + "-" + region.dropFirst()
        }
        return language
    }

    /// Whether an Android values folder (`values`, `values-night`, `values-v21`) names no
    /// locale: its strings are the default language's.
    static func isAndroidDefaultFolder(_ component: String) -> Bool {
        component == "values" || (component.hasPrefix("values-") && androidQualifierCode(String(component.dropFirst(7))) == nil)
    }
}
