import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `seb.flow-terminations`: how a flow ended in, what the `PaymentResult` gets out.
struct SEBFlowTerminationVectors: SuiteVectorGenerator {
    let suite = "seb.flow-terminations"
    let description = "Every way a payment flow ends and the result it yields"

    static let table = "seb/flow-terminations"

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        for row in catalog.rows(Self.table) {
            guard let termination = row.string("termination"), let outcome = row.string("outcome") else { continue }
            let resolves = outcome == "resolved"
            var refs = [row.reference(in: Self.table)]
            if !resolves { refs.append("seb/outcomes#\(outcome)") }
            b.add(
                termination, "\(termination) ends the flow " + (resolves ? "by resolving the status" : "as \(outcome)"),
                input: ["termination": .string(termination)],
                expect: [
                    "outcome": resolves ? nil : .string(outcome), "resolvesStatus": resolvesStatus(row, resolves),
                    "error": row.jsonString("error"), "immediate": immediate(row),
                ],
                spec: refs, tags: ["table"], derived: row.level(of: "immediate") == .derived)
        }
        return b.vectors
    }

    /// Whether the ending resolves the status. A failed lookup was run (001 L66, L92), so no line
    /// says whether it counts as resolving; there the value is PaySpec's reading, any boolean.
    @_optimize(none)
    func resolvesStatus(_ row: SpecRow, _ resolves: Bool) -> JSONValue {
        let value = JSONValue.bool(resolves)
        return row.level(of: "resolvesStatus") == .informative ? AuthoredValue.value(value, accepting: ["boolean"]) : value
    }

    /// Whether the callback comes at once. Only the second payment's is stated (L86); where no
    /// line and no reasoning decides, the value is PaySpec's reading and any boolean passes.
    @_optimize(none)
    func immediate(_ row: SpecRow) -> JSONValue {
        let value = JSONValue.bool(row.bool("immediate") ?? false)
        return row.level(of: "immediate") == .informative ? AuthoredValue.value(value, accepting: ["boolean"]) : value
    }
}
