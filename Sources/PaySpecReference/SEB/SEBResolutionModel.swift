import PaySpecEnums
import PaySpecJSON

/// `seb.resolution`: `{apiBaseURL, resolver, lookup}` -> `{asked, outcome, paymentStatus, orderNumber, error}`.
///
/// `resolver` and `lookup` are what the custom resolver and the server would answer
/// (`{paymentStatus, orderNumber, error}`), or null when there is none.
struct SEBResolutionModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "seb.resolution input")
        let base = try fields.optionalString("apiBaseURL")
        let resolver = try fields.optionalObject("resolver")
        let lookup = try fields.optionalObject("lookup")
        if let resolver {
            return try answer("resolver", resolver, context)
        }
        guard base != nil else { return output("none", .unresolved, nil, nil, nil) }
        guard let lookup else { throw ModelError("seb.resolution input: apiBaseURL is set but \"lookup\" is null") }
        return try answer("lookup", lookup, context)
    }

    func answer(_ asked: String, _ answer: SEBMCInput, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let status = try answer.optionalString("paymentStatus")
        let order = try answer.optionalString("orderNumber")
        let error = try answer.optionalString("error")
        let (outcome, kept) = SEBStatusMapping.map(status, context)
        if error != nil, context.choice(.sebResolverStatusAndError) == .errorWins || status == nil {
            return output(asked, .unresolved, kept, order, error)
        }
        return output(asked, outcome, kept, order, error)
    }

    func output(
        _ asked: String, _ outcome: SEB.PaymentOutcome, _ status: String?, _ order: String?, _ error: String?
    )
        -> JSONValue
    {
        [
            "asked": .string(asked), "outcome": .string(outcome.rawValue), "paymentStatus": JSONValue(status),
            "orderNumber": JSONValue(order), "error": JSONValue(error),
        ]
    }
}
