import PaySpecArguments
import PaySpecL10n
import PaySpecReport

/// The options of `payspec l10n check|export|bench`, declared once for the three actions: each
/// action's OPTIONS section is written from these declarations.
enum L10nOptions {
    static let sdk = Option<String?>.text(
        "--sdk", label: "SDK",
        help: """
            Check against the spec's keys, languages and reference texts
            of SDK (default: comgate). '--spec SDK' is a deprecated
            spelling (every other command's --spec takes a folder).
            """)
    static let base = Option<String?>.text("--base", label: "LANG", help: "Generic mode: check against the catalog's own base language.")
    static let specDirectory = Option<String?>.path("--spec-dir", label: "DIR", help: BuiltInSuite.specHelp)
    static let languages = Option<[String]?>.words("--languages", label: "a,b,...", help: "Expect only these languages.")
    static let allowIdentical = Option<[String]>.texts(
        "--allow-identical", label: "KEY",
        help: """
            KEY may equal the base text (repeatable); KEY=sv,ru only in
            those languages (identical by design there, e.g. a brand).
            """)
    static let strictLanguageCodes = Option<Bool>.flag(
        "--strict-language-codes",
        help: """
            Report nb, nb-NO, values-nb-rNO, nb_NO as noncanonical-language
            errors instead of reading them as the spec's no with a note.
            """)
    static let notes = Option<Bool>.flag(
        "--notes",
        help: """
            Also report notes, which ask for no action (a language code read
            as the one it stands for, a code the kit has no data for).
            """)
    static let disable = Option<[String]>.texts(
        "--disable", label: "CHECK",
        help: "Switch a check off (repeatable); ids: \(CheckID.allCases.map(\.rawValue).joined(separator: ", ")).")
    static let format = JudgingOptions.format(
        ReportFormat.names,
        help: """
            \(spoken(ReportFormat.names)) (default: {default}).
            html is one page for translators: each finding's value beside
            the base text, a filter by language, check and text, pages.
            """
    ).labelled("FMT")
    static let output = JudgingOptions.output.described(
        """
        Write the report to FILE ('-': standard output); refused when
        FILE is one of the catalogs checked.
        """)
    static let failOn = Option<String>.choice(
        FindingOptions.failOn.name, ["error", "warning", "never"], default: "error",
        help: "\(spoken(["error", "warning", "never"])) (default: {default})."
    ).labelled("LEVEL")
    static let keyMap = Option<String?>.path(
        "--key-map",
        help: """
            The app's names for the SDK's keys: {"keyMap": {"comgate_pan_label":
            "panLabel"}}. Without it, a payspec-l10n.json at the root of a
            folder checked is read. With --sdk, the app's other keys are its own.
            """)
    static let baseline = Option<String?>.path(
        "--baseline",
        help: """
            Accepted findings, one 'check<TAB>language<TAB>key' a line: they
            are not reported; a record that matches none is stale-baseline.
            """)
    static let writeBaseline = Option<String?>.path(
        "--write-baseline",
        help: """
            Record the current findings (warnings and errors) in FILE, sorted;
            an existing FILE is replaced only with --force.
            """)
    static let force = Option<Bool>.flag("--force", help: "Replace an existing file.")
    static let code = Option<[String]>.paths(
        "--code", label: "DIR",
        help: """
            The app's own files (repeatable): a finding about a key no file
            under DIR names (the app never shows it) is a note, and those
            keys are listed once for a developer to remove; so is one in a
            table file its Xcode project leaves out of a language it ships.
            Languages it does not ship or list are named once.
            """)

    /// What `l10n export` writes; the action checks the value and names these.
    static let exportFormats: [String] = ["xcstrings", "xliff", "csv"] + PlatformExport.allCases.map(\.rawValue)
    static let exportFormat = Option<String?>.text(
        JudgingOptions.format.name, label: "FMT", help: "What to write, one of the FORMATS below:\n\(spoken(exportFormats)).")
    static let exportOutput = JudgingOptions.output.described(
        """
        The file or folder to write ('-': standard output, for xcstrings
        and csv only).
        """, label: "PATH|-")
    static let exportForce = force.described(
        """
        Replace an existing file (xcstrings, csv) or files already in
        the folder (xliff, strings, android, json, arb, po). Without it
        an export that would replace one writes nothing and exits 2: an
        app's Localizable.xcstrings, values/strings.xml or
        de.lproj/Localizable.strings holds the app's own strings too.
        """)
    static let exportSDK = sdk.described("Whose translation keys (default: comgate; '--spec' is deprecated).")

    static let benchLanguages = Option<Int>.count(
        languages.name, 1...180, default: 100, help: "Languages of the synthetic catalog (default {default}).")
    static let keys = Option<Int>.count(
        "--keys", 1...1_000_000, default: 10_000, help: "Keys of the synthetic catalog (default {default}).")
    static let formats = Option<[String]?>.words(
        "--formats", label: "a,b,...",
        help: "The synthetic catalog's formats (default: every format).")
    static let writeOnly = Option<String?>.path(
        "--write-only", label: "DIR", help: "Only write the synthetic catalogs into DIR; check nothing.")
    static let peers = Option<Bool>.flag(
        "--peers",
        help: """
            Check the Android and XLIFF 1.2 catalogs with payspec, the CPython
            yardstick (tools/bench/l10n_yardstick.py) and compare-locales /
            pofilter, interleaved; print paired ratios. Installs those two
            into a virtual environment under ~/.cache/payspec (once; PyPI).
            """)
    static let rounds = Option<Int>.count(BenchOptions.rounds.name, 1...100, default: 3, help: "Rounds for --peers (default {default}).")

    /// `a, b or c`, as a help text lists values.
    static func spoken(_ values: [String]) -> String {
        values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values.last!
    }

    static let checkSection = OptionHelp(
        "OPTIONS:", column: 25,
        [
            .option(sdk), .option(base), .option(specDirectory), .option(languages), .option(allowIdentical),
            .option(strictLanguageCodes), .option(notes), .option(disable), .option(format), .option(output), .option(failOn),
            .option(keyMap), .option(code), .option(baseline), .option(writeBaseline), .option(force),
        ])
    static let exportSection = OptionHelp(
        "OPTIONS:", column: 25,
        [.option(exportFormat), .option(exportOutput), .option(exportForce), .option(exportSDK), .option(specDirectory)])
    static let benchSection = OptionHelp(
        "OPTIONS:", column: 25,
        [.option(benchLanguages), .option(keys), .option(formats), .option(writeOnly), .option(peers), .option(rounds)])

    // What each action accepts, in the order completions list them; the deprecated `--spec SDK`
    // is named in the help of --sdk rather than in a row of its own.
    static let check: [OptionDeclaration] = [
        sdk.declaration, base.declaration, specDirectory.declaration, languages.declaration, allowIdentical.declaration,
        disable.declaration, format.declaration, output.declaration, failOn.declaration, SelectionOptions.spec.declaration,
        keyMap.declaration, baseline.declaration, writeBaseline.declaration, strictLanguageCodes.declaration, force.declaration,
        notes.declaration, code.declaration,
    ]
    static let export: [OptionDeclaration] = [
        exportFormat.declaration, exportOutput.declaration, exportSDK.declaration, specDirectory.declaration,
        SelectionOptions.spec.declaration, exportForce.declaration,
    ]
    static let bench: [OptionDeclaration] = [
        benchLanguages.declaration, keys.declaration, formats.declaration, writeOnly.declaration, rounds.declaration, peers.declaration,
    ]
}
