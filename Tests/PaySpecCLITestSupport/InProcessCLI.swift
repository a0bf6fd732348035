import PaySpecCLI

/// `payspec` run in the test process with its output captured, as the command-line tests use it.
public enum InProcessCLI {
    /// Runs `payspec ARGUMENTS`; its exit status, standard output and standard error.
    public static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var console = Console.capturing()
        let status = PaySpecCommandLine.run(arguments, console: &console)
        return (status, console.stdout, console.stderr)
    }
}
