import Foundation
import PaySpecGolden
import PaySpecProcesses
import PaySpecReport
import PaySpecRunner

/// Entry point of the `payspec` command: `payspec <verb> [--options] args`.
public enum PaySpecCommandLine {
    public static func main() -> Never {
        MallocArenas.limit()
        // A closed standard output (`payspec report runs/*.json | head -1`, a CI step's pipe
        // gone) is a failed write, exit 74 with the reason, for every verb: not a death by
        // SIGPIPE that says nothing. Children get SIGPIPE back at their start.
        ChildProcess.ignoreBrokenPipes()
        // The verbs that report what they judged when stopped take their signals over first of
        // all: a SIGINT while the arguments or the suite are still being read is then kept and
        // acted on (nothing judged, everything not run, exit 1), not the default death.
        if let verb = CommandLine.arguments.dropFirst().first, Self.stopInOrder.contains(verb) { RunInterruption.install() }
        var console = Console.standard
        let status = run(Array(CommandLine.arguments.dropFirst()), console: &console)
        exit(status)
    }

    /// The verbs that stop in order on SIGINT, SIGTERM or SIGHUP.
    static let stopInOrder: Set<String> = ["run", "check", "compare", "fuzz"]

    /// Every verb's syntaxes (one per action), in the overview's order: what the argument
    /// scanner accepts, for tests and tools that walk every option.
    public static var syntaxes: [(verb: String, syntax: CommandSyntax)] {
        CommandRegistry.commands.flatMap { command in command.syntaxes.map { (command.name, $0) } }
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
            // A mistake (exit 2), so the usage goes where errors go.
            console.err(CommandRegistry.overview)
            return ExitCode.usage
        }
        if verb == CommonFlags.help.name || verb == "-h" || verb == "help" {
            if arguments.count > 1, let command = CommandRegistry.command(named: arguments[1]) {
                console.out(command.help)
            } else {
                console.out(CommandRegistry.overview)
            }
            return ExitCode.success
        }
        if verb == "--version" || verb == "version" {
            console.out(PaySpecVersion.versionText)
            return ExitCode.success
        }
        guard let command = CommandRegistry.command(named: verb) else {
            let suggestion = CommandRegistry.closest(to: verb).map { " Did you mean '\($0)'?" } ?? ""
            console.err("error: unknown command '\(TerminalText.inline(verb))'.\(suggestion) Run 'payspec --help' for the list.")
            return ExitCode.usage
        }
        var rest = Array(arguments.dropFirst())
        let options = rest.prefix { $0 != "--" }
        if options.contains(CommonFlags.help.name) || options.contains("-h") {
            console.out(command.help(for: rest))
            return ExitCode.success
        }
        // --quiet and --verbose mean the same for every verb: they set the console, not the verb.
        let quiet = options.contains(CommonFlags.quiet.name), verbose = options.contains(CommonFlags.verbose.name)
        if quiet && verbose {
            console.err("error: use --quiet or --verbose, not both")
            return ExitCode.usage
        }
        if quiet || verbose {
            console.verbosity = quiet ? .quiet : .verbose
            let end = options.count
            rest = rest[..<end].filter { $0 != CommonFlags.quiet.name && $0 != CommonFlags.verbose.name } + rest[end...]
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

/// The version of the kit and of the vectors' contract: one semantic version, from `VERSION`
/// (see RELEASING.md), embedded at build time.
public enum PaySpecVersion {
    public static let current = PaySpecSuite.semanticVersion

    /// What `payspec --version` prints: the kit's version, then the suite's (spec and vectors)
    /// when this build knows it.
    public static var versionText: String {
        "payspec \(current)\nsuite \(SuiteVersion.builtIn)"
    }
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
