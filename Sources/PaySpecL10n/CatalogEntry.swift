import PaySpecJSON

/// One translated string as a catalog states it: a language, a key, and either a single value
/// or plural variants, with the translation state and the place it came from.
public struct CatalogEntry: Sendable, Hashable {
    /// Whether the entry is a translation to check, or only the source text a format carries
    /// alongside (XLIFF `<source>`, the String Catalog's implicit source value).
    public enum Role: Sendable, Hashable {
        case translation
        case source
    }

    /// The language code exactly as the catalog or its path wrote it.
    public var language: String
    public var key: String
    /// The text; for a plural entry, the format text if the format has one.
    public var value: String?
    /// CLDR category (`one`, `few`, `other`, …) -> text, for plural entries.
    public var plurals: [String: String]?
    /// The state the format records, when it records one (`translated`, `needs_review`, …).
    public var state: String?
    /// Whether the state counts as final (always true for formats without states).
    public var isFinal: Bool
    /// True for keys a String Catalog marks `extractionState: stale` (no longer in the code).
    public var isObsolete: Bool
    public var role: Role
    public var file: String
    public var location: SourceLocation
    /// Whether the text is a format whose placeholders the program fills in. False only for a
    /// gettext entry the file's flags leave without a format (no `c-format`, `python-format`, …,
    /// or `no-c-format`) in a file that flags its formats: its `%H:%M` is text for `strftime`.
    public var isFormatText: Bool

    public init(
        language: String, key: String, value: String?, plurals: [String: String]? = nil, state: String? = nil,
        isFinal: Bool = true, isObsolete: Bool = false, role: Role = .translation, file: String,
        location: SourceLocation, isFormatText: Bool = true
    ) {
        self.isFormatText = isFormatText
        self.language = language
        self.key = key
        self.value = value
        self.plurals = plurals
        self.state = state
        self.isFinal = isFinal
        self.isObsolete = isObsolete
        self.role = role
        self.file = file
        self.location = location
    }

    /// Every text of the entry: the value, then the plural variants in CLDR order.
    public var texts: [String] {
        var all: [String] = []
        if let plurals {
            for category in PluralRules.categoryOrder { if let text = plurals[category] { all.append(text) } }
        } else if let value {
            all.append(value)
        }
        return all
    }
}

/// Everything one catalog file yielded.
public struct CatalogDocument: Sendable {
    public var path: String
    public var format: CatalogFormat
    public var entries: [CatalogEntry]
    /// Keys the file marks as not to be translated (Android `translatable="false"`,
    /// String Catalog `shouldTranslate: false`): never missing, never extra.
    public var untranslatableKeys: Set<String>
    /// Keys the file lets fall back to the default language when a translation lacks them
    /// (Android `tools:ignore="MissingTranslation"` on the element or on `<resources>`, or a
    /// module's lint.xml that ignores MissingTranslation): never missing.
    public var fallbackKeys: Set<String> = []
    /// Keys whose translators' comment lets a translation stay as the base has it (a gettext
    /// `#.` comment: "you may leave it untranslated"): a value equal to the base, a missing
    /// translation and a fuzzy one are notes.
    public var mayStayUntranslatedKeys: Set<String> = []
    /// Languages the file declares even where it has no entry (a CSV column, `sourceLanguage`).
    public var declaredLanguages: [String]
    /// A gettext catalog's `POT-Creation-Date`: when the template it was last merged with was
    /// made, in minutes since 1970 (UTC).
    public var templateDate: Int?
    /// Members a JSON decoder reads once although the file writes them again, and which hold
    /// no message: an ARB key's `@key` description, a language's object in a catalog of many
    /// languages; and an XLIFF `trans-unit` or `unit` id again within its `<file>`, the one
    /// scope in which an id is unique. Each later copy is a `duplicate-key` finding, as a repeated message is.
    public var repeatedMembers: [CatalogEntry] = []
    /// An Android resources file that defines settings beside its strings (`<bool>`,
    /// `<integer>`, …; see `AndroidSettingsFile`).
    public var holdsSettings = false

    public init(
        path: String, format: CatalogFormat, entries: [CatalogEntry] = [], untranslatableKeys: Set<String> = [],
        declaredLanguages: [String] = []
    ) {
        self.path = path
        self.format = format
        self.entries = entries
        self.untranslatableKeys = untranslatableKeys
        self.declaredLanguages = declaredLanguages
    }
}

extension CatalogDocument {
    /// Moves the entries into storage of their exact size: an array grown by
    /// appending holds up to twice what it needs (10,001 entries in room for 16,384), and every
    /// document of a big catalog stays in memory until the check is done.
    mutating func compact() {
        guard entries.capacity > entries.count + entries.count / 8 else { return }
        entries = entries.withUnsafeBufferPointer { Array($0) }
    }
}
