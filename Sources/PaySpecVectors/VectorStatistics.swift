import Foundation
import PaySpecModel

/// Counts of vectors per suite, level and SDK, and how many spec rows they cover.
public struct VectorStatistics {
    public var catalog: SpecCatalog
    public var suites: [VectorSuite]

    public init(catalog: SpecCatalog, suites: [VectorSuite]) {
        self.catalog = catalog
        self.suites = suites
    }

    public var text: String {
        var lines = ["SUITE                            SDK           MUST  SHOULD  TOTAL  AMBIGUOUS"]
        var bySDK: [String: (must: Int, should: Int)] = [:]
        for suite in suites.sorted(by: { $0.name < $1.name }) {
            let must = suite.vectors.filter { $0.level == .must }.count
            let should = suite.vectors.count - must
            let ambiguous = suite.vectors.filter { !$0.ambiguities.isEmpty }.count
            bySDK[suite.sdk, default: (0, 0)].must += must
            bySDK[suite.sdk, default: (0, 0)].should += should
            lines.append(row(suite.name, suite.sdk, must, should, suite.vectors.count, ambiguous))
        }
        lines.append("")
        lines.append("SDK            MUST  SHOULD  TOTAL")
        for sdk in bySDK.keys.sorted() {
            let c = bySDK[sdk]!
            lines.append(
                sdk.padding(toLength: 13, withPad: " ", startingAt: 0) + pad(c.must, 6) + pad(c.should, 8) + pad(c.must + c.should, 7))
        }
        let total = suites.reduce(0) { $0 + $1.vectors.count }
        let coverable = VectorCheck(catalog: catalog, suites: suites).coverableRows
        let covered = Set(suites.flatMap { $0.vectors.flatMap(\.spec) })
        let hit = coverable.filter(covered.contains).count
        lines.append("")
        lines.append("total: \(total) vectors in \(suites.count) suites")
        let percent = coverable.isEmpty ? 100.0 : Double(hit) * 100 / Double(coverable.count)
        lines.append("spec-row coverage: \(hit)/\(coverable.count) rows (\(String(format: "%.1f", percent))%)")
        return lines.joined(separator: "\n")
    }

    private func row(_ name: String, _ sdk: String, _ must: Int, _ should: Int, _ total: Int, _ amb: Int) -> String {
        name.padding(toLength: 33, withPad: " ", startingAt: 0) + sdk.padding(toLength: 12, withPad: " ", startingAt: 0)
            + pad(must, 6) + pad(should, 8) + pad(total, 7) + pad(amb, 11)
    }

    private func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: " ", count: max(0, width - s.count)) + s
    }
}
