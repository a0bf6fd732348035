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

    /// A whole stream for standard output or error (a machine-format report included): every C1
    /// control and bidirectional override is written as a JSON escape (`\u009B`), since a
    /// terminal acts on them wherever they stand (xterm reads U+009B as CSI) and a JSON or SARIF
    /// report stays valid and decodes to the very text it carried. The text formats escape them
    /// already, and C0 controls are escaped by every writer, so all else is kept byte for byte.
    public static func stream(_ text: String) -> String {
        guard mayCarryStreamControl(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
                let hex = String(v, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A quick look over the bytes: C1 controls are C2 80–9F in UTF-8, the overrides E2 80 AA–AE
    /// and E2 81 A6–A9.
    static func mayCarryStreamControl(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == 0xC2 && (0x80...0x9F).contains(byte) { return true }
            if previous == 0x80 && (0xAA...0xAE).contains(byte) { return true }
            if previous == 0x81 && (0xA6...0xA9).contains(byte) { return true }
            previous = byte
        }
        return false
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
