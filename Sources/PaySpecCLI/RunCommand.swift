import Foundation
import PaySpecJSON
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
          --jobs N                 Run N adapter processes (default 1); report order is fixed.
          --timeout SECONDS        Per-vector answer timeout (default 10); a hung adapter is killed.
          --handshake-timeout S    Time allowed for the handshake (default 10).
          --window N               Requests in flight per adapter (default 64).

        FILTERS (globs; repeat an option for alternatives):
          --suite GLOB  --tag GLOB  --id GLOB  --level must|should

        OPTIONS:
          --golden DIR             Golden vectors (default ./golden).
          --spec DIR               Spec tables (default ./spec; accepted for symmetry).
          --choice ID=OPTION       In-process run: decide an ambiguity differently.
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

        EXIT STATUS: 0 everything as expected, 1 unexpected results, 2 usage or configuration
        error, 3 the adapter could not be started or spoke no protocol.
        """

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try ArgumentScanner(
            arguments,
            options: ConformancePipeline.filterOptions.union(ConformancePipeline.reportOptions).union([
                "--adapter", "--jobs", "--timeout", "--handshake-timeout", "--window", "--spec", "--choice",
            ]),
            flags: ["--shell", "--update-expectations", "--no-progress"])
        guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(args.positionals[0])'") }
        var pipeline = try ConformancePipeline(args)
        try pipeline.refuseOutputOntoInputs()
        let timeout = try parseSeconds(args.value("--timeout"), option: "--timeout", default: 10)
        let handshakeTimeout = try parseSeconds(args.value("--handshake-timeout"), option: "--handshake-timeout", default: 10)
        let jobs = try positiveInt(args.value("--jobs"), "--jobs", default: 1)
        let window = try positiveInt(args.value("--window"), "--window", default: 64)
        let choices = try parseChoices(args.values("--choice"))
        if args.flag("--shell") && args.value("--adapter") == nil { throw UsageError("--shell needs --adapter") }
        if let status = pipeline.load(&console) { return status }
        let (toRun, skipped, order) = pipeline.selection()
        if console.passthrough {
            RunInterruption.reset()
            RunInterruption.install()
        }
        let raw: RawRun
        let source: String
        if let adapter = args.value("--adapter") {
            do {
                let command = try AdapterCommand.parse(adapter, shell: args.flag("--shell"))
                source = "adapter: \(command)"
                var options = SessionOptions(timeout: timeout, handshakeTimeout: handshakeTimeout, window: window)
                options.window = window
                let showProgress = console.passthrough && console.isTerminal && !args.flag("--no-progress")
                let report: @Sendable (Int, Int) -> Void = { done, total in
                    FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] vectors judged".utf8))
                }
                let progress: (@Sendable (Int, Int) -> Void)? = showProgress ? report : nil
                raw = try ConformanceRunner.runAdapter(toRun, command: command, options: options, jobs: jobs, progress: progress)
                if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            } catch {
                console.err("error: \(error.message)")
                return ExitCode.adapter
            }
        } else {
            source = "in-process reference model"
            raw = InProcessRunner.run(toRun, implementation: ReferenceImplementation(choices: choices))
        }
        return pipeline.finish(raw: raw, ran: toRun, skipped: skipped, order: order, source: source, &console)
    }
}

func positiveInt(_ value: String?, _ option: String, default fallback: Int) throws -> Int {
    guard let value else { return fallback }
    guard let n = Int(value), n > 0 else { throw UsageError("\(option) needs a positive whole number, not '\(value)'") }
    return n
}
