import PaySpecEnums
import PaySpecJSON

/// `comgate.payment-params`: price a positive integer in minor units; initRecurring and preauth
/// not both true. Every broken rule is reported, price first (only the first under
/// payment-params-several-errors=first). Whether `25.0` is an integer is price-integral-fraction:
/// by default a number written with a fraction part is not one.
struct PaymentParamsModel: SuiteModel {
    static let suite = "comgate.payment-params"

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        let price = try i.field("price")
        let recurring = try i.bool("initRecurring")
        let preauth = try i.bool("preauth")
        var errors: [Comgate.Error] = []
        if !priceIsValid(price, context) { errors.append(.invalidPrice) }
        if recurring && preauth {
            errors.append(.conflictingPaymentOptions)
        }
        // The choice decides only between several errors.
        if errors.count > 1, context.choice(.paymentParamsSeveralErrors) == .first {
            errors = Array(errors.prefix(1))
        }
        return ["valid": .bool(errors.isEmpty), "errors": .array(errors.map { .string($0.code) })]
    }

    func priceIsValid(_ price: JSONValue, _ context: ModelContext) -> Bool {
        switch price {
        case .integer(let amount):
            return amount > 0
        case .double(let amount):
            return context.choice(.priceIntegralFraction) == .integralValue && amount > 0 && amount == amount.rounded()
        default:
            return false
        }
    }
}
