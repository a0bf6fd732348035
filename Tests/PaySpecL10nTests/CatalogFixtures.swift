import Foundation
import PaySpecL10n
import Testing

/// Catalog files written from (key, value) pairs as each format's tools write them, for the
/// suites that need a few keys in one format: one writer per format, so a fixture's shape
/// cannot drift between suites.
enum CatalogText {
    /// An Apple `.strings` table: `"key" = "value";`, one pair a line.
    static func strings(_ pairs: [(String, String)]) -> String {
        pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n") + "\n"
    }

    /// An Android `strings.xml`: on one line as a minimal fixture, or one `<string>` a line as
    /// Android Studio writes it.
    static func android(_ pairs: [(String, String)], lineByLine: Bool = false) -> String {
        let elements = pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }
        return lineByLine
            ? "<resources>\n" + elements.joined(separator: "\n") + "\n</resources>\n" : "<resources>" + elements.joined() + "</resources>"
    }
}

/// The findings of one check.
func findings(_ report: L10nReport, _ check: CheckID) -> [L10nFinding] { report.findings.filter { $0.check == check } }

/// "language key" of each finding, sorted, split into those a translator acts on and notes.
func languageKeysBySeverity(_ findings: [L10nFinding]) -> (issues: [String], notes: [String]) {
    let named = { (subset: [L10nFinding]) in subset.map { "\($0.language) \($0.key ?? "")" }.sorted() }
    return (named(findings.filter { $0.severity != .note }), named(findings.filter { $0.severity == .note }))
}

/// Writes each (text, path) pair into a new folder and checks the folder with the library both
/// ways (`checkPaths`): the project of catalogs most tests of a check start from.
func checkProject(
    _ files: [(String, String)], profile: CheckProfile, _ name: String = #function,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> L10nReport {
    let directory = makeTempDirectory(name)
    for (text, relative) in files { write(text, relative, in: directory) }
    return checkPaths([directory], profile: profile, sourceLocation: sourceLocation)
}

/// What `payspec l10n check` is given in a refusal test: the bad file itself, or its folder.
enum CheckedPath { case file, folder }

/// Writes one bad file and expects `payspec l10n check` to refuse it: exit status 2, and on
/// standard error the file's path followed by `diagnostic` (`:line:col: error: …`).
/// `arguments` go before the path checked.
func expectRefused(
    _ bytes: [UInt8], at relative: String, checkedWith arguments: [String], giving path: CheckedPath = .folder,
    diagnostic: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let directory = makeTempDirectory()
    let file = write(bytes, relative, in: directory)
    let result = runCLI(["l10n", "check"] + arguments + [path == .file ? file : directory])
    #expect(result.status == 2, "\(result)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(file + diagnostic), "\(result.stderr)", sourceLocation: sourceLocation)
}

/// The findings of one check as `language key` (or another separator), sorted: what a test
/// compares when the message does not matter.
func found(_ report: L10nReport, _ check: CheckID, separator: String = " ") -> [String] {
    report.findings.filter { $0.check == check }.map { "\($0.language)\(separator)\($0.key ?? "")" }.sorted()
}
