/// The reference texts laid out the way each platform keeps them, as starting points for an
/// app: one `.strings` per `.lproj`, Android `values*/strings.xml`, or one JSON file per language.
public enum PlatformExport: String, CaseIterable, Sendable {
    case strings
    case android
    case json

    /// The folder code a platform uses for a spec language: Norwegian Bokmål is `nb` on iOS and
    /// Android (the spec's `no`, which `l10n check` reads back as `no` with a note).
    static func platformCode(_ language: String) -> String { language == "no" ? "nb" : language }

    /// Relative path and text of every file, one per language.
    public func files(_ table: TranslationTable) -> [(path: String, text: String)] {
        table.languages.map { language in
            switch self {
            case .strings:
                return ("\(Self.platformCode(language)).lproj/Localizable.strings", CatalogWriter.strings(table, language: language))
            case .android:
                // The base language is the default resource folder, the one Android falls back to.
                let folder = language == table.baseLanguage ? "values" : "values-\(Self.platformCode(language))"
                return ("\(folder)/strings.xml", CatalogWriter.androidXML(table, language: language))
            case .json:
                return ("\(language).json", CatalogWriter.json(table, language: language))
            }
        }
    }
}
