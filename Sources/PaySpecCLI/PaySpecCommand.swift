import PaySpecArguments

/// One verb of `payspec`. Each lives in its own file and is listed in `CommandRegistry`.
public protocol PaySpecCommand: Sendable {
    /// The verb, for example `spec`.
    var name: String { get }
    /// One line for the overview.
    var summary: String { get }
    /// The full `--help` text, with examples.
    var help: String { get }
    /// The options and flags it accepts: one entry for the verb, or one per action.
    var syntaxes: [CommandSyntax] { get }
    /// Whether `payspec --help` lists it; the benchmark's own clients are not for users.
    var listed: Bool { get }
    /// Runs with the arguments after the verb; returns the exit status.
    func run(_ arguments: [String], _ console: inout Console) throws -> Int32
}

extension PaySpecCommand {
    public var listed: Bool { true }
}

/// A mistake in how a command was called; printed with a pointer to `--help`, exit 2.
public typealias UsageError = PaySpecArguments.UsageError

/// An option whose value is a number, with its range.
public typealias NumericOption = PaySpecArguments.NumericOption

/// A verb's arguments split by its declared options.
public typealias ArgumentScanner = PaySpecArguments.ArgumentScanner
