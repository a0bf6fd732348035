import Foundation
import PaySpecReport

/// `--output FILE` of every command that writes a report or a file. `-`, or no option, is
/// standard output; a file is written by `OutputFile` (temporary file and rename for regular
/// files, straight through to a FIFO or device, symlinks kept, missing parent folders created).
struct ReportDestination {
    /// The file, or nil for standard output.
    let path: String?

    init(_ args: ArgumentScanner, option: String = "--output") {
        let value = args.value(option)
        path = value == "-" ? nil : value
    }

    init(path: String?) { self.path = path == "-" ? nil : path }

    /// Throws a usage error (exit 2) when the output is one of `inputs` (files or folders).
    func refuse(inputs: [String]) throws {
        guard let path else { return }
        do {
            try OutputFile.refuseInputs(path, inputs: inputs)
        } catch {
            throw UsageError("--output \(TerminalText.inline(error.description))")
        }
    }

    /// Writes `text`; on failure prints why and returns `ExitCode.io` (the old file is kept).
    /// `workflowCommands`: the text is a `--format github` report, whose `::` lines are meant.
    func write(_ text: String, _ console: inout Console, workflowCommands: Bool = false) -> Int32? {
        guard let path else {
            console.write(text, toError: false, workflowCommands: workflowCommands)
            return nil
        }
        do {
            try OutputFile.write(text, to: path)
            return nil
        } catch {
            console.err("error: cannot write \(TerminalText.inline(error.description))")
            return ExitCode.io
        }
    }

    /// Renders `report` the one way (`FindingsReport.rendered`), colour only for text on a
    /// terminal without NO_COLOR, and writes it. When the write fails the report goes to stdout
    /// instead, so no verdict is lost, and the write's exit status is returned.
    func deliver(_ report: FindingsReport, _ format: ReportFormat, suite: String?, _ console: inout Console) -> Int32? {
        let color = format == .text && path == nil && console.isTerminal && console.environment["NO_COLOR"] == nil
        let text = report.rendered(format, color: color, suite: suite, for: console)
        guard let status = write(text, &console, workflowCommands: format == .github) else { return nil }
        console.err("the report follows on standard output")
        console.write(text, toError: false, workflowCommands: format == .github)
        return status
    }

    /// Delivers `report` and, when it went to a file, says so on stderr with `summary`. Returns
    /// the failed write's status, else `exitCode`.
    func conclude(
        _ report: FindingsReport, _ format: ReportFormat, suite: String?, summary: String, exitCode: Int32, _ console: inout Console
    ) -> Int32 {
        if let status = deliver(report, format, suite: suite, &console) { return status }
        if let path { console.err("wrote \(path): \(summary)") }
        return exitCode
    }
}
