import Foundation

/// An HTML page rendered into the line form the table scanner and the extractors read: headings
/// as `#` lines (with their `id` anchors), tables as pipe tables, `<pre>` blocks fenced with their
/// language, other blocks one line each. Every rendered line keeps the page line it comes from.
/// Site navigation, scripts, styles, cookie banners, forms, and page headers and footers outside
/// the article are not rendered.
struct HTMLRendition {
    var lines: [String] = []
    /// The page line of each rendered line.
    var sourceLines: [Int] = []
    /// Heading anchors by rendered line (1-based).
    var anchors: [Int: String] = [:]

    private var inline = ""
    private var inlineLine = 0
    /// Whether the running text holds more than white space (and a list item's dash).
    private var hasText = false

    static func render(_ page: String) -> HTMLRendition {
        var rendition = HTMLRendition()
        rendition.block(HTMLNode.tree(HTMLTokenizer.tokens(page)), inArticle: false, sectionAnchor: nil)
        rendition.flush()
        return rendition
    }

    static let ignoredElements: Set<String> = [
        "head", "nav", "script", "style", "noscript", "template", "svg", "math", "button", "form", "select", "iframe",
        "canvas", "dialog", "object", "audio", "video", "input", "textarea",
    ]
    static let ignoredRoles: Set<String> = ["navigation", "banner", "contentinfo", "search", "dialog", "alertdialog"]
    /// Words in an `id` or `class` that mark page furniture rather than the article.
    static let furnitureWords: Set<String> = [
        "cookie", "cookies", "consent", "gdpr", "navbar", "sidebar", "breadcrumb", "breadcrumbs", "toc", "menu", "skip",
    ]
    static let blockElements: Set<String> = HTMLNode.blocks.union([
        "li", "dt", "dd", "tr", "td", "th", "body", "html", "summary", "caption", "#root",
    ])

    /// Whether `node` is page furniture; `inArticle` keeps an article's own header and footer.
    static func isIgnored(_ node: HTMLNode, inArticle: Bool) -> Bool {
        guard let name = node.name else { return false }
        if ignoredElements.contains(name) { return true }
        if !inArticle && (name == "header" || name == "footer" || name == "aside") { return true }
        if node.attribute("hidden") != nil || node.attribute("aria-hidden") == "true" { return true }
        if let role = node.attribute("role"), ignoredRoles.contains(role.lowercased()) { return true }
        let words = ((node.attribute("id") ?? "") + " " + (node.attribute("class") ?? "")).lowercased()
            .split { !$0.isLetter }
        return words.contains { furnitureWords.contains(String($0)) }
    }

    mutating func emit(_ line: String, at source: Int) {
        lines.append(line)
        sourceLines.append(source)
    }

    /// Ends the current block of running text.
    mutating func flush() {
        if hasText { emit(inline.trimmingCharacters(in: .whitespaces), at: inlineLine) }
        inline = ""
        hasText = false
    }

    mutating func append(_ text: String, line: Int) {
        let folded = Self.fold(text)
        guard !folded.isEmpty else { return }
        if !hasText, folded != " " {
            // The page line of the first character that is not white space.
            let leading = text.prefix { $0.isWhitespace }
            inlineLine = line + leading.filter { $0 == "\n" }.count
            hasText = true
        }
        if inline.hasSuffix(" ") && folded.hasPrefix(" ") {
            inline += folded.dropFirst()
        } else {
            inline += folded
        }
    }

    /// White space (line ends, tabs, no-break spaces) folded into single spaces, as a browser shows it.
    static func fold(_ text: String) -> String {
        var out = ""
        var space = false
        for c in text {
            if c.isWhitespace {
                space = true
            } else {
                if space { out.append(" ") }
                space = false
                out.append(c)
            }
        }
        if space { out.append(" ") }
        return out
    }

    mutating func block(_ node: HTMLNode, inArticle: Bool, sectionAnchor: String?) {
        guard let name = node.name else {
            if case .text(let text) = node.content { append(text, line: node.line) }
            return
        }
        if Self.isIgnored(node, inArticle: inArticle) { return }
        let inArticle = inArticle || name == "article" || name == "main"
        switch name {
        case "br", "hr":
            flush()
        case "h1", "h2", "h3", "h4", "h5", "h6":
            flush()
            let level = Int(String(name.dropFirst()))!
            emit(String(repeating: "#", count: level) + " " + Self.text(of: node, inArticle: inArticle), at: node.line)
            if let anchor = Self.anchor(of: node) ?? sectionAnchor { anchors[lines.count] = anchor }
        case "pre":
            flush()
            renderPre(node)
        case "table":
            flush()
            renderTable(node, inArticle: inArticle)
        case "code", "kbd", "samp", "tt":
            append(Self.codeSpan(node.rawText), line: node.line)
        case "img":
            break
        default:
            let isBlock = Self.blockElements.contains(name)
            if isBlock { flush() }
            if name == "li" { inline = "- " }
            // A section's id names its first heading when the heading has none.
            let anchor = name == "section" ? node.attribute("id") : sectionAnchor
            for child in node.children { block(child, inArticle: inArticle, sectionAnchor: anchor) }
            if isBlock { flush() }
        }
    }

    static func codeSpan(_ raw: String) -> String {
        let text = fold(raw).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? "" : "`\(text)`"
    }

    /// The text of a heading or a table cell on one line: code as backtick spans, furniture left out.
    static func text(of node: HTMLNode, inArticle: Bool) -> String {
        var out = ""
        func walk(_ n: HTMLNode) {
            switch n.content {
            case .text(let text): out += fold(text)
            case .element(let name, _):
                if isIgnored(n, inArticle: inArticle) { return }
                if ["code", "kbd", "samp", "tt"].contains(name) {
                    out += codeSpan(n.rawText)
                    return
                }
                if name == "br" || blockElements.contains(name) { out += " " }
                for child in n.children { walk(child) }
                if blockElements.contains(name) { out += " " }
            }
        }
        for child in node.children { walk(child) }
        return fold(out).trimmingCharacters(in: .whitespaces)
    }

    /// A heading's anchor: its `id`, else the `id` or `name` of an anchor inside it, else the
    /// fragment a permalink inside it points at.
    static func anchor(of heading: HTMLNode) -> String? {
        if let id = heading.attribute("id"), !id.isEmpty { return id }
        var found: String?
        func walk(_ n: HTMLNode) {
            guard found == nil, n.name != nil else { return }
            if n.name == "a" {
                if let id = n.attribute("id") ?? n.attribute("name"), !id.isEmpty {
                    found = id
                } else if let href = n.attribute("href"), href.hasPrefix("#"), href.count > 1 {
                    found = String(href.dropFirst())
                }
            }
            for child in n.children { walk(child) }
        }
        for child in heading.children { walk(child) }
        return found
    }

    /// A `<pre>` block as a fenced block: ```` ```swift ````, its lines as written, ```` ``` ````.
    mutating func renderPre(_ pre: HTMLNode) {
        let code = pre.children.first { $0.name == "code" }
        let language = Self.language(of: pre) ?? code.flatMap(Self.language(of:)) ?? ""
        var rows: [(String, Int)] = []
        var current = ""
        var currentLine: Int?
        func walk(_ n: HTMLNode) {
            guard case .text(let text) = n.content else {
                n.children.forEach(walk)
                return
            }
            var line = n.line
            for c in text {
                if c == "\n" {
                    rows.append((current, currentLine ?? line))
                    current = ""
                    currentLine = nil
                    line += 1
                } else {
                    if currentLine == nil { currentLine = line }
                    current.append(c)
                }
            }
        }
        pre.children.forEach(walk)
        if !current.isEmpty { rows.append((current, currentLine ?? pre.line)) }
        // A line end right after `<pre>` is not content.
        if let first = rows.first, first.0.isEmpty { rows.removeFirst() }
        emit("```" + language, at: pre.line)
        for (text, line) in rows { emit(text, at: line) }
        emit("```", at: rows.last?.1 ?? pre.line)
    }

    /// `language-swift`, `lang-swift`, pandoc's `sourceCode swift`, or `data-lang`.
    static func language(of node: HTMLNode) -> String? {
        if let lang = node.attribute("data-lang"), !lang.isEmpty { return lang }
        let classes = (node.attribute("class") ?? "").split(separator: " ").map(String.init)
        for c in classes {
            for prefix in ["language-", "lang-", "highlight-source-"] where c.hasPrefix(prefix) && c.count > prefix.count {
                return String(c.dropFirst(prefix.count))
            }
        }
        if classes.contains("sourceCode") { return classes.first { $0 != "sourceCode" && $0 != "numberSource" } }
        return nil
    }

    /// A table as a pipe table: the header row (the last row of `<thead>`, else a first row of
    /// `<th>` cells, else the first row), `colspan` and `rowspan` spread over the columns they
    /// cover. A body row of one cell spanning the whole width is a heading inside the table: the
    /// rows under it are a table of their own, under the same header.
    mutating func renderTable(_ table: HTMLNode, inArticle: Bool) {
        var rows: [(cells: [String], spans: Bool, inHead: Bool, allHeaderCells: Bool, line: Int)] = []
        var carried: [Int: (text: String, rows: Int)] = [:]
        func addRow(_ tr: HTMLNode, inHead: Bool) {
            var cells: [String] = []
            var spans = false
            let cellNodes = tr.children.filter { $0.name == "td" || $0.name == "th" }
            func fillCarried() {
                while let carry = carried[cells.count] {
                    cells.append(carry.text)
                    carried[cells.count - 1] = carry.rows > 1 ? (carry.text, carry.rows - 1) : nil
                }
            }
            for cell in cellNodes {
                fillCarried()
                let text = Self.text(of: cell, inArticle: inArticle).replacingOccurrences(of: "|", with: "\\|")
                let colspan = min(max(Int(cell.attribute("colspan") ?? "") ?? 1, 1), 1000)
                let rowspan = min(max(Int(cell.attribute("rowspan") ?? "") ?? 1, 1), 1000)
                if cellNodes.count == 1 && colspan > 1 { spans = true }
                for k in 0..<colspan {
                    if rowspan > 1 { carried[cells.count] = (k == 0 ? text : "", rowspan - 1) }
                    cells.append(k == 0 ? text : "")
                }
            }
            fillCarried()
            guard !cells.isEmpty else { return }
            rows.append((cells, spans, inHead, cellNodes.allSatisfy { $0.name == "th" }, tr.line))
        }
        func collect(_ node: HTMLNode, inHead: Bool) {
            for child in node.children {
                switch child.name {
                case "tr": addRow(child, inHead: inHead)
                case "thead": collect(child, inHead: true)
                case "tbody", "tfoot": collect(child, inHead: false)
                default: break
                }
            }
        }
        collect(table, inHead: false)
        guard !rows.isEmpty else { return }
        let headerIndex = rows.lastIndex { $0.inHead } ?? 0
        let header = rows[headerIndex]
        func emitHeader() {
            emit("| " + header.cells.joined(separator: " | ") + " |", at: header.line)
            emit("|" + String(repeating: "---|", count: header.cells.count), at: header.line)
        }
        emitHeader()
        for row in rows[(headerIndex + 1)...] where !row.inHead {
            if row.spans && header.cells.count > 1 {
                emit("---", at: row.line)
                emit("#### " + row.cells[0], at: row.line)
                emitHeader()
                continue
            }
            emit("| " + row.cells.joined(separator: " | ") + " |", at: row.line)
        }
        // Ends the table, so a table right after it is not read as more rows.
        emit("---", at: rows.last!.line)
    }
}
