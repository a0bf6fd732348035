import PaySpecEnums
import PaySpecJSON

/// `comgate.error-codes`: lookup by code, code and category by case, English message by case.
struct ErrorCodesModel: SuiteModel {
    static let suite = "comgate.error-codes"
    /// `Comgate.Error(code:)` is the look-up by raw value.
    static let codes = CaseNames(Comgate.Error.self)

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        let op = try i.string("op")
        switch op {
        case "lookup":
            let code = try i.string("code")
            guard let error = lookup(code, context) else { return ["known": false, "case": nil, "category": nil] }
            return ["known": true, "case": .string(caseName(error)), "category": .string(category(error, context))]
        case "describe":
            guard let error = byCase(try i.string("case")) else {
                return ["known": false, "code": nil, "category": nil]
            }
            return ["known": true, "code": .string(error.code), "category": .string(category(error, context))]
        case "message":
            guard let error = byCase(try i.string("case")) else { return ["known": false, "message": nil] }
            return ["known": true, "message": .string(error.message)]
        default:
            throw i.unknownOp(op, ["lookup", "describe", "message"])
        }
    }

    func lookup(_ code: String, _ context: ModelContext) -> Comgate.Error? {
        return Self.codes.named(code)
    }

    func category(_ error: Comgate.Error, _ context: ModelContext) -> String {
        return error.category.rawValue
    }

    /// The Swift case name, which the generated enum spells as the spec key.
    func caseName(_ error: Comgate.Error) -> String { Self.caseNames[error] ?? "\(error)" }

    func byCase(_ name: String) -> Comgate.Error? { Self.byCaseName[name] }

    /// Every case's name, written once: a name is written by reflection, which costs more than
    /// the rest of an evaluation, and a look-up by name would write every case's.
    static let caseNames: [Comgate.Error: String] = Dictionary(uniqueKeysWithValues: Comgate.Error.allCases.map { ($0, "\($0)") })
    static let byCaseName: [String: Comgate.Error] = Dictionary(uniqueKeysWithValues: caseNames.map { ($0.value, $0.key) })
}
