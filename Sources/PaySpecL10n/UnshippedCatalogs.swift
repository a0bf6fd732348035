import Foundation

/// What `--code` tells of catalogs the app does not ship. A translation platform pulls every
/// file and language it holds into the repository; the app's build or its code keeps only some.
///
/// - A table file an Xcode project leaves out of a language it ships (`ru.lproj/Localizable.stringsdict`
///   beside a bundled `ru.lproj/Localizable.strings`, `XcodeProjectResources`) is shown to no
///   user: its translators' findings become notes, as those on a key no code names do.
/// - A language the app does not offer at all (no Xcode project ships a table of it; or a list
///   of language codes in the app's code, `LanguageList`, that names the base and at least four
///   in five of the catalogs' languages, with few others, leaves it out) is one the app may ship
///   next: its catalogs are being translated for that day, and readers differ on whether their
///   findings ask anything of a translator now. Its findings stay; the run names the language
///   once, so a lead sees which catalogs no user reads yet.
public enum UnshippedCatalogs {
    /// What was left out, for the notes a run prints.
    public struct Result: Sendable, Equatable {
        /// Catalog files no Xcode project bundles for a language it ships, sorted.
        public var files: [String] = []
        /// Languages with catalogs that no Xcode project ships, sorted.
        public var notShipped: [String] = []
        /// Languages that the app's lists of its languages leave out, sorted, and those lists
        /// (file and line), sorted.
        public var notListed: [String] = []
        public var lists: [String] = []
        public init() {}
    }

    /// How a finding's message ends when its file is in no build.
    public static let fileSuffix = " (no Xcode project of the app bundles this file: the app does not show it)"

    /// Shares that make a list the app's list of its languages: it names at least this share
    /// of the catalogs' languages, and at most this share of its items are other languages.
    static let fewestCatalogLanguages = 0.8
    static let mostOtherItems = 0.2

    /// Makes every translator finding on a file left out of a shipped language a note; finds the
    /// languages the app does not offer.
    public static func apply(to report: inout L10nReport, code: CodeReferences) -> Result {
        var result = Result()
        let base = LanguageCodes.primarySubtag(report.baseLanguage)

        // Lists of the app's languages, by primary subtag.
        var catalogLanguages = Set(report.matrix.languages.map(LanguageCodes.primarySubtag))
        catalogLanguages.insert(base)
        let lists = code.languageLists.filter { list in
            let named = list.languages.intersection(catalogLanguages).count
            let others = list.languages.count - named
            return list.languages.contains(base)
                && Double(named) >= fewestCatalogLanguages * Double(catalogLanguages.count)
                && Double(others) <= mostOtherItems * Double(list.languages.count)
        }
        if !lists.isEmpty {
            let offered = lists.reduce(into: Set<String>()) { $0.formUnion($1.languages) }
            result.notListed = catalogLanguages.subtracting(offered).sorted()
            if !result.notListed.isEmpty { result.lists = lists.map { "\($0.file):\($0.line)" }.sorted() }
        }

        var leftOut: Set<String> = []
        var notShipped: Set<String> = []
        if code.xcodeResources.projectsRead > 0 {
            for file in report.files {
                guard let language = LanguageCodes.fromPath(file), LanguageCodes.primarySubtag(language) != base else { continue }
                switch code.xcodeResources.verdict(URL(fileURLWithPath: file).standardizedFileURL.path) {
                case .bundled: continue
                case .leftOut: leftOut.insert(file)
                case .languageNotShipped: notShipped.insert(LanguageCodes.normalize(language))
                }
            }
        }
        for i in report.findings.indices {
            let finding = report.findings[i]
            guard UnusedKeys.translatorChecks.contains(finding.check), let file = finding.file, leftOut.contains(file) else { continue }
            if finding.severity != .note {
                report.findings[i].severity = .note
                report.findings[i].message += fileSuffix
            }
        }
        result.files = leftOut.sorted()
        result.notShipped = notShipped.sorted()
        return result
    }

    /// The notes a run prints: which files and languages, and what told.
    public static func sentences(_ result: Result) -> [String] {
        var sentences: [String] = []
        if !result.files.isEmpty {
            let shown = result.files.prefix(3).joined(separator: ", ") + (result.files.count > 3 ? ", …" : "")
            sentences.append(
                "\(result.files.count) catalog file\(result.files.count == 1 ? " is" : "s are") bundled by no Xcode project of the app, though \(result.files.count == 1 ? "its language ships" : "their languages ship") (\(shown)): their findings are notes (--notes shows them)"
            )
        }
        if !result.notShipped.isEmpty {
            sentences.append(
                "no Xcode project of the app ships \(result.notShipped.joined(separator: ", ")): no user reads \(result.notShipped.count == 1 ? "its catalogs" : "their catalogs") until one does; the findings on them stay"
            )
        }
        if !result.notListed.isEmpty {
            let shown = result.lists.prefix(3).joined(separator: ", ") + (result.lists.count > 3 ? ", …" : "")
            sentences.append(
                "the app's code lists its languages without \(result.notListed.joined(separator: ", ")) (\(shown)): no user reads \(result.notListed.count == 1 ? "its catalogs" : "their catalogs") until it lists \(result.notListed.count == 1 ? "it" : "them"); the findings on them stay"
            )
        }
        return sentences
    }
}
