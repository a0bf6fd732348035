import Foundation
import PaySpecIO
import PaySpecProcesses

/// The launcher every benchmarked process is timed through (`payspec-bench spawn`). On Linux a
/// spawned child's `ru_maxrss` starts from the peak of the process that spawned it, and the
/// bench holds the scaled golden sets; the launcher is a fresh small process, so the peak it
/// reports is the measured program's own (above the launcher's floor, which the bench measures
/// and prints). It writes `exit-status wall-seconds cpu-seconds peak-rss-mib` to a result file.
public enum MeasuredLaunch {
    /// The launcher's side: runs `argv` with standard input from `input` (`nil`: /dev/null) and
    /// records the measurement in `result`.
    public static func record(_ argv: [String], input: String?, result: String) throws {
        let m: MeasuredProcess
        do { m = try MeasuredProcess.run(argv, input: input) } catch { throw BenchFailure(error.description) }
        try "\(m.exitStatus) \(m.wallSeconds) \(m.cpuSeconds) \(m.peakRSSMiB)\n".write(
            toFile: result, atomically: false, encoding: .utf8)
    }

    /// The bench's side: runs `argv` through the launcher `payspec-bench` at `bench`.
    public static func measure(bench: String, _ argv: [String], input: String?, result: String) throws -> MeasuredProcess {
        let launcher: MeasuredProcess
        do {
            launcher = try MeasuredProcess.run([bench, "spawn", result, input ?? "-", "--"] + argv)
        } catch {
            throw BenchFailure(error.description)
        }
        guard launcher.exitStatus == 0, let text = try? String(contentsOfFile: result, encoding: .utf8) else {
            throw BenchFailure("payspec-bench spawn could not run \(argv.joined(separator: " "))")
        }
        let f = text.split(separator: " ").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan }
        guard f.count == 4 else { throw BenchFailure("payspec-bench spawn wrote an unreadable result to \(result)") }
        return MeasuredProcess(exitStatus: Int32(f[0]), wallSeconds: f[1], cpuSeconds: f[2], peakRSSMiB: f[3])
    }
}
