/// What an unreadable catalog file keeps the check from judging. Every other file is still
/// checked; the findings that would only echo the unread file are dropped and the run says so,
/// per language: the base's keys of an unread base file are unknown, so the other languages'
/// keys cannot be called extra; a language's unread file would make its keys look missing.
/// gettext catalogs without their template (`.pot`) lack what the template alone says, the
/// messages the program uses: the run says which checks that narrows, and why.
public struct SkippedChecks: Sendable, Equatable {
    /// The unread file, or the catalogs whose template is missing.
    public var file: String
    /// Whether `file` could not be read (else the catalogs were read, and lack their template,
    /// or `file` is a base table without the development-language text).
    public var unread = true
    /// Whether `file` is a base `.strings` or JSON table without the text (see `BaseTableWithoutText`).
    public var withoutBaseText = false
    /// The checks skipped.
    public var checks: [CheckID]
    /// The languages they were skipped for (`*`: every language but the base).
    public var languages: [String]
    /// Why, in words.
    public var reason: String

    /// Drops from `report` the findings the unread files make meaningless and says which.
    public static func apply(to report: inout L10nReport, baseLanguage: String?) -> [SkippedChecks] {
        var skipped: [SkippedChecks] = []
        let base = report.baseLanguage
        for error in report.parseErrors.sorted(by: { $0.file < $1.file }) {
            let language = CatalogLoader.pathLanguage(error.file, baseLanguage: baseLanguage).map(LanguageCodes.normalize)
            guard let language else {
                // A file of many languages, or one whose language the path does not name.
                skipped.append(
                    SkippedChecks(
                        file: error.file, checks: [], languages: [],
                        reason: "its entries are not checked; the findings of every other file stand"))
                continue
            }
            if language == base {
                let others = report.matrix.languages.filter { $0 != base }
                // The base's own catalog is the unread file, reported as such: not also a missing language.
                report.findings.removeAll { $0.check == .missingLanguage && $0.language == base }
                skipped.append(
                    SkippedChecks(
                        file: error.file, checks: [.extraKey, .missingKey, .untranslated, .placeholderMismatch], languages: others,
                        reason:
                            "the base language's keys in it are unknown: no key is called extra, and its keys are not checked in the other languages"
                    ))
            } else {
                // The language's other files are still read and their values checked: only the
                // checks that need the whole language's keys are skipped.
                skipped.append(
                    SkippedChecks(
                        file: error.file, checks: [.missingKey, .missingLanguage], languages: [language],
                        reason: "its entries are unread: the keys it holds are not called missing, and their values are not checked"))
            }
        }
        if report.gettextWithoutTemplate {
            skipped.append(
                SkippedChecks(
                    file: "the gettext catalogs", unread: false, checks: [.extraKey], languages: ["*"],
                    reason:
                        "which messages the program uses only the template says. missing-key is judged on evidence: a message "
                        + "the language's own catalog lists untranslated, or one the catalogs merged with the newest template "
                        + "list (a message only older catalogs list may be one the program dropped). Each catalog's msgids are "
                        + "its base texts, so every other check reads them"))
        }
        for table in report.tablesWithoutBaseText {
            let holds = table.baseEntries == 0 ? "has no entries" : "has \(table.baseEntries)"
            skipped.append(
                SkippedChecks(
                    file: table.file, unread: false, withoutBaseText: true,
                    checks: [.extraKey, .emptyValue, .untranslated, .placeholderMismatch, .wrongScript], languages: table.languages,
                    reason:
                        "it \(holds) while the tables of that name in \(table.languages.count) languages have up to \(table.keys) keys it lacks: "
                        + (table.file.hasSuffix(".json")
                            ? "the keys are probably the development-language text (i18next shows a key it lacks as itself), so those keys are not "
                            : "the development-language text is probably in the code (NSLocalizedString's value:), so those keys are not ")
                        + "called extra and their values, having no base text, are not checked"))
        }
        // A check the run says it skipped for a language reports nothing for that language, even
        // where another file gave it something to say: the note and the findings must agree.
        var silenced: [CheckID: Set<String>] = [:]
        for s in skipped where s.unread { for check in s.checks { silenced[check, default: []].formUnion(s.languages) } }
        if !silenced.isEmpty {
            report.findings.removeAll { silenced[$0.check]?.contains($0.language) == true }
        }
        return skipped
    }

    /// One line for the person running the check.
    public var sentence: String {
        guard !checks.isEmpty else { return "\(file) could not be read: \(reason)" }
        let list =
            languages.count > 12
            ? languages.prefix(12).joined(separator: ", ") + " and \(languages.count - 12) more" : languages.joined(separator: ", ")
        if withoutBaseText {
            return
                "\(file) is a base table without its text; skipped \(checks.map(\.rawValue).joined(separator: ", ")) for its keys in \(list): \(reason)"
        }
        guard unread else {
            return
                "\(file) have no template (.pot); skipped \(checks.map(\.rawValue).joined(separator: ", ")): \(reason)"
        }
        return
            "\(file) could not be read; skipped \(checks.map(\.rawValue).joined(separator: ", ")) for \(list.isEmpty ? "no other language" : list): \(reason)"
    }
}
