import Foundation
import PaySpecModel
import PaySpecVectorGenerators
import PaySpecVectors

/// The spec catalog and the Comgate suites, loaded once for every Comgate test.
enum ComgateFixtures {
    static let catalog: SpecCatalog = {
        do { return try SpecCatalog.load(directory: PackageRoot.spec) } catch {
            fatalError("spec/ does not load: \(error)")
        }
    }()

    /// The Comgate suites as the generators make them from spec/.
    static let suites: [VectorSuite] = ComgateVectorGenerators.all.map { generator in
        var suite = generator.generate(from: catalog)
        suite.path = goldenPath(suite.name)
        return suite
    }

    static let suiteNames: [String] = ComgateVectorGenerators.all.map(\.suite)

    static func goldenPath(_ suite: String) -> String { PackageRoot.golden + "/\(suite).json" }

    /// Whether a diagnostic's file belongs to Comgate: its tables, translations or golden files.
    static func isComgate(_ file: String) -> Bool {
        ["spec/comgate/", "spec/translations/", "golden/comgate."].contains { file.contains($0) }
    }

    static func suite(_ name: String) -> VectorSuite { suites.first { $0.name == name }! }

    /// Every Comgate vector that names an ambiguity, with the ambiguity and a non-reference option.
    static var ambiguityCases: [String] {
        suites.flatMap(\.vectors).flatMap { v in
            v.expectByChoice.keys.sorted().map { "\(v.id) \($0)" }
        }
    }
}
