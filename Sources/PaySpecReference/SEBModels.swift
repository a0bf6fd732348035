import PaySpecEnums
import PaySpecJSON

/// The SEB suites of the reference model.
public enum SEBModels {
    public static let all: [String: any SuiteModel] = [
        "seb.status-outcome": SEBStatusOutcomeModel(),
        "seb.result-fields": SEBResultFieldsModel(),
        "seb.resolution": SEBResolutionModel(),
        "seb.lookup-request": SEBLookupRequestModel(),
        "seb.flow-terminations": SEBFlowTerminationModel(),
        "seb.callback-contract": SEBCallbackContractModel(),
    ]
}

/// Mutants of the SEB suites.
public enum SEBMutants {
    public static let all: [Mutant] = [
        Mutant("seb.refunded-as-failed", suite: "seb.status-outcome", "REFUNDED mapped to failed instead of succeeded"),
        Mutant("seb.unknown-status-coerced", suite: "seb.status-outcome", "an unrecognised status replaced by UNKNOWN"),
        Mutant("seb.status-case-insensitive", suite: "seb.status-outcome", "status matched ignoring case"),
        Mutant("seb.status-trimmed", suite: "seb.status-outcome", "status trimmed of whitespace before matching"),
        Mutant("seb.session-id-in-hosted-flow", suite: "seb.result-fields", "sessionId set in the hosted flow"),
        Mutant("seb.nil-nil-not-unresolved", suite: "seb.resolution", "nil status with nil error read as failed"),
        Mutant("seb.lookup-failure-without-error", suite: "seb.resolution", "a failed lookup leaves error nil"),
        Mutant("seb.lookup-wins-over-resolver", suite: "seb.resolution", "apiBaseURL lookup asked despite a resolver"),
        Mutant(
            "seb.lookup-double-slash", suite: "seb.lookup-request",
            "base URL and path joined by plain concatenation"),
        Mutant("seb.request-id-header-misnamed", suite: "seb.lookup-request", "X-Request-Id sent as Request-Id"),
        Mutant("seb.lookup-method-post", suite: "seb.lookup-request", "status lookup sent with POST"),
        Mutant(
            "seb.page-closed-as-failed", suite: "seb.flow-terminations",
            "closing the checkout page reads as failed"),
        Mutant("seb.two-callbacks", suite: "seb.callback-contract", "the callback fires twice per payment"),
        Mutant("seb.callback-before-dismissal", suite: "seb.callback-contract", "callback made before the UI is gone"),
        Mutant("seb.callback-off-main-thread", suite: "seb.callback-contract", "callback made off the main thread"),
        Mutant(
            "seb.second-payment-stacks", suite: "seb.callback-contract",
            "a second payment stacks a second checkout"),
    ]
}
