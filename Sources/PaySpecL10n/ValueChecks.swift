import Foundation

/// The checks on one present entry: empty, whitespace, identical to base, placeholders,
/// plural categories, state, script and length. Returns the entry's matrix cell.
enum ValueChecks {
    /// What the checks read of the profile, once per check (a class: a million entries share
    /// it by one reference instead of copying a profile of a dozen collections each).
    final class Context: @unchecked Sendable {
        let baseLanguage: String
        let disabled: Set<CheckID>
        let hasBaseValues: Bool
        let languageProfiles: LanguageProfiles?
        let baseTexts: [String: String]
        private let vocabularyLock = NSLock()
        private var vocabulary: Set<String>?

        /// Every word (lower-cased) of the base texts: the app's own terms, which a translation
        /// may keep in another script ("podcast" in Greek where this key's base says "episodes").
        /// Made on first use: only a text with letters of another script asks, and reading every
        /// base text for it cost a quarter of a check of a catalog with no such text.
        var baseVocabulary: Set<String> {
            vocabularyLock.lock()
            defer { vocabularyLock.unlock() }
            if let vocabulary { return vocabulary }
            var words = Set<String>()
            for text in baseTexts.values {
                for word in ScriptDetector.words(of: TextMasking.prose(text)) { words.insert(word.lowercased()) }
            }
            vocabulary = words
            return words
        }

        private var accelerators: Set<Character>?

        /// The keyboard accelerator markers of the catalogs checked: the one their base texts
        /// mark a key with more often (GTK's `_`, Qt's and KDE's `&`), or both when they use each
        /// alike. In a GTK catalog a `&` is a literal ampersand ("R&B", "to be &ed together"),
        /// in a Qt catalog a `_` before a word is a literal underscore. Made on first use.
        var acceleratorMarkers: Set<Character> {
            vocabularyLock.lock()
            defer { vocabularyLock.unlock() }
            if let accelerators { return accelerators }
            var underscores = 0
            var ampersands = 0
            for text in baseTexts.values where Mnemonic.mayHaveMarker(text) {
                switch Mnemonic.marker(in: text) {
                case "_": underscores += 1
                case "&": ampersands += 1
                default: break
                }
            }
            let markers: Set<Character> = underscores > ampersands ? ["_"] : ampersands > underscores ? ["&"] : ["_", "&"]
            accelerators = markers
            return markers
        }

        /// The words the base texts write as names: capitalised after the first word of a text
        /// somewhere ("Icon Emoji") and never in lower case ("the file" makes `file` a word of
        /// the language). `ScriptDetector.keepsBaseNames` reads it. Made on first use.
        var baseNames: Set<String> {
            vocabularyLock.lock()
            defer { vocabularyLock.unlock() }
            if let names { return names }
            var (lower, capitalised) = (Set<String>(), Set<String>())
            for text in baseTexts.values {
                for (index, word) in ScriptDetector.words(of: TextMasking.prose(text)).enumerated() {
                    guard let first = word.unicodeScalars.first else { continue }
                    if first.properties.isLowercase {
                        lower.insert(word.lowercased())
                    } else if index > 0, first.properties.isUppercase {
                        capitalised.insert(word.lowercased())
                    }
                }
            }
            let names = capitalised.subtracting(lower)
            self.names = names
            return names
        }
        private var names: Set<String>?

        /// Whether `baseVocabulary` has been made (for the tests of the work a check skips).
        var hasMadeVocabulary: Bool {
            vocabularyLock.lock()
            defer { vocabularyLock.unlock() }
            return vocabulary != nil
        }

        init(profile: CheckProfile, baseTexts: [String: String] = [:]) {
            self.baseTexts = baseTexts
            baseLanguage = profile.baseLanguage
            disabled = profile.disabled
            hasBaseValues = profile.baseValues != nil
            languageProfiles = profile.languageProfiles
        }
    }

    /// What the checks need to know about a key, computed once per key (a class: handing it to
    /// the checks of each of a million entries costs one reference count, not five).
    final class KeyFacts: Sendable {
        let baseValue: String?
        let baseScan: PlaceholderScanner.Scan?
        let basePlurals: [String: String]?
        /// The base's plural texts by category (`PluralRules.categoryOrder`), read out of its
        /// dictionary once for the key rather than hashed for every variant of every language.
        let basePluralTexts: [String?]?
        /// The line breaks and spaces of each of those texts, read once for the key.
        let basePluralSpacing: [SpacingDefects.BaseSpacing?]?
        let budget: Int?
        let allowedIdentical: Set<String>?
        /// The languages whose text may equal the base's by design (`*`: every language).
        let identicalLanguages: Set<String>?
        /// A key the base files let fall back to the default language: never missing.
        let fallsBack: Bool
        /// A key whose translators' comment lets it stay as the base has it: missing, fuzzy or
        /// equal to the base, it is a note.
        let mayStayUntranslated: Bool
        /// The MediaWiki parameters (`{{{username}}}`) the base texts use, shared by every key.
        let wikiParameters: Set<String>
        /// Whether the base text or one of its plural variants has a '<' (markup to compare).
        let baseHasMarkup: Bool
        /// The base text's line breaks and spaces (`SpacingDefects`).
        let baseSpacing: SpacingDefects.BaseSpacing
        /// Whether the base text is a strftime date pattern (`StrftimePattern`), read once for the key.
        let baseIsDatePattern: Bool

        init(
            baseValue: String?, baseScan: PlaceholderScanner.Scan?, basePlurals: [String: String]?, budget: Int?,
            allowedIdentical: Set<String>?, identicalLanguages: Set<String>? = nil, fallsBack: Bool = false,
            mayStayUntranslated: Bool = false, wikiParameters: Set<String> = []
        ) {
            self.fallsBack = fallsBack
            self.mayStayUntranslated = mayStayUntranslated
            self.wikiParameters = wikiParameters
            let hasAngle = { (text: String) in text.utf8.contains(UInt8(ascii: "<")) }
            baseHasMarkup = baseValue.map(hasAngle) == true || basePlurals?.values.contains(where: hasAngle) == true
            self.baseValue = baseValue
            baseSpacing = SpacingDefects.BaseSpacing(baseValue)
            baseIsDatePattern = baseValue.map(StrftimePattern.isDatePattern) == true
            self.baseScan = baseScan
            self.basePlurals = basePlurals
            basePluralTexts = basePlurals.map(PluralRules.textsByCategory)
            basePluralSpacing = basePluralTexts?.map { $0.map(SpacingDefects.BaseSpacing.init) }
            self.budget = budget
            self.allowedIdentical = allowedIdentical
            self.identicalLanguages = identicalLanguages
        }
    }

    /// What the checks need to know about a language, computed once per language.
    struct LanguageFacts: Sendable {
        var script: ScriptDetector.Script?
        /// The language subtag, whose word profile the wrong-language check uses.
        var primary: String
        /// A regional variant of the base language (en-GB for en): its text may equal the base's.
        var variesBase: Bool
        /// The language's plural rules, when known.
        var plurals: PluralRules.Language?
        /// Written in Latin (or in a script not known, and none of `IdenticalText.otherScriptLanguages`).
        var sharesLatinWords: Bool { IdenticalText.sharesLatinWords(script: script, language: primary) }

        init(_ language: String, base: String = "") {
            primary = LanguageCodes.primarySubtag(language)
            script = ScriptDetector.expectedScript(for: language)
            plurals = PluralRules.language(language)
            variesBase = language != base && primary == LanguageCodes.primarySubtag(base)
        }
    }

    static func run(
        _ entry: borrowing CatalogEntry, language: String, facts: LanguageFacts, key keyFacts: KeyFacts, context: Context,
        into findings: inout [L10nFinding]
    ) -> LanguageKeyMatrix.Cell {
        var cell = LanguageKeyMatrix.Cell.ok
        // Read in place (borrowed, not copied out of the document's array): only what a finding needs.
        let (key, file, location, isFormatText) = (entry.key, entry.file, entry.location, entry.isFormatText)
        // Whose plural and spacing rules the file follows, read off its name once for the entry.
        let platform = PluralRules.Platform(file: file)
        let isBase = language == context.baseLanguage
        let baseValue = keyFacts.baseValue
        // The texts a finding shows a translator side by side: the one judged, and its base.
        // The plural texts by category, read out of the entry's dictionary once: a lookup per
        // category and check hashed the category's name each time.
        let pluralTexts = entry.plurals.map(PluralRules.textsByCategory)
        let wholeValue = entry.value ?? pluralTexts?[PluralRules.otherIndex]
        var shown = (value: wholeValue, base: baseValue)
        // An i18next form of a category the language does not have (`items_one` in Chinese):
        // i18next asks `Intl.PluralRules` for the count's category and never looks it up, so
        // what its text holds is nothing a reader sees. Its findings are notes. A key is such a
        // form only where the base has its family's `_other` (`arrowhead_cardinality_many` is a
        // label of its own).
        let neverSelected =
            !isBase && platform == .other && facts.plurals != nil && PluralRules.Platform.name(file, endsWith: ".json")
            && I18nextPluralKey(key).map {
                facts.plurals?.allowed.contains($0.category) == false && context.baseTexts[$0.stem + "_other"] != nil
            } == true
        // `note`: why this finding is a note wherever it stands (a space a browser collapses).
        func report(_ check: CheckID, _ message: String, _ mark: LanguageKeyMatrix.Cell, note: String? = nil) {
            guard !context.disabled.contains(check) else { return }
            let isNote = note != nil || neverSelected
            findings.append(
                L10nFinding(
                    check, language: language, key: key, message + (note ?? (neverSelected ? neverSelectedForm : "")), file: file,
                    location: location, severity: isNote ? .note : nil, value: shown.value, baseValue: shown.base))
            if !isNote { cell = min(cell, mark) }
        }
        // A fuzzy gettext translation is not shown (gettext falls back to the source): one
        // finding, whatever else its stale text holds.
        if !entry.isFinal, entry.state == "fuzzy", !isBase, platform == .gettext {
            // A msgid of coined names alone ("VKD3D") is what a language written in Latin shows
            // anyway, and one its translators' comment lets stay in English may show so.
            let namesOnly =
                !context.hasBaseValues && facts.sharesLatinWords && baseValue.map(IdenticalText.isNamesOnly) == true
            if namesOnly || keyFacts.mayStayUntranslated {
                guard !context.disabled.contains(.notFinal) else { return cell }
                findings.append(
                    L10nFinding(
                        .notFinal, language: language, key: key,
                        "fuzzy translation: gettext shows the source text" + (namesOnly ? namesOnlySource : mayStaySource),
                        file: file, location: location, severity: .note, value: shown.value, baseValue: shown.base))
                return cell
            }
            report(.notFinal, "fuzzy translation: gettext shows the source text until a translator confirms it", .state)
            return cell
        }
        // A `.stringsdict` entry's format names the variable whose plural texts Foundation
        // chooses among: an entry without one has texts no count selects.
        if entry.value == nil, entry.plurals != nil, platform == .apple, PluralRules.Platform.name(file, endsWith: ".stringsdict") {
            report(
                .placeholderMismatch,
                "no format (NSStringLocalizedFormatKey, \(quoted("%#@…@"))): Foundation needs it to choose among the entry's plural texts",
                .placeholder)
        }
        // Plural variants word for word the base's are one untranslated value, not also a
        // plural, script or placeholder finding per variant.
        if !isBase, !facts.variesBase, let plurals = entry.plurals, let texts = pluralTexts,
            samePlurals(plurals, texts, as: keyFacts), let other = texts[PluralRules.otherIndex]
        {
            let byDesign =
                keyFacts.identicalLanguages.map { $0.contains("*") || $0.contains(language) || $0.contains(facts.primary) } ?? false
            if !byDesign, !allowedIdentical(other, allowed: keyFacts.allowedIdentical),
                IdenticalText.verdict(other, script: facts.script, language: facts.primary) != .sameByNature
            {
                report(
                    .untranslated, "plural value identical to the base language \(context.baseLanguage): \(quoted(other))", .untranslated)
            }
            return cell
        }
        // gettext's translator credits are names, in whatever script they are written, whatever
        // context the message has (`msgctxt "Add your names here"`).
        if !isBase, platform == .gettext, ["translator-credits", "translator_credits"].contains(GettextParser.messageID(of: key)) {
            return cell
        }
        if let plurals = entry.plurals, let texts = pluralTexts, let rules = facts.plurals {
            let required = rules.required(on: platform)
            // Exact ICU cases (`=0`, `=1`) cover a category whose every number they name.
            let explicit = Set(plurals.keys.compactMap { $0.hasPrefix("=") ? Int($0.dropFirst()) : nil })
            let lacking = required.filter { name in
                let absent = PluralRules.categoryIndex(name).map { texts[$0] == nil } ?? (plurals[name] == nil)
                guard absent, !explicit.isEmpty else { return absent }
                // Flutter's generator hands `=0`, `=1` and `=2` to `Intl.plural` as its `zero`,
                // `one` and `two` texts, which serve the exact number and the whole category
                // (Russian `=1` shows for 21 too): right where the text shows the count, and
                // "Одна партия" for 21 where it does not.
                if platform == .flutter, let exact = PluralRules.flutterExactCase[name], let text = plurals[exact],
                    NumberAgreement.showsCount(text)
                {
                    return false
                }
                // Where a category holds 0 beside other numbers (French, Portuguese, Hindi `one`
                // is 0 and 1), 0 reads well with the `other` text: `=1` covers it.
                return PluralRules.finiteNumbers(language, name).map { numbers in
                    !numbers.isEmpty && (numbers.count > 1 ? numbers.subtracting([0]) : numbers).isSubset(of: explicit)
                } != true
            }
            let foreign = PluralRules.categoryOrder.indices.filter {
                texts[$0] != nil && !rules.allows(PluralRules.categoryOrder[$0], on: platform)
            }
            .map { PluralRules.categoryOrder[$0] }
            // A category of one number whose numeral reads right with the `other` text asks for
            // no correction: a note, shown with --notes (`NumberAgreement.otherServesOneNumber`).
            // Only where `other` shows the count: without a numeral nothing reads "0" or "2".
            // Read only when a category is lacking: most plurals lack none.
            let otherShowsCount = !lacking.isEmpty && texts[PluralRules.otherIndex].map(NumberAgreement.showsCount) == true
            // Where no word after the count changes with it, or the counted noun takes one form
            // after every count above 1, the missing categories would read as `other`: a note.
            let other = texts[PluralRules.otherIndex] ?? ""
            // Where `other` holds the form `many` needs, `many` reads right whether the text shows
            // the count or the code writes it beside ("лет" after a number): the text is the form.
            let owed = lacking.filter {
                !(($0 == "many" && platform != .gettext
                    && NumberAgreement.otherHoldsManyForm(
                        rules: rules, texts: texts, one: platform == .flutter ? plurals["=1"] : nil, language: facts.primary))
                    || (otherShowsCount
                        && (NumberAgreement.otherServes($0, language: facts.primary)
                            || NumberAgreement.countChangesNoWord(other, script: facts.script)
                            || (($0 == "few" || $0 == "many")
                                && NumberAgreement.countTakesObliquePlural(other, language: facts.primary))
                            || ($0 == "few" && NumberAgreement.otherHoldsFewForm(texts: texts, language: facts.primary)))))
            }
            // The base language's plural with `other` alone is the developer's one text for every
            // count ("%d min", "Step %d of %d", a count never 1): no translator wrote it, and the
            // translations are still judged by what their own languages need. A note.
            let baseWroteOneText = isBase && plurals.count == 1 && texts[PluralRules.otherIndex] != nil
            if !owed.isEmpty, baseWroteOneText {
                if !context.disabled.contains(.pluralMissing) {
                    findings.append(
                        L10nFinding(
                            .pluralMissing, language: language, key: key,
                            "plural categories \(owed.joined(separator: ", ")) missing in the base language: it writes one \"other\" text for every count, the developer's choice; the translations still give the forms their languages need",
                            file: file, location: location, severity: .note, value: shown.value, baseValue: shown.base))
                }
            } else if !owed.isEmpty,
                !NumberAgreement.otherServes(lacking: owed, language: facts.primary, other: texts[PluralRules.otherIndex])
            {
                report(.pluralMissing, pluralMissingMessage(owed, rules: rules, language: language, file: file), .issue)
            } else if owed.count < lacking.count, !context.disabled.contains(.pluralMissing) {
                let served = lacking.filter { !owed.contains($0) }
                findings.append(
                    L10nFinding(
                        .pluralMissing, language: language, key: key,
                        "plural category \(served.joined(separator: ", ")) missing: the \"other\" text is shown for its number and reads right with the numeral in \(language); a text of its own is optional",
                        file: file, location: location, severity: .note, value: shown.value, baseValue: shown.base))
            }
            if !foreign.isEmpty {
                let message = "plural categories \(language) does not have: \(foreign.joined(separator: ", "))"
                // A translation's form of a category the base has is the export's copy of the
                // base's form, not a wording the translator meant to be read on its own.
                let mirrorsBase = !isBase && keyFacts.basePlurals.map { base in foreign.allSatisfy { base[$0] != nil } } == true
                // An Android base plural whose forms name strings (`@string/few_feeds`) is the one
                // plural of every language: its categories are the other languages' forms. A `zero`
                // alone beside `one` and `other` (`@string/no_items`) is the common belief that
                // English selects it for 0, which it never does: that stays a finding.
                let foreignTexts = foreign.map { PluralRules.categoryIndex($0).flatMap { texts[$0] } }
                // Beside a category the language needs and lacks, a form of its own under one it
                // never selects is that form misplaced: Czech `two` holding the 2-4 text `few` needs.
                let misplaced = !lacking.isEmpty && foreignTexts.contains { $0 != nil && $0 != texts[PluralRules.otherIndex] }
                let servesEveryLanguage =
                    isBase && foreign.contains(where: { $0 != "zero" }) && foreignTexts.allSatisfy { $0?.hasPrefix("@string/") == true }
                if servesEveryLanguage {
                    if !context.disabled.contains(.pluralExtra) {
                        findings.append(
                            L10nFinding(
                                .pluralExtra, language: language, key: key,
                                message + ": each names a string of its own, which the languages that select it translate",
                                file: file, location: location, severity: .note, value: shown.value, baseValue: shown.base))
                    }
                } else if !misplaced,
                    NumberAgreement.unselectedFormsChangeNothing(
                        foreignTexts.compactMap { $0 }, other: texts[PluralRules.otherIndex],
                        mirrorsBase: mirrorsBase)
                {
                    if !context.disabled.contains(.pluralExtra) {
                        let sameWords = foreignTexts.allSatisfy { $0 == texts[PluralRules.otherIndex] }
                        findings.append(
                            L10nFinding(
                                .pluralExtra, language: language, key: key,
                                message
                                    + (sameWords
                                        ? ": never selected, and the \"other\" text shown instead has the same words; nothing a reader sees changes"
                                        : ": never selected, the \"other\" text shows with the numeral instead; nothing a reader sees changes"),
                                file: file, location: location, severity: .note, value: shown.value, baseValue: shown.base))
                    }
                } else {
                    report(.pluralExtra, message, .issue)
                }
            }
        }
        var identicalVariants: [(category: String, text: String)] = []
        // Plural variants often repeat one text (a language whose forms read alike): what depends
        // on the text alone is read once for the entry, not once per variant.
        var reading = TextReading()
        // One text per entry is the common case: no array of texts is built for it.
        func checkText(_ category: String?, index: Int, _ text: String) {
            // Spelled only for a finding: most texts have none.
            var label: String { category.map { " (\($0))" } ?? "" }
            // The base's text of the same category, looked up once for every check below.
            let baseVariant = category == nil ? nil : keyFacts.basePluralTexts?[index]
            shown = (text, baseVariant ?? baseValue)
            let scalars = text.unicodeScalars
            // Most texts begin and end with a visible ASCII byte: neither blank nor wrapped in
            // whitespace, which their bytes settle without reading a scalar.
            let plainEdges =
                text.utf8.first.map { $0 > 0x20 && $0 < 0x7F } == true && text.utf8.last.map { $0 > 0x20 && $0 < 0x7F } == true
            if !plainEdges, scalars.allSatisfy(ScriptDetector.isWhitespace) {
                // A base that is empty too (a String Catalog's unused variant) leaves nothing to translate.
                // A whitespace-only text where the base is wrapped in whitespace (" at ") is a
                // separator the language needs no word for; a base plural variant may be empty by design.
                let reference = baseVariant ?? baseValue
                let baseEmpty = reference.map { $0.unicodeScalars.allSatisfy(ScriptDetector.isWhitespace) } ?? false
                let separator =
                    !scalars.isEmpty
                    && (reference?.unicodeScalars.first.map(ScriptDetector.isWhitespace) == true
                        || reference?.unicodeScalars.last.map(ScriptDetector.isWhitespace) == true)
                // Android trims the whitespace written around a value: what is left was escaped
                // (`\u0020\u0020`) or quoted on purpose, a separator and not an empty text.
                let deliberate = !scalars.isEmpty && platform == .android
                // A text written as its own key (`" " = " ";`, `"" = "";` in a table keyed by the
                // text) is what the code asks for: a spacer, or a line that keeps a file non-empty.
                if text != key, isBase, category == nil, !deliberate, !context.disabled.contains(.emptyValue) {
                    // The base's own empty text is its developer's (a setting a branded build
                    // fills, a key Info.plist leaves empty): nothing a translator can change.
                    findings.append(
                        L10nFinding(
                            .emptyValue, language: language, key: key,
                            "empty value in the base language: the developer's own text, which no translation can fill",
                            file: file, location: location, severity: .note, value: shown.value, baseValue: shown.base))
                    cell = min(cell, .empty)
                } else if text != key, !isBase, !(baseEmpty || separator), let category, platform == .android || platform == .gettext,
                    PluralRules.noWholeNumberSelects(category, in: facts.primary), !context.disabled.contains(.emptyValue)
                {
                    // Android and gettext choose a plural text for a whole number: a category no
                    // whole number takes in the language (Ukrainian `other`) is a text never shown.
                    findings.append(
                        L10nFinding(
                            .emptyValue, language: language, key: key,
                            "empty value\(label): no whole number selects \(category) in \(facts.primary), and \(platform == .android ? "Android" : "gettext") counts in whole numbers",
                            file: file, location: location, severity: .note, value: shown.value, baseValue: shown.base))
                } else if text != key, !isBase, !(baseEmpty || separator) {
                    report(.emptyValue, "empty value\(label)", .empty)
                }
                return
            }
            // A String Catalog made from a storyboard names a key by its Interface Builder object
            // (`BgM-ve-c93.title`); without a source-language entry its text, tabs and spaces
            // included, is the storyboard's, which the catalog does not hold: no base to compare.
            if !plainEdges, let first = scalars.first, let last = scalars.last,
                ScriptDetector.isWhitespace(first) || ScriptDetector.isWhitespace(last),
                !(baseVariant == nil && baseValue == key && IdenticalText.isInterfaceBuilderKey(key))
            {
                let reference = baseVariant ?? baseValue ?? ""
                // A base that is a unit or percent sign written after a number ("s", "% (exact)"):
                // many languages set a space, often a no-break one, between the number and it.
                let leadingOK =
                    reference.unicodeScalars.first.map(ScriptDetector.isWhitespace) == true
                    || (ScriptDetector.isWhitespace(first) && IdenticalText.isUnitSuffix(reference)
                        && IdenticalText.isUnitSuffix(String(text.unicodeScalars.drop(while: ScriptDetector.isWhitespace)), strict: false))
                let trailingOK = reference.unicodeScalars.last.map(ScriptDetector.isWhitespace) == true
                let leading = ScriptDetector.isWhitespace(first) && !leadingOK
                let trailing = ScriptDetector.isWhitespace(last) && !trailingOK
                if leading || trailing {
                    let note =
                        HTMLWhitespace.collapses(text, leading: leading, trailing: trailing, file: file)
                        ? HTMLWhitespace.suffix
                        : LineEndSpace.leftOut(text, leading: leading, trailing: trailing, platform: platform) ? LineEndSpace.suffix : nil
                    report(.whitespace, "leading or trailing whitespace\(label): \(quoted(text))", .issue, note: note)
                }
            }
            // Placeholders, markup and wiki parameters are read for this check alone: disabled,
            // none of them is scanned.
            let comparesPlaceholders = !context.disabled.contains(.placeholderMismatch)
            // A single text (no category) is read directly: keeping its reading cost more than it saves.
            let kept = category != nil
            if kept, !reading.holds(text) { reading = TextReading(text) }
            let scan =
                !comparesPlaceholders ? PlaceholderScanner.Scan() : kept ? reading.scan() : PlaceholderScanner.scan(text)
            // Disabled, the scan is empty and the base has none: nothing below compares.
            // Apple's formats give the unnumbered ones the arguments in order: such a mix is
            // judged by the arguments it resolves to, against the base's, below.
            if isFormatText, scan.mixesPositional,
                !PlaceholderScanner.Scan.resolvesMixedArguments(file: file) || scan.readsAnArgumentTwoWays
            {
                report(.placeholderMismatch, "positional and non-positional placeholders mixed\(label): \(quoted(text))", .placeholder)
            } else if isFormatText, keyFacts.baseIsDatePattern, keyFacts.baseScan != nil, !isBase, baseVariant == nil,
                let reference = baseValue
            {
                // A date pattern: a translation may pick other directives in another order (a
                // numeric month, the weekday last), but each of its `%` must start one, and it
                // shows the parts of a date the base shows, none dropped or added.
                if let stray = StrftimePattern.strayPercent(in: text) {
                    report(
                        .placeholderMismatch,
                        "date pattern\(label) \(quoted(text)) has \(quoted(stray)), which is no strftime directive "
                            + "(the base's pattern is \(quoted(reference)))", .placeholder)
                } else if case let (shown, based) = (StrftimePattern.fields(of: text), StrftimePattern.fields(of: reference)),
                    shown != based
                {
                    report(
                        .placeholderMismatch,
                        "date pattern\(label) \(quoted(text)) shows \(shown.description) where the base's \(quoted(reference)) "
                            + "shows \(based.description)", .placeholder)
                }
            } else if let keyBaseScan = keyFacts.baseScan, !isBase || context.hasBaseValues,
                // A String Catalog variable (%#@count@) stands for placeholders it does not show.
                !scan.hasPluralVariable, !keyBaseScan.hasPluralVariable
            {
                // Names the base writes only in a quoted example are text (`QuotedExample`): the
                // printf arguments alone are compared.
                let examples =
                    !keyBaseScan.named.isEmpty && QuotedExample.fillsPrintfOnly(file: file)
                    && QuotedExample.bracesAreQuoted(baseVariant ?? baseValue ?? "")
                let baseScan = (examples ? keyBaseScan.withoutNames : keyBaseScan).readingAppleSynonyms(platform == .apple)
                let scan = (examples ? scan.withoutNames : scan).readingAppleSynonyms(platform == .apple)
                // A gettext entry its file flags as no format is text to the program: its `%H:%M`
                // is strftime's, its `{name}` literal. Only a printf placeholder where the base
                // has no `%` at all is wrong there: the program shows it as written.
                func mismatches(_ scan: PlaceholderScanner.Scan) -> Bool {
                    !isFormatText
                        ? !scan.printf.isEmpty && !(baseVariant ?? baseValue ?? "").utf8.contains(UInt8(ascii: "%"))
                        : category == nil || category == "other"
                            ? !scan.hasSamePlaceholders(as: baseScan) && !dropsOnlyWordSuffix(scan) && !dropsOnlyCountOfOneNumber(scan)
                                && !addsOnlyTheCount(scan)
                            : !scan.isSubset(of: baseScan) && !usesBaseFormArguments(scan)
                }
                // `%lld file%@` in a language without the plural ending: see `WordSuffixArgument`.
                func dropsOnlyWordSuffix(_ scan: PlaceholderScanner.Scan) -> Bool {
                    // A brace the value writes beyond its placeholders is one renamed into
                    // words ("file{množné číslo}"), shown as written: no ending left out.
                    if scan.named.count < baseScan.named.count,
                        let rest = WordSuffixArgument.withoutNamedSuffixes(baseScan, baseText: baseVariant ?? baseValue ?? ""),
                        Set(scan.named).isSuperset(of: rest.named), Set(scan.named).isSubset(of: baseScan.named),
                        Set(scan.printf.map(\.key)) == Set(baseScan.printf.map(\.key)),
                        text.utf8.filter({ $0 == UInt8(ascii: "{") }).count <= scan.named.count
                    {
                        return true
                    }
                    guard scan.printf.count < baseScan.printf.count,
                        let rest = WordSuffixArgument.withoutSuffix(baseScan, baseText: baseVariant ?? baseValue ?? "")
                    else { return false }
                    return scan.hasSamePlaceholders(as: rest)
                }
                // An i18next form (`_one`) of a category CLDR gives the language for one number
                // alone may write that number as a word ("Eine Transaktion"), as a plural form
                // of English may ("One item"): only the count is dropped. Where the category
                // selects more numbers (Russian `one`: 1, 21, 31), the count is needed.
                func dropsOnlyCountOfOneNumber(_ scan: PlaceholderScanner.Scan) -> Bool {
                    guard file.hasSuffix(".json"), let form = I18nextPluralKey(key), form.category != "other",
                        PluralRules.finiteNumbers(language, form.category)?.count == 1,
                        Set(scan.printf.map(\.key)) == Set(baseScan.printf.map(\.key)), Set(scan.named).isSubset(of: Set(baseScan.named))
                    else { return false }
                    let dropped = Set(baseScan.named).subtracting(scan.named)
                    return !dropped.isEmpty && dropped.allSatisfy(PlaceholderScanner.namesACount)
                }
                // i18next passes the count to every form: a form that shows it where the base's
                // form of that category does not ("these {{count}} transactions" where English
                // `_one` says "this transaction") adds the count the base's `_other` shows.
                func addsOnlyTheCount(_ scan: PlaceholderScanner.Scan) -> Bool {
                    guard file.hasSuffix(".json"), let form = I18nextPluralKey(key),
                        Set(scan.printf.map(\.key)) == Set(baseScan.printf.map(\.key)), Set(baseScan.named).isSubset(of: Set(scan.named)),
                        let other = context.baseTexts[form.stem + "_other"]
                    else { return false }
                    let added = Set(scan.named).subtracting(baseScan.named)
                    let shown = Set(PlaceholderScanner.scan(other).named)
                    return !added.isEmpty && added.allSatisfy { PlaceholderScanner.namesACount($0) && shown.contains($0) }
                }
                // The base's forms may use different arguments (`one` names the item with `%2$s`,
                // `other` counts with `%1$d`): a form other than `other` may use any argument of
                // any base form. Read only for a form that mismatches the base's `other`.
                func usesBaseFormArguments(_ scan: PlaceholderScanner.Scan) -> Bool {
                    guard let forms = keyFacts.basePlurals, forms.count > 1 else { return false }
                    var arguments = PlaceholderScanner.Scan()
                    for form in forms.values {
                        let formScan = PlaceholderScanner.scan(form)
                        arguments.printf += formScan.printf
                        arguments.named += formScan.named
                    }
                    return scan.isSubset(of: arguments)
                }
                var compared = scan
                // A percent sign in running text ("100%-osan", "%-tal") is text where the base has
                // no placeholder like it: such a value is read again with those as text.
                if scan.printf.contains(where: \.mayBeRunningText), mismatches(scan) {
                    // The base's `%ld` is kept by a translation's `% ld` (printf's space flag).
                    let baseTexts = Set(baseScan.printf.map(\.text))
                    compared = PlaceholderScanner.scan(
                        text, readingAsText: { !baseTexts.contains($0.text) && !baseTexts.contains($0.text.filter { $0 != " " }) })
                }
                if mismatches(compared) {
                    func list(_ scan: PlaceholderScanner.Scan) -> String {
                        let all = scan.printf.map(\.text) + scan.named.map { $0.hasPrefix("%") || $0.hasPrefix("{{") ? $0 : "{\($0)}" }
                        return all.isEmpty ? "(none)" : all.joined(separator: " ")
                    }
                    // A lone "%" before a space or a letter is text; the other language may have written "%%".
                    // An ICU choice that does not parse (`= 1` for `=1`, a brace missing) is rejected
                    // by MessageFormat whole: its placeholders were read as plain text.
                    let hint =
                        ICUMessage.hasChoice(text.utf8) && ICUMessage.choiceText(text) == nil
                        ? " (the value is no valid ICU message: an explicit case is written =1, and every brace is closed)"
                        : text.contains("%%") != (baseValue ?? "").contains("%%")
                            ? " (a lone % before a space or letter is a literal percent; %% is one too)" : ""
                    report(
                        .placeholderMismatch, "placeholders\(label) \(list(compared)) do not match the base's \(list(baseScan))\(hint)",
                        .placeholder)
                }
            }
            let reference = baseVariant ?? baseValue
            // One pass over the bytes: a value without '<', '?', '{', NUL or the lead byte of U+FFFD
            // (most of them) skips the markup, damage and template checks below.
            let bytes = kept ? reading.bytes() : byteTraits(text)
            let special = !isBase && bytes.special
            // Android resources carry markup as elements the build keeps; elsewhere "<" is text.
            if comparesPlaceholders, !isBase, let reference, special || keyFacts.baseHasMarkup,
                platform == .android
            {
                // Tags may change order with the sentence; which tags, and how often, must not.
                let (tags, baseTags) = (MarkupTags.names(in: text).sorted(), MarkupTags.names(in: reference).sorted())
                if tags != baseTags {
                    func list(_ t: [String]) -> String { t.isEmpty ? "(none)" : t.map { "<\($0)>" }.joined(separator: " ") }
                    report(
                        .placeholderMismatch, "markup\(label) \(list(tags)) does not match the base's \(list(baseTags))", .placeholder)
                }
            }
            // An icon token (`[iconics gmd_edit]`) is markup the app draws: one the base texts
            // do not have is left from an older base, whatever the script around it.
            if comparesPlaceholders, !isBase, bytes.bracket, let reference {
                let stale = TextMasking.iconTokens(in: text).filter { !TextMasking.iconTokens(in: reference).contains($0) }
                if !stale.isEmpty {
                    report(
                        .placeholderMismatch, "icon token\(label) \(stale.joined(separator: " ")) is none the base's text has",
                        .placeholder)
                }
            }
            // The base's line breaks and spaces, read once per key (a plural variant's here).
            let spacing = baseVariant == nil ? keyFacts.baseSpacing : keyFacts.basePluralSpacing?[index] ?? keyFacts.baseSpacing
            if special, let damage = MarkupTags.encodingDamage(text, base: reference ?? "") {
                // Letters on both sides of the '?' survived: no letter was lost, a space was.
                if !damage.contains("U+FFFD"), SpacingDefects.sentencesRunTogether(text, base: spacing) {
                    report(.whitespace, "no space after '?'\(label): two sentences run together: \(quoted(text))", .issue)
                } else {
                    report(.encodingDamage, "\(damage)\(label): \(quoted(text))", .issue)
                }
            }
            var scriptText = text
            if !isBase, spacing.lineBreaks > 0, let damage = SpacingDefects.lineBreakDamage(text, base: spacing) {
                report(
                    .whitespace, "line break\(label) written as \(damage.written) where the base breaks the line: \(quoted(text))", .issue)
                scriptText = damage.repaired
            }
            if !isBase, spacing.colonSpaceBeforeArgument, SpacingDefects.colonGluedToArgument(text, base: spacing) {
                report(
                    .whitespace,
                    "no space between the colon and the placeholder or link after it\(label), as the base has: \(quoted(text))",
                    .issue)
            }
            if !isBase, !bytes.ascii, spacing.spaces >= 3, SpacingDefects.cannotWrap(text, base: spacing) {
                report(.whitespace, "every space\(label) is a no-break space (U+00A0): the text cannot wrap: \(quoted(text))", .issue)
            }
            if comparesPlaceholders, special, text.contains("{{{") {
                // A translated parameter name ({{{nombre de usuario}}}) is left unfilled by the wiki.
                let unknown = MarkupTags.wikiParameters(in: text).filter { !keyFacts.wikiParameters.contains($0) }
                if !unknown.isEmpty {
                    report(
                        .placeholderMismatch,
                        "wiki parameter\(label) \(unknown.map { "{{{\($0)}}}" }.joined(separator: " ")) is none the base texts use",
                        .placeholder)
                }
            }
            if special, MarkupTags.hasTemplateCall(text), !MarkupTags.hasTemplateCall(reference ?? "") {
                report(.templateMarkup, "template markup left in the value\(label): \(quoted(text))", .issue)
            }
            // A plural variant equal to the base's text for it: one finding for the entry, below.
            if !isBase, category != nil, let reference, text == reference, !facts.variesBase {
                identicalVariants.append((category!, text))
                return
            }
            let identical = !isBase && category == nil && baseValue != nil && text == baseValue!
            if identical, !facts.variesBase, !allowedIdentical(text, allowed: keyFacts.allowedIdentical), !IdenticalText.namesTheApp(key),
                !(keyFacts.identicalLanguages.map { $0.contains("*") || $0.contains(language) || $0.contains(facts.primary) } ?? false),
                IdenticalText.verdict(text, script: facts.script, language: facts.primary) != .sameByNature
            {
                // A possibly shared word is reported here and judged against its key's other
                // languages once every language is checked (`L10nChecker.keepingSharedNames`).
                report(.untranslated, "value identical to the base language \(context.baseLanguage): \(quoted(text))", .untranslated)
            }
            var scriptFound = false
            // A value equal to the base is untranslated (or the same by nature), never also wrong-script.
            // ASCII letters are Latin: in a Latin-script language such a text has no foreign
            // letter, and the script analysis (which would find none) is skipped.
            // A value that is the catalog's own language code (`ru` in Russian, `uk-UA` in
            // Ukrainian: a tag the app hands to a date or number formatter, or reads to know its
            // language) is an identifier, not text in another script.
            if let script = facts.script, !identical, !(script == .latin && bytes.ascii),
                !(text.utf8.count <= 16
                    && (text.lowercased() == language.lowercased()
                        || (LanguageCodes.isWellFormed(text) && LanguageCodes.primarySubtag(text) == facts.primary)))
            {
                // The script text is the text with its escaped line breaks taken out, which the
                // base text decides: a repeated variant with the same base reads the same.
                let read = { (baseText: String?) in
                    ScriptDetector.foreignWords(
                        in: scriptText, expected: script, baseText: baseText, language: language,
                        vocabulary: context.baseVocabulary, names: context.baseNames)
                }
                // So is the code written as a word of a text ("for example: Ukrainian or uk").
                // The app's name (`CFBundleDisplayName`, `app_name`) kept in its own script is its
                // owner's choice; a look-alike letter inside a word of the language is still a slip.
                var foreign = (kept ? reading.foreignWords(baseText: baseVariant ?? baseValue, read) : read(baseVariant ?? baseValue))
                    .filter { $0.lowercased() != facts.primary && $0.lowercased() != language.lowercased() }
                if !foreign.isEmpty, IdenticalText.namesTheApp(key) {
                    foreign = foreign.filter { $0.unicodeScalars.contains { ScriptDetector.script(of: $0) == script } }
                }
                // A copyright notice names its holders as they write their names, after the word
                // the law reads ("Copyright"): the base's own words stay as written.
                if !foreign.isEmpty, let baseValue, IdenticalText.isCopyrightNotice(baseValue) {
                    let written = Set(ScriptDetector.words(of: baseValue))
                    foreign = foreign.filter { !written.contains($0) }
                }
                if !foreign.isEmpty {
                    scriptFound = true
                    let sample = foreign.prefix(3).joined(separator: ", ")
                    report(.wrongScript, "expected \(script.rawValue) script for \(language)\(label), found \(sample)", .issue)
                }
            }
            // A value identical to the base is `untranslated`, one in the wrong script `wrong-script`:
            // the word profiles judge the rest.
            if !identical, !scriptFound, let profiles = context.languageProfiles,
                let other =
                    kept
                    ? reading.otherLanguage({ profiles.otherLanguage(of: text, declared: facts.primary) })
                    : profiles.otherLanguage(of: text, declared: facts.primary)
            {
                report(.wrongLanguage, "text\(label) reads as \(other), not \(language): \(quoted(text))", .issue)
            }
            // Most base texts hold neither '_' nor '&': their bytes are read once, not their characters.
            if !isBase, !identical, platform == .gettext, let reference, Mnemonic.mayHaveMarker(reference),
                let marker = Mnemonic.marker(in: reference), context.acceleratorMarkers.contains(marker),
                !Mnemonic.has(marker, in: text)
            {
                report(
                    .mnemonic, "keyboard accelerator \(quoted(String(marker))) of the base\(label) is missing: \(quoted(text))", .issue)
            }
            if let budget = keyFacts.budget, text.count > budget {
                report(.tooLong, "\(text.count) characters\(label), over the budget of \(budget): \(quoted(text))", .issue)
            }
        }
        if let texts = pluralTexts {
            for (index, category) in PluralRules.categoryOrder.enumerated() {
                if let t = texts[index] { checkText(category, index: index, t) }
            }
        } else {
            checkText(nil, index: 0, entry.value ?? "")
        }
        if let first = identicalVariants.first,
            !(keyFacts.identicalLanguages.map { $0.contains("*") || $0.contains(language) || $0.contains(facts.primary) } ?? false),
            !allowedIdentical(first.text, allowed: keyFacts.allowedIdentical),
            IdenticalText.verdict(first.text, script: facts.script, language: facts.primary) != .sameByNature
        {
            shown = (first.text, keyFacts.basePlurals?[first.category] ?? baseValue)
            report(
                .untranslated,
                "plural variants \(identicalVariants.map(\.category).joined(separator: ", ")) identical to the base language \(context.baseLanguage): \(quoted(first.text))",
                .untranslated)
        }
        shown = (wholeValue, baseValue)
        // The source language's own entries are the text translated from, not translations: a
        // String Catalog leaves them in state "new" until the source text is set by hand.
        if !entry.isFinal, !isBase {
            // A review that can change nothing: the base's text is empty too (a copyright line
            // the project left blank), or the value is the base's name, kept as the language
            // keeps names (the app's own name; coined names, in a language written in Latin).
            let nothingToReview =
                (baseValue?.isEmpty == true && (wholeValue ?? "").isEmpty)
                || (baseValue != nil && wholeValue == baseValue
                    && (IdenticalText.namesTheApp(key) || (facts.sharesLatinWords && IdenticalText.isNamesOnly(baseValue!))))
            if nothingToReview {
                if !context.disabled.contains(.notFinal) {
                    findings.append(
                        L10nFinding(
                            .notFinal, language: language, key: key,
                            notFinalMessage(entry.state ?? "")
                                + ((wholeValue ?? "").isEmpty
                                    ? ": the base's text is empty too, so there is nothing to review"
                                    : ": the value is the base's name, kept as \(language) keeps names, so a review has nothing to change"),
                            file: file, location: location, severity: .note, value: shown.value, baseValue: shown.base))
                }
            } else {
                report(.notFinal, notFinalMessage(entry.state ?? ""), .state)
            }
        }
        return cell
    }

    /// Whether an entry's plural texts are the key's base texts, word for word. Texts under the
    /// categories alone are compared by category, without hashing a name; any other case
    /// (`=0`) compares the dictionaries.
    static func samePlurals(_ plurals: [String: String], _ texts: [String?], as key: KeyFacts) -> Bool {
        guard let base = key.basePlurals, let baseTexts = key.basePluralTexts, plurals.count == base.count else { return false }
        var categories = 0
        for text in texts where text != nil { categories += 1 }
        return categories == plurals.count ? texts == baseTexts : plurals == base
    }

    /// How a finding on an i18next plural form the language never selects ends.
    static let neverSelectedForm =
        " (an i18next form of a plural category the language does not have: i18next never shows it)"

    /// How a fuzzy entry's note ends where its translators' comment lets it stay as the msgid.
    static let mayStaySource = ", which the translators' comment says may be left untranslated"

    /// How a fuzzy entry's note ends where its msgid is coined names alone, in a language written in Latin.
    static let namesOnlySource = ", names alone, which a language written in Latin keeps: what users see reads as a translation would"

    /// The message of a value whose state is not final (`WholeCatalog` reads the state back).
    static func notFinalMessage(_ state: String) -> String { "state \"\(state)\" is not final" }

    /// Why a plural entry lacks `lacking`: the categories whole numbers select in the language
    /// (CLDR), and `other` where the format itself requires it in every plural whatever the
    /// language (Apple's `.stringsdict` and String Catalogs, ICU MessageFormat): for Russian,
    /// whose `other` only fractions select, the reason is the format's, not the numbers'.
    static func pluralMissingMessage(_ lacking: [String], rules: PluralRules.Language, language: String, file: String) -> String {
        let byNumbers = lacking.filter { rules.integerCategories.contains($0) }
        var parts: [String] = []
        if !byNumbers.isEmpty {
            parts.append("plural categories whole numbers need for \(language) missing: \(byNumbers.joined(separator: ", "))")
        }
        if lacking.count > byNumbers.count {
            let format: String? =
                file.hasSuffix(".stringsdict")
                ? "Apple's .stringsdict format"
                : file.hasSuffix(".xcstrings") ? "a String Catalog" : file.hasSuffix(".arb") ? "ICU MessageFormat" : nil
            parts.append(
                format.map { "plural has no \"other\", which \($0) requires in every plural, whatever the language's categories" }
                    ?? "plural has no \"other\", the form for every number no other form names")
        }
        return parts.joined(separator: "; ")
    }

    /// Whether a text has a '<', '?', '{', NUL or the lead byte of U+FFFD, read from its UTF-8 in
    /// place (through `String.UTF8View` the scan cost about twenty instructions a byte).
    static func hasSpecialByte(_ text: String) -> Bool { byteTraits(text).special }

    /// One pass over a text's UTF-8: whether it has a byte `hasSpecialByte` looks for, and
    /// whether every byte is ASCII.
    static func byteTraits(_ text: String) -> (special: Bool, ascii: Bool, bracket: Bool) {
        var text = text
        return text.withUTF8 { bytes in
            // One table lookup a byte (a branch for each kind cost four times as much).
            var traits: UInt8 = 0
            byteKinds.withUnsafeBufferPointer { kinds in
                for b in bytes { traits |= kinds[Int(b)] }
            }
            return (traits & Self.specialKind != 0, traits & Self.highKind == 0, traits & Self.bracketKind != 0)
        }
    }

    static let specialKind: UInt8 = 1
    static let bracketKind: UInt8 = 2
    static let highKind: UInt8 = 4

    /// What each byte value tells `byteTraits`: a special byte (`<`, `?`, `{`, NUL, U+FFFD's
    /// lead 0xEF), `[`, or a byte of a scalar beyond ASCII.
    static let byteKinds: [UInt8] = (0...255).map { (b: Int) -> UInt8 in
        var kind: UInt8 = b >= 0x80 ? highKind : 0
        if b == Int(UInt8(ascii: "<")) || b == Int(UInt8(ascii: "?")) || b == Int(UInt8(ascii: "{")) || b == 0xEF || b == 0 {
            kind |= specialKind
        }
        if b == Int(UInt8(ascii: "[")) { kind |= bracketKind }
        return kind
    }

    static func allowedIdentical(_ text: String, allowed: Set<String>?) -> Bool {
        if let allowed, allowed.contains("*") || allowed.contains(text) { return true }
        return false
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for ch in text.prefix(60) {
            switch ch {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            default: out.append(ch)
            }
        }
        return out + (text.count > 60 ? "…\"" : "\"")
    }
}
