/// Escaping for every report format: a string from a catalog never reaches a report raw.
public enum ReportEscaping {
    /// HTML text and attribute escaping (`& < > " '`).
    public static func html(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// XML escaping (JUnit); control characters XML 1.0 cannot carry become U+FFFD.
    public static func xml(_ text: String) -> String {
        var out = ""
        for ch in text.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(ch)
            default:
                if ch.value < 0x20 || (0xFFFE...0xFFFF).contains(ch.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out
    }

    /// GitHub workflow-command data escaping (`%`, CR, LF).
    public static func githubData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// GitHub workflow-command property escaping (data escaping plus `:` and `,`).
    public static func githubProperty(_ text: String) -> String {
        githubData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }

    /// Markdown table-cell escaping (`|`, backticks, line breaks, HTML).
    public static func markdown(_ text: String) -> String {
        html(text).replacing("|", with: "\\|").replacing("`", with: "\\`").replacing("\n", with: " ")
    }
}
