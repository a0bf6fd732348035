import PaySpecJSON

/// Reads Apple `.stringsdict` plural rules, in XML or binary property-list form: each key's
/// `NSStringLocalizedFormatKey` and the CLDR variants of its plural variable.
public enum StringsdictParser {
    /// Parses one `.stringsdict` for `language`.
    public static func parse(_ bytes: [UInt8], file: String, language: String) throws(CatalogParseError) -> CatalogDocument {
        var document = CatalogDocument(path: file, format: .stringsdict)
        if bytes.starts(with: Array("bplist00".utf8)) {
            guard case .dictionary(let dict) = try BinaryPlistReader.read(bytes, file: file) else {
                throw CatalogParseError(file: file, at: nil, "expected a dictionary at the top of the binary plist")
            }
            for (offset, member) in dict.enumerated() {
                try add(member.0, member.1, SourceLocation(line: 1, column: offset + 1), to: &document, file: file, language: language)
            }
            return document
        }
        // XML: streamed, one top-level member at a time (no element tree, no property-list
        // value per entry).
        var scanner = try SafeXMLReader.scanner(bytes, file: file)
        guard case .start(let root) = try scanner.next() else {
            throw CatalogParseError(file: file, at: nil, "expected a root element, found end of file")
        }
        func refuseTop() -> CatalogParseError {
            CatalogParseError(file: file, at: root.location, "expected <plist><dict> at the top of a .stringsdict")
        }
        guard scanner.hasLocalName(root, "plist") else { throw refuseTop() }
        var top: XMLStartTag?
        while top == nil {
            switch try scanner.next() {
            case .start(let tag): top = tag
            case .text: continue
            case .end, .endOfDocument: throw refuseTop()
            }
        }
        guard let top, scanner.hasLocalName(top, "dict") else { throw refuseTop() }
        try StringsdictEntryReader.forEachEntry(of: &scanner, file: file) { (key, format, plurals, location) throws(CatalogParseError) in
            document.entries.append(
                CatalogEntry(language: language, key: key, value: format, plurals: plurals, file: file, location: location))
        }
        try scanner.finish()
        return document
    }

    static func add(
        _ key: String, _ value: PropertyListValue, _ location: SourceLocation, to document: inout CatalogDocument, file: String,
        language: String
    ) throws(CatalogParseError) {
        guard case .dictionary = value else {
            throw CatalogParseError(file: file, at: location, "expected a <dict> for the key \"\(key)\"")
        }
        // An entry without its format is read, as in an XML file; one that is no text is refused.
        let format = value["NSStringLocalizedFormatKey"]?.stringValue
        guard format != nil || value["NSStringLocalizedFormatKey"] == nil else {
            throw CatalogParseError(file: file, at: location, "expected NSStringLocalizedFormatKey in the entry \"\(key)\"")
        }
        var plurals: [String: String] = [:]
        if case .dictionary(let variables) = value {
            for (name, variable) in variables where name != "NSStringLocalizedFormatKey" {
                guard variable["NSStringFormatSpecTypeKey"]?.stringValue == "NSStringPluralRuleType" else { continue }
                for category in PluralRules.categoryOrder {
                    if let text = variable[category]?.stringValue, plurals[category] == nil { plurals[category] = text }
                }
                break
            }
        }
        document.entries.append(
            CatalogEntry(language: language, key: key, value: format, plurals: plurals, file: file, location: location))
    }
}

/// XML property lists (`<dict>`, `<key>`, `<string>`, …) as `PropertyListValue`s.
enum XMLPropertyList {
    /// The members of the `<dict>` just started, streamed: each `(key, value, position of <key>)`
    /// goes to `body` as soon as it is read.
    static func forEachMember(
        of scanner: inout XMLScanner, file: String,
        _ body: (String, PropertyListValue, SourceLocation) throws(CatalogParseError) -> Void
    ) throws(CatalogParseError) {
        while true {
            let keyTag: XMLStartTag
            switch try scanner.next() {
            case .start(let tag): keyTag = tag
            case .text: continue
            case .end, .endOfDocument: return
            }
            guard scanner.hasLocalName(keyTag, "key") else {
                throw CatalogParseError(
                    file: file, at: keyTag.location, "expected <key> in <dict>, found <\(scanner.name(of: keyTag))>")
            }
            let key = try scanner.elementText()
            var valueTag: XMLStartTag?
            while valueTag == nil {
                switch try scanner.next() {
                case .start(let tag): valueTag = tag
                case .text: continue
                case .end, .endOfDocument:
                    throw CatalogParseError(file: file, at: keyTag.location, "expected a value after <key>\(key)</key>")
                }
            }
            try body(key, try value(of: valueTag!, scanner: &scanner, file: file), keyTag.location)
        }
    }

    /// The value of the element `tag` just started, read to its end.
    static func value(of tag: XMLStartTag, scanner: inout XMLScanner, file: String) throws(CatalogParseError) -> PropertyListValue {
        switch scanner.propertyListTag(tag) {
        case .string, .key, .other: return .string(try scanner.elementText())
        case .integer: return .integer(Int(try scanner.elementText()) ?? 0)
        case .real: return .real(Double(try scanner.elementText()) ?? 0)
        case .true:
            try scanner.skipElement()
            return .bool(true)
        case .false:
            try scanner.skipElement()
            return .bool(false)
        case .array:
            var items: [PropertyListValue] = []
            while true {
                switch try scanner.next() {
                case .start(let child): items.append(try value(of: child, scanner: &scanner, file: file))
                case .text: continue
                case .end, .endOfDocument: return .array(items)
                }
            }
        case .dict:
            var members: [(String, PropertyListValue)] = []
            try forEachMember(of: &scanner, file: file) { (key, value, _) throws(CatalogParseError) in members.append((key, value)) }
            return .dictionary(members)
        }
    }
}
