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
    func write(_ text: String, _ console: inout Console) -> Int32? {
        guard let path else {
            console.write(text, toError: false)
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
}
