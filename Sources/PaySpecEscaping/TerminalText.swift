import Foundation

/// Text for a terminal or a CI log: nothing from an input can move the cursor, set a title,
/// clear the screen or start a line of its own.
public enum TerminalText {
    /// Whether `scalar` would act on a terminal instead of printing: C0 and C1 controls, DEL, the
    /// bidirectional overrides that reorder what a reader sees, and the Unicode line and
    /// paragraph separators, where some log viewers start a new line.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v)
            || (0x2066...0x2069).contains(v) || v == 0x2028 || v == 0x2029
    }

    /// `\u{1B}`-style spelling of one scalar, the way Swift writes it.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    /// One line: every control character, line breaks included, shown as a visible escape.
    public static func inline(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += visible(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// The lines of a multi-line value, each escaped; CR LF and lone CR count as line ends.
    public static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map {
            inline(String($0))
        }
    }

    /// A multi-line value whose every line starts with `indent`, so no continuation line of an
    /// input ever reaches column 0 (where `::warning::` would be a GitHub workflow command).
    public static func block(_ text: String, indent: String) -> String {
        lines(text).map { indent + $0 }.joined(separator: "\n")
    }
}
