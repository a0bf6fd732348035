import PaySpecJSON
import PaySpecReference
import PaySpecVectors
import Testing

/// Every SEB and MoneyCollect mutant fails at least one vector of its suite.
@Suite struct SEBMoneyCollectMutantTests {
    static let mutants = SEBMutants.all + MoneyCollectMutants.all

    static func killers(_ mutant: Mutant) -> [String] {
        SEBMoneyCollectFixtures.vectors.filter { v in
            !SEBMoneyCollectModelTests.problems(v, mutant: mutant.id).isEmpty
        }.map(\.id)
    }

    @Test("mutant is killed", arguments: mutants.map(\.id))
    func mutantIsKilled(id: String) throws {
        let mutant = try #require(Self.mutants.first { $0.id == id })
        let killers = Self.killers(mutant)
        #expect(!killers.isEmpty, "mutant \(id) (\(mutant.description)) survives every vector")
        let own = killers.filter { $0.hasPrefix(mutant.suite + "/") }
        #expect(!own.isEmpty, "mutant \(id) is killed by no vector of its own suite \(mutant.suite)")
    }

    @Test func mutationScore() {
        let killed = Self.mutants.filter { !Self.killers($0).isEmpty }
        print("SEB+MoneyCollect mutation score: \(killed.count)/\(Self.mutants.count) mutants killed")
        #expect(killed.count == Self.mutants.count)
        #expect(Self.mutants.count >= 20)
        #expect(Set(Self.mutants.map(\.id)).count == Self.mutants.count, "mutant ids must be unique")
    }
}
