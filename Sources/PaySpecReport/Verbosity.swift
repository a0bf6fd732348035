/// How much a command says: `--quiet`, the default, or `--verbose`. Machine formats (JSON, JUnit,
/// SARIF, …) are always complete; only the text report and a command's own notes follow it.
public enum Verbosity: Sendable, Comparable {
    /// Only errors and the final verdict or summary line.
    case quiet
    case normal
    /// A line per judged case with its time, and the notes a command has about its steps.
    case verbose
}
