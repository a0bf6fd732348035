import PaySpecModel
import PaySpecVectors

/// Builds the table-derived vectors of one suite from spec/. `payspec vectors generate` writes
/// them to golden/, and `payspec vectors check` regenerates them in memory to compare.
///
/// Expected outputs come from the spec rows themselves, never from the reference model, so the
/// model is tested against the tables rather than against itself.
public protocol SuiteVectorGenerator: Sendable {
    var suite: String { get }
    var description: String { get }
    func vectors(from catalog: SpecCatalog) -> [GoldenVector]
}

extension SuiteVectorGenerator {
    /// The whole generated suite.
    public func generate(from catalog: SpecCatalog) -> VectorSuite {
        VectorSuite(
            name: suite, sdk: KnownSuites.entry(suite)?.sdk ?? "", description: description, generated: true,
            vectors: vectors(from: catalog))
    }
}

/// The level a vector gets from the rows (and fields) it rests on: `must` only when all are normative.
public func vectorLevel(_ levels: [SpecLevel?]) -> VectorLevel {
    levels.allSatisfy { $0 == .normative } ? .must : .should
}

/// All generators, per SDK.
public enum VectorGenerators {
    public static var all: [any SuiteVectorGenerator] {
        ComgateVectorGenerators.all + SEBVectorGenerators.all + MoneyCollectVectorGenerators.all
    }

    public static func generator(for suite: String) -> (any SuiteVectorGenerator)? {
        all.first { $0.suite == suite }
    }
}
