import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `comgate.card-fields`: PAN, expiry, CVV, cardholder name and the whole card before payment.
struct CardFieldVectors: SuiteVectorGenerator {
    let suite = "comgate.card-fields"
    let description = "Card fields: PAN by Luhn and length, expiry against today, CVV, cardholder name"
    static let table = "comgate/validation-rules"

    /// Published test card numbers; each passes Luhn.
    static let validPANs: [(brand: String, pan: String)] = [
        ("visa", "4111111111111111"), ("visa-2", "4012888888881881"), ("visa-13", "4222222222222"),
        ("mastercard", "5555555555554444"), ("mastercard-2", "5105105105105100"),
        ("mastercard-2series", "2223003122003222"), ("amex", "378282246310005"), ("amex-34", "371449635398431"),
        ("discover", "6011111111111117"), ("jcb", "3530111333300000"), ("diners", "30569309025904"),
        ("diners-36", "36227206271667"), ("maestro", "6759649826438453"), ("maestro-19", "6799990100000000019"),
        ("unionpay", "6200000000000005"), ("unionpay-19", "6205500000000000004"),
    ]

    @_optimize(none)
    func result(_ catalog: SpecCatalog, _ ruleID: String?) -> JSONValue {
        guard let ruleID, let rule = ComgateVectorKit.row(catalog, Self.table, ruleID) else {
            return ["valid": true, "error": nil, "messageKey": nil]
        }
        let code = rule.string("error").flatMap { ComgateVectorKit.row(catalog, "comgate/errors", $0)?.string("code") }
        return ["valid": false, "error": JSONValue(code), "messageKey": JSONValue(rule.string("translationKey"))]
    }

    @_optimize(none)
    func level(_ catalog: SpecCatalog, _ ids: [String]) -> [SpecLevel?] {
        ids.map { ComgateVectorKit.row(catalog, Self.table, $0)?.level }
    }

    @_optimize(none)
    func refs(_ ids: [String]) -> [String] { ids.map { "\(Self.table)#\($0)" } }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var out = pans(catalog)
        out += CardFieldExpiryVectors(suite: suite, gen: self).vectors(catalog)
        out += CardFieldOtherVectors(suite: suite, gen: self).vectors(catalog)
        out += CardFieldMoreVectors(suite: suite, gen: self).vectors(catalog)
        let citations = ValueCitations(tables: ["messageKey": "comgate/translation-keys"])
        return out.map { citations.cite(CardFieldExpiryVectors.readingTwoDigitYear($0, catalog, gen: self), catalog) }
    }

    @_optimize(none)
    static func withCheckDigitChanged(_ pan: String) -> String {
        let last = pan.last!.wholeNumberValue!
        return String(pan.dropLast()) + String((last + 1) % 10)
    }

    @_optimize(none)
    func pan(
        _ catalog: SpecCatalog, _ name: String, _ description: String, _ pan: String, invalidBy: String?,
        rules: [String], tags: [String], ambiguity: String? = nil, byChoice: [String: JSONValue] = [:]
    )
        -> GoldenVector
    {
        ComgateVectorKit.vector(
            suite, "pan-\(name)", description, input: ["op": "pan", "pan": .string(pan)],
            expect: result(catalog, invalidBy), levels: level(catalog, rules), spec: refs(rules), tags: tags,
            ambiguity: ambiguity, byChoice: byChoice)
    }

    @_optimize(none)
    func pans(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let luhn = ["pan.luhn", "pan.length"]
        for p in Self.validPANs {
            out.append(
                pan(
                    catalog, "valid-\(p.brand)", "The \(p.brand) test number \(p.pan) is valid", p.pan,
                    invalidBy: nil, rules: luhn, tags: ["table", p.brand]))
            let bad = Self.withCheckDigitChanged(p.pan)
            out.append(
                pan(
                    catalog, "bad-check-digit-\(p.brand)", "\(bad): the \(p.brand) number with its check digit changed",
                    bad, invalidBy: "pan.luhn", rules: ["pan.luhn"], tags: ["table", p.brand]))
        }
        let lengths: [(String, String, String, String?)] = [
            ("length-12", "411111111117", "12 digits passing Luhn is the shortest valid number", nil),
            ("length-11", "41111111112", "11 digits passing Luhn is too short", "pan.length"),
            ("length-20", "41111111111111111115", "20 digits passing Luhn is too long", "pan.length"),
            ("empty", "", "An empty number is invalid", "pan.length"),
            ("all-zeros-16", "0000000000000000", "16 zeros pass Luhn and length", nil),
            ("letters", "4111a11111111111", "A letter makes the number invalid", "pan.asciiDigits"),
            ("dots", "4111.1111.1111.1111", "Dots are not separators", "pan.separators"),
        ]
        for l in lengths {
            out.append(
                pan(
                    catalog, l.0, l.2, l.1, invalidBy: l.3, rules: ["pan.length", "pan.luhn"],
                    tags: ["edge"]))
        }
        let valid = result(catalog, nil)
        let invalid = result(catalog, "pan.separators")
        let separated: [(String, String, String)] = [
            ("spaces", "4111 1111 1111 1111", "Spaces between groups of four"),
            ("hyphens", "4111-1111-1111-1111", "Hyphens between groups of four"),
            ("amex-grouping", "3782 822463 10005", "The 4-6-5 grouping of American Express"),
        ]
        for s in separated {
            out.append(
                pan(
                    catalog, "separators-\(s.0)", "\(s.2) are ignored", s.1, invalidBy: nil,
                    rules: ["pan.separators"], tags: ["edge", "ambiguity"], ambiguity: "pan-separators",
                    byChoice: ["reject": invalid]))
        }
        out.append(
            pan(
                catalog, "separators-bad-check-digit", "Separators do not rescue a wrong check digit",
                "4111 1111 1111 1112", invalidBy: "pan.luhn", rules: ["pan.separators", "pan.luhn"],
                tags: ["edge", "ambiguity"], ambiguity: "pan-separators", byChoice: ["reject": invalid]))
        let unicode: [(String, String, String, String)] = [
            ("arabic-indic", "٤١١١١١١١١١١١١١١١", "Arabic-Indic digits", "4111111111111111"),
            ("fullwidth", "４１１１１１１１１１１１１１１１", "Full-width digits", "4111111111111111"),
            ("devanagari", "४१११११११११११११११", "Devanagari digits", "4111111111111111"),
            // every digit 0-9 at least once: a port that converts with the wrong radix loses the 9
            ("arabic-indic-every-digit", "٤٩٩٢٧٣٩٨٧١٣٥٦٤٠٣", "Arabic-Indic digits", "4992739871356403"),
        ]
        for u in unicode {
            out.append(
                pan(
                    catalog, "non-ascii-\(u.0)", "\(u.2) of \(u.3) are not card digits", u.1,
                    invalidBy: "pan.asciiDigits", rules: ["pan.asciiDigits"], tags: ["edge", "ambiguity"],
                    ambiguity: "pan-non-ascii-digits", byChoice: ["normalise": valid]))
        }
        out.append(
            pan(
                catalog, "non-ascii-bad-check-digit", "Full-width digits with a wrong check digit",
                "４１１１１１１１１１１１１１１２", invalidBy: "pan.asciiDigits", rules: ["pan.asciiDigits", "pan.luhn"],
                tags: ["edge", "ambiguity"], ambiguity: "pan-non-ascii-digits",
                byChoice: ["normalise": result(catalog, "pan.luhn")]))
        // U+FF1A follows the full-width nine: a port that takes a digit block as eleven code
        // points reads it as a digit worth 10, and leading, it keeps the check digit right.
        out.append(
            pan(
                catalog, "non-ascii-fullwidth-colon", "A full-width colon before full-width digits is no digit under either reading",
                "：４１１１１１１１１１１１１１１１", invalidBy: "pan.asciiDigits", rules: ["pan.asciiDigits", "pan.luhn"],
                tags: ["edge", "ambiguity"], ambiguity: "pan-non-ascii-digits",
                byChoice: ["normalise": result(catalog, "pan.luhn")]))
        return out
    }
}
