import Foundation
import PaySpecReport

/// `payspec bench --only build`: what a fresh clone costs before its first verdict, and what an
/// SDK's CI job pays for depending on `PaySpecTesting` without a warm cache. The measuring is
/// `tools/bench/build-times.sh`'s (a copy of the checkout's tracked files, each build cold, timed
/// by `/usr/bin/time`); the bench runs it from the checkout and prints its table.
enum ColdBuildBench {
    static let script = "tools/bench/build-times.sh"

    /// Runs the cold builds; `true` when one failed or the script cannot run here (said on
    /// standard error).
    static func run(product: String, consumer: Bool, _ console: inout Console) throws -> Bool {
        console.out("")
        console.out("Cold builds of a copy of this checkout (\(script); CPU = user + system of the build and its compiler jobs):")
        console.out("")
        guard FileManager.default.isExecutableFile(atPath: script) else {
            console.err("error: --only build runs \(script) from a checkout; there is none in the current directory")
            return true
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["--product", product] + (consumer ? [] : ["--no-consumer"])
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes drained at once: a build's failure log on stderr must not block the table.
        nonisolated(unsafe) var errorText = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let table = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        // The script's table holds product names and figures; a compiler's log line could
        // still reach it, so it is shown as untrusted text.
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            console.out(TerminalText.inline(String(line)))
        }
        if process.terminationStatus != 0 {
            for line in String(decoding: errorText, as: UTF8.self).split(separator: "\n") {
                console.err(TerminalText.inline(String(line)))
            }
            console.err("error: a cold build failed (\(script) exited with \(process.terminationStatus))")
            return true
        }
        return false
    }
}
