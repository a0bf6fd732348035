import PaySpecJSON

/// Reads Xcode String Catalogs (`.xcstrings`): `sourceLanguage`, and per key the
/// `localizations` with `stringUnit` states (`translated`, `needs_review`, `new`) and plural
/// `variations`, `extractionState: stale` and `shouldTranslate: false`.
public enum XCStringsParser {
    /// The `stringUnit` states that count as final.
    public static let finalStates: Set<String> = ["translated"]

    /// Parses one catalog.
    public static func parse(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> CatalogDocument {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw CatalogParseError(file: file, at: error.location, error.message)
        }
        guard root.members != nil else { throw CatalogParseError(file: file, at: root.location, "expected a JSON object") }
        guard case .string(let sourceLanguage)? = root.member("sourceLanguage")?.value.kind else {
            throw CatalogParseError(file: file, at: root.location, "expected a string member \"sourceLanguage\"")
        }
        guard let strings = root.member("strings")?.value.members else {
            throw CatalogParseError(file: file, at: root.location, "expected an object member \"strings\"")
        }
        var document = CatalogDocument(path: file, format: .xcstrings, declaredLanguages: [sourceLanguage])
        for member in strings {
            let key = member.key
            guard let body = member.value.members else {
                throw CatalogParseError(file: file, at: member.value.location, "expected an object for the key \"\(key)\"")
            }
            let node = member.value
            if case .bool(false)? = node.member("shouldTranslate")?.value.kind {
                document.untranslatableKeys.insert(key)
                continue
            }
            let stale = node.member("extractionState")?.value.value.stringValue == "stale"
            let localizations = body.first { $0.key == "localizations" }?.value.members ?? []
            var hasSource = false
            for localization in localizations {
                let language = localization.key
                if language == sourceLanguage { hasSource = true }
                guard var entry = try entry(localization.value, key: key, language: language, file: file) else { continue }
                entry.isObsolete = stale
                if language == sourceLanguage { entry.role = .translation }
                document.entries.append(entry)
            }
            if !hasSource {
                document.entries.append(
                    CatalogEntry(
                        language: sourceLanguage, key: key, value: key, isObsolete: stale, role: .source, file: file,
                        location: member.keyLocation))
            }
        }
        return document
    }

    static func entry(_ node: JSONNode, key: String, language: String, file: String) throws(CatalogParseError) -> CatalogEntry? {
        if let unit = node.member("stringUnit")?.value {
            let (value, state) = try stringUnit(unit, file: file)
            return CatalogEntry(
                language: language, key: key, value: value, state: state, isFinal: finalStates.contains(state), file: file,
                location: unit.location)
        }
        if let plural = node.member("variations")?.value.member("plural")?.value {
            guard let categories = plural.members else {
                throw CatalogParseError(file: file, at: plural.location, "expected an object of plural categories")
            }
            var plurals: [String: String] = [:]
            var worst = "translated"
            for category in categories {
                guard let unit = category.value.member("stringUnit")?.value else {
                    throw CatalogParseError(file: file, at: category.value.location, "expected a \"stringUnit\" for plural \"\(category.key)\"")
                }
                let (value, state) = try stringUnit(unit, file: file)
                plurals[category.key] = value
                if !finalStates.contains(state) { worst = state }
            }
            return CatalogEntry(
                language: language, key: key, value: nil, plurals: plurals, state: worst, isFinal: finalStates.contains(worst),
                file: file, location: plural.location)
        }
        return nil
    }

    static func stringUnit(_ unit: JSONNode, file: String) throws(CatalogParseError) -> (String, String) {
        guard case .string(let value)? = unit.member("value")?.value.kind else {
            throw CatalogParseError(file: file, at: unit.location, "expected a string \"value\" in the stringUnit")
        }
        guard case .string(let state)? = unit.member("state")?.value.kind else {
            throw CatalogParseError(file: file, at: unit.location, "expected a string \"state\" in the stringUnit")
        }
        return (value, state)
    }
}
