import PaySpecArguments

/// The flags every verb accepts (`payspec VERB --quiet`), handled by the command line before the
/// verb runs, and listed on every help page.
enum CommonFlags {
    static let quiet = Option<Bool>.flag(
        "--quiet",
        help: """
            Only errors and the final verdict or summary line; data the
            command was asked to print (a listing, an export to stdout,
            a machine-format report) is still printed whole.
            """)
    static let verbose = Option<Bool>.flag(
        "--verbose",
        help: """
            More detail where there is more: a line per judged vector
            with its time (run, check), every file considered (vectors
            generate, l10n check, extract), the wall time of each step.
            """)
    static let help = CommonOptions.help

    /// The section every help page ends with.
    static let section = OptionHelp("COMMON OPTIONS (every command):", column: 27, [.option(quiet), .option(verbose), .option(help)])
}
