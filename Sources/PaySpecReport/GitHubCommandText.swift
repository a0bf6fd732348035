/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), escaped per
/// GitHub's rules so a value can neither end the command nor start another one.
public enum GitHubCommandText {
    /// Message data: `%`, CR and LF percent-encoded, so a multi-line message stays inside its
    /// command; other control characters are shown as visible escapes.
    public static func data(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if TerminalText.isControl(scalar) { out += TerminalText.visible(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A property value (`file=`, `title=`): data escaping plus `:` and `,`, which end a property.
    public static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// One command line: `::name key=value,…::message`.
    public static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let props = properties.map { "\($0.0)=\(property($0.1))" }.joined(separator: ",")
        return "::\(name)\(props.isEmpty ? "" : " " + props)::\(data(message))"
    }
}
