import Foundation
import PaySpecJudging

/// The stderr that goes with failing verdicts. Stderr is read by another thread, so a failure
/// waits for the reader to catch up before it is recorded; a failure answered while other vectors
/// were in flight is re-run alone, so the stderr shown with it is its own.
struct StderrCapture {
    /// A failure waiting for its stderr before it is recorded.
    struct Awaiting {
        var index: Int
        var result: VectorResult
        var fromSeq: Int
        var alone: Bool
        var notes: [ProtocolNote] = []
    }

    /// A failure answered in a batch and re-run alone: the first answer's verdict and the batch's
    /// stderr, kept in case the re-run cannot give its own.
    struct Recapture {
        var result: VectorResult
        var batchStderr: String
    }

    /// What becomes of a failure once its stderr is known.
    enum Outcome {
        /// Recorded with its stderr, then its notes.
        case judge(Int, VectorResult, notes: [ProtocolNote])
        /// Sent again alone; its notes are given now, about no vector.
        case rerun(Int, notes: [ProtocolNote])
    }

    static let batchLabel = "[written while other vectors were in flight too: not this vector's stderr alone]"

    /// Re-runs at most this many failures per adapter process (then the batch's stderr, labelled).
    let recaptureLimit: Int
    private(set) var awaiting: [Awaiting] = []
    private var recaptures: [Int: Recapture] = [:]
    private var recapturesStarted = 0

    init(recaptureLimit: Int) { self.recaptureLimit = recaptureLimit }

    mutating func wait(_ entry: Awaiting) { awaiting.append(entry) }

    /// Whether `index` is being re-run for its stderr (its first verdict stands).
    /// Asked twice for every vector: an empty table (nearly always) answers without hashing.
    func isRecapturing(_ index: Int) -> Bool { !recaptures.isEmpty && recaptures[index] != nil }

    /// Ends the re-run of `index`, returning its first verdict, if it was one.
    mutating func endRecapture(_ index: Int) -> Recapture? { recaptures.removeValue(forKey: index) }

    /// Gives each waiting failure its stderr, `stderr(fromSeq)` being what the adapter wrote
    /// since; the stderr reader must have caught up first.
    mutating func settle(stderr: (Int) -> String?) -> [Outcome] {
        var outcomes: [Outcome] = []
        for var entry in awaiting {
            let text = stderr(entry.fromSeq)
            if let first = recaptures.removeValue(forKey: entry.index) {
                // The re-run alone: the first verdict stands, with the stderr of this run.
                var result = first.result
                result.stderr = entry.alone ? text : first.batchStderr
                if entry.result.status != result.status {
                    result.notes.append("re-run alone to capture its stderr, it was \(entry.result.status.rawValue) the second time")
                }
                entry.result = result
            } else if entry.alone || text == nil {
                entry.result.stderr = text
            } else if entry.result.status.isFailure, recapturesStarted < recaptureLimit, let text {
                recapturesStarted += 1
                recaptures[entry.index] = Recapture(result: entry.result, batchStderr: Self.batchLabel + "\n" + text)
                outcomes.append(.rerun(entry.index, notes: entry.notes))
                continue
            } else if let text {
                entry.result.stderr = Self.batchLabel + "\n" + text
            }
            outcomes.append(.judge(entry.index, entry.result, notes: entry.notes))
        }
        awaiting = []
        return outcomes
    }

    /// Re-runs that will not come (the run stopped, the adapter was given up): their first
    /// verdict stands, with the batch's stderr, labelled as such; by vector index.
    mutating func settleUnfinished() -> [(index: Int, result: VectorResult)] {
        let settled = recaptures.sorted(by: { $0.key < $1.key }).map { entry in
            var result = entry.value.result
            result.stderr = entry.value.batchStderr
            return (entry.key, result)
        }
        recaptures = [:]
        return settled
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        /// The adapter's last stderr lines. Every caller has seen the adapter end or killed it, so
        /// waiting for its stderr to reach end of file is bounded and leaves nothing unread.
        static func tail(of p: AdapterProcess, after seq: Int = 0) -> String {
            p.channel.waitForStderrEnd(until: Date(timeIntervalSinceNow: 2))
            return p.channel.stderr(after: seq, limit: 10).map { "\nadapter stderr:\n" + $0 } ?? ""
        }
    #endif
}
