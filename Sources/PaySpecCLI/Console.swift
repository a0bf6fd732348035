import Foundation
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
        write(safe + (safe.hasSuffix("\n") ? "" : "\n"), toError: true)
    }

    public mutating func write(_ text: String, toError: Bool) {
        if passthrough {
            FileHandle(fileDescriptor: toError ? STDERR_FILENO : STDOUT_FILENO).write(Data(text.utf8))
        } else if toError {
            stderr += text
        } else {
            stdout += text
        }
    }
}
