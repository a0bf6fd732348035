import PaySpecEnums
import PaySpecJSON

/// `comgate.payment-result`: finality and classification of a result.
struct PaymentResultModel: SuiteModel {
    static let suite = "comgate.payment-result"

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        _ = try i.optionalString("errorReason")
        _ = try i.optionalString("error")
        guard let kind = Comgate.PaymentResultKind(rawValue: try i.string("result")) else {
            return ["known": false, "final": nil, "classification": nil]
        }
        let final = kind.isFinal
        let classification = kind.classification.rawValue
        return ["known": true, "final": .bool(final), "classification": .string(classification)]
    }
}
