import Foundation
import PaySpecJudging

// Adapter processes: not on iOS, tvOS, watchOS or visionOS (no process spawning there).
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// The one fan-out across jobs, for conformance runs and answer passes alike: beside a first
    /// session that has shaken hands, one more adapter process per job takes vectors from the
    /// same queue, each session on a thread of its own.
    package enum SessionFanOut {
        /// Starts sessions for jobs 2 to `jobs` (at most `ConformanceRunner.maximumJobs` in all;
        /// a job that cannot start becomes a `restartFailed` note to `sink`), then runs `first`
        /// and them over one queue of `count` vectors. Returns once every session has ended,
        /// calling `progress` four times a second meanwhile.
        package static func run(
            first: AdapterSession, jobs: Int, count: Int, more: ((Int) -> Int)? = nil, sink: any RunSink,
            stop: @escaping @Sendable () -> Bool,
            progress: (() -> Void)? = nil, session: (_ job: Int) -> AdapterSession
        ) {
            var sessions = [first]
            let limit = min(jobs, ConformanceRunner.maximumJobs)
            for job in 2...max(2, limit) where job <= limit {
                let s = session(job)
                s.stop = stop
                do {
                    try s.start()
                    sessions.append(s)
                } catch {
                    if stop() { break }
                    sink.note(nil, ProtocolNote(.restartFailed, "job \(job): \(error.message)", job: job))
                }
            }
            let queue = WorkQueue(count: count, more: more)
            let group = DispatchGroup()
            for s in sessions {
                group.enter()
                queue.join()
                let box = SessionBox(s)
                let t = Thread {
                    box.session.run(queue: queue)
                    group.leave()
                }
                t.stackSize = 4 << 20
                t.start()
            }
            if let progress {
                while group.wait(timeout: .now() + 0.25) == .timedOut { progress() }
            } else {
                group.wait()
            }
        }
    }

    /// A session handed to the thread that runs it (one thread uses it at a time).
    private final class SessionBox: @unchecked Sendable {
        let session: AdapterSession
        init(_ s: AdapterSession) { session = s }
    }
#endif
