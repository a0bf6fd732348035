import PaySpecArguments
import PaySpecReport

/// The options that say how answers are judged and where the report goes, shared by the verbs
/// that judge (`run`, `check`) and, for the report, by `fuzz` and `compare`.
enum JudgingOptions {
    static let choice = CommonOptions.choice.described(
        """
        The implementation's choice for an ambiguity (repeatable):
        answers are judged under it, overriding the adapter's
        handshake; in process, the reference model decides so.
        Ids and options: payspec spec show ambiguities --wide.
        """)
    static let requireAll = Option<Bool>.flag("--require-all", help: "Fail the run for every unsupported vector (a complete port).")
    static let texts = Option<String?>.path(
        "--texts",
        help: """
            The SDK's own texts (any catalog format l10n reads; keys as
            the vectors name them): they replace PaySpec's reference
            texts, and a difference from them fails.
            """)
    static let strictTexts = Option<Bool>.flag(
        "--strict-texts",
        help: """
            Fail on differences from PaySpec's reference texts too
            (by default they are informative: reported, not failing).
            """)
    static let expect = Option<String?>.path("--expect", help: "Known failures and skips (JSON); see README.")
    /// `--format` of a verb with its own formats: the name declared once, the values the verb's.
    static func format(_ values: [String], default fallback: String = "text", help: String) -> Option<String> {
        Option.choice(format.name, values, default: fallback, help: help)
    }

    static let updateExpectations = Option<Bool>.flag("--update-expectations", help: "Rewrite --expect FILE from this run.")
    static let format = Option<String>.choice("--format", ReportFormat.names, default: "text", help: "(default {default})")
    static let output = CommonOptions.output.described(
        """
        Write the report to FILE (a temporary file, then rename;
        a FIFO or device is written straight through; '-' is
        standard output). Refused when FILE is one of the inputs.
        """)
}
