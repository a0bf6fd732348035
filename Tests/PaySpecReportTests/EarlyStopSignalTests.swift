import Foundation
import PaySpecCLITestSupport
import PaySpecTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A stop signal in the first milliseconds of a comparison, while its signal handling is being
/// set up, and a standard output closed under a report: each ends the command with a status
/// that says so, never a green and never a silent death.
@Suite(.waitsOnProcesses) struct EarlyStopSignalTests {
    static let binary = packageRoot + "/.build/debug/payspec"
    static let adapter = packageRoot + "/.build/debug/payspec-reference-adapter"

    /// Starts payspec, sends SIGINT after `micros`, and waits up to `patience` seconds for its
    /// end; nil when it was still running then (it is killed).
    static func interrupted(_ arguments: [String], after micros: UInt32, patience: Int) throws -> Process? {
        let child = try WatchedProcess(binary, arguments)
        // The moment itself is what this test varies: a sleep is the point here, not a guess.
        usleep(micros)
        kill(child.pid, SIGINT)
        return child.waitForEnd(seconds: Double(patience)) ? child.process : nil
    }

    @Test func aComparisonStoppedInItsFirstMillisecondsEndsAndIsNoGreen() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.adapter))
        let out = tempDirectory() + "/c.json"
        // A spread of moments across the start, where the handlers are being set up.
        for micros in stride(from: UInt32(5_000), through: 80_000, by: 5_000) {
            let arguments = [
                "compare", "--adapter", Self.adapter, "--adapter", Self.adapter, "--generated", "200000", "--format", "json",
                "--output", out,
            ]
            let process = try Self.interrupted(arguments, after: micros, patience: 30)
            let ended = try #require(process, "still running 30 s after SIGINT at \(micros) µs")
            // Died of it before `main` took signals over, or stopped in order (1); on a loaded
            // machine the watchdog may end a stop slower than its grace with 74. Never 0.
            let died = ended.terminationReason == .uncaughtSignal
            #expect(died || [1, 74].contains(ended.terminationStatus), "SIGINT at \(micros) µs: status \(ended.terminationStatus)")
        }
    }

    @Test func aReportToAClosedStandardOutputIsAWriteError() throws {
        let dir = tempDirectory()
        let run = dir + "/run.json"
        #expect(InProcessCLI.run(["run", "--suite", "seb.status-outcome", "--format", "json", "--output", run]).status == 0)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["report", run]
        process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74)
    }
}
