import PaySpecJSON

/// Reads the entries of an XML `.stringsdict`'s top `<dict>` straight from the scanner: member
/// names are compared as bytes with the few names an entry is made of, and only the format
/// and the plural texts become strings. An entry comes out as `StringsdictParser.add` makes
/// it from the entry's `PropertyListValue` (the first `NSStringLocalizedFormatKey`, the first
/// variable of type `NSStringPluralRuleType` and the first member of each plural category),
/// and every refusal is made where that reading makes it: whatever the entry's value holds is
/// read to its end first. Members it does not need are read as property-list values, so they
/// are held to the same rules. An entry written the plain way is read from the bytes in one
/// pass (`StringsdictPlainEntry`), with the same outcome.
enum StringsdictEntryReader {
    /// What the first member of a name in an entry held.
    private enum Found {
        case absent
        case text(String)
        case notText
    }

    /// Calls `body` with each entry of the `<dict>` just started: key, format (nil when the entry
    /// has none), plural texts by category, and the position of its `<key>`.
    static func forEachEntry(
        of scanner: inout XMLScanner, file: String,
        _ body: (String, String?, [String: String], SourceLocation) throws(CatalogParseError) -> Void
    ) throws(CatalogParseError) {
        while true {
            if let plain = StringsdictPlainEntry.read(&scanner) {
                try body(plain.key, plain.format, plain.plurals, plain.location)
                continue
            }
            guard let keyTag = try nextTag(&scanner) else { return }
            guard scanner.hasLocalName(keyTag, "key") else {
                throw CatalogParseError(file: file, at: keyTag.location, "expected <key> in <dict>, found <\(scanner.name(of: keyTag))>")
            }
            let key = try scanner.elementText()
            guard let valueTag = try nextTag(&scanner) else {
                throw CatalogParseError(file: file, at: keyTag.location, "expected a value after <key>\(key)</key>")
            }
            guard scanner.propertyListTag(valueTag) == .dict else {
                _ = try XMLPropertyList.value(of: valueTag, scanner: &scanner, file: file)
                throw CatalogParseError(file: file, at: keyTag.location, "expected a <dict> for the key \"\(key)\"")
            }
            let (format, plurals) = try entry(&scanner, file: file)
            switch format {
            case .text(let text): try body(key, text, plurals, keyTag.location)
            // An entry without its format is the translation's defect, not the file's: the file
            // is read, and the check reports the entry (`placeholder-mismatch`).
            case .absent: try body(key, nil, plurals, keyTag.location)
            case .notText:
                throw CatalogParseError(file: file, at: keyTag.location, "expected NSStringLocalizedFormatKey in the entry \"\(key)\"")
            }
        }
    }

    /// The next start tag among the current element's children, or nil at its end.
    private static func nextTag(_ scanner: inout XMLScanner) throws(CatalogParseError) -> XMLStartTag? {
        while true {
            switch try scanner.next() {
            case .start(let tag): return tag
            case .text: continue
            case .end, .endOfDocument: return nil
            }
        }
    }

    /// Calls `body` with each member of the `<dict>` just started: the name's text and the
    /// value's start tag, which `body` reads to its end.
    private static func forEachMember(
        _ scanner: inout XMLScanner, file: String,
        _ body: (XMLElementText, XMLStartTag, inout XMLScanner) throws(CatalogParseError) -> Void
    ) throws(CatalogParseError) {
        while true {
            guard let keyTag = try nextTag(&scanner) else { return }
            guard scanner.hasLocalName(keyTag, "key") else {
                throw CatalogParseError(file: file, at: keyTag.location, "expected <key> in <dict>, found <\(scanner.name(of: keyTag))>")
            }
            let name = try scanner.elementContent()
            guard let valueTag = try nextTag(&scanner) else {
                throw CatalogParseError(file: file, at: keyTag.location, "expected a value after <key>\(scanner.string(name))</key>")
            }
            try body(name, valueTag, &scanner)
        }
    }

    /// Reads the value just started to its end, as a property-list value would be read.
    private static func skip(_ tag: XMLStartTag, _ scanner: inout XMLScanner, file: String) throws(CatalogParseError) {
        switch scanner.propertyListTag(tag) {
        case .array, .dict: _ = try XMLPropertyList.value(of: tag, scanner: &scanner, file: file)
        default: try scanner.skipElement()
        }
    }

    /// One entry's `<dict>`, read to its end: its format and its plural variable's texts.
    private static func entry(_ scanner: inout XMLScanner, file: String) throws(CatalogParseError) -> (Found, [String: String]) {
        var format = Found.absent
        var plurals: [String: String]?
        try forEachMember(&scanner, file: file) { (name, value, scanner) throws(CatalogParseError) in
            if scanner.text(name, is: "NSStringLocalizedFormatKey") {
                guard case .absent = format else { return try skip(value, &scanner, file: file) }
                guard scanner.propertyListTag(value).readsAsText else {
                    format = .notText
                    return try skip(value, &scanner, file: file)
                }
                format = .text(try scanner.elementText())
            } else if plurals == nil && scanner.propertyListTag(value) == .dict {
                plurals = try pluralVariable(&scanner, file: file)
            } else {
                try skip(value, &scanner, file: file)
            }
        }
        return (format, plurals ?? [:])
    }

    /// A variable's `<dict>`, read to its end: its texts by plural category when its first
    /// `NSStringFormatSpecTypeKey` is the text `NSStringPluralRuleType`, nil otherwise.
    private static func pluralVariable(_ scanner: inout XMLScanner, file: String) throws(CatalogParseError) -> [String: String]? {
        var type = Found.absent
        var categories: [Found] = Array(repeating: .absent, count: PluralRules.categoryOrder.count)
        try forEachMember(&scanner, file: file) { (name, value, scanner) throws(CatalogParseError) in
            if scanner.text(name, is: "NSStringFormatSpecTypeKey") {
                guard case .absent = type, scanner.propertyListTag(value).readsAsText else {
                    if case .absent = type { type = .notText }
                    return try skip(value, &scanner, file: file)
                }
                let content = try scanner.elementContent()
                type = scanner.text(content, is: "NSStringPluralRuleType") ? .text("") : .notText
            } else if let category = scanner.pluralCategory(name), case .absent = categories[category] {
                guard scanner.propertyListTag(value).readsAsText else {
                    categories[category] = .notText
                    return try skip(value, &scanner, file: file)
                }
                categories[category] = .text(try scanner.elementText())
            } else {
                try skip(value, &scanner, file: file)
            }
        }
        guard case .text = type else { return nil }
        var plurals: [String: String] = [:]
        for (index, found) in categories.enumerated() {
            if case .text(let text) = found { plurals[PluralRules.categoryOrder[index]] = text }
        }
        return plurals
    }
}

extension XMLScanner {
    /// The index in `PluralRules.categoryOrder` of the category a member name is, if it is one.
    fileprivate func pluralCategory(_ name: XMLElementText) -> Int? {
        if text(name, is: "zero") { return 0 }
        if text(name, is: "one") { return 1 }
        if text(name, is: "two") { return 2 }
        if text(name, is: "few") { return 3 }
        if text(name, is: "many") { return 4 }
        if text(name, is: "other") { return 5 }
        return nil
    }
}
