import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `seb.result-fields`: what the SDK gathered at the end of a flow in, the `PaymentResult` out.
struct SEBResultFieldsVectors: SuiteVectorGenerator {
    let suite = "seb.result-fields"
    let description = "Which PaymentResult fields are set, and to what, at the end of a flow"

    static let fieldName = "seb-outcome-field-name"

    struct Case {
        var name: String
        var description: String
        var input: JSONValue
        var expect: JSONValue
        var fields: [String]
        var extra: [String] = []
        var tags: [String] = []
        /// Outputs under other options of ambiguities besides the field name: `"id=option"` -> output.
        var byChoice: [String: JSONValue] = [:]
    }

    static let hostedError = "seb-hosted-error-outcome"

    @_optimize(none)
    static func input(
        _ flow: String, _ paymentId: String, sessionId: String? = nil, status: String? = nil,
        order: String? = nil, error: String? = nil
    ) -> JSONValue {
        [
            "flow": .string(flow), "paymentId": .string(paymentId), "sessionId": JSONValue(sessionId),
            "paymentStatus": JSONValue(status), "orderNumber": JSONValue(order), "error": JSONValue(error),
        ]
    }

    @_optimize(none)
    static func result(
        _ outcome: String, _ paymentId: String, status: String? = nil, order: String? = nil,
        sessionId: String? = nil, error: String? = nil
    ) -> JSONValue {
        [
            "outcome": .string(outcome), "paymentId": .string(paymentId), "paymentStatus": JSONValue(status),
            "orderNumber": JSONValue(order), "sessionId": JSONValue(sessionId), "error": JSONValue(error),
        ]
    }

    static let cases: [Case] = [
        Case(
            name: "hosted-settled-with-order", description: "Hosted flow settled: outcome, status and order number set",
            input: input("hosted", "pay-1001", status: "SETTLED", order: "ORD-2024-17"),
            expect: result("succeeded", "pay-1001", status: "SETTLED", order: "ORD-2024-17"),
            fields: ["outcome", "paymentId", "paymentStatus", "orderNumber", "sessionId", "error"],
            extra: ["seb/platform-statuses#SETTLED"]),
        Case(
            name: "hosted-no-status", description: "No status obtained: paymentStatus nil, outcome unresolved",
            input: input("hosted", "pay-1002"), expect: result("unresolved", "pay-1002"),
            fields: ["outcome", "paymentId", "paymentStatus"], extra: ["seb/resolution#noLookup"]),
        Case(
            name: "card-session-id-set", description: "Card flow: sessionId is carried into the result",
            input: input("card", "pay-2001", sessionId: "cs-77", status: "AUTHORIZED"),
            expect: result("succeeded", "pay-2001", status: "AUTHORIZED", sessionId: "cs-77"),
            fields: ["sessionId", "paymentId"], tags: ["card"]),
        Case(
            name: "hosted-session-id-not-set", description: "Hosted flow: sessionId stays nil even if one is around",
            input: input("hosted", "pay-1003", sessionId: "cs-78", status: "CAPTURED"),
            expect: result("succeeded", "pay-1003", status: "CAPTURED"), fields: ["sessionId"], tags: ["edge"]),
        Case(
            name: "hosted-lookup-error",
            description: "Hosted flow that ended with an error: read as a failed lookup, unresolved with the error",
            input: input("hosted", "pay-1004", error: "lookup timed out"),
            expect: result("unresolved", "pay-1004", error: "lookup timed out"),
            fields: ["error", "outcome"], extra: ["seb/resolution#lookupFailed"],
            byChoice: ["\(hostedError)=failed": result("failed", "pay-1004", error: "lookup timed out")]),
        Case(
            name: "card-session-error", description: "Card session failed: outcome failed with the error",
            input: input("card", "pay-2002", sessionId: "cs-79", error: "card session failed"),
            expect: result("failed", "pay-2002", sessionId: "cs-79", error: "card session failed"),
            fields: ["error", "outcome"], extra: ["seb/flow-terminations#cardSessionFailed"], tags: ["card"]),
        Case(
            name: "declined-without-error", description: "A declined payment is failed with error nil",
            input: input("hosted", "pay-1005", status: "FAILED", order: "ORD-9"),
            expect: result("failed", "pay-1005", status: "FAILED", order: "ORD-9"),
            fields: ["error", "outcome"], extra: ["seb/platform-statuses#FAILED"]),
        Case(
            name: "unknown-status-passed-through", description: "A new platform status reaches the result unchanged",
            input: input("hosted", "pay-1006", status: "PARTIALLY_REFUNDED", order: "ORD-10"),
            expect: result("unresolved", "pay-1006", status: "PARTIALLY_REFUNDED", order: "ORD-10"),
            fields: ["paymentStatus", "orderNumber"], extra: ["seb/platform-statuses#10"], tags: ["unknown-value"]),
        Case(
            name: "order-number-without-status", description: "An order number is kept even when no status came",
            input: input("hosted", "pay-1007", order: "ORD-11"),
            expect: result("unresolved", "pay-1007", order: "ORD-11"),
            fields: ["orderNumber", "paymentStatus"]),
    ]

    /// The same result with the outcome under the field name the document's table uses.
    @_optimize(none)
    static func renamed(_ value: JSONValue) -> JSONValue {
        guard var object = value.objectValue else { return value }
        object["rezultatas"] = object.removeValue(forKey: "outcome")
        return .object(object)
    }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        for c in Self.cases {
            let others = Set(c.byChoice.keys.map { String($0.prefix { $0 != "=" }) }).sorted()
            b.add(
                c.name, c.description, input: c.input, expect: c.expect,
                spec: c.fields.map { "seb/result-fields#\($0)" } + c.extra, tags: ["behaviour", "ambiguity"] + c.tags,
                ambiguities: [Self.fieldName] + others,
                byChoice: c.byChoice.merging(["\(Self.fieldName)=rezultatas": Self.renamed(c.expect)]) { a, _ in a })
        }
        return b.vectors
    }
}
