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

    private let storage: XMLScanStorage
    /// `storage.bytes`, held here so that a read is one load.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// `storage.stack`: the open elements, innermost at `depth - 1`.
    private let open: UnsafeMutablePointer<XMLOpenElement>
    private var depth = 0
    private let file: String
    private var index = 0
    private var line = 1
    /// Where the current line starts; columns are counted from here only when asked for.
    private var lineStart = 0
    /// The last position whose column was counted, and that column: positions are asked for in
    /// increasing order, so counting resumes there instead of at the start of a long line.
    private var columnIndex = 0
    private var columnCount = 1
    /// How many start tags were read.
    private var serial = 0
    private var sawRoot = false
    /// A self-closing tag's end, still to be reported.
    private var pendingEnd = false
    /// Name comparisons and lookups made to find duplicate attributes, for the test that
    /// doubling a document at most doubles them.
    private(set) var attributeProbes = 0
    /// Calls of `next()`, for the tests that count a reader's work per entry.
    private(set) var events = 0
    /// Attributes a start tag compares one by one for a duplicate; from the next one on, the
    /// names go into a set.
    private static let scannedAttributes = 4

    private init(bytes: [UInt8], file: String) {
        storage = XMLScanStorage(copying: bytes)
        self.bytes = UnsafeBufferPointer(storage.bytes)
        open = storage.stack
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
                for (name, value) in scanner.attributes(of: tag) { attributes[name] = value }
                let node = XMLElementNode(name: scanner.name(of: tag), attributes: attributes, location: tag.location)
                if let parent = stack.last { parent.children.append(.element(node)) } else { root = node }
                stack.append(node)
            case .end: stack.removeLast()
            case .text(let t): stack.last?.children.append(.text(scanner.string(t)))
            case .endOfDocument:
                guard let root else { throw CatalogParseError(file: file, at: nil, "expected a root element, found end of file") }
                return root
            }
        }
    }

    /// The current position, counting columns on from the last position asked for.
    private mutating func mark() -> SourceLocation { mark(index, line: line, lineStart: lineStart) }

    /// The position of `offset`, on line `line` that starts at `lineStart`, at or after the
    /// last position asked for: columns are counted on from there.
    private mutating func mark(_ offset: Int, line: Int, lineStart: Int) -> SourceLocation {
        if columnIndex < lineStart || columnIndex > offset {
            columnIndex = lineStart
            columnCount = 1
        }
        let column = columnCount + scalars(from: columnIndex, to: offset)
        columnIndex = offset
        columnCount = column
        return SourceLocation(line: line, column: column)
    }

    /// How many characters (bytes that are not UTF-8 continuation bytes) `start..<end` holds,
    /// counted eight bytes at a time.
    private func scalars(from start: Int, to end: Int) -> Int {
        do {
            let p = bytes
            var count = 0
            var i = start
            while i + 8 <= end {
                let word = UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self)
                // A continuation byte is 10xxxxxx: its top bit set and the next one clear.
                let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                count += 8 - continuations.nonzeroBitCount
                i += 8
            }
            while i < end {
                if p[i] & 0xC0 != 0x80 { count += 1 }
                i += 1
            }
            return count
        }
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
        let end = Swift.min(index + count, bytes.count)
        while index < end {
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

    /// The bytes below 64 that end a name, one bit each: XML white space (space, line feed,
    /// tab, carriage return), '/', '<', '=' and '>'.
    private static var nameEnds: UInt64 {
        1 << 0x20 | 1 << 0x0A | 1 << 0x09 | 1 << 0x0D | 1 << 0x2F | 1 << 0x3C | 1 << 0x3D | 1 << 0x3E
    }
    /// The bytes below 64 a text run stops to look at, one bit each: a line feed, '&', '<' and
    /// '>', and the quotes '"' and '\'' that end an attribute value.
    private static var textStops: UInt64 { 1 << 0x0A | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27 }

    /// Whether `b` is in a set of bytes below 64: one comparison and one shift, where a chain
    /// of comparisons cost one each.
    @inline(__always)
    private static func marks(_ b: UInt8, in set: UInt64) -> Bool {
        b < 64 && (set >> UInt64(b)) & 1 != 0
    }

    /// Moves past a name; returns where it started and where its part after the last `:`
    /// (its local name) starts.
    private mutating func scanName() throws(CatalogParseError) -> (start: Int, local: Int) {
        let start = index
        var local = index
        while index < bytes.count {
            let b = bytes[index]
            if Self.marks(b, in: Self.nameEnds) { break }
            index += 1  // not a line break: those end the name
            if b == UInt8(ascii: ":") { local = index }
        }
        guard index > start else { throw fail("expected a name, found \(describeCurrent())") }
        return (start, local)
    }

    /// The bytes `start..<end` as a string.
    private func slice(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the bytes `start..<end` are `text`.
    @inline(__always)
    private func bytes(_ start: Int, _ end: Int, equal text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard end - start == count else { return false }
        let p = text.utf8Start
        var i = 0
        while i < count {
            if bytes[start + i] != p[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether the bytes `a..<a + count` and `b..<b + count` are the same.
    private func bytes(_ a: Int, _ b: Int, sameFor count: Int) -> Bool {
        var i = 0
        while i < count {
            if bytes[a + i] != bytes[b + i] { return false }
            i += 1
        }
        return true
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        return b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    /// Moves past text up to `stop`; returns where it started and whether it holds a
    /// reference, whose expansion is checked here (every refusal where it was before), but
    /// made only when the text is asked for.
    private mutating func scanText(until stop: UInt8) throws(CatalogParseError) -> XMLTextSpan {
        let start = index
        var hasReference = false
        let inAttribute = stop != UInt8(ascii: "<")
        while index < bytes.count {
            let b = bytes[index]
            // Most bytes are none of those looked at below.
            if !Self.marks(b, in: Self.textStops) {
                index += 1
                continue
            }
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
        if hasReference { _ = try expand(start, index) }
        return XMLTextSpan(start: start, end: index, expands: hasReference)
    }

    /// The bytes `start..<end` with entity and character references expanded.
    private func expand(_ start: Int, _ end: Int) throws(CatalogParseError) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(end - start)
        var i = start
        var referenceLine = 0
        var referenceColumn = 0
        while i < end {
            let b = bytes[i]
            guard b == UInt8(ascii: "&") else {
                out.append(b)
                i += 1
                continue
            }
            guard let semicolon = bytes[i..<end].firstIndex(of: UInt8(ascii: ";")), semicolon - i <= 12 else {
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
        return out
    }

    /// Character data as a string: verbatim when it holds no reference.
    func string(_ text: XMLTextSpan) -> String {
        guard text.expands else { return slice(text.start, text.end) }
        // Cannot fail: the references were checked when the text was scanned.
        return String(decoding: try! expand(text.start, text.end), as: UTF8.self)
    }

    /// Whether character data is only XML white space, one line break or more among it: the
    /// indentation between child elements.
    private func isIndentation(_ text: XMLTextSpan) -> Bool {
        if text.expands {
            let expanded = string(text).utf8
            return expanded.contains(0x0A) && expanded.allSatisfy(Self.isSpace)
        }
        var lineBreak = false
        for i in text.start..<text.end {
            guard Self.isSpace(bytes[i]) else { return false }
            if bytes[i] == 0x0A { lineBreak = true }
        }
        return lineBreak
    }

    /// Whether character data is only XML white space (or empty).
    private func isSpace(_ text: XMLTextSpan) -> Bool {
        if text.expands { return string(text).utf8.allSatisfy(Self.isSpace) }
        for i in text.start..<text.end where !Self.isSpace(bytes[i]) { return false }
        return true
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
        let location = SafeXMLReader.position(of: offset, in: Array(bytes))
        return (location.line, location.column)
    }

    /// The next event of the document; after the root element closes and only trailing
    /// comments or space remain, `.endOfDocument`. Structural errors are thrown exactly where
    /// they are found.
    mutating func next() throws(CatalogParseError) -> XMLEvent {
        events += 1
        if pendingEnd {
            pendingEnd = false
            return .end
        }
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                if skipIndentation() { continue }
                // Its position only counted for the one error that needs it.
                let textStart = index
                let t = try scanText(until: UInt8(ascii: "<"))
                if depth > 0 {
                    // Indentation between child elements carries nothing: not kept.
                    if !(open[depth - 1].hasChild && isIndentation(t)) {
                        open[depth - 1].hasChild = true
                        return .text(t)
                    }
                } else if !isSpace(t) {
                    throw fail(
                        "expected an element, found text outside the root element",
                        at: SafeXMLReader.position(of: textStart, in: Array(bytes)))
                }
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "/") { return try endTag() }
            let at = mark()
            if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") {
                return .start(try startTag(at: at))
            } else if startsWith("<?") {
                try skip(until: "?>", what: "processing instruction")
            } else if startsWith("<!--") {
                try skip(until: "-->", what: "comment")
            } else if startsWith("<![CDATA[") {
                advance(9)
                let start = index
                try skip(until: "]]>", what: "CDATA section")
                guard depth > 0 else { throw fail("expected CDATA only inside an element", at: at) }
                open[depth - 1].hasChild = true
                return .text(XMLTextSpan(start: start, end: index - 3, expands: false))
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
            } else {
                return .start(try startTag(at: at))
            }
        }
        if depth > 0 {
            let open = open[depth - 1]
            throw fail(
                "expected </\(slice(open.nameStart, open.nameEnd))> to close the element opened at \(open.location), found end of file")
        }
        guard sawRoot else { throw fail("expected a root element, found end of file") }
        return .endOfDocument
    }

    /// Reads the end tag at `index`. Its position is counted only for an error: half of a
    /// document's tags are end tags, and most of them are right.
    private mutating func endTag() throws(CatalogParseError) -> XMLEvent {
        let tagStart = index
        // The common case, the open element's name and '>' right after "</", is read as the
        // steps below would read it (a name holds none of the bytes that end one, nor a line
        // break), without them.
        if depth > 0 {
            let open = open[depth - 1]
            let length = open.nameEnd - open.nameStart
            let close = index + 2 + length
            if close < bytes.count, bytes[close] == UInt8(ascii: ">"), bytes(index + 2, open.nameStart, sameFor: length) {
                index = close + 1
                depth -= 1
                return .end
            }
        }
        func at() -> SourceLocation { SafeXMLReader.position(of: tagStart, in: Array(bytes)) }
        advance(2)
        let nameStart = try scanName().start
        let nameEnd = index
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw fail("expected '>' to end </\(slice(nameStart, nameEnd))>, found \(describeCurrent())")
        }
        guard depth > 0 else {
            throw fail("expected no end tag </\(slice(nameStart, nameEnd))> outside the root element", at: at())
        }
        let open = open[depth - 1]
        let nameLength = nameEnd - nameStart
        guard nameLength == open.nameEnd - open.nameStart, bytes(nameStart, open.nameStart, sameFor: nameLength) else {
            throw fail(
                "expected </\(slice(open.nameStart, open.nameEnd))> to close the element opened at \(open.location), found </\(slice(nameStart, nameEnd))>",
                at: at())
        }
        advance()
        depth -= 1
        return .end
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
        guard depth == 0 || (open[depth - 1].hasChild && lineBreak) else { return false }
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
        string(try elementContent())
    }

    /// All character data up to the end of the element just started (descendants included):
    /// one span, not yet a string, when it is one piece or none (as most are).
    mutating func elementContent() throws(CatalogParseError) -> XMLElementText {
        var first: XMLTextSpan?
        var joined: String?
        var depth = 1
        while true {
            switch try next() {
            case .text(let t):
                if joined != nil {
                    joined! += string(t)
                } else if let first {
                    joined = string(first) + string(t)
                } else {
                    first = t
                }
            case .start: depth += 1
            case .end:
                depth -= 1
                if depth == 0 { return Self.content(first, joined) }
            case .endOfDocument: return Self.content(first, joined)
            }
        }
    }

    private static func content(_ first: XMLTextSpan?, _ joined: String?) -> XMLElementText {
        if let joined { return .joined(joined) }
        return .span(first ?? XMLTextSpan(start: 0, end: 0, expands: false))
    }

    /// An element's character data as a string.
    func string(_ text: XMLElementText) -> String {
        switch text {
        case .span(let span): return string(span)
        case .joined(let joined): return joined
        }
    }

    /// Whether an element's character data is `expected`, compared as bytes when it can be.
    @inline(__always)
    func text(_ text: XMLElementText, is expected: StaticString) -> Bool {
        if case .span(let span) = text, !span.expands { return bytes(span.start, span.end, equal: expected) }
        return string(text) == expected.description
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
        let (elementNameStart, localStart) = try scanName()
        let elementNameEnd = index
        serial += 1
        let parentEnd = depth > 0 ? open[depth - 1].attributesEnd : 0
        if storage.attributes.count > parentEnd { storage.attributes.removeLast(storage.attributes.count - parentEnd) }
        let attributesStart = storage.attributes.count
        // Made only for a tag with many attributes.
        var names: Set<String> = []
        var selfClosing = false
        while true {
            skipSpace()
            guard index < bytes.count else {
                throw fail("expected '>' to end the start tag <\(slice(elementNameStart, elementNameEnd))>", at: at)
            }
            if bytes[index] == UInt8(ascii: ">") {
                advance()
                break
            }
            if startsWith("/>") {
                advance(2)
                selfClosing = true
                break
            }
            let attributeStart = try scanName().start
            let attributeEnd = index
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw fail("expected '=' after the attribute \(slice(attributeStart, attributeEnd)), found \(describeCurrent())")
            }
            advance()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw fail("expected a quoted value for the attribute \(slice(attributeStart, attributeEnd)), found \(describeCurrent())")
            }
            let quote = bytes[index]
            let valueStart = mark()
            advance()
            let value = try scanText(until: quote)
            guard index < bytes.count else { throw fail("expected a closing quote for this attribute value", at: valueStart) }
            advance()
            let length = attributeEnd - attributeStart
            var repeated = false
            let count = storage.attributes.count - attributesStart
            if count < Self.scannedAttributes {
                for i in attributesStart..<storage.attributes.count {
                    attributeProbes += 1
                    let earlier = storage.attributes[i]
                    if earlier.nameEnd - earlier.nameStart == length && bytes(earlier.nameStart, attributeStart, sameFor: length) {
                        repeated = true
                    }
                }
            } else {
                if names.isEmpty {
                    for a in storage.attributes[attributesStart...] { names.insert(slice(a.nameStart, a.nameEnd)) }
                }
                attributeProbes += 1
                repeated = !names.insert(slice(attributeStart, attributeEnd)).inserted
            }
            guard !repeated else { throw fail("expected the attribute \(slice(attributeStart, attributeEnd)) only once", at: valueStart) }
            storage.attributes.append(
                XMLAttribute(
                    nameStart: attributeStart, nameEnd: attributeEnd, valueStart: value.start, valueEnd: value.end,
                    expands: value.expands, owner: serial))
        }
        if depth > 0 {
            open[depth - 1].hasChild = true
        } else if !sawRoot {
            sawRoot = true
        } else {
            throw fail("expected a single root element, found a second one <\(slice(elementNameStart, elementNameEnd))>", at: at)
        }
        if selfClosing {
            pendingEnd = true
        } else {
            guard depth < Self.maximumDepth else {
                throw fail("refused: elements nested deeper than \(Self.maximumDepth)", at: at)
            }
            (open + depth).initialize(
                to: XMLOpenElement(
                    nameStart: elementNameStart, nameEnd: elementNameEnd, location: at, attributesEnd: storage.attributes.count))
            depth += 1
        }
        return XMLStartTag(
            nameStart: elementNameStart, nameEnd: elementNameEnd, localStart: localStart, attributesStart: attributesStart,
            attributeCount: storage.attributes.count - attributesStart, serial: serial, location: at)
    }

    /// A start tag's name, with its namespace prefix.
    func name(of tag: XMLStartTag) -> String { slice(tag.nameStart, tag.nameEnd) }

    /// Whether a start tag's name without its namespace prefix is `local`.
    @inline(__always)
    func hasLocalName(_ tag: XMLStartTag, _ local: StaticString) -> Bool {
        bytes(tag.localStart, tag.nameEnd, equal: local)
    }

    /// Whether a start tag's name (namespace prefix and all) is `name`.
    func hasName(_ tag: XMLStartTag, _ name: StaticString) -> Bool {
        bytes(tag.nameStart, tag.nameEnd, equal: name)
    }

    /// Whether the tag has a namespace prefix.
    func hasPrefix(_ tag: XMLStartTag) -> Bool { tag.localStart != tag.nameStart }

    /// The value of the attribute named `name` (prefix and all), references expanded.
    func attribute(_ name: StaticString, of tag: XMLStartTag) -> String? {
        for i in 0..<tag.attributeCount {
            let a = attribute(i, of: tag)
            if bytes(a.nameStart, a.nameEnd, equal: name) { return value(of: a) }
        }
        return nil
    }

    /// Whether the attribute named `name` is there and its value is `value`.
    func attribute(_ name: StaticString, of tag: XMLStartTag, is value: StaticString) -> Bool {
        for i in 0..<tag.attributeCount {
            let a = attribute(i, of: tag)
            guard bytes(a.nameStart, a.nameEnd, equal: name) else { continue }
            if a.expands { return value.withUTF8Buffer { Array($0) } == (try! expand(a.valueStart, a.valueEnd)) }
            return bytes(a.valueStart, a.valueEnd, equal: value)
        }
        return false
    }

    /// Every attribute of a tag as name and value, in order.
    func attributes(of tag: XMLStartTag) -> [(String, String)] {
        (0..<tag.attributeCount).map { i in
            let a = attribute(i, of: tag)
            return (slice(a.nameStart, a.nameEnd), value(of: a))
        }
    }

    /// The values of the attributes whose names end with `suffix`, in order.
    func attributeValues(of tag: XMLStartTag, nameEndingWith suffix: StaticString) -> [String] {
        var values: [String] = []
        for i in 0..<tag.attributeCount {
            let a = attribute(i, of: tag)
            let start = a.nameEnd - suffix.utf8CodeUnitCount
            if start >= a.nameStart && bytes(start, a.nameEnd, equal: suffix) { values.append(value(of: a)) }
        }
        return values
    }

    /// The `index`th attribute of a tag whose attributes are still held (the scanner has not
    /// read a start tag outside it since).
    private func attribute(_ index: Int, of tag: XMLStartTag) -> XMLAttribute {
        let at = tag.attributesStart + index
        precondition(
            at < storage.attributes.count && storage.attributes[at].owner == tag.serial,
            "a start tag's attributes were read after the scanner left it")
        return storage.attributes[at]
    }

    private func value(of attribute: XMLAttribute) -> String {
        string(XMLTextSpan(start: attribute.valueStart, end: attribute.valueEnd, expands: attribute.expands))
    }
}

/// Where a reader that reads a run of plain elements itself (`StringsdictPlainEntry`) starts
/// and ends: the byte, the line and where that line starts.
struct XMLRunPosition {
    var index: Int
    var line: Int
    var lineStart: Int
}

extension XMLScanner {
    /// The document's bytes, for a reader of plain runs.
    var documentBytes: UnsafeBufferPointer<UInt8> { bytes }

    /// Where a run of whole elements can start: inside an element, with no end of a
    /// self-closing tag pending, and room to nest `levels` deeper; nil otherwise.
    func runStart(nesting levels: Int) -> XMLRunPosition? {
        guard !pendingEnd, depth > 0, depth + levels <= Self.maximumDepth else { return nil }
        return XMLRunPosition(index: index, line: line, lineStart: lineStart)
    }

    /// The position of `offset` in a run being read, as a start tag there would have it.
    mutating func location(of offset: Int, in run: XMLRunPosition) -> SourceLocation {
        mark(offset, line: run.line, lineStart: run.lineStart)
    }

    /// Character data `start..<end` of a run as a string, its references expanded; nil when a
    /// reference is one the scanner refuses (it then refuses it where it reads it).
    func runText(_ start: Int, _ end: Int, expands: Bool) -> String? {
        guard expands else { return slice(start, end) }
        guard let expanded = try? expand(start, end) else { return nil }
        return String(decoding: expanded, as: UTF8.self)
    }

    /// Moves past a run of `startTags` whole elements without attributes, children of the
    /// current element, read up to `end`: the state is the one reading them event by event
    /// leaves.
    mutating func adopt(run end: XMLRunPosition, startTags: Int) {
        index = end.index
        line = end.line
        lineStart = end.lineStart
        guard startTags > 0 else { return }
        serial += startTags
        open[depth - 1].hasChild = true
        let parentEnd = open[depth - 1].attributesEnd
        if storage.attributes.count > parentEnd { storage.attributes.removeLast(storage.attributes.count - parentEnd) }
    }
}
