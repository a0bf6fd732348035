import Foundation

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), escaped per
/// GitHub's rules so a value can neither end the command nor start another one; and the one rule
/// for every other line PaySpec prints, which must never be read as a command at all.
public enum GitHubCommandText {
    /// Message data: `%`, CR and LF percent-encoded, so a multi-line message stays inside its
    /// command; other control characters are shown as visible escapes, and `##[` is broken up.
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
        return inert(out, allowingCommands: true)
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

    /// Text on its way to standard output or error, made so the Actions runner reads no line of
    /// it as a workflow command. The runner trims a line's leading white space and takes `::` at
    /// its start as a command, and takes `##[` anywhere in a line as the older form (whose
    /// `##[stop-commands]` would silence every later annotation). The first `:` of such a start
    /// and the first `#` of every `##[` are written as visible escapes, `\u003A` and `\u0023`,
    /// spelled as JSON spells them, so a JSON report on standard output stays valid and decodes to
    /// the very text it carried; all else is kept. U+0085, U+2028 and U+2029 count as line ends, since some log viewers break
    /// there. `allowingCommands` keeps a leading `::` for the annotations PaySpec itself writes
    /// (`--format github`); `##[` is broken up either way.
    public static func inert(_ text: String, allowingCommands: Bool = false) -> String {
        guard mayCarryCommand(text) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        var atLineStart = true
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            defer { i += 1 }
            if isLineEnd(s) {
                atLineStart = true
            } else if atLineStart && isRunnerWhiteSpace(s) {
                // Still only white space since the line began: the runner would trim it.
            } else if atLineStart && s == ":" && i + 1 < scalars.count && scalars[i + 1] == ":" {
                atLineStart = false
                if !allowingCommands {
                    out += "\\u003A"
                    continue
                }
            } else {
                atLineStart = false
                if s == "#" && i + 2 < scalars.count && scalars[i + 1] == "#" && scalars[i + 2] == "[" {
                    out += "\\u0023"
                    continue
                }
            }
            out.unicodeScalars.append(s)
        }
        return out
    }

    /// The characters the runner trims (.NET's white space), and the C0 separators as well, to be
    /// safe.
    static func isRunnerWhiteSpace(_ s: Unicode.Scalar) -> Bool {
        s.properties.isWhitespace || (0x1C...0x1F).contains(s.value)
    }

    /// Where a new line starts for the runner (LF, CR) or for a log viewer (NEL, LS, PS).
    static func isLineEnd(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\r" || s.value == 0x85 || s.value == 0x2028 || s.value == 0x2029
    }

    /// A quick look over the bytes: without a `::` or a `##[` there is nothing to escape.
    static func mayCarryCommand(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") && previous == UInt8(ascii: ":") { return true }
            if byte == UInt8(ascii: "[") && previous == UInt8(ascii: "#") && beforePrevious == UInt8(ascii: "#") { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
