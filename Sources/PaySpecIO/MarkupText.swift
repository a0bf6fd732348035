/// HTML and XML text: markup characters as entities, and control characters (which XML 1.0
/// cannot carry at all) as visible escapes.
public enum MarkupText {
    /// Text or attribute value for HTML (`& < > " '`); line breaks and tabs kept.
    public static func html(_ text: String) -> String {
        escape(text, apostrophe: "&#39;", keepBreaks: true)
    }

    /// Element text for XML 1.0; line breaks and tabs kept, other forbidden characters visible.
    public static func xml(_ text: String) -> String {
        escape(text, apostrophe: "&apos;", keepBreaks: true)
    }

    /// An XML attribute value: line breaks as character references, so attribute-value
    /// normalisation does not turn them into spaces.
    public static func xmlAttribute(_ text: String) -> String {
        escape(text, apostrophe: "&apos;", keepBreaks: false)
    }

    static func escape(_ text: String, apostrophe: String, keepBreaks: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += apostrophe
            case "\n": out += keepBreaks ? "\n" : "&#10;"
            case "\t": out += keepBreaks ? "\t" : "&#9;"
            case "\r": out += "&#13;"
            default:
                if TerminalText.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += TerminalText.visible(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
