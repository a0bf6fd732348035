import PaySpecJSON

/// A `.strings` file written as an XML property list: a `<plist>` whose `<dict>` maps each key
/// to a `<string>`. Apple's tools read this form as well as the text form, so it is a catalog,
/// not an error; each pair is placed at its `<key>`.
enum XMLStringsFile {
    static func parse(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> [StringsFileParser.Pair] {
        var scanner = try SafeXMLReader.scanner(bytes, file: file)
        guard case .start(let root) = try scanner.next() else {
            throw CatalogParseError(file: file, at: nil, "expected a root element, found end of file")
        }
        func refuseTop(_ at: SourceLocation) -> CatalogParseError {
            CatalogParseError(file: file, at: at, "expected <plist><dict> at the top of an XML property list .strings file")
        }
        guard scanner.hasLocalName(root, "plist") else { throw refuseTop(root.location) }
        var top: XMLStartTag?
        while top == nil {
            switch try scanner.next() {
            case .start(let tag): top = tag
            case .text: continue
            case .end, .endOfDocument: throw refuseTop(root.location)
            }
        }
        guard let top, scanner.hasLocalName(top, "dict") else { throw refuseTop(top?.location ?? root.location) }
        var pairs: [StringsFileParser.Pair] = []
        try XMLPropertyList.forEachMember(of: &scanner, file: file) { (key, value, location) throws(CatalogParseError) in
            guard case .string(let text) = value else {
                throw CatalogParseError(file: file, at: location, "expected a <string> value for the key \"\(key)\"")
            }
            pairs.append(StringsFileParser.Pair(key: key, value: text, location: location))
        }
        try scanner.finish()
        return pairs
    }
}
