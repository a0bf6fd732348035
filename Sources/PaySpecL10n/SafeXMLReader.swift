import Foundation
import PaySpecJSON

#if canImport(FoundationXML)
    import FoundationXML
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One XML element with its attributes, children and the position of its start tag.
public final class XMLElementNode: @unchecked Sendable {
    public enum Child {
        case element(XMLElementNode)
        case text(String)
    }

    public let name: String
    public let attributes: [String: String]
    public let location: SourceLocation
    public internal(set) var children: [Child] = []

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
        if let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) {
            localName = String(name[name.index(after: colon)...])
        } else {
            localName = name
        }
    }

    /// Child elements, optionally only those named `name` (namespace prefix ignored).
    public func elements(_ name: String? = nil) -> [XMLElementNode] {
        children.compactMap {
            guard case .element(let e) = $0 else { return nil }
            return name == nil || e.localName == name ? e : nil
        }
    }

    /// The first child element named `name`.
    public func element(_ name: String) -> XMLElementNode? {
        for child in children {
            if case .element(let e) = child, e.localName == name { return e }
        }
        return nil
    }

    /// The name without a namespace prefix.
    public let localName: String

    /// All character data of the element and its descendants, in order.
    public var text: String {
        var out = ""
        appendText(into: &out)
        return out
    }

    private func appendText(into out: inout String) {
        for child in children {
            switch child {
            case .text(let t): out += t
            case .element(let e): e.appendText(into: &out)
            }
        }
    }
}

/// Parses XML safely: a document type declaration that declares entities (the XXE and "billion
/// laughs" payloads) is refused before any parser sees it; PaySpec's own `XMLScanner` (the
/// default) never loads anything, and FoundationXML's `XMLParser` (the alternative engine) runs
/// with external entities off and the DTD blanked out.
public enum SafeXMLReader {
    /// Which XML reader to use.
    public enum Engine: Sendable {
        /// PaySpec's own byte-level reader (`XMLScanner`): the default, fast, exact positions.
        case scanner
        /// FoundationXML's `XMLParser` (libxml2), external entities off.
        case foundation
    }

    /// Parses a whole document into an element tree.
    public static func parse(_ bytes: [UInt8], file: String, engine: Engine = .scanner) throws(CatalogParseError) -> XMLElementNode {
        try refuseEntityDeclarations(bytes, file: file)
        if engine == .scanner { return try XMLScanner.parse(bytes, file: file) }
        let delegate = TreeBuilder()
        let parser = XMLParser(data: Data(blankingDoctype(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let refused = delegate.refusal { throw CatalogParseError(file: file, at: refused.0, refused.1) }
        guard ok, let root = delegate.root else {
            let reported = delegate.firstError ?? (parser.lineNumber, parser.columnNumber, (parser.parserError as NSError?)?.code ?? 0, nil)
            let location = SourceLocation(line: max(reported.0, 1), column: max(reported.1, 1))
            if reported.2 == 76, let open = reported.3 {
                throw CatalogParseError(
                    file: file, at: location,
                    "expected </\(open.name)> to close the element opened at \(open.location) (XMLParser: \(describe(reported.2)))")
            }
            throw CatalogParseError(file: file, at: location, "expected well-formed XML (\(describe(reported.2)))")
        }
        return root
    }

    /// A streaming reader over a document (events, no tree), after the same refusal of entity
    /// declarations as `parse`.
    static func scanner(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> XMLScanner {
        try refuseEntityDeclarations(bytes, file: file)
        return try XMLScanner(document: bytes, file: file)
    }

    /// Refuses `<!ENTITY` inside a `<!DOCTYPE`, with the position of the declaration.
    static func refuseEntityDeclarations(_ bytes: [UInt8], file: String) throws(CatalogParseError) {
        let doctype = Array("<!DOCTYPE".utf8)
        let entity = Array("<!ENTITY".utf8)
        guard let start = find(doctype, in: bytes, from: 0) else { return }
        var end = bytes.count
        var depth = 0
        var i = start + doctype.count
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "[") { depth += 1 }
            if bytes[i] == UInt8(ascii: "]") { depth -= 1 }
            if bytes[i] == UInt8(ascii: ">") && depth <= 0 {
                end = i
                break
            }
            if bytes[i] == UInt8(ascii: "<") && depth > 0, bytes[i...].starts(with: entity) {
                end = i
                break
            }
            i += 1
        }
        if let at = find(entity, in: Array(bytes[..<min(bytes.count, end + entity.count)]), from: start) {
            throw CatalogParseError(
                file: file, at: position(of: at, in: bytes),
                "refused: the document type declares an entity (<!ENTITY>); entity declarations are not allowed in catalogs")
        }
    }

    /// The bytes with the document type declaration replaced by spaces (newlines kept, so
    /// positions stay right): libxml2 then has no external DTD it could try to load.
    static func blankingDoctype(_ bytes: [UInt8]) -> [UInt8] {
        let doctype = Array("<!DOCTYPE".utf8)
        guard let start = find(doctype, in: Array(bytes.prefix(4096)), from: 0) else { return bytes }
        var out = bytes
        var depth = 0
        var i = start
        while i < out.count {
            let b = out[i]
            if b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: "]") { depth -= 1 }
            let isEnd = b == UInt8(ascii: ">") && depth <= 0
            if b != 0x0A { out[i] = 0x20 }
            if isEnd { break }
            i += 1
        }
        return out
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard needle.count <= haystack.count, !needle.isEmpty else { return nil }
        guard from <= haystack.count - needle.count else { return nil }
        // Every catalog is searched whole for a document type declaration: the C library's
        // memchr finds each place of the needle's second byte (`!`, rare, where `<` opens every
        // tag), and the whole needle is compared only there.
        let anchor = needle.count > 1 ? 1 : 0
        return haystack.withUnsafeBytes { h in
            needle.withUnsafeBytes { n in
                let base = h.baseAddress!
                let byte = Int32(n[anchor])
                var i = from
                let last = h.count - n.count
                while i <= last {
                    guard let hit = memchr(base + i + anchor, byte, last - i + 1) else { return nil }
                    i = base.distance(to: UnsafeRawPointer(hit)) - anchor
                    if memcmp(base + i, n.baseAddress!, n.count) == 0 { return i }
                    i += 1
                }
                return nil
            }
        }
    }

    static func position(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var column = 1
        for b in bytes[..<offset] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    static func describe(_ code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends before its root element is closed"
        case 9: return "an invalid character"
        case 26: return "an undeclared entity"
        case 38, 39: return "an attribute value in quotes"
        case 41: return "'=' after an attribute name"
        case 64: return "an XML declaration at the very start"
        case 68, 69, 73: return "a well-formed tag"
        case 76: return "a matching end tag"
        case 85, 86: return "a document without content after the root element"
        default: return "XMLParser error \(code)"
        }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: XMLElementNode?
        var stack: [XMLElementNode] = []
        var refusal: (SourceLocation, String)?
        /// Line, column, code and open element of the first error the parser reported.
        var firstError: (Int, Int, Int, XMLElementNode?)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if firstError == nil {
                firstError = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code, stack.last)
            }
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let node = XMLElementNode(
                name: elementName, attributes: attributes,
                location: SourceLocation(line: parser.lineNumber, column: max(parser.columnNumber, 1)))
            if let parent = stack.last {
                parent.children.append(.element(node))
            } else {
                root = node
            }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let parent = stack.last else { return }
            if case .text(let previous)? = parent.children.last {
                parent.children[parent.children.count - 1] = .text(previous + string)
            } else {
                parent.children.append(.text(string))
            }
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            refusal = (SourceLocation(line: parser.lineNumber, column: parser.columnNumber), "refused: entity declaration '\(name)'")
            parser.abortParsing()
        }

        func parser(
            _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
        ) {
            refusal = (SourceLocation(line: parser.lineNumber, column: parser.columnNumber), "refused: external entity '\(name)'")
            parser.abortParsing()
        }
    }
}
