import Foundation
import PaySpecIO
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec bench-lockstep REQUESTS.jsonl ADAPTER [ARGS…]`: the yardstick client of
/// `payspec bench`. It sends one request at a time and reads one line back before the next,
/// judging nothing: what a minimal client costs, for the runner to be compared with.
struct BenchLockstepCommand: PaySpecCommand {
    let name = "bench-lockstep"
    /// Started by `payspec bench`, not by a user: left out of the overview.
    let listed = false
    let summary = "The benchmark's lock-step client: one request at a time, no judging (used by 'payspec bench')."
    let help = """
        USAGE: payspec bench-lockstep REQUESTS.jsonl ADAPTER [ARGS…]

        Starts ADAPTER (a path, no shell), sends the handshake, then each line of REQUESTS.jsonl
        (protocol request lines, as 'payspec vectors export' writes them), waiting for one answer
        line after each, and then the shutdown. Answers are read, not judged. Started by
        'payspec bench'. Exit status 0 when every request got an answer line, 1 otherwise.
        """
    let syntaxes = [CommandSyntax(options: [])]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        guard arguments.count >= 2, let data = try? InputFile.read(arguments[0]) else {
            throw UsageError("bench-lockstep needs a readable REQUESTS.jsonl and an adapter command")
        }
        let requests = data.split(separator: 0x0A)
        guard !requests.isEmpty else { throw UsageError("bench-lockstep: \(arguments[0]) has no request lines") }
        signal(SIGPIPE, SIG_IGN)  // an adapter that dies is counted, not fatal
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw UsageError("bench-lockstep: cannot make pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = Array(arguments.dropFirst())
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArguments { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
        close(toChild[0])
        close(fromChild[1])
        guard rc == 0 else {
            console.err("error: cannot start \(argv[0]): \(String(cString: strerror(rc)))")
            return ExitCode.adapter
        }
        var reader = LineReader(fd: fromChild[0])
        var answered = 0
        func send(_ line: some Collection<UInt8>) -> Bool {
            var bytes = Array(line)
            bytes.append(0x0A)
            return (try? StreamWriter.write(&bytes, to: toChild[1])) != nil
        }
        var ok = send(Array(RunnerMessage.handshake.utf8)) && reader.next()
        for request in requests where ok {
            ok = send(request) && reader.next()
            if ok { answered += 1 }
        }
        _ = send(Array(RunnerMessage.shutdown.utf8))
        close(toChild[1])
        while reader.next() {}  // let the adapter finish writing before it is reaped
        close(fromChild[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard answered == requests.count else {
            console.err("bench-lockstep: \(answered) of \(requests.count) requests answered")
            return ExitCode.findings
        }
        return ExitCode.success
    }

    /// Reads whole lines from a descriptor, for counting answers only.
    struct LineReader {
        let fd: Int32
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var start = 0
        var end = 0

        init(fd: Int32) { self.fd = fd }

        /// Moves past the next line; `false` at end of input.
        mutating func next() -> Bool {
            while true {
                if let newline = buffer[start..<end].firstIndex(of: 0x0A) {
                    start = newline + 1
                    return true
                }
                if start > 0 {
                    buffer.replaceSubrange(0..<end - start, with: buffer[start..<end])
                    end -= start
                    start = 0
                }
                if end == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
                let n = buffer.withUnsafeMutableBufferPointer { read(fd, $0.baseAddress! + end, $0.count - end) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                end += n
            }
        }
    }
}

/// `payspec bench-load GOLDEN_DIR`: loads a golden directory and prints its vector count, so
/// `payspec bench` can time the loader as a whole process beside CPython's `json.load`.
struct BenchLoadCommand: PaySpecCommand {
    let name = "bench-load"
    /// Started by `payspec bench`, not by a user: left out of the overview.
    let listed = false
    let summary = "Load a golden directory and count its vectors (used by 'payspec bench')."
    let help = """
        USAGE: payspec bench-load GOLDEN_DIR

        Reads every golden file of GOLDEN_DIR as 'payspec run' does and prints the number of
        vectors. Exit status 0, or 1 when any file has a problem (printed on stderr).
        """
    let syntaxes = [CommandSyntax(options: [])]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        guard arguments.count == 1 else { throw UsageError("bench-load needs one GOLDEN_DIR") }
        let (suites, diagnostics) = GoldenLoader.loadCompact(directory: arguments[0])
        for d in diagnostics { console.err(d) }
        let count = suites.reduce(0) { $0 + $1.vectors.count }
        console.out("\(count)")
        return diagnostics.isEmpty && count > 0 ? ExitCode.success : ExitCode.findings
    }
}

/// `payspec bench-spawn RESULT INPUT ARGV…`: the launcher `payspec bench` times each process
/// through. On Linux a spawned child's `ru_maxrss` starts from the peak of the process that
/// spawned it, and the bench holds the scaled golden sets; this launcher is a fresh small
/// process, so the peak it reports is the measured program's own (above the launcher's floor,
/// which the bench measures and prints).
struct BenchSpawnCommand: PaySpecCommand {
    let name = "bench-spawn"
    /// Started by `payspec bench`, not by a user: left out of the overview.
    let listed = false
    let summary = "Run one program and record its wall, CPU and peak memory (used by 'payspec bench')."
    let help = """
        USAGE: payspec bench-spawn RESULT INPUT [--] PROGRAM [ARGS…]

        Runs PROGRAM (a path) with standard input from INPUT ('-' for /dev/null), standard
        output to /dev/null, and writes 'exit-status wall-seconds cpu-seconds peak-rss-mib' to
        RESULT. Started by 'payspec bench'. Exit status 0 when RESULT was written.
        """
    let syntaxes = [CommandSyntax(options: [])]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        guard arguments.count >= 3 else { throw UsageError("bench-spawn needs RESULT, INPUT and a program") }
        let input = arguments[1] == "-" ? nil : arguments[1]
        // After `--` the program's own --quiet, --verbose and --help stay its own.
        var argv = Array(arguments.dropFirst(2))
        if argv.first == "--" { argv.removeFirst() }
        guard !argv.isEmpty else { throw UsageError("bench-spawn needs RESULT, INPUT and a program") }
        let m = try MeasuredProcess.run(argv, input: input)
        try "\(m.exitStatus) \(m.wallSeconds) \(m.cpuSeconds) \(m.peakRSSMiB)\n".write(
            toFile: arguments[0], atomically: false, encoding: .utf8)
        return ExitCode.success
    }

    /// Runs `argv` through the launcher `payspec` at `selfPath`.
    static func measure(selfPath: String, _ argv: [String], input: String?, result: String) throws -> MeasuredProcess {
        let launcher = try MeasuredProcess.run([selfPath, "bench-spawn", result, input ?? "-", "--"] + argv)
        guard launcher.exitStatus == 0, let text = try? String(contentsOfFile: result, encoding: .utf8) else {
            throw UsageError("bench-spawn could not run \(argv.joined(separator: " "))")
        }
        let f = text.split(separator: " ").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan }
        guard f.count == 4 else { throw UsageError("bench-spawn wrote '\(TerminalText.inline(text))'") }
        return MeasuredProcess(exitStatus: Int32(f[0]), wallSeconds: f[1], cpuSeconds: f[2], peakRSSMiB: f[3])
    }
}
