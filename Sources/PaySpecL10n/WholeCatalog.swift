/// A language's catalog that is, as a whole, not a translation into it: most of its values are
/// the base text word for word (the base language exported as the fallback of every key not
/// yet translated), or most are written in another script (Sorani Kurdish, in Arabic letters,
/// filed under Kurmanji's `ku`). One finding for the language says so, naming what the
/// catalog looks like, instead of one finding per key.
enum WholeCatalog {
    /// At least this many findings of one kind, and more than half of the language's values.
    static let minimumFindings = 20

    static func collapsing(_ findings: [L10nFinding], language: String, base: String, present: Int) -> [L10nFinding] {
        guard present > 0, findings.count >= minimumFindings else { return findings }
        var result = findings
        let untranslated = findings.filter { $0.check == .untranslated && $0.key != nil }
        // A plural entry's variants may each be a finding: the values are counted by key, as
        // `present` counts them.
        let untranslatedValues = valueCount(untranslated)
        if untranslatedValues >= minimumFindings, untranslatedValues * 2 > present {
            result.removeAll { $0.check == .untranslated && $0.key != nil }
            result.append(
                L10nFinding(
                    .untranslated, language: language, key: nil,
                    "\(untranslatedValues) of \(present) values are the base language \(base)'s text word for word: the catalog looks like \(base) exported as the fallback of untranslated keys, not a translation into \(language)",
                    file: untranslated.first?.file))
        }
        result = collapsingUniformState(result, language: language, present: present)
        let foreign = result.filter { $0.check == .wrongScript && $0.key != nil }
        let foreignValues = valueCount(foreign)
        if foreignValues >= minimumFindings, foreignValues * 2 > present {
            let found = dominantScript(foreign.compactMap(\.value))
            let expected = ScriptDetector.expectedScript(for: language)?.rawValue ?? "its own"
            result.removeAll { $0.check == .wrongScript && $0.key != nil }
            result.append(
                L10nFinding(
                    .wrongScript, language: language, key: nil,
                    "\(foreignValues) of \(present) values are written in \(found) script, not \(expected) as \(language) is: the catalog looks like another language's filed under \(language)",
                    file: foreign.first?.file))
        }
        return result
    }

    /// A String Catalog language whose values are all, or all but a twentieth, in one state that
    /// is not final (`new` or `needs_review`): the state a translation platform's export gives
    /// every value it writes (Crowdin's, `new` for 1,281 of 1,281 values in each language, or
    /// `needs_review` for all but a few), translated or not. Xcode builds and shows them all
    /// alike, so the state sets no value apart and asks a translator for nothing: one note for
    /// the language instead of one finding per key. A value still in English stays reported, by
    /// `untranslated`; a catalog that marks some values among final ones keeps its per-key
    /// findings, as there the state names the values still to be done.
    static func collapsingUniformState(_ findings: [L10nFinding], language: String, present: Int) -> [L10nFinding] {
        // A note (a review that can change nothing) already asks for nothing and is not counted.
        let isKeyState = { (f: L10nFinding) in
            f.check == .notFinal && f.severity != .note && f.key != nil && f.file?.hasSuffix(".xcstrings") == true
        }
        let stateFindings = findings.filter(isKeyState)
        let values = valueCount(stateFindings)
        guard values >= minimumFindings, values * 20 >= present * 19,
            let uniformState = uniformStates.first(where: { state in
                stateFindings.allSatisfy { $0.message == ValueChecks.notFinalMessage(state) }
            })
        else { return findings }
        var result = findings.filter { !isKeyState($0) }
        result.append(
            L10nFinding(
                .notFinal, language: language, key: nil,
                "\(values) of \(present) values are in state \"\(uniformState)\": the catalog gives every translation that state, as a translation platform exports them, so it sets no value apart; mark the reviewed values translated to let the state tell them apart",
                file: stateFindings.first?.file, severity: .note))
        return result
    }

    /// The states a translation platform exports every String Catalog value with, its text
    /// translated or not.
    static let uniformStates = ["new", "needs_review"]

    /// How many values the findings are about: one per key, whatever its plural variants.
    static func valueCount(_ findings: [L10nFinding]) -> Int {
        Set(findings.compactMap(\.key)).count
    }

    /// The script most letters of the texts are in, by Unicode block.
    static func dominantScript(_ texts: [String]) -> String {
        var counts: [String: Int] = [:]
        for text in texts.prefix(200) {
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                counts[blockName(scalar.value), default: 0] += 1
            }
        }
        return counts.max { $0.value < $1.value }?.key ?? "another"
    }

    static func blockName(_ v: UInt32) -> String {
        switch v {
        case 0...0x24F, 0x1E00...0x1EFF: return "Latin"
        case 0x370...0x3FF, 0x1F00...0x1FFF: return "Greek"
        case 0x400...0x52F: return "Cyrillic"
        case 0x530...0x58F: return "Armenian"
        case 0x590...0x5FF: return "Hebrew"
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFEFF: return "Arabic"
        case 0x900...0x97F: return "Devanagari"
        case 0x980...0x9FF: return "Bengali"
        case 0xE00...0xE7F: return "Thai"
        case 0x10A0...0x10FF: return "Georgian"
        case 0x1200...0x139F: return "Ethiopic"
        case 0x3040...0x30FF: return "Japanese kana"
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: return "Han"
        case 0xAC00...0xD7AF, 0x1100...0x11FF: return "Hangul"
        default: return "another"
        }
    }
}
