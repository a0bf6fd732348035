import Foundation
import PaySpecArguments
import PaySpecFuzz
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec compare`: two implementations, the same inputs, no oracle.
struct CompareCommand: PaySpecCommand {
    /// The most generated inputs one comparison makes: each is a protocol round trip per side.
    static let maximumGenerated = 1_000_000

    let name = "compare"
    let summary = "Send the same inputs to two implementations (or recorded outputs) and report every difference."
    let help = """
        USAGE: payspec compare --adapter 'CMD A' --adapter 'CMD B' [options]
               payspec compare --adapter 'CMD' --outputs RECORDED.jsonl [options]

        Both sides get every selected golden input and --generated N new inputs (made from the
        golden ones as 'payspec fuzz' makes them, inside each suite's contract). There is no
        oracle: every input the two answer differently is reported with both answers, whatever
        the golden vectors expect. Useful between two versions of one port, or between the iOS
        SDK (recorded outputs) and its Android port. Request ids (UUIDs) compare equal, being
        random by design. An input one side does not answer (an unsupported suite, no recorded
        output) is counted, not compared.

        \(CompareCommand.options.text)

        EXAMPLES:
          payspec compare --adapter 'python3 tools/adapters/python/adapter.py' --adapter 'node tools/adapters/node/adapter.js'
          payspec compare --adapter 'node tools/adapters/node/adapter.js' --outputs recorded.jsonl --suite 'seb.*' --generated 0
          payspec compare --adapter 'python3 tools/adapters/python/adapter.py' --adapter .build/debug/payspec-reference-adapter --generated 20000 --format markdown

        EXIT STATUS: 0 both sides answered the same to every compared input; 1 a disagreement, a
        protocol error, nothing compared, or an interrupted comparison (SIGINT, SIGTERM, SIGHUP:
        the report is written, the inputs not judged counted as not run); 2 usage error or a
        malformed outputs file;
        3 an adapter could not be started or spoke no protocol; 74 the report could not be written.
        After 2 or 3 the --output report is still written, with the reason as its one error.
        """

    static let adapter = AdapterOptions.adapter.described(
        """
        A side that answers (twice, or once with --outputs); --shell
        runs each through /bin/sh -c.
        """)
    static let outputs = RecordedOutputOptions.outputs.described(
        """
        A side of recorded outputs: one {"id","output"} per line
        (ids of golden vectors: record the lines of 'payspec vectors export').
        """)
    static let maximumLineBytes = RecordedOutputOptions.maximumLineBytes.described(
        "The longest line an outputs file may hold (default {default}).")
    static let suite = SelectionOptions.suite.described("Suites to compare (repeatable; default all).")
    static let generated = Option<Int>.count(
        "--generated", 0...maximumGenerated, default: 2000,
        help: """
            Generated inputs added to the golden ones (default {default}; 0 for
            none; at most \(maximumGenerated)).
            """)
    static let seed = CampaignOptions.seed.described("Seed of the generated inputs (default {default}).")
    static let output = JudgingOptions.output.described("Write the report to FILE ('-': standard output).")

    /// The OPTIONS part of the help page.
    static let options = OptionHelp(
        "OPTIONS:", column: 27,
        [
            .option(adapter), .option(outputs), .option(maximumLineBytes), .option(suite), .option(generated), .option(seed),
            .together([
                AdapterOptions.timeout.declaration, AdapterOptions.handshakeTimeout.declaration, AdapterOptions.window.declaration,
                SelectionOptions.golden.declaration,
            ]),
            .option(JudgingOptions.format), .option(output),
        ])

    let syntaxes: [CommandSyntax] = [
        CommandSyntax(
            declarations: [
                adapter.declaration, outputs.declaration, suite.declaration, generated.declaration, seed.declaration,
                AdapterOptions.timeout.declaration, AdapterOptions.handshakeTimeout.declaration, AdapterOptions.window.declaration,
                SelectionOptions.golden.declaration, JudgingOptions.format.declaration, output.declaration, maximumLineBytes.declaration,
                AdapterOptions.shell.declaration,
            ])
    ]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        // Ranges are checked once the report options are known, so a bad value leaves the report too.
        let args = try syntax.scanNames(arguments)
        guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(TerminalText.inline(args.positionals[0]))'") }
        let adapters = try args[Self.adapter]
        let recorded = try args[Self.outputs]
        let format = ReportFormat(rawValue: try args[JudgingOptions.format])!
        let output = try ReportDestination(args)
        let golden = try args[SelectionOptions.golden]
        try output.refuse(inputs: [golden].compactMap { $0 } + recorded + ReportDestination.adapterFiles(adapters))
        let failure = { (message: String, status: Int32, console: inout Console) in
            output.reportFailure(
                message, status: status, command: name, title: "comparison", format: format, suite: SuiteVersion.judging(unless: golden),
                &console)
        }
        do {
            try syntax.checkRanges(args)
            guard adapters.count + recorded.count == 2 else {
                throw UsageError(
                    "compare needs exactly two sides (\(Self.adapter.declaration.usage) or \(Self.outputs.declaration.usage), twice in all), "
                        + "got \(adapters.count + recorded.count)"
                )
            }
            return try compare(args, adapters: adapters, recorded: recorded, format: format, output: output, failure, &console)
        } catch let error as UsageError {
            // Printed by the command line as every usage error is; the report file is this comparison's.
            failure(error.message, ExitCode.usage, &console)
            throw error
        }
    }

    /// The comparison once its report options are known: from here on every exit writes the report.
    private func compare(
        _ args: ArgumentScanner, adapters: [String], recorded: [String], format: ReportFormat, output: ReportDestination,
        _ failure: (String, Int32, inout Console) -> Void, _ console: inout Console
    ) throws -> Int32 {
        let golden = try args[SelectionOptions.golden]
        let generated = try args[Self.generated]
        let seed = try args[Self.seed]
        let suites = try args[Self.suite]
        var session = try AdapterOptions.session(args)
        session.suiteVersion = SuiteVersion.judging(unless: golden)
        var sides: [ComparisonSide] = []
        for a in adapters { sides.append(.answers(.adapter(try AdapterCommand.parse(a, shell: try args[AdapterOptions.shell]), session))) }
        // Installed before the recorded outputs are read: a large recording takes a while, and a
        // signal during it stops the reading, the comparison after it counting every input not run.
        if console.passthrough {
            RunInterruption.install()
        }
        let passthrough = console.passthrough
        for path in recorded {
            let lineLimit = try args[Self.maximumLineBytes]
            switch RecordedOutputs.load(path: path, maximumLineLength: lineLimit, stop: { passthrough && RunInterruption.isInterrupted }) {
            case .success(let outputs): sides.append(.recorded(path: path, outputs: outputs))
            case .failure(let problem):
                console.err(problem)
                failure(problem.description, ExitCode.usage, &console)
                return ExitCode.usage
            }
        }
        let outcome: ComparisonOutcome
        do {
            // With a recorded side the golden set is read whole after a signal (what was recorded
            // is compared): that reading ends on its own, and the watchdog waits for it.
            let stopsReading = passthrough && recorded.isEmpty
            let comparison = try RunInterruption.holdingWatchdog { () throws(ConformanceError) in
                try ImplementationComparison(
                    ConformanceOptions(golden: golden, filter: VectorFilter(suites: suites)), generated: generated, seed: seed,
                    stop: { stopsReading && RunInterruption.isInterrupted })
            }
            outcome = try comparison.run(sides[0], sides[1])
        } catch {
            console.err("error: \(error.message)")
            failure(error.message, error.exitCode, &console)
            return error.exitCode
        }
        return output.conclude(
            outcome.findings(toolVersion: PaySpecVersion.current), format, suite: SuiteVersion.judging(unless: golden),
            summary: outcome.summary, exitCode: outcome.exitCode, &console)
    }
}
