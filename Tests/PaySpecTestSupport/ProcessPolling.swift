import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waiting for what a child process does, by polling: the tests that check a child ends, or that
/// a marker file appears, ask the same way.
public enum ProcessPolling {
    /// Polls `condition` (every 10 ms) until it holds or `seconds` pass; whether it held.
    public static func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// Dead: no such process, or a zombie waiting for a reaper that is not the caller.
    public static func isGone(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        return stat[stat.index(close, offsetBy: 2)] == "Z"
    }
}
