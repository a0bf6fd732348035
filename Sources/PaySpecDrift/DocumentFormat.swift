import Foundation

/// How a vendor document is written, told from its content (never its file name): an HTML page
/// as a site publishes it, Markdown (GitHub or GitBook), or a plain-text export.
public enum DocumentFormat: String, Sendable, CaseIterable {
    case html, markdown, plainText = "plain text"

    /// Tags that start the blocks of an HTML page or fragment.
    static let blockTags = [
        "<html", "<head", "<body", "<meta", "<div", "<article", "<main", "<section", "<table", "<p>", "<p ", "<h1", "<h2",
        "<h3", "<h4", "<h5", "<h6", "<pre", "<ul", "<ol", "<nav", "<header", "<link", "<title",
    ]

    /// The format of a document with these lines. A page is HTML when it opens with a doctype or
    /// `<html>`, or opens with a block tag and its lines that start with a tag outnumber its
    /// Markdown lines (headings, fences, pipe-table rules, GitBook tags) — a Markdown README that
    /// opens with a centred logo in HTML stays Markdown.
    public static func sniff(_ lines: [String]) -> DocumentFormat {
        var tagLines = 0
        var markdownLines = 0
        var first: String?
        for raw in lines {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let lower = line.lowercased()
            if first == nil { first = lower }
            if lower.hasPrefix("<") && blockTags.contains(where: lower.hasPrefix) { tagLines += 1 }
            if isMarkdown(line) { markdownLines += 1 }
        }
        guard let first else { return .plainText }
        if first.hasPrefix("<!doctype html") || first.hasPrefix("<html") { return .html }
        if first.hasPrefix("<"), blockTags.contains(where: first.hasPrefix) || first.hasPrefix("<!--"), tagLines > markdownLines {
            return .html
        }
        return markdownLines > 0 ? .markdown : .plainText
    }

    static func isMarkdown(_ line: String) -> Bool {
        if line.hasPrefix("```") || line.hasPrefix("{% ") { return true }
        if line.hasPrefix("#") {
            let marks = line.prefix { $0 == "#" }
            return marks.count <= 6 && line.dropFirst(marks.count).first == " "
        }
        return line.hasPrefix("|") && line.contains("---")
    }
}
