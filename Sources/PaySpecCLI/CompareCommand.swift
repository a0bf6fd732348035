import Foundation
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

        OPTIONS:
          --adapter CMD            A side that answers (twice, or once with --outputs); --shell
                                   runs each through /bin/sh -c.
          --outputs FILE           A side of recorded outputs: one {"id","output"} per line
                                   (ids of golden vectors: record the lines of 'payspec vectors export').
          --max-line-bytes N       The longest line an outputs file may hold (default 1048576).
          --suite GLOB             Suites to compare (repeatable; default all).
          --generated N            Generated inputs added to the golden ones (default 2000; 0 for
                                   none; at most 1000000).
          --seed N                 Seed of the generated inputs (default 1).
          --timeout SECONDS  --handshake-timeout S  --window N  --golden DIR
          --format text|json|junit|github|markdown|sarif|html   (default text)
          --output FILE|-          Write the report to FILE ('-': standard output).

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

    let syntaxes = [
        CommandSyntax(
            options: [
                "--adapter", "--outputs", "--suite", "--generated", "--seed", "--timeout", "--handshake-timeout", "--window", "--golden",
                "--format", "--output",
            ],
            numeric: NumericOption.session + [
                NumericOption("--generated", .count(0...CompareCommand.maximumGenerated)), NumericOption("--seed", .seed),
                NumericOption.maximumLineBytes,
            ], flags: ["--shell"])
    ]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        // Ranges are checked once the report options are known, so a bad value leaves the report too.
        let args = try syntax.scanNames(arguments)
        guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(TerminalText.inline(args.positionals[0]))'") }
        let adapters = args.values("--adapter")
        let recorded = args.values("--outputs")
        let format = ReportFormat(rawValue: try args.choice("--format", in: ReportFormat.names, default: "text"))!
        let output = ReportDestination(args)
        let golden = args.value("--golden")
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
                    "compare needs exactly two sides (--adapter CMD or --outputs FILE, twice in all), got \(adapters.count + recorded.count)"
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
        let golden = args.value("--golden")
        let generated = try nonNegativeInt(args.value("--generated"), "--generated", default: 2000)
        var seed: UInt64 = 1
        if let s = args.value("--seed") {
            guard let n = UInt64(s) else { throw UsageError("--seed needs a whole number, not '\(TerminalText.inline(s))'") }
            seed = n
        }
        var session = SessionOptions(
            timeout: try parseSeconds(args.value("--timeout"), option: "--timeout", default: 10),
            handshakeTimeout: try parseSeconds(
                args.value("--handshake-timeout"), option: "--handshake-timeout", default: SessionOptions.defaultHandshakeTimeout),
            window: try positiveInt(args.value("--window"), "--window", default: 64))
        session.suiteVersion = SuiteVersion.judging(unless: golden)
        var sides: [ComparisonSide] = []
        for a in adapters { sides.append(.answers(.adapter(try AdapterCommand.parse(a, shell: args.flag("--shell")), session))) }
        // Installed before the recorded outputs are read: a large recording takes a while, and a
        // signal during it stops the reading, the comparison after it counting every input not run.
        if console.passthrough {
            RunInterruption.install()
        }
        let passthrough = console.passthrough
        for path in recorded {
            let lineLimit = try positiveInt(
                args.value("--max-line-bytes"), "--max-line-bytes", default: PaySpecProtocol.maximumLineLength)
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
            let comparison = try ImplementationComparison(
                ConformanceOptions(golden: golden, filter: VectorFilter(suites: args.values("--suite"))), generated: generated, seed: seed)
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

func nonNegativeInt(_ value: String?, _ option: String, default fallback: Int) throws -> Int {
    guard let value else { return fallback }
    guard let n = Int(value), n >= 0 else {
        throw UsageError("\(option) needs a whole number of 0 or more, not '\(TerminalText.inline(value))'")
    }
    return n
}
