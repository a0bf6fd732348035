import Dispatch
import Foundation

/// Runs every check over parsed catalogs against a profile and builds the report.
public enum L10nChecker {
    /// Checks `documents` against `profile`; `parseErrors` are carried into the report.
    public static func check(_ documents: [CatalogDocument], profile: CheckProfile, parseErrors: [CatalogParseError] = []) -> L10nReport {
        var findings: [L10nFinding] = []
        var untranslatable = Set<String>()
        var declared = Set<String>()
        // language -> key -> entry; the first entry for a key wins.
        // Entries are referred to by position (no copies of the entries themselves).
        var byLanguage: [String: [String: EntryRef]] = [:]
        var sourceEntries: [String: [String: EntryRef]] = [:]
        func entry(_ ref: EntryRef) -> CatalogEntry { ref.resolve(in: documents) }
        let knownLanguageSet = (profile.knownLanguages ?? profile.expectedLanguages).map(Set.init)

        // Phase 1 (one pass, cheap): the runs of entries of each language, in file order.
        var slices: [String: [(document: Int, range: Range<Int>)]] = [:]
        var sliceOrder: [String] = []
        for (documentIndex, document) in documents.enumerated() {
            untranslatable.formUnion(document.untranslatableKeys)
            var codeMemo: [String: String?] = [:]
            func resolve(_ raw: String) -> String? {
                if let memo = codeMemo[raw] { return memo }
                let (code, finding) = resolveLanguage(raw, profile: profile, expected: knownLanguageSet, file: document.path)
                if let finding { findings.append(finding) }
                codeMemo[raw] = code
                return code
            }
            for raw in document.declaredLanguages { if let code = resolve(raw) { declared.insert(code) } }
            var run: (language: String, start: Int)?
            func closeRun(_ end: Int) {
                guard let r = run, let language = resolve(r.language) else { return }
                if slices[language] == nil { sliceOrder.append(language) }
                slices[language, default: []].append((documentIndex, r.start..<end))
            }
            for (index, entry) in document.entries.enumerated() where entry.language != run?.language {
                closeRun(index)
                run = (entry.language, index)
            }
            closeRun(document.entries.count)
        }
        // Phase 2 (per language, in parallel): key -> entry, the first entry for a key winning;
        // the same key again in the same file is a duplicate.
        let merged = MergeSlots(count: sliceOrder.count)
        let (mergeOrder, mergeSlices) = (sliceOrder, slices)
        DispatchQueue.concurrentPerform(iterations: mergeOrder.count) { slot in
            let language = mergeOrder[slot]
            var current: [String: EntryRef] = [:]
            var sources: [String: EntryRef] = [:]
            var duplicates: [L10nFinding] = []
            var obsolete = false
            let parts = mergeSlices[language]!
            // Reserve for the first slice only: the others may be source texts or other files' copies.
            current.reserveCapacity(parts.first?.range.count ?? 0)
            for part in parts {
                let entries = documents[part.document].entries
                for index in part.range {
                    let ref = EntryRef(document: Int32(part.document), index: Int32(index))
                    if entries[index].role == .source {
                        if sources[entries[index].key] == nil { sources[entries[index].key] = ref }
                        continue
                    }
                    // Only the key is read for the common case (no copy of the whole entry).
                    guard let existingRef = current[entries[index].key] else {
                        if entries[index].isObsolete { obsolete = true }
                        current[entries[index].key] = ref
                        continue
                    }
                    do {
                        let entry = entries[index]
                        let existing = existingRef.resolve(in: documents)
                        if existing.file == entry.file {
                            duplicates.append(
                                L10nFinding(
                                    .duplicateKey, language: language, key: entry.key, "duplicate key \"\(entry.key)\" in this file",
                                    file: entry.file, location: entry.location, value: entry.value))
                        } else if existing.plurals == nil && entry.plurals != nil {
                            current[entry.key]!.pluralDocument = ref.document
                            current[entry.key]!.pluralIndex = ref.index
                        }
                    }
                }
            }
            merged.set(slot, current, sources, duplicates, obsolete)
        }
        var anyObsolete = false
        for (slot, language) in sliceOrder.enumerated() {
            if !merged.entries[slot].isEmpty { byLanguage[language] = merged.entries[slot] }
            if !merged.sources[slot].isEmpty { sourceEntries[language] = merged.sources[slot] }
            findings += merged.duplicates[slot]
            anyObsolete = anyObsolete || merged.obsolete[slot]
        }
        merged.clear()

        let base = profile.baseLanguage
        var baseValues: [String: String] = profile.baseValues ?? [:]
        var basePlurals: [String: [String: String]] = [:]
        if profile.baseValues == nil {
            let baseEntries = byLanguage[base] ?? sourceEntries[base] ?? [:]
            for (key, ref) in baseEntries {
                let entry = entry(ref)
                if let value = entry.value { baseValues[key] = value }
                if let plurals = entry.plurals {
                    basePlurals[key] = plurals
                    baseValues[key] = plurals["other"] ?? entry.value ?? ""
                }
            }
        }
        let keys: [String]
        if let expected = profile.expectedKeys {
            keys = expected
        } else if !baseValues.isEmpty {
            keys = baseValues.keys.filter { !untranslatable.contains($0) && !(byLanguage[base]?[$0].map { entry($0).isObsolete } ?? false) }
                .sorted()
        } else {
            keys = Set(byLanguage.values.flatMap(\.keys)).subtracting(untranslatable).sorted()
        }
        let languages: [String]
        if let expected = profile.expectedLanguages {
            // Regional catalogs the spec does not list are checked too, against their fallback.
            let regional = byLanguage.keys.filter { code in
                !expected.contains(code) && LanguageCodes.regionFallback(code).map(expected.contains) == true
            }
            languages = expected + regional.sorted()
        } else {
            languages = Array(Set(byLanguage.keys).union(declared).union([base])).sorted()
        }
        let keySet = Set(keys)
        var matrix = LanguageKeyMatrix(languages: languages, keys: keys)
        let baseScans = baseValues.mapValues(PlaceholderScanner.scan)

        let context = ValueChecks.Context(profile: profile)
        let keyFacts = keys.map {
            ValueChecks.KeyFacts(
                baseValue: baseValues[$0], baseScan: baseScans[$0], basePlurals: basePlurals[$0],
                budget: profile.lengthBudgets[$0], allowedIdentical: profile.identicalAllowlist[$0])
        }
        let perLanguage = LanguageSlots(count: languages.count)
        let (languageList, entriesByLanguage, sources, skipKeys) = (languages, byLanguage, sourceEntries, untranslatable)
        let hasObsolete = anyObsolete
        DispatchQueue.concurrentPerform(iterations: languages.count) { index in
            let language = languageList[index]
            var local: [L10nFinding] = []
            var row = [LanguageKeyMatrix.Cell](repeating: .missing, count: keys.count)
            guard let entries = entriesByLanguage[language], !entries.isEmpty else {
                if !(profile.baseValues == nil && language == base && !(sources[base] ?? [:]).isEmpty) {
                    local.append(
                        L10nFinding(.missingLanguage, language: language, key: nil, "no catalog entries for language \"\(language)\""))
                }
                for (i, key) in keys.enumerated() where language == base && profile.baseValues == nil && sources[base]?[key] != nil {
                    row[i] = .ok
                }
                perLanguage.set(index, local, row)
                return
            }
            let facts = ValueChecks.LanguageFacts(language)
            // A regional catalog may hold a subset: a key it lacks falls back to its language.
            let fallbackLanguage = LanguageCodes.regionFallback(language).flatMap { fallback -> String? in
                // A region the profile lists (--languages pt-BR) is a language of its own.
                let listed = profile.expectedLanguages?.contains(language) == true
                guard !profile.strictLanguageCodes, !listed, languageList.contains(fallback) else { return nil }
                return fallback
            }
            func fallsBack(_ key: String) -> Bool {
                guard let fallbackLanguage else { return false }
                if entriesByLanguage[fallbackLanguage]?[key] != nil { return true }
                return fallbackLanguage == base && profile.baseValues?[key] != nil
            }
            var fellBack = 0
            let files = Set(entries.values.lazy.map { $0.resolve(in: documents).file }.prefix(64))
            let languageFile = files.count == 1 ? files.first : nil
            var found = 0
            for (i, key) in keys.enumerated() {
                guard let ref = entries[key] else {
                    if fallsBack(key) {
                        row[i] = .fallback
                        fellBack += 1
                        continue
                    }
                    local.append(
                        L10nFinding(
                            .missingKey, language: language, key: key, "missing key \"\(key)\"", file: languageFile,
                            baseValue: keyFacts[i].baseValue))
                    continue
                }
                found += 1
                // The checks read the entry in place unless a later file supplied its plurals.
                row[i] =
                    ref.pluralDocument < 0
                    ? ValueChecks.run(
                        documents[Int(ref.document)].entries[Int(ref.index)], language: language, facts: facts, key: keyFacts[i],
                        context: context, into: &local)
                    : ValueChecks.run(
                        ref.resolve(in: documents), language: language, facts: facts, key: keyFacts[i], context: context,
                        into: &local)
            }
            if let fallbackLanguage, fellBack > 0 {
                local.append(
                    L10nFinding(
                        .regionalFallback, language: language, key: nil,
                        "regional catalog with \(found) of \(keys.count) keys; the other \(fellBack) fall back to \(fallbackLanguage)",
                        file: languageFile))
            }
            for (key, ref) in entries where found != entries.count || hasObsolete {
                let entry = ref.resolve(in: documents)
                guard !keySet.contains(key) || entry.isObsolete else { continue }
                guard !skipKeys.contains(key) else { continue }
                let why =
                    entry.isObsolete
                    ? "obsolete key \"\(key)\" (extractionState stale)"
                    : "extra key \"\(key)\" is not in \(profile.expectedKeys == nil ? "the base language \(base)" : "the spec")"
                local.append(
                    L10nFinding(
                        .extraKey, language: language, key: key, why, file: entry.file, location: entry.location,
                        value: entry.value ?? entry.plurals?["other"]))
            }
            perLanguage.set(index, local, row)
        }
        for (index, language) in languages.enumerated() {
            findings += perLanguage.findings[index]
            matrix.cells[language] = perLanguage.rows[index]
        }
        findings = findings.filter { !profile.disabled.contains($0.check) }
        // A key with a finding the value checks do not mark (a duplicate) is not clean either.
        for f in findings where f.severity >= .warning {
            if let key = f.key, matrix.cell(f.language, key) == .ok { matrix.mark(f.language, key, .issue) }
        }
        findings.sort()
        return L10nReport(
            profileName: profile.name, baseLanguage: base, findings: findings, matrix: matrix,
            files: documents.map(\.path).sorted(), parseErrors: parseErrors)
    }

    /// The canonical code of a raw one, and the finding the raw code deserves, if any.
    static func resolveLanguage(_ raw: String, profile: CheckProfile, expected: Set<String>?, file: String) -> (String?, L10nFinding?) {
        let code = LanguageCodes.normalize(raw)
        let primary = LanguageCodes.primarySubtag(code)
        if let expected {
            if expected.contains(code) { return (code, nil) }
            if !profile.strictLanguageCodes, let alias = profile.aliases[primary], expected.contains(alias) {
                return (
                    alias,
                    L10nFinding(
                        .languageAlias, language: alias, key: nil,
                        "language code \"\(raw)\" is read as the spec's \"\(alias)\" (the code iOS, Android and Flutter catalogs use)",
                        file: file)
                )
            }
            if let canonical = profile.canonicalCodes[primary] ?? profile.canonicalCodes[code], expected.contains(canonical) {
                return (
                    canonical,
                    L10nFinding(
                        .noncanonicalLanguage, language: canonical, key: nil, "language code \"\(raw)\" should be \"\(canonical)\"",
                        file: file)
                )
            }
            if !profile.strictLanguageCodes, let language = LanguageCodes.regionFallback(code), expected.contains(language) {
                return (code, nil)  // a regional catalog, checked with its fallback below
            }
            if expected.contains(primary) {
                return (
                    primary,
                    L10nFinding(
                        .noncanonicalLanguage, language: primary, key: nil,
                        "language code \"\(raw)\" should be \"\(primary)\" (the spec has no regional variants)", file: file)
                )
            }
            return (
                nil,
                L10nFinding(
                    .unknownLanguage, language: raw, key: nil, "language code \"\(raw)\" is not one of the spec's languages", file: file)
            )
        }
        if let canonical = profile.canonicalCodes[primary], !(primary == "nb" || primary == "nn") {
            return (
                canonical,
                L10nFinding(
                    .noncanonicalLanguage, language: canonical, key: nil, "language code \"\(raw)\" should be \"\(canonical)\"", file: file)
            )
        }
        if LanguageCodes.isKnown(code) { return (code, nil) }
        return (nil, L10nFinding(.unknownLanguage, language: raw, key: nil, "unknown language code \"\(raw)\"", file: file))
    }
}

/// Per-language merge results written by parallel workers.
final class MergeSlots: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var entries: [[String: EntryRef]]
    private(set) var sources: [[String: EntryRef]]
    private(set) var duplicates: [[L10nFinding]]
    private(set) var obsolete: [Bool]

    init(count: Int) {
        entries = Array(repeating: [:], count: count)
        sources = Array(repeating: [:], count: count)
        duplicates = Array(repeating: [], count: count)
        obsolete = Array(repeating: false, count: count)
    }

    func set(_ slot: Int, _ e: [String: EntryRef], _ s: [String: EntryRef], _ d: [L10nFinding], _ o: Bool) {
        lock.lock()
        entries[slot] = e
        sources[slot] = s
        duplicates[slot] = d
        obsolete[slot] = o
        lock.unlock()
    }

    func clear() {
        lock.lock()
        entries = []
        sources = []
        lock.unlock()
    }
}

/// Per-language results written by parallel workers.
final class LanguageSlots: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var findings: [[L10nFinding]]
    private(set) var rows: [[LanguageKeyMatrix.Cell]]

    init(count: Int) {
        findings = Array(repeating: [], count: count)
        rows = Array(repeating: [], count: count)
    }

    func set(_ index: Int, _ f: [L10nFinding], _ row: [LanguageKeyMatrix.Cell]) {
        lock.lock()
        findings[index] = f
        rows[index] = row
        lock.unlock()
    }
}

/// Where a merged entry sits in the documents, and where its plural variants came from when a
/// later file supplied them.
struct EntryRef: Sendable {
    var document: Int32
    var index: Int32
    var pluralDocument: Int32 = -1
    var pluralIndex: Int32 = 0

    init(document: Int32, index: Int32) {
        self.document = document
        self.index = index
    }

    func resolve(in documents: [CatalogDocument]) -> CatalogEntry {
        var entry = documents[Int(document)].entries[Int(index)]
        if pluralDocument >= 0 { entry.plurals = documents[Int(pluralDocument)].entries[Int(pluralIndex)].plurals }
        return entry
    }
}
