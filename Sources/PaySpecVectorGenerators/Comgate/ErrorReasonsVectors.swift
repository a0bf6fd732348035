import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `comgate.error-reasons`: every documented and server-side `errorReason`, values nobody lists
/// (carried unchanged), and a missing reason.
struct ErrorReasonsVectors: SuiteVectorGenerator {
    let suite = "comgate.error-reasons"
    let description = "errorReason of a cancelled result: documented values, undocumented ones preserved, nil"
    static let table = "comgate/error-reasons"

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        let table = Self.table
        var out: [GoldenVector] = []
        for row in catalog.rows(table) {
            guard let reason = row.key, let documented = row.bool("documented") else { continue }
            out.append(
                ComgateVectorKit.vector(
                    suite, "reason-\(reason)",
                    "\(reason) is kept unchanged and is \(documented ? "documented" : "known but undocumented")",
                    input: ["errorReason": .string(reason)],
                    expect: [
                        "errorReason": .string(reason), "documented": .bool(documented),
                        // Documented reasons are known by the document's table and have a meaning
                        // there (in Czech; the English words are PaySpec's). Which server-only
                        // values a port calls known is PaySpec's reading: any boolean, and the
                        // meaning any text or null.
                        "known": documented ? true : AuthoredValue.value(true, accepting: ["boolean"]),
                        "meaning": documented
                            ? ComgateVectorKit.authoredMeaning(reason, row.string("meaning") ?? "")
                            : AuthoredValue.value(.string(row.string("meaning") ?? ""), accepting: ["string", "null"]),
                    ],
                    levels: [row.level], spec: [row.reference(in: table)],
                    tags: ["table", documented ? "documented" : "undocumented"]))
        }
        let unknown: [(name: String, raw: String, near: String, why: String)] = [
            ("unlisted-value", "CARD_BLOCKED_BY_ISSUER", "BANK_FORBIDDEN", "a value no table lists"),
            ("lowercase-value", "no_funds", "NO_FUNDS", "matching is case-sensitive"),
            ("padded-value", "NO_FUNDS ", "NO_FUNDS", "values are not trimmed"),
            ("empty-value", "", "NOT_SPECIFIED", "the empty string is a value, not a missing reason"),
            ("digit-led-value", "3DS_VERSION_UNSUPPORTED", "3DS_AUTH_FAIL", "a digit-led value like 3DS_AUTH_FAIL"),
            ("prototype-name-value", "constructor", "NOT_SPECIFIED", "a name every JavaScript object already holds"),
            ("prototype-method-value", "toString", "NOT_SPECIFIED", "a method every JavaScript object already holds"),
        ]
        for u in unknown {
            let row = ComgateVectorKit.row(catalog, table, u.near)
            out.append(
                ComgateVectorKit.vector(
                    suite, "preserved-\(u.name)", "\"\(u.raw)\" reaches the app unchanged: \(u.why)",
                    input: ["errorReason": .string(u.raw)],
                    expect: ["errorReason": .string(u.raw), "known": false, "documented": false, "meaning": nil],
                    levels: [row?.level, .derived], spec: [ComgateVectorKit.ref(table, u.near)] + serverRow(u.raw),
                    tags: ["edge", "unknown-value"]))
        }
        let notSpecified = ComgateVectorKit.row(catalog, table, "NOT_SPECIFIED")
        out.append(
            ComgateVectorKit.vector(
                suite, "nil-reason", "A missing errorReason stays nil; it is not NOT_SPECIFIED",
                input: ["errorReason": nil],
                expect: ["errorReason": nil, "known": false, "documented": false, "meaning": nil],
                levels: [notSpecified?.level], spec: [ComgateVectorKit.ref(table, "NOT_SPECIFIED")],
                tags: ["edge", "nil"]))
        return out
    }

    /// The empty reason is what real server SDKs hand on for a missing one.
    @_optimize(none)
    func serverRow(_ raw: String) -> [String] {
        raw.isEmpty ? ["comgate/server-values#paymentErrorReason.empty"] : []
    }
}
