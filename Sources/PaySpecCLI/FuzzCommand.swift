import Foundation
import PaySpecArguments
import PaySpecFuzz
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec fuzz --adapter CMD`: generated inputs judged by the reference model.
struct FuzzCommand: PaySpecCommand {
    let name = "fuzz"
    let summary = "Generate inputs from the golden ones and judge the implementation's answers by the reference model."
    let help = """
        USAGE: payspec fuzz --adapter 'CMD ARGS…' [--shell] [--suite GLOB] [--seed N] [--count N] [--time-budget S] [options]

        For each selected suite, makes new inputs from its golden inputs: other known values of a
        field (from the spec tables), unknown values, near-misses (case, whitespace, look-alike
        letters and digits, prefixes, separators), boundaries (0, -1, 2^31, 2^53, empty, very
        long), null instead of a value, members left out, array elements dropped, repeated,
        moved or added. Each input goes through the implementation (the pipelined protocol, one
        adapter process) and through the reference model under the implementation's declared
        choices (its handshake, overridden by --choice). Inputs the reference rejects (outside the
        suite's contract) and inputs whose answer depends on an ambiguity with no declared choice
        are not sent and are counted, never guessed. Every disagreement is shrunk to a minimal
        input and printed as a golden vector to review and add through the suite's generator.

        \(FuzzCommand.options.text)

        EXAMPLES:
          payspec fuzz --adapter 'python3 tools/adapters/python/adapter.py' --seed 7 --count 20000
          payspec fuzz --adapter 'node tools/adapters/node/adapter.js' --suite 'seb.*' --time-budget 10
          payspec fuzz --adapter .build/debug/payspec-reference-adapter --count 5000 --format json --output fuzz.json
          payspec fuzz --adapter 'python3 tools/adapters/python/adapter.py' --choice cardholder-whitespace=trim --count 2000
          payspec fuzz --adapter 'python3 tools/adapters/python/adapter.py' --assume-reference --time-budget 10

        EXIT STATUS: 0 every judged input agreed; 1 a disagreement, a protocol error, nothing
        judged, or an interrupted campaign; 2 usage error (an unknown suite or choice);
        3 the adapter could not be started or spoke no protocol; 74 the report could not be written.
        With --output, exits 2 and 3 still write the report, the reason as a run-level error.
        """

    static let count = CampaignOptions.count
    static let timeBudget = Option<Double?>.seconds(
        "--time-budget", 0.001...FuzzOptions.maximumTimeBudget, help: "Stop generating after SECONDS (shrinking comes after).")
    static let assumeReference = CampaignOptions.assumeReference
    static let maximumFailures = Option<Int>.count(
        "--max-failures", 1...1_000_000, default: FuzzOptions().maximumFailures, help: "Stop after N disagreements (default {default}).")
    static let shrink = Option<Int>.count(
        "--shrink", 1...10_000, default: FuzzOptions().shrinkLimit,
        help: "Disagreements shrunk and printed, one per kind (default {default}).")
    static let bench = Option<Bool>.flag(
        "--bench",
        help: """
            Measure throughput instead: the same inputs through the
            adapter, inputs/s (see docs/benchmarks.md); no verdict.
            """)

    static let adapter = AdapterOptions.adapter.described("The implementation (split into words; --shell for /bin/sh -c).")
    static let suite = SelectionOptions.suite.described("Suites to fuzz (repeatable; default all).")
    static let choice = JudgingOptions.choice.described("The implementation's option for an ambiguity (repeatable).")
    static let timeout = AdapterOptions.timeout.described("Per-input answer timeout (default {default}).")
    static let handshakeTimeout = AdapterOptions.handshakeTimeout.described("Handshake timeout (default {default}).")
    static let window = AdapterOptions.window.described("Requests in flight (default {default}).")
    static let jobs = AdapterOptions.jobs.described(
        """
        Adapter processes answering at once (default {default}); the inputs
        are the same for any N.
        """)
    static let output = JudgingOptions.output.described("Write the report to FILE ('-': standard output).")

    /// The OPTIONS part of the help page.
    static let options = OptionHelp(
        "OPTIONS:", column: 27,
        [
            .option(adapter), .option(suite), .option(CampaignOptions.seed), .option(count), .option(timeBudget), .option(choice),
            .option(assumeReference), .option(maximumFailures), .option(shrink), .option(timeout), .option(handshakeTimeout),
            .option(window), .option(jobs), .option(SelectionOptions.golden), .option(JudgingOptions.format), .option(output),
            .option(bench),
        ])

    let syntaxes: [CommandSyntax] = [
        CommandSyntax(
            declarations: [
                adapter.declaration, suite.declaration, CampaignOptions.seed.declaration, count.declaration,
                timeBudget.declaration, choice.declaration, maximumFailures.declaration, shrink.declaration, timeout.declaration,
                handshakeTimeout.declaration, window.declaration, jobs.declaration, SelectionOptions.golden.declaration,
                JudgingOptions.format.declaration, output.declaration, AdapterOptions.shell.declaration, bench.declaration,
                assumeReference.declaration,
            ])
    ]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scanNames(arguments)
        guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(TerminalText.inline(args.positionals[0]))'") }
        let format = ReportFormat(rawValue: try args[JudgingOptions.format])!
        let output = try ReportDestination(args)
        let golden = try args[SelectionOptions.golden]
        try output.refuse(inputs: [golden].compactMap { $0 } + ReportDestination.adapterFiles(try args[Self.adapter]))
        // From here on every exit writes the report `--output` asked for, as `payspec run` does.
        let failed: (String, Int32, String?, inout Console) -> Void = { message, status, source, console in
            // In JSON, the shape of a run report, so `payspec report` lists the failed campaign with its reason.
            let data: [String: JSONValue] =
                format == .json
                ? [
                    "results": [], "runProblems": [.string(message)], "summary": ["succeeded": false, "total": 0],
                    "source": .string(source ?? "fuzz"),
                ] : [:]
            output.reportFailure(
                message, status: status, command: "fuzz", title: source ?? "fuzz campaign", format: format,
                suite: SuiteVersion.judging(unless: golden), data: data, &console)
        }
        do {
            try syntax.checkRanges(args)
            return try run(args, format: format, output: output, golden: golden, failed: failed, &console)
        } catch let error as UsageError {
            // Printed by the command line as every usage error is; the report file is this campaign's.
            failed(error.message, ExitCode.usage, nil, &console)
            throw error
        }
    }

    private func run(
        _ args: ArgumentScanner, format: ReportFormat, output: ReportDestination, golden: String?,
        failed: (String, Int32, String?, inout Console) -> Void, _ console: inout Console
    ) throws -> Int32 {
        guard let adapter = try args[Self.adapter].last else {
            throw UsageError("fuzz needs \(Self.adapter.declaration.usage) (the implementation to fuzz)")
        }
        let command = try AdapterCommand.parse(adapter, shell: try args[AdapterOptions.shell])
        var options = FuzzOptions()
        options.seed = try args[CampaignOptions.seed]
        if let count = try args[Self.count] { options.count = count }
        if let budget = try args[Self.timeBudget] { options.timeBudget = budget }
        options.assumeReference = try args[Self.assumeReference]
        options.maximumFailures = try args[Self.maximumFailures]
        options.shrinkLimit = try args[Self.shrink]
        options.jobs = try args[Self.jobs]
        var session = try AdapterOptions.session(args)
        let conformance = ConformanceOptions(
            golden: golden, filter: VectorFilter(suites: try args[Self.suite]), choices: try parseChoices(try args[Self.choice]))
        session.choiceOverrides = conformance.choices
        session.suiteVersion = SuiteVersion.judging(unless: golden)
        let campaign: FuzzCampaign
        do {
            campaign = try FuzzCampaign(conformance, options: options)
        } catch {
            console.err("error: \(error.message)")
            failed(error.message, error.exitCode, nil, &console)
            return error.exitCode
        }
        if console.passthrough {
            RunInterruption.install()
        }
        if try args[Self.bench] { return try FuzzBench.run(campaign, command: command, session: session, &console) }
        let outcome: FuzzOutcome
        do {
            outcome = try campaign.run(.adapter(command, session))
        } catch {
            console.err("error: \(error.message)")
            failed(error.message, error.exitCode, "adapter: \(command)", &console)
            return error.exitCode
        }
        return output.conclude(
            outcome.findings(toolVersion: PaySpecVersion.current), format, suite: SuiteVersion.judging(unless: golden),
            summary: outcome.summary, exitCode: outcome.exitCode, &console)
    }
}
