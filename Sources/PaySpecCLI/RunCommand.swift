import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec run`: the conformance run, through an adapter process or the reference model in process.
struct RunCommand: PaySpecCommand {
    let name = "run"
    let summary = "Run the golden vectors against an implementation and judge every answer."
    let help = """
        USAGE: payspec run [--adapter 'CMD ARGS…' [--shell]] [filters] [options]

        Without --adapter, the built-in reference model runs in process.

        \(OptionHelp.text(RunCommand.sections))

        EXAMPLES:
          payspec run
          payspec run --adapter 'python3 tools/adapters/python/adapter.py'
          payspec run --adapter 'node tools/adapters/node/adapter.js' --suite 'seb.*' --format junit --output report.xml
          payspec run --adapter ./my-adapter --expect expectations.json --jobs 2

        EXIT STATUS: 0 everything as expected, 1 unexpected results or an interrupted run (SIGINT,
        SIGTERM, SIGHUP: the report of what ran is written), 2 usage or configuration error,
        3 the adapter could not be started, sent no handshake in time or spoke no protocol, 74 the
        report could not be written (also when a signal came and the report was still blocked 3 s
        later: an --output FIFO nobody reads, a standard output nobody drains).
        After 2 or 3 the --output report is still written, with the reason as its one error.
        """

    /// What a run without `--adapter` judged, and the next step.
    static let inProcessNote = """
        judged: the reference model built into payspec, against the vectors built into payspec: \
        this shows the kit works here; it judges no SDK.
        next: run your SDK through an adapter (payspec run --adapter 'CMD'); copy one from \
        tools/adapters/ (README.md, "Plug your port in").
        """

    /// The OPTIONS part of the help page.
    static let sections: [OptionHelp] = [
        OptionHelp(
            "ADAPTER:", column: 27,
            [
                .option(AdapterOptions.adapter), .option(AdapterOptions.shell), .option(AdapterOptions.noProgress),
                .option(AdapterOptions.jobs), .option(AdapterOptions.timeout), .option(AdapterOptions.handshakeTimeout),
                .option(AdapterOptions.giveUpAfter), .option(AdapterOptions.window),
            ]),
        OptionHelp("FILTERS (globs; repeat an option for alternatives):", column: 27, [.together(SelectionOptions.filters)]),
        OptionHelp(
            "OPTIONS:", column: 27,
            [
                .option(SelectionOptions.golden), .option(SelectionOptions.spec), .option(JudgingOptions.choice),
                .option(JudgingOptions.requireAll), .option(JudgingOptions.texts), .option(JudgingOptions.strictTexts),
                .option(JudgingOptions.expect), .option(JudgingOptions.updateExpectations), .option(JudgingOptions.format),
                .option(JudgingOptions.output),
            ]),
    ]

    var syntaxes: [CommandSyntax] {
        [
            CommandSyntax(
                declarations: ConformanceArguments.filterOptions + ConformanceArguments.reportOptions + [
                    AdapterOptions.adapter.declaration, AdapterOptions.jobs.declaration, AdapterOptions.timeout.declaration,
                    AdapterOptions.handshakeTimeout.declaration, AdapterOptions.window.declaration, SelectionOptions.spec.declaration,
                    AdapterOptions.giveUpAfter.declaration,
                ] + ConformanceArguments.flags + [AdapterOptions.shell.declaration, AdapterOptions.noProgress.declaration])
        ]
    }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scanNames(arguments)
        guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(TerminalText.inline(args.positionals[0]))'") }
        var conformance = try ConformanceArguments(args)
        if let coverage = conformance.textsCoverage { console.note(coverage) }
        // A run reads a golden directory file by file: its memory does not grow with the set.
        conformance.options.streamsGolden = true
        // Through an adapter, the files are read and checked while it already answers.
        conformance.options.firstPassBesideRun = !(try args[AdapterOptions.adapter]).isEmpty
        try conformance.refuseOutputOntoInputs(extra: ReportDestination.adapterFiles(try args[AdapterOptions.adapter]))
        do {
            try syntax.checkRanges(args)
            return try run(args, conformance, &console)
        } catch let error as UsageError {
            // Printed by the command line as every usage error is; the report file is this run's.
            conformance.reportFailure(error.message, status: ExitCode.usage, command: name, source: nil, &console)
            throw error
        }
    }

    /// The run once its report options are known: from here on every exit writes the report.
    private func run(_ args: ArgumentScanner, _ conformance: ConformanceArguments, _ console: inout Console) throws -> Int32 {
        let session = try AdapterOptions.session(args, giveUpAfter: try args[AdapterOptions.giveUpAfter])
        let jobs = try args[AdapterOptions.jobs]
        let adapter = try args[AdapterOptions.adapter].last
        let shell = try args[AdapterOptions.shell]
        if shell && adapter == nil { throw UsageError("\(AdapterOptions.shell.name) needs \(AdapterOptions.adapter.name)") }
        let command = try adapter.map { try AdapterCommand.parse($0, shell: shell) }
        let noProgress = try args[AdapterOptions.noProgress]
        let pipeline: ConformancePipeline
        switch conformance.pipeline(&console) {
        case .success(let p): pipeline = p
        case .failure(let status): return status.code
        }
        let selection = pipeline.selection()
        if console.passthrough {
            RunInterruption.install()
        }
        let raw: RawRun
        let source = command.map { "adapter: \($0)" } ?? "in-process reference model"
        do {
            if let command {
                var options = session
                options.suiteVersion = SuiteVersion.judging(unless: conformance.options.golden)
                // Only JUnit and the verbose text report show a vector's time.
                options.timesVerdicts = conformance.format == .junit || console.verbosity == .verbose
                let showProgress = console.passthrough && console.isTerminal && !noProgress
                let report: @Sendable (Int, Int) -> Void = { done, total in
                    try? StreamWriter.write("\r\u{1B}[K[\(done)/\(total)] vectors judged", to: STDERR_FILENO)
                }
                raw = try pipeline.run(adapter: command, session: options, jobs: jobs, selection, progress: showProgress ? report : nil)
                if showProgress { try? StreamWriter.write("\r\u{1B}[K", to: STDERR_FILENO) }
            } else {
                raw = try pipeline.run(ReferenceImplementation(choices: conformance.options.choices), selection)
            }
            if raw.interrupted && RunInterruption.signal != 0 {
                let judged = raw.results.lazy.compactMap { $0 }.count
                console.err(
                    "payspec run: interrupted by \(RunInterruption.name(of: RunInterruption.signal)); "
                        + (command == nil ? "" : "adapters stopped; ") + "reporting the \(judged) of \(raw.results.count) vectors judged")
            }
        } catch {
            console.err("error: \(error.message)")
            conformance.reportFailure(error.message, status: error.exitCode, command: name, source: source, &console)
            return error.exitCode
        }
        let status = conformance.finish(pipeline, raw, selection, source: source, &console)
        if command == nil {
            // The first command a newcomer runs judges no SDK: say so, and where to go next.
            console.note(Self.inProcessNote)
        }
        ExitLifetime.keep(pipeline, raw, selection, in: console)
        return status
    }
}
