import PaySpecEnums
import PaySpecJSON

/// One documented way a flow ends and what its result gets.
struct SEBTermination: Sendable {
    /// The outcome, or `nil` when status resolution decides it.
    var outcome: SEB.PaymentOutcome?
    /// `nil`, `"set"` (an error giving the cause) or `"invalidRequest"`.
    var error: String?
    /// Whether the flow ends at once, without showing anything.
    var immediate: Bool

    static let all: [String: SEBTermination] = [
        "returnUrlReached": SEBTermination(outcome: nil, error: nil, immediate: false),
        "buyerCancelled": SEBTermination(outcome: .cancelled, error: nil, immediate: false),
        "checkoutPageClosed": SEBTermination(outcome: .cancelled, error: nil, immediate: false),
        "pageLoadFailed": SEBTermination(outcome: .failed, error: "set", immediate: false),
        "statusLookupFailed": SEBTermination(outcome: .unresolved, error: "set", immediate: false),
        "cardSessionFailed": SEBTermination(outcome: .failed, error: "set", immediate: false),
        "invalidRequest": SEBTermination(outcome: .failed, error: "invalidRequest", immediate: false),
        "sdkCouldNotStart": SEBTermination(outcome: .failed, error: "set", immediate: false),
        "secondPaymentWhileShowing": SEBTermination(outcome: .failed, error: "invalidRequest", immediate: true),
    ]

    static func named(_ name: String, _ context: ModelContext) throws(ModelError) -> SEBTermination {
        guard let t = all[name] else {
            throw ModelError("unknown termination \"\(name)\"; known: " + all.keys.sorted().joined(separator: ", "))
        }
        return t
    }
}

/// `seb.flow-terminations`: `{termination}` -> `{outcome, resolvesStatus, error, immediate}`.
struct SEBFlowTerminationModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "seb.flow-terminations input")
        let t = try SEBTermination.named(try fields.string("termination"), context)
        return [
            "outcome": JSONValue(t.outcome?.rawValue), "resolvesStatus": .bool(t.outcome == nil),
            "error": JSONValue(t.error), "immediate": .bool(t.immediate),
        ]
    }
}
