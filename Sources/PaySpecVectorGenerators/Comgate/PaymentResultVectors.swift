import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `comgate.payment-result`: finality and classification of every `PaymentResult` case, with
/// the associated values varied where a port might let them change the answer.
struct PaymentResultVectors: SuiteVectorGenerator {
    let suite = "comgate.payment-result"
    let description = "PaymentResult finality and classification"
    static let table = "comgate/payment-results"

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        let table = Self.table
        var out: [GoldenVector] = []
        for row in catalog.rows(table) {
            guard let kind = row.key, let final = row.bool("final"), let cls = row.string("classification") else {
                continue
            }
            let levels = [row.level, row.level(of: "final"), row.level(of: "classification")]
            let expect: JSONValue = ["known": true, "final": .bool(final), "classification": .string(cls)]
            out.append(
                ComgateVectorKit.vector(
                    suite, "result-\(kind)", "\(kind) is \(final ? "final" : "not final") and classified \(cls)",
                    input: ["result": .string(kind), "errorReason": nil, "error": nil], expect: expect,
                    levels: levels, spec: [row.reference(in: table)], tags: ["table"]))
            switch kind {
            case "cancelled":
                for reason in ["NO_FUNDS", "CUSTOMER_CLICK", "BANK_TIMEOUT"] {
                    out.append(
                        ComgateVectorKit.vector(
                            suite, "result-cancelled-\(reason)", "cancelled with \(reason) is still \(cls)",
                            input: ["result": "cancelled", "errorReason": .string(reason), "error": nil],
                            expect: expect,
                            levels: levels,
                            spec: [row.reference(in: table), "comgate/error-reasons#\(reason)"], tags: ["edge"]))
                }
            case "failed":
                for code in ["POLLING_TIMEOUT", "PAYMENT_NETWORK_ERROR", "THREE_DS_FAILED", "APPLE_PAY_CANCELLED"] {
                    let errorRow = catalog.rows("comgate/errors").first { $0.string("code") == code }
                    out.append(
                        ComgateVectorKit.vector(
                            suite, "result-failed-\(code)", "failed with \(code) is \(cls), not final",
                            input: ["result": "failed", "errorReason": nil, "error": .string(code)], expect: expect,
                            levels: levels,
                            spec: [
                                row.reference(in: table), errorRow.map { $0.reference(in: "comgate/errors") } ?? "",
                            ],
                            tags: ["edge"]))
                }
            default:
                break
            }
        }
        out.append(
            ComgateVectorKit.vector(
                suite, "result-unknown-case", "A result case the SDK does not have is reported unknown",
                input: ["result": "refunded", "errorReason": nil, "error": nil],
                expect: ["known": false, "final": nil, "classification": nil],
                levels: [.derived], spec: ["comgate/payment-results#paid"], tags: ["edge", "unknown-value"]))
        return out
    }
}
