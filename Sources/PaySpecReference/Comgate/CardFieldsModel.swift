import Foundation
import PaySpecEnums
import PaySpecJSON

/// `comgate.card-fields`: one field at a time (`pan`, `expiry`, `cvv`, `cardholderName`) or the
/// whole card as processPayment checks it (`card`).
struct CardFieldsModel: SuiteModel {
    static let suite = "comgate.card-fields"
    static let ops = ["pan", "expiry", "cvv", "cardholderName", "card"]

    /// A broken rule: the error and the translation key of the message under the field.
    struct Failure {
        var error: Comgate.Error
        var messageKey: Comgate.TranslationKey?
    }

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        let op = try i.string("op")
        let rules = CardRules(context: context)
        let failure: Failure?
        switch op {
        case "pan":
            failure = rules.pan(try i.string("pan"))
        case "expiry":
            failure = rules.expiry(month: try i.int("month"), year: try i.int("year"), today: try today(i))
        case "cvv":
            failure = rules.cvv(try i.string("cvv"), pan: try i.string("pan"))
        case "cardholderName":
            failure = rules.cardholderName(try i.string("name"))
        case "card":
            return try card(i, rules)
        default:
            throw i.unknownOp(op, Self.ops)
        }
        guard let failure else { return ["valid": true, "error": nil, "messageKey": nil] }
        return [
            "valid": false, "error": .string(failure.error.code), "messageKey": JSONValue(failure.messageKey?.rawValue),
        ]
    }

    func card(_ i: ComgateInput, _ rules: CardRules) throws(ModelError) -> JSONValue {
        let fieldFailures = [
            rules.pan(try i.string("pan")),
            rules.expiry(month: try i.int("month"), year: try i.int("year"), today: try today(i)),
            rules.cvv(try i.string("cvv"), pan: try i.string("pan")),
        ].compactMap { $0 }
        let nameFailure = rules.cardholderName(try i.string("name"))
        let all = fieldFailures + [nameFailure].compactMap { $0 }
        let error: Comgate.Error? = fieldFailures.isEmpty ? nameFailure?.error : .invalidCardData
        return [
            "valid": .bool(all.isEmpty), "error": JSONValue(error?.code),
            "fieldErrors": .array(all.map { .string($0.error.code) }),
        ]
    }

    /// `today` as `YYYY-MM-DD`, exactly (four, two and two ASCII digits, month 01-12, day
    /// 01-31): the year and month that matter. Anything else is outside the contract, where
    /// ports may differ (Python's `int` accepts " 5" and "+5", Swift's `split` drops the empty
    /// part of "2026--01"), so it must not be judged.
    func today(_ i: ComgateInput) throws(ModelError) -> (year: Int, month: Int) {
        let text = try i.string("today")
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let digitsOnly = parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
        guard parts.map(\.count) == [4, 2, 2], digitsOnly, let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2]), (1...12).contains(month), (1...31).contains(day)
        else { throw ModelError("\(Self.suite): \"today\" must be a date YYYY-MM-DD, got \"\(text)\"") }
        return (year, month)
    }
}
