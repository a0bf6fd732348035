/// A base table (one file of the base language: `en.lproj/SAS.strings`, `values/strings_feature.xml`)
/// that a language lacks as a whole is one gap, not one per key: the table was not sent to its
/// translators, or its file not added to the build. One `missing-key` finding for the table and
/// language names the file and the count of keys instead.
///
/// A table no translated language has any key of at all is either English-only by design (Element
/// X's `Untranslated.strings`, its name says so) or not yet sent to any translator: one note for the
/// table (`--notes`), since only the project knows which, and its keys are left to fall back to the
/// base in every language.
///
/// Tables are told apart by the base files' names without the extension (`Untranslated.strings`
/// and `Untranslated.stringsdict` are one table), and a language has a table when it has any of its
/// keys, in whatever file: an Android build merges every file of a values folder, so a language may
/// file a key elsewhere. With a single base table there is nothing to tell apart.
enum MissingTables {
    /// A table of fewer keys is no more than its keys.
    static let minimumKeys = 2

    /// How a missing key's message ends where its base text has no words (placeholders and
    /// punctuation alone): the fallback reads the same in every language, so it is a note.
    static let wordlessBase = ": its base text has no words, so the fallback reads the same in every language"

    /// How a missing key's message ends where its base text is coined names alone and the language is
    /// written in Latin (`IdenticalText.isNamesOnly`): the fallback reads as a translation would.
    static let namesOnlyBase =
        ": its base text is names alone, which a language written in Latin keeps, so the fallback reads as a translation would"

    /// How a missing key's message ends where its base text is a unit symbol alone and the language
    /// is written in Latin (`IdenticalText.isUnitSymbolAlone`).
    static let unitSymbolBase =
        ": its base text is a unit symbol alone, which a language written in Latin writes as the base does, so the fallback reads as a translation would"

    /// How a missing key's message ends where its translators' comment lets it stay untranslated.
    static let mayStayBase = ": its translators' comment says it may be left untranslated"

    /// Whether a missing key's finding is a note that still counts towards a whole table missing.
    static func isCountedNote(_ f: L10nFinding) -> Bool {
        f.message.hasSuffix(wordlessBase) || f.message.hasSuffix(namesOnlyBase) || f.message.hasSuffix(unitSymbolBase)
            || f.message.hasSuffix(mayStayBase)
    }

    /// `findings` with the `missing-key` findings of whole tables collapsed; `baseParts` are the
    /// base language's entries (`LanguageScan.slices`), `languages` the languages with entries.
    static func collapsing(
        _ findings: [L10nFinding], documents: [CatalogDocument], baseParts: [(document: Int, range: Range<Int>)], base: String,
        languages: [String], matrix: inout LanguageKeyMatrix
    ) -> [L10nFinding] {
        // Only a base of two tables or more has one a language can lack as a whole.
        var names = Set<String>()
        for part in baseParts where documents[part.document].declaredLanguages.count <= 1 {
            names.insert(CheckBasis.tableName(documents[part.document].path))
        }
        guard names.count >= 2, findings.contains(where: { $0.check == .missingKey }) else { return findings }
        // Each base key's table: the first base file that defines it.
        var tableOfKey: [String: Int] = [:]
        var tables: [(name: String, file: String, keys: Int)] = []
        var tableIndex: [String: Int] = [:]
        for part in baseParts {
            let document = documents[part.document]
            // A file of every language (a String Catalog, a CSV) is no table of the base's own.
            guard document.declaredLanguages.count <= 1 else { continue }
            let name = CheckBasis.tableName(document.path)
            let index = tableIndex[name] ?? tables.count
            if index == tables.count {
                tableIndex[name] = index
                tables.append((name, document.path, 0))
            }
            for i in part.range where document.entries[i].role != .source && tableOfKey[document.entries[i].key] == nil {
                tableOfKey[document.entries[i].key] = index
                tables[index].keys += 1
            }
        }
        guard tables.count >= 2, findings.contains(where: { $0.check == .missingKey }) else { return findings }
        // Per table and language, its keys that language misses.
        var missing: [Int: [String: Int]] = [:]
        // A key whose base text has no words is a note where it is missing, and still one of
        // the table's keys the language lacks.
        for f in findings where f.check == .missingKey && (f.severity != .note || isCountedNote(f)) {
            guard let key = f.key, let table = tableOfKey[key] else { continue }
            missing[table, default: [:]][f.language, default: 0] += 1
        }
        let translated = languages.filter { LanguageCodes.primarySubtag($0) != LanguageCodes.primarySubtag(base) }
        var wholeTables: [Int: Set<String>] = [:]
        var added: [L10nFinding] = []
        for (table, perLanguage) in missing.sorted(by: { $0.key < $1.key }) {
            let (name, file, keys) = tables[table]
            guard keys >= minimumKeys else { continue }
            let lacking = Set(perLanguage.filter { $0.value == keys }.keys)
            guard !lacking.isEmpty else { continue }
            wholeTables[table] = lacking
            if translated.count >= 2, translated.allSatisfy(lacking.contains) {
                added.append(
                    L10nFinding(
                        .missingKey, language: base, key: nil,
                        "table \(name) (\(keys) keys) is in the base language \(base) only: no translated language has any "
                            + "of its keys, so it is English-only by design or not yet sent to translators; its keys fall back to \(base)",
                        file: file, severity: .note))
                for language in lacking {
                    for (key, index) in tableOfKey where index == table { matrix.mark(language, key, .fallback) }
                }
                continue
            }
            for language in lacking.sorted() {
                added.append(
                    L10nFinding(
                        .missingKey, language: language, key: nil,
                        "missing the whole table \(name) of the base language \(base): none of its \(keys) keys is in this language",
                        file: file))
            }
        }
        guard !wholeTables.isEmpty else { return findings }
        return findings.filter { f in
            guard f.check == .missingKey, let key = f.key, let table = tableOfKey[key], let lacking = wholeTables[table] else {
                return true
            }
            return !lacking.contains(f.language)
        } + added
    }
}
