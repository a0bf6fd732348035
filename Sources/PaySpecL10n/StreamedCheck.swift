import Dispatch
import Foundation

extension L10nChecker {
    /// Loads and checks the catalogs under `paths`, as `CatalogLoader.load` and `check` do,
    /// without holding every entry at once: the files that may hold the base language (or no
    /// language in their path) are read first, then each file that alone holds one other
    /// language is checked as soon as it is read and only its findings and matrix row are
    /// kept. Should the whole judge differently from what those early checks assumed (a later
    /// file adds base texts, marks a key untranslatable, or holds the same language), the
    /// files are read again and everything is checked together.
    public static func check(paths: [String], profile: CheckProfile, baseLanguage: String?) -> L10nReport {
        var counts = StreamedCheckCounts()
        return check(paths: paths, profile: profile, baseLanguage: baseLanguage, counts: &counts)
    }

    /// `check(paths:profile:baseLanguage:)`, counting what it kept (see `StreamedCheckCounts`).
    static func check(paths: [String], profile: CheckProfile, baseLanguage: String?, counts: inout StreamedCheckCounts) -> L10nReport {
        let walk = CatalogLoader.walk(paths)
        let files = walk.files
        let knownLanguageSet = (profile.knownLanguages ?? profile.expectedLanguages).map(Set.init)
        let base = profile.baseLanguage
        // The language each file's path names, as the check will read it.
        let pathLanguages: [String?] = files.map { file in
            CatalogLoader.pathLanguage(file, baseLanguage: baseLanguage).flatMap {
                resolveLanguage($0, profile: profile, expected: knownLanguageSet, file: file).0
            }
        }
        var filesPerLanguage: [String: Int] = [:]
        for case let language? in pathLanguages { filesPerLanguage[language, default: 0] += 1 }
        // A language with regional catalogs beside it is checked with them: on Android its
        // users read a region's text before the default's (`AndroidRegions`).
        let withRegions = Set(filesPerLanguage.keys.compactMap(LanguageCodes.regionFallback))
        var isEarly = pathLanguages.map { language -> Bool in
            guard let language, language != base, filesPerLanguage[language] == 1, !withRegions.contains(language) else { return false }
            return LanguageCodes.primarySubtag(language) != LanguageCodes.primarySubtag(base)
        }
        let outcomes = ParseSlots(count: files.count)
        let interner = KeyInterner()
        // The first file is read first too: where no file holds the base language (a folder of
        // XLIFF), its source texts are the base the others are checked against.
        if let firstEarly = isEarly.firstIndex(of: true) { isEarly[firstEarly] = false }
        let first = files.indices.filter { !isEarly[$0] }
        // A file of many languages (a String Catalog, a table) is read into language columns:
        // the base's go into the first documents, each other language is checked on its own below.
        let columnar = ColumnarSlots()
        DispatchQueue.concurrentPerform(iterations: first.count) { n in
            if profile.keyMap.isEmpty, let read = CatalogLoader.parseColumns(file: files[first[n]]) {
                switch read {
                case .success(let catalog): columnar.set(first[n], catalog)
                case .failure(let error): outcomes.set(first[n], .failure(error))
                }
                return
            }
            outcomes.set(
                first[n],
                CatalogLoader.parseCompact(file: files[first[n]], baseLanguage: baseLanguage, keyMap: profile.keyMap, interner: interner))
        }
        let alone = columnsCheckedAlone(columnar.catalogs, profile, knownLanguageSet, pathLanguages: filesPerLanguage)
        for (index, catalog) in columnar.catalogs {
            let kept = catalog.columns.indices.filter { alone[index]?[$0] == nil }
            outcomes.set(index, .success(catalog.document(columns: kept)))
        }
        let firstDocuments: [CatalogDocument] = first.compactMap { try? outcomes.values[$0]?.get() }
        let firstScan = LanguageScan(firstDocuments, profile: profile)
        let basis = CheckBasis(firstDocuments, scan: firstScan, profile: profile)
        let context = ValueChecks.Context(profile: profile, baseTexts: basis.baseValues)
        let untranslatable = Set(firstDocuments.flatMap(\.untranslatableKeys))
        // Without spec keys or base texts the keys are every key some language has: no
        // language can be checked before all are read.
        // gettext catalogs without a template are judged by the newest of them: not one alone.
        let streams = (profile.expectedKeys != nil || !basis.baseValues.isEmpty) && !basis.keysListedPerCatalog
        let early = files.indices.filter { isEarly[$0] }
        let results = StreamedSlots()
        let columnTasks = alone.sorted { $0.key < $1.key }.flatMap { file, columns in
            columns.sorted { $0.key < $1.key }.map { (file: file, column: $0.key, language: $0.value) }
        }
        DispatchQueue.concurrentPerform(iterations: early.count + columnTasks.count) { n in
            if n >= early.count {
                let task = columnTasks[n - early.count]
                let catalog = columnar.catalogs[task.file]!
                let document = CatalogDocument(path: catalog.path, format: catalog.format, entries: catalog.entries(ofColumn: task.column))
                guard streams, streamableLanguage(document, task.language, profile, knownLanguageSet, basis: basis) != nil else {
                    columnar.keep(task.file, task.column)
                    return
                }
                let merged = mergeBySlot(
                    [(0, document.entries.indices)], language: task.language, keyIndex: basis.keyIndex, slotCount: basis.keys.count,
                    documents: [document], keepsSources: false)
                let (findings, row) = checkLanguage(
                    task.language, merged, documents: [document], basis: basis, context: context, profile: profile, fallback: nil,
                    hasObsolete: false, skipKeys: untranslatable)
                results.set(task.language, StreamedLanguages.Result(findings: merged.duplicates + findings, row: row))
                return
            }
            let index = early[n]
            switch CatalogLoader.parse(file: files[index], baseLanguage: baseLanguage, keyMap: profile.keyMap) {
            case .failure(let error): outcomes.set(index, .failure(error))
            case .success(var document):
                guard streams, let language = pathLanguages[index],
                    let raw = streamableLanguage(document, language, profile, knownLanguageSet, basis: basis)
                else {
                    document.compact()
                    interner.intern(&document)
                    outcomes.set(index, .success(document))
                    return
                }
                let merged = mergeBySlot(
                    [(0, document.entries.indices)], language: language, keyIndex: basis.keyIndex, slotCount: basis.keys.count,
                    documents: [document], keepsSources: false)
                let (findings, row) = checkLanguage(
                    language, merged, documents: [document], basis: basis, context: context, profile: profile, fallback: nil,
                    hasObsolete: false, skipKeys: untranslatable)
                results.set(language, StreamedLanguages.Result(findings: merged.duplicates + findings, row: row))
                // The file stays in the report's list and still declares its language code.
                let declared = document.declaredLanguages + raw.filter { !document.declaredLanguages.contains($0) }
                var stripped = CatalogDocument(path: document.path, format: document.format, declaredLanguages: declared)
                stripped.repeatedMembers = document.repeatedMembers
                outcomes.set(index, .success(stripped))
            }
        }
        // Each file of many languages with the columns not checked on their own, declaring the codes of those that were.
        for (index, catalog) in columnar.catalogs where alone[index] != nil {
            let kept = catalog.columns.indices.filter { alone[index]?[$0] == nil || columnar.kept.contains([index, $0]) }
            var document = catalog.document(columns: kept)
            for column in catalog.columns.indices where !kept.contains(column) {
                let raw = catalog.columns[column].language
                if !document.declaredLanguages.contains(raw) { document.declaredLanguages.append(raw) }
            }
            outcomes.set(index, .success(document))
        }
        columnar.clear()
        var errors = walk.errors
        var documents: [CatalogDocument] = []
        for outcome in outcomes.values {
            switch outcome {
            case .success(let document)?: documents.append(document)
            case .failure(let error)?: errors.append(error)
            case nil: break
            }
        }
        counts.entriesKept = documents.reduce(0) { $0 + $1.entries.count }
        counts.columnsCheckedAlone = columnTasks.count - columnar.kept.count
        let streamed = results.values.isEmpty ? nil : StreamedLanguages(basis: basis, results: results.values)
        // With no file read after the first ones, the documents are those the basis was made of.
        let prepared =
            early.isEmpty && columnTasks.isEmpty ? PreparedCheck(scan: firstScan, basis: basis, context: context) : nil
        counts.basisReused = prepared != nil
        if var report = check(documents, profile: profile, parseErrors: errors, streamed: streamed, prepared: prepared) {
            report.supersededTables = walk.superseded
            return report
        }
        // The early checks assumed what the whole does not hold: read every file again.
        let loaded = CatalogLoader.load(paths, baseLanguage: baseLanguage, keyMap: profile.keyMap)
        var report = check(loaded.documents, profile: profile, parseErrors: loaded.errors)
        report.supersededTables = loaded.superseded
        return report
    }

    /// The raw language codes of a document that can be checked on its own as `language`
    /// (its translations' code, then its source texts' code, if any): one code for every
    /// translation, all of them still in use, no untranslatable keys and none its comments let
    /// stay as the base has it, not a regional catalog
    /// (which falls back to another language's entries), and source texts only in the base
    /// language, each with the very text `basis` already has for its key (so that dropping
    /// them changes no base text, whichever file comes first).
    static func streamableLanguage(
        _ document: CatalogDocument, _ language: String, _ profile: CheckProfile, _ known: Set<String>?, basis: CheckBasis
    ) -> [String]? {
        guard document.untranslatableKeys.isEmpty, document.mayStayUntranslatedKeys.isEmpty, LanguageCodes.regionFallback(language) == nil,
            let raw = document.entries.first(where: { $0.role == .translation })?.language,
            resolveLanguage(raw, profile: profile, expected: known, file: document.path).0 == language
        else { return nil }
        var sourceRaw: String?
        for i in document.entries.indices {
            let entry = document.entries[i]
            if entry.role == .source {
                if sourceRaw == nil {
                    guard resolveLanguage(entry.language, profile: profile, expected: known, file: document.path).0 == profile.baseLanguage
                    else { return nil }
                    sourceRaw = entry.language
                }
                let text = entry.plurals.map { $0["other"] ?? entry.value ?? "" } ?? entry.value
                guard entry.language == sourceRaw, text != nil else { return nil }
                // A checked key's base text is in its key facts (one look-up); any other in the base's dictionaries.
                if let slot = basis.keyIndex[entry.key] {
                    guard basis.keyFacts[slot].baseValue == text, basis.keyFacts[slot].basePlurals == entry.plurals else { return nil }
                } else {
                    guard basis.baseValues[entry.key] == text, basis.basePlurals[entry.key] == entry.plurals else { return nil }
                }
                continue
            }
            guard entry.language == raw, !entry.isObsolete else { return nil }
        }
        return [raw] + (sourceRaw.map { [$0] } ?? [])
    }
}

extension L10nChecker {
    /// The columns of files of many languages that can be checked on their own, by file and
    /// column, with the language each is checked as: a language no other column and no file's
    /// path holds, neither the base nor a variant of it, nor a regional catalog (which falls
    /// back to another language's entries).
    static func columnsCheckedAlone(
        _ catalogs: [Int: ColumnarCatalog], _ profile: CheckProfile, _ known: Set<String>?, pathLanguages: [String: Int]
    ) -> [Int: [Int: String]] {
        let base = profile.baseLanguage
        var columnsOfLanguage: [String: Int] = [:]
        var resolved: [(file: Int, column: Int, language: String)] = []
        for (index, catalog) in catalogs {
            for (column, data) in catalog.columns.enumerated() {
                guard let language = resolveLanguage(data.language, profile: profile, expected: known, file: catalog.path).0 else {
                    continue
                }
                columnsOfLanguage[language, default: 0] += 1
                if !data.records.isEmpty { resolved.append((index, column, language)) }
            }
        }
        var alone: [Int: [Int: String]] = [:]
        for candidate in resolved {
            let language = candidate.language
            guard columnsOfLanguage[language] == 1, pathLanguages[language] == nil, language != base,
                LanguageCodes.primarySubtag(language) != LanguageCodes.primarySubtag(base), LanguageCodes.regionFallback(language) == nil
            else { continue }
            alone[candidate.file, default: [:]][candidate.column] = language
        }
        return alone
    }
}

/// What a check makes of its documents before judging them, made once.
struct PreparedCheck {
    var scan: LanguageScan
    var basis: CheckBasis
    var context: ValueChecks.Context
}

/// Files of many languages read into columns by parallel workers, and the columns that could
/// not be checked on their own after all.
final class ColumnarSlots: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var catalogs: [Int: ColumnarCatalog] = [:]
    private(set) var kept = Set<[Int]>()

    func set(_ index: Int, _ catalog: ColumnarCatalog) {
        lock.lock()
        catalogs[index] = catalog
        lock.unlock()
    }

    func keep(_ index: Int, _ column: Int) {
        lock.lock()
        kept.insert([index, column])
        lock.unlock()
    }

    func clear() {
        lock.lock()
        catalogs = [:]
        lock.unlock()
    }
}

/// What a streamed check kept, for the tests that hold it to its bounds.
struct StreamedCheckCounts {
    /// Entries held from reading to the end of the check (those of the documents checked together).
    var entriesKept = 0
    /// Language columns of files of many languages checked on their own as soon as they were made.
    var columnsCheckedAlone = 0
    /// Whether the whole check judged by the basis made of the first files, not a second one.
    var basisReused = false
}

/// Early-checked languages written by parallel workers.
final class StreamedSlots: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String: StreamedLanguages.Result] = [:]

    func set(_ language: String, _ result: StreamedLanguages.Result) {
        lock.lock()
        values[language] = result
        lock.unlock()
    }
}
