import Foundation
import PaySpecTestSupport
import Testing

/// `tools/bench/build-times.sh` and `payspec bench --only build`, which docs/benchmarks.md
/// shows, run from the checkout (the documented-examples workspace holds no Package.swift) over
/// the smallest product: the same copy, cold build and table row as the documented run, in
/// seconds rather than minutes.
@Suite("Cold build times script", .waitsOnProcesses)
struct BuildTimesScriptTests {
    /// Runs `executable` with `arguments` in `directory`: its exit status and both outputs.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String = DocRoot.path
    ) throws -> (
        status: Int32, out: String, err: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is drained beside standard output: a full pipe would stall the build.
        nonisolated(unsafe) var stderr = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stderr = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// Through `payspec bench --only build`, which runs the script from the checkout and prints
    /// its table: one cold build, the smallest product, no consumer.
    @Test(.endToEnd, .takesMinutes) func timesAColdBuildOfACopyAndCountsItsWarnings() throws {
        let (status, stdout, stderr) = try Self.run(
            ExampleWorkspace.payspecBinary,
            ["bench", "--only", "build", "--build-product", "payspec-embed", "--no-build-consumer", "--repeat", "1"])
        #expect(status == 0, "\(stderr)")
        let rows = stdout.split(separator: "\n").map(String.init)
        #expect(rows.contains("| build | command | wall s | CPU s | peak RSS | warnings |"), "\(stdout)")
        #expect(!rows.contains { $0.hasPrefix("| consumer |") }, "\(stdout)")
        let row = try #require(rows.first { $0.hasPrefix("| payspec-embed |") }, "\(stdout)")
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        // build, command, wall, CPU, RSS, warnings: a cold build takes time and memory, and has no warning.
        #expect(cells.count == 6, "\(row)")
        #expect(cells[1] == "swift build --product payspec-embed")
        #expect((Double(cells[2]) ?? 0) > 0 && (Double(cells[3]) ?? 0) > 0, "\(row)")
        #expect(cells[4].hasSuffix(" MiB") && (Int(cells[4].dropLast(4)) ?? 0) > 0, "\(row)")
        #expect(cells[5] == "0", "\(row)")
        #expect(stdout.contains("Medians of 1 rounds"), "a bench that ran to its end closes with its medians line: \(stdout)")
    }

    @Test func benchOutsideACheckoutSaysWhereTheScriptIs() throws {
        let (status, _, stderr) = try Self.run(
            ExampleWorkspace.payspecBinary, ["bench", "--only", "build", "--no-build-consumer", "--repeat", "1"],
            in: FileManager.default.temporaryDirectory.path)
        // A usage error, said before any other section runs.
        #expect(status == 2)
        #expect(stderr.contains("--only build runs tools/bench/build-times.sh from a PaySpec checkout"), "\(stderr)")
    }

    /// Outside a checkout too, a bad value is the mistake named, not the missing checkout.
    @Test(arguments: [
        (["--build-product", "-x"], "--build-product takes a product name, not an option"),
        (["--build-timeout", "0x10"], "--build-timeout needs a number of seconds"),
        (["--build-timeout", "-1"], "--build-timeout needs a number of seconds"),
    ])
    func aBadBuildValueIsNamedBeforeTheCheckoutIsLookedFor(_ arguments: [String], _ message: String) throws {
        let (status, _, stderr) = try Self.run(
            ExampleWorkspace.payspecBinary, ["bench", "--only", "build"] + arguments, in: FileManager.default.temporaryDirectory.path)
        #expect(status == 2, "\(stderr)")
        #expect(stderr.contains(message), "\(stderr)")
        #expect(!stderr.contains("checkout"), "\(stderr)")
    }

    @Test(arguments: [
        (["--build-product", "payspec"], "--build-product applies to --only build"),
        (["--no-build-consumer"], "--no-build-consumer applies to --only build"),
        (["--only", "build", "--build-product", "-x"], "--build-product takes a product name, not an option"),
        (["--only", "build", "--build-timeout", "0"], "--build-timeout"),
    ])
    func buildArgumentsAreUsageErrorsNamingTheArgument(_ arguments: [String], _ message: String) throws {
        let (status, stdout, stderr) = try Self.run(ExampleWorkspace.payspecBinary, ["bench"] + arguments)
        #expect(status == 2, "\(stderr)")
        #expect(stdout.isEmpty, "\(stdout)")
        #expect(stderr.contains(message), "\(stderr)")
    }

    /// A build script that writes without end and leaves a process of its own running: the bench
    /// keeps a bounded part of the output, and a SIGTERM stops the script's whole process group.
    @Test func aBuildScriptIsReadBoundedAndItsGroupKilledOnASignal() throws {
        let checkout = FileManager.default.temporaryDirectory.path + "/payspec-bench-owned-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: checkout + "/tools/bench", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: checkout) }
        let script = checkout + "/tools/bench/build-times.sh"
        try "#!/bin/sh\nsleep 300 &\necho $! > \(checkout)/sleeper.pid\nyes '| payspec | 1.0 | 2.0 | 3 MiB | 0 |'\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        #expect(chmod(script, 0o755) == 0)
        let errors = Pipe()
        let bench = try Self.startBuildBench(in: checkout, errors: errors)
        let process = bench.process
        // Signalled once the script has started its own child and the bench has read more of
        // the script's output than the memory bound below: events the test sees happen, not a
        // guessed time, so a loaded machine only makes the wait longer (up to the watchdog).
        let pidFile = checkout + "/sleeper.pid"
        let readEnough = 300 << 20
        var peakKiB = 0
        let ready = ProcessPolling.waitFor(seconds: 300) {
            peakKiB = max(peakKiB, ProcessProbe.statusKiB(bench.pid, "VmRSS:"))
            return !process.isRunning
                || (Self.pid(in: pidFile) != nil && bench.handles(SIGTERM) && ProcessProbe.bytesRead(bench.pid) >= readEnough)
        }
        let read = ProcessProbe.bytesRead(bench.pid)
        kill(process.processIdentifier, SIGTERM)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(ready, "the bench read \(read) bytes of the script's output in 300 s")
        #expect(process.terminationStatus == 1, "\(stderr)")
        #expect(stderr.contains("interrupted by SIGTERM; the cold builds were stopped"), "\(stderr)")
        // Its peak memory, sampled while it read those 300 MiB: bounded, not what was written.
        #expect(peakKiB > 0 && peakKiB < 200 * 1024, "peak \(peakKiB) KiB after reading \(read) bytes")
        let sleeper = try #require(Self.pid(in: pidFile))
        // The script's own child went with its group (kill 0 probes; ESRCH: no such process).
        #expect(ProcessPolling.waitFor(seconds: 60) { ProcessPolling.isGone(sleeper) }, "process \(sleeper) outlived the bench")
    }

    /// A build tool starts its compilers in process groups of their own, out of reach of a
    /// group kill: the bench follows the script's descendants and kills them too, and removes
    /// the folder the script was given as TMPDIR.
    @Test func aBuildsOwnProcessGroupsAndScratchFolderGoWithIt() throws {
        let checkout = FileManager.default.temporaryDirectory.path + "/payspec-bench-groups-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: checkout + "/tools/bench", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: checkout) }
        let script = checkout + "/tools/bench/build-times.sh"
        // setsid: the background job runs in a process group (and session) of its own, as a
        // compiler job does; setsid -f forks and leaves its child an orphan in a session of its own at once.
        try """
        #!/bin/sh
        setsid sleep 300 &
        echo $! > \(checkout)/grouped.pid
        setsid -f sh -c 'echo $$ > \(checkout)/orphan.pid; exec sleep 300'
        mkdir "$TMPDIR/copy" && echo "$TMPDIR" > \(checkout)/scratch
        while :; do sleep 1; done
        """.write(toFile: script, atomically: true, encoding: .utf8)
        #expect(chmod(script, 0o755) == 0)
        let output = Pipe()
        let process = try Self.startBuildBench(in: checkout, errors: FileHandle.nullDevice, output: output).process
        // Until the script has started both (a watchdog, not a measure: a loaded machine only
        // waits longer), and the bench has looked at its descendants (every 0.5 s).
        let started = ProcessPolling.waitFor(seconds: 300) { FileManager.default.fileExists(atPath: checkout + "/scratch") }
        #expect(started, "the script did not start its jobs in 300 s")
        usleep(1_200_000)
        let grouped = try #require(
            Int32(String(contentsOfFile: checkout + "/grouped.pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Alive, and outside the script's group: a kill of that group alone would miss it.
        #expect(kill(grouped, 0) == 0 && getpgid(grouped) == grouped, "the job was meant to run in a group of its own")
        kill(process.processIdentifier, SIGTERM)
        // A few lines: the pipe holds them all, so the read cannot hold the bench up.
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        // Interrupted, it prints no closing line about the rounds it measured, as an interrupted run prints no summary.
        #expect(stdout.contains("Cold builds of a copy of this checkout"), "\(stdout)")
        #expect(!stdout.contains("Medians of"), "\(stdout)")
        #expect(
            ProcessPolling.waitFor(seconds: 60) { ProcessPolling.isGone(grouped) },
            "process \(grouped), in a group of its own, outlived the bench")
        // A process whose parent ended at once, before any look could see it: an orphan.
        let orphan = try #require(
            Int32(String(contentsOfFile: checkout + "/orphan.pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(orphan, 0) != 0, "orphan \(orphan) outlived the bench")
        let scratch = try String(contentsOfFile: checkout + "/scratch", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(scratch.contains("payspec-build-"), "\(scratch)")
        #expect(!FileManager.default.fileExists(atPath: scratch), "scratch folder \(scratch) left behind")
    }

    /// The process id a script wrote to `path`, once it has written it whole.
    static func pid(in path: String) -> Int32? {
        (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    @Test func benchRefusesAProductNameThatIsNoName() throws {
        let (status, stdout, stderr) = try Self.run(
            ExampleWorkspace.payspecBinary, ["bench", "--only", "build", "--build-product", "a;b\u{1B}[2J"])
        #expect(status == 2)
        #expect(stdout.isEmpty)
        #expect(
            stderr.hasPrefix("error: --build-product takes a product name (letters, digits, - and _), not 'a;b\\u{1B}[2J'\n"),
            "\(stderr)")
    }

    @Test func refusesAnUnknownArgument() throws {
        let (status, _, stderr) = try Self.run(DocRoot.path + "/tools/bench/build-times.sh", ["--jobs"])
        #expect(status == 2)
        #expect(stderr.contains("unknown argument"))
    }

    /// `payspec bench --only build` started in `checkout` (whose `tools/bench/build-times.sh`
    /// the test wrote), its standard error going to `errors` and its standard output to `output`.
    static func startBuildBench(in checkout: String, errors: Any, output: Any = FileHandle.nullDevice) throws -> WatchedProcess {
        try WatchedProcess(ExampleWorkspace.payspecBinary, ["bench", "--only", "build"], in: checkout, output: output, errors: errors)
    }
}
