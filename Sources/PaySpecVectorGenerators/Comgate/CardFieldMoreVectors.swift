import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// More vectors of `comgate.card-fields`: every brand at each of its lengths, separators in odd
/// places, non-ASCII digits, expiry boundaries, CVV lengths per brand and cardholder names.
/// Every number below was checked against Luhn when it was written; none is computed here.
struct CardFieldMoreVectors {
    let suite: String
    let gen: CardFieldVectors

    /// brand, length, a number of that brand and length passing Luhn.
    static let brandLengths: [(brand: String, length: Int, pan: String)] = [
        ("visa", 13, "4123456789011"), ("visa", 16, "4123456789012349"), ("visa", 19, "4123456789012345677"),
        ("mastercard", 16, "5112345678901235"), ("mastercard-2series", 16, "2720123456789010"),
        ("amex-34", 15, "341234567890127"), ("amex-37", 15, "371234567890120"),
        ("discover", 16, "6011123456789019"), ("discover", 19, "6011123456789012348"),
        ("discover-65", 16, "6512345678901239"), ("discover-65", 19, "6512345678901234562"),
        ("jcb", 16, "3528123456789012"), ("jcb", 17, "35281234567890125"), ("jcb", 18, "352812345678901234"),
        ("jcb", 19, "3528123456789012344"), ("diners", 14, "36123456789013"), ("diners", 16, "3612345678901235"),
        ("diners", 19, "3612345678901234563"), ("diners-300", 14, "30012345678907"),
        ("maestro", 12, "675912345674"), ("maestro", 13, "6759123456787"), ("maestro", 14, "67591234567897"),
        ("maestro", 15, "675912345678908"), ("maestro", 16, "6759123456789015"),
        ("maestro", 17, "67591234567890123"), ("maestro", 18, "675912345678901237"),
        ("maestro", 19, "6759123456789012342"), ("unionpay", 16, "6212345678901232"),
        ("unionpay", 17, "62123456789012347"), ("unionpay", 18, "621234567890123457"),
        ("unionpay", 19, "6212345678901234569"), ("mir", 16, "2200123456789019"),
        ("mir", 17, "22001234567890122"), ("mir", 18, "220012345678901231"), ("mir", 19, "2200123456789012341"),
    ]

    @_optimize(none)
    func vectors(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out = pans(catalog)
        out += expiries(catalog)
        out += cvvs(catalog)
        out += names(catalog)
        return out
    }

    @_optimize(none)
    func pans(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        for p in Self.brandLengths {
            out.append(
                gen.pan(
                    catalog, "valid-\(p.brand)-length-\(p.length)", "A \(p.length)-digit \(p.brand) number passing Luhn is valid",
                    p.pan, invalidBy: nil, rules: ["pan.luhn", "pan.length"], tags: ["table", p.brand]))
            let bad = CardFieldVectors.withCheckDigitChanged(p.pan)
            out.append(
                gen.pan(
                    catalog, "bad-check-digit-\(p.brand)-length-\(p.length)",
                    "\(bad): the \(p.length)-digit \(p.brand) number with its check digit changed", bad,
                    invalidBy: "pan.luhn", rules: ["pan.luhn"], tags: ["table", p.brand]))
        }
        let invalid = gen.result(catalog, "pan.separators")
        // Spaces and hyphens, wherever they are: ignored (reference) or refused.
        let separated: [(String, String, String)] = [
            ("leading-space", " 4111111111111111", "A leading space"),
            ("trailing-space", "4111111111111111 ", "A trailing space"),
            ("surrounding-spaces", "  4111 1111 1111 1111  ", "Spaces around and between groups"),
            ("double-spaces", "4111  1111  1111  1111", "Double spaces between groups"),
            ("every-digit", "4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1", "A space after every digit"),
            ("odd-groups", "41 111111 11 111111", "Groups of odd sizes"),
            ("mixed", "4111-1111 1111-1111", "Hyphens and spaces mixed"),
            ("double-hyphens", "4111--1111--1111--1111", "Double hyphens"),
            ("leading-hyphen", "-4111111111111111", "A leading hyphen"),
            ("trailing-hyphen", "4111111111111111-", "A trailing hyphen"),
            ("hyphen-space", "4111 - 1111 - 1111 - 1111", "Spaced hyphens"),
            ("amex-hyphens", "3782-822463-10005", "The 4-6-5 grouping with hyphens"),
            ("maestro-19-groups", "6759 1234 5678 9012 342", "A 19-digit number in groups of four"),
        ]
        for s in separated {
            out.append(
                gen.pan(
                    catalog, "separators-\(s.0)", "\(s.2): ignored like the printed grouping", s.1, invalidBy: nil,
                    rules: ["pan.separators", "pan.luhn", "pan.length"], tags: ["edge", "ambiguity"],
                    ambiguity: "pan-separators", byChoice: ["reject": invalid]))
        }
        out.append(
            gen.pan(
                catalog, "separators-too-short", "Separators do not count as digits: 11 digits stay too short",
                "4111 1111 112", invalidBy: "pan.length", rules: ["pan.separators", "pan.length"],
                tags: ["edge"]))
        out.append(
            gen.pan(
                catalog, "separators-too-long", "20 digits in groups stay too long",
                "4111 1111 1111 1111 1115", invalidBy: "pan.length", rules: ["pan.separators", "pan.length"],
                tags: ["edge"]))
        // Characters that are no separator: invalid under either choice.
        let junk: [(String, String, String)] = [
            ("tabs", "4111\t1111\t1111\t1111", "Tabs are not separators"),
            ("leading-tab", "\t4111111111111111", "A leading tab"),
            ("newline", "4111111111111111\n", "A trailing newline"),
            ("no-break-space", "4111\u{00A0}1111\u{00A0}1111\u{00A0}1111", "No-break spaces"),
            ("en-dash", "4111\u{2013}1111\u{2013}1111\u{2013}1111", "En dashes are not hyphens"),
            ("slashes", "4111/1111/1111/1111", "Slashes"),
            ("full-stops", "4111.1111.1111.1112", "Full stops (characters below 0 are no digits)"),
            ("underscores", "4111_1111_1111_1111", "Underscores"),
            ("plus", "+4111111111111111", "A plus sign"),
            ("only-spaces", "    ", "Only spaces: no digits at all"),
            ("only-hyphens", "----", "Only hyphens: no digits at all"),
            ("letter-x", "411111111111111X", "A trailing letter"),
            ("letter-o-for-zero", "601111111111111O", "The letter O for a zero"),
            ("letter-l-for-one", "4l11111111111111", "The letter l for a one"),
            ("hex", "4111aaaa11111111", "Hexadecimal letters"),
            ("all-letters", "abcdefghijklmnop", "Only letters"),
        ]
        for j in junk {
            out.append(
                gen.pan(
                    catalog, "junk-\(j.0)", "\(j.2): the number is invalid", j.1, invalidBy: "pan.separators",
                    rules: ["pan.separators", "pan.asciiDigits"], tags: ["edge"]))
        }
        let valid = gen.result(catalog, nil)
        let unicode: [(String, String, String)] = [
            ("arabic-indic-amex", "٣٧٨٢٨٢٢٤٦٣١٠٠٠٥", "Arabic-Indic digits of an American Express number"),
            ("extended-arabic-indic", "۴۱۱۱۱۱۱۱۱۱۱۱۱۱۱۱", "Extended Arabic-Indic (Persian) digits"),
            ("fullwidth-mastercard", "５５５５５５５５５５５５４４４４", "Full-width digits of a Mastercard number"),
            ("fullwidth-mixed", "4111１１１１11111111", "ASCII and full-width digits mixed"),
            ("arabic-indic-last", "411111111111111١", "One Arabic-Indic digit at the end"),
            ("bengali", "৪১১১১১১১১১১১১১১১", "Bengali digits"),
            ("thai", "๔๑๑๑๑๑๑๑๑๑๑๑๑๑๑๑", "Thai digits"),
        ]
        for u in unicode {
            out.append(
                gen.pan(
                    catalog, "non-ascii-\(u.0)", "\(u.2) are not card digits", u.1, invalidBy: "pan.asciiDigits",
                    rules: ["pan.asciiDigits"], tags: ["edge", "ambiguity"], ambiguity: "pan-non-ascii-digits",
                    byChoice: ["normalise": valid]))
        }
        return out
    }

    @_optimize(none)
    func expiries(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        @_optimize(none)
        func add(_ name: String, _ description: String, _ month: Int, _ year: Int, _ today: String, _ rule: String?) {
            let rules = rule == "expiry.month" ? ["expiry.month"] : ["expiry.month", "expiry.notExpired"]
            out.append(
                ComgateVectorKit.vector(
                    suite, "expiry-\(name)", description,
                    input: ["op": "expiry", "month": .integer(month), "year": .integer(year), "today": .string(today)],
                    expect: gen.result(catalog, rule), levels: gen.level(catalog, rules), spec: gen.refs(rules),
                    tags: rule == nil ? ["table"] : ["table", "edge"]))
        }
        for month in 2...11 {
            add("month-\(month)-future", "Month \(month) of a future year is valid", month, 2030, "2026-11-15", nil)
        }
        for month in [14, 20, 99, 100, -12] {
            add("month-\(month)", "Month \(month) is invalid", month, 2030, "2026-11-15", "expiry.month")
        }
        add("month-0-past", "Month 0 is invalid also in a past year", 0, 2020, "2026-11-15", "expiry.month")
        add("month-0-two-digit", "Month 0 with a two-digit year", 0, 30, "2026-11-15", "expiry.month")
        add("month-13-current-year", "Month 13 of this year is invalid, not next January", 13, 2026, "2026-12-15", "expiry.month")
        // Year rollover, December to January.
        add("rollover-january-next-year", "On 31 December, January next year is valid", 1, 2027, "2026-12-31", nil)
        add("rollover-november", "On 31 December, November is expired", 11, 2026, "2026-12-31", "expiry.notExpired")
        add("rollover-december-last-year", "On 31 January, December of last year is expired", 12, 2026, "2027-01-31", "expiry.notExpired")
        add("rollover-february", "On 1 January, February is valid", 2, 2027, "2027-01-01", nil)
        add("rollover-two-digit-27", "01/27 on 31 December 2026 is valid", 1, 27, "2026-12-31", nil)
        // End of month: the day of today does not matter, leap year or not.
        add("leap-day-march", "On 29 February 2028, March is valid", 3, 2028, "2028-02-29", nil)
        add("leap-day-january", "On 29 February 2028, January is expired", 1, 2028, "2028-02-29", "expiry.notExpired")
        add("end-of-february-march", "On 28 February 2027, March is valid", 3, 2027, "2027-02-28", nil)
        add("end-of-april-march", "On 30 April, March is expired", 3, 2027, "2027-04-30", "expiry.notExpired")
        add("first-of-month-previous", "On the 1st, the previous month is expired", 4, 2027, "2027-05-01", "expiry.notExpired")
        // Far-future and odd years.
        add("year-2099", "2099 is valid", 12, 2099, "2026-11-15", nil)
        add("year-2100", "2100 is valid", 1, 2100, "2026-11-15", nil)
        add("year-9999", "9999 is valid", 12, 9999, "2026-11-15", nil)
        add("two-digit-year-00", "Year 00 means 2000: expired", 12, 0, "2026-11-15", "expiry.notExpired")
        add("two-digit-year-27", "Year 27 means 2027: valid", 1, 27, "2026-11-15", nil)
        add("year-100", "Year 100 is a four-digit-style year: long expired", 12, 100, "2026-11-15", "expiry.notExpired")
        add("year-1999", "1999 is expired", 12, 1999, "2026-11-15", "expiry.notExpired")
        let valid = gen.result(catalog, nil)
        let expired = gen.result(catalog, "expiry.notExpired")
        let current: [(String, Int, Int, String, String)] = [
            ("current-month-leap-day", 2, 2028, "2028-02-29", "February 2028 on 29 February"),
            ("current-month-february", 2, 2027, "2027-02-28", "February 2027 on 28 February"),
            ("current-month-two-digit-new-year", 1, 27, "2027-01-01", "01/27 on 1 January 2027"),
            ("current-month-far-future", 12, 2099, "2099-12-31", "December 2099 on its last day"),
        ]
        for c in current {
            out.append(
                ComgateVectorKit.vector(
                    suite, "expiry-\(c.0)", c.4 + ": valid through the month",
                    input: ["op": "expiry", "month": .integer(c.1), "year": .integer(c.2), "today": .string(c.3)],
                    expect: valid, levels: gen.level(catalog, ["expiry.notExpired", "expiry.currentMonth"]),
                    spec: gen.refs(["expiry.notExpired", "expiry.currentMonth"]), tags: ["edge", "ambiguity"],
                    ambiguity: "expiry-current-month", byChoice: ["expired-in-month": expired]))
        }
        return out
    }

    @_optimize(none)
    func cvvs(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let brands: [(String, String, Int)] = [
            ("visa", "4111111111111111", 3), ("mastercard", "5555555555554444", 3),
            ("amex-37", "378282246310005", 4), ("amex-34", "341234567890127", 4),
            ("discover", "6011111111111117", 3), ("jcb", "3530111333300000", 3), ("diners", "30569309025904", 3),
            ("maestro", "6759649826438453", 3), ("unionpay", "6200000000000005", 3), ("mir", "2200123456789019", 3),
        ]
        for (brand, pan, wanted) in brands {
            for length in 2...5 {
                let cvv = String("9876543".prefix(length))
                out.append(
                    ComgateVectorKit.vector(
                        suite, "cvv-\(brand)-length-\(length)",
                        "\(length) digits for \(brand): \(length == wanted ? "valid" : "refused, it needs \(wanted)")",
                        input: ["op": "cvv", "cvv": .string(cvv), "pan": .string(pan)],
                        expect: gen.result(catalog, length == wanted ? nil : "cvv.digits"),
                        levels: gen.level(catalog, ["cvv.digits"]), spec: gen.refs(["cvv.digits"]),
                        tags: length == wanted ? ["table", brand] : ["table", "edge", brand]))
            }
        }
        let bad: [(String, String, String, String)] = [
            ("trailing-space", "123 ", "4111111111111111", "A trailing space"),
            ("inner-space", "1 23", "4111111111111111", "An inner space"),
            ("hyphen", "12-3", "4111111111111111", "A hyphen"),
            ("fullwidth", "１２３", "4111111111111111", "Full-width digits"),
            ("fullwidth-amex", "１２３４", "378282246310005", "Full-width digits for American Express"),
            ("letters", "abc", "4111111111111111", "Letters"),
            ("letters-amex", "abcd", "378282246310005", "Four letters for American Express"),
            ("dot", "12.3", "4111111111111111", "A dot"),
            ("sign", "+12", "4111111111111111", "A plus sign"),
            ("tab", "\t123", "4111111111111111", "A tab"),
            ("only-spaces", "   ", "4111111111111111", "Three spaces"),
            ("superscript", "1²3", "4111111111111111", "A superscript two"),
        ]
        for b in bad {
            out.append(
                ComgateVectorKit.vector(
                    suite, "cvv-bad-\(b.0)", "\(b.3) makes the CVV invalid",
                    input: ["op": "cvv", "cvv": .string(b.1), "pan": .string(b.2)],
                    expect: gen.result(catalog, "cvv.digits"), levels: gen.level(catalog, ["cvv.digits"]),
                    spec: gen.refs(["cvv.digits"]), tags: ["table", "edge"]))
        }
        return out
    }

    @_optimize(none)
    func names(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let missing = gen.result(catalog, "cardholder.required")
        let valid = gen.result(catalog, nil)
        let good: [(String, String, String)] = [
            ("diaeresis", "Zoë Ångström", "Latin letters with diacritics"),
            ("polish", "Łukasz Żółć", "Polish letters"),
            ("greek", "Ελένη Παπαδοπούλου", "Greek script"),
            ("cyrillic", "Иван Петров", "Cyrillic script"),
            ("cjk", "李小龙", "Chinese characters without spaces"),
            ("arabic", "محمد علي", "Arabic script"),
            ("vietnamese", "Nguyễn Văn An", "Vietnamese with stacked diacritics"),
            ("combining", "Jose\u{0301} Nova\u{0301}k", "Combining accents"),
            ("apostrophe-hyphen", "Seán O'Brien-Smith", "An apostrophe and a hyphen"),
            ("emoji", "Jan 😀", "An emoji"),
            ("digits", "123", "Digits only are still a non-empty name"),
            ("inner-tab", "Jan\tNovák", "A tab inside a name"),
            ("padded-tab", "\tJan Novák\n", "Surrounding tab and newline"),
            ("padded-nbsp", "\u{00A0}Jana\u{00A0}", "Surrounding no-break spaces"),
            ("one-letter-padded", " J ", "One letter between spaces"),
        ]
        for g in good {
            out.append(
                ComgateVectorKit.vector(
                    suite, "cardholder-\(g.0)", "\(g.2): a name", input: ["op": "cardholderName", "name": .string(g.1)],
                    expect: valid, levels: gen.level(catalog, ["cardholder.required"]),
                    spec: gen.refs(["cardholder.required"]), tags: ["table", "unicode"]))
        }
        // Which characters are white space is the derived row's reading (Unicode White_Space),
        // not a document's: these rest on it, at its level.
        let notWhiteSpace: [(String, String, String)] = [
            // Found by payspec fuzz in the Python port: str.strip() also drops U+001C..U+001F,
            // which are controls, not Unicode White_Space (nor JavaScript's or Foundation's).
            ("unit-separator", "\u{001F}", "Only a unit separator (a control, not whitespace)"),
            ("information-separators", "\u{001C}\u{001D}\u{001E}", "Only file, group and record separators"),
            ("file-separator", "\u{001C}", "Only a file separator (a control, not whitespace)"),
            // Found by payspec fuzz in the reference model (Foundation's whitespace set).
            ("zero-width-space", "\u{200B}", "Only a zero width space (a format character, not whitespace)"),
            // Found by payspec fuzz in the Node port: JavaScript's trim() also drops U+FEFF.
            ("byte-order-mark", "\u{FEFF}", "Only a zero width no-break space (a format character, not whitespace)"),
        ]
        for g in notWhiteSpace {
            out.append(
                ComgateVectorKit.vector(
                    suite, "cardholder-\(g.0)", "\(g.2): a name", input: ["op": "cardholderName", "name": .string(g.1)],
                    expect: valid, levels: gen.level(catalog, ["cardholder.required", "cardholder.whitespace"]),
                    spec: gen.refs(["cardholder.required", "cardholder.whitespace"]), tags: ["edge", "unicode", "whitespace-set"]))
        }
        let blank: [(String, String, String)] = [
            ("tab", "\t", "Only a tab"), ("newline", "\n", "Only a newline"), ("crlf", "\r\n", "Only CR LF"),
            ("nbsp-three", "\u{00A0}\u{00A0}\u{00A0}", "Only no-break spaces"),
            ("space-nbsp-tab", " \u{00A0}\t", "A space, a no-break space and a tab"),
            ("em-space", "\u{2003}", "Only an em space"), ("ideographic-space", "\u{3000}", "Only an ideographic space"),
            ("narrow-nbsp", "\u{202F}", "Only a narrow no-break space"),
            ("line-separator", "\u{2028}", "Only a line separator"),
            ("vertical-tab-form-feed", "\u{000B}\u{000C}", "A vertical tab and a form feed"),
            ("one-space", " ", "A single space"),
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
        return out
    }
}
