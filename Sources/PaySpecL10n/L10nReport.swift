/// The outcome of one `l10n check`: the findings, the language x key matrix, the files read
/// and those that could not be parsed.
public struct L10nReport: Sendable {
    public var profileName: String
    public var baseLanguage: String
    public var findings: [L10nFinding]
    public var matrix: LanguageKeyMatrix
    public var files: [String]
    public var parseErrors: [CatalogParseError]
    /// Whether the catalogs are gettext's without a template (`.pot`): the base texts are each
    /// catalog's msgids, no key is called extra, and a key is missing only where the
    /// language's own catalog lists it (see `SkippedChecks`).
    public var gettextWithoutTemplate = false
    /// JSON files beside per-language catalogs that are no catalog (`percentages.json`):
    /// skipped, each with a note (see `OtherJSONData`).
    public var skippedNonCatalogs: [String] = []
    /// Legacy `.strings` and `.stringsdict` tables a String Catalog of their name supersedes:
    /// not read, each group with a note (see `SupersededTables`).
    public var supersededTables: [SupersededTables.Group] = []
    /// Base `.strings` tables without the development-language text, whose translations' keys
    /// are not called extra (see `BaseTableWithoutText`).
    public var tablesWithoutBaseText: [BaseTableWithoutText] = []

    public init(
        profileName: String, baseLanguage: String, findings: [L10nFinding], matrix: LanguageKeyMatrix, files: [String],
        parseErrors: [CatalogParseError]
    ) {
        self.profileName = profileName
        self.baseLanguage = baseLanguage
        self.findings = findings
        self.matrix = matrix
        self.files = files
        self.parseErrors = parseErrors
    }

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
    public var noteCount: Int { findings.filter { $0.severity == .note }.count }

    /// Findings grouped by language, languages sorted.
    public var findingsByLanguage: [(String, [L10nFinding])] {
        Dictionary(grouping: findings, by: \.language).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
