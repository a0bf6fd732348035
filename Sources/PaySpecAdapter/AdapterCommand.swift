/// How to start an adapter: argv directly, or a command line through `/bin/sh -c` with `--shell`.
public struct AdapterCommand: Sendable, Hashable, CustomStringConvertible {
    public var argv: [String]
    public var display: String

    public init(argv: [String]) {
        self.argv = argv
        self.display = argv.joined(separator: " ")
    }

    /// `command` split into words (no shell), or handed to `/bin/sh -c` when `shell` is true.
    public static func parse(_ command: String, shell: Bool) throws(AdapterFailure) -> AdapterCommand {
        if shell {
            var c = AdapterCommand(argv: ["/bin/sh", "-c", command])
            c.display = command
            return c
        }
        let words = try CommandLineSplitter.split(command)
        // A script that expands an unset variable passes '' or spaces: say which option it was.
        guard !words.isEmpty else {
            throw AdapterFailure("--adapter is empty: give the command that starts the adapter (--adapter 'python3 adapter.py')")
        }
        var c = AdapterCommand(argv: words)
        c.display = command
        return c
    }

    public var description: String { display }
}
