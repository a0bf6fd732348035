/// The checks on one present entry: empty, whitespace, identical to base, placeholders,
/// plural categories, state, script and length. Returns the entry's matrix cell.
enum ValueChecks {
    struct Context: Sendable {
        var profile: CheckProfile
        var baseValues: [String: String]
        var baseScans: [String: PlaceholderScanner.Scan]
        var basePlurals: [String: [String: String]]
    }

    static func run(_ entry: CatalogEntry, language: String, context: Context, into findings: inout [L10nFinding]) -> LanguageKeyMatrix.Cell {
        var cell = LanguageKeyMatrix.Cell.ok
        let key = entry.key
        let profile = context.profile
        let isBase = language == profile.baseLanguage
        let baseValue = context.baseValues[key]
        func report(_ check: CheckID, _ message: String, _ mark: LanguageKeyMatrix.Cell) {
            guard !profile.disabled.contains(check) else { return }
            findings.append(L10nFinding(check, language: language, key: key, message, file: entry.file, location: entry.location))
            cell = min(cell, mark)
        }
        var texts: [(String?, String)] = []
        if let plurals = entry.plurals {
            for category in PluralRules.categoryOrder { if let t = plurals[category] { texts.append((category, t)) } }
        } else {
            texts.append((nil, entry.value ?? ""))
        }
        if let plurals = entry.plurals, let categories = PluralRules.categories(for: language) {
            let have = Set(plurals.keys)
            let lacking = categories.filter { !have.contains($0) }
            let foreign = PluralRules.categoryOrder.filter { have.contains($0) && !categories.contains($0) }
            if !lacking.isEmpty {
                report(.pluralMissing, "plural categories missing for \(language): \(lacking.joined(separator: ", "))", .issue)
            }
            if !foreign.isEmpty {
                report(.pluralExtra, "plural categories \(language) does not have: \(foreign.joined(separator: ", "))", .issue)
            }
        }
        for (category, text) in texts {
            let label = category.map { " (\($0))" } ?? ""
            if text.allSatisfy(\.isWhitespace) {
                report(.emptyValue, "empty value\(label)", .empty)
                continue
            }
            if let first = text.first, let last = text.last, first.isWhitespace || last.isWhitespace {
                let reference = category.flatMap { context.basePlurals[key]?[$0] } ?? baseValue ?? ""
                let leadingOK = first.isWhitespace && reference.first?.isWhitespace == true
                let trailingOK = last.isWhitespace && reference.last?.isWhitespace == true
                if (first.isWhitespace && !leadingOK) || (last.isWhitespace && !trailingOK) {
                    report(.whitespace, "leading or trailing whitespace\(label): \(quoted(text))", .issue)
                }
            }
            let scan = PlaceholderScanner.scan(text)
            if scan.mixesPositional {
                report(.placeholderMismatch, "positional and non-positional placeholders mixed\(label): \(quoted(text))", .placeholder)
            } else if let baseScan = context.baseScans[key], !isBase || profile.baseValues != nil {
                let expected = baseScan.signature
                let actual = scan.signature
                let mismatch = category == nil || category == "other" ? expected != actual : !Set(actual).isSubset(of: Set(expected))
                if mismatch {
                    let e = expected.isEmpty ? "none" : expected.joined(separator: " ")
                    let a = actual.isEmpty ? "none" : actual.joined(separator: " ")
                    report(.placeholderMismatch, "placeholders\(label) \(a) do not match the base's \(e)", .placeholder)
                }
            }
            if !isBase, category == nil, let baseValue, text == baseValue, !allowedIdentical(text, key: key, profile: profile) {
                report(.untranslated, "value identical to the base language \(profile.baseLanguage): \(quoted(text))", .untranslated)
            }
            if let script = ScriptDetector.expectedScript(for: language) {
                let foreign = ScriptDetector.foreignWords(in: text, expected: script)
                if !foreign.isEmpty {
                    let sample = foreign.prefix(3).joined(separator: ", ")
                    report(.wrongScript, "expected \(script.rawValue) script for \(language)\(label), found \(sample)", .issue)
                }
            }
            if let budget = profile.lengthBudgets[key], text.count > budget {
                report(.tooLong, "\(text.count) characters\(label), over the budget of \(budget): \(quoted(text))", .issue)
            }
        }
        if !entry.isFinal {
            report(.notFinal, "state \"\(entry.state ?? "")\" is not final", .state)
        }
        return cell
    }

    static func allowedIdentical(_ text: String, key: String, profile: CheckProfile) -> Bool {
        if let allowed = profile.identicalAllowlist[key], allowed.contains("*") || allowed.contains(text) { return true }
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
