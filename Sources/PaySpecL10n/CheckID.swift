/// The checks of `payspec l10n check`, each with a stable id (used in every report format and
/// in `--disable`) and a default severity.
public enum CheckID: String, Sendable, CaseIterable, Hashable, Comparable {
    case missingLanguage = "missing-language"
    case unknownLanguage = "unknown-language"
    case noncanonicalLanguage = "noncanonical-language"
    case languageAlias = "language-alias"
    case missingKey = "missing-key"
    case extraKey = "extra-key"
    case emptyValue = "empty-value"
    case untranslated = "untranslated"
    case placeholderMismatch = "placeholder-mismatch"
    case pluralMissing = "plural-missing"
    case pluralExtra = "plural-extra"
    case notFinal = "not-final"
    case whitespace = "whitespace"
    case wrongScript = "wrong-script"
    case wrongLanguage = "wrong-language"
    case duplicateKey = "duplicate-key"
    case tooLong = "too-long"
    case encodingDamage = "encoding-damage"
    case templateMarkup = "template-markup"
    case mnemonic = "mnemonic"
    case staleBaseline = "stale-baseline"

    public static func < (a: CheckID, b: CheckID) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// How serious a finding is unless configured otherwise.
    public var defaultSeverity: L10nSeverity {
        switch self {
        case .extraKey, .untranslated, .pluralExtra, .notFinal, .whitespace, .staleBaseline, .mnemonic: return .warning
        case .languageAlias: return .note
        default: return .error
        }
    }

    /// One line for the README and `--help`.
    public var summary: String {
        switch self {
        case .missingLanguage: return "An expected language has no catalog entries at all."
        case .unknownLanguage: return "A language code that is no ISO 639 code (or, with --spec, not a spec language)."
        case .noncanonicalLanguage: return "A code used for a language that has a canonical one (nb -> no, cz -> cs, gr -> el, ua -> uk)."
        case .languageAlias:
            return
                "A code real platforms use for a spec language (nb, nb-NO, values-nb-rNO, nb_NO for the spec's no), read as it (a note; --strict-language-codes makes it noncanonical-language)."
        case .wrongLanguage:
            return
                "A value with no word of its catalog's language and words of another (an en-IN.lproj holding Indonesian), by small word profiles of the reference translations (with --spec)."
        case .missingKey: return "A key of the spec (or of the base language) has no entry in a language."
        case .extraKey:
            return "A key that is not in the spec or the base language (a key a String Catalog marks stale is a note, shown with --notes)."
        case .emptyValue: return "A value that is empty or only whitespace."
        case .untranslated: return "A value identical to the base language's (allowlisted per key, e.g. CVV)."
        case .placeholderMismatch:
            return
                "Placeholders (%@, %d, %1$@, {name}, %#@var@) or markup tags (<b>, <a href=\"%2$s\">) differ from the base, or positional and non-positional are mixed."
        case .pluralMissing: return "A plural entry lacks a CLDR cardinal category the language has."
        case .pluralExtra: return "A plural entry has a category the language does not have."
        case .notFinal: return "A String Catalog or XLIFF state that is not final (new, needs_review, needs-review-*, initial)."
        case .whitespace: return "Leading or trailing whitespace the base value does not have."
        case .wrongScript: return "Letters in the wrong script (Cyrillic for bg/ru/uk, Greek for el, Latin for the rest)."
        case .duplicateKey: return "The same key twice for one language in one file."
        case .tooLong: return "A value longer than the spec's length budget for its key (button texts: 24)."
        case .encodingDamage:
            return
                "A value with U+FFFD, a NUL or a '?' between letters where the base has none (cart?o for cartão): text lost to a wrong encoding."
        case .templateMarkup: return "Wiki or template markup left in a value ({{PLURAL|…}}, {{GENDER:…}}) that the base does not have."
        case .mnemonic:
            return
                "A gettext source's keyboard accelerator (GTK _Open, Qt &Open) that the translation dropped (--disable mnemonic turns it off)."
        case .staleBaseline: return "A --baseline record that matched no finding (fixed, or its key renamed): remove it."
        }
    }
}

/// The severity of a finding, and the threshold of `--fail-on`.
public enum L10nSeverity: String, Sendable, Hashable, Comparable {
    /// Information that needs no action (a code read as the spec language it stands for).
    case note
    case warning
    case error

    static let order: [L10nSeverity] = [.note, .warning, .error]

    public static func < (a: L10nSeverity, b: L10nSeverity) -> Bool { order.firstIndex(of: a)! < order.firstIndex(of: b)! }
}
