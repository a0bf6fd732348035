/// Tells which writing system a value's letters belong to, from Unicode scalar properties,
/// and which one a language is written in.
public enum ScriptDetector {
    /// The scripts the check distinguishes.
    public enum Script: String, Sendable, Hashable, CaseIterable {
        case latin = "Latin"
        case cyrillic = "Cyrillic"
        case greek = "Greek"
        case other = "other"
    }

    /// Latin acronyms that stay Latin in any language (card-form vocabulary).
    public static let latinAcronyms: Set<String> = [
        "CVV", "CVC", "CVV2", "CVC2", "CID", "CSC", "PAN", "PIN", "MM", "YY", "YYYY", "ID", "OK", "IBAN", "BIC", "SWIFT",
        "SMS", "URL", "QR", "NFC", "3DS", "3D", "VISA", "Visa", "Mastercard", "Apple", "Pay", "Google", "PayPal",
    ]

    /// The script a language is written in, when the check knows it.
    public static func expectedScript(for language: String) -> Script? {
        let primary = LanguageCodes.primarySubtag(language)
        if language.contains("Latn") { return .latin }
        if language.contains("Cyrl") { return .cyrillic }
        switch primary {
        case "bg", "ru", "uk", "be", "mk", "kk", "ky", "tg", "mn": return .cyrillic
        case "sr": return nil
        case "el": return .greek
        default:
            return latinLanguages.contains(primary) ? .latin : nil
        }
    }

    static let latinLanguages: Set<String> = Set(
        """
        cs da de en es et fi fr hr hu it lt lv nl no nb nn pl pt ro sk sl sv vi ca gl eu af sq is ga cy mt lb fy tr az
        id ms tl fil sw zu xh yo ig ha so uz tk ku eo la br oc co gd gv kw fo bs
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// The script of one letter, or `nil` for anything that is not a letter.
    public static func script(of scalar: Unicode.Scalar) -> Script? {
        let v = scalar.value
        if v < 0x80 { return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) ? .latin : nil }
        guard scalar.properties.isAlphabetic else { return nil }
        switch v {
        case 0x00C0...0x024F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF5A: return .latin
        case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
        case 0x0370...0x03FF, 0x1F00...0x1FFF: return .greek
        case 0x0300...0x036F: return nil
        default: return .other
        }
    }

    /// The words of `text` written in a script other than `expected`, ignoring digits,
    /// punctuation, placeholders and the allowlisted Latin acronyms.
    public static func foreignWords(in text: String, expected: Script) -> [String] {
        // Fast path: every letter already in the expected script.
        var foreignLetter = false
        for scalar in text.unicodeScalars {
            if let s = script(of: scalar), s != expected {
                foreignLetter = true
                break
            }
        }
        if !foreignLetter { return [] }
        let stripped = PlaceholderScanner.removingPlaceholders(text)
        var foreign: [String] = []
        var word = String.UnicodeScalarView()
        func flush() {
            defer { word = String.UnicodeScalarView() }
            guard !word.isEmpty else { return }
            let w = String(word)
            var scripts = Set<Script>()
            for s in word { if let script = script(of: s) { scripts.insert(script) } }
            scripts.remove(expected)
            guard !scripts.isEmpty else { return }
            if scripts == [.latin] && expected != .latin && latinAcronyms.contains(w) { return }
            foreign.append(w)
        }
        for scalar in stripped.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar.properties.generalCategory == .nonspacingMark {
                word.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return foreign
    }
}
