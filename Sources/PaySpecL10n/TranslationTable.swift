/// Keys x languages of texts: what `l10n export` and the benchmark write out.
public struct TranslationTable: Sendable {
    public var keys: [String]
    public var languages: [String]
    public var baseLanguage: String
    /// language -> key -> text.
    public var texts: [String: [String: String]]

    public init(keys: [String], languages: [String], baseLanguage: String, texts: [String: [String: String]]) {
        self.keys = keys
        self.languages = languages
        self.baseLanguage = baseLanguage
        self.texts = texts
    }

    public func text(_ language: String, _ key: String) -> String? { texts[language]?[key] }
}
