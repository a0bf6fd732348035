import PaySpecArguments

/// The options that make a campaign, declared beside it: `payspec fuzz` and `payspec compare`
/// parse with them, and a campaign's replay line names them, so the line a report prints is one
/// `payspec fuzz` accepts.
public enum CampaignOptions {
    public static let seed = Option<UInt64>.seed(
        "--seed", default: FuzzOptions().seed,
        help: """
            Seed of every random choice (default {default}): same seed, suites,
            golden files and choices, same inputs.
            """)
    public static let count = Option<Int?>.count(
        "--count", 1...FuzzOptions.maximumCount,
        help: "Inputs to judge (default \(FuzzOptions.defaultCount) without --time-budget; at most \(FuzzOptions.maximumCount)).")
    public static let assumeReference = Option<Bool>.flag(
        "--assume-reference",
        help: """
            Judge the ambiguities the implementation does not declare
            under their reference option, as 'payspec run' does (the
            protocol's rule for omitted ids); without it, inputs whose
            answer depends on one are not judged, only counted.
            """)
}
