/// The line format of the baseline files (`l10n check --baseline`, `drift --baseline`): fields
/// separated by tabs, with `\\`, `\t`, `\n` and `\r` escaped so that any key fits on one line.
public enum BaselineLine {
    /// `text` with backslash, tab and line ends escaped.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A field that does not unescape: the offset (in scalars) of the offending backslash.
    public struct EscapeError: Error, Sendable {
        public var offset: Int
        public var message: String

        public init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// The text an escaped field stands for.
    public static func unescape(_ text: String) throws(EscapeError) -> String {
        guard text.contains("\\") else { return text }
        var out = String.UnicodeScalarView()
        var escaped = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if escaped {
                switch scalar {
                case "\\": out.append("\\")
                case "t": out.append("\t")
                case "n": out.append("\n")
                case "r": out.append("\r")
                // The column points at the backslash.
                default: throw EscapeError(offset: offset - 1, message: "unknown escape '\\\(scalar)' (\\\\, \\t, \\n, \\r)")
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                out.append(scalar)
            }
        }
        if escaped { throw EscapeError(offset: text.unicodeScalars.count, message: "a '\\' at the end of the field") }
        return String(out)
    }
}
