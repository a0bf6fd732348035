/// The runs of entries of each language in parsed documents, in file order, with the
/// findings their language codes deserve, the untranslatable keys and the declared languages.
struct LanguageScan {
    var findings: [L10nFinding] = []
    var untranslatable = Set<String>()
    /// Keys a translators' comment lets stay as the base has it (`CatalogDocument.mayStayUntranslatedKeys`).
    var mayStayUntranslated = Set<String>()
    /// Keys the base language's files let fall back (Android `tools:ignore="MissingTranslation"`).
    var fallbackKeys = Set<String>()
    var declared = Set<String>()
    /// Android files without text per language, the languages some file with text declares, and
    /// the base's Android file names with text: what tells a settings folder from a catalog.
    private var androidFilesWithoutText: [String: Set<String>] = [:]
    private var declaredByText = Set<String>()
    private var baseAndroidTables = Set<String>()
    /// language -> (document, entry range), in file order.
    var slices: [String: [(document: Int, range: Range<Int>)]] = [:]
    /// The languages in the order their first entry was met.
    var sliceOrder: [String] = []

    init(_ documents: [CatalogDocument], profile: CheckProfile) {
        let knownLanguageSet = (profile.knownLanguages ?? profile.expectedLanguages).map(Set.init)
        for (documentIndex, document) in documents.enumerated() {
            untranslatable.formUnion(document.untranslatableKeys)
            mayStayUntranslated.formUnion(document.mayStayUntranslatedKeys)
            var codeMemo: [String: String?] = [:]
            func resolve(_ raw: String) -> String? {
                if let memo = codeMemo[raw] { return memo }
                let (code, finding) = L10nChecker.resolveLanguage(raw, profile: profile, expected: knownLanguageSet, file: document.path)
                if let finding { findings.append(finding) }
                codeMemo[raw] = code
                return code
            }
            let withoutText = document.format == .androidXML && document.entries.isEmpty
            let fileName = String(document.path.split(separator: "/").last ?? "")
            for raw in document.declaredLanguages {
                guard let code = resolve(raw) else { continue }
                declared.insert(code)
                if withoutText { androidFilesWithoutText[code, default: []].insert(fileName) } else { declaredByText.insert(code) }
                if !withoutText, document.format == .androidXML, code == profile.baseLanguage { baseAndroidTables.insert(fileName) }
            }
            for member in document.repeatedMembers {
                if let code = resolve(member.language) {
                    findings.append(L10nChecker.duplicate(member, language: code, format: document.format))
                }
            }
            var run: (language: String, start: Int)?
            func closeRun(_ end: Int) {
                guard let r = run, let language = resolve(r.language) else { return }
                if slices[language] == nil { sliceOrder.append(language) }
                slices[language, default: []].append((documentIndex, r.start..<end))
            }
            // By index: only the language is read, no entry is copied.
            for index in document.entries.indices where document.entries[index].language != run?.language {
                closeRun(index)
                run = (document.entries[index].language, index)
            }
            closeRun(document.entries.count)
            if !document.fallbackKeys.isEmpty, slices[profile.baseLanguage]?.last?.document == documentIndex {
                fallbackKeys.formUnion(document.fallbackKeys)
            }
        }
        // An Android qualifier folder holding none of the base's string tables (only settings,
        // such as `bools.xml`) is not a translation: the build reads its strings from the
        // folders it falls back to. An empty `strings.xml` is a language's catalog, left empty.
        for (code, files) in androidFilesWithoutText where !declaredByText.contains(code) && files.isDisjoint(with: baseAndroidTables) {
            declared.remove(code)
        }
    }
}

/// What every language is judged against: the keys (from the spec, else the base language's
/// entries), each with a dense index, and the base's texts and placeholders per key.
struct CheckBasis: Sendable {
    let keys: [String]
    /// key -> its slot; a key listed twice shares the slot of its first listing.
    let keyIndex: [String: Int]
    /// The slot of each position in `keys`.
    let slotOfKey: [Int]
    let keyFacts: [ValueChecks.KeyFacts]
    let baseValues: [String: String]
    let basePlurals: [String: [String: String]]
    /// The strings an Android base plural names per category (`<item quantity="two">@string/two_words</item>`),
    /// with the categories naming each: a plural of references serves every language, and a
    /// language selects only the strings its own categories name.
    let pluralFormReferences: [String: Set<String>]
    let fallbackKeys: Set<String>
    /// The names of the base language's `.strings` files (`Localizable.strings`): a
    /// translated `.strings` file whose name the base lacks (`Main.strings`, whose base is a
    /// storyboard) has keys the check cannot call extra.
    let baseStringsFiles: Set<String>
    /// The table names (`Localizable`) of the base language's `.strings`, `.stringsdict` and
    /// `.xcstrings` files.
    let baseAppleTables: Set<String>
    /// gettext catalogs with no template (`.pot`) and no catalog of the base language: each
    /// `.po`'s msgids are its base texts, and the keys are the messages of every catalog, but
    /// which of them the program still uses only the template would say. A key is then judged
    /// missing only in a language whose own catalog lists it (gettext's untranslated message),
    /// and no key is extra.
    let keysListedPerCatalog: Bool
    /// Without a template, the newest `POT-Creation-Date` among the catalogs and the messages
    /// of the catalogs merged with that template: the nearest the catalogs come to the
    /// template. A catalog merged with an older one lacks the messages added since.
    let newestTemplateDate: Int?
    /// Whether a gettext template (`.pot`) is among the documents: its messages are the base
    /// (`GettextTemplateBase`), and a catalog's message it lacks is one it dropped.
    let hasGettextTemplate: Bool
    let currentMessages: Set<String>

    /// A table's name: the file name without its folder and extension (`Main` of `de.lproj/Main.strings`).
    static func tableName(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        return String(name.split(separator: ".", omittingEmptySubsequences: false).first ?? name)
    }

    init(_ documents: [CatalogDocument], scan: LanguageScan, profile: CheckProfile) {
        var names = Set<String>()
        for document in documents where document.format == .strings && document.declaredLanguages.contains(profile.baseLanguage) {
            names.insert(String(document.path.split(separator: "/").last ?? ""))
        }
        baseStringsFiles = names
        var tables = Set<String>()
        for document in documents where document.declaredLanguages.contains(profile.baseLanguage) {
            switch document.format {
            case .strings, .stringsdict, .xcstrings: tables.insert(Self.tableName(document.path))
            default: continue
            }
        }
        baseAppleTables = tables
        // The base first: its entries decide the keys, which get dense indices; every other
        // language is then merged into an array indexed by key instead of a dictionary.
        let baseMerge = scan.slices[profile.baseLanguage].map { L10nChecker.mergeByKey($0, documents: documents) }
        // A String Catalog key without a base entry is its own base text (Xcode shows the key).
        // Without a catalog of the base language, the msgids are the base texts; where a
        // template lists the program's messages, only those it vouches for.
        let baseEntries =
            baseMerge.map { merge in
                merge.current.isEmpty
                    ? GettextTemplateBase.restricting(merge.sources, documents: documents)
                    : merge.current.merging(
                        merge.sources.filter { documents[Int($0.value.document)].format == .xcstrings },
                        uniquingKeysWith: { current, _ in current })
            } ?? [:]
        // Where every base text is a msgid of a `.po` (no template, no base catalog), the base
        // is the union of the catalogs' messages, stale ones included.
        hasGettextTemplate = documents.contains(where: GettextTemplateBase.isTemplate)
        keysListedPerCatalog =
            profile.baseValues == nil && profile.expectedKeys == nil && baseMerge?.current.isEmpty == true && !baseEntries.isEmpty
            && !hasGettextTemplate
            && Set(baseEntries.values.map(\.document)).allSatisfy { documents[Int($0)].format == .gettext }
        var newest: Int?
        var current = Set<String>()
        if keysListedPerCatalog {
            let dated = documents.filter { $0.format == .gettext && $0.templateDate != nil && $0.entries.contains { $0.role == .source } }
            newest = dated.compactMap(\.templateDate).max()
            for document in dated where document.templateDate == newest {
                for entry in document.entries where entry.role == .source { current.insert(entry.key) }
            }
        }
        newestTemplateDate = newest
        currentMessages = current
        var baseValues: [String: String] = profile.baseValues ?? [:]
        var basePlurals: [String: [String: String]] = [:]
        if profile.baseValues == nil {
            for (key, ref) in baseEntries {
                let entry = ref.resolve(in: documents)
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
            let baseCurrent = baseMerge?.current ?? [:]
            keys = baseValues.keys.filter { key in
                !scan.untranslatable.contains(key) && !(baseCurrent[key].map { $0.resolve(in: documents).isObsolete } ?? false)
            }.sorted()
        } else {
            // No base text at all: every key some language has.
            var all = Set<String>()
            for parts in scan.slices.values {
                for part in parts {
                    let entries = documents[part.document].entries
                    for index in part.range where entries[index].role != .source { all.insert(entries[index].key) }
                }
            }
            keys = all.subtracting(scan.untranslatable).sorted()
        }
        var keyIndex: [String: Int] = [:]
        keyIndex.reserveCapacity(keys.count)
        for (i, key) in keys.enumerated() where keyIndex[key] == nil { keyIndex[key] = i }
        self.keys = keys
        self.keyIndex = keyIndex
        slotOfKey = keys.map { keyIndex[$0]! }
        // Scanned in key order, not the dictionary's: the facts of neighbouring keys then sit
        // side by side in memory, as every language reads them key after key.
        // The wiki parameters the base texts use anywhere: a translation may use any of them.
        // Both are read by the placeholder check alone: with it disabled, no base text is scanned.
        let comparesPlaceholders = !profile.disabled.contains(.placeholderMismatch)
        var wikiParameters = Set<String>()
        for value in baseValues.values where comparesPlaceholders && value.contains("{{{") {
            wikiParameters.formUnion(MarkupTags.wikiParameters(in: value))
        }
        // A key with nothing of its own to know (no base text, budget or allowance: every key of
        // a catalog without a base) shares one instance: a million keys held a million alike.
        let bare = ValueChecks.KeyFacts(
            baseValue: nil, baseScan: nil, basePlurals: nil, budget: nil, allowedIdentical: nil, wikiParameters: wikiParameters)
        // Most base texts of a catalog have one of a few placeholder lists ("%@", none): one
        // scan of each is kept, not an array of placeholders per key.
        var scans: [PlaceholderScanner.Scan: PlaceholderScanner.Scan] = [:]
        func shared(_ text: String) -> PlaceholderScanner.Scan {
            let scan = PlaceholderScanner.scan(text)
            if scan.printf.isEmpty && scan.named.isEmpty { return scan }
            if let kept = scans[scan] { return kept }
            scans[scan] = scan
            return scan
        }
        keyFacts = keys.map {
            if baseValues[$0] == nil, basePlurals[$0] == nil, profile.lengthBudgets[$0] == nil, profile.identicalAllowlist[$0] == nil,
                profile.identicalByDesign[$0] == nil, !scan.fallbackKeys.contains($0), !scan.mayStayUntranslated.contains($0)
            {
                return bare
            }
            return ValueChecks.KeyFacts(
                baseValue: baseValues[$0], baseScan: comparesPlaceholders ? baseValues[$0].map(shared) : nil,
                basePlurals: basePlurals[$0],
                budget: profile.lengthBudgets[$0], allowedIdentical: profile.identicalAllowlist[$0],
                identicalLanguages: profile.identicalByDesign[$0] ?? (scan.mayStayUntranslated.contains($0) ? ["*"] : nil),
                fallsBack: scan.fallbackKeys.contains($0), mayStayUntranslated: scan.mayStayUntranslated.contains($0),
                wikiParameters: wikiParameters)
        }
        fallbackKeys = scan.fallbackKeys
        self.baseValues = baseValues
        self.basePlurals = basePlurals
        var references: [String: Set<String>] = [:]
        for plurals in basePlurals.values {
            for (category, text) in plurals where text.hasPrefix("@string/") {
                references[String(text.dropFirst(8)), default: []].insert(category)
            }
        }
        pluralFormReferences = references
    }

    /// Whether a language checked against `other` is judged as it would be against this one.
    func judgesLike(_ other: CheckBasis) -> Bool {
        keys == other.keys && baseValues == other.baseValues && basePlurals == other.basePlurals && fallbackKeys == other.fallbackKeys
            && keysListedPerCatalog == other.keysListedPerCatalog && newestTemplateDate == other.newestTemplateDate
            && currentMessages == other.currentMessages && baseAppleTables == other.baseAppleTables
    }
}

/// The language a regional catalog falls back to, and which keys (by position) it has.
struct LanguageFallback {
    var language: String
    var present: [Bool]
    /// Set where the keys are those of the language's regional Android catalogs
    /// (`AndroidRegions`), which only Android 7.0 and later read for the language: the regions,
    /// and per key the index of the first that holds it (-1: none).
    var regions: (codes: [String], holder: [Int])?
}

/// Languages checked as their files were read, and the basis they were checked against.
struct StreamedLanguages: Sendable {
    struct Result: Sendable {
        var findings: [L10nFinding]
        var row: [LanguageKeyMatrix.Cell]
    }

    var basis: CheckBasis
    var results: [String: Result] = [:]
}
