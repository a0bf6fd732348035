import Dispatch
import Foundation
import PaySpecEnums
import PaySpecJSON
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// What a fuzz campaign is asked to do.
public struct FuzzOptions: Sendable {
    /// The seed of every random choice: the same seed, suites, golden files and declared
    /// choices make the same inputs.
    public var seed: UInt64
    /// Inputs to judge; `nil` with a time budget means as many as fit in it.
    public var count: Int?
    /// Seconds to spend generating and judging (shrinking comes after).
    public var timeBudget: Double?
    /// Stop generating after this many disagreements.
    public var maximumFailures: Int
    /// Distinct disagreements (by suite and first differing member) shrunk and printed.
    public var shrinkLimit: Int
    /// Rounds of shrinking at most (each round is one pass through the implementation).
    public var shrinkRounds: Int
    /// Judge every ambiguity the implementation does not declare under its reference option,
    /// as `payspec run` does (golden/PROTOCOL.md: omitted ids mean the reference choice).
    /// Off by default: an input whose answer depends on an undeclared ambiguity is not judged.
    public var assumeReference = false
    /// Adapter processes answering at once (the inputs are the same whatever the number).
    public var jobs = 1

    /// Inputs judged when neither a count nor a time budget is given.
    public static let defaultCount = 10_000
    /// The most inputs one campaign makes (the session keeps a byte per input).
    public static let maximumCount = 5_000_000
    /// The longest time budget, 30 days: longer ones are held to it, so the conversion to
    /// nanoseconds can never overflow.
    public static let maximumTimeBudget: Double = 30 * 86_400

    public init(
        seed: UInt64 = 1, count: Int? = nil, timeBudget: Double? = nil, maximumFailures: Int = 1000, shrinkLimit: Int = 10,
        shrinkRounds: Int = 60
    ) {
        self.seed = seed
        self.count = count
        self.timeBudget = timeBudget
        self.maximumFailures = maximumFailures
        self.shrinkLimit = shrinkLimit
        self.shrinkRounds = shrinkRounds
    }
}

/// One disagreement between the implementation and the reference, shrunk.
public struct FuzzFinding: Sendable {
    public var suite: String
    public var sdk: String
    /// The golden vector the input was made from.
    public var seedID: String
    /// The input as generated, and as shrunk.
    public var original: JSONValue
    public var input: JSONValue
    /// The reference's answer under the declared choices.
    public var expected: JSONValue
    /// The verdict on the shrunk input: its diff, or the error, crash or timeout.
    public var result: VectorResult
    /// What the implementation answered for the shrunk input, when it answered.
    public var output: JSONValue?
    /// Shrinking steps taken.
    public var steps: Int
    /// Other disagreements of the same kind (suite and first differing member) not shrunk.
    public var similar: Int
    /// The ready-to-commit golden vector (level `should`, tagged `derived` until reviewed).
    public var vector: GoldenVector?
}

/// Why generation stopped.
public enum FuzzStop: String, Sendable {
    case count = "the requested count was judged"
    case timeBudget = "the time budget ran out"
    case failures = "the maximum number of disagreements was reached"
    case exhausted = "no new input could be made (every input tried was a duplicate or could not be judged)"
    case interrupted = "interrupted"
    case adapterGivenUp = "the adapter was given up (crashes or timeouts in a row)"
}

/// What a campaign found.
public struct FuzzOutcome: Sendable {
    public var implementation: ImplementationInfo?
    public var source: String
    public var options: FuzzOptions
    /// Suites fuzzed (selected and announced), and selected suites the implementation does not announce.
    public var suites: [String]
    public var unannounced: [String]
    /// The choices answers were judged under, and which of them came from `--choice`.
    public var declared: [String: String]
    public var overrides: [String: String]
    public var tally: GenerationTally
    public var perSuite: [String: RunReport.Counts]
    public var counts: RunReport.Counts
    public var findings: [FuzzFinding]
    /// Every disagreement, shrunk or not.
    public var disagreements: Int
    /// How many inputs were sent up to and including the first that disagreed (`nil`: none
    /// did): what it took to catch the implementation.
    public var firstDisagreementAt: Int?
    public var notes: [ProtocolNote]
    public var stop: FuzzStop
    /// Seconds spent generating and judging, and shrinking.
    public var duration: Double
    public var shrinkDuration: Double

    /// Inputs that got a verdict.
    public var judged: Int { counts.total }
    public var inputsPerSecond: Double { duration > 0 ? Double(judged) / duration : 0 }

    /// No disagreement, no protocol problem, and something was judged.
    public var succeeded: Bool { disagreements == 0 && notes.isEmpty && judged > 0 && stop != .interrupted }
    public var exitCode: Int32 { succeeded ? 0 : 1 }
}

/// `payspec fuzz`: generated inputs through an implementation, judged by the reference model
/// under its declared choices; every disagreement shrunk to a minimal input and written out as a
/// golden vector.
public struct FuzzCampaign: Sendable {
    public let pipeline: ConformancePipeline
    public let options: FuzzOptions
    /// The selected golden vectors decoded, on first use, once for every run of this campaign
    /// (`--bench` runs it in process, through the adapter, and asks for its request lines).
    private let decodedGolden = DecodedGoldenCache()

    /// `conformance` selects the suites (`filter.suites`), golden directory and `--choice`s.
    public init(_ conformance: ConformanceOptions, options: FuzzOptions) throws(ConformanceError) {
        pipeline = try ConformancePipeline(conformance)
        self.options = options
        // A signal while the golden directory was read is no empty set: the run ends interrupted.
        guard !pipeline.allVectors.isEmpty || pipeline.unreadGoldenFiles > 0 else {
            throw .usage("no golden vectors in '\(TerminalText.inline(conformance.golden ?? ""))': fuzzing starts from the golden inputs")
        }
    }

    public func run(
        _ source: AnswerSource, stopRequested: @escaping @Sendable () -> Bool = { RunInterruption.isInterrupted }
    ) throws(ConformanceError) -> FuzzOutcome {
        // Built before the clock starts, once for both oracles, from each golden vector decoded once.
        let golden = decodedGolden.value {
            DecodedGoldenSet(selected: pipeline.selection().selected, all: pipeline.allVectors, stop: stopRequested)
        }
        if golden.interrupted || pipeline.unreadGoldenFiles > 0 {
            // Stopped before any input was made: no adapter is started, nothing is judged.
            return FuzzOutcome(
                implementation: nil, source: source.description, options: options, suites: [], unannounced: [], declared: [:],
                overrides: pipeline.options.choices, tally: GenerationTally(), perSuite: [:], counts: RunReport.Counts(), findings: [],
                disagreements: 0, firstDisagreementAt: nil, notes: [], stop: .interrupted, duration: 0, shrinkDuration: 0)
        }
        let (shapes, authored, owners, goldenInputs) = (golden.shapes, golden.authored, golden.owners, golden.inputs)
        let cap = min(
            options.count ?? (options.timeBudget == nil ? FuzzOptions.defaultCount : FuzzOptions.maximumCount), FuzzOptions.maximumCount)
        let store = GeneratedVectorStore(
            generator: InputGenerator(shapes: shapes, seed: options.seed), count: cap, goldenInputs: goldenInputs)
        // The making threads end with the campaign, whichever way the campaign ends.
        defer { store.finish() }
        let overrides = pipeline.options.choices
        let assumeReference = options.assumeReference
        let declaredBox = Box<[String: String]>([:])
        let announcedBox = Box<[String]>([])
        // The budget is for judging: it starts when the handshake is done, so that an adapter slow
        // to start (a JVM, a loaded machine) is not reported as announcing no suite.
        let budgetStart = Box<UInt64?>(nil)
        let prepare: (ImplementationInfo) throws(ConformanceError) -> Void = { info in
            budgetStart.value = DispatchTime.now().uptimeNanoseconds
            var declared = info.choices.merging(overrides) { $1 }
            if assumeReference {
                for id in AmbiguityID.allCases where declared[id.rawValue] == nil { declared[id.rawValue] = id.referenceChoice }
            }
            declaredBox.value = declared
            let announced = Set(info.suites)
            announcedBox.value = info.suites
            store.prepare(
                oracle: ReferenceOracle(declared: declared, owners: owners, authored: authored),
                supported: Set(shapes.map(\.suite)).intersection(announced))
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let budget = options.timeBudget.map { seconds in
            UInt64((seconds.isFinite ? min(max(seconds, 0), FuzzOptions.maximumTimeBudget) : FuzzOptions.maximumTimeBudget) * 1e9)
        }

        let maximumFailures = options.maximumFailures
        let givenUp = Box(false)
        let pass = try source.pass(
            store, keepPassing: false, jobs: options.jobs, prepare: prepare,
            onNote: { note in
                if note.kind == .restartFailed {
                    givenUp.value = true
                    store.close()
                }
            },
            stop: { sink in
                if stopRequested() { return true }
                if let budget, let start = budgetStart.value, DispatchTime.now().uptimeNanoseconds >= start + budget {
                    return true
                }
                if sink.failures >= maximumFailures { return true }
                return store.isClosed && sink.verdicts >= store.generated
            })
        let duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        store.finish()
        let stop: FuzzStop
        if stopRequested() {
            stop = .interrupted
        } else if givenUp.value {
            stop = .adapterGivenUp
        } else if pass.failing >= maximumFailures {
            stop = .failures
        } else if let budget, let start = budgetStart.value, DispatchTime.now().uptimeNanoseconds >= start + budget,
            pass.judged < cap
        {
            stop = .timeBudget
        } else if store.isClosed && store.generated < cap {
            stop = .exhausted
        } else {
            stop = .count
        }
        var counts = RunReport.Counts()
        for (status, n) in pass.counts { for _ in 0..<n { counts.add(status) } }
        let shrinkStarted = DispatchTime.now().uptimeNanoseconds
        let oracle = ReferenceOracle(declared: declaredBox.value, owners: owners, authored: authored)
        var findings = shrink(
            pass, store: store, oracle: oracle, shapes: Dictionary(uniqueKeysWithValues: shapes.map { ($0.suite, $0) }), source: source,
            stopRequested: stopRequested)
        for i in findings.indices { findings[i].vector = goldenVector(findings[i]) }
        let fuzzed = Set(shapes.map(\.suite)).intersection(announcedBox.value)
        return FuzzOutcome(
            implementation: pass.implementation, source: source.description, options: options,
            suites: shapes.map(\.suite).filter { fuzzed.contains($0) }, unannounced: shapes.map(\.suite).filter { !fuzzed.contains($0) },
            declared: declaredBox.value, overrides: overrides, tally: store.counts, perSuite: pass.perSuite, counts: counts,
            findings: findings, disagreements: pass.failing,
            firstDisagreementAt: pass.results.filter { $0.value.status.isFailure }.keys.min().map { $0 + 1 }, notes: pass.notes,
            stop: stop, duration: duration,
            shrinkDuration: Double(DispatchTime.now().uptimeNanoseconds - shrinkStarted) / 1e9)
    }

    /// The request lines of the first `count` inputs this campaign makes for an implementation
    /// that handshakes as `info` (what `--bench` sends the adapter alone, for its floor).
    public func requestLines(for info: ImplementationInfo, count: Int) -> [String] {
        let golden = decodedGolden.value { DecodedGoldenSet(selected: pipeline.selection().selected, all: pipeline.allVectors) }
        let shapes = golden.shapes
        let store = GeneratedVectorStore(
            generator: InputGenerator(shapes: shapes, seed: options.seed), count: count, goldenInputs: golden.inputs)
        var declared = info.choices.merging(pipeline.options.choices) { $1 }
        if options.assumeReference {
            for id in AmbiguityID.allCases where declared[id.rawValue] == nil { declared[id.rawValue] = id.referenceChoice }
        }
        store.prepare(
            oracle: ReferenceOracle(declared: declared, owners: golden.owners, authored: golden.authored),
            supported: Set(shapes.map(\.suite)).intersection(info.suites))
        defer { store.finish() }
        var lines: [String] = []
        for i in 0..<count {
            let v = store.vector(at: i)
            if v.suite == GeneratedVectorStore.exhaustedSuite { break }
            lines.append(v.requestLine)
        }
        return lines
    }

    /// What makes two disagreements the same kind: the suite, and the first differing member
    /// (or the verdict when there was no answer to compare).
    static func kind(_ r: VectorResult) -> String {
        r.suite + " " + (r.status == .failed ? (r.diff.first?.path ?? "") : r.status.rawValue)
    }

    /// Shrinks one disagreement of each kind (up to the limit), all in the same rounds: each
    /// round sends every finding's smaller candidates in one pass and keeps, per finding, the
    /// smallest candidate that still disagrees the same way.
    func shrink(
        _ pass: AnswerPass, store: GeneratedVectorStore, oracle: ReferenceOracle, shapes: [String: InputShape] = [:],
        source: AnswerSource, stopRequested: @escaping @Sendable () -> Bool
    ) -> [FuzzFinding] {
        var byKind: [String: Int] = [:]
        var findings: [FuzzFinding] = []
        for index in pass.results.keys.sorted() {
            guard let r = pass.results[index], r.status.isFailure, let v = store.made(index) else { continue }
            let k = Self.kind(r)
            if let at = byKind[k] {
                findings[at].similar += 1
                continue
            }
            guard findings.count < options.shrinkLimit else { continue }
            byKind[k] = findings.count
            findings.append(
                FuzzFinding(
                    suite: v.suite, sdk: v.sdk, seedID: String(v.vector.description.dropFirst("generated from ".count)), original: v.input,
                    input: v.input, expected: v.vector.expect, result: r, output: pass.outputs[index], steps: 0, similar: 0))
        }
        var active = Set(findings.indices)
        var round = 0
        while !active.isEmpty && round < options.shrinkRounds && !stopRequested() {
            round += 1
            var batch: [RunVector] = []
            var owner: [Int] = []
            for i in active.sorted() {
                let f = findings[i]
                // A smaller input stays inside the contract too: a member it requires is kept.
                for candidate in InputShrinker.candidates(f.input) where shapes[f.suite]?.admits(candidate) ?? true {
                    guard case .expected(let expected) = oracle.judge(suite: f.suite, sdk: f.sdk, input: candidate) else { continue }
                    let golden = GoldenVector(
                        id: "\(f.suite)/shrink-\(round)-\(batch.count)", suite: f.suite, description: "", input: candidate,
                        expect: expected, level: .should, spec: [])
                    batch.append(RunVector(golden, sdk: ""))
                    owner.append(i)
                }
            }
            guard !batch.isEmpty else { break }
            guard let result = try? source.pass(ArrayVectorStore(batch), keepPassing: false, stop: { _ in stopRequested() }) else { break }
            var improved: Set<Int> = []
            for (n, v) in batch.enumerated() {
                let i = owner[n]
                guard let r = result.results[n], r.status.isFailure, Self.kind(r) == Self.kind(findings[i].result) else { continue }
                if improved.contains(i) && !InputShrinker.smaller(v.input, than: findings[i].input) { continue }
                findings[i].input = v.input
                findings[i].expected = v.vector.expect
                findings[i].result = r
                findings[i].output = result.outputs[n]
                if !improved.contains(i) { findings[i].steps += 1 }
                improved.insert(i)
            }
            active = active.intersection(improved)
        }
        return findings
    }

    /// The finding as a golden vector: named from its content, expected output under the
    /// reference choices (and every other option it depends on), the seed's spec rows.
    func goldenVector(_ f: FuzzFinding) -> GoldenVector? {
        guard let e = ReferenceOracle.goldenExpectation(suite: f.suite, input: f.input) else { return nil }
        let seedSpec = pipeline.allVectors.first { $0.id == f.seedID }?.vector.spec ?? []
        return GoldenVector(
            id: "\(f.suite)/fuzzed-\(Self.contentHash(f.suite + " " + JSONWriter.line(f.input)))", suite: f.suite,
            description: "found by payspec fuzz --seed \(options.seed), shrunk from a variant of \(f.seedID); review before committing",
            input: f.input, expect: e.expect, level: .should, spec: seedSpec, tags: ["derived", "fuzz"], ambiguities: e.ambiguities,
            expectByChoice: e.byChoice)
    }

    /// FNV-1a, 32 bits, as 8 hex digits: a stable name from content (never a counter).
    static func contentHash(_ s: String) -> String {
        var h: UInt32 = 0x811C_9DC5
        for b in s.utf8 {
            h ^= UInt32(b)
            h = h &* 0x0100_0193
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

/// A value shared with a closure that sets it (single-threaded use, or behind the caller's order).
final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
