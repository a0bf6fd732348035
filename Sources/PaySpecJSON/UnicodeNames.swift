/// Unicode scalars as people can tell them apart in a message: `U+00A0 NO-BREAK SPACE`.
///
/// Two answers that differ in an invisible or look-alike character print as the same string;
/// naming the scalars is what makes such a difference readable.
public enum UnicodeNames {
    /// `U+00A0 NO-BREAK SPACE` (the code point alone where the scalar has no name).
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { return code + " " + name }
        return code
    }

    /// Whether a reader cannot see the scalar for what it is: controls, format characters,
    /// spaces other than U+0020, and combining marks (which merge with the letter before them).
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark,
            .spacingMark, .unassigned, .privateUse, .surrogate:
            return true
        default:
            return false
        }
    }

    /// Whether `text` holds a scalar `isHidden` or any scalar outside ASCII (where look-alikes live).
    public static func needsSpelling(_ text: String) -> Bool {
        text.unicodeScalars.contains { isHidden($0) || !$0.isASCII }
    }

    /// The text with every scalar outside ASCII spelt out: for look-alikes (`<U+0430 CYRILLIC SMALL LETTER A>`).
    public static func spelledAll(_ text: String) -> String {
        var out = ""
        for s in text.unicodeScalars {
            if isHidden(s) || !s.isASCII { out += "<" + describe(s) + ">" } else { out.unicodeScalars.append(s) }
        }
        return out
    }

    /// The text with every hidden scalar spelt out in brackets: `12<U+00A0 NO-BREAK SPACE>€`.
    public static func spelled(_ text: String) -> String {
        var out = ""
        for s in text.unicodeScalars {
            if isHidden(s) { out += "<" + describe(s) + ">" } else { out.unicodeScalars.append(s) }
        }
        return out
    }
}
