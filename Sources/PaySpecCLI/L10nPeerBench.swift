import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecProcesses
import PaySpecReport

/// `payspec l10n bench --peers`: the same synthetic Android and XLIFF 1.2 catalogs checked by
/// `payspec l10n check`, by the CPython yardstick (tools/bench/l10n_yardstick.py) and by the
/// peers, compare-locales (Android) and translate-toolkit's pofilter (XLIFF), interleaved round
/// by round, with ratios pair by pair. Only this bench installs the peers, into a virtual
/// environment of its own; the kit and its tests never need them.
enum L10nPeerBench {
    static let yardstick = "tools/bench/l10n_yardstick.py"

    /// The virtual environment with both peers, made (and the peers installed with pip) when
    /// missing. `nil`, having said why, when that cannot be done.
    static func environment(_ console: inout Console) -> String? {
        let env = ProcessInfo.processInfo.environment
        let cache = env["XDG_CACHE_HOME"] ?? ((env["HOME"] ?? NSTemporaryDirectory()) + "/.cache")
        let venv = cache + "/payspec/l10n-bench-peers"
        let fm = FileManager.default
        if fm.isExecutableFile(atPath: venv + "/bin/compare-locales") && fm.isExecutableFile(atPath: venv + "/bin/pofilter") {
            return venv
        }
        guard let python = BenchCommand.which("python3") else {
            console.err("error: --peers needs python3 to make a virtual environment")
            return nil
        }
        console.err("installing compare-locales and translate-toolkit into \(venv) (once)…")
        try? fm.createDirectory(atPath: cache + "/payspec", withIntermediateDirectories: true)
        for step in [[python, "-m", "venv", venv], [venv + "/bin/pip", "install", "--quiet", "compare-locales", "translate-toolkit"]] {
            guard let r = try? MeasuredProcess.run(step, output: NSTemporaryDirectory() + "payspec-peers-install.log"), r.exitStatus == 0
            else {
                console.err(
                    "error: '\(TerminalText.inline(step.joined(separator: " ")))' failed; see \(NSTemporaryDirectory())payspec-peers-install.log"
                )
                return nil
            }
        }
        return venv
    }

    static func run(
        executable: String, languages: Int, keys: Int, rounds: Int, directory: String, _ console: inout Console
    ) throws -> Int32 {
        guard FileManager.default.fileExists(atPath: yardstick), let python = BenchCommand.which("python3") else {
            console.err("error: --peers runs from a PaySpec checkout (it needs python3 and \(yardstick))")
            return ExitCode.usage
        }
        guard let venv = environment(&console) else { return ExitCode.usage }
        let written = try MeasuredProcess.run([
            executable, "l10n", "bench", "--write-only", directory, "--languages", "\(languages)", "--keys", "\(keys)",
            "--formats", "android,xliff1.2",
        ])
        guard written.exitStatus == 0 else {
            console.err("error: writing the synthetic catalogs failed (exit \(written.exitStatus))")
            return ExitCode.findings
        }
        let locales = try FileManager.default.contentsOfDirectory(atPath: directory + "/android/res").filter { $0.hasPrefix("values-") }
            .map { String($0.dropFirst("values-".count)) }.sorted()
        let toml =
            "basepath = \".\"\nlocales = [\(locales.map { "\"\($0)\"" }.joined(separator: ", "))]\n[[paths]]\n"
            + "  reference = \"android/res/values/strings.xml\"\n  l10n = \"android/res/values-{locale}/strings.xml\"\n"
        try toml.write(toFile: directory + "/l10n.toml", atomically: true, encoding: .utf8)
        console.out(
            "\(languages) languages x \(keys) keys; medians of \(rounds) rounds (min–max), the tools interleaved round by round; "
                + "ratios are the median of per-round ratios (tool ÷ payspec)")
        console.out("")
        console.out("| format | tool | wall s | CPU s | peak RSS MiB | tool ÷ payspec (CPU) | tool ÷ payspec (wall) |")
        console.out("|---|---|---:|---:|---:|---:|---:|")
        var failed = false
        for format in ["android", "xliff1.2"] {
            let root = directory + "/" + format
            let peer: (String, [String]) =
                format == "android"
                ? ("compare-locales", [venv + "/bin/compare-locales", "--return-zero", directory + "/l10n.toml", directory])
                : ("pofilter", [venv + "/bin/pofilter", "--progress", "none", "-i", root, "-o", directory + "/pofilter-out"])
            let tools: [(String, [String])] = [
                (
                    "payspec l10n check",
                    [
                        executable, "l10n", "check", CommonFlags.quiet.name, "--base", "en", "--fail-on", "never",
                        CommonOptions.output.name,
                        directory + "/report.txt", root,
                    ]
                ),
                ("CPython yardstick", [python, yardstick, format, root]),
                peer,
            ]
            var series = [[MeasuredProcess]](repeating: [], count: tools.count)
            // Round 0 (payspec alone: the peers take minutes at full size) warms the page cache and
            // is not counted.
            for round in 0...rounds {
                for (i, tool) in tools.enumerated() where round > 0 || i == 0 {
                    // pofilter writes one file per input into an output folder that must exist.
                    try? FileManager.default.removeItem(atPath: directory + "/pofilter-out")
                    try? FileManager.default.createDirectory(atPath: directory + "/pofilter-out", withIntermediateDirectories: true)
                    let m = try MeasuredProcess.run(tool.1)
                    if m.exitStatus != 0 {
                        failed = true
                        console.err("warning: \(tool.0) exited \(m.exitStatus) on \(format)")
                    }
                    if round > 0 { series[i].append(m) }
                }
            }
            let ownCPU = MeasuredSeries(series[0].map(\.cpuSeconds)), ownWall = MeasuredSeries(series[0].map(\.wallSeconds))
            for (i, tool) in tools.enumerated() {
                let cpu = MeasuredSeries(series[i].map(\.cpuSeconds)), wall = MeasuredSeries(series[i].map(\.wallSeconds))
                let ratios = i == 0 ? "1 | 1" : "\(cpu.ratios(to: ownCPU).text()) | \(wall.ratios(to: ownWall).text())"
                console.out(
                    "| \(format) | \(tool.0) | \(wall.text()) | \(cpu.text()) | \(String(format: "%.0f", MeasuredSeries(series[i].map(\.peakRSSMiB)).median)) | \(ratios) |"
                )
            }
        }
        return failed ? ExitCode.findings : ExitCode.success
    }
}
