import PaySpecJSON

/// Reads Android `res/values-xx/strings.xml`: `<string>`, `<plurals>`, `translatable="false"`,
/// and Android's escaping (`\'`, `\"`, `\n`, `\uXXXX`, surrounding double quotes).
public enum AndroidStringsParser {
    /// Parses one resources file for `language`.
    public static func parse(_ bytes: [UInt8], file: String, language: String) throws(CatalogParseError) -> CatalogDocument {
        // Streamed: one element at a time, no element tree.
        var scanner = try SafeXMLReader.scanner(bytes, file: file)
        guard case .start(let root) = try scanner.next() else {
            throw CatalogParseError(file: file, at: nil, "expected a root element, found end of file")
        }
        guard root.localName == "resources" else {
            throw CatalogParseError(file: file, at: root.location, "expected a <resources> root element, found <\(root.name)>")
        }
        var document = CatalogDocument(path: file, format: .androidXML)
        // Room for one entry per two tags (`<string>`, `</string>`): what grows by doubling
        // holds up to twice what it needs.
        document.entries.reserveCapacity(bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "<") ? 1 : 0) } / 2)
        children: while true {
            let element: XMLStartTag
            switch try scanner.next() {
            case .start(let tag): element = tag
            case .text: continue
            case .end, .endOfDocument: break children
            }
            // Unprefixed names (all but never) compare as they are, without a search for ':'.
            let localName = element.name == "string" || element.name == "plurals" ? element.name[...] : element.localName
            guard localName == "string" || localName == "plurals" else {
                try scanner.skipElement()
                continue
            }
            guard let name = element.attribute("name") else {
                throw CatalogParseError(file: file, at: element.location, "expected a name=\"…\" attribute on <\(element.name)>")
            }
            if element.attribute("translatable") == "false" {
                document.untranslatableKeys.insert(name)
                try scanner.skipElement()
                continue
            }
            if localName == "string" {
                let value = try unescape(try scanner.elementText(), file: file, at: element.location)
                document.entries.append(CatalogEntry(language: language, key: name, value: value, file: file, location: element.location))
            } else {
                var plurals: [String: String] = [:]
                items: while true {
                    let item: XMLStartTag
                    switch try scanner.next() {
                    case .start(let tag): item = tag
                    case .text: continue
                    case .end, .endOfDocument: break items
                    }
                    guard item.localName == "item" else {
                        try scanner.skipElement()
                        continue
                    }
                    guard let quantity = item.attribute("quantity") else {
                        throw CatalogParseError(file: file, at: item.location, "expected a quantity=\"…\" attribute on <item>")
                    }
                    plurals[quantity] = try unescape(try scanner.elementText(), file: file, at: item.location)
                }
                document.entries.append(
                    CatalogEntry(language: language, key: name, value: nil, plurals: plurals, file: file, location: element.location))
            }
        }
        try scanner.finish()
        return document
    }

    /// Android's resource-string unescaping. An apostrophe outside double quotes that is not
    /// escaped is what `aapt` rejects, and is refused here too.
    public static func unescape(_ raw: String, file: String, at location: SourceLocation) throws(CatalogParseError) -> String {
        isVerbatim(raw) ? raw : try unescapeScalarwise(raw, file: file, at: location)
    }

    /// `unescape` scalar by scalar: quotes, escapes, collapsed and trimmed whitespace.
    static func unescapeScalarwise(_ raw: String, file: String, at location: SourceLocation) throws(CatalogParseError) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(raw.unicodeScalars)
        var quoted = false
        var i = 0
        // Unquoted runs of whitespace collapse to one space, as aapt does.
        var lastWasSpace = false
        while i < scalars.count {
            let c = scalars[i]
            if c == "\\" && i + 1 < scalars.count {
                let e = scalars[i + 1]
                i += 2
                lastWasSpace = false
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars[i..<min(i + 4, scalars.count)]))
                    guard hex.count == 4, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw CatalogParseError(file: file, at: location, "expected four hex digits after \\u in \"\(raw)\"")
                    }
                    out.append(scalar)
                    i += 4
                default: out.append(e)
                }
                continue
            }
            if c == "\"" {
                quoted.toggle()
                i += 1
                continue
            }
            if c == "'" && !quoted {
                throw CatalogParseError(
                    file: file, at: location, "expected \\' for an apostrophe (aapt rejects an unescaped one) in \"\(raw)\"")
            }
            if !quoted && (c == " " || c == "\n" || c == "\t" || c == "\r") {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
                i += 1
                continue
            }
            lastWasSpace = false
            out.append(c)
            i += 1
        }
        var text = String(out)
        // aapt trims unquoted leading and trailing whitespace.
        if !raw.hasPrefix("\"") { while text.first == " " { text.removeFirst() } }
        if !raw.hasSuffix("\"") { while text.last == " " { text.removeLast() } }
        return text
    }

    /// Whether the text comes out of `unescape` unchanged: no backslash, quote or apostrophe,
    /// no tab or line break, and no space at either end or next to another (which aapt would
    /// collapse or trim). Most values are, and are then taken as they are, byte for byte.
    static func isVerbatim(_ raw: String) -> Bool {
        raw.utf8.withContiguousStorageIfAvailable(isVerbatim) ?? isVerbatim(Array(raw.utf8))
    }

    private static func isVerbatim<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool {
        var previousWasSpace = true  // a leading space is trimmed
        for b in utf8 {
            switch b {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x0A, 0x09, 0x0D: return false
            case UInt8(ascii: " "):
                if previousWasSpace { return false }
                previousWasSpace = true
            default: previousWasSpace = false
            }
        }
        return !previousWasSpace || utf8.isEmpty
    }
}
