import PaySpecArguments
import PaySpecDrift

/// The options of the verbs that report findings with severities (`diff`, `drift`).
enum FindingOptions {
    static let failOn = Option<String>.choice(
        "--fail-on", FailOn.allCases.map(\.rawValue), default: FailOn.error.rawValue,
        help: "Lowest severity that fails the run (default: {default}).")
    static let allowlist = Option<String?>.path("--allowlist", help: "Accepted changes, one 'RULE TABLE#KEY' a line.")
}
