import PaySpecJSON

/// Reads Apple `.stringsdict` plural rules, in XML or binary property-list form: each key's
/// `NSStringLocalizedFormatKey` and the CLDR variants of its plural variable.
public enum StringsdictParser {
    /// Parses one `.stringsdict` for `language`.
    public static func parse(_ bytes: [UInt8], file: String, language: String) throws(CatalogParseError) -> CatalogDocument {
        var document = CatalogDocument(path: file, format: .stringsdict)
        let members: [(String, PropertyListValue, SourceLocation)]
        if bytes.starts(with: Array("bplist00".utf8)) {
            guard case .dictionary(let dict) = try BinaryPlistReader.read(bytes, file: file) else {
                throw CatalogParseError(file: file, at: nil, "expected a dictionary at the top of the binary plist")
            }
            members = dict.enumerated().map { ($1.0, $1.1, SourceLocation(line: 1, column: $0 + 1)) }
        } else {
            let root = try SafeXMLReader.parse(bytes, file: file)
            guard root.localName == "plist", let top = root.elements().first, top.localName == "dict" else {
                throw CatalogParseError(file: file, at: root.location, "expected <plist><dict> at the top of a .stringsdict")
            }
            members = try XMLPropertyList.members(of: top, file: file)
        }
        for (key, value, location) in members {
            guard case .dictionary = value else {
                throw CatalogParseError(file: file, at: location, "expected a <dict> for the key \"\(key)\"")
            }
            guard let format = value["NSStringLocalizedFormatKey"]?.stringValue else {
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
        return document
    }
}

/// XML property lists (`<dict>`, `<key>`, `<string>`, …) as `PropertyListValue`s.
enum XMLPropertyList {
    static func members(of dict: XMLElementNode, file: String) throws(CatalogParseError) -> [(String, PropertyListValue, SourceLocation)] {
        var out: [(String, PropertyListValue, SourceLocation)] = []
        let children = dict.elements()
        var i = 0
        while i < children.count {
            let keyElement = children[i]
            guard keyElement.localName == "key" else {
                throw CatalogParseError(file: file, at: keyElement.location, "expected <key> in <dict>, found <\(keyElement.name)>")
            }
            guard i + 1 < children.count else {
                throw CatalogParseError(file: file, at: keyElement.location, "expected a value after <key>\(keyElement.text)</key>")
            }
            out.append((keyElement.text, try value(children[i + 1], file: file), keyElement.location))
            i += 2
        }
        return out
    }

    static func value(_ element: XMLElementNode, file: String) throws(CatalogParseError) -> PropertyListValue {
        switch element.localName {
        case "string": return .string(element.text)
        case "integer": return .integer(Int(element.text) ?? 0)
        case "real": return .real(Double(element.text) ?? 0)
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "array":
            var items: [PropertyListValue] = []
            for child in element.elements() { items.append(try value(child, file: file)) }
            return .array(items)
        case "dict": return .dictionary(try members(of: element, file: file).map { ($0.0, $0.1) })
        default: return .string(element.text)
        }
    }
}
