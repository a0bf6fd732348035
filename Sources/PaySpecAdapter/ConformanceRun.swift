import Foundation
import PaySpecArguments
import PaySpecJSON
import PaySpecJudging
import PaySpecProcesses
import PaySpecReport
import PaySpecVectors

/// Verdicts collected by index, so the report order never depends on timing or `--jobs`. They
/// go into a `VerdictLedger`: a passed vector costs the run one byte, whatever the golden set's size.
public final class ResultCollector: RunSink, @unchecked Sendable {
    private let lock = NSLock()
    private var ledger: VerdictLedger
    public private(set) var notes: [ProtocolNote] = []
    public private(set) var judged = 0
    /// Keep each verdict (a report), or only count them (a benchmark streaming millions).
    let keep: Bool
    public private(set) var counts: [VerdictStatus: Int] = [:]

    /// `vectors`: where plain passes are rebuilt from (without it every verdict is kept whole).
    public init(count: Int, keep: Bool = true, vectors: (any VectorStore)? = nil) {
        self.keep = keep
        ledger = VerdictLedger(count: keep ? count : 0, vectors: vectors)
    }

    /// The verdicts by index (`nil`: not judged).
    public var results: RunVerdicts {
        lock.lock()
        defer { lock.unlock() }
        return RunVerdicts(ledger)
    }

    /// What the verdicts retain, counted (see `VerdictLedger.retainedBytes`).
    public var retainedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return ledger.retainedBytes
    }

    public func record(_ index: Int, _ result: VectorResult) {
        lock.lock()
        if keep {
            room(index)
            ledger[index] = result
        }
        judged += 1
        counts[result.status, default: 0] += 1
        lock.unlock()
    }

    public func recordPass(_ index: Int, duration: Double?, _ passed: () -> VectorResult) {
        lock.lock()
        defer { lock.unlock() }
        if keep { room(index) }
        if keep && !ledger.setPlainPass(index, duration: duration) {
            var result = passed()
            result.duration = duration
            ledger[index] = result
        }
        judged += 1
        counts[.passed, default: 0] += 1
    }

    public func note(_ index: Int?, _ note: ProtocolNote) {
        lock.lock()
        notes.append(note)
        if keep, let index, var r = ledger[index] {
            r.notes.append(note.message)
            ledger[index] = r
        }
        lock.unlock()
    }

    /// Makes room for the verdict at `index`: a store still being filled hands out indices
    /// beyond the count the ledger was made for (under the lock).
    private func room(_ index: Int) {
        if index >= ledger.count { ledger.resize(to: max(index + 1, ledger.count + ledger.count / 2 + 64)) }
    }

    /// Slots for exactly `count` verdicts, once the store's count is known.
    func settle(count: Int) {
        lock.lock()
        if keep { ledger.resize(to: count) }
        lock.unlock()
    }

    /// A conformance run keeps verdicts, not outputs.
    public var wantsAnswers: Bool { false }

    public var progress: Int {
        lock.lock()
        defer { lock.unlock() }
        return judged
    }
}

/// What a run produced before expectations are applied.
public struct RawRun: Sendable {
    public var implementation: ImplementationInfo?
    /// By vector index; `nil` when the vector never got a verdict (an interrupted run).
    public var results: RunVerdicts
    public var notes: [ProtocolNote]
    public var interrupted: Bool
    public var counts: [VerdictStatus: Int]

    public init(
        implementation: ImplementationInfo?, results: [VectorResult?], notes: [ProtocolNote], interrupted: Bool,
        counts: [VerdictStatus: Int] = [:]
    ) {
        self.init(implementation: implementation, verdicts: RunVerdicts(results), notes: notes, interrupted: interrupted, counts: counts)
    }

    public init(
        implementation: ImplementationInfo?, verdicts: RunVerdicts, notes: [ProtocolNote], interrupted: Bool,
        counts: [VerdictStatus: Int] = [:]
    ) {
        self.implementation = implementation
        self.results = verdicts
        self.notes = notes
        self.interrupted = interrupted
        self.counts = counts
    }
}

/// A stop signal caught before its dispatch source took over (`RunInterruption.install`):
/// set by a signal handler, so a plain store and a free function (a C function pointer).
nonisolated(unsafe) private var earlyStopSignal: Int32 = 0
private func keepEarlyStopSignal(_ number: Int32) { earlyStopSignal = number }

/// Set by SIGINT (Ctrl-C), SIGTERM or SIGHUP (what CI cancellation and a closed terminal send):
/// sessions stop sending, kill their adapters' process groups, and the report of what ran is
/// still written. The run then ends as an interrupted run (exit status 1).
public enum RunInterruption {
    /// The signal handler (a global dispatch queue) writes the flag while every session's
    /// thread reads it: behind a lock, as ThreadSanitizer demands (tools/sanitize.sh).
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedFlag: Int32 = 0
    private static var flag: Int32 {
        get { lock.withLock { storedFlag } }
        set { lock.withLock { storedFlag = newValue } }
    }
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    public static var isInterrupted: Bool { current != 0 }
    /// The signal that interrupted the run (0 when interrupted by a call, not a signal).
    public static var signal: Int32 {
        let value = current
        return value > 0 ? value : 0
    }
    /// The flag, with a signal the handler kept before its dispatch source took over (the
    /// source is registered asynchronously): polled here, since a handler may do no more.
    private static var current: Int32 {
        let value = flag
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
            if value == 0 && earlyStopSignal != 0 {
                received(earlyStopSignal, blockedStatus: watchdogStatus)
                return flag
            }
        #endif
        return value
    }
    public static func interrupt(by signal: Int32 = -1) { lock.withLock { if storedFlag == 0 { storedFlag = signal } } }
    public static func reset() {
        flag = 0
        earlyStopSignal = 0
    }

    /// How long an interrupted process has to stop its adapters and write its report before it
    /// ends regardless: a report bound for a FIFO nobody reads, or a standard output nobody
    /// drains, would otherwise hold a cancelled CI job until its hard kill.
    public static let grace: Double = 3

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        /// Routes SIGINT, SIGTERM and SIGHUP to `interrupt(by:)` instead of killing the process.
        /// Only where PaySpec runs as a process of its own (the command line); an app owns its signals.
        /// A signal the process was started with ignored (a background job's SIGINT) stays ignored.
        /// The first signal also arms a watchdog: if the process is still running `grace` seconds
        /// later (blocked opening or writing its output), it says so on stderr as far as stderr
        /// takes it and exits with `blockedStatus`.
        public static func install(blockedStatus: Int32 = 74) {
            guard sources.isEmpty else { return }
            watchdogStatus = blockedStatus
            for number in InheritedSignals.stopSignals where !InheritedSignals.ignored.contains(number) {
                // Not SIG_IGN while the source is set up (on Linux asynchronously, on the manager
                // thread): a signal ignored in that moment would be lost, and a run stopped in its
                // first milliseconds would go on to the end and pass. The handler keeps it for
                // `current`; the source takes over once registered.
                Foundation.signal(number, keepEarlyStopSignal)
                let s = DispatchSource.makeSignalSource(signal: number, queue: .global())
                s.setEventHandler { received(number, blockedStatus: blockedStatus) }
                s.resume()
                sources.append(s)
            }
        }
        nonisolated(unsafe) private static var watchdogStatus: Int32 = 74

        /// Marks the run interrupted; the first signal arms the watchdog (once, whether the
        /// handler or the source saw it first).
        private static func received(_ number: Int32, blockedStatus: Int32) {
            let arm = lock.withLock { () -> Bool in
                if storedFlag == 0 { storedFlag = number }
                defer { watchdogArmed = true }
                return !watchdogArmed
            }
            if arm { armWatchdog(signal: number, status: blockedStatus) }
        }
        nonisolated(unsafe) private static var watchdogArmed = false

        /// Runs `body`, work that ends on its own soon after a signal (stopping a child's process
        /// group, removing its scratch folder, judging what ran and writing its report to a
        /// regular file), with the watchdog held off: it waits for the work to end, up to
        /// `longestHold` seconds after the signal, rather than cutting it short. An output
        /// written straight through (a FIFO, a device) is not held: a reader may never come.
        public static func holdingWatchdog<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
            lock.withLock { holds += 1 }
            defer { lock.withLock { holds -= 1 } }
            return try body()
        }

        /// The longest the watchdog waits on held work after a signal.
        public static let longestHold: Double = 30
        nonisolated(unsafe) private static var holds = 0

        private static func armWatchdog(signal number: Int32, status: Int32, waited: Double = 0) {
            DispatchQueue.global().asyncAfter(deadline: .now() + grace) {
                if lock.withLock({ holds > 0 }) && OutputFile.writingThrough == nil && waited + grace < longestHold {
                    armWatchdog(signal: number, status: status, waited: waited + grace)
                    return
                }
                let message = Array(blockedMessage(signal: number, output: OutputFile.writingThrough).utf8)
                // stderr may be the stalled stream: the message is written from a thread of its
                // own, and the exit does not wait for it long.
                Thread.detachNewThread { message.withUnsafeBytes { _ = Foundation.write(STDERR_FILENO, $0.baseAddress, $0.count) } }
                usleep(200_000)
                // The report stays unwritten: its temporary file goes too, not left beside the target.
                OutputFile.abandonTemporaries()
                _exit(status)
            }
        }
    #endif

    /// What the watchdog prints when the process is still blocked after a signal: the output it
    /// was writing straight through is named (shown inert), as every output error names its file.
    public static func blockedMessage(signal number: Int32, output: String?) -> String {
        let writing = output.map { " writing \(TerminalText.inline($0))" } ?? ""
        return "payspec: interrupted by \(name(of: number)); still blocked after \(Int(grace)) s\(writing) (an output nobody reads?); "
            + "stopped without finishing the report\n"
    }

    /// The signal's name, for the message that says why the run stopped.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }
}

/// Runs vectors against an implementation: an adapter process (one per job), an in-process
/// Swift type, or outputs recorded elsewhere.
public enum ConformanceRunner {
    /// The most adapter processes one run starts: 4 per core, at most 64. More only adds start-up
    /// cost and contention (and, unchecked, lets a typo start thousands of processes).
    public static var maximumJobs: Int { min(64, 4 * max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        public static func runAdapter(
            _ vectors: [RunVector], command: AdapterCommand, options: SessionOptions = SessionOptions(), jobs: Int = SessionDefaults.jobs,
            progress: (@Sendable (Int, Int) -> Void)? = nil, stop: @escaping @Sendable () -> Bool = { RunInterruption.isInterrupted }
        ) throws(AdapterFailure) -> RawRun {
            try runAdapter(ArrayVectorStore(vectors), command: command, options: options, jobs: jobs, progress: progress, stop: stop)
        }

        /// Runs `vectors` through `jobs` adapter processes. Throws when the first adapter cannot be
        /// started or speaks no protocol; after that, problems become verdicts and notes.
        public static func runAdapter(
            _ vectors: any VectorStore, command: AdapterCommand, options: SessionOptions = SessionOptions(),
            jobs: Int = SessionDefaults.jobs,
            keepResults: Bool = true, progress: (@Sendable (Int, Int) -> Void)? = nil,
            stop: @escaping @Sendable () -> Bool = { RunInterruption.isInterrupted }
        ) throws(AdapterFailure) -> RawRun {
            let collector = ResultCollector(count: vectors.count, keep: keepResults, vectors: vectors)
            let first = AdapterSession(command: command, options: options, vectors: vectors, job: 1, sink: collector)
            first.stop = stop
            do {
                try first.start()
            } catch {
                // Interrupted while the adapter was starting: an interrupted run, not an adapter failure.
                if stop() { return RawRun(implementation: nil, verdicts: collector.results, notes: collector.notes, interrupted: true) }
                throw error
            }
            SessionFanOut.run(
                first: first, jobs: jobs, count: vectors.count, more: { vectors.count(beyond: $0) }, sink: collector, stop: stop,
                progress: progress.map { report in { report(collector.progress, vectors.count) } }
            ) { job in
                AdapterSession(command: command, options: options, vectors: vectors, job: job, sink: collector)
            }
            // A store still being filled is complete once asked beyond every index.
            collector.settle(count: vectors.count(beyond: .max))
            let interrupted = stop()
            var results = collector.results
            if keepResults && !interrupted {
                for i in results.indices where results.ledger.status(at: i) == nil {
                    results.ledger[i] = vectors.vector(at: i).result(.crashed, message: "not run: no adapter process was left to run it")
                }
            }
            return RawRun(
                implementation: first.info, verdicts: results, notes: collector.notes, interrupted: interrupted, counts: collector.counts)
        }

    #endif

    /// Unknown ids of a recording listed one by one in the report; the rest are counted.
    public static let unknownIDsListed = 1000

    /// Judges outputs recorded elsewhere (`payspec check --outputs`). A vector with no recorded
    /// output is `unsupported`: the recording does not cover it (so `--require-all` fails it).
    public static func judgeRecorded(
        _ vectors: [RunVector], outputs: [String: JSONValue], choices: [String: String] = [:], knownIDs: Set<String>? = nil,
        texts: AuthoredTextPolicy = .reference, stop: () -> Bool = { RunInterruption.isInterrupted }
    ) -> RawRun {
        var results: [VectorResult?] = []
        results.reserveCapacity(vectors.count)
        var interrupted = false
        for (i, v) in vectors.enumerated() {
            // An interrupted check reports what it judged; the rest stay nil, reported as not run.
            if i & 1023 == 0 && stop() {
                interrupted = true
                results.append(contentsOf: repeatElement(nil, count: vectors.count - i))
                break
            }
            if let undefined = v.undefinedResult(choices: choices) {
                results.append(undefined)
            } else if let output = outputs[v.id] {
                results.append(v.judge(output, choices: choices, texts: texts))
            } else {
                results.append(v.result(.unsupported, message: "no recorded output"))
            }
        }
        let known = knownIDs ?? Set(vectors.map(\.id))
        let unknown = outputs.keys.filter { !known.contains($0) }.sorted()
        // A recording of another suite version can hold a million ids this one lacks: the first
        // are listed, the rest counted in one note, so the report stays the size of the suite.
        var notes = unknown.prefix(unknownIDsListed).map {
            ProtocolNote(.unknownID, "recorded output for unknown vector id \"\($0)\"")
        }
        if unknown.count > unknownIDsListed {
            notes.append(
                ProtocolNote(
                    .unknownID,
                    "\(unknown.count - unknownIDsListed) more recorded outputs for unknown vector ids (\(unknown.count) in all; the first \(unknownIDsListed) are listed)"
                ))
        }
        return RawRun(implementation: nil, results: results, notes: notes, interrupted: interrupted)
    }
}

// Adapter processes: not on iOS, tvOS, watchOS or visionOS (no process spawning there).
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// Asks an adapter for its inventory: the codes, statuses, keys and languages it knows, by spec
    /// table (`comgate/errors`, `seb/platform-statuses`, …), through the client `payspec drift
    /// --adapter` uses.
    public func fetchInventory(command: String, shell: Bool = false, timeout: Double = 10) throws(AdapterFailure) -> [String: [String]] {
        let cmd = try AdapterCommand.parse(command, shell: shell)
        return try fetchInventory(command: cmd, timeout: timeout)
    }

    public func fetchInventory(command: AdapterCommand, timeout: Double = 10) throws(AdapterFailure) -> [String: [String]] {
        try InventoryRequest.ask(argv: command.argv, shown: "\(command)", timeout: timeout)
    }
#endif
