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
/// Two threads make them (a `DraftPipeline`: one drafts new inputs, one judges them), ahead of
/// the adapter sessions that send them (at most `lookahead` beyond the highest index asked for):
/// generation, the duplicate check and the reference oracle run while the adapter answers,
/// instead of in turn with it. The pipeline's order is the seed's, whatever the threads' pace.
final class GeneratedVectorStore: VectorStore, @unchecked Sendable {
    /// The suite of the vector handed out once generation has stopped: no adapter announces
    /// it, so sessions give it a verdict without sending it.
    static let exhaustedSuite = AnswerSource.exhaustedSuite
    /// Made inputs in a row that could not be judged, after which generation stops.
    static let maximumRejectsInARow = 20_000
    /// Vectors made ahead of the highest index asked for: several windows of requests, so a
    /// session seldom waits for the next input; small, so the making threads keep the adapter's
    /// pace instead of taking its core, and a campaign that stops early made little it did not send.
    static let lookahead = 512
    /// Further edits a duplicate gets before it is counted as one and dropped.
    static let editsOnDuplicate = 3
    private let condition = NSCondition()
    // Until `prepare`: what the pipeline starts from.
    private var generator: InputGenerator
    /// The golden inputs, by suite: never sent again.
    private let goldenInputs: Set<SuiteInput>
    /// Set in `prepare`; after that only the judging thread uses it.
    private var pipeline: DraftPipeline?
    private let pause: @Sendable (DraftPipeline.Stage, Int) -> Void
    // Shared, under `condition`.
    private var vectors: [RunVector] = []
    private var tally = GenerationTally()
    private var prepared = false
    private var closed = false
    /// The maker stops (the campaign is over) without the store counting as exhausted.
    private var finished = false
    /// One past the highest index asked for.
    private var wanted = 0
    /// Sessions waiting for a vector not made yet, and whether the judging thread is running.
    private var waiters = 0
    private var running = false
    /// The most drafts the pipeline held unjudged (a bound the tests check).
    private var deepestQueue = 0
    let count: Int

    /// `pause` runs before each draft and each judgement: tests vary the threads' pace with it.
    init(
        generator: InputGenerator, count: Int, goldenInputs: [SuiteInput],
        pause: @escaping @Sendable (DraftPipeline.Stage, Int) -> Void = { _, _ in }
    ) {
        self.generator = generator
        self.count = count
        self.goldenInputs = Set(goldenInputs)
        self.pause = pause
    }

    /// Sets the judge once the handshake told the declared choices and suites, and starts making.
    func prepare(oracle: ReferenceOracle, supported: Set<String>) {
        condition.lock()
        generator = generator.restricted(to: supported)
        prepared = true
        let nothingToMake = generator.shapes.isEmpty
        if nothingToMake {
            closed = true
            condition.unlock()
            return
        }
        let pipeline = DraftPipeline(
            drafter: InputDrafter(generator: generator, seen: goldenInputs, expected: count + count / 2), judge: DraftJudge(oracle: oracle),
            pause: pause)
        self.pipeline = pipeline
        running = true
        condition.unlock()
        pipeline.start()
        let thread = Thread { [self] in make(pipeline) }
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

    /// The campaign is over: the making threads stop, and the tally is final once this returns.
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
    /// The most drafts made and not yet judged at any time (final once `finish` returned).
    var deepestDraftQueue: Int { condition.withLock { deepestQueue } }
    func made(_ index: Int) -> RunVector? { condition.withLock { index < vectors.count ? vectors[index] : nil } }

    func vector(at index: Int) -> RunVector {
        condition.lock()
        defer { condition.unlock() }
        if index >= wanted {
            wanted = index + 1
            condition.broadcast()
        }
        waiters += 1
        while vectors.count <= index && !closed && !finished && prepared { condition.wait() }
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

    /// The judging thread: each vector published as soon as it is made (a waiting session is
    /// woken at once), the tally when the thread ends, after the drafting thread has ended.
    private func make(_ pipeline: DraftPipeline) {
        var next = condition.withLock { vectors.count }
        while true {
            condition.lock()
            while !closed && !finished && next < count && next >= wanted + Self.lookahead { condition.wait() }
            let stop = closed || finished || next >= count
            condition.unlock()
            if stop { break }
            let made = pipeline.next(index: next)
            condition.lock()
            if let made { vectors.append(made) } else { closed = true }
            if waiters > 0 || made == nil { condition.broadcast() }
            condition.unlock()
            if made == nil { break }
            next += 1
        }
        pipeline.stop()
        condition.lock()
        tally = pipeline.tally
        deepestQueue = pipeline.deepestQueue
        running = false
        condition.broadcast()
        condition.unlock()
    }
}

/// One suite's input, as the duplicate check keys it: equal as the values are equal, hashed by
/// their `InputFingerprint` (a long string by its length and ends, not every byte of it).
struct SuiteInput: Hashable, Sendable {
    let suite: String
    let input: JSONValue

    static func == (a: SuiteInput, b: SuiteInput) -> Bool { a.suite == b.suite && a.input == b.input }

    func hash(into hasher: inout Hasher) {
        hasher.combine(suite)
        hasher.combine(InputFingerprint(input).value)
    }
}

extension InputGenerator {
    /// The same generator over the supported suites only.
    func restricted(to suites: Set<String>) -> InputGenerator {
        var copy = self
        copy.restrict(to: suites)
        return copy
    }
}
