/// The checks on one present entry: empty, whitespace, identical to base, placeholders,
/// plural categories, state, script and length. Returns the entry's matrix cell.
enum ValueChecks {
    /// What the checks read of the profile, once per check (a class: a million entries share
    /// it by one reference instead of copying a profile of a dozen collections each).
    final class Context: Sendable {
        let baseLanguage: String
        let disabled: Set<CheckID>
        let hasBaseValues: Bool
        let languageProfiles: LanguageProfiles?

        init(profile: CheckProfile) {
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
        let budget: Int?
        let allowedIdentical: Set<String>?

        init(
            baseValue: String?, baseScan: PlaceholderScanner.Scan?, basePlurals: [String: String]?, budget: Int?,
            allowedIdentical: Set<String>?
        ) {
            self.baseValue = baseValue
            self.baseScan = baseScan
            self.basePlurals = basePlurals
            self.budget = budget
            self.allowedIdentical = allowedIdentical
        }
    }

    /// What the checks need to know about a language, computed once per language.
    struct LanguageFacts: Sendable {
        var script: ScriptDetector.Script?
        var pluralCategories: [String]?
        /// The language subtag, whose word profile the wrong-language check uses.
        var primary: String

        init(_ language: String) {
            primary = LanguageCodes.primarySubtag(language)
            script = ScriptDetector.expectedScript(for: language)
            pluralCategories = PluralRules.categories(for: language)
        }
    }

    static func run(
        _ entry: borrowing CatalogEntry, language: String, facts: LanguageFacts, key keyFacts: KeyFacts, context: Context,
        into findings: inout [L10nFinding]
    ) -> LanguageKeyMatrix.Cell {
        var cell = LanguageKeyMatrix.Cell.ok
        // Read in place (borrowed, not copied out of the document's array): only what a finding needs.
        let (key, file, location) = (entry.key, entry.file, entry.location)
        let isBase = language == context.baseLanguage
        let baseValue = keyFacts.baseValue
        // The texts a finding shows a translator side by side: the one judged, and its base.
        let wholeValue = entry.value ?? entry.plurals?["other"]
        var shown = (value: wholeValue, base: baseValue)
        func report(_ check: CheckID, _ message: String, _ mark: LanguageKeyMatrix.Cell) {
            guard !context.disabled.contains(check) else { return }
            findings.append(
                L10nFinding(
                    check, language: language, key: key, message, file: file, location: location, value: shown.value,
                    baseValue: shown.base))
            cell = min(cell, mark)
        }
        if let plurals = entry.plurals, let categories = facts.pluralCategories {
            let lacking = categories.filter { plurals[$0] == nil }
            let foreign = PluralRules.categoryOrder.filter { plurals[$0] != nil && !categories.contains($0) }
            if !lacking.isEmpty {
                report(.pluralMissing, "plural categories missing for \(language): \(lacking.joined(separator: ", "))", .issue)
            }
            if !foreign.isEmpty {
                report(.pluralExtra, "plural categories \(language) does not have: \(foreign.joined(separator: ", "))", .issue)
            }
        }
        // One text per entry is the common case: no array of texts is built for it.
        func checkText(_ category: String?, _ text: String) {
            let label = category.map { " (\($0))" } ?? ""
            shown = (text, category.flatMap { keyFacts.basePlurals?[$0] } ?? baseValue)
            let scalars = text.unicodeScalars
            if scalars.allSatisfy(ScriptDetector.isWhitespace) {
                report(.emptyValue, "empty value\(label)", .empty)
                return
            }
            if let first = scalars.first, let last = scalars.last,
                ScriptDetector.isWhitespace(first) || ScriptDetector.isWhitespace(last)
            {
                let reference = category.flatMap { keyFacts.basePlurals?[$0] } ?? baseValue ?? ""
                let leadingOK = reference.unicodeScalars.first.map(ScriptDetector.isWhitespace) == true
                let trailingOK = reference.unicodeScalars.last.map(ScriptDetector.isWhitespace) == true
                if (ScriptDetector.isWhitespace(first) && !leadingOK) || (ScriptDetector.isWhitespace(last) && !trailingOK) {
                    report(.whitespace, "leading or trailing whitespace\(label): \(quoted(text))", .issue)
                }
            }
            let scan = PlaceholderScanner.scan(text)
            if scan.mixesPositional {
                report(.placeholderMismatch, "positional and non-positional placeholders mixed\(label): \(quoted(text))", .placeholder)
            } else if let baseScan = keyFacts.baseScan, !isBase || context.hasBaseValues {
                let mismatch =
                    category == nil || category == "other"
                    ? !scan.hasSamePlaceholders(as: baseScan) : !scan.isSubset(of: baseScan)
                if mismatch {
                    func list(_ scan: PlaceholderScanner.Scan) -> String {
                        let all = scan.printf.map(\.text) + scan.named.map { "{\($0)}" }
                        return all.isEmpty ? "(none)" : all.joined(separator: " ")
                    }
                    report(
                        .placeholderMismatch, "placeholders\(label) \(list(scan)) do not match the base's \(list(baseScan))",
                        .placeholder)
                }
            }
            let identical = !isBase && category == nil && baseValue != nil && text == baseValue!
            if identical, !allowedIdentical(text, allowed: keyFacts.allowedIdentical) {
                report(.untranslated, "value identical to the base language \(context.baseLanguage): \(quoted(text))", .untranslated)
            }
            var scriptFound = false
            if let script = facts.script {
                let foreign = ScriptDetector.foreignWords(in: text, expected: script)
                if !foreign.isEmpty {
                    scriptFound = true
                    let sample = foreign.prefix(3).joined(separator: ", ")
                    report(.wrongScript, "expected \(script.rawValue) script for \(language)\(label), found \(sample)", .issue)
                }
            }
            // A value identical to the base is `untranslated`, one in the wrong script `wrong-script`:
            // the word profiles judge the rest.
            if !identical, !scriptFound, let other = context.languageProfiles?.otherLanguage(of: text, declared: facts.primary) {
                report(.wrongLanguage, "text\(label) reads as \(other), not \(language): \(quoted(text))", .issue)
            }
            if let budget = keyFacts.budget, text.count > budget {
                report(.tooLong, "\(text.count) characters\(label), over the budget of \(budget): \(quoted(text))", .issue)
            }
        }
        if let plurals = entry.plurals {
            for category in PluralRules.categoryOrder { if let t = plurals[category] { checkText(category, t) } }
        } else {
            checkText(nil, entry.value ?? "")
        }
        shown = (wholeValue, baseValue)
        if !entry.isFinal {
            report(.notFinal, "state \"\(entry.state ?? "")\" is not final", .state)
        }
        return cell
    }

    static func allowedIdentical(_ text: String, allowed: Set<String>?) -> Bool {
        if let allowed, allowed.contains("*") || allowed.contains(text) { return true }
        var hasWord = false
        var allAcronyms = true
        var word = ""
        for ch in PlaceholderScanner.removingPlaceholders(text) + " " {
            if ch.isLetter || ch.isNumber {
                word.append(ch)
            } else if !word.isEmpty {
                if word.contains(where: \.isLetter) {
                    hasWord = true
                    if !ScriptDetector.latinAcronyms.contains(word) { allAcronyms = false }
                }
                word = ""
            }
        }
        return !hasWord || allAcronyms
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
