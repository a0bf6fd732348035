import Foundation
import PaySpecIO
import PaySpecJSON
import PaySpecReport

/// Where a command writes. Tests capture both streams; the real command writes through.
public struct Console: Sendable {
    public var stdout: String = ""
    public var stderr: String = ""
    /// Whether to write through to the process's streams as well as capture.
    public var passthrough: Bool
    /// Whether standard output is a terminal (colour and progress only then).
    public var isTerminal: Bool
    public var environment: [String: String]
    /// `--quiet`, `--verbose` or neither: which notes `note` and `detail` let through.
    public var verbosity: Verbosity = .normal
    /// Where passthrough writes go: the process's standard output and error unless a test
    /// points them elsewhere (at `/dev/full`, say).
    public var outputDescriptor: Int32 = STDOUT_FILENO
    public var errorDescriptor: Int32 = STDERR_FILENO
    /// Why writing to standard output failed, when it did (`No space left on device`); later
    /// writes to that stream are dropped, and the command ends with `ExitCode.io`.
    public private(set) var outputFailure: String?
    /// Why writing to standard error failed, when it did.
    public private(set) var errorFailure: String?

    public init(passthrough: Bool, isTerminal: Bool = false, environment: [String: String] = [:]) {
        self.passthrough = passthrough
        self.isTerminal = isTerminal
        self.environment = environment
    }

    /// A console for tests: captures everything, no terminal.
    public static func capturing(environment: [String: String] = [:]) -> Console {
        Console(passthrough: false, isTerminal: false, environment: environment)
    }

    static var standard: Console {
        Console(passthrough: true, isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
    }

    /// Writes a line to standard output.
    public mutating func out(_ text: String) {
        write(text + (text.hasSuffix("\n") ? "" : "\n"), toError: false)
    }

    /// Writes a line to standard error; messages quote inputs (paths, adapter text), so every
    /// control character is shown as a visible escape.
    public mutating func err(_ text: String) {
        let safe = TerminalText.lines(text).joined(separator: "\n")
        // `write` makes the lines inert for a CI log.
        write(safe + (safe.hasSuffix("\n") ? "" : "\n"), toError: true)
    }

    /// A diagnostic about an input on standard error, `file:line:col: severity: message`, on
    /// one line: a line break in the file's name or in a quoted value is shown as `\n`, never
    /// printed, so nothing of the input starts a line of its own.
    public mutating func err(_ diagnostic: Diagnostic) {
        let place = diagnostic.location.map { "\(diagnostic.file):\($0.line):\($0.column)" } ?? diagnostic.file
        err(TerminalText.inline(place) + ": \(diagnostic.severity.rawValue): " + TerminalText.inline(diagnostic.message))
    }

    /// A note on standard error about what a command did (`wrote report.xml: …`); dropped with
    /// `--quiet`, which keeps only errors and the final verdict line.
    public mutating func note(_ text: String) {
        if verbosity > .quiet { err(text) }
    }

    /// Detail only `--verbose` asks for (a file considered, a step's time), on standard error.
    public mutating func detail(_ text: String) {
        if verbosity == .verbose { err(text) }
    }

    /// Writes `text` as it is, except that no line of it can be read by the GitHub Actions runner
    /// as a workflow command (`GitHubCommandText.inert`) and no C1 control or bidi override
    /// reaches the terminal raw (`TerminalText.stream`): every byte PaySpec prints passes here.
    /// `workflowCommands` keeps the `::` commands of a `--format github` report, which PaySpec
    /// writes on purpose (their values are escaped by `GitHubCommandText.command`).
    public mutating func write(_ raw: String, toError: Bool, workflowCommands: Bool = false) {
        let text = TerminalText.stream(GitHubCommandText.inert(raw, allowingCommands: workflowCommands))
        if passthrough {
            // A failed write is remembered, not trapped on: the command still ends with a message
            // and a status (EX_IOERR), and nothing is retried into a full disk or a closed pipe.
            if toError {
                guard errorFailure == nil else { return }
                do throws(StreamWriter.WriteError) { try StreamWriter.write(text, to: errorDescriptor) } catch {
                    errorFailure = error.description
                }
            } else {
                guard outputFailure == nil else { return }
                do throws(StreamWriter.WriteError) { try StreamWriter.write(text, to: outputDescriptor) } catch {
                    outputFailure = error.description
                }
            }
        } else if toError {
            stderr += text
        } else {
            stdout += text
        }
    }
}
