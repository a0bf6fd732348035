import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `seb.status-outcome`: a raw platform status in, the outcome and the kept raw status out.
struct SEBStatusOutcomeVectors: SuiteVectorGenerator {
    let suite = "seb.status-outcome"
    let description = "Platform status -> PaymentOutcome; unknown statuses are unresolved and kept unchanged"

    static let table = "seb/platform-statuses"
    static let matching = "seb-status-matching"
    static let empty = "seb-empty-status"

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        let rows = catalog.rows(Self.table)
        let named = rows.filter { $0.string("status") != nil }
        for row in named {
            let status = row.string("status")!
            let outcome = row.jsonString("outcome")
            let refs = [row.reference(in: Self.table), "seb/outcomes#\(row.string("outcome") ?? "")"]
            b.add(
                "status-\(status)", "\(status) maps to \(row.string("outcome") ?? "?") and is kept as paymentStatus",
                input: ["status": .string(status)], expect: ["outcome": outcome, "paymentStatus": .string(status)],
                spec: refs, tags: ["table"])
            let lower = status.lowercased()
            b.add(
                "lowercase-\(status)", "\(lower) is not \(status): exact matching leaves it unresolved, raw kept",
                input: ["status": .string(lower)],
                expect: ["outcome": "unresolved", "paymentStatus": .string(lower)],
                spec: refs + [unknownRef(rows)], tags: ["edge", "case-variant", "ambiguity"],
                ambiguities: [Self.matching],
                byChoice: ["\(Self.matching)=normalised": ["outcome": outcome, "paymentStatus": .string(lower)]])
        }
        addUnknown(&b, rows)
        addVariants(&b, rows)
        addEveryVariant(&b, rows)
        addForeign(&b, rows)
        addEveryPayStates(&b, catalog, rows)
        return b.vectors
    }

    /// The lowercase states EveryPay really returns that no vector above feeds already (the
    /// lower-case forms of named statuses, `settled` among them, are the `lowercase-*` vectors).
    @_optimize(none)
    func addEveryPayStates(_ b: inout RowBackedVectors, _ catalog: SpecCatalog, _ rows: [SpecRow]) {
        let unknown = unknownRef(rows)
        for state in SEBServerStates(catalog).states {
            if b.vectors.contains(where: { $0.input == ["status": .string(state.value)] }) { continue }
            let raw = JSONValue.string(state.value)
            let normalised = state.outcomeWhenNormalised(rows)
            let byChoice: [String: JSONValue] =
                normalised == "unresolved" ? [:] : ["\(Self.matching)=normalised": ["outcome": .string(normalised), "paymentStatus": raw]]
            b.add(
                "everypay-\(state.value)",
                "EveryPay's real state \(state.value) is no SEB status under exact matching: unresolved, raw kept",
                input: ["status": raw], expect: ["outcome": "unresolved", "paymentStatus": raw],
                spec: [state.reference, unknown, "seb/result-fields#paymentStatus"], tags: ["edge", "server-value"],
                ambiguities: byChoice.isEmpty ? [] : [Self.matching], byChoice: byChoice)
        }
    }

    @_optimize(none)
    func unknownRef(_ rows: [SpecRow]) -> String {
        let row = rows.first { $0.string("match") == "unrecognised" }
        return row?.reference(in: Self.table) ?? "\(Self.table)#unrecognised"
    }

    /// Statuses the SDK does not name: unresolved, raw status unchanged.
    @_optimize(none)
    func addUnknown(_ b: inout RowBackedVectors, _ rows: [SpecRow]) {
        let unknown = unknownRef(rows)
        let outcome = rows.first { $0.string("match") == "unrecognised" }?.jsonString("outcome") ?? "unresolved"
        // `constructor` and `hasOwnProperty`: names every JavaScript object holds, found by a port
        // that maps statuses through a plain object.
        for status in ["PARTIALLY_REFUNDED", "CHARGEBACK", "PENDING", "DECLINED", "3DS_REQUIRED", "constructor", "hasOwnProperty"] {
            b.add(
                "unknown-\(status)", "An unnamed status \(status) is unresolved and kept unchanged",
                input: ["status": .string(status)], expect: ["outcome": outcome, "paymentStatus": .string(status)],
                spec: [unknown, "seb/outcomes#unresolved", "seb/result-fields#paymentStatus"],
                tags: ["edge", "unknown-value"])
        }
    }

    /// Mixed case, surrounding whitespace, empty and blank statuses.
    @_optimize(none)
    func addVariants(_ b: inout RowBackedVectors, _ rows: [SpecRow]) {
        let unknown = unknownRef(rows)
        let variants: [(String, String, JSONValue)] = [
            ("mixed-case-Settled", "Settled", "succeeded"),
            ("mixed-case-Failed", "Failed", "failed"),
            ("leading-space-SETTLED", " SETTLED", "succeeded"),
            ("trailing-newline-CANCELLED", "CANCELLED\n", "cancelled"),
            ("padded-lowercase-abandoned", "  abandoned  ", "cancelled"),
            ("tab-FAILED", "\tFAILED", "failed"),
        ]
        for (name, raw, normalised) in variants {
            b.add(
                name, "\(JSONWriter.line(.string(raw))) is unrecognised under exact matching; raw status kept",
                input: ["status": .string(raw)], expect: ["outcome": "unresolved", "paymentStatus": .string(raw)],
                spec: [unknown, "seb/result-fields#paymentStatus"], tags: ["edge", "case-variant", "ambiguity"],
                ambiguities: [Self.matching],
                byChoice: ["\(Self.matching)=normalised": ["outcome": normalised, "paymentStatus": .string(raw)]])
        }
        b.add(
            "empty-status", "An empty status is unresolved; the empty string is kept",
            input: ["status": ""], expect: ["outcome": "unresolved", "paymentStatus": ""],
            spec: [unknown, "seb/result-fields#paymentStatus"], tags: ["edge", "empty", "ambiguity"],
            ambiguities: [Self.empty],
            byChoice: ["\(Self.empty)=as-nil": ["outcome": "unresolved", "paymentStatus": nil]])
        b.add(
            "blank-status", "A status of spaces only is unrecognised and kept unchanged",
            input: ["status": "   "], expect: ["outcome": "unresolved", "paymentStatus": "   "],
            spec: [unknown, "seb/result-fields#paymentStatus"], tags: ["edge", "whitespace"])
    }

    /// Every named status in Title case and with surrounding whitespace (normalised by the
    /// `normalised` choice), and with its words joined differently (unrecognised either way).
    @_optimize(none)
    func addEveryVariant(_ b: inout RowBackedVectors, _ rows: [SpecRow]) {
        let unknown = unknownRef(rows)
        for row in rows {
            guard let status = row.string("status") else { continue }
            let outcome = row.jsonString("outcome")
            let refs = [row.reference(in: Self.table), unknown, "seb/result-fields#paymentStatus"]
            let title = String(status.prefix(1)) + status.dropFirst().lowercased()
            let normalisable: [(String, String, String)] = [
                ("title-\(status)", title, "Title case"),
                ("leading-space-\(status)", " \(status)", "a leading space"),
                ("trailing-space-\(status)", "\(status) ", "a trailing space"),
                ("padded-\(status)", "  \(status)\t\n", "surrounding whitespace"),
                ("spaced-lower-\(status)", " \(status.lowercased()) ", "lower case with surrounding spaces"),
                ("nbsp-\(status)", "\u{00A0}\(status)", "a leading no-break space"),
            ]
            for (name, raw, why) in normalisable {
                if b.vectors.contains(where: { $0.input == ["status": .string(raw)] }) { continue }
                b.add(
                    name, "\(JSONWriter.line(.string(raw))) (\(why)) is unrecognised under exact matching; raw kept",
                    input: ["status": .string(raw)], expect: ["outcome": "unresolved", "paymentStatus": .string(raw)],
                    spec: refs, tags: ["edge", "case-variant", "ambiguity"], ambiguities: [Self.matching],
                    byChoice: ["\(Self.matching)=normalised": ["outcome": outcome, "paymentStatus": .string(raw)]])
            }
            var joined: [(String, String, String)] = [
                ("internal-space-\(status)", String(status.prefix(2)) + " " + status.dropFirst(2), "an inner space")
            ]
            if status.contains("_") {
                joined = [
                    ("spaced-\(status)", status.replacing("_", with: " "), "spaces for underscores"),
                    ("hyphenated-\(status)", status.replacing("_", with: "-"), "hyphens for underscores"),
                    ("unseparated-\(status)", status.replacing("_", with: ""), "no separators"),
                    ("double-underscore-\(status)", status.replacing("_", with: "__"), "doubled underscores"),
                ]
            } else {
                joined.append(("underscored-\(status)", String(status.prefix(2)) + "_" + status.dropFirst(2), "an inner underscore"))
            }
            for (name, raw, why) in joined {
                b.add(
                    name, "\(JSONWriter.line(.string(raw))) (\(why)) is unrecognised under any matching; raw kept",
                    input: ["status": .string(raw)], expect: ["outcome": "unresolved", "paymentStatus": .string(raw)],
                    spec: refs, tags: ["edge", "unknown-value"])
            }
        }
    }

    /// Statuses of other SDKs and APIs, and look-alikes of named statuses in other scripts:
    /// unrecognised under any matching, kept unchanged.
    @_optimize(none)
    func addForeign(_ b: inout RowBackedVectors, _ rows: [SpecRow]) {
        let unknown = unknownRef(rows)
        let foreign: [(String, String)] = [
            ("PAID", "Comgate's paid"), ("paid", "a lower-case paid"), ("succeeded", "Stripe / MoneyCollect"),
            ("SUCCEEDED", "upper-case succeeded"), ("SUCCESS", "a generic success"), ("COMPLETED", "a generic end"),
            ("AUTHORISED", "British spelling of AUTHORIZED"), ("CANCELED", "American spelling of CANCELLED"),
            ("canceled", "MoneyCollect's canceled"), ("REFUSED", "an acquirer refusal"), ("EXPIRED", "an expiry"),
            ("uncaptured", "MoneyCollect's uncaptured"), ("requires_action", "Stripe's requires_action"),
            ("null", "the word null"), ("0", "a numeric code"),
        ]
        for (raw, why) in foreign {
            b.add(
                "foreign-\(raw)", "\(raw) (\(why)) is not a SEB status: unresolved, raw kept",
                input: ["status": .string(raw)], expect: ["outcome": "unresolved", "paymentStatus": .string(raw)],
                spec: [unknown, "seb/result-fields#paymentStatus"], tags: ["edge", "unknown-value", "foreign"])
        }
        let lookalikes: [(String, String, String)] = [
            ("cyrillic-SETTLED", "\u{0421}ETTLED", "Cyrillic Es for S"),
            ("cyrillic-CAPTURED", "\u{0421}APTURED", "Cyrillic Es for C"),
            ("cyrillic-FAILED", "F\u{0410}ILED", "Cyrillic A"),
            ("greek-AUTHORIZED", "\u{0391}UTHORIZED", "Greek Alpha"),
            ("greek-REFUNDED", "REFUNDE\u{0394}", "Greek Delta is not D"),
            ("fullwidth-SETTLED", "\u{FF33}\u{FF25}\u{FF34}\u{FF34}\u{FF2C}\u{FF25}\u{FF24}", "full-width letters"),
            ("zero-width-CANCELLED", "CANCEL\u{200B}LED", "a zero-width space inside"),
            ("zero-width-joiner-ABANDONED", "\u{200D}ABANDONED", "a leading zero-width joiner"),
            ("digit-zero-ABANDONED", "ABAND0NED", "digit zero for O"),
            ("digit-one-FAILED", "FAI1ED", "digit one for L"),
            ("combining-SETTLED", "SETTLE\u{0301}D", "a combining accent"),
        ]
        for (name, raw, why) in lookalikes {
            b.add(
                "lookalike-\(name)", "\(JSONWriter.line(.string(raw))) (\(why)) only looks like a status: unresolved",
                input: ["status": .string(raw)], expect: ["outcome": "unresolved", "paymentStatus": .string(raw)],
                spec: [unknown, "seb/result-fields#paymentStatus"], tags: ["edge", "unknown-value", "unicode"])
        }
    }
}
