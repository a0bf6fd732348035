import Foundation
import PaySpecFuzz
import PaySpecIO
import PaySpecProcesses
import PaySpecReferenceAdapter
import PaySpecReport
import PaySpecRunner

/// `payspec fuzz --bench` and the fuzz table of `payspec bench`: how many generated inputs per
/// wall second a campaign judges through the adapter, its CPU, the share of made inputs it
/// discarded, against the adapter's own floor on the same inputs (their request lines fed to it
/// from a file, nothing judged); and, for comparison, with the reference model in process.
/// A measurement, not a verdict.
enum FuzzBench {
    /// One measured campaign.
    struct Row {
        var label: String
        var outcome: FuzzOutcome
        var cpu: CPUTime
        /// The adapter alone on the same request lines: wall and CPU seconds (`nil`: in process).
        var floor: MeasuredProcess?
    }

    static func run(_ campaign: FuzzCampaign, command: AdapterCommand, session: SessionOptions, _ console: inout Console) throws -> Int32 {
        let rows: [Row]
        do {
            rows = try measure(campaign, command: command, session: session, inProcess: true)
        } catch let error as ConformanceError {
            console.err("error: \(error.message)")
            return error.exitCode
        }
        console.out(table(rows, options: rows[0].outcome.options))
        return ExitCode.success
    }

    /// The campaign in process (when `inProcess`), then through the adapter, then the adapter
    /// alone on the inputs the campaign sent it.
    static func measure(
        _ campaign: FuzzCampaign, command: AdapterCommand, session: SessionOptions, inProcess: Bool
    ) throws -> [Row] {
        var options = campaign.options
        if options.count == nil && options.timeBudget == nil { options.count = 20_000 }
        let measured = try FuzzCampaign(campaign.pipeline.options, options: options)
        var rows: [Row] = []
        if inProcess {
            let before = CPUTime.now()
            let outcome = try measured.run(.inProcess(ReferenceImplementation()))
            rows.append(Row(label: "in process (reference model; no protocol)", outcome: outcome, cpu: CPUTime.now() - before))
        }
        let before = CPUTime.now()
        let adapter = try measured.run(.adapter(command, session))
        let cpu = CPUTime.now() - before
        var floor: MeasuredProcess?
        if let info = adapter.implementation, adapter.judged > 0 {
            floor = try adapterFloor(measured.requestLines(for: info, count: adapter.judged), command: command)
        }
        rows.append(
            Row(
                label: "adapter: \(command)" + (options.jobs > 1 ? " (--jobs \(options.jobs))" : ""), outcome: adapter, cpu: cpu,
                floor: floor))
        return rows
    }

    /// The adapter fed a whole session from a file (handshake, the request lines, shutdown),
    /// its answers thrown away: what it costs with nobody waiting on it.
    static func adapterFloor(_ lines: [String], command: AdapterCommand) throws -> MeasuredProcess {
        let tmp = NSTemporaryDirectory() + "payspec-fuzz-floor-\(getpid())"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let session = tmp + "/session.jsonl"
        var text = RunnerMessage.handshake + "\n"
        for line in lines { text += line + "\n" }
        text += RunnerMessage.shutdown + "\n"
        try text.write(toFile: session, atomically: false, encoding: .utf8)
        // A path is run as is: a bare program name (python3, node) is looked up by env. Only the
        // floor's wall clock is printed, so no launcher is needed for a fresh peak RSS.
        let argv = command.argv[0].contains("/") ? command.argv : ["/usr/bin/env"] + command.argv
        do { return try MeasuredProcess.run(argv, input: session) } catch { throw UsageError(error.description) }
    }

    /// A Markdown table: judged inputs per wall second, wall and CPU seconds, the discarded
    /// share, and the adapter's floor on the same inputs with the ratio of the two rates.
    static func table(_ rows: [Row], options: FuzzOptions) -> String {
        var text = "payspec fuzz --bench: seed \(options.seed), "
        text += options.count.map { "\($0) inputs" } ?? "time budget \(options.timeBudget!) s"
        text +=
            "\n\n| implementation | inputs judged | wall s | judged/s | CPU s (payspec / adapter) | made | discarded (undeclared / outside / duplicate) | adapter floor (inputs/s) | fuzz ÷ floor (wall time) | disagreements |\n"
        text += "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for row in rows {
            let o = row.outcome
            let t = o.tally
            var cells = [
                TerminalText.inline(row.label).replacingOccurrences(of: "|", with: "\\|"), "\(o.judged)",
                String(format: "%.2f", o.duration),
                "\(Int(o.inputsPerSecond))", String(format: "%.2f / %.2f", row.cpu.own, row.cpu.children), "\(t.made)",
                String(format: "%.1f%%", t.discardedShare * 100) + " (\(t.undeclaredInputs) / \(t.outsideContract) / \(t.duplicates))",
            ]
            if let floor = row.floor, floor.wallSeconds > 0, o.inputsPerSecond > 0 {
                let floorRate = Double(o.judged) / floor.wallSeconds
                cells += ["\(Int(floorRate))", String(format: "%.2f", floorRate / o.inputsPerSecond)]
            } else {
                cells += ["–", "–"]
            }
            cells.append("\(o.disagreements)")
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }
}

/// User plus system CPU seconds of this process and of its finished children (the adapters):
/// on a shared machine, what a run cost, where wall time says how busy the others were.
struct CPUTime {
    var own: Double
    var children: Double

    static func now() -> CPUTime {
        func seconds(_ children: Bool) -> Double {
            var usage = rusage()
            #if os(Linux)
                getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
            #else
                getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
            #endif
            let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        return CPUTime(own: seconds(false), children: seconds(true))
    }

    static func - (a: CPUTime, b: CPUTime) -> CPUTime { CPUTime(own: a.own - b.own, children: a.children - b.children) }
}
