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

    /// Inputs made and thrown away: duplicates, outside the contract, or depending on an
    /// undeclared ambiguity.
    public var discarded: Int { duplicates + outsideContract + undeclaredInputs }
    /// The share of the inputs made that were thrown away (0 when none was made).
    public var discardedShare: Double { made > 0 ? Double(discarded) / Double(made) : 0 }
}

/// Generated vectors in index order, whoever asks: the i-th vector is the i-th generated input
/// the oracle can judge, so a run replays exactly from its seed. Each carries the reference's
/// answer under the declared choices as its expected output.
///
/// One thread makes them, ahead of the adapter sessions that send them (at most `lookahead`
/// beyond the highest index asked for): generation, the duplicate check and the reference
/// oracle run while the adapter answers, instead of in turn with it. Only that thread touches
/// the generator, the oracle and the duplicate set, so the order of the inputs is the seed's.
final class GeneratedVectorStore: VectorStore, @unchecked Sendable {
    /// The suite of the vector handed out once generation has stopped: no adapter announces
    /// it, so sessions give it a verdict without sending it.
    static let exhaustedSuite = AnswerSource.exhaustedSuite
    /// Made inputs in a row that could not be judged, after which generation stops.
    static let maximumRejectsInARow = 20_000
    /// Vectors made ahead of the highest index asked for: several windows of requests, so a
    /// session seldom waits for the next input; small, so the making thread keeps the adapter's
    /// pace instead of taking its core, and a campaign that stops early made little it did not send.
    static let lookahead = 512
    /// Further edits a duplicate gets before it is counted as one and dropped.
    static let editsOnDuplicate = 3
    private let condition = NSCondition()
    // The maker's own state: only the making thread (or `prepare`, before it starts) uses it.
    private var generator: InputGenerator
    private var oracle: ReferenceOracle?
    /// Inputs made so far and the golden ones, by suite: each is sent once at most.
    private var seen: Set<SuiteInput>
    private var making = GenerationTally()
    // Shared, under `condition`.
    private var vectors: [RunVector] = []
    private var tally = GenerationTally()
    private var closed = false
    /// The maker stops (the campaign is over) without the store counting as exhausted.
    private var finished = false
    /// One past the highest index asked for.
    private var wanted = 0
    /// Sessions waiting for a vector not made yet, and whether the making thread is running.
    private var waiters = 0
    private var running = false
    let count: Int

    init(generator: InputGenerator, count: Int, goldenInputs: [SuiteInput]) {
        self.generator = generator
        self.count = count
        seen = Set(goldenInputs)
    }

    /// Sets the judge once the handshake told the declared choices and suites, and starts making.
    func prepare(oracle: ReferenceOracle, supported: Set<String>) {
        condition.lock()
        self.oracle = oracle
        generator = generator.restricted(to: supported)
        let nothingToMake = generator.shapes.isEmpty
        if nothingToMake { closed = true }
        condition.unlock()
        guard !nothingToMake else { return }
        condition.withLock { running = true }
        let thread = Thread { [self] in make() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// No more vectors are made; later requests get the exhausted sentinel.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The campaign is over: the making thread stops, and its tally is final once this returns.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        while running { condition.wait() }
        condition.unlock()
    }

    var isClosed: Bool { condition.withLock { closed } }
    var generated: Int { condition.withLock { vectors.count } }
    var counts: GenerationTally { condition.withLock { tally } }
    func made(_ index: Int) -> RunVector? { condition.withLock { index < vectors.count ? vectors[index] : nil } }

    func vector(at index: Int) -> RunVector {
        condition.lock()
        defer { condition.unlock() }
        if index >= wanted {
            wanted = index + 1
            condition.broadcast()
        }
        waiters += 1
        while vectors.count <= index && !closed && !finished && oracle != nil { condition.wait() }
        waiters -= 1
        if index < vectors.count { return vectors[index] }
        let v = GoldenVector(
            id: "\(Self.exhaustedSuite)/\(index)", suite: Self.exhaustedSuite, description: "", input: .null, expect: .null,
            level: .should, spec: [])
        return RunVector(v, sdk: "")
    }

    func index(of id: String) -> Int? {
        guard let range = id.range(of: "/fuzz-", options: .backwards), let n = Int(id[range.upperBound...]) else { return nil }
        return condition.withLock { n < vectors.count && vectors[n].id == id ? n : nil }
    }

    /// The making thread: each vector published as soon as it is made (a waiting session is
    /// woken at once), the tally when the thread ends.
    private func make() {
        var next = condition.withLock { vectors.count }
        while true {
            condition.lock()
            while !closed && !finished && next < count && next >= wanted + Self.lookahead { condition.wait() }
            let stop = closed || finished || next >= count
            condition.unlock()
            if stop { break }
            let made = makeOne(index: next)
            condition.lock()
            if let made { vectors.append(made) } else { closed = true }
            if waiters > 0 || made == nil { condition.broadcast() }
            condition.unlock()
            if made == nil { break }
            next += 1
        }
        condition.lock()
        tally = making
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Makes inputs until one can be judged (`nil`: too many in a row could not be).
    private func makeOne(index: Int) -> RunVector? {
        guard let oracle else { return nil }
        var rejects = 0
        while rejects < Self.maximumRejectsInARow {
            let (shape, seed, made) = generator.next()
            var input = made
            making.made += 1
            rejects += 1
            // The value itself, hashed: 25 and 25.0 stay apart, member order does not count.
            var fresh = seen.count > 2_000_000 || seen.insert(SuiteInput(suite: shape.suite, input: input)).inserted
            // A duplicate is edited on (inside the contract still) before it counts as one: a
            // suite whose inputs are mostly made already goes further from its golden inputs.
            for _ in 0..<Self.editsOnDuplicate where !fresh {
                input = generator.mutate(input, shape)
                fresh = seen.insert(SuiteInput(suite: shape.suite, input: input)).inserted
            }
            guard fresh else {
                making.duplicates += 1
                generator.record(fresh: false)
                continue
            }
            let judgement = oracle.judge(suite: shape.suite, sdk: shape.sdk, input: input)
            if case .expected = judgement { generator.record(fresh: true) } else { generator.record(fresh: false) }
            switch judgement {
            case .outsideContract:
                making.outsideContract += 1
            case .undeclared(let ids):
                making.undeclaredInputs += 1
                for id in ids { making.undeclared[id, default: 0] += 1 }
            case .expected(let output):
                making.accepted[shape.suite, default: 0] += 1
                let golden = GoldenVector(
                    id: "\(shape.suite)/fuzz-\(index)", suite: shape.suite, description: "generated from \(seed.id)", input: input,
                    expect: output, level: .should, spec: seed.spec, tags: ["fuzz"])
                return RunVector(golden, sdk: shape.sdk)
            }
        }
        return nil
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
