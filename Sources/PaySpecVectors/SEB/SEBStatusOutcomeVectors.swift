import PaySpecJSON
import PaySpecModel

/// `seb.status-outcome`: a raw platform status in, the outcome and the kept raw status out.
struct SEBStatusOutcomeVectors: SuiteVectorGenerator {
    let suite = "seb.status-outcome"
    let description = "Platform status -> PaymentOutcome; unknown statuses are unresolved and kept unchanged"

    static let table = "seb/platform-statuses"
    static let matching = "seb-status-matching"
    static let empty = "seb-empty-status"

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
        return b.vectors
    }

    func unknownRef(_ rows: [SpecRow]) -> String {
        let row = rows.first { $0.string("match") == "unrecognised" }
        return row?.reference(in: Self.table) ?? "\(Self.table)#unrecognised"
    }

    /// Statuses the SDK does not name: unresolved, raw status unchanged.
    func addUnknown(_ b: inout RowBackedVectors, _ rows: [SpecRow]) {
        let unknown = unknownRef(rows)
        let outcome = rows.first { $0.string("match") == "unrecognised" }?.jsonString("outcome") ?? "unresolved"
        for status in ["PARTIALLY_REFUNDED", "CHARGEBACK", "PENDING", "DECLINED", "3DS_REQUIRED"] {
            b.add(
                "unknown-\(status)", "An unnamed status \(status) is unresolved and kept unchanged",
                input: ["status": .string(status)], expect: ["outcome": outcome, "paymentStatus": .string(status)],
                spec: [unknown, "seb/outcomes#unresolved", "seb/result-fields#paymentStatus"],
                tags: ["edge", "unknown-value"])
        }
    }

    /// Mixed case, surrounding whitespace, empty and blank statuses.
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
}
