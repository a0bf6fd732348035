import Foundation
import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Counts of vectors per suite and SDK: how many are normative (`must`: they rest on normative
/// rows only), derived (`should`) and choice-dependent (their answer changes with an ambiguity
/// option a port declares); how many are systematic variants, rule interactions and state×event
/// cases (by their tags); and how many spec rows they cover.
public struct VectorStatistics {
    public var catalog: SpecCatalog
    public var suites: [VectorSuite]

    public init(catalog: SpecCatalog, suites: [VectorSuite]) {
        self.catalog = catalog
        self.suites = suites
    }

    /// The counts of one group of vectors (a suite, an SDK, everything).
    public struct Counts: Sendable, Equatable {
        public var normative = 0
        public var derived = 0
        /// Vectors with at least one `expectByChoice` answer that differs from `expect`.
        public var choiceDependent = 0
        /// Vectors that list an ambiguity, whether or not their answer changes with it.
        public var listingAmbiguity = 0
        /// Vectors tagged `variant`: one member of an input changed systematically.
        public var variants = 0
        /// Vectors tagged `interaction`: two rules that can fire together.
        public var interactions = 0
        /// Vectors tagged `state-event`: one event in one state of a state machine.
        public var stateEvents = 0
        public var total: Int { normative + derived }

        /// The tags counted, in column order.
        public static let kindTags = ["variant", "interaction", "state-event"]

        @_optimize(none)
        mutating func add(_ v: GoldenVector) {
            if v.level == .must { normative += 1 } else { derived += 1 }
            if Self.dependsOnChoice(v) { choiceDependent += 1 }
            if !v.ambiguities.isEmpty { listingAmbiguity += 1 }
            if v.tags.contains("variant") { variants += 1 }
            if v.tags.contains("interaction") { interactions += 1 }
            if v.tags.contains("state-event") { stateEvents += 1 }
        }

        @_optimize(none)
        static func + (a: Counts, b: Counts) -> Counts {
            Counts(
                normative: a.normative + b.normative, derived: a.derived + b.derived,
                choiceDependent: a.choiceDependent + b.choiceDependent, listingAmbiguity: a.listingAmbiguity + b.listingAmbiguity,
                variants: a.variants + b.variants, interactions: a.interactions + b.interactions,
                stateEvents: a.stateEvents + b.stateEvents)
        }

        /// Whether some declared option gives another answer than the reference one.
        @_optimize(none)
        static func dependsOnChoice(_ v: GoldenVector) -> Bool {
            v.expectByChoice.values.contains { $0 != v.expect }
        }

        var json: JSONValue {
            [
                "normative": .integer(normative), "derived": .integer(derived), "choiceDependent": .integer(choiceDependent),
                "listingAmbiguity": .integer(listingAmbiguity), "total": .integer(total), "variants": .integer(variants),
                "interactions": .integer(interactions), "stateEvents": .integer(stateEvents),
            ]
        }
    }

    /// Per suite, sorted by name.
    public var perSuite: [(suite: VectorSuite, counts: Counts)] {
        suites.sorted { $0.name < $1.name }.map { suite in
            var c = Counts()
            for v in suite.vectors { c.add(v) }
            return (suite, c)
        }
    }

    /// Per SDK, sorted by name.
    public var perSDK: [(sdk: String, counts: Counts)] {
        var bySDK: [String: Counts] = [:]
        for (suite, c) in perSuite { bySDK[suite.sdk] = (bySDK[suite.sdk] ?? Counts()) + c }
        return bySDK.keys.sorted().map { ($0, bySDK[$0]!) }
    }

    /// Spec rows covered by some vector, and rows that should be.
    public var coverage: (covered: Int, rows: Int) {
        let coverable = VectorCheck(catalog: catalog, suites: suites).coverableRows
        let covered = Set(suites.flatMap { $0.vectors.flatMap(\.spec) })
        return (coverable.filter(covered.contains).count, coverable.count)
    }

    public var text: String {
        let header = ["SUITE", "SDK", "NORMATIVE", "DERIVED", "CHOICE", "VARIANT", "INTERACTION", "STATE-EVENT", "TOTAL"]
        var table = [header]
        var all = Counts()
        for (suite, c) in perSuite {
            table.append([suite.name, suite.sdk] + numbers(c))
            all = all + c
        }
        var lines = align(table)
        lines.append("")
        var sdkTable = [["SDK", "NORMATIVE", "DERIVED", "CHOICE", "VARIANT", "INTERACTION", "STATE-EVENT", "TOTAL"]]
        for (sdk, c) in perSDK { sdkTable.append([sdk] + numbers(c)) }
        sdkTable.append(["all"] + numbers(all))
        lines += align(sdkTable)
        lines.append("")
        lines.append(
            "NORMATIVE vectors rest on normative rows only (level must), DERIVED on some derived row (level should);")
        lines.append(
            "CHOICE counts the vectors, of either level, whose answer changes with a declared ambiguity option;")
        lines.append(
            "VARIANT, INTERACTION and STATE-EVENT count the vectors tagged variant (one input member changed")
        lines.append(
            "systematically), interaction (two rules firing together) and state-event (one event in one state).")
        lines.append("")
        lines.append("total: \(all.total) vectors in \(suites.count) suites")
        let (hit, rows) = coverage
        let percent = rows == 0 ? 100.0 : Double(hit) * 100 / Double(rows)
        lines.append("spec-row coverage: \(hit)/\(rows) rows (\(String(format: "%.1f", percent))%)")
        return lines.joined(separator: "\n")
    }

    /// The same figures as one canonical JSON document.
    public var json: String {
        var all = Counts()
        let suiteRows: [JSONValue] = perSuite.map { suite, c in
            all = all + c
            var object = c.json.objectValue ?? [:]
            object["suite"] = .string(suite.name)
            object["sdk"] = .string(suite.sdk)
            return .object(object)
        }
        let sdkRows: [JSONValue] = perSDK.map { sdk, c in
            var object = c.json.objectValue ?? [:]
            object["sdk"] = .string(sdk)
            return .object(object)
        }
        let (hit, rows) = coverage
        return JSONWriter.document(
            [
                "suites": .array(suiteRows), "sdks": .array(sdkRows), "all": all.json,
                "coverage": ["coveredRows": .integer(hit), "rows": .integer(rows)],
            ], rowArrays: ["suites", "sdks"])
    }

    @_optimize(none)
    private func numbers(_ c: Counts) -> [String] {
        [c.normative, c.derived, c.choiceDependent, c.variants, c.interactions, c.stateEvents, c.total].map(String.init)
    }

    /// Columns padded to their widest cell; text left-aligned, numbers right-aligned.
    @_optimize(none)
    private func align(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { i in rows.map { $0[i].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                let numeric = !cell.isEmpty && cell.allSatisfy(\.isNumber)
                let isHeaderNumberColumn = rows.dropFirst().allSatisfy { $0[i].allSatisfy(\.isNumber) }
                return numeric || (isHeaderNumberColumn && i > 0) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
    }
}
