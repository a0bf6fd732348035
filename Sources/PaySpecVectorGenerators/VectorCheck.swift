import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Proves golden/ still matches spec/: generated suites equal a fresh generation, every spec
/// reference resolves, every spec row is covered by a vector, every ambiguity id exists.
public struct VectorCheck {
    public var catalog: SpecCatalog
    public var suites: [VectorSuite]

    public init(catalog: SpecCatalog, suites: [VectorSuite]) {
        self.catalog = catalog
        self.suites = suites
    }

    /// Spec rows that must be covered, as `table#key`.
    public var coverableRows: [String] {
        catalog.tableNames.filter { $0 != "ambiguities" }.flatMap { name in
            catalog.rows(name).map { $0.reference(in: name) }
        }
    }

    /// Every problem, each naming the file, line and vector id where it applies.
    @_optimize(none)
    public func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = Set(coverableRows)
        let ambiguityIDs = Set(catalog.rows("ambiguities").compactMap(\.key))
        var levels: [String: SpecLevel] = [:]
        for name in catalog.tableNames where name != "ambiguities" {
            for row in catalog.rows(name) { levels[row.reference(in: name)] = row.level }
        }
        for suite in suites {
            for v in suite.vectors {
                let at = SourceLocation(line: v.line, column: 5)
                for ref in v.spec where !known.contains(ref) {
                    diagnostics.append(Diagnostic(file: suite.path, at: at, "vector \(v.id): spec reference \"\(ref)\" names no spec row"))
                }
                if v.spec.isEmpty {
                    diagnostics.append(Diagnostic(file: suite.path, at: at, "vector \(v.id): rests on no spec row"))
                }
                if v.level == .must {
                    for ref in v.spec where known.contains(ref) {
                        guard let level = levels[ref], level != .normative else { continue }
                        diagnostics.append(
                            Diagnostic(
                                file: suite.path, at: at,
                                "vector \(v.id): level must, but it rests on \(ref), which is \(level.rawValue); make it should"))
                    }
                }
                for a in v.ambiguities where !ambiguityIDs.contains(a) {
                    diagnostics.append(Diagnostic(file: suite.path, at: at, "vector \(v.id): unknown ambiguity \"\(a)\""))
                }
                for (field, keys) in [("expectByChoice", v.expectByChoice.keys.sorted()), ("unsupportedByChoice", v.unsupportedByChoice)] {
                    for key in keys
                    where !GoldenVector.choicePairs(key).allSatisfy({ v.ambiguities.contains($0.ambiguity) && !$0.option.isEmpty }) {
                        diagnostics.append(
                            Diagnostic(
                                file: suite.path, at: at,
                                "vector \(v.id): \(field) key \"\(key)\" must be \"ambiguity=option\" (several joined by \",\") for ambiguities the vector lists"
                            ))
                    }
                }
            }
            diagnostics += duplicateInputs(suite)
            if suite.generated { diagnostics += compareWithGeneration(suite) }
        }
        for generator in VectorGenerators.all where !suites.contains(where: { $0.name == generator.suite && $0.generated }) {
            diagnostics.append(
                Diagnostic(
                    file: "golden/\(generator.suite).json", at: nil,
                    "generated suite \(generator.suite) is missing; run 'payspec vectors generate'"))
        }
        let covered = Set(suites.flatMap { $0.vectors.flatMap(\.spec) })
        for ref in coverableRows where !covered.contains(ref) {
            let table = String(ref.split(separator: "#").first ?? "")
            let path = catalog.table(table)?.path ?? table
            let row = catalog.table(table)?.rows.first { $0.reference(in: table) == ref }
            diagnostics.append(Diagnostic(file: path, at: row?.location, "spec row \(ref) is covered by no vector"))
        }
        return diagnostics
    }

    /// Vectors of one suite fed the same input.
    ///
    /// Different expectations for one input contradict each other: an error. The same
    /// expectation twice is redundant (the second vector judges nothing the first did not) and
    /// usually a generator that lost a distinction, such as a JSON `null` written as a missing
    /// member: a warning, which the project's own golden/ keeps at zero.
    @_optimize(none)
    func duplicateInputs(_ suite: VectorSuite) -> [Diagnostic] {
        var first: [String: GoldenVector] = [:]
        var diagnostics: [Diagnostic] = []
        for v in suite.vectors {
            let input = JSONWriter.line(v.input)
            guard let earlier = first[input] else {
                first[input] = v
                continue
            }
            let at = SourceLocation(line: v.line, column: 5)
            let sameAnswer =
                earlier.expect == v.expect && earlier.expectByChoice == v.expectByChoice
                && Set(earlier.ambiguities) == Set(v.ambiguities)
            if sameAnswer {
                diagnostics.append(
                    Diagnostic(
                        .warning, file: suite.path, at: at,
                        "vector \(v.id): same input and expectation as \(earlier.id) (line \(earlier.line)); it judges nothing new"))
            } else {
                diagnostics.append(
                    Diagnostic(
                        file: suite.path, at: at,
                        "vector \(v.id): same input as \(earlier.id) (line \(earlier.line)) but a different expectation"))
            }
        }
        return diagnostics
    }

    @_optimize(none)
    func compareWithGeneration(_ suite: VectorSuite) -> [Diagnostic] {
        guard let generator = VectorGenerators.generator(for: suite.name) else {
            return [Diagnostic(file: suite.path, at: nil, "suite \(suite.name) is marked generated but no generator makes it")]
        }
        let fresh = generator.vectors(from: catalog)
        let freshByID = Dictionary(fresh.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let committedIDs = Set(suite.vectors.map(\.id))
        var diagnostics: [Diagnostic] = []
        for v in suite.vectors {
            let at = SourceLocation(line: v.line, column: 5)
            guard var f = freshByID[v.id] else {
                diagnostics.append(
                    Diagnostic(
                        file: suite.path, at: at, "vector \(v.id): spec/ no longer yields this vector; run 'payspec vectors generate'"))
                continue
            }
            f.line = v.line
            if f != v {
                let diff = OutputComparison.mismatches(expected: f.json, actual: v.json, path: "vector")
                let detail = diff.prefix(3).map {
                    "\($0.path): spec/ gives \($0.expected.map { JSONWriter.line($0, spacing: .spaced) } ?? "nothing"), golden/ has \($0.actual.map { JSONWriter.line($0, spacing: .spaced) } ?? "nothing")"
                }.joined(separator: "; ")
                diagnostics.append(Diagnostic(file: suite.path, at: at, "vector \(v.id) disagrees with spec/: \(detail)"))
            }
        }
        for f in fresh where !committedIDs.contains(f.id) {
            diagnostics.append(
                Diagnostic(
                    file: suite.path, at: nil, "vector \(f.id): spec/ yields it but golden/ lacks it; run 'payspec vectors generate'"))
        }
        return diagnostics
    }
}
