import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Collects the vectors of one suite and gives each the level of the spec rows it rests on.
///
/// Expected outputs are always written by the caller (literally or from a spec row), never
/// computed by the reference model.
struct RowBackedVectors {
    let suite: String
    let catalog: SpecCatalog
    private(set) var vectors: [GoldenVector] = []

    init(suite: String, catalog: SpecCatalog) {
        self.suite = suite
        self.catalog = catalog
    }

    /// The row a `table#key` (or `table#index`) reference names.
    @_optimize(none)
    func row(_ reference: String) -> SpecRow? {
        let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        return catalog.rows(parts[0]).first { $0.reference(in: parts[0]) == reference }
    }

    /// Adds one vector; `name` becomes the part of the id after `suite/`. `derived` marks an
    /// expectation that reads the rows beyond what their documents state (level `should`).
    @_optimize(none)
    mutating func add(
        _ name: String, _ description: String, input: JSONValue, expect: JSONValue, spec: [String],
        tags: [String], ambiguities: [String] = [], byChoice: [String: JSONValue] = [:], derived: Bool = false
    ) {
        let level = derived ? .should : vectorLevel(spec.map { row($0)?.level })
        vectors.append(
            GoldenVector(
                id: "\(suite)/\(name)", suite: suite, description: description, input: input, expect: expect,
                level: level, spec: spec, tags: tags, ambiguities: ambiguities, expectByChoice: byChoice))
    }
}

extension SpecRow {
    /// A string field as a JSON value: the string, or null when the row leaves it out.
    @_optimize(none)
    func jsonString(_ field: String) -> JSONValue {
        JSONValue(string(field))
    }
}
