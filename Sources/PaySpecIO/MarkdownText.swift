import Foundation

/// GitHub-flavoured Markdown (job summaries): inputs stay text, never headings, links, images
/// or HTML.
public enum MarkdownText {
    /// Inline text in a paragraph, a list item or a table cell: HTML-escaped, Markdown's
    /// punctuation backslash-escaped, line breaks as `<br>`.
    public static func inline(_ text: String) -> String {
        var out = ""
        for line in TerminalText.lines(text).enumerated() {
            if line.offset > 0 { out += "<br>" }
            for ch in line.element.unicodeScalars {
                switch ch {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "\\", "`", "*", "_", "[", "]", "#", "|", "~": out += "\\" + String(ch)
                default: out.unicodeScalars.append(ch)
                }
            }
        }
        return out
    }

    /// Inline code: `<code>` with HTML-escaped text, safe inside a table cell (a `|` in a
    /// backtick span would still split the cell).
    public static func code(_ text: String) -> String {
        "<code>" + MarkupText.html(TerminalText.inline(text)).replacingOccurrences(of: "|", with: "&#124;") + "</code>"
    }

    /// A fenced code block whose fence is longer than any backtick run in `text`, so the
    /// content cannot close it; control characters visible.
    public static func fence(_ text: String) -> String {
        let body = TerminalText.lines(text).joined(separator: "\n")
        var longest = 0
        var run = 0
        for ch in body.unicodeScalars {
            run = ch == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)text\n\(body)\n\(fence)"
    }
}
