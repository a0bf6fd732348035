import Foundation
import PaySpecFuzz
import PaySpecReport
import PaySpecRunner

/// `payspec fuzz --bench`: how many generated inputs per second a campaign judges, through
/// the adapter and, for comparison, with the reference model in process (generation, the
/// oracle and the answer, no protocol). A measurement, not a verdict.
enum FuzzBench {
    static func run(_ campaign: FuzzCampaign, command: AdapterCommand, session: SessionOptions, _ console: inout Console) throws -> Int32 {
        var options = campaign.options
        if options.count == nil && options.timeBudget == nil { options.count = 20_000 }
        let measured = try FuzzCampaign(campaign.pipeline.options, options: options)
        var rows: [(String, FuzzOutcome, CPUTime)] = []
        do {
            var before = CPUTime.now()
            let inProcess = try measured.run(.inProcess(ReferenceImplementation()))
            rows.append(("in process (reference model; no protocol)", inProcess, CPUTime.now() - before))
            before = CPUTime.now()
            let adapter = try measured.run(.adapter(command, session))
            rows.append(("adapter: \(command)" + (options.jobs > 1 ? " (--jobs \(options.jobs))" : ""), adapter, CPUTime.now() - before))
        } catch {
            console.err("error: \(error.message)")
            return error.exitCode
        }
        var text = "payspec fuzz --bench: seed \(options.seed), "
        text += options.count.map { "\($0) inputs" } ?? "time budget \(options.timeBudget!) s"
        text +=
            "\n\n| implementation | inputs judged | seconds | inputs/s | CPU s (payspec / adapter) | made | not judged (undeclared / outside / duplicate) | disagreements |\n"
        text += "|---|---:|---:|---:|---:|---:|---:|---:|\n"
        for (label, o, cpu) in rows {
            let t = o.tally
            text +=
                "| \(TerminalText.inline(label).replacingOccurrences(of: "|", with: "\\|")) | \(o.judged) | \(String(format: "%.2f", o.duration)) | "
            text +=
                "\(Int(o.inputsPerSecond)) | \(String(format: "%.2f / %.2f", cpu.own, cpu.children)) | \(t.made) | \(t.undeclaredInputs) / \(t.outsideContract) / \(t.duplicates) | \(o.disagreements) |\n"
        }
        console.out(text)
        return ExitCode.success
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
