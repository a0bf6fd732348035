import Foundation
import PaySpecJSON
import PaySpecTestSupport
import Testing

@testable import PaySpecRunner

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A signal wins over a report that cannot be written: the run stops its adapters and exits
/// within the grace period instead of waiting for a reader that never comes.
@Suite(
    .waitsOnProcesses, .timeLimit(.minutes(10)),
    .enabled(if: Fixture.python != nil, "python3 not found on PATH: signal tests skipped"))
struct SignalOutputTests {
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalEndsARunBlockedOnAFIFONobodyReads(_ number: Int32) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payspec")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "payspec not built next to the tests")
        let dir = Fixture.tempDir()
        let fifo = dir + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let marker = dir + "/trap-reached"
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "run", "--golden", Fixture.golden(), "--adapter", Fixture.brokenAdapterLine("hang-with-grandchild") + " " + marker,
            "--timeout", "60", "--format", "json", "--output", fifo,
        ]
        let stderrPipe = Pipe()
        process.standardError = stderrPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try #require(waitFor(seconds: 30) { FileManager.default.fileExists(atPath: marker) }, "the adapter never reached the trap")
        let pids = try String(contentsOfFile: marker, encoding: .utf8).split(separator: " ").compactMap { pid_t($0) }
        kill(process.processIdentifier, number)
        // The report's open blocks (no reader); the grace period (3 s) ends it. Bounded at 30 s
        // so a regression fails instead of hanging the suite.
        let ended = waitFor(seconds: 30) { !process.isRunning }
        if !ended { kill(process.processIdentifier, SIGKILL) }
        #expect(ended, "the run was still blocked on the FIFO")
        process.waitUntilExit()
        let message = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74, "\(message)")
        #expect(message.contains("payspec: interrupted by \(RunInterruption.name(of: number)); still blocked after 3 s"), "\(message)")
        #expect(message.contains("adapters stopped"), "the adapters are stopped before the report is written: \(message)")
        for pid in pids { #expect(waitFor(seconds: 10) { isGone(pid) }, "adapter process \(pid) survived the runner") }
        // Nothing replaced the FIFO.
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func sigtermEndsARunWhoseStandardOutputIsAStalledPipe() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payspec")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "payspec not built next to the tests")
        let dir = Fixture.tempDir()
        let marker = dir + "/trap-reached"
        let process = Process()
        process.executableURL = binary
        // The JSON report goes to standard output, a pipe this test never reads and fills to
        // its capacity before the run starts: every write of the report blocks.
        process.arguments = [
            "run", "--golden", Fixture.golden(), "--adapter", Fixture.brokenAdapterLine("hang-with-grandchild") + " " + marker,
            "--timeout", "60", "--format", "json",
        ]
        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        let capacity = Self.fill(stdoutPipe)
        try #require(capacity > 0, "the pipe's capacity is unknown")
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        try #require(waitFor(seconds: 30) { FileManager.default.fileExists(atPath: marker) }, "the adapter never reached the trap")
        let pids = try String(contentsOfFile: marker, encoding: .utf8).split(separator: " ").compactMap { pid_t($0) }
        kill(process.processIdentifier, SIGTERM)
        // The grace period (3 s) ends it, as the message below shows; bounded at 30 s so a
        // regression fails instead of hanging the suite.
        let ended = waitFor(seconds: 30) { !process.isRunning }
        if !ended { kill(process.processIdentifier, SIGKILL) }
        #expect(ended, "the run was still blocked on its standard output")
        process.waitUntilExit()
        let message = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74, "\(message)")
        #expect(message.contains("payspec: interrupted by SIGTERM; still blocked after 3 s"), "\(message)")
        for pid in pids { #expect(waitFor(seconds: 10) { isGone(pid) }, "adapter process \(pid) survived the runner") }
        // Nothing of the report fitted: the run was blocked on its output, not done with it.
        stdoutPipe.fileHandleForWriting.closeFile()
        let held = stdoutPipe.fileHandleForReading.readDataToEndOfFile()
        #expect(held.prefix(capacity).allSatisfy { $0 == 0x20 } && held.count >= capacity, "\(held.count) bytes in the pipe")
    }

    /// Writes spaces into `pipe` up to its capacity (Linux's F_GETPIPE_SZ), so that the next
    /// write blocks; returns the capacity, or 0 where it cannot be asked for.
    static func fill(_ pipe: Pipe) -> Int {
        #if os(Linux)
            let fd = pipe.fileHandleForWriting.fileDescriptor
            let capacity = Int(fcntl(fd, 1032))  // F_GETPIPE_SZ
            guard capacity > 0 else { return 0 }
            let filler = [UInt8](repeating: 0x20, count: capacity)
            // An empty pipe takes exactly its capacity in one write.
            let written = filler.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            return written == capacity ? capacity : 0
        #else
            return 0
        #endif
    }

    func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool { ProcessPolling.waitFor(seconds: seconds, condition) }

    func isGone(_ pid: pid_t) -> Bool { ProcessPolling.isGone(pid) }
}
