import Dispatch
import Foundation

/// Runs every check over parsed catalogs against a profile and builds the report.
public enum L10nChecker {
    /// Checks `documents` against `profile`; `parseErrors` are carried into the report.
    public static func check(_ documents: [CatalogDocument], profile: CheckProfile, parseErrors: [CatalogParseError] = []) -> L10nReport {
        check(documents, profile: profile, parseErrors: parseErrors, streamed: nil)!
    }

    /// Checks `documents`, with the languages in `streamed` already checked as their files
    /// were read (those files are in `documents` without their entries). Nil when the
    /// documents judge differently from what the early checks assumed (other keys or base
    /// texts, another file of a streamed language): the caller then checks the whole again.
    /// `prepared` is what was already made of these very documents (a streamed check whose
    /// files all held the base or no language): reading every base text again doubled the work.
    static func check(
        _ documents: [CatalogDocument], profile: CheckProfile, parseErrors: [CatalogParseError], streamed: StreamedLanguages?,
        prepared: PreparedCheck? = nil
    ) -> L10nReport? {
        let scan = prepared?.scan ?? LanguageScan(documents, profile: profile)
        var findings = scan.findings
        let basis = prepared?.basis ?? CheckBasis(documents, scan: scan, profile: profile)
        if let streamed {
            guard basis.judgesLike(streamed.basis), streamed.results.keys.allSatisfy({ scan.slices[$0] == nil }) else { return nil }
        }
        let (keys, slotOfKey, base) = (basis.keys, basis.slotOfKey, profile.baseLanguage)
        let merged = MergeSlots(count: scan.sliceOrder.count)
        DispatchQueue.concurrentPerform(iterations: scan.sliceOrder.count) { slot in
            let language = scan.sliceOrder[slot]
            merged.set(
                slot,
                mergeBySlot(
                    scan.slices[language]!, language: language, keyIndex: basis.keyIndex, slotCount: keys.count, documents: documents,
                    keepsSources: language == base))
        }
        var byLanguage: [String: MergedLanguage] = [:]
        var sourceSlots: [String: [Bool]] = [:]
        var anyObsolete = false
        for (slot, language) in scan.sliceOrder.enumerated() {
            let m = merged.languages[slot]!
            if m.count > 0 { byLanguage[language] = m }
            if m.hasSources { sourceSlots[language] = m.sourceSlots }
            findings += m.duplicates
            anyObsolete = anyObsolete || m.obsolete
        }
        merged.clear()
        let streamedResults = streamed?.results ?? [:]
        let languagesWithEntries = Set(byLanguage.keys).union(streamedResults.keys)

        let languages: [String]
        if let expected = profile.expectedLanguages {
            // Regional catalogs the spec does not list are checked too, against their fallback.
            let regional = languagesWithEntries.filter { code in
                !expected.contains(code) && LanguageCodes.regionFallback(code).map(expected.contains) == true
            }
            languages = expected + regional.sorted()
        } else {
            languages = Array(languagesWithEntries.union(scan.declared).union([base])).sorted()
        }
        // Keys listed once each (all but a spec listing one twice) index the matrix as they index the basis.
        var matrix =
            basis.keyIndex.count == keys.count
            ? LanguageKeyMatrix(languages: languages, keys: keys, distinctKeyIndex: basis.keyIndex)
            : LanguageKeyMatrix(languages: languages, keys: keys)
        let context = prepared?.context ?? ValueChecks.Context(profile: profile, baseTexts: basis.baseValues)
        let perLanguage = LanguageSlots(count: languages.count)
        let (entriesByLanguage, sources, skipKeys, hasObsolete) = (byLanguage, sourceSlots, scan.untranslatable, anyObsolete)
        let androidFamilies = AndroidRegions.Families(byLanguage, documents: documents)
        DispatchQueue.concurrentPerform(iterations: languages.count) { index in
            let language = languages[index]
            if let early = streamedResults[language] {
                // Checked as its file was read; a key another file marks untranslatable is no extra.
                let local = early.findings.filter { !($0.check == .extraKey && $0.key.map(skipKeys.contains) == true) }
                perLanguage.set(index, local, early.row)
                return
            }
            guard let entries = entriesByLanguage[language] else {
                var local: [L10nFinding] = []
                // With every key left to fall back (tools:ignore="MissingTranslation"), an empty
                // catalog is one more language the project has not translated yet, on purpose.
                let allFallBack = !keys.isEmpty && basis.keyFacts.allSatisfy(\.fallsBack) && language != base
                var row = [LanguageKeyMatrix.Cell](repeating: allFallBack ? .fallback : .missing, count: keys.count)
                if !allFallBack, !(profile.baseValues == nil && language == base && sources[base] != nil) {
                    // A file the platform reads past to another catalog of the language asks for no
                    // translation of its own: a note, shown with --notes. A language the profile
                    // lists (--languages pt-PT) is one of its own, and stays a finding.
                    if language != base, profile.expectedLanguages?.contains(language) != true,
                        let parent = FallbackCatalog.language(for: language, withEntries: languagesWithEntries)
                    {
                        local.append(
                            L10nFinding(
                                .missingLanguage, language: language, key: nil,
                                "no catalog entries for language \"\(language)\": the platform reads the \"\(parent)\" catalog instead",
                                severity: .note))
                    } else {
                        local.append(
                            L10nFinding(.missingLanguage, language: language, key: nil, "no catalog entries for language \"\(language)\""))
                    }
                }
                if language == base, profile.baseValues == nil, let present = sources[base], !present.isEmpty {
                    for i in keys.indices where present[slotOfKey[i]] { row[i] = .ok }
                }
                perLanguage.set(index, local, row)
                return
            }
            // A regional catalog may hold a subset: a key it lacks falls back to its language, as
            // the platforms do (the matrix shows it as fallback; no finding).
            let parent = LanguageCodes.regionFallback(language).flatMap { fallback -> LanguageFallback? in
                // A region the profile lists (--languages pt-BR) is a language of its own.
                let listed = profile.expectedLanguages?.contains(language) == true
                guard !profile.strictLanguageCodes, !listed, languages.contains(fallback) else { return nil }
                if let slots = entriesByLanguage[fallback]?.slots {
                    return LanguageFallback(language: fallback, present: keys.indices.map { slots[slotOfKey[$0]].isPresent })
                }
                if let row = streamedResults[fallback]?.row {
                    return LanguageFallback(language: fallback, present: row.map { $0 != .missing })
                }
                return LanguageFallback(language: fallback, present: [Bool](repeating: false, count: keys.count))
            }
            // An Android catalog falls back to the other regions of its language too (Android 7.0 and later).
            let fallback = AndroidRegions.fallback(
                for: language, parent: parent, families: androidFamilies, entriesByLanguage, documents: documents, base: base,
                keys: keys.count, slotOfKey: slotOfKey)
            let (local, row) = checkLanguage(
                language, entries, documents: documents, basis: basis, context: context, profile: profile, fallback: fallback,
                hasObsolete: hasObsolete, skipKeys: skipKeys)
            perLanguage.set(index, local, row)
        }
        for (index, language) in languages.enumerated() {
            findings += perLanguage.findings[index]
            matrix.cells[language] = perLanguage.rows[index]
        }
        findings = findings.filter { !profile.disabled.contains($0.check) }
        if profile.expectedKeys == nil, let baseParts = scan.slices[base] {
            findings = MissingTables.collapsing(
                findings, documents: documents, baseParts: baseParts, base: base, languages: languagesWithEntries.sorted(),
                matrix: &matrix)
        }
        if !profile.keyMap.isEmpty { findings = findings.map(profile.keyMap.naming) }
        findings = Self.keepingSharedNames(findings, matrix: &matrix, base: base, baseValues: basis.keyFacts.map(\.baseValue))
        findings = OneFindingPerValue.keeping(findings, matrix: &matrix)
        // A key with a finding the value checks do not mark (a duplicate) is not clean either.
        for f in findings where f.severity >= .warning {
            if let key = f.key, matrix.cell(f.language, key) == .ok { matrix.mark(f.language, key, .issue) }
        }
        // Against the spec a key is extra for not being the spec's, whatever the base table holds.
        var tablesWithoutBaseText: [BaseTableWithoutText] = []
        if profile.expectedKeys == nil {
            (findings, tablesWithoutBaseText) = BaseTableWithoutText.collapsing(findings, documents: documents, base: base)
        }
        findings = OneFindingPerValue.keepingExtraKeys(findings)
        findings.sort()
        let (errors, nonCatalogs) = OtherJSONData.separate(parseErrors, documents: documents, baseKeys: basis.keyIndex)
        var report = L10nReport(
            profileName: profile.name, baseLanguage: base, findings: findings, matrix: matrix,
            files: documents.map(\.path).sorted(), parseErrors: errors)
        report.skippedNonCatalogs = nonCatalogs
        report.tablesWithoutBaseText = tablesWithoutBaseText
        report.gettextWithoutTemplate = basis.keysListedPerCatalog
        return report
    }

    /// Drops `untranslated` for a text most translators of its key kept as the base has it
    /// (in more than half of the other languages with the key, at least four): a name such
    /// texts are by design ("Ice Cubes", "Wikimedia Commons"). A single short word kept in a
    /// Latin-script language (`IdenticalText.Verdict.possiblyShared`) is judged by the other
    /// Latin-script languages with the key: untranslated when at least four have it and most of
    /// them translated it ("Reset" in Czech), else a word they share ("Podcast", "Video").
    /// Read from the matrix once every language is checked, so that a language checked as its
    /// file was read is judged as one checked with the rest. `baseValues` has the base text of
    /// each key of the matrix, by position. Linear in findings and cells.
    static func keepingSharedNames(
        _ findings: [L10nFinding], matrix: inout LanguageKeyMatrix, base: String, baseValues: [String?]
    ) -> [L10nFinding] {
        // A language may have dropped all its findings of kept words and left their cells to this pass.
        guard matrix.cells.values.contains(where: { $0.contains(.untranslated) }) else { return findings }
        let others = matrix.languages.filter { LanguageCodes.primarySubtag($0) != LanguageCodes.primarySubtag(base) }
        // A catalog reported as a whole (the base's text exported into it) translated nothing:
        // its kept texts are no evidence that other languages keep them by design.
        let wholeCatalogs = Set(findings.lazy.filter { $0.key == nil && $0.check == .untranslated }.map(\.language))
        let englishBase = LanguageCodes.primarySubtag(base) == "en"
        let witnesses = wholeCatalogs.isEmpty ? others : others.filter { !wholeCatalogs.contains($0) }
        let latin = Set(
            others.filter { IdenticalText.sharesLatinWords(script: ScriptDetector.expectedScript(for: $0), language: $0) })
        var shared = Set<String>()
        // Keys whose base text is an English sentence some languages kept: whether other
        // languages translated it widely.
        var sentences: [String: Bool] = [:]
        // Per key whose text is a possibly shared word: the Latin-script languages with it, and those that kept it.
        var latinCounts: [String: (present: Int, kept: Int, words: Int)] = [:]
        // The witnesses' rows, and how far each translated its catalog (`TranslationDepth`).
        let rows = witnesses.map { matrix.cells[$0] ?? [] }
        let depths = rows.map(TranslationDepth.init)
        let witnessIsLatin = witnesses.map(latin.contains)
        // Keys every thorough translator translated, which a platform exported as the base text
        // into the languages that have not yet: per script class, whether the evidence holds.
        var exported: [String: ExportedBase] = [:]
        for (i, key) in matrix.keys.enumerated() {
            var kept = 0
            var present = 0
            var latinPresent = 0
            var latinKept = 0
            var isWord: Bool?
            var wordCount = 0
            var otherScriptKept = 0
            var otherScriptPresent = 0
            var thorough = ExportedBase()
            var translatingKept = 0
            for (w, row) in rows.enumerated() {
                guard i < row.count else { continue }
                let cell = row[i]
                guard cell != .missing, cell != .fallback else { continue }
                present += 1
                if depths[w].isThorough { thorough.count(cell == .untranslated, latin: witnessIsLatin[w]) }
                guard witnessIsLatin[w] else {
                    otherScriptPresent += 1
                    if cell == .untranslated {
                        kept += 1
                        otherScriptKept += 1
                        if depths[w].isMostlyTranslated { translatingKept += 1 }
                    }
                    continue
                }
                latinPresent += 1
                guard cell == .untranslated else { continue }
                // Only a key some Latin-script language kept needs its text read.
                if isWord == nil {
                    let words = baseValues[i].flatMap(IdenticalText.sharedWords)
                    isWord = words != nil
                    wordCount = words?.count ?? 0
                }
                // A kept word is evidence of a shared word, not of a name the key is by design.
                if isWord == true { latinKept += 1 } else { kept += 1 }
            }
            // An English sentence ("Error creating space", "Tap to retry") is no name: where it
            // is meant to be translated, each language that kept it is reported (`reported`).
            if englishBase, kept + latinKept >= 2, baseValues[i].map(IdenticalText.isEnglishSentence) == true {
                // Two other languages, and a third of those with the key, translated it; or two
                // translated it and a language of another script that translated most of its
                // catalog kept it: no translator of Urdu or Korean keeps an English sentence, the
                // platform exported it for a key not yet translated there.
                let translated = present - kept - latinKept
                sentences[key] = translated >= 2 && (translated * 3 >= present || translatingKept >= 1)
            }
            // The platform's signature besides: a language of another script that translated most
            // of its catalog has the base's text, which no translator of it writes for a word.
            if englishBase, translatingKept >= 1,
                thorough.isEvidence(latin: true) || thorough.isEvidence(latin: false) || thorough.isWidelyTranslated
            {
                exported[key] = thorough
            }
            if kept >= 4 && kept * 2 > present { shared.insert(key) }
            // Kept by most languages, among them two written in another script, which would
            // have written a word of theirs: a name ("Wine", "WineHQ Devel").
            if otherScriptKept >= 2 && kept + latinKept >= 4 && (kept + latinKept) * 2 > present { shared.insert(key) }
            // A capitalised name with an acronym in it ("Mac OS Classic (CR)") kept word for
            // word by three or more languages of another script, a quarter of those with the key
            // at least: a product name. A capitalised word alone ("Fashion", "Cancel") is no such
            // evidence: a sparsely translated catalog leaves whole lists of them in English.
            if otherScriptKept >= 3 && otherScriptKept * 4 >= otherScriptPresent,
                baseValues[i].map(IdenticalText.isProductName) == true
            {
                shared.insert(key)
            }
            if isWord == true { latinCounts[key] = (latinPresent, latinKept, wordCount) }
        }
        // A regional variant whose text equals its parent's, both the base text, is one value:
        // judged, and reported if at all, once, at the parent ("Paris, France" in fr and fr-CH).
        // Chinese regions choose a script (zh-TW writes Traditional), so each is its own text.
        // A parent reported as a whole (a catalog of the base's text exported as its fallback)
        // names none of its keys: a variant's values are then its own findings.
        var variantCells: [(language: String, parent: String, key: String)] = []
        func parentKept(_ f: L10nFinding, key: String) -> Bool {
            guard let parent = LanguageCodes.regionFallback(f.language), parent != "zh", !wholeCatalogs.contains(parent),
                parent != LanguageCodes.primarySubtag(base), matrix.cell(parent, key) == .untranslated
            else { return false }
            variantCells.append((f.language, parent, key))
            return true
        }
        // The languages that translated two thirds of their values at least: an English sentence
        // left in one is untranslated, whatever the other languages of its key did.
        var mostlyTranslated: [String: Bool] = [:]
        func isMostlyTranslated(_ language: String) -> Bool {
            if let known = mostlyTranslated[language] { return known }
            let cells = matrix.cells[language] ?? []
            let present = cells.filter { $0 != .missing && $0 != .fallback }.count
            let left = cells.filter { $0 == .untranslated }.count
            let answer = present > 0 && left * 3 <= present
            mostlyTranslated[language] = answer
            return answer
        }
        // A thorough catalog's kept text is its translators' choice (a loanword of the language),
        // as is a Latin-script catalog's: its words may be the language's own (Catalan
        // "General", Swedish "Design").
        var thoroughLanguages: [String: Bool] = [:]
        func isThorough(_ language: String) -> Bool {
            if let known = thoroughLanguages[language] { return known }
            let answer = TranslationDepth(matrix.cells[language] ?? []).isThorough
            thoroughLanguages[language] = answer
            return answer
        }
        func reported(_ f: L10nFinding) -> Bool {
            guard f.check == .untranslated, let key = f.key else { return true }
            if parentKept(f, key: key) { return false }
            if let widely = sentences[key], !wholeCatalogs.contains(f.language), widely || isMostlyTranslated(f.language) {
                return true
            }
            // gettext marks a message not yet translated with an empty `msgstr`: one equal to its
            // msgid was written so by its translator, not by a platform.
            if let evidence = exported[key], !wholeCatalogs.contains(f.language), f.file?.hasSuffix(".po") != true,
                evidence.isEvidence(latin: latin.contains(f.language))
                    || (evidence.isWidelyTranslated && !latin.contains(f.language) && !isThorough(f.language))
            {
                return true
            }
            if shared.contains(key) { return false }
            guard let counts = latinCounts[key], latin.contains(f.language) else { return true }
            // The other Latin-script languages with the key, and how many of them translated it:
            // nine in ten at least, as a word even a tenth of them keep is likely one they share.
            let peers = counts.present - 1
            let translated = peers - (counts.kept - 1)
            // A single word kept in a Latin-script language is as likely a word of the language
            // ("Box", "Filter", "Live", "Constant" in German, Slovak, Dutch, Romanian) as one left
            // in English, whatever the other languages wrote: no finding without an English-only
            // word. A phrase is English unless the peers show it is shared (a tenth of them or
            // more kept it: "Mac OS Classic").
            return counts.words > 1 && (peers < 4 || translated * 10 >= peers * 9)
        }
        var kept = findings.filter(reported)
        // The parent's finding names the variants that repeat its text, so that none is fixed alone.
        if !variantCells.isEmpty {
            var variantsOf: [String: [String]] = [:]
            for cell in variantCells { variantsOf["\(cell.parent)\u{0}\(cell.key)", default: []].append(cell.language) }
            for i in kept.indices where kept[i].check == .untranslated {
                guard let variants = variantsOf["\(kept[i].language)\u{0}\(kept[i].key ?? "")"] else { continue }
                kept[i].message += " (the same text in \(variants.sorted().joined(separator: ", ")))"
            }
        }
        // A kept text not reported (here, or by its own language, which uses the word) is clean.
        var reportedCells = Set<String>()
        for f in kept where f.check == .untranslated { reportedCells.insert("\(f.language)\u{0}\(f.key ?? "")") }
        for key in shared.union(latinCounts.keys) {
            for language in others where matrix.cell(language, key) == .untranslated {
                if !reportedCells.contains("\(language)\u{0}\(key)") { matrix.mark(language, key, .ok) }
            }
        }
        // A variant's cell reads as its parent's, which carries the finding (or was found clean).
        for cell in variantCells { matrix.mark(cell.language, cell.key, matrix.cell(cell.parent, cell.key)) }
        return kept
    }

    /// One language with entries, key by key: missing (or left to its fallback), the value
    /// checks on each present entry, then the keys it has that are not checked.
    static func checkLanguage(
        _ language: String, _ entries: MergedLanguage, documents: [CatalogDocument], basis: CheckBasis, context: ValueChecks.Context,
        profile: CheckProfile, fallback: LanguageFallback?, hasObsolete: Bool, skipKeys: Set<String>
    ) -> (findings: [L10nFinding], row: [LanguageKeyMatrix.Cell]) {
        let (keys, slotOfKey, keyFacts, base) = (basis.keys, basis.slotOfKey, basis.keyFacts, profile.baseLanguage)
        var local: [L10nFinding] = []
        var row = [LanguageKeyMatrix.Cell](repeating: .missing, count: keys.count)
        var facts = ValueChecks.LanguageFacts(language, base: base)
        func fallsBack(_ i: Int) -> Bool {
            guard let fallback else { return false }
            if fallback.present[i] { return true }
            // The base language has every key that has a base text (a String Catalog key is its own).
            return fallback.language == base && (profile.baseValues?[keys[i]] != nil || keyFacts[i].baseValue != nil)
        }
        let languageFile = entries.singleDocument.map { documents[Int($0)].entries[Int(entries.firstIndex)].file }
        // Uzbek, Azerbaijani, Kazakh and the other languages written in Latin and in Cyrillic
        // letters alike, under a code that names neither: the catalog's own letters say which
        // one its translators write, and its values are judged against that one.
        if language != base, let alternate = CatalogScript.alternateScript(for: language) {
            var texts: [String] = []
            for i in keys.indices where entries.slots[slotOfKey[i]].isPresent {
                let entry = entries.slots[slotOfKey[i]].resolve(in: documents)
                if let text = entry.value ?? entry.plurals?["other"], text != keyFacts[i].baseValue { texts.append(text) }
                if texts.count >= CatalogScript.maximumValues { break }
            }
            if let finding = CatalogScript.otherScriptFinding(texts, language: language, script: alternate, file: languageFile) {
                facts.script = alternate
                if !context.disabled.contains(.wrongScript) { local.append(finding) }
            }
        }
        // The messages the language's own catalogs list (their msgids), read at the first key
        // it lacks: a complete catalog never reads them.
        var listed: Set<String>?
        let templateDate = basis.keysListedPerCatalog ? entries.documents.compactMap { documents[Int($0)].templateDate }.max() : nil
        func listsKey(_ key: String) -> Bool {
            if listed == nil {
                var keys = Set<String>()
                for document in entries.documents {
                    for entry in documents[Int(document)].entries where entry.role == .source { keys.insert(entry.key) }
                }
                listed = keys
            }
            return listed!.contains(key)
        }
        var found = 0
        // Both workers read the same keys and key facts at about the same time: a reference
        // count taken on each per entry would bounce their cache lines between the cores. The
        // basis holds them for the whole call, so they are read without one.
        let sharedFacts = keyFacts.map { Unmanaged.passUnretained($0) }
        for i in keys.indices {
            let ref = entries.slots[slotOfKey[i]]
            guard ref.isPresent else {
                if fallsBack(i) {
                    row[i] = .fallback
                    if let regions = fallback?.regions, regions.holder[i] >= 0 {
                        local.append(
                            AndroidRegions.note(
                                key: keys[i], language: language, region: regions.codes[regions.holder[i]], file: languageFile,
                                baseValue: keyFacts[i].baseValue))
                    }
                    continue
                }
                // A base key with no entry of its own had its base text from the catalog's source (a
                // String Catalog key): the base language is not missing it.
                if language == base && profile.baseValues == nil && keyFacts[i].baseValue != nil {
                    row[i] = .ok
                    continue
                }
                if keyFacts[i].fallsBack {
                    row[i] = .fallback  // the project lets Android fall back to the default language
                    continue
                }
                let key = keys[i]
                // The base's i18next form of a category the language does not have (`items_one`
                // in Japanese, whose every count is `other`): i18next asks `Intl.PluralRules` for
                // the count's category and never looks that form up in the language.
                if let rules = facts.plurals, let form = I18nextPluralKey(key), !rules.allowed.contains(form.category),
                    basis.keyIndex[form.stem + "_other"] != nil,
                    entries.documents.contains(where: { documents[Int($0)].format == .json })
                {
                    row[i] = .ok
                    continue
                }
                // The base's `items` and `items_plural` (i18next's JSON v3) in a language that
                // writes the family's forms by number (`items_0`, `items_1`, …): it has them,
                // unless its whole numbers take two forms, which i18next looks up as the base's.
                if let rules = facts.plurals, rules.integerCategories.count != 2,
                    let stem = I18nextIndexedPluralKey.familyStem(of: key, hasKey: { basis.keyIndex[$0] != nil }),
                    let first = entries.others[stem + "_0"], first.resolve(in: documents).file.hasSuffix(".json")
                {
                    row[i] = .ok
                    continue
                }
                // gettext without a template: another catalog's message may be one the program
                // dropped since. A catalog misses what it lists untranslated, and one merged with
                // an older template also the messages of the newest template it predates. For the
                // rest gettext shows the msgid, as for any message a catalog lacks.
                var why = ""
                if basis.keysListedPerCatalog, !listsKey(key) {
                    // A catalog without a date (`POT-Creation-Date` blank) is not known to be the newest.
                    guard let newest = basis.newestTemplateDate, templateDate.map({ $0 < newest }) ?? true,
                        basis.currentMessages.contains(key)
                    else {
                        row[i] = .fallback
                        continue
                    }
                    why =
                        " (in the catalogs merged with the newest template, of \(GettextParser.day(newest)); this one was merged with "
                        + (templateDate.map { "one of \(GettextParser.day($0))" } ?? "one of no date") + ")"
                }
                // A base text of placeholders and punctuation alone (`• %(filter)s %(value)s`)
                // reads the same in every language: the fallback shown is no text to translate.
                let wordless = keyFacts[i].baseValue.map(TextMasking.hasNoWords) == true
                // A base text of coined names alone ("AdGuard") reads the same in a language written in
                // Latin. Against a spec, which lists the keys a catalog must have, it is missing.
                let namesOnly =
                    !wordless && profile.expectedKeys == nil && facts.sharesLatinWords
                    && keyFacts[i].baseValue.map(IdenticalText.isNamesOnly) == true
                // So does a unit symbol alone ("W", "km/h").
                let unitAlone =
                    !wordless && !namesOnly && profile.expectedKeys == nil && facts.sharesLatinWords
                    && keyFacts[i].baseValue.map(IdenticalText.isUnitSymbolAlone) == true
                // A string only the base plural's forms of categories this language never selects
                // name (`@string/two_words` under `two`, in Persian): the app never shows it here.
                if let categories = basis.pluralFormReferences[key], let rules = facts.plurals,
                    categories.isDisjoint(with: rules.integerCategories)
                {
                    local.append(
                        L10nFinding(
                            .missingKey, language: language, key: key,
                            "missing key \"\(key)\": only the base plural's " + categories.sorted().joined(separator: ", ")
                                + " form names it, which \(language) never selects",
                            file: languageFile, severity: .note, baseValue: keyFacts[i].baseValue))
                    continue
                }
                // A key its translators' comment lets stay in the base language shows it as allowed.
                let mayStay = !wordless && !namesOnly && !unitAlone && keyFacts[i].mayStayUntranslated
                local.append(
                    L10nFinding(
                        .missingKey, language: language, key: key,
                        "missing key \"\(key)\"\(why)"
                            + (wordless
                                ? MissingTables.wordlessBase
                                : namesOnly
                                    ? MissingTables.namesOnlyBase
                                    : unitAlone ? MissingTables.unitSymbolBase : mayStay ? MissingTables.mayStayBase : ""),
                        file: languageFile, severity: wordless || namesOnly || unitAlone || mayStay ? .note : nil,
                        baseValue: keyFacts[i].baseValue))
                continue
            }
            found += 1
            // gettext without a template: a message the catalogs merged with the newest template
            // do not list is one an older template had (a catalog merged years ago keeps it).
            // gettext never looks it up, so nothing in its translation asks for a change.
            if basis.keysListedPerCatalog, basis.newestTemplateDate != nil, !basis.currentMessages.isEmpty,
                !basis.currentMessages.contains(keys[i])
            {
                row[i] = .ok
                continue
            }
            // The checks read the entry in place unless a later file supplied its plurals.
            let before = local.count
            row[i] = sharedFacts[i]._withUnsafeGuaranteedRef { keyFact in
                ref.pluralDocument < 0
                    ? ValueChecks.run(
                        documents[Int(ref.document)].entries[Int(ref.index)], language: language, facts: facts, key: keyFact,
                        context: context, into: &local)
                    : ValueChecks.run(
                        ref.resolve(in: documents), language: language, facts: facts, key: keyFact, context: context, into: &local)
            }
            // An Android plural read into the slot of its base's `@plurals/` key is reported by that key.
            if local.count > before, local[before].key != keys[i] {
                for f in before..<local.count { local[f].key = keys[i] }
            }
        }
        if language != base, !facts.variesBase, IdenticalText.sharesLatinWords(script: facts.script, language: language) {
            local = droppingOwnWords(
                local, language: language, entries: entries, documents: documents, basis: basis, vocabulary: context.baseVocabulary)
        } else if language != base, !facts.variesBase {
            local = droppingOwnWords(local, language: language, entries: entries, documents: documents, basis: basis, asNames: true)
        }
        // A key whose findings a catalog-wide rule dropped or made notes is marked `.ok` where it was
        // `cell` and nothing else on it still asks for action.
        func settle(_ keys: some Collection<String>, from cell: LanguageKeyMatrix.Cell) {
            guard !keys.isEmpty else { return }
            let stillActed = Set(local.lazy.filter { $0.severity >= .warning }.compactMap(\.key))
            for key in keys where !stillActed.contains(key) {
                if let i = basis.keyIndex[key], row[i] == cell { row[i] = .ok }
            }
        }
        // Latin terms the catalog writes throughout are its own, not a script finding per value.
        if language != base, let script = facts.script, local.contains(where: { $0.check == .wrongScript }) {
            let (kept, dropped) = CatalogTerms.dropping(
                local, script: script, entries: entries, documents: documents, basis: basis, vocabulary: context.baseVocabulary)
            local = kept
            settle(dropped, from: .issue)
        }
        if language != base, facts.variesBase {
            let (kept, noted) = SpelledAlikeFuzzy.noting(local, entries: entries, documents: documents, basis: basis)
            local = kept
            settle(noted, from: .state)
        }
        if language != base { local = WholeCatalog.collapsing(local, language: language, base: base, present: found) }
        // The catalog as a whole: its text in another language than its code says.
        if language != base, !context.disabled.contains(.wrongLanguage), found > 0 {
            var texts: [String] = []
            for i in keys.indices where entries.slots[slotOfKey[i]].isPresent {
                let ref = entries.slots[slotOfKey[i]]
                let entry = documents[Int(ref.document)].entries[Int(ref.index)]
                if let text = entry.value ?? entry.plurals?["other"], text != keyFacts[i].baseValue { texts.append(text) }
                if texts.count >= 300 { break }  // a few hundred values tell the language; the cost stays small
            }
            if let other = CatalogLanguageID.otherLanguage(of: texts, declared: LanguageCodes.primarySubtag(language)) {
                let similarity = { (x: Double) in String(Int((x * 100).rounded())) + "%" }
                local.append(
                    L10nFinding(
                        .wrongLanguage, language: language, key: nil,
                        "the catalog reads as \(other.language), not \(language) (letter trigrams \(similarity(other.similarity)) alike, "
                            + "\(similarity(other.own)) alike its own)", file: languageFile))
            }
        }
        // A language the script check does not judge value by value, as a whole: its catalog in
        // another script than CLDR gives the language (modern Persian under Old Persian's `peo`).
        // A catalog already reported as the base's text exported into it is no other language's.
        if language != base, !context.disabled.contains(.wrongScript), found >= CatalogScript.minimumValues,
            CatalogScript.expectedScript(for: language) != nil,
            !local.contains(where: { $0.check == .untranslated && $0.key == nil })
        {
            var texts: [String] = []
            for i in keys.indices where entries.slots[slotOfKey[i]].isPresent {
                let ref = entries.slots[slotOfKey[i]]
                let entry = documents[Int(ref.document)].entries[Int(ref.index)]
                if let text = entry.value, text != keyFacts[i].baseValue {
                    texts.append(text)
                } else if entry.value == nil, let text = entry.plurals?["other"], text != keyFacts[i].basePlurals?["other"] {
                    texts.append(text)
                }
                if texts.count >= CatalogScript.maximumValues { break }  // a few hundred values tell the script
            }
            if let finding = CatalogScript.finding(texts, language: language, file: languageFile) { local.append(finding) }
        }
        // Files whose keys the check cannot judge, for want of a base it reads: one note each.
        // Per file, the keys left unjudged and whether the file translates a property list.
        var unjudged: [String: (count: Int, plistBacked: Bool)] = [:]
        func extra(_ key: String, _ ref: EntryRef) {
            let entry = ref.resolve(in: documents)
            guard !skipKeys.contains(key) else { return }
            // A .strings file the base has no file of that name for (an Interface Builder
            // file's strings, whose base is the storyboard): its keys are not known to be extra.
            if !entry.isObsolete, !basis.baseStringsFiles.isEmpty, entry.file.hasSuffix(".strings"),
                !basis.baseStringsFiles.contains(String(entry.file.split(separator: "/").last ?? ""))
            {
                unjudged[entry.file, default: (0, false)].count += 1
                return
            }
            // The same where the base's tables are String Catalogs: a `Main.strings` or
            // `InfoPlist.strings` beside them is keyed by a storyboard's object ids or by
            // `Info.plist`, which the check does not read.
            if !entry.isObsolete, profile.expectedKeys == nil, basis.baseStringsFiles.isEmpty, !basis.baseAppleTables.isEmpty,
                entry.file.hasSuffix(".strings"), entry.file.contains(".lproj/"),
                !basis.baseAppleTables.contains(CheckBasis.tableName(entry.file))
            {
                unjudged[entry.file, default: (0, false)].count += 1
                return
            }
            // A table that translates a property list (`InfoPlist.strings` for `Info.plist`, a
            // Settings bundle's `Root.strings` for its `Root.plist`) has the list's own texts as its
            // base, which the base language's table need not repeat.
            if !entry.isObsolete, profile.expectedKeys == nil, entry.file.hasSuffix(".strings"),
                CheckBasis.tableName(entry.file).hasSuffix("Plist") || entry.file.contains(".bundle/")
            {
                unjudged[entry.file, default: (0, true)].count += 1
                return
            }
            // An i18next plural suffix (`items_few`) of a key whose plural family the base has
            // (its `_one` or `_other` form): given a count, i18next looks up the language's own
            // CLDR categories first, which English lacks. A base key `items` alone is no
            // plural: its `items_other` is a key of its own, which the app does not look up.
            if entry.file.hasSuffix(".json"), let plural = I18nextPluralKey(key),
                facts.plurals?.allowed.contains(plural.category) == true,
                basis.keyIndex[plural.stem + "_one"] != nil || basis.keyIndex[plural.stem + "_other"] != nil
            {
                return
            }
            // A form of i18next's JSON v3 (`items_2`) of a family the base writes as `items` and
            // `items_plural`: a language whose whole numbers take other than two forms numbers
            // them, up to its number of forms (Hebrew's four, as i18next counts them, with the
            // `many` of older CLDR). A language of two (French, Portuguese) writes the base's keys.
            if entry.file.hasSuffix(".json"), let form = I18nextIndexedPluralKey(key),
                basis.keyIndex[form.stem + I18nextIndexedPluralKey.pluralSuffix] != nil, let rules = facts.plurals,
                rules.integerCategories.count != 2, form.index < rules.allowed.count
            {
                return
            }
            // Xcode marks a key `stale` when its own extraction no longer finds it, which says
            // nothing of a key looked up through the app's wrapper (`localizeString("Universal")`)
            // or compiled only in a debug build. The translation of such a key is no defect: a
            // note, shown with --notes, for the developer to decide.
            // A gettext catalog merged with an older template lists the messages the template
            // has dropped since: `msgmerge` would mark them obsolete, and gettext is never asked
            // for them. A note, for whoever merges the catalogs.
            let dropped = profile.expectedKeys == nil && basis.hasGettextTemplate && entry.file.hasSuffix(".po")
            let why =
                entry.isObsolete
                ? "key \"\(key)\" is marked stale (extractionState): Xcode's extraction no longer finds it, which does not prove the app stopped using it"
                : dropped
                    ? "message \"\(key)\" is not in the template: this catalog was merged with an older one, and msgmerge would mark it obsolete"
                    : "extra key \"\(key)\" is not in \(profile.expectedKeys == nil ? "the base language \(base)" : "the spec")"
            local.append(
                L10nFinding(
                    .extraKey, language: language, key: key, why, file: entry.file, location: entry.location,
                    severity: entry.isObsolete || dropped ? .note : nil, value: entry.value ?? entry.plurals?["other"]))
            // A `.strings` table whose base holds no text (the English is the code's `value:`)
            // still shows its translations: an empty one shows nothing, whatever the base. While
            // the key is extra, its `extra-key` finding stands for the value (`OneFindingPerValue`).
            // A blank text written as its own key (`" " = " ";`) is the spacer the code asks for.
            if !entry.isObsolete, entry.file.hasSuffix(".strings"), let value = entry.value, value != key,
                value.unicodeScalars.allSatisfy(ScriptDetector.isWhitespace)
            {
                local.append(
                    L10nFinding(
                        .emptyValue, language: language, key: key, "empty value: the app shows no text for this key in \(language)",
                        file: entry.file, location: entry.location, value: value))
            }
        }
        for (key, ref) in entries.others { extra(key, ref) }
        if hasObsolete {
            for (i, key) in keys.enumerated() where slotOfKey[i] == i && entries.slots[i].isPresent {
                let ref = entries.slots[i]
                if documents[Int(ref.document)].entries[Int(ref.index)].isObsolete { extra(key, ref) }
            }
        }
        // Nothing judged is no green: the run says which keys it left alone, and why.
        let unjudgedFiles = unjudged.sorted { $0.key < $1.key }
        for (file, (count, plistBacked)) in unjudgedFiles where !plistBacked {
            local.append(
                L10nFinding(
                    .extraKey, language: language, key: nil,
                    "\(count) key\(count == 1 ? "" : "s") not checked: the base language \(base) has no .strings, "
                        + ".stringsdict or String Catalog table of this name (its base is a storyboard, a XIB or Info.plist, "
                        + "which the check does not read)",
                    file: file, severity: .note))
        }
        for (file, (count, plistBacked)) in unjudgedFiles where plistBacked {
            local.append(
                L10nFinding(
                    .extraKey, language: language, key: nil,
                    "\(count) key\(count == 1 ? "" : "s") the base language \(base)'s table lacks not checked: this table translates "
                        + "a property list (Info.plist, a Settings bundle's schema), whose own texts are its base, which the check does not read",
                    file: file, severity: .note))
        }
        return (local, row)
    }

    /// Drops `untranslated` for a text kept as the base has it when the language's own
    /// translations (its values that differ from the base) use each of its words: words of
    /// the language ("image" in French, "no" in Spanish), not ones left in English.
    /// Its matrix cell stays `untranslated`, so that the other languages count it as kept
    /// (`keepingSharedNames` then marks it clean). Reads each translation once, and only when
    /// such a word was kept.
    ///
    /// A single English interface word (`IdenticalText.englishOnlyWords`: "Account",
    /// "Password", "Help") is English in most Latin-script languages and a word of some
    /// (Dutch "account", Italian "password", Indonesian "edit", French "notifications"): it is
    /// the language's own only when two or more of its translations write it, as a stray
    /// English word in one translated sentence is no evidence.
    ///
    /// `asNames`, for a language written in another script than Latin: a text whose every word
    /// is capitalised ("Mac OS Classic", "Swap") is a name or a term the language keeps in
    /// Latin letters when its own translations write each of those words, capitalised alike,
    /// inside its own text: a translator writing Japanese leaves a Latin word only on purpose.
    static func droppingOwnWords(
        _ local: [L10nFinding], language: String, entries: MergedLanguage, documents: [CatalogDocument], basis: CheckBasis,
        asNames: Bool = false, vocabulary: @autoclosure () -> Set<String> = []
    ) -> [L10nFinding] {
        var wordsOfKey: [String: [String]] = [:]
        // Single English interface words need two translations writing them; other words one.
        var keysNeedingTwo = Set<String>()
        var needed: [String: Int] = [:]
        for f in local where f.check == .untranslated {
            guard let key = f.key, let value = f.value else { continue }
            if let words = asNames ? IdenticalText.keptNameWords(value) : IdenticalText.sharedWords(value) {
                wordsOfKey[key] = words
                for word in words { needed[word] = max(needed[word] ?? 0, 1) }
            } else if !asNames, let word = IdenticalText.englishOnlyWord(value) {
                wordsOfKey[key] = [word]
                keysNeedingTwo.insert(key)
                needed[word] = 2
            }
        }
        guard !wordsOfKey.isEmpty else { return local }
        // How many translations write each word, up to the number it needs.
        var uses: [String: Int] = [:]
        var satisfied = 0
        for i in basis.keys.indices where entries.slots[basis.slotOfKey[i]].isPresent {
            let entry = entries.slots[basis.slotOfKey[i]].resolve(in: documents)
            let baseValue = basis.keyFacts[i].baseValue
            for text in [entry.value].compactMap({ $0 }) + (entry.plurals.map { Array($0.values) } ?? []) where text != baseValue {
                // A word counts once per translation, however often that text repeats it.
                var inThisText = Set<String>()
                let words = ScriptDetector.words(of: text)
                var isEnglish: Bool?
                for word in words {
                    let form = asNames ? word : word.lowercased()
                    guard let need = needed[form], uses[form, default: 0] < need, inThisText.insert(form).inserted else { continue }
                    // A text of the base's words alone is English left in place under another key
                    // (a stale or fuzzy translation, "…of this group chat"), not the language's
                    // own text: its words are no evidence. Read only when it has a needed word.
                    if !asNames {
                        if isEnglish == nil {
                            isEnglish = Self.isBaseLanguageText(
                                ScriptDetector.words(of: TextMasking.prose(text)), vocabulary: vocabulary())
                        }
                        if isEnglish == true { break }
                    }
                    uses[form, default: 0] += 1
                    if uses[form] == need { satisfied += 1 }
                }
            }
            if satisfied == needed.count { break }
        }
        guard !uses.isEmpty else { return local }
        // Every word of the value is one the language's own translations write (twice for a
        // single English interface word).
        return local.filter { f in
            guard f.check == .untranslated, let key = f.key, let words = wordsOfKey[key] else { return true }
            let need = keysNeedingTwo.contains(key) ? 2 : 1
            return !words.allSatisfy { uses[$0, default: 0] >= need }
        }
    }

    /// Whether a text's words of two letters or more are all words the base texts write, at
    /// least three of them: English (the base's language) left in a translation, not text of the
    /// language. Fewer words decide nothing: a short text of a language may be words English
    /// writes too (Dutch "Game in", a name and an acronym).
    static func isBaseLanguageText(_ words: [String], vocabulary: Set<String>) -> Bool {
        var count = 0
        for word in words where word.unicodeScalars.filter({ $0.properties.isAlphabetic }).count > 1 {
            guard vocabulary.contains(word.lowercased()) else { return false }
            count += 1
        }
        return count >= 3
    }

    /// The canonical code of a raw one, and the finding the raw code deserves, if any.
    static func resolveLanguage(_ raw: String, profile: CheckProfile, expected: Set<String>?, file: String) -> (String?, L10nFinding?) {
        let code = LanguageCodes.normalize(raw)
        let primary = LanguageCodes.primarySubtag(code)
        // translatewiki's message documentation (values-qq/): notes for translators, no language.
        if (primary == "qq" || primary == "qqq") && file.contains("/values-qq") { return (nil, nil) }
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
        if let language = LanguageCodes.languageOfInvalidRegion(code),
            LanguageCodes.isKnown(language) || LanguageCodes.isValidWithoutKitData(language)
        {
            // `kab-KAB`, after an app's own list of languages: the region part is none, the
            // language part is still the language.
            let region = code.split(separator: "-")[1]
            return (
                language,
                L10nFinding(
                    .unknownLanguage, language: language, key: nil,
                    "language code \"\(raw)\" has \"\(region)\" where a region goes, which is no ISO 3166 region: read as \"\(language)\""
                        + missingDataClause(language), file: file, severity: .note)
            )
        }
        if LanguageCodes.isKnown(code) { return (code, nil) }
        if LanguageCodes.isValidWithoutKitData(code) {
            return (
                code,
                L10nFinding(
                    .unknownLanguage, language: code, key: nil,
                    "language code \"\(raw)\" is a valid ISO 639 code outside the kit's language list" + missingDataClause(code),
                    file: file, severity: .note)
            )
        }
        if LanguageCodes.isWellFormed(code) {
            // A valid BCP 47 code the kit has no data for (azb, kab, sah, isv-Latn): checked as written.
            return (
                code,
                L10nFinding(
                    .unknownLanguage, language: code, key: nil,
                    "language code \"\(raw)\" is well-formed BCP 47 but not in the kit's language list; its keys are checked as written",
                    file: file, severity: .note)
            )
        }
        return (nil, L10nFinding(.unknownLanguage, language: raw, key: nil, "unknown language code \"\(raw)\"", file: file))
    }

    /// What a language the kit has no data for is not checked for, said in the note that reads
    /// its code: `wrong-script` needs the language's script, `plural-missing` and
    /// `plural-extra` its CLDR plural categories.
    static func missingDataClause(_ language: String) -> String {
        var lacks: [String] = []
        var skipped: [String] = []
        if ScriptDetector.expectedScript(for: language) == nil {
            lacks.append("script")
            skipped.append("wrong-script")
        }
        if PluralRules.language(language) == nil {
            lacks.append("plural")
            skipped += ["plural-missing", "plural-extra"]
        }
        guard !lacks.isEmpty else { return "" }
        return
            "; the kit has no \(lacks.joined(separator: " or ")) data for it, so \(skipped.joined(separator: ", ")) are not checked in it"
    }
}

/// One language's entries, the first entry for a key winning: those of the checked keys in
/// an array indexed by key, the others (extra keys) by key, and which checked keys have a
/// source text.
struct MergedLanguage: Sendable {
    var slots: [EntryRef]
    var others: [String: EntryRef] = [:]
    /// Whether the language has any source text (kept only when the merge keeps sources).
    var hasSources = false
    /// Per slot, whether a source text has the key; empty when no source text has a checked
    /// key. A flag a key, not a dictionary entry: a million-message `.po` held its msgids'
    /// places in a dictionary of some 120 bytes a key until the end of the check.
    var sourceSlots: [Bool] = []
    /// The same key again in the same file.
    var duplicates: [L10nFinding] = []
    var obsolete = false
    /// Translation entries merged (slots filled plus others).
    var count = 0
    /// The one document all merged entries came from, if there is one, and one of them.
    var singleDocument: Int32?
    /// Every document the language's entries are in, in file order.
    var documents: [Int32] = []
    var firstIndex: Int32 = 0
}

extension L10nChecker {
    /// A language's entries by key (the base's, before the keys are known).
    static func mergeByKey(
        _ parts: [(document: Int, range: Range<Int>)], documents: [CatalogDocument]
    ) -> (
        current: [String: EntryRef], sources: [String: EntryRef]
    ) {
        var current: [String: EntryRef] = [:]
        var sources: [String: EntryRef] = [:]
        for part in parts {
            let entries = documents[part.document].entries
            for index in part.range {
                let key = entries[index].key
                let ref = EntryRef(document: Int32(part.document), index: Int32(index))
                if entries[index].role == .source {
                    if sources[key] == nil { sources[key] = ref }
                } else if let existing = current[key] {
                    if existing.pluralDocument < 0, entries[index].plurals != nil, entry(existing, documents).plurals == nil,
                        entry(existing, documents).file != entries[index].file
                    {
                        current[key]!.pluralDocument = ref.document
                        current[key]!.pluralIndex = ref.index
                    }
                } else {
                    current[key] = ref
                }
            }
        }
        return (current, sources)
    }

    private static func entry(_ ref: EntryRef, _ documents: [CatalogDocument]) -> CatalogEntry {
        documents[Int(ref.document)].entries[Int(ref.index)]
    }

    /// The same key again in one file. A JSON decoder (Dart's for ARB, JavaScript's) keeps the
    /// last copy and builds the app: a warning that one text is dead. Elsewhere the platform's
    /// build refuses the file or keeps a copy no one chose (aapt2 stops on a repeated
    /// resource): an error.
    static func duplicate(_ entry: CatalogEntry, language: String, format: CatalogFormat) -> L10nFinding {
        let decoded = format == .arb || format == .json
        return L10nFinding(
            .duplicateKey, language: language, key: entry.key,
            decoded
                ? "duplicate key \"\(entry.key)\" in this file: the app's JSON decoder keeps the last copy and drops the others"
                : "duplicate key \"\(entry.key)\" in this file",
            file: entry.file, location: entry.location, severity: decoded ? .warning : nil, value: entry.value)
    }

    /// A language's entries with the checked keys in slots; the same key again in the same file
    /// is a duplicate, and a later file's plural variants fill an entry that has none. Which
    /// keys have a source text is kept only when `keepsSources` (the check reads the base's only).
    static func mergeBySlot(
        _ parts: [(document: Int, range: Range<Int>)], language: String, keyIndex: [String: Int], slotCount: Int,
        documents: [CatalogDocument], keepsSources: Bool = true
    ) -> MergedLanguage {
        var merged = MergedLanguage(slots: [EntryRef](repeating: .absent, count: slotCount))
        for part in parts where merged.documents.last != Int32(part.document) { merged.documents.append(Int32(part.document)) }
        var manyDocuments = false
        func later(_ existingRef: EntryRef, _ ref: EntryRef) -> EntryRef? {
            let entry = documents[Int(ref.document)].entries[Int(ref.index)]
            let existing = existingRef.resolve(in: documents)
            // One key in two `<file>` elements of an XLIFF document is two tables' key; its parser
            // finds a repeat within one (`repeatedMembers`).
            let format = documents[Int(ref.document)].format
            if existing.file == entry.file, format != .xliff12, format != .xliff20 {
                merged.duplicates.append(duplicate(entry, language: language, format: documents[Int(ref.document)].format))
            } else if existing.plurals == nil && entry.plurals != nil {
                var updated = existingRef
                updated.pluralDocument = ref.document
                updated.pluralIndex = ref.index
                return updated
            }
            return nil
        }
        func first(_ ref: EntryRef, obsolete: Bool) {
            if obsolete { merged.obsolete = true }
            merged.count += 1
            if merged.count == 1 {
                merged.singleDocument = ref.document
                merged.firstIndex = ref.index
            } else if !manyDocuments && merged.singleDocument != ref.document {
                manyDocuments = true
                merged.singleDocument = nil
            }
        }
        for part in parts {
            let entries = documents[part.document].entries
            let android = documents[part.document].format == .androidXML
            for index in part.range {
                let ref = EntryRef(document: Int32(part.document), index: Int32(index))
                // Only the key (and role) is read for the common case: no copy of the whole entry.
                var key = entries[index].key
                // A file with a plural alone is compared with the base's plural of its name where
                // the base keeps a string of that name apart (`AndroidStringsParser`).
                if android, entries[index].plurals != nil, keyIndex[AndroidStringsParser.pluralKey(key)] != nil {
                    key = AndroidStringsParser.pluralKey(key)
                }
                if entries[index].role == .source {
                    guard keepsSources else { continue }
                    merged.hasSources = true
                    if let slot = keyIndex[key] {
                        if merged.sourceSlots.isEmpty { merged.sourceSlots = [Bool](repeating: false, count: slotCount) }
                        merged.sourceSlots[slot] = true
                    }
                    continue
                }
                if let slot = keyIndex[key] {
                    guard merged.slots[slot].isPresent else {
                        merged.slots[slot] = ref
                        first(ref, obsolete: entries[index].isObsolete)
                        continue
                    }
                    if let updated = later(merged.slots[slot], ref) { merged.slots[slot] = updated }
                } else {
                    guard let existing = merged.others[key] else {
                        merged.others[key] = ref
                        first(ref, obsolete: entries[index].isObsolete)
                        continue
                    }
                    if let updated = later(existing, ref) { merged.others[key] = updated }
                }
            }
        }
        return merged
    }
}

/// Per-language merge results written by parallel workers.
final class MergeSlots: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var languages: [MergedLanguage?]

    init(count: Int) { languages = Array(repeating: nil, count: count) }

    func set(_ slot: Int, _ merged: MergedLanguage) {
        lock.lock()
        languages[slot] = merged
        lock.unlock()
    }

    func clear() {
        lock.lock()
        languages = []
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

    /// An empty slot: no entry for the key.
    static let absent = EntryRef(document: -1, index: 0)

    var isPresent: Bool { document >= 0 }

    func resolve(in documents: [CatalogDocument]) -> CatalogEntry {
        var entry = documents[Int(document)].entries[Int(index)]
        if pluralDocument >= 0 { entry.plurals = documents[Int(pluralDocument)].entries[Int(pluralIndex)].plurals }
        return entry
    }
}
