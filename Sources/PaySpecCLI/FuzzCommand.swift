import Foundation
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

        OPTIONS:
          --adapter CMD            The implementation (split into words; --shell for /bin/sh -c).
          --suite GLOB             Suites to fuzz (repeatable; default all).
          --seed N                 Seed of every random choice (default 1): same seed, suites,
                                   golden files and choices, same inputs.
          --count N                Inputs to judge (default 10000 without --time-budget; at most 5000000).
          --time-budget SECONDS    Stop generating after SECONDS (shrinking comes after).
          --choice ID=OPTION       The implementation's option for an ambiguity (repeatable).
          --assume-reference       Judge the ambiguities the implementation does not declare
                                   under their reference option, as 'payspec run' does (the
                                   protocol's rule for omitted ids); without it, inputs whose
                                   answer depends on one are not judged, only counted.
          --max-failures N         Stop after N disagreements (default 1000).
          --shrink N               Disagreements shrunk and printed, one per kind (default 10).
          --timeout SECONDS        Per-input answer timeout (default 10).
          --handshake-timeout S    Handshake timeout (default 60).
          --window N               Requests in flight (default 64).
          --jobs N                 Adapter processes answering at once (default 1); the inputs
                                   are the same for any N.
          --golden DIR             \(BuiltInSuite.goldenHelp)
          --format text|json|junit|github|markdown|sarif|html   (default text)
          --output FILE|-          Write the report to FILE ('-': standard output).
          --bench                  Measure throughput instead: the same inputs through the
                                   adapter, inputs/s (see docs/benchmarks.md); no verdict.

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

    let syntaxes = [
        CommandSyntax(
            options: [
                "--adapter", "--suite", "--seed", "--count", "--time-budget", "--choice", "--max-failures", "--shrink", "--timeout",
                "--handshake-timeout", "--window", "--jobs", "--golden", "--format", "--output",
            ],
            numeric: NumericOption.session + [
                NumericOption("--seed", .seed), NumericOption("--count", .count(1...FuzzOptions.maximumCount)),
                .seconds("--time-budget", upTo: FuzzOptions.maximumTimeBudget), NumericOption("--max-failures", .count(1...1_000_000)),
                NumericOption("--shrink", .count(1...10_000)), NumericOption.jobs,
            ], flags: ["--shell", "--bench", "--assume-reference"])
    ]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scanNames(arguments)
        guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(TerminalText.inline(args.positionals[0]))'") }
        let format = ReportFormat(rawValue: try args.choice("--format", in: ReportFormat.names, default: "text"))!
        let output = ReportDestination(args)
        let golden = args.value("--golden")
        try output.refuse(inputs: [golden].compactMap { $0 } + ReportDestination.adapterFiles(args.values("--adapter")))
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
        guard let adapter = args.value("--adapter") else { throw UsageError("fuzz needs --adapter CMD (the implementation to fuzz)") }
        let command = try AdapterCommand.parse(adapter, shell: args.flag("--shell"))
        var options = FuzzOptions()
        if let s = args.value("--seed") {
            guard let seed = UInt64(s) else {
                throw UsageError("--seed needs a whole number from 0 to 18446744073709551615, not '\(TerminalText.inline(s))'")
            }
            options.seed = seed
        }
        if args.value("--count") != nil {
            let count = try positiveInt(args.value("--count"), "--count", default: FuzzOptions.defaultCount)
            options.count = count
        }
        if args.value("--time-budget") != nil {
            options.timeBudget = try parseSeconds(args.value("--time-budget"), option: "--time-budget", default: 10)
        }
        options.assumeReference = args.flag("--assume-reference")
        options.maximumFailures = try positiveInt(args.value("--max-failures"), "--max-failures", default: 1000)
        options.shrinkLimit = try positiveInt(args.value("--shrink"), "--shrink", default: 10)
        options.jobs = try positiveInt(args.value("--jobs"), "--jobs", default: 1)
        var session = SessionOptions(
            timeout: try parseSeconds(args.value("--timeout"), option: "--timeout", default: 10),
            handshakeTimeout: try parseSeconds(
                args.value("--handshake-timeout"), option: "--handshake-timeout", default: SessionOptions.defaultHandshakeTimeout),
            window: try positiveInt(args.value("--window"), "--window", default: 64))
        let conformance = ConformanceOptions(
            golden: golden, filter: VectorFilter(suites: args.values("--suite")), choices: try parseChoices(args.values("--choice")))
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
        if args.flag("--bench") { return try FuzzBench.run(campaign, command: command, session: session, &console) }
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
