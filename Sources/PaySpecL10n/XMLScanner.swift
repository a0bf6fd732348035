import PaySpecJSON

/// A small, strict, non-validating XML reader over bytes: elements, attributes, text, CDATA,
/// comments and processing instructions; only the five predefined entities and character
/// references are expanded. It never loads anything: a document type declaration is skipped
/// (and refused if it declares entities), so external entities and DTDs cannot be reached.
///
/// It is the fast path for big catalogs (FoundationXML's `XMLParser` costs microseconds per
/// callback on Linux); its positions are exact (the `<` of each start tag).
struct XMLScanner {
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    /// Where the current line starts; columns are counted from here only when asked for.
    private var lineStart = 0
    /// The last position whose column was counted, and that column: positions are asked for in
    /// increasing order, so counting resumes there instead of at the start of a long line.
    private var columnIndex = 0
    private var columnCount = 1
    private struct OpenElement {
        var name: String
        /// Where the name starts in `bytes` (its end tag is compared byte for byte).
        var nameStart: Int
        var location: SourceLocation
        var hasChild = false
    }
    private var stack: [OpenElement] = []
    private var sawRoot = false
    /// A self-closing tag's end, still to be reported.
    private var pendingEnd = false
    /// Name comparisons and lookups made to find duplicate attributes, for the test that
    /// doubling a document at most doubles them.
    private(set) var attributeProbes = 0

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// A scanner over a whole document (UTF-8, or UTF-16 with a BOM), positioned at its start.
    init(document raw: [UInt8], file: String) throws(CatalogParseError) {
        var bytes = raw
        if raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF]) {
            bytes = Array(try TextDecoding.decode(raw, file: file).0.utf8)
        } else {
            try TextDecoding.validateUTF8(raw, file: file)
        }
        self.init(bytes: bytes, file: file)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Parses a whole document (UTF-8, or UTF-16 with a BOM) into an element tree.
    static func parse(_ raw: [UInt8], file: String) throws(CatalogParseError) -> XMLElementNode {
        var scanner = try XMLScanner(document: raw, file: file)
        var stack: [XMLElementNode] = []
        var root: XMLElementNode?
        while true {
            switch try scanner.next() {
            case .start(let tag):
                var attributes: [String: String] = [:]
                for (name, value) in tag.attributes { attributes[name] = value }
                let node = XMLElementNode(name: tag.name, attributes: attributes, location: tag.location)
                if let parent = stack.last { parent.children.append(.element(node)) } else { root = node }
                stack.append(node)
            case .end: stack.removeLast()
            case .text(let t): stack.last?.children.append(.text(t))
            case .endOfDocument:
                guard let root else { throw CatalogParseError(file: file, at: nil, "expected a root element, found end of file") }
                return root
            }
        }
    }

    /// The current position, counting columns on from the last position asked for.
    private mutating func mark() -> SourceLocation {
        if columnIndex < lineStart || columnIndex > index {
            columnIndex = lineStart
            columnCount = 1
        }
        var column = columnCount
        var i = columnIndex
        while i < index {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        columnIndex = index
        columnCount = column
        return SourceLocation(line: line, column: column)
    }

    private var here: SourceLocation {
        var column = 1
        var i = lineStart
        while i < index {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }

    private func fail(_ message: String, at location: SourceLocation? = nil) -> CatalogParseError {
        CatalogParseError(file: file, at: location ?? here, message)
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let p = text.utf8Start
        for i in 0..<count where bytes[index + i] != p[i] { return false }
        return true
    }

    private mutating func skip(until terminator: StaticString, what: String) throws(CatalogParseError) {
        let start = mark()
        while index < bytes.count {
            if startsWith(terminator) {
                advance(terminator.utf8CodeUnitCount)
                return
            }
            advance()
        }
        throw fail("expected '\(terminator)' to close the \(what) that starts here", at: start)
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
    }

    private mutating func name() throws(CatalogParseError) -> String {
        let start = try nameEnd()
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Moves past a name; returns where it started.
    private mutating func nameEnd() throws(CatalogParseError) -> Int {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            if Self.isSpace(b) || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") || b == UInt8(ascii: "=") || b == UInt8(ascii: "<") {
                break
            }
            index += 1  // not a line break: those end the name
        }
        guard index > start else { throw fail("expected a name, found \(describeCurrent())") }
        return start
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        return b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    /// Text up to `end` with entity and character references expanded.
    private mutating func text(until stop: UInt8) throws(CatalogParseError) -> String {
        let start = index
        var hasReference = false
        let inAttribute = stop != UInt8(ascii: "<")
        while index < bytes.count {
            let b = bytes[index]
            if b == stop { break }
            if b == 0x0A {
                line += 1
                lineStart = index + 1
            } else if b == UInt8(ascii: "&") {
                hasReference = true
            } else if inAttribute && b == UInt8(ascii: "<") {
                throw fail("expected no '<' inside an attribute value")
            } else if !inAttribute && b == UInt8(ascii: ">") && index - start >= 2 && bytes[index - 1] == UInt8(ascii: "]")
                && bytes[index - 2] == UInt8(ascii: "]")
            {
                // XML 1.0 (2.4): character data never holds "]]>", the end of a CDATA section.
                index -= 2
                throw fail("expected no ']]>' in character data (write ']]&gt;')")
            }
            index += 1
        }
        guard hasReference else { return String(decoding: bytes[start..<index], as: UTF8.self) }
        var out = [UInt8]()
        out.reserveCapacity(index - start)
        var i = start
        var referenceLine = 0
        var referenceColumn = 0
        while i < index {
            let b = bytes[i]
            guard b == UInt8(ascii: "&") else {
                out.append(b)
                i += 1
                continue
            }
            guard let semicolon = bytes[i..<index].firstIndex(of: UInt8(ascii: ";")), semicolon - i <= 12 else {
                (referenceLine, referenceColumn) = position(of: i)
                throw fail(
                    "expected an entity reference ending in ';' after '&'",
                    at: SourceLocation(line: referenceLine, column: referenceColumn))
            }
            let name = String(decoding: bytes[(i + 1)..<semicolon], as: UTF8.self)
            var scalar: Unicode.Scalar?
            switch name {
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "amp": scalar = "&"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            default:
                if name.hasPrefix("#") {
                    // XML 1.0 (4.1): '&#' digits ';' or '&#x' hex digits ';', nothing else
                    // (no sign, no upper-case X), naming a character XML allows (2.2).
                    let hex = name.hasPrefix("#x")
                    let digits = name.utf8.dropFirst(hex ? 2 : 1)
                    let isDigit: (UInt8) -> Bool =
                        hex ? { $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit } : { $0 >= 0x30 && $0 <= 0x39 }
                    let code = digits.isEmpty || !digits.allSatisfy(isDigit) ? nil : UInt32(Substring(digits), radix: hex ? 16 : 10)
                    guard let code, let allowed = Unicode.Scalar(code), Self.isXMLCharacter(allowed) else {
                        (referenceLine, referenceColumn) = position(of: i)
                        throw fail(
                            "expected a character reference to a character XML allows, found &\(name);",
                            at: SourceLocation(line: referenceLine, column: referenceColumn))
                    }
                    scalar = allowed
                }
            }
            guard let scalar else {
                (referenceLine, referenceColumn) = position(of: i)
                throw fail(
                    "expected a predefined entity (&lt; &gt; &amp; &quot; &apos;) or a character reference, found &\(name);",
                    at: SourceLocation(line: referenceLine, column: referenceColumn))
            }
            out += Array(String(scalar).utf8)
            i = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// XML 1.0's `Char` (2.2): tab, line feed, carriage return and the scalars from U+0020
    /// except U+FFFE and U+FFFF (surrogates are no scalars).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private func position(of offset: Int) -> (Int, Int) {
        let location = SafeXMLReader.position(of: offset, in: bytes)
        return (location.line, location.column)
    }

    /// The next event of the document; after the root element closes and only trailing
    /// comments or space remain, `.endOfDocument`. Structural errors are thrown exactly where
    /// they are found.
    mutating func next() throws(CatalogParseError) -> XMLEvent {
        if pendingEnd {
            pendingEnd = false
            return .end
        }
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                if skipIndentation() { continue }
                // Its position only counted for the one error that needs it.
                let textStart = index
                let t = try text(until: UInt8(ascii: "<"))
                if !stack.isEmpty {
                    // Indentation between child elements carries nothing: not kept.
                    let isIndentation = stack[stack.count - 1].hasChild && t.utf8.contains(0x0A) && t.utf8.allSatisfy(Self.isSpace)
                    if !isIndentation {
                        stack[stack.count - 1].hasChild = true
                        return .text(t)
                    }
                } else if !t.utf8.allSatisfy(Self.isSpace) {
                    throw fail(
                        "expected an element, found text outside the root element", at: SafeXMLReader.position(of: textStart, in: bytes))
                }
                continue
            }
            let at = mark()
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") && next != UInt8(ascii: "/") {
                return .start(try startTag(at: at))
            } else if startsWith("<?") {
                try skip(until: "?>", what: "processing instruction")
            } else if startsWith("<!--") {
                try skip(until: "-->", what: "comment")
            } else if startsWith("<![CDATA[") {
                advance(9)
                let start = index
                try skip(until: "]]>", what: "CDATA section")
                guard !stack.isEmpty else { throw fail("expected CDATA only inside an element", at: at) }
                stack[stack.count - 1].hasChild = true
                return .text(String(decoding: bytes[start..<(index - 3)], as: UTF8.self))
            } else if startsWith("<!DOCTYPE") {
                var depth = 0
                while index < bytes.count {
                    let b = bytes[index]
                    if b == UInt8(ascii: "[") { depth += 1 }
                    if b == UInt8(ascii: "]") { depth -= 1 }
                    if startsWith("<!ENTITY") {
                        throw fail(
                            "refused: the document type declares an entity (<!ENTITY>); entity declarations are not allowed in catalogs")
                    }
                    advance()
                    if b == UInt8(ascii: ">") && depth <= 0 { break }
                }
            } else if startsWith("</") {
                advance(2)
                let nameStart = index
                _ = try nameEnd()
                let nameBytes = bytes[nameStart..<index]
                let nameLength = index - nameStart
                var closing: String { String(decoding: nameBytes, as: UTF8.self) }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw fail("expected '>' to end </\(closing)>, found \(describeCurrent())")
                }
                guard let open = stack.last else { throw fail("expected no end tag </\(closing)> outside the root element", at: at) }
                let sameName =
                    nameLength == open.name.utf8.count
                    && (0..<nameLength).allSatisfy { bytes[nameStart + $0] == bytes[open.nameStart + $0] }
                guard sameName else {
                    throw fail("expected </\(open.name)> to close the element opened at \(open.location), found </\(closing)>", at: at)
                }
                advance()
                stack.removeLast()
                return .end
            } else {
                return .start(try startTag(at: at))
            }
        }
        if let open = stack.last {
            throw fail("expected </\(open.name)> to close the element opened at \(open.location), found end of file")
        }
        guard sawRoot else { throw fail("expected a root element, found end of file") }
        return .endOfDocument
    }

    /// Moves past a run of spaces up to the next tag when it carries nothing: indentation
    /// between child elements, or space outside the root. No string is made for it.
    private mutating func skipIndentation() -> Bool {
        var end = index
        var lineBreak = false
        while end < bytes.count, Self.isSpace(bytes[end]) {
            if bytes[end] == 0x0A { lineBreak = true }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "<") else { return false }
        guard stack.isEmpty || (stack[stack.count - 1].hasChild && lineBreak) else { return false }
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return true
    }

    /// All character data up to the end of the element just started (descendants included).
    mutating func elementText() throws(CatalogParseError) -> String {
        var out = ""
        var depth = 1
        while true {
            switch try next() {
            case .text(let t): if out.isEmpty { out = t } else { out += t }
            case .start: depth += 1
            case .end:
                depth -= 1
                if depth == 0 { return out }
            case .endOfDocument: return out
            }
        }
    }

    /// Skips to the end of the element just started.
    mutating func skipElement() throws(CatalogParseError) {
        var depth = 1
        while true {
            switch try next() {
            case .text: break
            case .start: depth += 1
            case .end:
                depth -= 1
                if depth == 0 { return }
            case .endOfDocument: return
            }
        }
    }

    /// Reads to the end of the document (so that every structural error is still found).
    mutating func finish() throws(CatalogParseError) {
        while true {
            if case .endOfDocument = try next() { return }
        }
    }

    private mutating func startTag(at: SourceLocation) throws(CatalogParseError) -> XMLStartTag {
        advance()
        let elementNameStart = index
        let elementName = try name()
        var attributes = XMLAttributes()
        var selfClosing = false
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail("expected '>' to end the start tag <\(elementName)>", at: at) }
            if bytes[index] == UInt8(ascii: ">") {
                advance()
                break
            }
            if startsWith("/>") {
                advance(2)
                selfClosing = true
                break
            }
            let attribute = try name()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw fail("expected '=' after the attribute \(attribute), found \(describeCurrent())")
            }
            advance()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw fail("expected a quoted value for the attribute \(attribute), found \(describeCurrent())")
            }
            let quote = bytes[index]
            let valueStart = mark()
            advance()
            let value = try text(until: quote)
            guard index < bytes.count else { throw fail("expected a closing quote for this attribute value", at: valueStart) }
            advance()
            guard attributes.insert((attribute, value), probes: &attributeProbes) else {
                throw fail("expected the attribute \(attribute) only once", at: valueStart)
            }
        }
        if !stack.isEmpty {
            stack[stack.count - 1].hasChild = true
        } else if !sawRoot {
            sawRoot = true
        } else {
            throw fail("expected a single root element, found a second one <\(elementName)>", at: at)
        }
        if selfClosing {
            pendingEnd = true
        } else {
            guard stack.count < Self.maximumDepth else { throw fail("refused: elements nested deeper than \(Self.maximumDepth)", at: at) }
            stack.append(OpenElement(name: elementName, nameStart: elementNameStart, location: at))
        }
        return XMLStartTag(name: elementName, attributes: attributes, location: at)
    }
}

/// One event of `XMLScanner.next()`.
enum XMLEvent {
    case start(XMLStartTag)
    case end
    case text(String)
    case endOfDocument
}

/// A start tag: its name, attributes in order, and the position of its `<`.
struct XMLStartTag {
    var name: String
    var attributes: XMLAttributes
    var location: SourceLocation

    /// The name without a namespace prefix.
    var localName: Substring {
        if let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) { return name[name.index(after: colon)...] }
        return name[...]
    }

    func attribute(_ key: String) -> String? {
        attributes.value(of: key)
    }
}

/// A start tag's attributes in order: the first two in place (most catalog tags have one or
/// two, and an array per tag would be an allocation per string), the others in an array.
struct XMLAttributes: Sequence {
    private var first: (String, String)?
    private var second: (String, String)?
    private var others: [(String, String)] = []

    /// The names of every attribute once there are more than two: a duplicate is found in
    /// constant time per attribute, so a tag with 100,000 attributes costs 100,000 lookups, not
    /// their square.
    private var names: Set<String> = []

    /// Adds `attribute` unless its name is already there (then returns false); `probes` counts
    /// the comparisons and lookups, the work a test measures.
    mutating func insert(_ attribute: (String, String), probes: inout Int) -> Bool {
        if first == nil {
            first = attribute
            return true
        }
        probes += 1
        if first!.0 == attribute.0 { return false }
        if second == nil {
            second = attribute
            return true
        }
        probes += 1
        if second!.0 == attribute.0 { return false }
        if others.isEmpty { names = [first!.0, second!.0] }
        probes += 1
        guard names.insert(attribute.0).inserted else { return false }
        others.append(attribute)
        return true
    }

    func value(of name: String) -> String? {
        if let first, first.0 == name { return first.1 }
        if let second, second.0 == name { return second.1 }
        for (key, value) in others where key == name { return value }
        return nil
    }

    func makeIterator() -> IndexingIterator<[(String, String)]> {
        ([first, second].compactMap { $0 } + others).makeIterator()
    }
}
