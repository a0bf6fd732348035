import Foundation

/// Entry point of the `payspec` command: `payspec <verb> [--options] args`.
public enum PaySpecCommandLine {
    public static func main() -> Never {
        var console = Console.standard
        let status = run(Array(CommandLine.arguments.dropFirst()), console: &console)
        exit(status)
    }

    /// Runs one command line and returns its exit status; tests call this directly. A failed
    /// write to standard output or error overrides the status with `ExitCode.io`.
    public static func run(_ arguments: [String], console: inout Console) -> Int32 {
        let status = dispatch(arguments, console: &console)
        if let failure = console.outputFailure {
            console.err("error: cannot write to standard output (\(failure))")
            return ExitCode.io
        }
        if console.errorFailure != nil { return ExitCode.io }
        return status
    }

    static func dispatch(_ arguments: [String], console: inout Console) -> Int32 {
        guard let verb = arguments.first else {
            console.out(CommandRegistry.overview)
            return ExitCode.usage
        }
        if verb == "--help" || verb == "-h" || verb == "help" {
            if arguments.count > 1, let command = CommandRegistry.command(named: arguments[1]) {
                console.out(command.help)
            } else {
                console.out(CommandRegistry.overview)
            }
            return ExitCode.success
        }
        if verb == "--version" {
            console.out("payspec \(PaySpecVersion.current)")
            return ExitCode.success
        }
        guard let command = CommandRegistry.command(named: verb) else {
            let suggestion = CommandRegistry.closest(to: verb).map { " Did you mean '\($0)'?" } ?? ""
            console.err("error: unknown command '\(verb)'.\(suggestion) Run 'payspec --help' for the list.")
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(command.help)
            return ExitCode.success
        }
        do {
            return try command.run(rest, &console)
        } catch let error as UsageError {
            console.err("error: \(error.message)")
            console.err("Run 'payspec \(command.name) --help' for usage.")
            return ExitCode.usage
        } catch {
            console.err("error: \(error)")
            return ExitCode.usage
        }
    }
}

/// The version of the kit and of the vectors' contract.
public enum PaySpecVersion {
    public static let current = "0.1.0"
}

/// Exit statuses shared by every command; documented in the README.
public enum ExitCode {
    /// Everything as expected.
    public static let success: Int32 = 0
    /// Findings: failures, drift, unexpected results.
    public static let findings: Int32 = 1
    /// Usage error or bad input (a malformed file, an unknown option).
    public static let usage: Int32 = 2
    /// The adapter could not be started or spoke no protocol.
    public static let adapter: Int32 = 3
    /// An output could not be written (full disk, no permission, a full or closed standard
    /// output); the old file is kept. EX_IOERR of sysexits.h.
    public static let io: Int32 = 74
}
