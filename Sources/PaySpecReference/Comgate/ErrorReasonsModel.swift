import PaySpecEnums
import PaySpecJSON

/// `comgate.error-reasons`: an errorReason as the app receives it, never dropped or coerced.
struct ErrorReasonsModel: SuiteModel {
    static let suite = "comgate.error-reasons"
    static let reasons = CaseNames(Comgate.ErrorReason.self)

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        _ = try i.field("errorReason")
        guard let raw = try i.optionalString("errorReason") else {
            return ["errorReason": nil, "known": false, "documented": false, "meaning": nil]
        }
        // `Comgate.ErrorReasonValue(rawValue: raw)`, without hashing a reason too long to be known.
        let value = Self.reasons.named(raw).map(Comgate.ErrorReasonValue.known) ?? .unknown(raw)
        switch value {
        case .known(let reason):
            return [
                "errorReason": .string(value.rawValue), "known": true, "documented": .bool(reason.isDocumented),
                "meaning": .string(reason.meaning),
            ]
        case .unknown:
            return ["errorReason": .string(value.rawValue), "known": false, "documented": false, "meaning": nil]
        }
    }
}
