import PaySpecEnums
import PaySpecJSON

/// `seb.status-outcome`: `{status}` -> `{outcome, paymentStatus}`.
struct SEBStatusOutcomeModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "seb.status-outcome input")
        let (outcome, kept) = SEBStatusMapping.map(try fields.string("status"), context)
        return ["outcome": .string(outcome.rawValue), "paymentStatus": JSONValue(kept)]
    }
}
