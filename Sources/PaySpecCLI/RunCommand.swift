import Foundation
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

        ADAPTER:
          --adapter CMD            Start CMD (split into words, no shell) and speak payspec/1
                                   with it over stdin/stdout (see golden/PROTOCOL.md).
          --shell                  Run CMD through /bin/sh -c instead.
          --no-progress            No progress line on a terminal.
          --jobs N                 Run N adapter processes (default 1, at most 4 per core and
                                   64); report order is fixed.
          --timeout SECONDS        Per-vector answer timeout (default 10); a hung adapter is killed.
          --handshake-timeout S    Time allowed for the handshake, restarts included (default 60,
                                   enough for a JVM).
          --give-up-after N        Give up on an adapter after N timeouts or crashes in a row
                                   with no answer between them (default 5); the vectors left
                                   get that verdict unsent.
          --window N               Requests in flight per adapter (default 64).

        FILTERS (globs; repeat an option for alternatives):
          --suite GLOB  --tag GLOB  --id GLOB  --level must|should

        OPTIONS:
          --golden DIR             \(BuiltInSuite.goldenHelp)
          --spec DIR               Spec tables (default ./spec; accepted for symmetry).
          --choice ID=OPTION       The implementation's choice for an ambiguity (repeatable):
                                   answers are judged under it, overriding the adapter's
                                   handshake; in process, the reference model decides so.
                                   Ids and options: payspec spec show ambiguities --wide.
          --require-all            Fail the run for every unsupported vector (a complete port).
          --texts FILE             The SDK's own texts (any catalog format l10n reads; keys as
                                   the vectors name them): they replace PaySpec's reference
                                   texts, and a difference from them fails.
          --strict-texts           Fail on differences from PaySpec's reference texts too
                                   (by default they are informative: reported, not failing).
          --expect FILE            Known failures and skips (JSON); see README.
          --update-expectations    Rewrite --expect FILE from this run.
          --format text|json|junit|github|markdown|sarif|html   (default text)
          --output FILE|-          Write the report to FILE (a temporary file, then rename;
                                   a FIFO or device is written straight through; '-' is
                                   standard output). Refused when FILE is one of the inputs.

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

    var syntaxes: [CommandSyntax] {
        [
            CommandSyntax(
                options: ConformanceArguments.filterOptions + ConformanceArguments.reportOptions + [
                    "--adapter", "--jobs", "--timeout", "--handshake-timeout", "--window", "--spec", "--give-up-after",
                ],
                numeric: NumericOption.session + [
                    NumericOption.jobs, NumericOption("--give-up-after", .count(1...1_000_000)),
                ],
                flags: ConformanceArguments.flags + ["--shell", "--no-progress"])
        ]
    }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scanNames(arguments)
        guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(TerminalText.inline(args.positionals[0]))'") }
        var conformance = try ConformanceArguments(args)
        if let coverage = conformance.textsCoverage { console.note(coverage) }
        // A run reads a golden directory file by file: its memory does not grow with the set.
        conformance.options.streamsGolden = true
        try conformance.refuseOutputOntoInputs(extra: ReportDestination.adapterFiles(args.values("--adapter")))
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
        let timeout = try parseSeconds(args.value("--timeout"), option: "--timeout", default: 10)
        let handshakeTimeout = try parseSeconds(
            args.value("--handshake-timeout"), option: "--handshake-timeout", default: SessionOptions.defaultHandshakeTimeout)
        let jobs = try positiveInt(args.value("--jobs"), "--jobs", default: 1)
        let giveUpAfter = try positiveInt(args.value("--give-up-after"), "--give-up-after", default: 5)
        let window = try positiveInt(args.value("--window"), "--window", default: 64)
        if args.flag("--shell") && args.value("--adapter") == nil { throw UsageError("--shell needs --adapter") }
        let command = try args.value("--adapter").map { try AdapterCommand.parse($0, shell: args.flag("--shell")) }
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
                var options = SessionOptions(
                    timeout: timeout, handshakeTimeout: handshakeTimeout, window: window, maximumConsecutiveFailures: giveUpAfter)
                options.suiteVersion = SuiteVersion.judging(unless: conformance.options.golden)
                // Only JUnit and the verbose text report show a vector's time.
                options.timesVerdicts = conformance.format == .junit || console.verbosity == .verbose
                let showProgress = console.passthrough && console.isTerminal && !args.flag("--no-progress")
                let report: @Sendable (Int, Int) -> Void = { done, total in
                    try? StreamWriter.write("\r\u{1B}[K[\(done)/\(total)] vectors judged", to: STDERR_FILENO)
                }
                raw = try pipeline.run(adapter: command, session: options, jobs: jobs, selection, progress: showProgress ? report : nil)
                if showProgress { try? StreamWriter.write("\r\u{1B}[K", to: STDERR_FILENO) }
                if raw.interrupted && RunInterruption.signal != 0 {
                    let judged = raw.results.lazy.compactMap { $0 }.count
                    console.err(
                        "payspec run: interrupted by \(RunInterruption.name(of: RunInterruption.signal)); adapters stopped; "
                            + "reporting the \(judged) of \(raw.results.count) vectors judged")
                }
            } else {
                raw = try pipeline.run(ReferenceImplementation(choices: conformance.options.choices), selection)
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

func positiveInt(_ value: String?, _ option: String, default fallback: Int) throws -> Int {
    guard let value else { return fallback }
    guard let n = Int(value), n > 0 else {
        throw UsageError("\(option) needs a positive whole number, not '\(TerminalText.inline(value))'")
    }
    return n
}
