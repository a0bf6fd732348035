import Foundation
import PaySpecTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A run started with SIGINT ignored (a background job of a shell without job control) leaves it
/// ignored, in itself and in the adapters it starts; the signals it was not started with ignored
/// still stop it in order.
@Suite(
    .waitsOnProcesses, .timeLimit(.minutes(10)),
    .enabled(if: Fixture.python != nil, "python3 not found on PATH: signal tests skipped"))
struct InheritedSignalTests {
    /// What one run did: its exit status, its stderr, and whether its adapter had SIGINT ignored.
    struct Outcome {
        var status: Int32
        var stderr: String
        var adapterIgnoresSIGINT: Bool?
    }

    /// Starts `payspec run` through `sh`, with SIGINT ignored first when `ignoringSIGINT` (as a
    /// shell starts a background job), waits for its adapter to hang on a vector, sends SIGINT,
    /// then, once the first signal had time to act, SIGTERM.
    func run(ignoringSIGINT: Bool) throws -> Outcome {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payspec")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "payspec not built next to the tests")
        let marker = Fixture.tempDir() + "/trap-reached"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", (ignoringSIGINT ? "trap '' INT; " : "") + "exec \"$0\" \"$@\"", binary.path,
            "run", "--golden", Fixture.golden(), "--adapter", Fixture.brokenAdapterLine("hang-with-grandchild") + " " + marker,
            "--timeout", "60",
        ]
        let stderrPipe = Pipe()
        process.standardError = stderrPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try #require(
            ProcessPolling.waitFor(seconds: 30) { FileManager.default.fileExists(atPath: marker) }, "the adapter never reached the trap")
        let pids = try String(contentsOfFile: marker, encoding: .utf8).split(separator: " ").compactMap { pid_t($0) }
        let adapterIgnores = pids.first.flatMap { ProcessProbe.ignores($0, SIGINT) }
        kill(process.processIdentifier, SIGINT)
        // Not a measurement: the pause lets a SIGINT that is acted on interrupt the run first,
        // so the message names the signal that stopped it.
        usleep(500_000)
        kill(process.processIdentifier, SIGTERM)
        let ended = ProcessPolling.waitFor(seconds: 30) { !process.isRunning }
        if !ended { kill(process.processIdentifier, SIGKILL) }
        #expect(ended, "the run did not stop on SIGTERM")
        process.waitUntilExit()
        let stderr = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Outcome(status: process.terminationStatus, stderr: stderr, adapterIgnoresSIGINT: adapterIgnores)
    }

    @Test func aRunStartedWithSIGINTIgnoredKeepsItIgnoredAndStopsOnSIGTERM() throws {
        let outcome = try run(ignoringSIGINT: true)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("payspec run: interrupted by SIGTERM; adapters stopped"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("interrupted by SIGINT"), "\(outcome.stderr)")
        if let ignores = outcome.adapterIgnoresSIGINT { #expect(ignores, "the adapter got SIGINT back at its default") }
    }

    @Test func aRunStartedWithSIGINTAtItsDefaultStopsOnIt() throws {
        let outcome = try run(ignoringSIGINT: false)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("payspec run: interrupted by SIGINT; adapters stopped"), "\(outcome.stderr)")
        if let ignores = outcome.adapterIgnoresSIGINT { #expect(!ignores, "the adapter inherited payspec's own SIGINT takeover") }
    }
}
