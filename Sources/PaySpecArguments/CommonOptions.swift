/// Options named by more than one executable or library: the runner's messages about a filter
/// that matches nothing, the fuzzer's replay line, the reference adapter's parser and the
/// benchmarks' command lines name them from here, so they cannot drift from what `payspec` accepts.
public enum CommonOptions {
    public static let suite = Option<[String]>.texts("--suite", label: "GLOB", help: "Suites (repeatable; default all).")
    public static let tag = Option<[String]>.texts("--tag", label: "GLOB", help: "Tags (repeatable).")
    public static let id = Option<[String]>.texts("--id", label: "GLOB", help: "Vector ids (repeatable).")
    /// An implementation's option for an ambiguity, as `ID=OPTION`; the parser of each tool checks the pair.
    public static let choice = Option<[String]>.texts(
        "--choice", label: "ID=OPTION", help: "The implementation's choice for an ambiguity (repeatable).")
    /// Where a report or written files go; `-` is standard output.
    public static let output = Option<String?>.path("--output", label: "FILE|-", help: "Write the report to FILE ('-': standard output).")
    /// The usage page of `payspec` and of the reference adapter.
    public static let help = Option<Bool>.flag("--help", help: "This page.")
}
