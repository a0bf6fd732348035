import PaySpecJSON
import PaySpecModel

/// `seb.flow-terminations`: how a flow ended in, what the `PaymentResult` gets out.
struct SEBFlowTerminationVectors: SuiteVectorGenerator {
    let suite = "seb.flow-terminations"
    let description = "Every way a payment flow ends and the result it yields"

    static let table = "seb/flow-terminations"

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
                    "outcome": resolves ? nil : .string(outcome), "resolvesStatus": .bool(resolves),
                    "error": row.jsonString("error"), "immediate": .bool(row.bool("immediate") ?? false),
                ],
                spec: refs, tags: ["table"])
        }
        return b.vectors
    }
}
