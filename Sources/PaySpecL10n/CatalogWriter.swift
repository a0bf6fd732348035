import PaySpecJSON
import PaySpecReport

/// Writes a `TranslationTable` in each catalog format, in the shape the readers expect and
/// the platforms produce (used by `l10n export`, the benchmark and the tests).
public enum CatalogWriter {
    /// An Xcode String Catalog with every language, all states `translated`.
    public static func xcstrings(_ table: TranslationTable) -> String {
        var strings: [String: JSONValue] = [:]
        for key in table.keys {
            var localizations: [String: JSONValue] = [:]
            for language in table.languages {
                guard let text = table.text(language, key) else { continue }
                localizations[language] = ["stringUnit": ["state": "translated", "value": .string(text)]]
            }
            strings[key] = ["localizations": .object(localizations)]
        }
        let root: JSONValue = ["sourceLanguage": .string(table.baseLanguage), "strings": .object(strings), "version": "1.0"]
        return JSONWriter.document(root, rowArrays: [])
    }

    /// An XLIFF 1.2 file for one target language, as Xcode exports it.
    public static func xliff12(_ table: TranslationTable, language: String, original: String = "Localizable.strings") -> String {
        let x = MarkupText.xml
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
        out +=
            "  <file original=\"\(x(original))\" source-language=\"\(x(table.baseLanguage))\" target-language=\"\(x(language))\" datatype=\"plaintext\">\n"
        out += "    <header><tool tool-id=\"payspec\" tool-name=\"payspec l10n export\"/></header>\n    <body>\n"
        for key in table.keys {
            let text = table.text(language, key)
            // CAT tools (translate-toolkit, Okapi, Weblate) read a finished unit by approved="yes";
            // Xcode reads the target's state. A finished unit says both.
            let approved = text == nil ? "" : " approved=\"yes\""
            out += "      <trans-unit id=\"\(x(key))\" xml:space=\"preserve\"\(approved)>\n"
            out += "        <source>\(x(table.text(table.baseLanguage, key) ?? key))</source>\n"
            if let text { out += "        <target state=\"translated\">\(x(text))</target>\n" }
            out += "      </trans-unit>\n"
        }
        return out + "    </body>\n  </file>\n</xliff>\n"
    }

    /// An XLIFF 2.0 file for one target language.
    public static func xliff20(_ table: TranslationTable, language: String) -> String {
        let x = MarkupText.xml
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"\(x(table.baseLanguage))\" trgLang=\"\(x(language))\">\n"
        out += "  <file id=\"f1\">\n"
        for key in table.keys {
            out += "    <unit id=\"\(x(key))\"><segment state=\"final\"><source>\(x(table.text(table.baseLanguage, key) ?? key))</source>"
            if let text = table.text(language, key) { out += "<target>\(x(text))</target>" }
            out += "</segment></unit>\n"
        }
        return out + "  </file>\n</xliff>\n"
    }

    /// A spreadsheet: a `key` column and a column per language.
    public static func delimited(_ table: TranslationTable, separator: Character) -> String {
        func cell(_ text: String) -> String {
            guard text.contains(separator) || text.contains("\"") || text.contains("\n") || text.contains("\r") else { return text }
            return "\"" + text.replacing("\"", with: "\"\"") + "\""
        }
        var out = (["key"] + table.languages).map(cell).joined(separator: String(separator)) + "\n"
        for key in table.keys {
            out += ([key] + table.languages.map { table.text($0, key) ?? "" }).map(cell).joined(separator: String(separator)) + "\n"
        }
        return out
    }

    /// A text `.strings` file for one language.
    public static func strings(_ table: TranslationTable, language: String) -> String {
        var out = "/* \(language) */\n"
        for key in table.keys {
            guard let text = table.text(language, key) else { continue }
            out += "\"\(stringsEscape(key))\" = \"\(stringsEscape(text))\";\n"
        }
        return out
    }

    /// A text as the inside of a C string literal (`.strings`, gettext).
    static func stringsEscape(_ text: String) -> String {
        var out = ""
        for ch in text.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// An Android `strings.xml` for one language.
    public static func androidXML(_ table: TranslationTable, language: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        for key in table.keys {
            guard let text = table.text(language, key) else { continue }
            out += "    <string name=\"\(MarkupText.xml(key))\">\(androidEscape(text))</string>\n"
        }
        return out + "</resources>\n"
    }

    static func androidEscape(_ text: String) -> String {
        var out = ""
        for (i, ch) in text.unicodeScalars.enumerated() {
            switch ch {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "@" where i == 0, "?" where i == 0: out += "\\" + String(ch)
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case " " where i == 0: out += "\\u0020"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A flat JSON catalog for one language.
    public static func json(_ table: TranslationTable, language: String) -> String {
        var object: [String: JSONValue] = [:]
        for key in table.keys { if let text = table.text(language, key) { object[key] = .string(text) } }
        return JSONWriter.document(.object(object), rowArrays: [])
    }

    /// A `.stringsdict` (XML plist) for one language: every key a plural with the language's
    /// CLDR categories, each variant the table's text.
    public static func stringsdict(_ table: TranslationTable, language: String) -> String {
        let x = MarkupText.xml
        let categories = PluralRules.categories(for: language) ?? ["one", "other"]
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        out += "<plist version=\"1.0\">\n<dict>\n"
        for key in table.keys {
            guard let text = table.text(language, key) else { continue }
            out += "<key>\(x(key))</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
            out += "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            out += "<key>NSStringFormatValueTypeKey</key><string>d</string>"
            for category in categories { out += "<key>\(category)</key><string>\(x(text))</string>" }
            out += "</dict></dict>\n"
        }
        return out + "</dict>\n</plist>\n"
    }
}
