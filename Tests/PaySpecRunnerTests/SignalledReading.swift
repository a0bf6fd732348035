import Foundation
import PaySpecTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// A `payspec` command that reads lines from its standard input, signalled the way a user's
/// Ctrl-C or a CI runner's cancel reaches it: once it handles the signal (its masks of ignored or
/// caught signals hold it, not after a guessed sleep), then fed blank lines, each a point where it
/// sees the signal, until it stops.
struct SignalledReading {
    /// How the command ended.
    var reason: Process.TerminationReason
    var status: Int32
    /// What it wrote on standard error.
    var stderr: String

    /// Runs `payspec` (built next to the tests) with `arguments`, signals it with `number` and
    /// feeds it until it ends; `what` names the command in failure messages.
    static func run(_ arguments: [String], signal number: Int32, what: String) throws -> SignalledReading {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payspec")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "payspec not built next to the tests")
        // The command may end while lines are still being fed to it.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let stdinPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardInput = stdinPipe
        process.standardError = stderrPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        try #require(
            ProcessPolling.waitFor(seconds: 30) { ProcessProbe.handles(pid, number) || !process.isRunning },
            "\(what) never took over its signals")
        try #require(process.isRunning, "\(what) ended before it was signalled")
        kill(pid, number)
        let fd = stdinPipe.fileHandleForWriting.fileDescriptor
        _ = ProcessPolling.waitFor(seconds: 30) {
            _ = "\n".utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, 1) }
            return !process.isRunning
        }
        try? stdinPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return SignalledReading(reason: process.terminationReason, status: process.terminationStatus, stderr: message)
    }
}
