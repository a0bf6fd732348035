/// An HTML page as a tree of elements and text, built the tolerant way browsers build it: void
/// elements take no content, an unclosed `<p>`, `<li>`, `<td>`, `<tr>` or `<dt>`/`<dd>` ends
/// where the next one (or its parent's end) begins, and an end tag that matches no open element
/// is dropped.
final class HTMLNode {
    enum Content {
        case element(String, [String: String])
        case text(String)
    }

    let content: Content
    let line: Int
    var children: [HTMLNode] = []

    init(_ content: Content, line: Int) {
        self.content = content
        self.line = line
    }

    var name: String? {
        if case .element(let name, _) = content { return name }
        return nil
    }

    func attribute(_ name: String) -> String? {
        if case .element(_, let attributes) = content { return attributes[name] }
        return nil
    }

    /// Every text below this node, as written (no whitespace folded).
    var rawText: String {
        if case .text(let text) = content { return text }
        return children.map(\.rawText).joined()
    }

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// Elements an opening tag closes when one is open, and the elements that stop the search.
    static let closedBy: [String: (closes: Set<String>, stopsAt: Set<String>)] = [
        "li": (["li"], ["ul", "ol", "menu"]),
        "dt": (["dt", "dd"], ["dl"]),
        "dd": (["dt", "dd"], ["dl"]),
        "td": (["td", "th"], ["tr", "table"]),
        "th": (["td", "th"], ["tr", "table"]),
        "tr": (["td", "th", "tr"], ["table", "thead", "tbody", "tfoot"]),
        "thead": (["td", "th", "tr", "thead", "tbody", "tfoot"], ["table"]),
        "tbody": (["td", "th", "tr", "thead", "tbody", "tfoot"], ["table"]),
        "tfoot": (["td", "th", "tr", "thead", "tbody", "tfoot"], ["table"]),
        "option": (["option"], ["select"]),
    ]

    /// Elements that end an open `<p>`.
    static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figcaption", "figure", "footer",
        "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul",
    ]

    /// How deep elements nest before further containers are read as siblings.
    static let containerDepth = 256
    /// How deep any element nests.
    static let maximumDepth = 512
    /// The elements whose nesting carries meaning for reading a document.
    static let structural: Set<String> = [
        "table", "thead", "tbody", "tfoot", "tr", "td", "th", "pre", "code", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// The tree of `tokens` under one root.
    static func tree(_ tokens: [HTMLToken]) -> HTMLNode {
        let root = HTMLNode(.element("#root", [:]), line: 1)
        var stack = [root]
        func close(through index: Int) { stack.removeSubrange(index...) }
        func open(_ name: String) -> Int? { stack.lastIndex { $0.name == name } }
        for token in tokens {
            switch token.kind {
            case .text(let text):
                stack.last!.children.append(HTMLNode(.text(text), line: token.line))
            case .start(let name, let attributes, let selfClosing):
                if let rule = closedBy[name] {
                    // The outermost open one within the nearest enclosing list, row or table.
                    let limit = stack.lastIndex { rule.stopsAt.contains($0.name ?? "") } ?? 0
                    if let index = stack[(limit + 1)...].firstIndex(where: { rule.closes.contains($0.name ?? "") }) {
                        close(through: index)
                    }
                }
                if blocks.contains(name), let p = open("p"),
                    !stack[p...].contains(where: { ["table", "li", "td", "th"].contains($0.name) })
                {
                    close(through: p)
                }
                let node = HTMLNode(.element(name, attributes), line: token.line)
                stack.last!.children.append(node)
                // The walks over the tree recurse, and no page nests its article deeply: past
                // `containerDepth` only the elements a table, heading or code block is made of
                // still nest, and past `maximumDepth` none does (they are read as siblings).
                let nests = stack.count < containerDepth || (stack.count < maximumDepth && structural.contains(name))
                if !selfClosing && !voidElements.contains(name) && nests { stack.append(node) }
            case .end(let name):
                if let index = open(name), index > 0 { close(through: index) }
            }
        }
        return root
    }
}
