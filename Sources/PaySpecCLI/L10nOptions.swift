import PaySpecArguments
import PaySpecReport

/// The options of `payspec l10n check|export|bench`, declared once for the three actions.
enum L10nOptions {
    static let sdk = Option<String?>.text("--sdk", label: "SDK", help: "Check against the spec's keys, languages and texts of SDK.")
    static let base = Option<String?>.text("--base", label: "LANG", help: "Generic mode: check against the catalog's own base language.")
    static let specDirectory = Option<String?>.path("--spec-dir", label: "DIR", help: BuiltInSuite.specHelp)
    static let languages = Option<[String]?>.words("--languages", label: "a,b,...", help: "Expect only these languages.")
    static let allowIdentical = Option<[String]>.texts("--allow-identical", label: "KEY", help: "KEY may equal the base text.")
    static let disable = Option<[String]>.texts("--disable", label: "CHECK", help: "Switch a check off (repeatable).")
    static let format = JudgingOptions.format(ReportFormat.names, help: "The report's format (default: {default}).")
    static let failOn = Option<String>.choice(
        FindingOptions.failOn.name, ["error", "warning", "never"], default: "error", help: "Lowest level that fails (default: {default}).")
    static let keyMap = Option<String?>.path("--key-map", help: "The app's names for the SDK's keys.")
    static let baseline = Option<String?>.path("--baseline", help: "Accepted findings, one 'check<TAB>language<TAB>key' a line.")
    static let writeBaseline = Option<String?>.path("--write-baseline", help: "Record the current findings in FILE, sorted.")
    static let strictLanguageCodes = Option<Bool>.flag("--strict-language-codes", help: "Noncanonical language codes are errors.")
    static let force = Option<Bool>.flag("--force", help: "Replace an existing file.")
    static let notes = Option<Bool>.flag("--notes", help: "Also report notes.")
    /// `export --format`: checked against the export formats by the action, which names them.
    static let exportFormat = Option<String?>.text(JudgingOptions.format.name, label: "FMT", help: "The export's format.")
    static let benchLanguages = Option<Int>.count(languages.name, 1...180, default: 100, help: "Languages of the synthetic catalog.")
    static let keys = Option<Int>.count("--keys", 1...1_000_000, default: 10_000, help: "Keys of the synthetic catalog.")
    static let formats = Option<[String]?>.words("--formats", label: "a,b,...", help: "The synthetic catalog's formats.")
    static let writeOnly = Option<String?>.path("--write-only", label: "DIR", help: "Only write the synthetic catalogs into DIR.")
    static let rounds = Option<Int>.count(BenchOptions.rounds.name, 1...100, default: 3, help: "Rounds for --peers (default {default}).")
    static let peers = Option<Bool>.flag("--peers", help: "Compare with the CPython yardstick and peers.")

    static let check = [
        sdk.declaration, base.declaration, specDirectory.declaration, languages.declaration, allowIdentical.declaration,
        disable.declaration, format.declaration, JudgingOptions.output.declaration, failOn.declaration, SelectionOptions.spec.declaration,
        keyMap.declaration, baseline.declaration, writeBaseline.declaration, strictLanguageCodes.declaration, force.declaration,
        notes.declaration,
    ]
    static let export = [
        exportFormat.declaration, JudgingOptions.output.declaration, sdk.declaration, specDirectory.declaration,
        SelectionOptions.spec.declaration, force.declaration,
    ]
    static let bench = [
        benchLanguages.declaration, keys.declaration, formats.declaration, writeOnly.declaration, rounds.declaration, peers.declaration,
    ]
}
