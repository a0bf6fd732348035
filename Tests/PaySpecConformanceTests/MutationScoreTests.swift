import PaySpecReference
import PaySpecVectors
import Testing

/// The whole vector set against every mutant of every SDK: the bar is at least 40 named
/// mutants spread over every suite, each failing at least one vector.
@Suite struct MutationScoreTests {
    static let vectors: [GoldenVector] = GoldenLoader.load(directory: PackageRoot.golden).suites.flatMap(\.vectors)

    static func survives(_ mutant: Mutant) -> Bool {
        let model = ReferenceModel(mutant: mutant.id)
        return vectors.allSatisfy { v in
            guard let output = try? model.evaluate(suite: v.suite, input: v.input) else { return false }
            return OutputComparison.mismatches(expected: v.expected(under: [:]), actual: output).isEmpty
        }
    }

    @Test func everyMutantOfEverySDKIsKilledByTheFullVectorSet() {
        let survivors = Mutant.all.filter(Self.survives)
        let killed = Mutant.all.count - survivors.count
        print("PaySpec mutation score: \(killed)/\(Mutant.all.count) mutants killed by \(Self.vectors.count) vectors")
        #expect(survivors.isEmpty, "surviving mutants (add the missing vectors): \(survivors.map(\.id))")
        #expect(Mutant.all.count >= 40)
        #expect(Set(Mutant.all.map(\.id)).count == Mutant.all.count, "mutant ids must be unique")
    }

    @Test func mutantsAreSpreadOverEverySuite() {
        let suitesWithMutants = Set(Mutant.all.map(\.suite))
        let bare = KnownSuites.all.map(\.name).filter { !suitesWithMutants.contains($0) }
        #expect(bare.isEmpty, "suites without a mutant: \(bare)")
    }
}
