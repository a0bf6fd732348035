import PaySpecJSON

/// Reads Flutter's Application Resource Bundles (`app_en.arb`, `intl_cs.arb`): a JSON object
/// of keys and ICU messages, `@@locale` naming the language, `@key` objects describing a key
/// (`description`, `placeholders`) and other `@@` members for the whole file. A message that
/// is one plural argument is a plural entry; any other is read by `ICUMessage`.
public enum ARBParser {
    /// Parses one ARB file; `pathLanguage` is the language its name gives, if any.
    public static func parse(_ bytes: [UInt8], file: String, pathLanguage: String?) throws(CatalogParseError) -> CatalogDocument {
        let (root, copies, repeatsKeys) = try JSONCatalogRoot.read(
            bytes, file: file, expected: "a JSON object of keys and messages (an ARB file)")
        let (members, repeats) = repeatsKeys ? JSONCatalogRoot.lastCopies(copies) : (copies, [])
        var language = pathLanguage
        if let locale = members.first(where: { $0.key == "@@locale" }) {
            guard case .string(let code) = locale.value.kind, LanguageCodes.looksLikeCode(code) else {
                throw CatalogParseError(
                    file: file, at: locale.value.location, "expected a language code for \"@@locale\" (\"en\", \"pt_BR\")")
            }
            language = code
        }
        guard let language else {
            throw CatalogParseError(
                file: file, at: root.location, "expected \"@@locale\" or the language in the file name (app_en.arb, intl_pt_BR.arb)")
        }
        var document = CatalogDocument(path: file, format: .arb, declaredLanguages: [language])
        document.entries.reserveCapacity(members.count / 2 + 1)
        for member in members {
            if member.key.hasPrefix("@") {
                // `@@x` describes the file; `@key` describes a key and must be an object.
                if member.key.hasPrefix("@@") { continue }
                try checkMetadata(member, file: file)
                continue
            }
            // A translation's `null` is a message not yet translated: Flutter's generator reads it
            // as absent and falls back to the template, so the key is missing, not the file unreadable.
            if case .null = member.value.kind { continue }
            document.entries.append(try message(member, language: language, file: file))
        }
        // A repeated message follows the copy read, so the merge reports it as a duplicate at
        // its own line while the last copy is the one checked.
        for member in repeats where !member.key.hasPrefix("@") {
            if case .null = member.value.kind { continue }
            document.entries.append(try message(member, language: language, file: file))
        }
        // A repeated description is dead text as a repeated message is (`@@` members describe the file).
        for member in repeats where member.key.hasPrefix("@") && !member.key.hasPrefix("@@") {
            document.repeatedMembers.append(
                CatalogEntry(language: language, key: member.key, value: nil, file: file, location: member.value.location))
        }
        return document
    }

    /// One message member as an entry: a plural argument alone is a plural entry.
    static func message(_ member: JSONMember, language: String, file: String) throws(CatalogParseError) -> CatalogEntry {
        guard case .string(let message) = member.value.kind else {
            throw CatalogParseError(
                file: file, at: member.value.location,
                "expected a message string for \"\(member.key)\", found \(member.value.value.typeDescription)")
        }
        var entry = CatalogEntry(language: language, key: member.key, value: message, file: file, location: member.value.location)
        switch ICUMessage.read(message) {
        case .text(let text): entry.value = text
        case .plural(let plurals):
            entry.value = nil
            entry.plurals = plurals
        }
        return entry
    }

    /// `@key`: an object whose `description` is a string and whose `placeholders` is an object
    /// of objects, as Flutter's generator requires.
    static func checkMetadata(_ member: JSONMember, file: String) throws(CatalogParseError) {
        guard let fields = member.value.members else {
            throw CatalogParseError(
                file: file, at: member.value.location,
                "expected an object for \"\(member.key)\" (the key's description and placeholders), found \(member.value.value.typeDescription)"
            )
        }
        for field in fields {
            switch field.key {
            case "description":
                guard case .string = field.value.kind else {
                    throw CatalogParseError(
                        file: file, at: field.value.location, "expected a string for \"description\" of \"\(member.key)\"")
                }
            case "placeholders":
                guard let placeholders = field.value.members, placeholders.allSatisfy({ $0.value.members != nil }) else {
                    throw CatalogParseError(
                        file: file, at: field.value.location,
                        "expected an object of placeholder objects for \"placeholders\" of \"\(member.key)\"")
                }
            default: continue
            }
        }
    }

    /// The language an ARB file name gives: `app_en.arb` -> en, `intl_pt_BR.arb` -> pt-BR,
    /// `app_zh_Hant.arb` -> zh-Hant, `app_ca_valencia.arb` -> ca-valencia, `de.arb` -> de; nil
    /// when it names none.
    public static func language(fromFileName path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.lowercased().hasSuffix(".arb") else { return nil }
        let parts = name.dropLast(4).split(whereSeparator: { (c: Character) -> Bool in c == "_" || c == "-" }).map { String($0) }
        func isLanguage(_ p: String) -> Bool {
            (2...3).contains(p.count) && p.allSatisfy({ $0.isASCII && $0.isLowercase }) && LanguageCodes.isKnownOrSuggested(p)
        }
        func isSubtag(_ p: String) -> Bool {
            (p.count == 2 && p.allSatisfy({ $0.isASCII && $0.isUppercase }))
                || (p.count == 4 && p.first!.isUppercase && p.dropFirst().allSatisfy({ $0.isASCII && $0.isLowercase }))
                || (p.count == 3 && p.allSatisfy(\.isNumber))
        }
        // A BCP 47 variant of five to eight letters or digits last (`app_ca_valencia.arb`,
        // Valencian Catalan, as gettext's `ca@valencia`): Flutter's gen-l10n builds such a file.
        var variant: String?
        if let last = parts.last, parts.count > 1, (5...8).contains(last.count),
            last.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) })
        {
            variant = last
        }
        // The last part that is a language, followed only by script and region subtags.
        var end = parts.count - (variant == nil ? 0 : 1)
        let tagEnd = end
        while end > 0, isSubtag(parts[end - 1]) { end -= 1 }
        guard end > 0, isLanguage(parts[end - 1]) else { return nil }
        return (parts[(end - 1)..<tagEnd] + (variant.map { [$0] } ?? [])).joined(separator: "-")
    }
}
