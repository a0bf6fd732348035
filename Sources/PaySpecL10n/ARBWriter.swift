import PaySpecJSON

extension CatalogWriter {
    /// A Flutter ARB file for one language: `@@locale`, then each key followed by its `@key`
    /// metadata (in the base language's file, the template Flutter's generator reads) with the
    /// key's description when `descriptions` has one. `locale` is the code the file states
    /// (Flutter's `nb` for the spec's `no`), `language` by default.
    public static func arb(
        _ table: TranslationTable, language: String, locale: String? = nil, descriptions: [String: String] = [:]
    ) -> String {
        func quoted(_ text: String) -> String {
            var out = ""
            JSONWriter.writeString(text, into: &out)
            return out
        }
        var lines = ["  \"@@locale\": \(quoted(locale ?? language))"]
        for key in table.keys {
            guard let text = table.text(language, key) else { continue }
            lines.append("  \(quoted(key)): \(quoted(text))")
            if language == table.baseLanguage, let description = descriptions[key] {
                lines.append("  \(quoted("@" + key)): {\"description\": \(quoted(description))}")
            }
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// The file name Flutter's generator expects for a language (`app_en.arb`).
    public static func arbFileName(_ language: String) -> String { "app_\(language.replacing("-", with: "_")).arb" }
}
