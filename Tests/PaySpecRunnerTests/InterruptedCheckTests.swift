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

/// `payspec check --outputs` stops on a signal the way `run` does: it writes its report, counts
/// the vectors it never judged as not run, leaves no staging file, and exits 1.
@Suite struct InterruptedCheckTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalWhileOutputsAreReadEndsTheCheckWithAReport(_ number: Int32) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payspec")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "payspec not built next to the tests")
        // The check may end while lines are still being fed to it.
        signal(SIGPIPE, SIG_IGN)
        let dir = Fixture.tempDir()
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "check", "--outputs", "-", "--golden", Fixture.golden(), "--format", "json", "--output", dir + "/report.json",
        ]
        let stdinPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardInput = stdinPipe
        process.standardError = stderrPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        // The signal is sent once the check handles it (its masks of ignored or caught signals hold it),
        // not after a guessed sleep.
        try #require(waitFor(seconds: 30) { handles(pid, number) || !process.isRunning }, "the check never took over its signals")
        try #require(process.isRunning, "the check ended before it was signalled")
        kill(pid, number)
        // Blank lines (skipped by the reader) until the check stops reading: each is a point
        // where it sees the signal.
        let fd = stdinPipe.fileHandleForWriting.fileDescriptor
        _ = waitFor(seconds: 30) {
            _ = "\n".utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, 1) }
            return !process.isRunning
        }
        try? stdinPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1, "an interrupted check exits 1: \(message)")
        let name = RunInterruption.name(of: number)
        #expect(message.contains("payspec check: interrupted by \(name); reporting the 0 of 8 vectors judged"), "\(message)")
        let report = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/report.json"))))
        #expect(report["summary"]?["notRun"]?.intValue == 8)
        #expect(report["summary"]?["passed"]?.intValue == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "report.json" }
        #expect(left.isEmpty, "staging debris: \(left)")
    }

    /// Whether `pid` has taken `number` over (Linux `/proc`: among its ignored or caught
    /// signals; elsewhere assumed).
    func handles(_ pid: pid_t, _ number: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return true }
        func mask(_ field: String) -> UInt64 {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }) else { return 0 }
            return UInt64(line.dropFirst(field.count).trimmingCharacters(in: .whitespaces), radix: 16) ?? 0
        }
        return (mask("SigIgn:") | mask("SigCgt:")) & (1 << UInt64(number - 1)) != 0
    }

    /// Polls `condition` (every 10 ms) until it holds or `seconds` pass.
    func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool { ProcessPolling.waitFor(seconds: seconds, condition) }
}
