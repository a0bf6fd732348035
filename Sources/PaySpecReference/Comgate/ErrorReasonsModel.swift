import PaySpecEnums
import PaySpecJSON

/// `comgate.error-reasons`: an errorReason as the app receives it, never dropped or coerced.
struct ErrorReasonsModel: SuiteModel {
    static let suite = "comgate.error-reasons"

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        _ = try i.field("errorReason")
        guard let raw = try i.optionalString("errorReason") else {
            return ["errorReason": nil, "known": false, "documented": false, "meaning": nil]
        }
        let value = Comgate.ErrorReasonValue(rawValue: raw)
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
