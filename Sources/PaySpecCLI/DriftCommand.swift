import Foundation
import PaySpecAdapter
import PaySpecArguments
import PaySpecDrift
import PaySpecGolden
import PaySpecIO
import PaySpecJSON
import PaySpecModel
import PaySpecReport

/// `payspec drift --docs FILE…` and `payspec drift --inventory FILE | --adapter CMD`: what the
/// vendor documents or an implementation say, compared with spec/.
struct DriftCommand: PaySpecCommand {
    let name = "drift"
    let summary = "Compare vendor documents or an implementation's inventory with spec/."
    let help = """
        USAGE: payspec drift --docs FILE… [options]
               payspec drift --inventory FILE.json [options]
               payspec drift --adapter 'CMD ARGS' [--timeout SECONDS] [options]

        \(OptionHelp.text(DriftCommand.sections))

        EXAMPLES:
          payspec drift --docs vendor-docs/*.txt vendor-docs/*.md
          payspec drift --docs pages/*.html --baseline drift-baseline.txt --format sarif --output drift.sarif
          payspec drift --inventory build/android-inventory.json --format junit
          payspec drift --adapter 'node tools/adapters/node/adapter.js' --fail-on warning

        EXIT STATUS: 0 no drift, 1 drift, 2 bad usage or bad input, 3 the adapter failed or timed out.
        After 2 or 3 the --output report is still written, with the reason as its one error.
        """

    /// The spec built into payspec, its problems as drift input errors.
    static func builtInSpec() throws(DriftInputError) -> SpecCatalog {
        do throws(SpecCatalog.LoadError) { return try PaySpecSuite.specCatalog() } catch { throw DriftInputError(error.diagnostics) }
    }

    static let docs = Option<Bool>.flag(
        "--docs",
        help: """
            Extract the tables the documents state and list every added, removed
            and changed normative row with the document's file and line. Documents
            are HTML pages, Markdown or plain-text exports, told from their content.
            Derived and informative rows, row order, padding, line ends and a BOM
            are not drift. A document of which no table is read, or a table spec/
            holds for a documented SDK that no document states, is bad input (2).
            """)
    static let inventory = Option<String?>.path(
        "--inventory", label: "FILE.json",
        help: """
            Read an inventory ({"type":"inventory","inventory":{table: [values]}})
            and list what the implementation lacks and what it has beyond spec/.
            """)
    static let adapter = AdapterOptions.adapter.described(
        """
        Ask a running adapter for its inventory over the runner's protocol
        (handshake, inventory, shutdown); killed after --timeout (default \(NumericOption.text(SessionDefaults.timeout)) s).
        """, label: "'CMD ARGS'")
    static let spec = SelectionOptions.spec.described(
        """
        The spec folder or git revision (default: ./spec with
        --docs; the spec built into payspec otherwise).
        """)
    static let format = JudgingOptions.format(FindingReport.formats, help: "Output format (default: {default}).")
    static let output = JudgingOptions.output.described("Write the report to FILE ('-': standard output).")
    static let failOn = FindingOptions.failOn.described("Lowest severity that fails (default: {default}; all document drift is error).")
    static let allowlist = FindingOptions.allowlist.described("Accepted findings, one 'RULE TABLE#KEY' a line.")
    static let baseline = Option<String?>.path(
        "--baseline",
        help: """
            With --docs: document drift the team has seen and
            decided on, one 'rule<TAB>table<TAB>key<TAB>evidence'
            a line; it is not reported; a record that matches
            none is a stale-baseline warning.
            """)
    static let writeBaseline = Option<String?>.path(
        "--write-baseline",
        help: """
            With --docs: record the current drift in FILE, sorted
            (--force replaces an existing file).
            """)
    static let force = Option<Bool>.flag("--force", help: "Replace an existing --write-baseline FILE.")

    /// The modes (one of three, named without their values) and the OPTIONS part of the help page.
    static let sections: [OptionHelp] = [
        OptionHelp(
            "", column: 18,
            [
                .option(docs), .option(inventory.described(inventory.declaration.help, label: "")),
                .option(adapter.described(adapter.declaration.help, label: "")),
            ]),
        OptionHelp(
            "OPTIONS:", column: 38,
            [
                .option(spec), .option(format), .option(output), .option(failOn), .option(allowlist), .option(baseline),
                .option(writeBaseline),
            ]),
    ]

    let syntaxes: [CommandSyntax] = [
        CommandSyntax(declarations: [
            spec.declaration, format.declaration, failOn.declaration, allowlist.declaration, inventory.declaration, adapter.declaration,
            AdapterOptions.timeout.declaration, output.declaration, baseline.declaration, writeBaseline.declaration, docs.declaration,
            force.declaration,
        ])
    ]

    /// What a drift command line asks for, read once through the declarations.
    struct Request {
        var docs: Bool
        var inventory, adapter, spec, allowlist, baseline, writeBaseline, output: String?
        var force: Bool

        init(_ args: ArgumentScanner) throws {
            docs = try args[DriftCommand.docs]
            inventory = try args[DriftCommand.inventory]
            adapter = try args[DriftCommand.adapter].last
            spec = try args[DriftCommand.spec]
            allowlist = try args[DriftCommand.allowlist]
            baseline = try args[DriftCommand.baseline]
            writeBaseline = try args[DriftCommand.writeBaseline]
            output = try args[DriftCommand.output]
            force = try args[DriftCommand.force]
        }
    }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        // Ranges are checked once the report options are known, so a bad value leaves the report too.
        let args = try syntax.scanNames(arguments)
        let format = try args[Self.format]
        let failOn = FailOn(rawValue: try args[Self.failOn])!
        let asked = try Request(args)
        let modes = [asked.docs, asked.inventory != nil, asked.adapter != nil].filter { $0 }
            .count
        let output = try ReportDestination(args)
        // --docs maintains this repository's tables, so it reads ./spec; judging an
        // implementation's inventory uses the spec built into payspec unless --spec names one.
        let specReference = asked.spec ?? (asked.docs ? "spec" : nil)
        try output.refuse(
            inputs: [specReference].compactMap { $0 } + (asked.docs ? args.positionals : [])
                + [asked.inventory, asked.allowlist, asked.baseline].compactMap { $0 })
        // Refused before the failure report is set up: that report would go to the same file,
        // an existing baseline included. Compared as paths too, for files that do not exist yet.
        if let write = asked.writeBaseline, let path = output.path, OutputFile.sameTarget(write, path) {
            throw UsageError(
                "--write-baseline and --output name one file (\(TerminalText.inline(path))): the report would replace the baseline")
        }
        let suite = asked.docs ? nil : SuiteVersion.judging(unless: asked.spec)
        let failure = { (messages: [String], status: Int32, console: inout Console) in
            output.reportFailure(
                messages.joined(separator: "\n"), status: status, command: name, title: "drift", format: ReportFormat(rawValue: format)!,
                suite: suite, &console)
        }
        do {
            try syntax.checkRanges(args)
            guard modes == 1 else { throw UsageError("drift needs exactly one of --docs FILE…, --inventory FILE or --adapter CMD") }
            if !asked.docs { try args.refuseStrayPositionals() }
            try refuseBaselineMisuse(args, asked)
            return try drift(args, asked, format: format, failOn: failOn, output: output, specReference: specReference, failure, &console)
        } catch let error as UsageError {
            // Printed by the command line as every usage error is; the report file is this run's.
            failure([error.message], ExitCode.usage, &console)
            throw error
        }
    }

    /// The drift check once its report options are known: from here on every exit writes the report.
    private func drift(
        _ args: ArgumentScanner, _ asked: Request, format: String, failOn: FailOn, output: ReportDestination, specReference: String?,
        _ failure: ([String], Int32, inout Console) -> Void, _ console: inout Console
    ) throws -> Int32 {
        let catalog: SpecCatalog
        let allowlist: Allowlist?
        let baseline: DriftBaseline?
        do {
            baseline = try asked.baseline.map { path throws(DriftInputError) in try DriftBaseline.read(path: path) }
            if let specReference {
                catalog = try SpecSource.load(specReference)
            } else {
                catalog = try Self.builtInSpec()
            }
            allowlist = try asked.allowlist.map { path throws(DriftInputError) in try Allowlist.read(path: path) }
        } catch {
            for d in error.diagnostics { console.err(d) }
            failure(error.diagnostics.map(\.description), ExitCode.usage, &console)
            return ExitCode.usage
        }
        var findings: [Finding]
        let title: String
        if asked.docs {
            guard !args.positionals.isEmpty else { throw UsageError("drift --docs needs at least one document FILE") }
            do {
                findings = try DocumentDrift.check(try DocumentExtractor.extract(paths: args.positionals), with: catalog)
            } catch {
                for d in error.diagnostics { console.err(d) }
                failure(error.diagnostics.map(\.description), ExitCode.usage, &console)
                return ExitCode.usage
            }
            title = "documents vs spec"
        } else if let path = asked.inventory {
            let data: [UInt8]
            do throws(InputFile.ReadError) { data = try InputFile.read(path) } catch {
                console.err(TerminalText.inline(error.description))
                failure([error.description], ExitCode.usage, &console)
                return ExitCode.usage
            }
            let inventory: [String: [String]]
            do { inventory = try InventoryRequest.parse(Array(data), path: path) } catch {
                for d in error.diagnostics { console.err(d) }
                failure(error.diagnostics.map(\.description), ExitCode.usage, &console)
                return ExitCode.usage
            }
            // An empty inventory compares nothing: said plainly, so it does not read as no drift.
            if !inventory.values.contains(where: { !$0.isEmpty }) {
                console.err("\(TerminalText.inline(path)): warning: the inventory lists no value; nothing was compared")
            }
            findings = InventoryComparison.compare(inventory, with: catalog, source: path)
            title = "inventory vs spec"
        } else {
            let command = asked.adapter!
            let timeout = try args[AdapterOptions.timeout]
            let inventory: [String: [String]]
            do { inventory = try InventoryRequest.ask(adapter: command, timeout: timeout) } catch {
                console.err("error: \(error)")
                failure(["\(error)"], ExitCode.adapter, &console)
                return ExitCode.adapter
            }
            if !inventory.values.contains(where: { !$0.isEmpty }) {
                console.err("warning: the adapter's inventory lists no value; nothing was compared")
            }
            findings = InventoryComparison.compare(inventory, with: catalog, source: "adapter")
            title = "adapter inventory vs spec"
        }
        if let allowlist { findings = allowlist.apply(findings) }
        if let baseline { findings = baseline.apply(to: findings) }
        if let path = asked.writeBaseline {
            let text = DriftBaseline.text(of: findings)
            do {
                try OutputFile.write(text, to: path, replacing: asked.force)
            } catch  where error.kind == .wouldReplace {
                console.err("error: --write-baseline \(TerminalText.inline(error.description)); pass --force to replace it")
                failure(["--write-baseline \(error.description)"], ExitCode.usage, &console)
                return ExitCode.usage
            } catch {
                console.err("error: cannot write \(TerminalText.inline(error.description))")
                failure(["cannot write \(error.description)"], ExitCode.io, &console)
                return ExitCode.io
            }
            let written: DriftBaseline
            do { written = try DriftBaseline.read(Array(text.utf8), file: path) } catch {
                for d in error.diagnostics { console.err(d) }
                return ExitCode.io
            }
            console.note("wrote \(path): \(written.records.count) accepted findings")
            findings = written.apply(to: findings)
        }
        let text = FindingReport.report(findings, title: title, command: "drift", toolVersion: PaySpecVersion.current)
            .rendered(
                ReportFormat(rawValue: format) ?? .text,
                suite: asked.docs ? nil : SuiteVersion.judging(unless: asked.spec), for: console)
        if let status = output.write(text, &console, workflowCommands: format == "github") { return status }
        if let path = output.path { console.note("wrote \(path): \(FindingReport.summary(findings, title: title))") }
        return failOn.fails(findings) ? ExitCode.findings : ExitCode.success
    }

    /// `--baseline` and `--write-baseline` go with `--docs`, one at a time; `--write-baseline`
    /// replaces an existing file only with `--force` and never an input.
    private func refuseBaselineMisuse(_ args: ArgumentScanner, _ asked: Request) throws {
        let write = asked.writeBaseline
        if asked.baseline != nil || write != nil {
            guard asked.docs else { throw UsageError("--baseline and --write-baseline go with --docs") }
        }
        if asked.baseline != nil && write != nil {
            throw UsageError("use --baseline FILE or --write-baseline FILE, not both")
        }
        guard let write else {
            if asked.force { throw UsageError("--force goes with --write-baseline FILE") }
            return
        }
        // A file is kept unless --force; a FIFO or a device (/dev/full) is no file to keep.
        if !asked.force, FileKind.of(write) == .regular {
            throw UsageError("--write-baseline \(TerminalText.inline(write)) exists; pass --force to replace it")
        }
        if FileKind.of(write) == .directory {
            throw UsageError("--write-baseline \(TerminalText.inline(write)): is a directory")
        }
        let inputs =
            args.positionals
            + [asked.spec, asked.allowlist, asked.output]
            .compactMap { $0 }
        do {
            try OutputFile.refuseInputs(write, inputs: inputs)
        } catch {
            throw UsageError("--write-baseline \(TerminalText.inline(error.description))")
        }
    }
}
