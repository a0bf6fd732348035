/// A base-language table with no entries, or with a tenth or less of the keys of every translation
/// of it, while the translations are full: the development-language text is in the code, not
/// missing from the table. An Apple `.strings` table needs no base entry where the code passes
/// the text (`NSLocalizedString("key", value: "English text", comment: …)`); an i18next JSON
/// namespace whose keys are the English text (`keySeparator: false`, the key as the default
/// value) holds only the keys whose English differs from the key, its plural forms among them.
/// Every translated key would otherwise be called extra, one finding a key and language. The
/// table is reported once instead, as a note the run always prints (see `SkippedChecks`): its
/// keys are not called extra, and the checks that read a base text do not run on them, which
/// the note says, language by language.
public struct BaseTableWithoutText: Sendable, Equatable {
    /// The base language's file (`en.lproj/Localizable.strings`, `en/translation.json`).
    public var file: String
    /// Its entries.
    public var baseEntries: Int
    /// The languages whose keys of this table were not called extra.
    public var languages: [String]
    /// The most keys one of those languages has that the base table lacks.
    public var keys: Int

    /// `findings` without the `extra-key` findings of such tables, and the tables.
    static func collapsing(
        _ findings: [L10nFinding], documents: [CatalogDocument], base: String
    )
        -> (findings: [L10nFinding], tables: [BaseTableWithoutText])
    {
        var baseTables: [Substring: (file: String, entries: Int)] = [:]
        for document in documents where Self.formats.contains(document.format) && languages(of: document).contains(base) {
            let name = tableName(document.path)
            baseTables[name] = (document.path, (baseTables[name]?.entries ?? 0) + document.entries.count)
        }
        guard !baseTables.isEmpty else { return (findings, []) }
        // Per table, the extra keys of each language's file of that name.
        var extras: [Substring: [String: Int]] = [:]
        for f in findings where f.check == .extraKey && f.severity != .note {
            guard let file = f.file, Self.isTableFile(file) else { continue }
            let name = tableName(file)
            guard baseTables[name] != nil else { continue }
            extras[name, default: [:]][f.language, default: 0] += 1
        }
        guard !extras.isEmpty else { return (findings, []) }
        // The translations of each table: a language whose file of that name has no extra key
        // shows the base table is its real base.
        var translatedLanguages: [Substring: Set<String>] = [:]
        for document in documents where Self.formats.contains(document.format) && !languages(of: document).contains(base) {
            let name = tableName(document.path)
            guard extras[name] != nil else { continue }
            for language in languages(of: document) { translatedLanguages[name, default: []].insert(LanguageCodes.normalize(language)) }
        }
        var tables: [BaseTableWithoutText] = []
        var collapsed = Set<Substring>()
        for (name, perLanguage) in extras {
            let baseTable = baseTables[name]!
            let fewest = perLanguage.values.min() ?? 0
            // Every translation of the table: one without extra keys is not counted in `perLanguage`.
            let everyTranslation = (translatedLanguages[name] ?? []).allSatisfy { perLanguage[$0] != nil }
            guard baseTable.entries == 0 || (everyTranslation && fewest >= 10 * baseTable.entries) else { continue }
            collapsed.insert(name)
            tables.append(
                BaseTableWithoutText(
                    file: baseTable.file, baseEntries: baseTable.entries, languages: perLanguage.keys.sorted(),
                    keys: perLanguage.values.max() ?? 0))
        }
        guard !collapsed.isEmpty else { return (findings, []) }
        let kept = findings.filter { f in
            guard f.check == .extraKey, f.severity != .note, let file = f.file, Self.isTableFile(file) else { return true }
            return !collapsed.contains(tableName(file))
        }
        return (kept, tables.sorted { $0.file < $1.file })
    }

    /// The languages a file holds: those it declares (a `.strings` file, its folder's), or, for a
    /// JSON file, its entries' (one language a file).
    static func languages(of document: CatalogDocument) -> [String] {
        guard document.declaredLanguages.isEmpty, let first = document.entries.first else { return document.declaredLanguages }
        return [first.language]
    }

    /// The formats whose base table may leave its text to the code.
    static let formats: Set<CatalogFormat> = [.strings, .json]

    static func isTableFile(_ path: String) -> Bool { path.hasSuffix(".strings") || path.hasSuffix(".json") }

    /// The table a file belongs to, the same in every language: its name (`Localizable.strings`,
    /// an i18next namespace's `translation.json`), or, for a JSON file named for its language
    /// (`locales/de.json`), its folder's.
    static func tableName(_ path: String) -> Substring {
        let components = path.split(separator: "/")
        guard let last = components.last else { return "" }
        guard last.hasSuffix(".json"), components.count >= 2, LanguageCodes.looksLikeCode(String(last.dropLast(5))) else { return last }
        return Substring(path[components[components.count - 2].startIndex..<last.startIndex] + "*.json")
    }
}
