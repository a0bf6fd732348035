import Foundation
import PaySpecAdapter
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

          --docs          Extract the tables the documents state and list every added, removed
                          and changed normative row with the document's file and line. Documents
                          are HTML pages, Markdown or plain-text exports, told from their content.
                          Derived and informative rows, row order, padding, line ends and a BOM
                          are not drift. A document of which no table is read, or a table spec/
                          holds for a documented SDK that no document states, is bad input (2).
          --inventory     Read an inventory ({"type":"inventory","inventory":{table: [values]}})
                          and list what the implementation lacks and what it has beyond spec/.
          --adapter       Ask a running adapter for its inventory over the runner's protocol
                          (handshake, inventory, shutdown); killed after --timeout (default 10 s).

        OPTIONS:
          --spec DIR                          The spec folder or git revision (default: ./spec with
                                              --docs; the spec built into payspec otherwise).
          --format text|json|junit|github|markdown|sarif|html   Output format (default: text).
          --output FILE|-                     Write the report to FILE ('-': standard output).
          --fail-on error|warning|info|never  Lowest severity that fails (default: error; all document drift is error).
          --allowlist FILE                    Accepted findings, one 'RULE TABLE#KEY' a line.
          --baseline FILE                     With --docs: document drift the team has seen and
                                              decided on, one 'rule<TAB>table<TAB>key<TAB>evidence'
                                              a line; it is not reported; a record that matches
                                              none is a stale-baseline warning.
          --write-baseline FILE               With --docs: record the current drift in FILE, sorted
                                              (--force replaces an existing file).

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

    let syntaxes = [
        CommandSyntax(
            options: [
                "--spec", "--format", "--fail-on", "--allowlist", "--inventory", "--adapter", "--timeout", "--output", "--baseline",
                "--write-baseline",
            ],
            numeric: [.seconds("--timeout")],
            flags: ["--docs", "--force"])
    ]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        // Ranges are checked once the report options are known, so a bad value leaves the report too.
        let args = try syntax.scanNames(arguments)
        let format = try args.choice("--format", in: FindingReport.formats, default: "text")
        let failOn = FailOn(rawValue: try args.choice("--fail-on", in: FailOn.allCases.map(\.rawValue), default: "error"))!
        let modes = [args.flag("--docs"), args.value("--inventory") != nil, args.value("--adapter") != nil].filter { $0 }.count
        let output = ReportDestination(args)
        // --docs maintains this repository's tables, so it reads ./spec; judging an
        // implementation's inventory uses the spec built into payspec unless --spec names one.
        let specReference = args.value("--spec") ?? (args.flag("--docs") ? "spec" : nil)
        try output.refuse(
            inputs: [specReference].compactMap { $0 } + (args.flag("--docs") ? args.positionals : [])
                + [args.value("--inventory"), args.value("--allowlist"), args.value("--baseline")].compactMap { $0 })
        let suite = args.flag("--docs") ? nil : SuiteVersion.judging(unless: args.value("--spec"))
        let failure = { (messages: [String], status: Int32, console: inout Console) in
            output.reportFailure(
                messages.joined(separator: "\n"), status: status, command: name, title: "drift", format: ReportFormat(rawValue: format)!,
                suite: suite, &console)
        }
        do {
            try syntax.checkRanges(args)
            guard modes == 1 else { throw UsageError("drift needs exactly one of --docs FILE…, --inventory FILE or --adapter CMD") }
            if !args.flag("--docs") { try args.refuseStrayPositionals() }
            try refuseBaselineMisuse(args)
            return try drift(args, format: format, failOn: failOn, output: output, specReference: specReference, failure, &console)
        } catch let error as UsageError {
            // Printed by the command line as every usage error is; the report file is this run's.
            failure([error.message], ExitCode.usage, &console)
            throw error
        }
    }

    /// The drift check once its report options are known: from here on every exit writes the report.
    private func drift(
        _ args: ArgumentScanner, format: String, failOn: FailOn, output: ReportDestination, specReference: String?,
        _ failure: ([String], Int32, inout Console) -> Void, _ console: inout Console
    ) throws -> Int32 {
        let catalog: SpecCatalog
        let allowlist: Allowlist?
        let baseline: DriftBaseline?
        do {
            baseline = try args.value("--baseline").map { path throws(DriftInputError) in try DriftBaseline.read(path: path) }
            if let specReference {
                catalog = try SpecSource.load(specReference)
            } else {
                catalog = try Self.builtInSpec()
            }
            allowlist = try args.value("--allowlist").map { path throws(DriftInputError) in try Allowlist.read(path: path) }
        } catch {
            for d in error.diagnostics { console.err(d) }
            failure(error.diagnostics.map(\.description), ExitCode.usage, &console)
            return ExitCode.usage
        }
        var findings: [Finding]
        let title: String
        if args.flag("--docs") {
            guard !args.positionals.isEmpty else { throw UsageError("drift --docs needs at least one document FILE") }
            do {
                findings = try DocumentDrift.check(try DocumentExtractor.extract(paths: args.positionals), with: catalog)
            } catch {
                for d in error.diagnostics { console.err(d) }
                failure(error.diagnostics.map(\.description), ExitCode.usage, &console)
                return ExitCode.usage
            }
            title = "documents vs spec"
        } else if let path = args.value("--inventory") {
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
            let command = args.value("--adapter")!
            let timeout = try parseSeconds(args.value("--timeout"), option: "--timeout", default: 10)
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
        if let path = args.value("--write-baseline") {
            let text = DriftBaseline.text(of: findings)
            do {
                try OutputFile.write(text, to: path)
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
                suite: args.flag("--docs") ? nil : SuiteVersion.judging(unless: args.value("--spec")), for: console)
        if let status = output.write(text, &console, workflowCommands: format == "github") { return status }
        if let path = output.path { console.note("wrote \(path): \(FindingReport.summary(findings, title: title))") }
        return failOn.fails(findings) ? ExitCode.findings : ExitCode.success
    }

    /// `--baseline` and `--write-baseline` go with `--docs`, one at a time; `--write-baseline`
    /// replaces an existing file only with `--force` and never an input.
    private func refuseBaselineMisuse(_ args: ArgumentScanner) throws {
        let write = args.value("--write-baseline")
        if args.value("--baseline") != nil || write != nil {
            guard args.flag("--docs") else { throw UsageError("--baseline and --write-baseline go with --docs") }
        }
        if args.value("--baseline") != nil && write != nil {
            throw UsageError("use --baseline FILE or --write-baseline FILE, not both")
        }
        guard let write else {
            if args.flag("--force") { throw UsageError("--force goes with --write-baseline FILE") }
            return
        }
        if !args.flag("--force"), FileKind.of(write) != .missing {
            throw UsageError("--write-baseline \(TerminalText.inline(write)) exists; pass --force to replace it")
        }
        let inputs = args.positionals + [args.value("--spec"), args.value("--allowlist"), args.value("--output")].compactMap { $0 }
        do {
            try OutputFile.refuseInputs(write, inputs: inputs)
        } catch {
            throw UsageError("--write-baseline \(TerminalText.inline(error.description))")
        }
    }
}
