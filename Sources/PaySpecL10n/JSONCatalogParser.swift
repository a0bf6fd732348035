import PaySpecJSON

/// Reads JSON catalogs: flat (`{"key": "text"}`) or nested (`{"card": {"pan": "text"}}` ->
/// key `card.pan`), one file per language (language from the file or folder name) or one file
/// for all (`{"de": {…}, "fr": {…}}`). An object whose members are only CLDR categories with
/// `other` among them is a plural entry.
public enum JSONCatalogParser {
    /// Parses one JSON catalog; `fallbackLanguage` is the language its path names, if any.
    public static func parse(_ bytes: [UInt8], file: String, fallbackLanguage: String?) throws(CatalogParseError) -> CatalogDocument {
        let (root, copies, repeatsKeys) = try JSONCatalogRoot.read(bytes, file: file, expected: "a JSON object of keys and texts")
        let (members, repeats) = repeatsKeys ? JSONCatalogRoot.lastCopies(copies) : (copies, [])
        var document = CatalogDocument(path: file, format: .json)
        let allLanguages =
            !members.isEmpty
            && members.allSatisfy {
                LanguageCodes.looksLikeCode($0.key) && LanguageCodes.isKnownOrSuggested($0.key) && $0.value.members != nil
            }
        if let language = fallbackLanguage, !allLanguages {
            try flatten(root, prefix: "", language: language, file: file, repeatsKeys: repeatsKeys, into: &document.entries)
        } else if allLanguages {
            // A language repeated at the top is read as the decoder reads it: its last object;
            // each earlier copy is dead text, reported at the later copy's line.
            for member in members {
                document.declaredLanguages.append(member.key)
                try flatten(member.value, prefix: "", language: member.key, file: file, repeatsKeys: repeatsKeys, into: &document.entries)
            }
            for member in repeats {
                document.repeatedMembers.append(
                    CatalogEntry(language: member.key, key: member.key, value: nil, file: file, location: member.value.location))
            }
        } else {
            var error = CatalogParseError(
                file: file, at: root.location,
                "expected the language in the file or folder name (de.json, de/strings.json) or language codes as the top-level keys")
            error.namesNoLanguage = true
            throw error
        }
        return document
    }

    static func flatten(
        _ node: JSONNode, prefix: String, language: String, file: String, repeatsKeys: Bool, into entries: inout [CatalogEntry]
    ) throws(CatalogParseError) {
        guard let copies = node.members else { return }
        // A repeated key's later copies follow the copy read (the last): each is then reported
        // as a duplicate at its own line.
        let (members, repeats) = repeatsKeys ? JSONCatalogRoot.lastCopies(copies) : (copies, [])
        for member in repeats.isEmpty ? members : members + repeats {
            let key = prefix.isEmpty ? member.key : prefix + "." + member.key
            switch member.value.kind {
            case .string(let text):
                entries.append(CatalogEntry(language: language, key: key, value: text, file: file, location: member.value.location))
            case .object(let inner):
                let categories = Set(PluralRules.categoryOrder)
                // A browser extension's `_locales/de/messages.json`: each key's `message` is its
                // text; its `description` is a note to translators and `placeholders` says what
                // fills `$name$`, neither shown.
                if file.contains("/_locales/"), let message = inner.first(where: { $0.key == "message" }),
                    case .string(let text) = message.value.kind,
                    inner.allSatisfy({ ["message", "description", "placeholders"].contains($0.key) })
                {
                    entries.append(CatalogEntry(language: language, key: key, value: text, file: file, location: message.value.location))
                } else if !inner.isEmpty, inner.allSatisfy({ categories.contains($0.key) }), inner.contains(where: { $0.key == "other" }) {
                    var plurals: [String: String] = [:]
                    for m in inner {
                        guard case .string(let text) = m.value.kind else {
                            throw CatalogParseError(
                                file: file, at: m.value.location, "expected a string for plural \"\(m.key)\" of \"\(key)\"")
                        }
                        plurals[m.key] = text
                    }
                    entries.append(
                        CatalogEntry(
                            language: language, key: key, value: nil, plurals: plurals, file: file, location: member.value.location))
                } else {
                    try flatten(member.value, prefix: key, language: language, file: file, repeatsKeys: repeatsKeys, into: &entries)
                }
            case .null:
                entries.append(CatalogEntry(language: language, key: key, value: "", file: file, location: member.value.location))
            default:
                throw CatalogParseError(
                    file: file, at: member.value.location,
                    "expected a string or an object for \"\(key)\", found \(member.value.value.typeDescription)")
            }
        }
    }
}
