/// The reference texts laid out the way each platform keeps them, as starting points for an
/// app: one `.strings` per `.lproj`, Android `values*/strings.xml`, one JSON file per language,
/// Flutter's `app_xx.arb`, or gettext's `xx.po` beside a `messages.pot` template.
public enum PlatformExport: String, CaseIterable, Sendable {
    case strings
    case android
    case json
    case arb
    case po

    /// The folder code a platform uses for a spec language: Norwegian Bokmål is `nb` on iOS and
    /// Android (the spec's `no`, which `l10n check` reads back as `no` with a note).
    static func platformCode(_ language: String) -> String { language == "no" ? "nb" : language }

    /// Relative path and text of every file, one per language (and gettext's template);
    /// `descriptions` (key -> what the text is for) go where the format has room for them.
    public func files(_ table: TranslationTable, descriptions: [String: String] = [:]) -> [(path: String, text: String)] {
        let template = self == .po ? [("messages.pot", CatalogWriter.po(table, language: nil, descriptions: descriptions))] : []
        return template
            + table.languages.map { language in
                switch self {
                case .strings:
                    return ("\(Self.platformCode(language)).lproj/Localizable.strings", CatalogWriter.strings(table, language: language))
                case .android:
                    // The base language is the default resource folder, the one Android falls back to.
                    let folder = language == table.baseLanguage ? "values" : "values-\(Self.platformCode(language))"
                    return ("\(folder)/strings.xml", CatalogWriter.androidXML(table, language: language))
                case .json:
                    return ("\(language).json", CatalogWriter.json(table, language: language))
                case .arb:
                    // Flutter's locale for Norwegian Bokmål is nb too (app_nb.arb).
                    let code = Self.platformCode(language)
                    return (
                        CatalogWriter.arbFileName(code),
                        CatalogWriter.arb(table, language: language, locale: code, descriptions: descriptions)
                    )
                case .po:
                    return ("\(language).po", CatalogWriter.po(table, language: language, descriptions: descriptions))
                }
            }
    }
}
