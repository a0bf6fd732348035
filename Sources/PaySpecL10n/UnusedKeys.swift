import Foundation

/// What `--code` changes in a report: a finding about a key the app's files never name asks
/// nothing of a translator (the app does not show the text), so it becomes a note; the keys
/// themselves are listed once, for a developer who may remove them.
public enum UnusedKeys {
    /// The checks about one key's text in one language: what a translator would change.
    static let translatorChecks: Set<CheckID> = [
        .missingKey, .emptyValue, .untranslated, .placeholderMismatch, .pluralMissing, .pluralExtra, .notFinal, .whitespace,
        .wrongScript, .tooLong, .encodingDamage, .templateMarkup, .mnemonic,
    ]

    /// How such a finding's message ends.
    public static let suffix = " (no file of the app's code names this key: the app does not show it)"

    /// Makes every translator finding on a key `code` does not name a note; returns those keys,
    /// sorted. A key the key map renamed is looked for as the app names it (`comgate_cvv_hint`,
    /// not the SDK's `cvvHint`).
    public static func apply(to report: inout L10nReport, code: CodeReferences, keyMap: KeyMap = KeyMap()) -> [String] {
        var unused: Set<String> = []
        var verdicts: [String: Bool] = [:]
        let catalogKeys = Set(report.matrix.keys)
        let code = judged(code, for: report)
        let judgesSentences = quotesItsSentenceKeys(report, code: code)
        for i in report.findings.indices {
            let finding = report.findings[i]
            guard translatorChecks.contains(finding.check), let key = finding.key else { continue }
            let named =
                verdicts[key]
                ?? (judgesSentences && isSentence(key)
                    ? holdsSentence(key, code) : names(keyMap.appKeyOfSDKKey[key] ?? key, code, catalogKeys: catalogKeys))
            verdicts[key] = named
            // A storyboard's or intent definition's table: the system reads it, not the code.
            if named || finding.file.map({ code.documentReads(key, table: $0) }) == true { continue }
            unused.insert(keyMap.appKeyOfSDKKey[key] ?? key)
            if finding.severity != .note {
                report.findings[i].severity = .note
                report.findings[i].message += suffix
            }
        }
        keepingKeysTheCodeHolds(&report, code: code)
        return unused.sorted()
    }

    /// How an extra key's message ends where the app's code or an interface document holds it.
    public static let textInCodeSuffix =
        " (the app's code passes this key as its own text, or an interface document holds it: the base table need not list it)"

    /// An extra key of an Apple `.strings` table or an i18next JSON file, written as its text,
    /// that the app's code quotes (`NSLocalizedString("Active Carbs", comment: …)`,
    /// `t("Open book")`), or whose storyboard holds its object with a text in that property, is no
    /// stale key: the platform shows the key, or the text the
    /// code passes with it, where the base table lacks it. A note. An extra key nothing names
    /// stays extra; so does one of an Android or ARB catalog, whose build needs the base's.
    static func keepingKeysTheCodeHolds(_ report: inout L10nReport, code: CodeReferences) {
        var verdicts: [String: Bool] = [:]
        for i in report.findings.indices {
            let finding = report.findings[i]
            guard finding.check == .extraKey, finding.severity != .note, let key = finding.key, let file = finding.file,
                file.hasSuffix(".strings") || file.hasSuffix(".json")
            else { continue }
            // A key of more than one token quoted anywhere; a word (`Filter`, `Version`), which
            // code quotes and names for many reasons besides showing it, only where code passes
            // it to a lookup (`Text("On")`, `t("Save")`).
            let held = verdicts[key] ?? (code.looksUp(key) || (isSentence(key) && code.quotes(key)))
            verdicts[key] = held
            // A storyboard's key is its object's only while the object holds a text there: a
            // button whose title the code sets has none, and its old key is stale.
            guard held || (code.documentReads(key, table: file) && code.interfaceHolds(key)) else { continue }
            report.findings[i].severity = .note
            report.findings[i].message += textInCodeSuffix
        }
    }

    /// Whether `key` is more than one token (`Show a Bitcoin address`, `Fee: %@`): a key
    /// written as its development-language text.
    static func isSentence(_ key: String) -> Bool { !key.utf8.allSatisfy(CodeReferences.isTokenByte) }

    /// The least share of an Apple app's sentence keys its code must quote before a sentence key
    /// it does not quote is taken for unused.
    static let quotedSentenceShare = 0.5

    /// Whether the report's catalogs are all Apple's and the app's code quotes at least
    /// `quotedSentenceShare` of their sentence keys (`Text("Show a Bitcoin address")`,
    /// `NSLocalizedString("Fee: %@", comment: …)`): then a sentence key no code quotes, passes
    /// to a lookup or shows in an interface document is not shown either. An app whose code
    /// quotes few of them reaches its keys another way (generated accessors, a table of its
    /// own, another repository's package), and its sentence keys are not judged.
    static func quotesItsSentenceKeys(_ report: L10nReport, code: CodeReferences) -> Bool {
        let apple: Set<String> = ["strings", "stringsdict", "xcstrings"]
        guard !report.files.isEmpty,
            report.files.allSatisfy({ apple.contains(($0 as NSString).pathExtension.lowercased()) })
        else { return false }
        let sentences = report.matrix.keys.filter(isSentence)
        guard !sentences.isEmpty else { return false }
        let quoted = sentences.filter { holdsSentence($0, code) }.count
        return Double(quoted) >= quotedSentenceShare * Double(sentences.count)
    }

    /// Whether a literal of the code holds a sentence key, a lookup is passed it, or an interface
    /// document shows it.
    static func holdsSentence(_ key: String, _ code: CodeReferences) -> Bool {
        code.quotes(key) || code.looksUp(key) || code.interfaceHolds(key)
    }

    /// Whether some file of `code` names a key of the report's catalogs: none means the folder
    /// holds no code of this app (a repository of translations alone, a wrong folder), and a
    /// run that took every key for unused would have judged nothing.
    public static func namesAnyKey(of report: L10nReport, code: CodeReferences, keyMap: KeyMap = KeyMap()) -> Bool {
        let catalogKeys = Set(report.matrix.keys)
        let code = judged(code, for: report)
        if catalogKeys.contains(where: { names(keyMap.appKeyOfSDKKey[$0] ?? $0, code, catalogKeys: catalogKeys) }) { return true }
        // A storyboard's or intent definition's table is named by its document, not by code.
        return report.findings.contains { finding in
            guard let key = finding.key, let file = finding.file else { return false }
            return code.documentReads(key, table: file)
        }
    }

    /// The code's names judged for the report's catalogs: a web app's JSON catalogs
    /// (`locales/de.json`) are read by quoting their keys; an Android app's strings are
    /// resources, which code names `R.string.key`, `@string/key`.
    static func judged(_ code: CodeReferences, for report: L10nReport) -> CodeReferences {
        let quotedOnly = !report.files.isEmpty && report.files.allSatisfy { $0.lowercased().hasSuffix(".json") }
        let androidOnly =
            !report.files.isEmpty && report.files.allSatisfy { CodeReferences.isAndroidValuesFile(URL(fileURLWithPath: $0)) }
        return code.judging(catalogKeys: Set(report.matrix.keys), camelSpellings: !quotedOnly, androidResources: androidOnly)
    }

    /// Whether `code` names `key` or, for an i18next plural form (`items_one`), its stem.
    static func names(_ key: String, _ code: CodeReferences, catalogKeys: Set<String> = []) -> Bool {
        if code.names(key, catalogKeys: catalogKeys) { return true }
        if let form = I18nextPluralKey(key) { return code.names(form.stem, catalogKeys: catalogKeys) }
        return false
    }

    /// The note a run prints: how many keys, and the first few.
    public static func sentence(_ keys: [String], folders: [String]) -> String {
        let shown = keys.prefix(5).joined(separator: ", ") + (keys.count > 5 ? ", …" : "")
        return "\(keys.count) key\(keys.count == 1 ? "" : "s") with findings \(keys.count == 1 ? "is" : "are") named by no file under "
            + folders.joined(separator: ", ")
            + " (\(shown)): their findings are notes (--notes shows them); a developer may remove the keys"
    }
}
