import PaySpecEnums
import PaySpecJSON

/// `seb.result-fields`: what a flow gathered -> the `PaymentResult`.
///
/// An error makes a hosted flow unresolved (read as a failed lookup, or failed under
/// seb-hosted-error-outcome=failed) and a card flow failed (its card session failed); otherwise
/// the status decides. `sessionId` is set only in the card flow.
struct SEBResultFieldsModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "seb.result-fields input")
        let flow = try fields.string("flow")
        guard flow == "hosted" || flow == "card" else {
            throw ModelError("seb.result-fields input: \"flow\" must be \"hosted\" or \"card\", got \"\(flow)\"")
        }
        let error = try fields.optionalString("error")
        var (outcome, status) = SEBStatusMapping.map(try fields.optionalString("paymentStatus"), context)
        if error != nil {
            let hostedFails = context.choice(.sebHostedErrorOutcome) == .failed
            outcome = flow == "card" || hostedFails ? .failed : .unresolved
        }
        let keepsSession = flow == "card"
        let outcomeKey =
            switch context.choice(.sebOutcomeFieldName) {
            case .outcome: "outcome"
            case .rezultatas: "rezultatas"
            }
        return .object([
            outcomeKey: .string(outcome.rawValue), "paymentId": .string(try fields.string("paymentId")),
            "paymentStatus": JSONValue(status), "orderNumber": JSONValue(try fields.optionalString("orderNumber")),
            "sessionId": keepsSession ? JSONValue(try fields.optionalString("sessionId")) : .null,
            "error": JSONValue(error),
        ])
    }
}
