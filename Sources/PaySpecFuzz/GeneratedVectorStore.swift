import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecVectors

/// Why generated inputs were not sent, counted.
public struct GenerationTally: Sendable, Hashable {
    /// Inputs made (sent or not).
    public var made = 0
    /// The same input made twice, or a golden vector's input: sent once at most.
    public var duplicates = 0
    /// Outside the suite's contract: the reference model rejects them.
    public var outsideContract = 0
    /// Answers that depend on an ambiguity with no declared choice, by ambiguity id (an input
    /// that depends on two counts for both).
    public var undeclared: [String: Int] = [:]
    /// Inputs that depended on at least one undeclared ambiguity.
    public var undeclaredInputs = 0
    /// Inputs judged-to-be, per suite.
    public var accepted: [String: Int] = [:]
}

/// Generated vectors made on demand, in index order, whoever asks: the i-th vector is the i-th
/// generated input the oracle can judge, so a run replays exactly from its seed. Each carries
/// the reference's answer under the declared choices as its expected output.
final class GeneratedVectorStore: VectorStore, @unchecked Sendable {
    /// The suite of the vector handed out once generation has stopped: no adapter announces
    /// it, so sessions give it a verdict without sending it.
    static let exhaustedSuite = AnswerSource.exhaustedSuite
    /// Made inputs in a row that could not be judged, after which generation stops.
    static let maximumRejectsInARow = 20_000

    private let lock = NSLock()
    private var generator: InputGenerator
    private var oracle: ReferenceOracle?
    private var vectors: [RunVector] = []
    /// Inputs made so far and the golden ones, by suite: each is sent once at most.
    private var seen: Set<SuiteInput>
    private var tally = GenerationTally()
    private var closed = false
    let count: Int
    /// Suites the implementation announced: inputs for the others are not made.
    private var supported: Set<String> = []

    init(generator: InputGenerator, count: Int, goldenInputs: [SuiteInput]) {
        self.generator = generator
        self.count = count
        seen = Set(goldenInputs)
    }

    /// Sets the judge once the handshake told the declared choices and suites.
    func prepare(oracle: ReferenceOracle, supported: Set<String>) {
        lock.withLock {
            self.oracle = oracle
            self.supported = supported
            generator = generator.restricted(to: supported)
            if generator.shapes.isEmpty { closed = true }
        }
    }

    /// No more vectors are made; later requests get the exhausted sentinel.
    func close() { lock.withLock { closed = true } }

    var isClosed: Bool { lock.withLock { closed } }
    var generated: Int { lock.withLock { vectors.count } }
    var counts: GenerationTally { lock.withLock { tally } }
    func made(_ index: Int) -> RunVector? { lock.withLock { index < vectors.count ? vectors[index] : nil } }

    func vector(at index: Int) -> RunVector {
        lock.lock()
        defer { lock.unlock() }
        while vectors.count <= index && !closed { makeOne() }
        if index < vectors.count { return vectors[index] }
        let v = GoldenVector(
            id: "\(Self.exhaustedSuite)/\(index)", suite: Self.exhaustedSuite, description: "", input: .null, expect: .null,
            level: .should, spec: [])
        return RunVector(v, sdk: "")
    }

    func index(of id: String) -> Int? {
        guard let range = id.range(of: "/fuzz-", options: .backwards), let n = Int(id[range.upperBound...]) else { return nil }
        return lock.withLock { n < vectors.count && vectors[n].id == id ? n : nil }
    }

    /// Makes inputs until one can be judged (or too many in a row cannot). Holds the lock.
    private func makeOne() {
        guard let oracle else {
            closed = true
            return
        }
        var rejects = 0
        while rejects < Self.maximumRejectsInARow {
            let (shape, seed, input) = generator.next()
            tally.made += 1
            rejects += 1
            // The value itself, hashed: 25 and 25.0 stay apart, member order does not count.
            guard seen.count > 2_000_000 || seen.insert(SuiteInput(suite: shape.suite, input: input)).inserted else {
                tally.duplicates += 1
                generator.record(fresh: false)
                continue
            }
            let judgement = oracle.judge(suite: shape.suite, sdk: shape.sdk, input: input)
            if case .expected = judgement { generator.record(fresh: true) } else { generator.record(fresh: false) }
            switch judgement {
            case .outsideContract:
                tally.outsideContract += 1
            case .undeclared(let ids):
                tally.undeclaredInputs += 1
                for id in ids { tally.undeclared[id, default: 0] += 1 }
            case .expected(let output):
                tally.accepted[shape.suite, default: 0] += 1
                let id = "\(shape.suite)/fuzz-\(vectors.count)"
                let golden = GoldenVector(
                    id: id, suite: shape.suite, description: "generated from \(seed.id)", input: input, expect: output,
                    level: .should, spec: seed.spec, tags: ["fuzz"])
                vectors.append(RunVector(golden, sdk: shape.sdk))
                return
            }
        }
        closed = true
    }
}

/// One suite's input, as the duplicate check keys it.
struct SuiteInput: Hashable, Sendable {
    let suite: String
    let input: JSONValue
}

extension InputGenerator {
    /// The same generator over the supported suites only.
    func restricted(to suites: Set<String>) -> InputGenerator {
        var copy = self
        copy.restrict(to: suites)
        return copy
    }
}
