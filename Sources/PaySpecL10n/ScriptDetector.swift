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
        if v < tableLimit { return ScalarClass(rawValue: scalarTable[Int(v)] & 0x7)!.script }
        return computedScript(of: scalar)
    }

    /// Whether a scalar is Unicode White_Space (`properties.isWhitespace`), from the table below
    /// U+3040.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return v == 0x20 || (0x09...0x0D).contains(v) }
        if v < tableLimit { return scalarTable[Int(v)] & 0x8 != 0 }
        return scalar.properties.isWhitespace
    }

    /// Scalars below this have their script and White_Space looked up in `scalarTable` (every
    /// alphabet the check names and every White_Space scalar lie below it).
    static let tableLimit: UInt32 = 0x3040

    /// The class of each scalar below `tableLimit` (bits 0-2) and its White_Space bit (bit 3),
    /// computed once from the Unicode properties: the per-letter property look-ups were the hot
    /// spot of the checks.
    static let scalarTable: [UInt8] = (0..<tableLimit).map { v in
        guard let scalar = Unicode.Scalar(v) else { return 0 }
        let kind: ScalarClass
        switch computedScript(of: scalar) {
        case nil: kind = .none
        case .latin?: kind = .latin
        case .cyrillic?: kind = .cyrillic
        case .greek?: kind = .greek
        case .other?: kind = .other
        }
        return kind.rawValue | (scalar.properties.isWhitespace ? 0x8 : 0)
    }

    enum ScalarClass: UInt8 {
        case none, latin, cyrillic, greek, other

        var script: Script? {
            switch self {
            case .none: return nil
            case .latin: return .latin
            case .cyrillic: return .cyrillic
            case .greek: return .greek
            case .other: return .other
            }
        }
    }

    /// `script(of:)` from the Unicode properties.
    static func computedScript(of scalar: Unicode.Scalar) -> Script? {
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
