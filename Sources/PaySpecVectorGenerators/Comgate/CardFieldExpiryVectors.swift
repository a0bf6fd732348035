import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// The expiry vectors of `comgate.card-fields`: month range, expiry against a given today,
/// the current month, year boundaries and two-digit years.
struct CardFieldExpiryVectors {
    let suite: String
    let gen: CardFieldVectors

    @_optimize(none)
    func vectors(_ catalog: SpecCatalog) -> [GoldenVector] {
        let valid = gen.result(catalog, nil)
        let expired = gen.result(catalog, "expiry.notExpired")
        // name, month, year, today, rule broken (nil: valid), description
        let cases: [(String, Int, Int, String, String?, String)] = [
            ("month-1", 1, 2030, "2026-11-15", nil, "January is a valid month"),
            ("month-12", 12, 2030, "2026-11-15", nil, "December is a valid month"),
            ("month-0", 0, 2030, "2026-11-15", "expiry.month", "Month 0 is invalid"),
            ("month-13", 13, 2030, "2026-11-15", "expiry.month", "Month 13 is invalid"),
            ("month-negative", -1, 2030, "2026-11-15", "expiry.month", "A negative month is invalid"),
            (
                "month-wrapping-to-1", -4_294_967_295, 2030, "2026-11-15", "expiry.month",
                "Month -4294967295 is invalid (cut to 32 bits it would read as 1)"
            ),
            (
                "month-invalid-and-past", 13, 2020, "2026-11-15", "expiry.month",
                "An invalid month wins over a past year"
            ),
            ("next-month", 12, 2026, "2026-11-15", nil, "The month after the current one is valid"),
            (
                "previous-month", 10, 2026, "2026-11-15", "expiry.notExpired",
                "The month before the current one is expired"
            ),
            ("previous-year", 12, 2025, "2026-11-15", "expiry.notExpired", "Last year is expired"),
            // Compared as unpadded text, 2026-9 sorts after 2026-11 and 2026-10 before 2026-9.
            (
                "single-digit-month-past", 9, 2026, "2026-11-15", "expiry.notExpired",
                "September is before November: expired (9 against 11 as numbers, not as text)"
            ),
            (
                "two-digit-month-ahead", 10, 2026, "2026-09-15", nil,
                "October is after September: valid (10 against 9 as numbers, not as text)"
            ),
            ("next-year-january", 1, 2027, "2026-11-15", nil, "January next year is valid"),
            (
                "new-year-december", 12, 2026, "2027-01-01", "expiry.notExpired",
                "On 1 January last December has expired"
            ),
            ("two-digit-year-future", 5, 30, "2026-11-15", nil, "Year 30 means 2030"),
            ("two-digit-year-past", 5, 25, "2026-11-15", "expiry.notExpired", "Year 25 means 2025: expired"),
            // Found by payspec fuzz: `year * 12 + month` trapped (Swift) or threw (Java's multiplyExact).

            (
                "two-digit-year-new-year", 12, 26, "2027-01-01", "expiry.notExpired",
                "12/26 on 1 January 2027 is expired"
            ),
        ]
        var out: [GoldenVector] = []
        let rules = ["expiry.month", "expiry.notExpired", "expiry.twoDigitYear"]
        out.append(
            ComgateVectorKit.vector(
                suite, "expiry-two-digit-year-99", "Year 99 means 2099, not 1999",
                input: ["op": "expiry", "month": 1, "year": 99, "today": "2026-11-15"], expect: valid,
                levels: gen.level(catalog, rules), spec: gen.refs(rules), tags: ["table", "ambiguity"],
                ambiguity: Self.twoDigitYear, byChoice: ["sliding-window": expired]))
        // The sliding window's edges, by year: in 2026 it runs from 1947 to 2046, both included.
        for (yy, slid, description) in [
            (46, valid, "Year 46 in 2026: 2046 either way (the window's last year, today's year + 20)"),
            (47, expired, "Year 47 in 2026: 2047, or 1947 under the sliding window (today's year - 79)"),
        ] {
            out.append(
                ComgateVectorKit.vector(
                    suite, "expiry-two-digit-year-window-\(yy)", description,
                    input: ["op": "expiry", "month": 1, "year": .integer(yy), "today": "2026-11-15"], expect: valid,
                    levels: gen.level(catalog, rules), spec: gen.refs(rules), tags: ["table", "ambiguity", "edge"],
                    ambiguity: Self.twoDigitYear, byChoice: ["sliding-window": slid]))
        }
        out += windowEnds(catalog, valid: valid, expired: expired, rules: rules)
        for c in cases {
            let rules = c.4 == "expiry.month" ? ["expiry.month"] : ["expiry.month", "expiry.notExpired"]
            out.append(
                ComgateVectorKit.vector(
                    suite, "expiry-\(c.0)", c.5,
                    input: ["op": "expiry", "month": .integer(c.1), "year": .integer(c.2), "today": .string(c.3)],
                    expect: gen.result(catalog, c.4), levels: gen.level(catalog, rules), spec: gen.refs(rules),
                    tags: c.4 == nil ? ["table"] : ["table", "edge"]))
        }
        // Found by payspec fuzz: `year * 12 + month` trapped (Swift) or threw (Java's multiplyExact).
        // No calendar a device has holds a year near 2^63 and no line speaks of one: valid is
        // PaySpec's reading of the not-expired rule, so the vector is `should`.
        out.append(
            ComgateVectorKit.vector(
                suite, "expiry-year-far-future", "A year near 2^63 is read as far ahead: valid, with no overflow in the comparison",
                input: ["op": "expiry", "month": 12, "year": .integer(Int.max), "today": "2026-11-15"],
                expect: valid, levels: [.derived], spec: gen.refs(["expiry.month", "expiry.notExpired"]), tags: ["table"]))
        let current: [(String, Int, Int, String, String)] = [
            ("current-month", 11, 2026, "2026-11-15", "A card expiring this month, mid-month"),
            ("current-month-first-day", 11, 2026, "2026-11-01", "A card expiring this month, on its first day"),
            ("current-month-last-day", 11, 2026, "2026-11-30", "A card expiring this month, on its last day"),
            ("current-month-december", 12, 2026, "2026-12-31", "December of this year, on 31 December"),
            ("current-month-two-digit", 11, 26, "2026-11-15", "11/26 in November 2026"),
            ("current-month-new-year", 1, 2027, "2027-01-01", "January of the new year, on 1 January"),
        ]
        for c in current {
            out.append(
                ComgateVectorKit.vector(
                    suite, "expiry-\(c.0)", c.4 + ": valid through the month",
                    input: ["op": "expiry", "month": .integer(c.1), "year": .integer(c.2), "today": .string(c.3)],
                    expect: valid, levels: gen.level(catalog, ["expiry.notExpired", "expiry.currentMonth"]),
                    spec: gen.refs(["expiry.notExpired", "expiry.currentMonth"]),
                    tags: ["edge", "ambiguity"], ambiguity: "expiry-current-month",
                    byChoice: ["expired-in-month": expired]))
        }
        return out
    }

    /// The sliding window late in a century, where it reaches into the next one (from today's
    /// year − 79 to today's year + 20, by year alone), and at a century's first year; and 100,
    /// the first year that is not two-digit.
    @_optimize(none)
    func windowEnds(
        _ catalog: SpecCatalog, valid: JSONValue, expired: JSONValue, rules: [String]
    ) -> [GoldenVector] {
        // name, month, year, today, under add-2000, under the sliding window, description
        let ends: [(String, Int, Int, String, JSONValue, JSONValue, String)] = [
            (
                "late-century-first", 1, 10, "2090-06-15", expired, valid,
                "Year 10 in 2090: 2010, or 2110 under the sliding window (the window's last year, today's year + 20)"
            ),
            (
                "late-century-past", 1, 11, "2090-06-15", expired, expired,
                "Year 11 in 2090: 2011 either way (the window's first year, today's year - 79)"
            ),
            (
                "century-end", 1, 0, "2099-06-15", expired, valid,
                "Year 00 in 2099: 2000, or 2100 under the sliding window"
            ),
            (
                "century-start", 12, 99, "2100-01-15", expired, expired,
                "Year 99 in 2100: 2099 either way (2199 is beyond today's year + 20)"
            ),
            (
                "far-century", 6, 50, "2250-06-15", expired, valid,
                "Year 50 in 2250: 2050, or 2250 under the sliding window (the century of today, two centuries past 2000)"
            ),
            (
                "year-100", 12, 100, "2100-01-15", expired, expired,
                "Year 100 is not two-digit: the year 100 either way, long expired"
            ),
        ]
        return ends.map { e in
            ComgateVectorKit.vector(
                suite, "expiry-two-digit-year-window-\(e.0)", e.6,
                input: ["op": "expiry", "month": .integer(e.1), "year": .integer(e.2), "today": .string(e.3)],
                expect: e.4, levels: gen.level(catalog, rules), spec: gen.refs(rules),
                tags: ["table", "ambiguity", "edge"], ambiguity: Self.twoDigitYear, byChoice: ["sliding-window": e.5])
        }
    }

    static let twoDigitYear = "expiry-two-digit-year"

    /// Every expiry vector with a two-digit year whose expiry is judged (the month is valid)
    /// rests on `expiry.twoDigitYear` and lists its ambiguity. Only 99 changes with the
    /// reading, and its vector above says so; for the other years both readings agree (the
    /// reference model is judged under both, which would show a vector that does not).
    @_optimize(none)
    static func readingTwoDigitYear(_ v: GoldenVector, _ catalog: SpecCatalog, gen: CardFieldVectors) -> GoldenVector {
        let ref = gen.refs(["expiry.twoDigitYear"])[0]
        guard v.input["op"]?.stringValue == "expiry", let year = v.input["year"]?.intValue, (0..<100).contains(year),
            v.spec.contains(gen.refs(["expiry.notExpired"])[0]), !v.spec.contains(ref)
        else { return v }
        var out = v
        out.spec.append(ref)
        out.ambiguities.append(twoDigitYear)
        if !out.tags.contains("ambiguity") { out.tags.append("ambiguity") }
        if vectorLevel(gen.level(catalog, ["expiry.twoDigitYear"])) == .should { out.level = .should }
        return out
    }
}
