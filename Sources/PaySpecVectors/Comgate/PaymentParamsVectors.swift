import PaySpecJSON
import PaySpecModel

/// `comgate.payment-params`: the price rule and the initRecurring/preauth conflict.
struct PaymentParamsVectors: SuiteVectorGenerator {
    let suite = "comgate.payment-params"
    let description = "Payment parameters: price a positive integer in minor units; initRecurring and preauth not both"
    static let price = "comgate/validation-rules#price.positiveInteger"
    static let options = "comgate/validation-rules#options.recurringXorPreauth"

    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        let priceRow = ComgateVectorKit.row(catalog, "comgate/validation-rules", "price.positiveInteger")
        let optionsRow = ComgateVectorKit.row(catalog, "comgate/validation-rules", "options.recurringXorPreauth")
        let priceError = priceRow.flatMap { codeOf(catalog, $0) } ?? ""
        let optionsError = optionsRow.flatMap { codeOf(catalog, $0) } ?? ""
        let prices: [(name: String, price: JSONValue, valid: Bool, why: String)] = [
            ("price-1", 1, true, "the smallest positive amount"),
            ("price-100", 100, true, "one crown in hellers"),
            ("price-large", 999_999_999, true, "a large amount"),
            ("price-0", 0, false, "zero is not positive"),
            ("price-negative", -100, false, "a negative amount"),
            ("price-fraction", .double(1.5), false, "not an integer in minor units"),
            ("price-small-fraction", .double(0.5), false, "a fraction below one"),
            ("price-null", nil, false, "no price given"),
        ]
        var out: [GoldenVector] = []
        for p in prices {
            out.append(
                ComgateVectorKit.vector(
                    suite, p.name, "price \(JSONWriter.line(p.price)) is \(p.valid ? "accepted" : "refused"): \(p.why)",
                    input: ["price": p.price, "initRecurring": false, "preauth": false],
                    expect: ["valid": .bool(p.valid), "errors": p.valid ? [] : [.string(priceError)]],
                    levels: [priceRow?.level], spec: [Self.price, "comgate/errors#invalidPrice"],
                    tags: p.valid ? ["table"] : ["table", "edge"]))
        }
        let options: [(recurring: Bool, preauth: Bool)] = [(false, false), (true, false), (false, true), (true, true)]
        for o in options {
            let conflict = o.recurring && o.preauth
            out.append(
                ComgateVectorKit.vector(
                    suite, "options-recurring-\(o.recurring)-preauth-\(o.preauth)",
                    "initRecurring \(o.recurring) with preauth \(o.preauth) is \(conflict ? "refused" : "accepted")",
                    input: ["price": 250, "initRecurring": .bool(o.recurring), "preauth": .bool(o.preauth)],
                    expect: ["valid": .bool(!conflict), "errors": conflict ? [.string(optionsError)] : []],
                    levels: [optionsRow?.level], spec: [Self.options, "comgate/errors#conflictingPaymentOptions"],
                    tags: ["table"]))
        }
        out.append(
            ComgateVectorKit.vector(
                suite, "both-rules-broken", "A zero price and both options: both errors, price first",
                input: ["price": 0, "initRecurring": true, "preauth": true],
                expect: ["valid": false, "errors": [.string(priceError), .string(optionsError)]],
                levels: [priceRow?.level, optionsRow?.level], spec: [Self.price, Self.options], tags: ["edge"]))
        return out
    }

    func codeOf(_ catalog: SpecCatalog, _ rule: SpecRow) -> String? {
        guard let error = rule.string("error") else { return nil }
        return ComgateVectorKit.row(catalog, "comgate/errors", error)?.string("code")
    }
}
