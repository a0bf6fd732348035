import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// CVV, cardholder name and whole-card vectors of `comgate.card-fields`.
struct CardFieldOtherVectors {
    let suite: String
    let gen: CardFieldVectors

    @_optimize(none)
    func vectors(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let cvvs: [(String, String, String, Bool, String)] = [
            ("visa-3", "123", "4111111111111111", true, "3 digits for Visa"),
            ("visa-4", "1234", "4111111111111111", false, "4 digits are refused for Visa"),
            ("mastercard-3", "000", "5555555555554444", true, "3 zeros for Mastercard"),
            ("mastercard-4", "1234", "2223003122003222", false, "4 digits are refused for a 2-series Mastercard"),
            ("amex-37-4", "1234", "378282246310005", true, "4 digits for American Express (37)"),
            ("amex-34-4", "4321", "341111111111111", true, "4 digits for American Express (34)"),
            ("amex-3", "123", "378282246310005", false, "3 digits are refused for American Express"),
            ("amex-spaced-4", "1234", "3782 822463 10005", true, "American Express is recognised through separators"),
            ("amex-space-in-prefix-4", "1234", "3 782822463 10005", true, "A space inside the 37 prefix is still American Express"),
            ("amex-hyphen-in-prefix-4", "1234", "3-782822463-10005", true, "A hyphen inside the 37 prefix is still American Express"),
            ("two-digits", "12", "4111111111111111", false, "2 digits are too few"),
            ("five-digits", "12345", "378282246310005", false, "5 digits are too many even for American Express"),
            ("letter", "12a", "4111111111111111", false, "A letter is not a digit"),
            ("empty", "", "4111111111111111", false, "An empty CVV is invalid"),
            ("space-padded", " 123", "4111111111111111", false, "A space is not a digit"),
            ("arabic-indic", "١٢٣", "4111111111111111", false, "Arabic-Indic digits are not ASCII digits"),
            ("diners-3", "123", "36227206271667", true, "3 digits for Diners (36 is not American Express)"),
        ]
        for c in cvvs {
            out.append(
                ComgateVectorKit.vector(
                    suite, "cvv-\(c.0)", c.4, input: ["op": "cvv", "cvv": .string(c.1), "pan": .string(c.2)],
                    expect: gen.result(catalog, c.3 ? nil : "cvv.digits"), levels: gen.level(catalog, ["cvv.digits"]),
                    spec: gen.refs(["cvv.digits"]), tags: c.3 ? ["table"] : ["table", "edge"]))
        }
        let missing = gen.result(catalog, "cardholder.required")
        let valid = gen.result(catalog, nil)
        let names: [(String, String, Bool, String)] = [
            ("plain", "Jan Novák", true, "A first and last name"),
            ("single-letter", "J", true, "One character is a name"),
            ("single-letter-x", "x", true, "The letter x alone is a name (no whitespace to trim)"),
            ("padded", "  Jana Nováková ", true, "Surrounding spaces do not make a name missing"),
            ("empty", "", false, "The empty string is missing"),
        ]
        for n in names {
            out.append(
                ComgateVectorKit.vector(
                    suite, "cardholder-\(n.0)", n.3, input: ["op": "cardholderName", "name": .string(n.1)],
                    expect: n.2 ? valid : missing, levels: gen.level(catalog, ["cardholder.required"]),
                    spec: gen.refs(["cardholder.required"]), tags: n.2 ? ["table"] : ["table", "edge"]))
        }
        let blank: [(String, String, String)] = [
            ("spaces", "   ", "Only spaces"), ("tab-newline", "\t\n", "Only a tab and a newline"),
            ("no-break-space", "\u{00A0}", "Only a no-break space"),
        ]
        for b in blank {
            out.append(
                ComgateVectorKit.vector(
                    suite, "cardholder-whitespace-\(b.0)", "\(b.2) is a missing name",
                    input: ["op": "cardholderName", "name": .string(b.1)], expect: missing,
                    levels: gen.level(catalog, ["cardholder.required", "cardholder.whitespace"]),
                    spec: gen.refs(["cardholder.required", "cardholder.whitespace"]),
                    tags: ["edge", "ambiguity"], ambiguity: "cardholder-whitespace", byChoice: ["literal": valid]))
        }
        out += cards(catalog)
        return out
    }

    @_optimize(none)
    func cards(_ catalog: SpecCatalog) -> [GoldenVector] {
        @_optimize(none)
        func code(_ rule: String) -> JSONValue { gen.result(catalog, rule)["error"] ?? nil }
        let invalidData = gen.result(catalog, "cardData.valid")["error"] ?? nil
        let good: [String: JSONValue] = [
            "op": "card", "pan": "4111111111111111", "month": 12, "year": 2030, "cvv": "123", "name": "Jan Novák",
            "today": "2026-11-15",
        ]
        @_optimize(none)
        func with(_ changes: [String: JSONValue]) -> JSONValue { .object(good.merging(changes) { _, new in new }) }
        let cases: [(String, String, [String: JSONValue], JSONValue, [JSONValue], [String])] = [
            ("valid", "A complete valid card is accepted", [:], nil, [], ["cardData.valid"]),
            (
                "bad-pan", "An invalid PAN refuses the card with INVALID_CARD_DATA", ["pan": "4111111111111112"],
                invalidData, [code("pan.luhn")], ["cardData.valid", "pan.luhn"]
            ),
            (
                "expired", "An expired card is refused with INVALID_CARD_DATA", ["year": 2025], invalidData,
                [code("expiry.notExpired")], ["cardData.valid", "expiry.notExpired"]
            ),
            (
                "bad-month", "An invalid month is refused with INVALID_CARD_DATA", ["month": 13], invalidData,
                [code("expiry.month")], ["cardData.valid", "expiry.month"]
            ),
            (
                "bad-cvv", "An invalid CVV is refused with INVALID_CARD_DATA", ["cvv": "12"], invalidData,
                [code("cvv.digits")], ["cardData.valid", "cvv.digits"]
            ),
            (
                "missing-name", "A missing name alone gives MISSING_CARDHOLDER_NAME", ["name": ""],
                code("cardholder.required"), [code("cardholder.required")], ["cardData.valid", "cardholder.required"]
            ),
            (
                "everything-wrong", "Every field wrong: INVALID_CARD_DATA, field errors in field order",
                ["pan": "", "month": 0, "cvv": "1", "name": ""], invalidData,
                [code("pan.length"), code("expiry.month"), code("cvv.digits"), code("cardholder.required")],
                ["cardData.valid", "pan.length", "expiry.month", "cvv.digits", "cardholder.required"]
            ),
        ]
        return cases.map { c in
            ComgateVectorKit.vector(
                suite, "card-\(c.0)", c.1, input: with(c.2),
                expect: ["valid": .bool(c.4.isEmpty), "error": c.3, "fieldErrors": .array(c.4)],
                levels: gen.level(catalog, c.5), spec: gen.refs(c.5), tags: c.4.isEmpty ? ["table"] : ["table", "edge"])
        }
    }
}
