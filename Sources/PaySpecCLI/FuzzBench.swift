import Foundation
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
        var rows: [(String, FuzzOutcome)] = []
        do {
            rows.append(("in process (reference model; no protocol)", try measured.run(.inProcess(ReferenceImplementation()))))
            rows.append(("adapter: \(command)", try measured.run(.adapter(command, session))))
        } catch {
            console.err("error: \(error.message)")
            return error.exitCode
        }
        var text = "payspec fuzz --bench: seed \(options.seed), "
        text += options.count.map { "\($0) inputs" } ?? "time budget \(options.timeBudget!) s"
        text +=
            "\n\n| implementation | inputs judged | seconds | inputs/s | made | not judged (undeclared / outside / duplicate) | disagreements |\n"
        text += "|---|---:|---:|---:|---:|---:|---:|\n"
        for (label, o) in rows {
            let t = o.tally
            text +=
                "| \(TerminalText.inline(label).replacingOccurrences(of: "|", with: "\\|")) | \(o.judged) | \(String(format: "%.2f", o.duration)) | "
            text +=
                "\(Int(o.inputsPerSecond)) | \(t.made) | \(t.undeclaredInputs) / \(t.outsideContract) / \(t.duplicates) | \(o.disagreements) |\n"
        }
        console.out(text)
        return ExitCode.success
    }
}
