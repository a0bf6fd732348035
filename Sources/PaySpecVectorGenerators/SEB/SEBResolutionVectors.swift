import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `seb.resolution`: configuration plus what the lookup or the custom resolver answers in,
/// which source was asked and the resolved fields out.
struct SEBResolutionVectors: SuiteVectorGenerator {
    let suite = "seb.resolution"
    let description = "Status resolution by the apiBaseURL lookup or a custom PaymentStatusResolving"

    static let base: JSONValue = "https://checkout.example.lt"

    @_optimize(none)
    static func answer(_ status: String?, _ order: String? = nil, _ error: String? = nil) -> JSONValue {
        ["paymentStatus": JSONValue(status), "orderNumber": JSONValue(order), "error": JSONValue(error)]
    }

    @_optimize(none)
    static func input(base: JSONValue = base, resolver: JSONValue = nil, lookup: JSONValue = nil) -> JSONValue {
        ["apiBaseURL": base, "resolver": resolver, "lookup": lookup]
    }

    @_optimize(none)
    static func output(
        _ asked: String, _ outcome: String, _ status: String? = nil, _ order: String? = nil, _ error: String? = nil
    ) -> JSONValue {
        [
            "asked": .string(asked), "outcome": .string(outcome), "paymentStatus": JSONValue(status),
            "orderNumber": JSONValue(order), "error": JSONValue(error),
        ]
    }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        let table = "seb/platform-statuses"
        for row in catalog.rows(table) {
            guard let status = row.string("status"), let outcome = row.string("outcome") else { continue }
            let ref = row.reference(in: table)
            b.add(
                "lookup-\(status)", "The lookup answers \(status): outcome \(outcome), status kept",
                input: Self.input(lookup: Self.answer(status, "ORD-\(status)")),
                expect: Self.output("lookup", outcome, status, "ORD-\(status)"),
                spec: ["seb/resolution#lookupStatus", ref], tags: ["table", "lookup"])
            b.add(
                "resolver-\(status)", "The custom resolver answers \(status): outcome \(outcome), status kept",
                input: Self.input(base: nil, resolver: Self.answer(status, "ORD-\(status)")),
                expect: Self.output("resolver", outcome, status, "ORD-\(status)"),
                spec: ["seb/resolution#resolverStatus", ref], tags: ["table", "resolver"])
        }
        addLookupEdges(&b)
        addResolverEdges(&b)
        addEveryPayStates(&b, catalog)
        return b.vectors.map { ValueCitations(tables: ["outcome": "seb/outcomes"]).cite($0, catalog) }
    }

    /// Every lowercase state EveryPay really returns, through the lookup and through a resolver
    /// that passes it on as the document invites: unresolved under exact matching, `settled`
    /// included; under `normalised` the states whose upper case is a named status map.
    @_optimize(none)
    func addEveryPayStates(_ b: inout RowBackedVectors, _ catalog: SpecCatalog) {
        let statuses = catalog.rows("seb/platform-statuses")
        let unknown = "seb/platform-statuses#10"
        let matching = "seb-status-matching"
        for state in SEBServerStates(catalog).states {
            let order = "ORD-\(state.value)"
            let normalised = state.outcomeWhenNormalised(statuses)
            let sources: [(String, String, JSONValue)] = [
                ("lookup", "seb/resolution#lookupStatus", Self.input(lookup: Self.answer(state.value, order))),
                ("resolver", "seb/resolution#resolverStatus", Self.input(base: nil, resolver: Self.answer(state.value, order))),
            ]
            for (asked, rule, input) in sources {
                let byChoice: [String: JSONValue] =
                    normalised == "unresolved"
                    ? [:] : ["\(matching)=normalised": Self.output(asked, normalised, state.value, order)]
                b.add(
                    "\(asked)-everypay-\(state.value)",
                    "The \(asked) answers EveryPay's real state \(state.value): unresolved under exact matching, raw kept",
                    input: input, expect: Self.output(asked, "unresolved", state.value, order),
                    spec: [rule, state.reference, unknown], tags: ["edge", "server-value", asked],
                    ambiguities: byChoice.isEmpty ? [] : [matching], byChoice: byChoice)
            }
        }
    }

    @_optimize(none)
    func addLookupEdges(_ b: inout RowBackedVectors) {
        b.add(
            "no-base-url-no-resolver", "No apiBaseURL and no resolver: nothing is asked, unresolved, no error",
            input: Self.input(base: nil), expect: Self.output("none", "unresolved"),
            spec: ["seb/resolution#noLookup", "seb/outcomes#unresolved"], tags: ["edge"])
        b.add(
            "no-base-url-ignores-server", "No apiBaseURL: a server that would answer SETTLED is never asked",
            input: Self.input(base: nil, lookup: Self.answer("SETTLED", "ORD-1")),
            expect: Self.output("none", "unresolved"),
            spec: ["seb/resolution#noLookup"], tags: ["edge"])
        b.add(
            "lookup-failed", "The lookup fails: unresolved with the cause in error",
            input: Self.input(lookup: Self.answer(nil, nil, "HTTP 503")),
            expect: Self.output("lookup", "unresolved", nil, nil, "HTTP 503"),
            spec: ["seb/resolution#lookupFailed", "seb/flow-terminations#statusLookupFailed"], tags: ["edge", "error"])
        b.add(
            "lookup-unknown-status", "The lookup answers an unnamed status: unresolved, kept unchanged",
            input: Self.input(lookup: Self.answer("ON_HOLD", "ORD-5")),
            expect: Self.output("lookup", "unresolved", "ON_HOLD", "ORD-5"),
            spec: ["seb/resolution#lookupStatus", "seb/platform-statuses#10"], tags: ["edge", "unknown-value"])
        b.add(
            "lookup-no-order-number", "The lookup answers a status without order number: orderNumber nil",
            input: Self.input(lookup: Self.answer("CAPTURED")), expect: Self.output("lookup", "succeeded", "CAPTURED"),
            spec: ["seb/resolution#lookupStatus"], tags: ["edge"])
        b.add(
            "lookup-empty-status", "The lookup answers an empty status: unresolved, empty string kept",
            input: Self.input(lookup: Self.answer("", "ORD-6")),
            expect: Self.output("lookup", "unresolved", "", "ORD-6"),
            spec: ["seb/resolution#lookupStatus", "seb/platform-statuses#10"], tags: ["edge", "empty", "ambiguity"],
            ambiguities: ["seb-empty-status"],
            byChoice: ["seb-empty-status=as-nil": Self.output("lookup", "unresolved", nil, "ORD-6")])
        // Only a nil apiBaseURL turns the lookup off (the SEB guide): an empty one is set.
        b.add(
            "lookup-empty-base-url", "An empty apiBaseURL is still set: the lookup is asked",
            input: Self.input(base: "", lookup: Self.answer("SETTLED", "ORD-19")),
            expect: Self.output("lookup", "succeeded", "SETTLED", "ORD-19"),
            spec: ["seb/resolution#noLookup", "seb/resolution#lookupStatus"], tags: ["edge", "empty"], derived: true)
        b.add(
            "lookup-lowercase-status", "The lookup answers settled: unresolved under exact matching",
            input: Self.input(lookup: Self.answer("settled")), expect: Self.output("lookup", "unresolved", "settled"),
            spec: ["seb/resolution#lookupStatus", "seb/platform-statuses#10"], tags: ["edge", "ambiguity"],
            ambiguities: ["seb-status-matching"],
            byChoice: ["seb-status-matching=normalised": Self.output("lookup", "succeeded", "settled")])
    }

    @_optimize(none)
    func addResolverEdges(_ b: inout RowBackedVectors) {
        b.add(
            "resolver-nil-nil", "The resolver completes with nil status and nil error: unresolved, no error",
            input: Self.input(base: nil, resolver: Self.answer(nil)), expect: Self.output("resolver", "unresolved"),
            spec: ["seb/resolution#resolverNilNil"], tags: ["edge"])
        b.add(
            "resolver-nil-nil-order-number", "nil status and nil error with an order number: unresolved, order kept",
            input: Self.input(base: nil, resolver: Self.answer(nil, "ORD-12")),
            expect: Self.output("resolver", "unresolved", nil, "ORD-12"),
            spec: ["seb/resolution#resolverNilNil", "seb/result-fields#orderNumber"], tags: ["edge"])
        b.add(
            "resolver-error", "The resolver completes with an error and no status: unresolved with the error",
            input: Self.input(base: nil, resolver: Self.answer(nil, nil, "backend unreachable")),
            expect: Self.output("resolver", "unresolved", nil, nil, "backend unreachable"),
            spec: ["seb/resolution#resolverError"], tags: ["edge", "error"])
        b.add(
            "resolver-error-and-status", "The resolver gives both a status and an error: the error wins",
            input: Self.input(base: nil, resolver: Self.answer("SETTLED", "ORD-13", "stale answer")),
            expect: Self.output("resolver", "unresolved", "SETTLED", "ORD-13", "stale answer"),
            spec: ["seb/resolution#resolverError"], tags: ["edge", "error", "ambiguity"],
            ambiguities: ["seb-resolver-status-and-error"],
            byChoice: [
                "seb-resolver-status-and-error=status-wins":
                    Self.output("resolver", "succeeded", "SETTLED", "ORD-13", "stale answer")
            ])
        b.add(
            "resolver-empty-error-and-status", "An empty error is still an error: with a status, the error wins",
            input: Self.input(base: nil, resolver: Self.answer("SETTLED", "ORD-18", "")),
            expect: Self.output("resolver", "unresolved", "SETTLED", "ORD-18", ""),
            spec: ["seb/resolution#resolverError"], tags: ["edge", "error", "empty", "ambiguity"],
            ambiguities: ["seb-resolver-status-and-error"],
            byChoice: [
                "seb-resolver-status-and-error=status-wins": Self.output("resolver", "succeeded", "SETTLED", "ORD-18", "")
            ], derived: true)
        b.add(
            "interaction-lookup-error-and-status", "The lookup gives both a status and an error: the error wins",
            input: Self.input(lookup: Self.answer("SETTLED", "ORD-16", "body cut short")),
            expect: Self.output("lookup", "unresolved", "SETTLED", "ORD-16", "body cut short"),
            spec: ["seb/resolution#lookupFailed", "seb/resolution#lookupStatus"],
            tags: ["interaction", "edge", "error", "ambiguity"], ambiguities: ["seb-resolver-status-and-error"],
            byChoice: [
                "seb-resolver-status-and-error=status-wins":
                    Self.output("lookup", "succeeded", "SETTLED", "ORD-16", "body cut short")
            ], derived: true)
        b.add(
            "interaction-resolver-error-over-lookup-status",
            "A resolver that fails is still asked instead of a lookup that would succeed",
            input: Self.input(resolver: Self.answer(nil, nil, "backend unreachable"), lookup: Self.answer("SETTLED", "ORD-17")),
            expect: Self.output("resolver", "unresolved", nil, nil, "backend unreachable"),
            spec: ["seb/resolution#resolverReplacesLookup", "seb/resolution#resolverError"],
            tags: ["interaction", "edge", "error"])
        b.add(
            "resolver-replaces-lookup", "With a resolver and an apiBaseURL the resolver is asked, not the lookup",
            input: Self.input(resolver: Self.answer("CANCELLED", "ORD-14"), lookup: Self.answer("SETTLED", "ORD-15")),
            expect: Self.output("resolver", "cancelled", "CANCELLED", "ORD-14"),
            spec: ["seb/resolution#resolverReplacesLookup", "seb/platform-statuses#CANCELLED"], tags: ["edge"])
        b.add(
            "resolver-replaces-failing-lookup", "A resolver is asked even when the lookup would fail",
            input: Self.input(resolver: Self.answer(nil), lookup: Self.answer(nil, nil, "HTTP 500")),
            expect: Self.output("resolver", "unresolved"),
            spec: ["seb/resolution#resolverReplacesLookup", "seb/resolution#resolverNilNil"], tags: ["edge"])
        b.add(
            "resolver-unknown-status", "The resolver answers an unnamed status: unresolved, kept unchanged",
            input: Self.input(base: nil, resolver: Self.answer("AWAITING_3DS")),
            expect: Self.output("resolver", "unresolved", "AWAITING_3DS"),
            spec: ["seb/resolution#resolverStatus", "seb/platform-statuses#10"], tags: ["edge", "unknown-value"])
    }
}
