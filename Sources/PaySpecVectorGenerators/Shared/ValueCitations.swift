import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// A vector rests on the rows whose lines state the values it expects, not only on the rows of
/// the rule it exercises: a session that ends `ready` cites the row of the state `ready`, an
/// outcome `cancelled` the row of that outcome (`payspec spec check --documents` proves each
/// expected string stands on a cited line).
struct ValueCitations {
    /// Output member -> the table whose row, keyed by the member's value, states it.
    let tables: [String: String]

    /// `vector` citing, after its own rows, the row of every value at a member of `tables`
    /// (anywhere in the answer, in arrays too) that the table has.
    @_optimize(none)
    func cite(_ vector: GoldenVector, _ catalog: SpecCatalog) -> GoldenVector {
        var v = vector
        for (member, table) in tables.sorted(by: { $0.key < $1.key }) {
            for value in Self.values(of: member, in: vector.expect) {
                guard let row = catalog.rows(table).first(where: { $0.key == value || $0.string("code") == value }) else { continue }
                let reference = row.reference(in: table)
                if !v.spec.contains(reference) { v.spec.append(reference) }
            }
        }
        return v
    }

    @_optimize(none)
    static func values(of member: String, in value: JSONValue) -> [String] {
        switch value {
        case .object(let o):
            if AuthoredValue(value) != nil { return [] }
            return (o[member]?.stringValue.map { [$0] } ?? []) + o.flatMap { key, v in key == member ? [] : values(of: member, in: v) }
        case .array(let a): return a.flatMap { values(of: member, in: $0) }
        default: return []
        }
    }
}
