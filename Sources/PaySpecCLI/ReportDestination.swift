import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecReport
import PaySpecRunner

/// `--output FILE` of every command that writes a report or a file. `-`, or no option, is
/// standard output; a file is written by `OutputFile` (temporary file and rename for regular
/// files, straight through to a FIFO or device, symlinks kept, missing parent folders created).
struct ReportDestination {
    /// The file, or nil for standard output.
    let path: String?

    init(_ args: ArgumentScanner, option: Option<String?> = JudgingOptions.output) throws {
        let value = try args[option]
        path = value == "-" ? nil : value
    }

    init(path: String?) { self.path = path == "-" ? nil : path }

    /// Throws a usage error (exit 2) when the output is one of `inputs` (files or folders).
    func refuse(inputs: [String]) throws {
        guard let path else { return }
        do {
            try OutputFile.refuseInputs(path, inputs: inputs)
        } catch {
            throw UsageError("\(JudgingOptions.output.name) \(TerminalText.inline(error.description))")
        }
    }

    /// The files an adapter command names (its program and script arguments that exist as
    /// files): inputs of the command that starts it, which no report may replace.
    static func adapterFiles(_ commands: [String]) -> [String] {
        var files: [String] = []
        for command in commands {
            for word in command.split(whereSeparator: { (c: Character) -> Bool in c == " " || c == "\t" }) {
                let path = String(word)
                if FileKind.of(path) == .regular { files.append(path) }
            }
        }
        return files
    }

    /// Writes `text`; on failure prints why and returns `ExitCode.io` (the old file is kept).
    /// `workflowCommands`: the text is a `--format github` report, whose `::` lines are meant.
    func write(_ text: String, _ console: inout Console, workflowCommands: Bool = false) -> Int32? {
        guard let path else {
            console.write(text, toError: false, workflowCommands: workflowCommands)
            return nil
        }
        do {
            // As `deliverStreamed`: a write into a temporary file is waited for after a signal.
            try RunInterruption.holdingWatchdog { () throws(OutputError) in try OutputFile.write(text, to: path) }
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
        // Rendering ends on its own: a signal's watchdog waits for it, not only for 3 s.
        let text = RunInterruption.holdingWatchdog { report.rendered(format, color: color, suite: suite, for: console) }
        guard let status = write(text, &console, workflowCommands: format == .github) else { return nil }
        console.err("the report follows on standard output")
        console.write(text, toError: false, workflowCommands: format == .github)
        return status
    }

    /// Writes the report that `produce` makes piece by piece (a streamed run report): to the
    /// file as `write` does, or to standard output. When the file cannot be written the report
    /// goes to stdout instead, made again, and the write's exit status is returned.
    func deliverStreamed(_ console: inout Console, _ produce: (ReportStream) throws -> Void) -> Int32? {
        guard let path else {
            Self.stream(to: &console, produce)
            return nil
        }
        do {
            // Into a temporary file beside the target the write ends on its own: a signal's
            // watchdog waits for it (not for a FIFO, `OutputFile.writingThrough`).
            try RunInterruption.holdingWatchdog { () throws(OutputError) in try OutputFile.stream(to: path, produce) }
            return nil
        } catch {
            console.err("error: cannot write \(TerminalText.inline(error.description))")
            console.err("the report follows on standard output")
            Self.stream(to: &console, produce)
            return ExitCode.io
        }
    }

    /// Standard output, piece by piece through the console (which makes CI commands inert).
    private static func stream(to console: inout Console, _ produce: (ReportStream) throws -> Void) {
        var out = console
        let stream = ReportStream { out.write($0, toError: false) }
        // The console remembers a failed write itself; nothing else here throws.
        try? produce(stream)
        try? stream.flush()
        console = out
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
