extension CatalogWriter {
    /// A gettext catalog for one language, key-based: each key is the entry's `msgctxt`, the
    /// base text its `msgid` (its description as an extracted comment `#.` when known), the
    /// language's text its `msgstr`. `language` nil writes the template (`.pot`, empty `msgstr`).
    public static func po(_ table: TranslationTable, language: String?, descriptions: [String: String] = [:]) -> String {
        var out = "msgid \"\"\nmsgstr \"\"\n"
        if let language { out += "\"Language: \(stringsEscape(language))\\n\"\n" }
        out += "\"MIME-Version: 1.0\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Content-Transfer-Encoding: 8bit\\n\"\n"
        for key in table.keys {
            let text = language.flatMap { table.text($0, key) }
            if language != nil && text == nil { continue }
            out += "\n"
            if let description = descriptions[key] {
                out += "#. " + description.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
            }
            out += "msgctxt " + poString(key)
            out += "msgid " + poString(table.text(table.baseLanguage, key) ?? key)
            out += "msgstr " + poString(text ?? "")
        }
        return out
    }

    /// A quoted gettext string and its line end; a text with line breaks is continued on one
    /// line per line break, as gettext's tools write it.
    static func poString(_ text: String) -> String {
        guard text.contains("\n"), text.count > 1 else { return "\"\(stringsEscape(text))\"\n" }
        var out = "\"\"\n"
        var line = String.UnicodeScalarView()
        for ch in text.unicodeScalars {
            line.append(ch)
            if ch == "\n" {
                out += "\"\(stringsEscape(String(line)))\"\n"
                line = String.UnicodeScalarView()
            }
        }
        if !line.isEmpty { out += "\"\(stringsEscape(String(line)))\"\n" }
        return out
    }
}
