import PaySpecEnums
import PaySpecJSON
import PaySpecReference
import PaySpecVectors
import Testing

/// The reference model passes every SEB and MoneyCollect vector, under the reference choices and
/// under every other option of each ambiguity the vectors use.
@Suite struct SEBMoneyCollectModelTests {
    static var vectorIDs: [String] { SEBMoneyCollectFixtures.vectors.map(\.id) }

    static func vector(_ id: String) -> GoldenVector {
        SEBMoneyCollectFixtures.vectors.first { $0.id == id }!
    }

    /// The model's mismatches on one vector under `choices`, or the model's error as one line.
    static func problems(_ v: GoldenVector, choices: [String: String] = [:]) -> [String] {
        do {
            let output = try ReferenceModel(choices: choices).evaluate(suite: v.suite, input: v.input)
            return OutputComparison.mismatches(expected: v.expected(under: choices), actual: output).map(\.description)
        } catch {
            return ["model error: \(error.message)"]
        }
    }

    @Test("reference model passes the vector", arguments: vectorIDs)
    func referencePasses(id: String) {
        let problems = Self.problems(Self.vector(id))
        #expect(problems.isEmpty, "\(id):\n\(problems.joined(separator: "\n"))")
    }

    /// Every (ambiguity, non-reference option) pair the vectors use.
    static var alternatives: [String] {
        let ids = Set(SEBMoneyCollectFixtures.vectors.flatMap(\.ambiguities))
        return ids.sorted().flatMap { id -> [String] in
            guard let ambiguity = AmbiguityID(rawValue: id) else { return ["\(id)=unknown-ambiguity"] }
            return ambiguity.options.filter { $0 != ambiguity.referenceChoice }.map { "\(id)=\($0)" }
        }
    }

    @Test("model under another option passes every vector", arguments: alternatives)
    func alternativeChoicePasses(choice: String) {
        let parts = choice.split(separator: "=", maxSplits: 1).map(String.init)
        let choices = [parts[0]: parts[1]]
        var failures: [String] = []
        for v in SEBMoneyCollectFixtures.vectors where v.unsupportedChoice(under: choices) == nil {
            let problems = Self.problems(v, choices: choices)
            if !problems.isEmpty { failures.append("\(v.id): " + problems.joined(separator: "; ")) }
        }
        #expect(failures.isEmpty, "\(choice):\n\(failures.joined(separator: "\n"))")
        let used = SEBMoneyCollectFixtures.vectors.contains {
            $0.expectByChoice[choice] != nil || $0.unsupportedByChoice.contains(choice)
        }
        #expect(used, "no vector gives an output for \(choice)")
    }

    /// The choices of the two real MoneyCollect platforms together (combined `expectByChoice` keys).
    static let platforms: [[String: String]] = [
        ["mc-confirm-checks-code": "ignore-code", "mc-redirect-needs-url": "sample", "mc-json-null": "platform-undefined"],
        [
            "mc-confirm-checks-code": "require-success", "mc-redirect-needs-url": "android-demo",
            "mc-result-object": "payment-data",
        ],
    ]

    @Test("model under a real platform's choices passes every vector it is judged on", arguments: platforms)
    func platformChoicesPass(choices: [String: String]) {
        var failures: [String] = []
        var judged = 0
        for v in SEBMoneyCollectFixtures.vectors where v.unsupportedChoice(under: choices) == nil {
            judged += 1
            let problems = Self.problems(v, choices: choices)
            if !problems.isEmpty { failures.append("\(v.id): " + problems.joined(separator: "; ")) }
        }
        #expect(judged > 0)
        #expect(failures.isEmpty, "\(choices):\n\(failures.joined(separator: "\n"))")
    }
}
