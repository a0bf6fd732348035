import Foundation
import PaySpecArguments
import PaySpecL10n
import PaySpecModel
import PaySpecReport

/// `payspec l10n check|export|bench`: the translator toolkit.
struct L10nCommand: PaySpecCommand {
    let name = "l10n"
    let summary = "Check translation catalogs of every platform; export a translator's starting point."
    let help = """
        USAGE: payspec l10n <check|export|bench> [options]

        The translator toolkit: check catalogs of every platform against the spec or their own
        base language, export the spec's translations as a translator's starting point, and
        measure the checks on a synthetic catalog. Each action has its own page:
          payspec l10n check --help
          payspec l10n export --help
          payspec l10n bench --help

        EXAMPLES:
          payspec l10n check MyApp/Resources
          payspec l10n export --format xliff --output translations/

        EXIT STATUS: see each action's page.
        """

    static let checkHelp = """
        USAGE: payspec l10n check [options] FILE|DIR...

        Reads .xcstrings, .strings (UTF-8, UTF-16, binary plist), .stringsdict, Android
        strings.xml (values-xx/), XLIFF 1.2 and 2.0, JSON (flat or nested, per language or one for
        all), CSV and TSV, Flutter .arb and gettext .po/.pot. Folders are walked (xx.lproj/,
        res/values-xx/, xx.json, app_xx.arb, ...).

        \(L10nOptions.checkSection.text)

        EXAMPLES:
          payspec l10n check MyApp/Resources
          payspec l10n check --sdk comgate app/src/main/res --format html --output l10n.html
          payspec l10n check --base en Localizable.xcstrings --fail-on warning
          payspec l10n check de.lproj/Localizable.strings --languages de --format github
          payspec l10n check --key-map key-map.json --baseline l10n-baseline.txt pizza-app/app/src/main/res

        EXIT STATUS: 0 no findings at or above --fail-on, 1 findings, 2 bad usage or a catalog, key
        map or baseline that could not be read or parsed (printed as file:line:column: error: what
        was expected), 74 --write-baseline could not be written.
        """

    static let exportHelp = """
        USAGE: payspec l10n export --format \(L10nOptions.exportFormats.joined(separator: "|")) --output PATH
                                   [--force] [--sdk comgate] [--spec-dir DIR]

        Writes the spec's reference translations as a translator's or an app's starting point.

        \(L10nOptions.exportSection.text)

        FORMATS:
          xcstrings              One String Catalog with every language (PATH is the file).
          xliff                  One XLIFF 1.2 file per language (PATH is a folder; every file
                                 lands or none does).
          csv                    One row per key, one column per language (PATH is the file).
          strings                PATH/xx.lproj/Localizable.strings per language (nb.lproj for no).
          android                PATH/values/strings.xml (en) and PATH/values-xx/strings.xml
                                 (values-nb for no).
          json                   PATH/xx.json per language, flat {"key": "text"}.
          arb                    PATH/app_xx.arb per language (Flutter; app_nb.arb for no), @@locale
                                 and, in app_en.arb, each key's @key description.
          po                     PATH/xx.po per language and PATH/messages.pot (gettext): the key
                                 as msgctxt, the English text as msgid, its description as #.

        EXAMPLES:
          payspec l10n export --format xliff --output translations/
          payspec l10n export --format android --output res --force
          payspec l10n export --format arb --output lib/l10n

        EXIT STATUS: 0 written, 2 bad usage or an output onto an input, 74 the output could not
        be written (nothing half-written is left).
        """

    static let benchHelp = """
        USAGE: payspec l10n bench [--languages 100] [--keys 10000] [--formats json,csv,...] [--write-only DIR]
               payspec l10n bench --peers [--languages 100] [--keys 10000] [--repeat 3]

        Writes a clean synthetic catalog per format and checks each in its own process, printing
        wall time, CPU time and peak memory per format (see docs/benchmarks.md). Run from a
        checkout with python3, the Android and XLIFF catalogs are read by the CPython yardstick
        (tools/bench/l10n_yardstick.py) too, right after each check, and CPU per string of both
        is printed with their ratio.

        \(L10nOptions.benchSection.text)

        EXAMPLES:
          payspec l10n bench --languages 100 --keys 10000

        EXIT STATUS: 0 every clean catalog checked clean, 1 a finding, a parse error or a failed
        check on a clean catalog, 2 bad usage.
        """

    let syntaxes: [CommandSyntax] = [
        CommandSyntax(action: "check", declarations: L10nOptions.check, help: Self.checkHelp),
        CommandSyntax(action: "export", declarations: L10nOptions.export, help: Self.exportHelp),
        CommandSyntax(action: "bench", declarations: L10nOptions.bench, help: Self.benchHelp),
    ]

    /// `--sdk SDK`, or its deprecated spelling `--spec SDK` (with a warning); both is an error.
    private func sdk(_ args: ArgumentScanner, _ console: inout Console) throws -> String? {
        let sdk = try args[L10nOptions.sdk]
        guard let old = try args[SelectionOptions.spec] else { return sdk }
        if sdk != nil { throw UsageError("use --sdk SDK (--spec SDK is its old spelling), not both") }
        console.err("warning: l10n --spec SDK is deprecated; use --sdk \(old) (--spec names a folder elsewhere)")
        return old
    }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        guard let action = arguments.first else { throw UsageError("l10n needs an action: check, export or bench") }
        let rest = Array(arguments.dropFirst())
        switch action {
        case "check": return try check(rest, &console)
        case "export": return try export(rest, &console)
        case "bench": return try bench(rest, &console)
        default: throw UsageError("unknown l10n action '\(TerminalText.inline(action))'; use check, export or bench")
        }
    }

    private func loadSpec(_ directory: String?, _ console: inout Console) -> SpecCatalog? {
        do {
            return try BuiltInSuite.specCatalog(directory)
        } catch {
            for d in error.diagnostics { console.err(d) }
        }
        return nil
    }

    private func check(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax("check").scan(arguments)
        let sdkName = try sdk(args, &console)
        guard !args.positionals.isEmpty else { throw UsageError("l10n check needs at least one catalog FILE or DIR") }
        let format = ReportFormat(rawValue: try args[L10nOptions.format])!
        let output = try ReportDestination(args)
        let failOn = try args[L10nOptions.failOn]
        let base = try args[L10nOptions.base]
        let specDirectory = try args[L10nOptions.specDirectory]
        let codeFolders = try args[L10nOptions.code]
        if sdkName != nil && base != nil {
            throw UsageError("use either --sdk SDK or --base LANG, not both")
        }
        var profile: CheckProfile
        if let base = base {
            profile = .generic(base: base)
        } else {
            let sdk = sdkName ?? "comgate"
            guard let catalog = loadSpec(specDirectory, &console) else { return ExitCode.usage }
            do {
                profile = try CheckProfile.spec(catalog, sdk: sdk)
            } catch let error as CatalogParseError {
                throw UsageError("--sdk \(sdk): \(error.message)")
            }
        }
        if let wanted = try args[L10nOptions.languages] {
            if let known = profile.knownLanguages ?? profile.expectedLanguages, let bad = wanted.first(where: { !known.contains($0) }) {
                throw UsageError(
                    "--languages: '\(TerminalText.inline(bad))' is not one of the spec's languages (\(known.joined(separator: ", ")))")
            }
            profile.expectedLanguages = wanted.sorted()
        }
        profile.strictLanguageCodes = try args[L10nOptions.strictLanguageCodes]
        for spec in try args[L10nOptions.allowIdentical] {
            // KEY (every language) or KEY=LANG,LANG (only those): identical to the base by design.
            guard let equals = spec.lastIndex(of: "=") else {
                profile.identicalAllowlist[spec, default: []].insert("*")
                continue
            }
            let key = String(spec[..<equals])
            let languages = spec[spec.index(after: equals)...].split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            guard !key.isEmpty, !languages.isEmpty, languages.allSatisfy(LanguageCodes.isWellFormed) else {
                throw UsageError("--allow-identical: expected KEY or KEY=LANG[,LANG...] with language codes, found '\(spec)'")
            }
            profile.identicalByDesign[key, default: []].formUnion(languages.map(LanguageCodes.normalize))
        }
        for id in try args[L10nOptions.disable] {
            guard let check = CheckID(rawValue: id) else {
                throw UsageError(
                    "--disable: no check '\(TerminalText.inline(id))'; ids: \(CheckID.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            profile.disabled.insert(check)
        }
        let project: L10nProject
        do {
            project = try L10nProject(args, profile: profile, &console)
        } catch let error as CatalogParseError {
            console.err(error.diagnostic)
            return ExitCode.usage
        }
        profile.keyMap = project.keyMap
        if let baseline = project.newBaseline, let path = output.path, OutputFile.sameTarget(baseline, path) {
            throw UsageError(
                "--write-baseline and --output name one file (\(TerminalText.inline(path))): the report would replace the baseline")
        }
        try output.refuse(
            inputs: args.positionals + (base == nil ? [specDirectory].compactMap { $0 } : [])
                + project.inputs)
        // The parsed catalogs are released once checked, before the report is built.
        var (report, errors) = { () -> (L10nReport, [CatalogParseError]) in
            let report = L10nChecker.check(
                paths: args.positionals, profile: profile, baseLanguage: base ?? profile.baseLanguage)
            return (report, report.parseErrors)
        }()
        // A path that holds no catalog (a mistyped folder, an empty one) judged nothing: its
        // "missing language" findings would blame the catalogs, not the path.
        if report.files.isEmpty && errors.isEmpty {
            let named = args.positionals.prefix(3).map(TerminalText.inline).joined(separator: ", ")
            console.err(
                "error: \(named)\(args.positionals.count > 3 ? ", …" : ""): no catalog file found (see 'payspec l10n check --help' for the formats and folder layouts read)"
            )
            return ExitCode.usage
        }
        if let status = project.refuseUnmatchedKeyMap(report, &console) { return status }
        // Keys the app's own files never name: their translations ask nothing of a translator.
        var unusedKeys: [String] = []
        var unshipped = UnshippedCatalogs.Result()
        if !codeFolders.isEmpty {
            do {
                let code = try CodeReferences(folders: codeFolders, excluding: report.files)
                // No file to read would make every key unused and every finding a note: a run
                // that judged nothing must not pass.
                guard code.codeFilesRead > 0 else {
                    let named = codeFolders.map(TerminalText.inline).joined(separator: ", ")
                    console.err(
                        "error: --code \(named): no file of the app's own code to read (only catalogs, documents and data, build output, binary files or the code of packages with catalogs of their own)"
                    )
                    return ExitCode.usage
                }
                // A folder whose files name no key of the catalogs is not this app's code: every
                // key would be unused and every finding a note.
                guard report.matrix.keys.isEmpty || UnusedKeys.namesAnyKey(of: report, code: code, keyMap: profile.keyMap) else {
                    let named = codeFolders.map(TerminalText.inline).joined(separator: ", ")
                    console.err(
                        "error: --code \(named): no file there names any key of the catalogs checked; give the folder of the app's code"
                    )
                    return ExitCode.usage
                }
                unusedKeys = UnusedKeys.apply(to: &report, code: code, keyMap: profile.keyMap)
                unshipped = UnshippedCatalogs.apply(to: &report, code: code)
            } catch {
                console.err("error: --code \(TerminalText.inline(error.folder)): no such folder")
                return ExitCode.usage
            }
        }
        let skipped = SkippedChecks.apply(to: &report, baseLanguage: base ?? profile.baseLanguage)
        // Notes ask for no action (a code read as the language it stands for): shown on request.
        if !(try args[L10nOptions.notes]) { report.findings.removeAll { $0.severity == .note } }
        if let status = project.applyBaseline(to: &report, &console) { return status }
        for error in errors.sorted(by: { $0.file < $1.file }) { console.err(error.diagnostic) }
        for s in skipped { console.err("note: " + TerminalText.inline(s.sentence)) }
        for file in report.skippedNonCatalogs { console.err("note: " + TerminalText.inline(OtherJSONData.sentence(file))) }
        for group in report.supersededTables { console.err("note: " + TerminalText.inline(SupersededTables.sentence(group))) }
        if !unusedKeys.isEmpty { console.err("note: " + TerminalText.inline(UnusedKeys.sentence(unusedKeys, folders: codeFolders))) }
        for sentence in UnshippedCatalogs.sentences(unshipped) { console.err("note: " + TerminalText.inline(sentence)) }
        let threshold: L10nSeverity? = failOn == "never" ? nil : (failOn == "warning" ? .warning : .error)
        // Only JUnit, the JSON counts and --verbose list the clean keys; only JSON writes every cell.
        let passingCases = format == .json || format == .junit || console.verbosity == .verbose
        let text = report.findingsReport(
            threshold: threshold, toolVersion: PaySpecVersion.current, passingCases: passingCases, data: format == .json
        ).rendered(
            format, suite: base == nil ? SuiteVersion.judging(unless: specDirectory) : nil, for: console)
        if let status = output.write(text, &console, workflowCommands: format == .github) { return status }
        if let path = output.path { console.note("wrote \(path): \(report.errorCount) errors, \(report.warningCount) warnings") }
        if !errors.isEmpty { return ExitCode.usage }
        guard let threshold else { return ExitCode.success }
        return report.findings.contains { $0.severity >= threshold } ? ExitCode.findings : ExitCode.success
    }

    private func export(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax("export").scan(arguments)
        try args.refuseStrayPositionals()
        let formats = L10nOptions.exportFormats
        guard let formatName = try args[L10nOptions.exportFormat] else {
            throw UsageError("l10n export needs --format \(formats.joined(separator: ", "))")
        }
        let format = try args.choice(JudgingOptions.format.name, in: formats, default: formatName)
        guard let output = try args[JudgingOptions.output] else { throw UsageError("l10n export needs --output PATH") }
        let sdk = try sdk(args, &console) ?? "comgate"
        let specDirectory = try args[L10nOptions.specDirectory]
        let force = try args[L10nOptions.force]
        guard let catalog = loadSpec(specDirectory, &console) else { return ExitCode.usage }
        let reference = CheckProfile.referenceTexts(catalog, sdk: sdk)
        guard !reference.keys.isEmpty else { throw UsageError("--sdk \(sdk): the spec has no translation keys") }
        let table = TranslationTable(keys: reference.keys, languages: reference.languages, baseLanguage: "en", texts: reference.texts)
        // What each text is for, as the spec states it: ARB's @key description, gettext's #. comment.
        var descriptions: [String: String] = [:]
        for row in catalog.rows("\(sdk)/translation-keys") {
            if let key = row.string("key"), let labels = row.string("labels") { descriptions[key] = labels }
        }
        do {
            try OutputFile.refuseInputs(output, inputs: [specDirectory].compactMap { $0 })
        } catch {
            throw UsageError("--output \(TerminalText.inline(error.description))")
        }
        if output == "-" {
            // Standard output takes one file: the String Catalog or the CSV, not a folder of XLIFF.
            guard format == "xcstrings" || format == "csv" else {
                throw UsageError("--format \(format) writes a folder (one file per language); --output - cannot hold it")
            }
            let text = format == "csv" ? CatalogWriter.delimited(table, separator: ",") : CatalogWriter.xcstrings(table)
            return ReportDestination(path: "-").write(text, &console) ?? ExitCode.success
        }
        var written: [(path: String, text: String)] = []
        do throws(OutputError) {
            switch format {
            case "xcstrings":
                try OutputFile.refuseReplacing(output, force: force)
                written.append((output, CatalogWriter.xcstrings(table)))
                try OutputFile.write(written[0].text, to: output, replacing: force)
            case "csv":
                try OutputFile.refuseReplacing(output, force: force)
                written.append((output, CatalogWriter.delimited(table, separator: ",")))
                try OutputFile.write(written[0].text, to: output, replacing: force)
            case "xliff":
                // One file per language, landing whole or not at all.
                written = table.languages.map { ("\($0).xliff", CatalogWriter.xliff12(table, language: $0)) }
                try OutputFile.writeTree(written, into: output, replacing: force)
            default:
                written = PlatformExport(rawValue: format)!.files(table, descriptions: descriptions)
                try OutputFile.writeTree(written, into: output, replacing: force)
            }
        } catch  where error.kind == .wouldReplace {
            console.err(
                "error: \(TerminalText.inline(error.description)); pass --force to replace \(written.count > 1 ? "them" : "it")")
            return ExitCode.usage
        } catch {
            console.err("error: cannot write \(TerminalText.inline(error.description))")
            return ExitCode.io
        }
        console.out(
            "wrote \(written.count) file\(written.count == 1 ? "" : "s") (\(table.languages.count) languages x \(table.keys.count) keys) to \(TerminalText.inline(output))"
        )
        return ExitCode.success
    }

    private func bench(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax("bench").scan(arguments)
        try args.refuseStrayPositionals()
        var formats = CatalogFormat.allCases
        let formatList = try args[L10nOptions.formats]
        if let list = formatList {
            formats = try list.map {
                guard let f = CatalogFormat(rawValue: $0) else {
                    throw UsageError(
                        "--formats: no format '\($0)'; formats: \(CatalogFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return f
            }
        }
        let languages = try args[L10nOptions.benchLanguages]
        let keys = try args[L10nOptions.keys]
        if let target = try args[L10nOptions.writeOnly] {
            try L10nBenchmark.writeAll(languages: languages, keys: keys, directory: target, formats: formats)
            return ExitCode.success
        }
        let directory = NSTemporaryDirectory() + "payspec-l10n-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        if try args[L10nOptions.peers] {
            guard formatList == nil else {
                throw UsageError("--peers compares the Android and XLIFF 1.2 catalogs; drop --formats")
            }
            let rounds = try args[L10nOptions.rounds]
            return try L10nPeerBench.run(
                executable: executable, languages: languages, keys: keys, rounds: rounds, directory: directory, &console)
        }
        if args.value(L10nOptions.rounds.name) != nil { throw UsageError("--repeat goes with --peers") }
        console.out("synthetic catalog: \(languages) languages x \(keys) keys per format; each format checked by its own")
        console.out("'payspec l10n check --base en DIR' process (wall clock and that process's peak RSS)")
        console.out("")
        console.out("| format | files | MiB on disk | strings | check, wall (s) | check, CPU (s) | peak RSS (MiB) | findings |")
        console.out("|---|---:|---:|---:|---:|---:|---:|---:|")
        var lines: [String] = []
        // From a checkout with python3, the formats the CPython yardstick reads are read by it
        // too, in the same run: CPU per string against it is the figure that survives a busy machine.
        let yardstick = BenchCommand.which("python3").flatMap { python in
            FileManager.default.fileExists(atPath: L10nPeerBench.yardstick) ? [python, L10nPeerBench.yardstick] : nil
        }
        let measurements = try L10nBenchmark.runIsolated(
            executable: executable, languages: languages, keys: keys, directory: directory, formats: formats, yardstick: yardstick
        ) { m in
            let line =
                "| \(m.format.rawValue) | \(m.files) | \(String(format: "%.0f", Double(m.bytes) / 1_048_576)) | \(languages * keys) | "
                + "\(String(format: "%.2f", m.seconds)) | \(String(format: "%.2f", m.cpuSeconds)) | "
                + "\(String(format: "%.0f", m.peakRSSMiB)) | \(m.findings) |"
            lines.append(line)
            if console.passthrough { console.out(line) }
        }
        if !console.passthrough { for line in lines { console.out(line) } }
        let against = measurements.filter { $0.yardstickCPUSeconds != nil }
        if !against.isEmpty {
            console.out("")
            console.out("CPU per string against the CPython yardstick (\(L10nPeerBench.yardstick)), run on the same files")
            console.out("right after each check:")
            console.out("")
            console.out("| format | check, CPU (µs/string) | yardstick, CPU (µs/string) | check ÷ yardstick |")
            console.out("|---|---:|---:|---:|")
            for m in against {
                let own = m.cpuMicrosecondsPerEntry, theirs = m.yardstickMicrosecondsPerEntry ?? .nan
                console.out(
                    "| \(m.format.rawValue) | \(String(format: "%.2f", own)) | \(String(format: "%.2f", theirs)) | "
                        + "\(String(format: "%.2f", own / theirs)) |")
            }
        }
        // The synthetic catalogs are clean: any finding, parse error or failed check is a defect.
        let unclean = L10nBenchmark.defects(measurements)
        guard unclean.isEmpty else {
            console.err("error: the synthetic catalogs are clean, yet checking them found problems: \(unclean.joined(separator: ", "))")
            return ExitCode.findings
        }
        return ExitCode.success
    }
}
