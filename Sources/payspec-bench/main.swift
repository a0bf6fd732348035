// The benchmark's own processes, started by `payspec bench` from the folder it runs from:
//
//   payspec-bench spawn RESULT INPUT [--] PROGRAM [ARGS…]   the launcher every figure is taken through
//   payspec-bench echo CANNED.jsonl                         the floor adapter: replays canned answers
//   payspec-bench lockstep REQUESTS.jsonl ADAPTER [ARGS…]   one request at a time, nothing judged
//   payspec-bench load GOLDEN_DIR                           the golden loader as a whole process
//
// None of them is a user's command, so none is in `payspec`.
import Foundation
import PaySpecBench
import PaySpecIO
import PaySpecReport
import PaySpecVectors

let usage = """
    USAGE: payspec-bench spawn RESULT INPUT [--] PROGRAM [ARGS…]
           payspec-bench echo CANNED.jsonl
           payspec-bench lockstep REQUESTS.jsonl ADAPTER [ARGS…]
           payspec-bench load GOLDEN_DIR

    The processes 'payspec bench' starts and times (see docs/benchmarks.md); build it beside
    payspec ('swift build -c release').

      spawn     runs PROGRAM (a path) with standard input from INPUT ('-' for /dev/null) and
                standard output to /dev/null, and writes 'exit-status wall-seconds cpu-seconds
                peak-rss-mib' to RESULT; after '--' the program's own flags stay its own
      echo      speaks payspec/1 on stdin/stdout, answering each vector with the output recorded
                for its suite and input in CANNED.jsonl (lines of {"suite":…,"input":…,"output":…};
                without "suite", the synthetic suite payspec.bench)
      lockstep  starts ADAPTER (a path, no shell), sends the handshake, then each line of
                REQUESTS.jsonl waiting for one answer line after each, then the shutdown; answers
                are read, not judged; exit status 1 unless every request got an answer line
      load      reads every golden file of GOLDEN_DIR as 'payspec run' does and prints the number
                of vectors; exit status 1 when any file has a problem (printed on stderr)

    Exit status 2 for a usage error.

    """

/// Says `message` on standard error, its control characters shown as escapes and no line of it
/// a workflow command (it names paths and programs it was given), and gives the exit status.
func refuse(_ message: String, status: Int32 = 2) -> Int32 {
    say(TerminalText.lines("payspec-bench: " + message).joined(separator: "\n"))
    return status
}

func say(_ line: String, to fd: Int32 = STDERR_FILENO) {
    try? StreamWriter.write(GitHubCommandText.inert(line + "\n"), to: fd)
}

func main(_ arguments: [String]) -> Int32 {
    guard let verb = arguments.first else { return refuse("needs a client role: spawn, echo, lockstep or load\n\n" + usage) }
    let rest = Array(arguments.dropFirst())
    switch verb {
    case "--help", "-h", "help":
        try? StreamWriter.write(usage, to: STDOUT_FILENO)
        return 0
    case "spawn":
        guard rest.count >= 3 else { return refuse("spawn needs RESULT, INPUT and a program") }
        // After `--` the program's own --quiet, --verbose and --help stay its own.
        var argv = Array(rest.dropFirst(2))
        if argv.first == "--" { argv.removeFirst() }
        guard !argv.isEmpty else { return refuse("spawn needs RESULT, INPUT and a program") }
        do {
            try MeasuredLaunch.record(argv, input: rest[1] == "-" ? nil : rest[1], result: rest[0])
        } catch {
            return refuse("spawn: \(error)", status: 1)
        }
        return 0
    case "echo":
        guard rest.count == 1 else { return refuse("echo needs a readable CANNED.jsonl") }
        do { return try CannedAnswers.serve(rest[0]) } catch { return refuse("echo needs a readable CANNED.jsonl: \(error)") }
    case "lockstep":
        guard rest.count >= 2, let data = try? InputFile.read(rest[0]) else {
            return refuse("lockstep needs a readable REQUESTS.jsonl and an adapter command")
        }
        let requests = data.split(separator: 0x0A)
        guard !requests.isEmpty else { return refuse("lockstep: \(rest[0]) has no request lines") }
        do {
            let answered = try LockstepClient.run(requests, adapter: Array(rest.dropFirst()))
            return answered == requests.count ? 0 : refuse("lockstep: \(answered) of \(requests.count) requests answered", status: 1)
        } catch {
            return refuse("lockstep: \(error)", status: 3)
        }
    case "load":
        guard rest.count == 1 else { return refuse("load needs one GOLDEN_DIR") }
        let (suites, diagnostics) = GoldenLoader.loadCompact(directory: rest[0])
        for d in diagnostics {
            let place = d.location.map { "\(d.file):\($0.line):\($0.column)" } ?? d.file
            say(TerminalText.inline(place) + ": \(d.severity.rawValue): " + TerminalText.inline(d.message))
        }
        let count = suites.reduce(0) { $0 + $1.vectors.count }
        say("\(count)", to: STDOUT_FILENO)
        return diagnostics.isEmpty && count > 0 ? 0 : 1
    default:
        return refuse("unknown client role '\(verb)'; use spawn, echo, lockstep or load")
    }
}

exit(main(Array(CommandLine.arguments.dropFirst())))
