import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process a test starts and watches from outside: whether it has taken a signal over,
/// how much memory it holds, how many bytes it has read, and its end. Each is read from the
/// child's `/proc` entry by the test (on Linux; elsewhere the figures are 0 and a signal is
/// assumed handled), so that a test waits on what the child did rather than on a guessed sleep.
public final class WatchedProcess {
    public let process: Process
    public var pid: pid_t { process.processIdentifier }
    public var isRunning: Bool { process.isRunning }

    /// Starts `executable` with `arguments`; its standard output and error go to `output` and
    /// `errors` (a `Pipe` or a `FileHandle`), nowhere unless given.
    public init(
        _ executable: String, _ arguments: [String], in directory: String? = nil, output: Any = FileHandle.nullDevice,
        errors: Any = FileHandle.nullDevice
    ) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Whether the child has taken `number` over: among its caught or ignored signals.
    public func handles(_ number: Int32) -> Bool { ProcessProbe.handles(pid, number) }

    /// Waits up to `seconds` (a watchdog, not a measure) for the child to take `number` over;
    /// false when it ended first or the time ran out.
    public func waitUntilHandles(_ number: Int32, seconds: Double = 120) -> Bool {
        ProcessPolling.waitFor(seconds: seconds) { handles(number) || !isRunning } && isRunning
    }

    /// Waits up to `seconds` for the child to end; when it has not, kills its process group and
    /// itself, reaps it and returns false.
    public func waitForEnd(seconds: Double) -> Bool {
        if ProcessPolling.waitFor(seconds: seconds, { !isRunning }) {
            process.waitUntilExit()
            return true
        }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        process.waitUntilExit()
        return false
    }

    /// The child's peak resident memory (KiB) up to its end, sampled every millisecond while
    /// it runs. `VmHWM` only grows, so the last sample is the peak up to then; a peak in the
    /// child's very last instant could be missed, which only makes the figure lower.
    public func peakResidentKiBUntilEnd() -> Int {
        var peak = 0
        while isRunning {
            peak = max(peak, ProcessProbe.statusKiB(pid, "VmHWM:"))
            usleep(1_000)
        }
        process.waitUntilExit()
        return peak
    }
}

/// What `/proc` says of a live process (Linux); 0 or "handled" where it cannot be read.
public enum ProcessProbe {
    /// Whether `pid` has taken `number` over (its ignored or caught signals hold it).
    public static func handles(_ pid: pid_t, _ number: Int32) -> Bool {
        guard let ignored = signalMask(pid, "SigIgn:"), let caught = signalMask(pid, "SigCgt:") else { return true }
        return (ignored | caught) & (1 << UInt64(number - 1)) != 0
    }

    /// Whether `pid` ignores `number`; nil where there is no `/proc`.
    public static func ignores(_ pid: pid_t, _ number: Int32) -> Bool? {
        signalMask(pid, "SigIgn:").map { $0 & (1 << UInt64(number - 1)) != 0 }
    }

    /// A signal mask of `/proc/PID/status` (`SigIgn:`, `SigCgt:`).
    static func signalMask(_ pid: pid_t, _ field: String) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
        else { return nil }
        return UInt64(line.dropFirst(field.count).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// A `kB` field of `/proc/PID/status` (`VmRSS:`, `VmHWM:`).
    public static func statusKiB(_ pid: pid_t, _ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
        else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }

    /// The bytes `pid` has read so far, from any descriptor (`rchar` of `/proc/PID/io`).
    public static func bytesRead(_ pid: pid_t) -> Int {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
            let line = io.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") })
        else { return 0 }
        return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }
}
