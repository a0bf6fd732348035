import Foundation
import PaySpecJSON
import PaySpecModel
import PaySpecVectorGenerators
import PaySpecVectors

/// The spec catalog and golden suites of the SEB and MoneyCollect suites, loaded once.
enum SEBMoneyCollectFixtures {
    static let generators: [any SuiteVectorGenerator] = SEBVectorGenerators.all + MoneyCollectVectorGenerators.all
    static let suiteNames: Set<String> = Set((KnownSuites.seb + KnownSuites.moneyCollect).map(\.name))

    static let catalog: SpecCatalog = {
        do { return try SpecCatalog.load(directory: PackageRoot.spec) } catch { fatalError("spec/: \(error)") }
    }()

    static let golden: (suites: [VectorSuite], diagnostics: [Diagnostic]) = {
        let all = GoldenLoader.load(directory: PackageRoot.golden)
        return (all.suites.filter { suiteNames.contains($0.name) }, all.diagnostics)
    }()

    static var vectors: [GoldenVector] { golden.suites.flatMap(\.vectors) }

    /// Whether a diagnostic is about an SEB or MoneyCollect table, suite or vector.
    static func concernsUs(_ d: Diagnostic) -> Bool {
        let name = (d.file as NSString).lastPathComponent
        let parent = ((d.file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let text = name + " " + parent + " " + d.message
        return ["seb/", "seb.", "moneycollect/", "moneycollect."].contains { text.contains($0) }
            || ["seb", "moneycollect"].contains(parent)
    }

    static func goldenPath(_ suite: String) -> String { PackageRoot.golden + "/\(suite).json" }
}
