import PaySpecJSON

/// What the documents promise of a text whose wording PaySpec wrote: a preset for a language
/// exists (`Translation.swedish`), so each of its texts is a text, in that language.
///
/// Deliberately narrow, so that an SDK's real texts never fail it: a Latin acronym (`CVV`) or a
/// brand stands in any language, digits and punctuation in every one; only letters of a script
/// the language is not written in, an empty text, or the English text left in place refute it.
enum TextPromise {
    /// Why `text` cannot be a `language` text, or `nil`.
    static func problem(_ text: String, language: String, english: String?) -> String? {
        if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
            return text.isEmpty ? "the text is empty" : "the text is only white space"
        }
        if let english, text.utf8.elementsEqual(english.utf8), !isLanguageNeutral(text) {
            return "the English text left untranslated in \(language)"
        }
        let own = script(ofLanguage: language)
        guard own != .unknown else { return nil }
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            let s = script(of: scalar)
            if s == .neutral || s == own || s == .latin { continue }
            return "letters of another script (\(s.rawValue), \(UnicodeNames.describe(scalar))) in a \(own.rawValue) language"
        }
        return nil
    }

    /// Whether the text is a form every language writes alike: no lower-case letter (an acronym
    /// or brand in capitals, `CVV`, `CVC/CVV`, a mask `MM/YY`, digits, symbols, punctuation), or
    /// a format mask in any case (`mm/yy`, `dd.mm.yyyy`: runs of one repeated letter between
    /// separators).
    static func isLanguageNeutral(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        if !scalars.contains(where: \.properties.isLowercase) { return true }
        let runs = text.split(whereSeparator: { !$0.isLetter })
        let separated = text.contains(where: { !$0.isLetter && !$0.isWhitespace })
        return separated && !runs.isEmpty && runs.allSatisfy { run in run.count >= 2 && Set(run.lowercased()).count == 1 }
    }

    enum Script: String {
        case latin = "Latin"
        case cyrillic = "Cyrillic"
        case greek = "Greek"
        /// Letters of a script none of the presets is written in (Arabic, Han, …).
        case other = "another script"
        /// Marks, modifier letters and symbols classed as letters: never a sign of a language.
        case neutral
        case unknown
    }

    /// The script a preset language is written in; `.unknown` for a code PaySpec has no word on.
    static func script(ofLanguage code: String) -> Script {
        let base = code.split(separator: "-").first.map(String.init) ?? code
        switch base {
        case "bg", "ru", "uk", "be", "mk", "sr", "kk", "ky", "mn", "tg": return .cyrillic
        case "el": return .greek
        case "cs", "da", "de", "en", "es", "et", "fi", "fr", "hr", "hu", "it", "lt", "lv", "nl", "no", "nb", "nn", "pl", "pt", "ro",
            "sk", "sl", "sv", "vi", "is", "ga", "mt", "sq", "tr", "ca", "eu", "gl":
            return .latin
        default: return .unknown
        }
    }

    static func script(of scalar: Unicode.Scalar) -> Script {
        let v = scalar.value
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF3A,
            0xFF41...0xFF5A:
            return .latin
        case 0xAA, 0xBA, 0x250...0x2FF, 0x300...0x36F, 0x1D00...0x1DBF: return .neutral
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
        case 0x0...0x7F: return .neutral
        default: return .other
        }
    }
}
