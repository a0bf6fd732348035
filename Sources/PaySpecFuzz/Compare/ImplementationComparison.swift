import Dispatch
import PaySpecJSON
import PaySpecReference
import PaySpecRunner
import PaySpecVectors

/// One side of `payspec compare`: an implementation that answers (an adapter, in process), or
/// outputs recorded elsewhere (`{"id","output"}` lines, as `payspec check --outputs` reads).
public enum ComparisonSide: Sendable {
    case answers(AnswerSource)
    case recorded(path: String, outputs: [String: JSONValue])

    /// Outputs read from a file: compared even after a signal, as far as they were read.
    var isRecorded: Bool {
        if case .recorded = self { return true }
        return false
    }

    var source: String {
        switch self {
        case .answers(let s): return s.description
        case .recorded(let path, _): return "recorded outputs: \(path)"
        }
    }
}

/// What one side said about one input.
public enum SideAnswer: Sendable, Hashable {
    case output(JSONValue)
    /// No answer to compare: the suite is not supported, or the recording has no output for it.
    case notAnswered(String)
    /// The implementation failed on it: an error answer, a crash, a timeout.
    case failure(VerdictStatus, String)

    /// Never sent: the comparison stopped before it.
    var isNotRun: Bool {
        if case .notAnswered(let why) = self { return why == ImplementationComparison.notRunReason }
        return false
    }

    var text: String {
        switch self {
        case .output(let v): return JSONWriter.line(v, spacing: .spaced)
        case .notAnswered(let why): return "no answer (\(why))"
        case .failure(let status, let message): return "\(status.rawValue)" + (message.isEmpty ? "" : ": \(message)")
        }
    }
}

/// An input the two sides answered differently.
public struct Disagreement: Sendable {
    public var id: String
    public var suite: String
    public var input: JSONValue
    public var first: SideAnswer
    public var second: SideAnswer
    /// Member-level differences when both answered an output (`expected` is the first side's).
    public var diff: [OutputMismatch]
    /// Ambiguities the input's answer depends on, by the reference model: the two sides may
    /// simply have chosen different options.
    public var ambiguities: [String]
}

/// The same inputs through two implementations, no oracle: every difference reported.
public struct ComparisonOutcome: Sendable {
    public var labels: (first: String, second: String)
    public var sources: (first: String, second: String)
    public var implementations: (first: ImplementationInfo?, second: ImplementationInfo?)
    /// Inputs sent: golden inputs and generated ones.
    public var goldenInputs: Int
    public var generatedInputs: Int
    public var seed: UInt64
    /// Inputs both sides answered (an output or a failure each).
    public var compared: Int
    /// Inputs at least one side did not answer, per side.
    public var notCompared: (first: Int, second: Int)
    public var disagreements: [Disagreement]
    /// Inputs answered differently where each side gave the reference model's answer under
    /// the choices it declared (omitted ids: the reference option): both conform, to
    /// different readings of the documents. Not disagreements; listed apart.
    public var explained: [Disagreement]
    /// Per suite: compared, disagreed.
    public var perSuite: [String: (compared: Int, disagreed: Int)]
    public var notes: [ProtocolNote]

    /// Inputs neither side got to answer because the comparison was interrupted (not run).
    public var notRun = 0
    /// The signal that interrupted the comparison (`-1`: stopped by a call), or 0.
    public var interruption: Int32 = 0
    /// An interrupted comparison judged only part of its inputs: it never succeeds.
    public var succeeded: Bool { compared > 0 && disagreements.isEmpty && notes.isEmpty && interruption == 0 }
    public var exitCode: Int32 { succeeded ? 0 : 1 }
}

public struct ImplementationComparison: Sendable {
    public let pipeline: ConformancePipeline
    /// Generated inputs added to the golden ones, and their seed.
    public let generated: Int
    public let seed: UInt64

    /// `stop` ends the reading of a golden directory early (a signal); a comparison with a
    /// recorded side reads it whole, since what was recorded is compared after a signal too.
    public init(
        _ conformance: ConformanceOptions, generated: Int, seed: UInt64,
        stop: @escaping @Sendable () -> Bool = { RunInterruption.isInterrupted }
    ) throws(ConformanceError) {
        pipeline = try ConformancePipeline(conformance, stop: stop)
        self.generated = generated
        self.seed = seed
    }

    /// The inputs both sides get: every selected golden input (under its vector id), then
    /// `generated` new inputs inside the suites' contracts (ids `suite/generated-N`). Each
    /// expects anything: there is no oracle here, only the other side.
    /// With `goldenStops`, a signal also stops the decoding of the golden inputs (a large set
    /// takes seconds); those not decoded count as not run (`run`). Without it they are decoded
    /// whole: a recorded side's outputs for them are still compared after a signal.
    public func inputs(stop: () -> Bool = { false }, goldenStops: Bool = false) -> [RunVector] {
        let selected = pipeline.selection().selected
        var out: [RunVector] = []
        out.reserveCapacity(selected.count + generated)
        for (k, v) in selected.enumerated() {
            if goldenStops && k & 63 == 0 && stop() { return out }
            var g = v.vector
            g.expect = ["$match": "any"]
            g.ambiguities = []
            g.expectByChoice = [:]
            out.append(RunVector(g, sdk: v.sdk, file: v.file))
        }
        guard generated > 0 else { return out }
        var generator = InputGenerator(shapes: InputShape.shapes(selected), seed: seed)
        var seen = Set(selected.map { $0.suite + " " + JSONWriter.line($0.input) })
        var made = 0
        var attempts = 0
        let model = ReferenceModel()
        while made < generated && attempts < generated * 50 {
            // An interruption stops the making too: the report of what was made comes first.
            if made % 256 == 0 && stop() { break }
            attempts += 1
            let (shape, seedVector, input) = generator.next()
            guard seen.insert(shape.suite + " " + JSONWriter.line(input)).inserted else { continue }
            // Inside the contract only: two ports rejecting a malformed input differently is noise.
            guard (try? model.evaluate(suite: shape.suite, input: input)) != nil else { continue }
            let g = GoldenVector(
                id: "\(shape.suite)/generated-\(made)", suite: shape.suite, description: "generated from \(seedVector.id)", input: input,
                expect: ["$match": "any"], level: .should, spec: [])
            out.append(RunVector(g, sdk: shape.sdk))
            made += 1
        }
        return out
    }

    public func run(
        _ first: ComparisonSide, _ second: ComparisonSide, stop: @escaping @Sendable () -> Bool = { RunInterruption.isInterrupted }
    ) throws(ConformanceError) -> ComparisonOutcome {
        let vectors = inputs(stop: stop, goldenStops: !first.isRecorded && !second.isRecorded)
        let a = try answers(first, vectors, stop: stop)
        let b = try answers(second, vectors, stop: stop)
        let interrupted = stop()
        var disagreements: [Disagreement] = []
        var explained: [Disagreement] = []
        var compared = 0
        var notCompared = (0, 0)
        var perSuite: [String: (compared: Int, disagreed: Int)] = [:]
        var notRun = 0
        for (i, v) in vectors.enumerated() {
            let x = a.answers[i]
            let y = b.answers[i]
            if interrupted, x.isNotRun || y.isNotRun {
                notRun += 1
                continue
            }
            if case .notAnswered = x { notCompared.0 += 1 }
            if case .notAnswered = y { notCompared.1 += 1 }
            if case .notAnswered = x { continue }
            if case .notAnswered = y { continue }
            compared += 1
            perSuite[v.suite, default: (0, 0)].compared += 1
            var diff: [OutputMismatch] = []
            switch (x, y) {
            case (.output(let p), .output(let q)):
                // A UUID on the first side stands for any UUID on the second: request ids are random.
                diff = OutputComparison.mismatches(expected: ReferenceOracle.matchers(p), actual: q, path: "output")
                if diff.isEmpty { continue }
            case (.failure, .failure):
                continue  // both failed on it: no answer to tell apart
            default:
                break
            }
            let ambiguities = ReferenceOracle.goldenExpectation(suite: v.suite, input: v.input)?.ambiguities ?? []
            let d = Disagreement(id: v.id, suite: v.suite, input: v.input, first: x, second: y, diff: diff, ambiguities: ambiguities)
            if !ambiguities.isEmpty, Self.conforms(x, v, declared: a.info?.choices ?? [:]),
                Self.conforms(y, v, declared: b.info?.choices ?? [:])
            {
                explained.append(d)
                continue
            }
            perSuite[v.suite, default: (0, 0)].disagreed += 1
            disagreements.append(d)
        }
        func label(_ info: ImplementationInfo?, _ side: ComparisonSide) -> String {
            if let info { return "\(info.name) \(info.version)".trimmingCharacters(in: .whitespaces) }
            if case .recorded(let path, _) = side { return path }
            return side.source
        }
        var labels = (label(a.info, first), label(b.info, second))
        if labels.0 == labels.1 { labels = ("A: " + labels.0, "B: " + labels.1) }
        var outcome = ComparisonOutcome(
            labels: labels, sources: (first.source, second.source), implementations: (a.info, b.info),
            goldenInputs: vectors.filter { !$0.id.contains("/generated-") }.count,
            generatedInputs: vectors.filter { $0.id.contains("/generated-") }.count, seed: seed, compared: compared,
            notCompared: notCompared, disagreements: disagreements, explained: explained, perSuite: perSuite, notes: a.notes + b.notes)
        if interrupted {
            outcome.interruption = RunInterruption.signal != 0 ? RunInterruption.signal : -1
            // The inputs not yet made count as not run too: asked for, never judged.
            outcome.notRun =
                notRun + max(0, generated - outcome.generatedInputs)
                + max(0, pipeline.selection().selectedStore.count - outcome.goldenInputs)
        }
        return outcome
    }

    /// Whether `answer` is the reference model's answer to the input under `declared` (the
    /// side's handshake choices; every other ambiguity under its reference option).
    static func conforms(_ answer: SideAnswer, _ v: RunVector, declared: [String: String]) -> Bool {
        guard case .output(let output) = answer,
            let expected = try? ReferenceModel(choices: declared).evaluate(suite: v.suite, input: v.input)
        else { return false }
        return OutputComparison.mismatches(expected: ReferenceOracle.matchers(expected), actual: output, path: "output").isEmpty
    }

    static let notRunReason = "not run"

    func answers(
        _ side: ComparisonSide, _ vectors: [RunVector], stop: @escaping @Sendable () -> Bool
    ) throws(ConformanceError) -> (
        info: ImplementationInfo?, answers: [SideAnswer], notes: [ProtocolNote]
    ) {
        switch side {
        case .recorded(_, let outputs):
            // Once interrupted, a missing output may be one the reading never reached: not run,
            // rather than not recorded, so the comparison claims no more than it judged.
            let missing = stop() ? Self.notRunReason : "not recorded"
            return (nil, vectors.map { v in outputs[v.id].map(SideAnswer.output) ?? .notAnswered(missing) }, [])
        case .answers(let source):
            let pass = try source.pass(ArrayVectorStore(vectors), keepPassing: true, stop: { _ in stop() })
            let answers = vectors.indices.map { i -> SideAnswer in
                if let output = pass.outputs[i] { return .output(output) }
                guard let r = pass.results[i] else { return .notAnswered(Self.notRunReason) }
                if r.status == .unsupported || r.status == .skipped { return .notAnswered(r.message ?? r.status.rawValue) }
                return .failure(r.status, r.message ?? "")
            }
            return (pass.implementation, answers, pass.notes)
        }
    }
}
