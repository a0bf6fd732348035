import Foundation
import PaySpecProcesses
import PaySpecReport
import PaySpecRunner

/// `payspec bench --only build`: what a fresh clone costs before its first verdict, and what an
/// SDK's CI job pays for depending on `PaySpecTesting` without a warm cache. The measuring is
/// `tools/bench/build-times.sh`'s (a copy of the checkout's tracked files, each build cold, timed
/// by `/usr/bin/time`); the bench runs it from the checkout and prints its table.
enum ColdBuildBench {
    static let script = "tools/bench/build-times.sh"

    /// The longest a cold build may take before it is stopped (`--build-timeout`, seconds).
    static let defaultTimeout: Double = 3 * 3600

    /// Whether the current directory is a checkout the script can run from.
    static var hasCheckout: Bool { FileManager.default.isExecutableFile(atPath: script) }

    /// Runs the cold builds; `true` when one failed, was stopped by a timeout or a signal, or
    /// the script cannot run here (said on standard error). The script runs in a process group
    /// of its own, its output read with a bound, and the group is killed on a timeout or a
    /// signal: no build outlives the bench.
    static func run(product: String, consumer: Bool, timeout: Double, _ console: inout Console) throws -> Bool {
        console.out("")
        console.out("Cold builds of a copy of this checkout (\(script); CPU = user + system of the build and its compiler jobs):")
        console.out("")
        guard hasCheckout else {
            console.err("error: --only build runs \(script) from a checkout; there is none in the current directory")
            return true
        }
        if console.passthrough { RunInterruption.install() }
        // The script's copy of the checkout, and the build tools' own temporary files, go into a
        // folder of the bench's: a build stopped by a signal or a timeout cannot clean up after
        // itself, so the bench removes the folder once nothing of the build is left running.
        let scratch = NSTemporaryDirectory() + "payspec-build-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outcome: OwnedProcess.Outcome
        do {
            // Stopping the build and removing its folder take a few seconds under load: the
            // watchdog of a signal waits for them rather than leaving processes and files behind.
            outcome = try RunInterruption.holdingWatchdog { () throws(ChildProcess.StartFailure) -> OwnedProcess.Outcome in
                defer { try? FileManager.default.removeItem(atPath: scratch) }
                return try OwnedProcess.run(
                    [script, "--product", product] + (consumer ? [] : ["--no-consumer"]), timeout: timeout,
                    environment: ["TMPDIR=\(scratch)"], interrupted: { RunInterruption.isInterrupted })
            }
        } catch {
            console.err("error: \(TerminalText.inline(error.message))")
            return true
        }
        // The script's table holds product names and figures; a compiler's log line could
        // still reach it, so it is shown as untrusted text.
        for line in String(decoding: outcome.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            console.out(TerminalText.inline(String(line)))
        }
        if outcome.droppedOutput > 0 {
            console.err("warning: \(script) wrote \(outcome.droppedOutput) bytes more than a table; they were read and dropped")
        }
        if outcome.interrupted || outcome.timedOut || outcome.status != 0 {
            for line in String(decoding: outcome.errorTail, as: UTF8.self).split(separator: "\n").suffix(40) {
                console.err(TerminalText.inline(String(line)))
            }
            if outcome.interrupted {
                console.err(
                    "error: interrupted by \(RunInterruption.name(of: RunInterruption.signal)); the cold builds were stopped (their process group killed)"
                )
            } else if outcome.timedOut {
                console.err(
                    "error: the cold builds took longer than --build-timeout \(Int(timeout)) s; stopped (their process group killed)")
            } else {
                console.err("error: a cold build failed (\(script) exited with \(outcome.status))")
            }
            return true
        }
        return false
    }
}
