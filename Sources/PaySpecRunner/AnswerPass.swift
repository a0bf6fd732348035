import Dispatch
import Foundation
import PaySpecAdapter
import PaySpecArguments
import PaySpecJSON
import PaySpecJudging

/// The verdicts and outputs of one pass of vectors through an implementation.
public struct AnswerPass: Sendable {
    public var implementation: ImplementationInfo?
    /// Verdicts kept by vector index: every one that is not a pass, and passes when asked for.
    public var results: [Int: VectorResult]
    /// The outputs answered for the kept verdicts.
    public var outputs: [Int: JSONValue]
    /// Every verdict, counted.
    public var counts: [VerdictStatus: Int]
    /// Every verdict, counted per suite.
    public var perSuite: [String: RunReport.Counts]
    public var notes: [ProtocolNote]
    /// Whether `stop` ended the pass before every vector had its verdict.
    public var stopped: Bool

    /// Verdicts that mean the implementation did not answer as expected.
    public var failing: Int { counts.filter { $0.key.isFailure }.reduce(0) { $0 + $1.value } }
    /// Vectors that got a verdict.
    public var judged: Int { counts.values.reduce(0, +) }
}

/// Collects a pass: verdicts, the outputs behind them, notes. Thread-safe.
package final class AnswerSink: RunSink, @unchecked Sendable {
    private let lock = NSLock()
    private let keepPassing: Bool
    private var results: [Int: VectorResult] = [:]
    private var outputs: [Int: JSONValue] = [:]
    private var counts: [VerdictStatus: Int] = [:]
    private var perSuite: [String: RunReport.Counts] = [:]
    private var notes: [ProtocolNote] = []
    private var failing = 0
    private var judged = 0
    /// Told of every note (a given-up adapter ends generation).
    var onNote: @Sendable (ProtocolNote) -> Void = { _ in }

    init(keepPassing: Bool) { self.keepPassing = keepPassing }

    package func record(_ index: Int, _ result: VectorResult) {
        if result.suite == AnswerSource.exhaustedSuite { return }
        lock.withLock {
            counts[result.status, default: 0] += 1
            perSuite[result.suite, default: RunReport.Counts()].add(result.status)
            judged += 1
            if result.status.isFailure { failing += 1 }
            if keepPassing || result.status != .passed {
                results[index] = result
            } else {
                outputs.removeValue(forKey: index)
            }
        }
    }

    package func answered(_ index: Int, _ output: JSONValue) {
        lock.withLock { if outputs[index] == nil { outputs[index] = output } }
    }

    package func note(_ index: Int?, _ note: ProtocolNote) {
        lock.withLock {
            notes.append(note)
            if let index, results[index] != nil { results[index]!.notes.append(note.message) }
        }
        onNote(note)
    }

    package var failures: Int { lock.withLock { failing } }
    package var verdicts: Int { lock.withLock { judged } }

    func pass(_ info: ImplementationInfo?, stopped: Bool) -> AnswerPass {
        lock.withLock {
            AnswerPass(
                implementation: info, results: results, outputs: outputs.filter { results[$0.key] != nil }, counts: counts,
                perSuite: perSuite,
                notes: notes,
                stopped: stopped)
        }
    }
}

/// Where answers come from: an adapter process (the pipelined protocol, one session), or a
/// Swift implementation in process.
public enum AnswerSource: Sendable {
    case adapter(AdapterCommand, SessionOptions)
    case inProcess(any PaySpecImplementation)

    /// The suite of the vector a store making vectors on demand hands out once it makes no
    /// more: no implementation announces it, so a pass gives it no verdict and sends nothing.
    package static let exhaustedSuite = "payspec.fuzz-exhausted"

    /// How the implementation was plugged in, for reports.
    public var description: String {
        switch self {
        case .adapter(let command, _): return "adapter: \(command)"
        case .inProcess(let implementation): return "in process: \(implementation.handshake().name)"
        }
    }

    /// Sends the vectors of `store` in index order until they run out or `stop` says so.
    /// `prepare` sees the handshake before the first vector is taken (it may configure the
    /// store or refuse the implementation). Answers are judged against each vector's `expect`.
    package func pass(
        _ store: any VectorStore, keepPassing: Bool, jobs: Int = SessionDefaults.jobs,
        prepare: (ImplementationInfo) throws(ConformanceError) -> Void = { _ in },
        onNote: @escaping @Sendable (ProtocolNote) -> Void = { _ in }, stop: @escaping @Sendable (AnswerSink) -> Bool
    ) throws(ConformanceError) -> AnswerPass {
        let sink = AnswerSink(keepPassing: keepPassing)
        sink.onNote = onNote
        let shouldStop: @Sendable () -> Bool = { stop(sink) }
        switch self {
        case .adapter(let command, let options):
            #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
                let session = AdapterSession(command: command, options: options, vectors: store, job: 1, sink: sink)
                session.stop = shouldStop
                do {
                    try session.start()
                } catch {
                    if shouldStop() { return sink.pass(nil, stopped: true) }
                    throw .implementation(error.message)
                }
                let info = session.info!
                do {
                    try prepare(info)
                } catch {
                    session.shutdown()
                    throw error
                }
                // More adapter processes take vectors from the same queue (the store makes them
                // in index order whoever asks, so the inputs are the same as with one).
                SessionFanOut.run(first: session, jobs: jobs, count: store.count, sink: sink, stop: shouldStop) { job in
                    AdapterSession(command: command, options: options, vectors: store, job: job, sink: sink)
                }
                return sink.pass(info, stopped: shouldStop())
            #else
                // Where no process can start (iOS and its kin), the in-process source is the only one.
                _ = options
                throw .implementation("adapter processes cannot be started on this platform: \(command)")
            #endif
        case .inProcess(let implementation):
            let info = implementation.handshake()
            let problems = AmbiguityChoices.problems(info.choices)
            if !problems.isEmpty {
                throw .implementation("implementation '\(info.name)' declares invalid choices: " + problems.joined(separator: "; "))
            }
            try prepare(info)
            let supported = Set(info.suites)
            for i in 0..<store.count {
                if shouldStop() { return sink.pass(info, stopped: true) }
                let v = store.vector(at: i)
                if v.suite == AnswerSource.exhaustedSuite { break }
                guard supported.contains(v.suite) else {
                    sink.record(i, v.result(.unsupported, message: "suite \(v.suite) not announced by the implementation"))
                    continue
                }
                do {
                    let output = try implementation.evaluate(suite: v.suite, input: v.input)
                    sink.answered(i, output)
                    sink.record(i, v.judge(output, choices: [:]))
                } catch let e as UnsupportedVector {
                    sink.record(i, v.result(.unsupported, message: e.reason))
                } catch {
                    sink.record(i, v.result(.errored, message: "\(error)"))
                }
            }
            return sink.pass(info, stopped: false)
        }
    }
}
