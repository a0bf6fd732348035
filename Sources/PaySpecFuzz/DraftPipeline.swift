import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecVectors

/// A generated input not made before, on its way to the oracle.
struct Draft: Sendable {
    /// The generator's index of its suite's shape (how the judgement is fed back).
    let shapeIndex: Int
    let shape: InputShape
    let seed: GoldenVector
    /// `nil`: the drafter gave up (every input in a row was a duplicate).
    let input: JSONValue?
    /// Inputs made, and dropped as duplicates, since the draft before this one.
    let duplicatesBefore: Int
}

/// The first stage of making: inputs from the generator, each kept the first time only (the
/// golden inputs count as made). Only the drafting thread uses it.
struct InputDrafter: Sendable {
    private(set) var generator: InputGenerator
    /// Inputs made so far and the golden ones, by suite: each is sent once at most.
    private var seen: Set<SuiteInput>

    init(generator: InputGenerator, seen: Set<SuiteInput>, expected: Int = 0) {
        self.generator = generator
        self.seen = seen
        // Room for the inputs a campaign is expected to make, up to a bound: each growth of the
        // set hashes every input in it again, the golden ones included.
        self.seen.reserveCapacity(seen.count + min(max(0, expected), Self.reservedInputs))
    }

    /// The most inputs room is made for at the start (a few MiB; the set grows beyond it).
    static let reservedInputs = 1 << 17

    /// How a draft fared at the oracle, fed back to the generator's suite weights.
    mutating func record(_ verdict: DraftVerdict) { generator.record(shape: verdict.shapeIndex, fresh: verdict.fresh) }

    /// The next input not made before (or a draft without input after too many duplicates in a row).
    mutating func draft() -> Draft {
        var duplicates = 0
        while duplicates < GeneratedVectorStore.maximumRejectsInARow {
            let (index, seed, made) = generator.nextDraft()
            let shape = generator.shapes[index]
            var input = made
            // The value itself, hashed: 25 and 25.0 stay apart, member order does not count.
            var fresh = seen.count > 2_000_000 || seen.insert(SuiteInput(suite: shape.suite, input: input)).inserted
            // A duplicate is edited on (inside the contract still) before it counts as one: a
            // suite whose inputs are mostly made already goes further from its golden inputs.
            for _ in 0..<GeneratedVectorStore.editsOnDuplicate where !fresh {
                generator.mutate(&input, shape)
                fresh = seen.insert(SuiteInput(suite: shape.suite, input: input)).inserted
            }
            guard fresh else {
                duplicates += 1
                generator.record(shape: index, fresh: false)
                continue
            }
            return Draft(shapeIndex: index, shape: shape, seed: seed, input: input, duplicatesBefore: duplicates)
        }
        let any = generator.shapes[0]
        return Draft(shapeIndex: 0, shape: any, seed: any.seeds[0], input: nil, duplicatesBefore: duplicates)
    }
}

/// Whether a draft could be judged: what the generator learns from it.
struct DraftVerdict: Sendable {
    let shapeIndex: Int
    let fresh: Bool
}

/// The second stage of making: each draft judged by the reference oracle, in draft order, and
/// counted. Only the judging thread uses it.
struct DraftJudge: Sendable {
    let oracle: ReferenceOracle
    private(set) var tally = GenerationTally()
    /// Inputs made in a row since the last one that could be judged.
    private var rejects = 0

    init(oracle: ReferenceOracle) { self.oracle = oracle }

    enum Outcome {
        /// The vector to send.
        case vector(RunVector)
        /// Outside the contract, or depending on an undeclared ambiguity.
        case rejected
        /// Too many inputs in a row could not be judged: making stops.
        case exhausted
    }

    /// Judges `draft`; a vector is numbered `index`.
    mutating func judge(_ draft: Draft, index: Int) -> Outcome {
        tally.made += draft.duplicatesBefore
        tally.duplicates += draft.duplicatesBefore
        rejects += draft.duplicatesBefore
        guard let input = draft.input, rejects < GeneratedVectorStore.maximumRejectsInARow else { return .exhausted }
        tally.made += 1
        rejects += 1
        let shape = draft.shape
        switch oracle.judge(suite: shape.suite, sdk: shape.sdk, input: input) {
        case .outsideContract:
            tally.outsideContract += 1
            return .rejected
        case .undeclared(let ids):
            tally.undeclaredInputs += 1
            for id in ids { tally.undeclared[id, default: 0] += 1 }
            return .rejected
        case .expected(let output):
            rejects = 0
            tally.accepted[shape.suite, default: 0] += 1
            let golden = GoldenVector(
                id: "\(shape.suite)/fuzz-\(index)", suite: shape.suite, description: "generated from \(draft.seed.id)", input: input,
                expect: output, level: .should, spec: draft.seed.spec, tags: ["fuzz"])
            return .vector(RunVector(golden, sdk: shape.sdk))
        }
    }
}

/// Making on two threads, drafting and judging, with the same result whatever their pace: the
/// generator learns how draft `d` fared exactly when it makes draft `d + lag` (it waits for that
/// judgement if the judge is behind, and holds back newer ones if the judge is ahead), so every
/// random choice, every input and every count follows from the seed alone.
final class DraftPipeline: @unchecked Sendable {
    /// Drafts between a draft and the one made knowing its judgement: enough for the judge to
    /// run a few inputs behind without the drafter waiting, few enough that a suite's weight
    /// still follows its recent inputs (a suite's weight is a share of its last 128 to 256).
    static let lag = 64

    /// Where the pipeline may be held up, for tests that vary the threads' pace.
    enum Stage: Sendable {
        case drafting, judging
    }

    private let condition = NSCondition()
    // The drafting thread's own.
    private var drafter: InputDrafter
    // The judging thread's own (the caller of `next`).
    private var judge: DraftJudge
    // Shared, under `condition`.
    private var drafts: [Draft] = []
    private var draftsHead = 0
    private var verdicts: [DraftVerdict] = []
    private var verdictsHead = 0
    private var stopped = false
    private var draftingEnded = false
    /// The most drafts made and not yet judged at any time (never above `lag`).
    private(set) var deepestQueue = 0
    private let pause: @Sendable (Stage, Int) -> Void

    /// `pause` runs before each draft and each judgement (tests slow one stage down with it).
    init(drafter: InputDrafter, judge: DraftJudge, pause: @escaping @Sendable (Stage, Int) -> Void = { _, _ in }) {
        self.drafter = drafter
        self.judge = judge
        self.pause = pause
    }

    /// Starts the drafting thread.
    func start() {
        let thread = Thread { [self] in draftLoop() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The tally of every draft judged (final once `stop` returned).
    var tally: GenerationTally { judge.tally }

    /// The next vector, numbered `index` (`nil`: making stopped or was given up). Judging thread only.
    func next(index: Int) -> RunVector? {
        while true {
            condition.lock()
            while draftsHead == drafts.count && !stopped && !draftingEnded { condition.wait() }
            guard draftsHead < drafts.count else {
                condition.unlock()
                return nil
            }
            let draft = drafts[draftsHead]
            draftsHead += 1
            if draftsHead >= 256 {
                drafts.removeFirst(draftsHead)
                draftsHead = 0
            }
            condition.unlock()
            pause(.judging, index)
            let outcome = judge.judge(draft, index: index)
            if case .exhausted = outcome { return nil }
            var fresh = false
            if case .vector = outcome { fresh = true }
            condition.lock()
            verdicts.append(DraftVerdict(shapeIndex: draft.shapeIndex, fresh: fresh))
            condition.broadcast()
            condition.unlock()
            if case .vector(let v) = outcome { return v }
        }
    }

    /// Ends the drafting thread and waits for it: afterwards only the caller uses the pipeline.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while !draftingEnded { condition.wait() }
        condition.unlock()
    }

    private func draftLoop() {
        var made = 0
        var applied = 0
        while true {
            // Draft `made` is made knowing the judgements of drafts 0 ... made - lag, no more.
            let needed = max(0, made - Self.lag + 1)
            condition.lock()
            while !stopped && verdicts.count - verdictsHead < needed - applied { condition.wait() }
            if stopped {
                condition.unlock()
                break
            }
            let known = Array(verdicts[verdictsHead..<(verdictsHead + needed - applied)])
            verdictsHead += needed - applied
            if verdictsHead >= 256 {
                verdicts.removeFirst(verdictsHead)
                verdictsHead = 0
            }
            condition.unlock()
            for verdict in known { drafter.record(verdict) }
            applied = needed
            pause(.drafting, made)
            let draft = drafter.draft()
            made += 1
            condition.lock()
            drafts.append(draft)
            deepestQueue = max(deepestQueue, drafts.count - draftsHead)
            condition.broadcast()
            condition.unlock()
            if draft.input == nil { break }
        }
        condition.lock()
        draftingEnded = true
        condition.broadcast()
        condition.unlock()
    }
}
