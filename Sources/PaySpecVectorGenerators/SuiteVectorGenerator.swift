import PaySpecModel
import PaySpecVectors

/// Builds the table-derived vectors of one suite from spec/. `payspec vectors generate` writes
/// them to golden/, and `payspec vectors check` regenerates them in memory to compare.
///
/// Expected outputs come from the spec rows themselves, never from the reference model, so the
/// model is tested against the tables rather than against itself.
///
/// Every function of this module is marked `@_optimize(none)`. The module is literal data: nested
/// JSON values, string interpolations and arrays, built once per `vectors generate` or `vectors
/// check`. The optimizer spent ten times the rest of the module's compile time on it (WMO with
/// `-O`: 62 s, of which 57 s SIL optimization; 13.5 s with the attribute), and `vectors check`
/// of the whole golden set takes about a tenth of a second either way. A test checks that every
/// function keeps the attribute.
public protocol SuiteVectorGenerator: Sendable {
    var suite: String { get }
    var description: String { get }
    func vectors(from catalog: SpecCatalog) -> [GoldenVector]
}

extension SuiteVectorGenerator {
    /// The whole generated suite.
    @_optimize(none)
    public func generate(from catalog: SpecCatalog) -> VectorSuite {
        VectorSuite(
            name: suite, sdk: KnownSuites.entry(suite)?.sdk ?? "", description: description, generated: true,
            vectors: vectors(from: catalog))
    }
}

/// The level a vector gets from the rows (and fields) it rests on: `must` only when all are normative.
@_optimize(none)
public func vectorLevel(_ levels: [SpecLevel?]) -> VectorLevel {
    levels.allSatisfy { $0 == .normative } ? .must : .should
}

/// All generators, per SDK.
public enum VectorGenerators {
    public static var all: [any SuiteVectorGenerator] {
        ComgateVectorGenerators.all + SEBVectorGenerators.all + MoneyCollectVectorGenerators.all
    }

    @_optimize(none)
    public static func generator(for suite: String) -> (any SuiteVectorGenerator)? {
        all.first { $0.suite == suite }
    }
}
