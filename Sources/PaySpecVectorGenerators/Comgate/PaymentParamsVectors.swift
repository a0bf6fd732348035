import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `comgate.payment-params`: the price rule and the initRecurring/preauth conflict.
struct PaymentParamsVectors: SuiteVectorGenerator {
    let suite = "comgate.payment-params"
    let description = "Payment parameters: price a positive integer in minor units; initRecurring and preauth not both"
    static let price = "comgate/validation-rules#price.positiveInteger"
    static let options = "comgate/validation-rules#options.recurringXorPreauth"

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        let priceRow = ComgateVectorKit.row(catalog, "comgate/validation-rules", "price.positiveInteger")
        let optionsRow = ComgateVectorKit.row(catalog, "comgate/validation-rules", "options.recurringXorPreauth")
        let priceError = priceRow.flatMap { codeOf(catalog, $0) } ?? ""
        let optionsError = optionsRow.flatMap { codeOf(catalog, $0) } ?? ""
        let prices: [(name: String, price: JSONValue, valid: Bool, why: String)] = [
            ("price-1", 1, true, "the smallest positive amount"),
            ("price-100", 100, true, "one crown in hellers"),
            ("price-large", 999_999_999, true, "a large amount"),
            // Machine boundaries: a port that reads the price as a 32-bit int (`toInt()`,
            // `(int)`, `Integer.parseInt`) turns these into negative numbers or zero.
            ("price-int32-max", 2_147_483_647, true, "the largest 32-bit integer"),
            ("price-above-int32", 2_147_483_648, true, "one above the largest 32-bit integer"),
            ("price-uint32-wrap", 4_294_967_296, true, "2^32, which a 32-bit integer wraps to zero"),
            ("price-js-safe-max", 9_007_199_254_740_991, true, "2^53 - 1, the largest integer a double holds exactly"),
            ("price-minus-one", -1, false, "minus one"),
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
        // 25.0: a whole value written with a fraction part. JavaScript cannot tell it from 25;
        // Python, Java and kotlinx.serialization read a fraction (price-integral-fraction).
        let valid: JSONValue = ["valid": true, "errors": []]
        let invalid: JSONValue = ["valid": false, "errors": [.string(priceError)]]
        for (name, price, why) in [
            ("price-integral-fraction", 25.0, "a whole amount written 25.0"),
            ("price-integral-fraction-large", 2_147_483_648.0, "2^31 written with a fraction part"),
            ("price-integral-fraction-one", 1.0, "the smallest whole amount written 1.0"),
        ] {
            out.append(
                ComgateVectorKit.vector(
                    suite, name, "price \(JSONWriter.line(.double(price))) (\(why)) is refused when a fraction part makes it no integer",
                    input: ["price": .double(price), "initRecurring": false, "preauth": false], expect: invalid,
                    levels: [priceRow?.level, .derived], spec: [Self.price, "comgate/errors#invalidPrice"], tags: ["edge", "ambiguity"],
                    ambiguity: "price-integral-fraction", byChoice: ["integral-value": valid]))
        }
        out.append(
            ComgateVectorKit.vector(
                suite, "price-zero-fraction", "price 0.0 is refused under every reading: zero is not positive",
                input: ["price": .double(0), "initRecurring": false, "preauth": false], expect: invalid,
                levels: [priceRow?.level], spec: [Self.price, "comgate/errors#invalidPrice"], tags: ["edge"]))
        for row in catalog.rows("comgate/server-values") where row.string("field") == "price" {
            guard let id = row.key, let minimum = row.string("value").flatMap(Int.init) else { continue }
            let currency = id.split(separator: ".").last.map(String.init) ?? id
            out.append(
                ComgateVectorKit.vector(
                    suite, "price-below-server-minimum-\(currency)",
                    "price \(minimum - 1) is accepted: the SDK only asks for a positive price, though the server refuses it in \(currency) (error 1107)",
                    input: ["price": .integer(minimum - 1), "initRecurring": false, "preauth": false],
                    expect: ["valid": true, "errors": []], levels: [priceRow?.level, row.level],
                    spec: [Self.price, "comgate/errors#invalidPrice", row.reference(in: "comgate/server-values")],
                    tags: ["edge", "server-value"]))
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
                // No document says whether both are reported, nor in which order.
                levels: [priceRow?.level, optionsRow?.level, .derived], spec: [Self.price, Self.options],
                tags: ["edge", "ambiguity"], ambiguity: "payment-params-several-errors",
                byChoice: ["first": ["valid": false, "errors": [.string(priceError)]]]))
        return out
    }

    @_optimize(none)
    func codeOf(_ catalog: SpecCatalog, _ rule: SpecRow) -> String? {
        guard let error = rule.string("error") else { return nil }
        return ComgateVectorKit.row(catalog, "comgate/errors", error)?.string("code")
    }
}
