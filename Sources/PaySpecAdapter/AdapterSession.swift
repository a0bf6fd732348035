import Foundation
import PaySpecArguments
import PaySpecJSON
import PaySpecJudging
import PaySpecVectors

/// How to start an adapter: argv directly, or a command line through `/bin/sh -c` with `--shell`.
public struct AdapterCommand: Sendable, Hashable, CustomStringConvertible {
    public var argv: [String]
    public var display: String

    public init(argv: [String]) {
        self.argv = argv
        self.display = argv.joined(separator: " ")
    }

    /// `command` split into words (no shell), or handed to `/bin/sh -c` when `shell` is true.
    public static func parse(_ command: String, shell: Bool) throws(AdapterFailure) -> AdapterCommand {
        if shell {
            var c = AdapterCommand(argv: ["/bin/sh", "-c", command])
            c.display = command
            return c
        }
        let words = try CommandLineSplitter.split(command)
        guard !words.isEmpty else { throw AdapterFailure("empty adapter command") }
        var c = AdapterCommand(argv: words)
        c.display = command
        return c
    }

    public var description: String { display }
}

/// Limits of a session with an adapter.
public struct SessionOptions: Sendable {
    /// Seconds an adapter has to answer one vector before it is killed and the vector timed out.
    public var timeout: Double = SessionDefaults.timeout
    /// Seconds an adapter has to answer the handshake (every restart included).
    public var handshakeTimeout: Double = SessionDefaults.handshakeTimeout
    /// Requests in flight at once.
    public var window: Int = SessionDefaults.window
    public var maximumLineLength: Int = PaySpecProtocol.maximumLineLength
    /// Timeouts, crashes and failed restarts in a row, without one answer in between, after which
    /// the runner gives up on the adapter and gives the vectors left a verdict without sending them.
    public var maximumConsecutiveFailures: Int = SessionDefaults.consecutiveFailures
    /// Failing vectors answered while others were in flight are re-run alone, so the stderr shown
    /// with them is their own; at most this many per adapter process (then the batch's, labelled).
    public var stderrRecaptureLimit: Int = 100
    /// Choices declared by the caller (`--choice`): answers are judged under them, whatever the
    /// handshake says for the same ambiguity.
    public var choiceOverrides: [String: String] = [:]
    /// The version of the vectors sent (`0.2.0+1a2b3c4d5e6f`), named in the handshake when known.
    public var suiteVersion: String?
    /// How content PaySpec authored is judged (`--texts`, `--strict-texts`).
    public var texts: AuthoredTextPolicy = .reference
    /// Whether each verdict keeps the time from its request to its answer (JUnit and `--verbose`
    /// show it): four bytes a vector that a report without times does not hold.
    public var timesVerdicts = true

    public init(
        timeout: Double = SessionDefaults.timeout, handshakeTimeout: Double = SessionDefaults.handshakeTimeout,
        window: Int = SessionDefaults.window, maximumConsecutiveFailures: Int = SessionDefaults.consecutiveFailures
    ) {
        self.timeout = timeout
        self.handshakeTimeout = handshakeTimeout
        self.window = max(1, window)
        self.maximumConsecutiveFailures = max(1, maximumConsecutiveFailures)
    }
}

/// Hands out vector indices to the sessions of a run, in order, and knows how many sessions are
/// still serving it (the last one to give up settles what is left).
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var serving = 0

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func join() {
        lock.lock()
        serving += 1
        lock.unlock()
    }

    /// A session stops serving; returns whether it was the last one.
    func leave() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        serving -= 1
        return serving <= 0
    }
}

/// Receives verdicts and notes from sessions; must be thread-safe.
public protocol RunSink: AnyObject, Sendable {
    func record(_ index: Int, _ result: VectorResult)
    /// A protocol note; `index` names the vector it is about when there is one with a verdict.
    func note(_ index: Int?, _ note: ProtocolNote)
    /// The output an adapter answered for a vector, before it is judged (the first answer only).
    /// `payspec compare` and `payspec fuzz` keep it; a conformance run does not need it.
    func answered(_ index: Int, _ output: JSONValue)
    /// Whether `answered` wants the outputs: a sink that does not lets the runner judge most
    /// answers by their bytes without decoding them (`ResultCollector`).
    var wantsAnswers: Bool { get }
}

extension RunSink {
    public func answered(_ index: Int, _ output: JSONValue) {}
    public var wantsAnswers: Bool { true }
}

// Adapter processes: not on iOS, tvOS, watchOS or visionOS (no process spawning there).
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    /// One adapter process over its whole life, restarts included: handshake, the pipelined window,
    /// matching answers by id, timeouts, crash isolation, the circuit breaker.
    package final class AdapterSession {
        let command: AdapterCommand
        let options: SessionOptions
        let vectors: any VectorStore
        let job: Int
        let sink: any RunSink
        /// Asked during waits (the handshake included): SIGINT, SIGTERM or SIGHUP.
        package var stop: @Sendable () -> Bool = { false }

        package private(set) var info: ImplementationInfo?
        /// The handshake's choices with the caller's overrides applied.
        private var judgingChoices: [String: String] = [:] {
            didSet { choiceSelection = ChoiceSelection(judgingChoices) }
        }
        private var choiceSelection = ChoiceSelection([:])
        private var supported: Set<String> = [] {
            didSet { lastSuiteChecked = nil }
        }
        private var lastSuiteChecked: (suite: String, announced: Bool)?
        private var process: AdapterProcess?
        private var leftover: [StdoutEvent] = []

        struct Pending {
            var index: Int
            var sentAt: Date
            var order: Int
            var stderrSeq: Int
            /// Nothing else was in flight when it was sent.
            var aloneAtSend: Bool
        }
        /// By vector index: an answer's id is looked up once, in the store.
        private var inFlight: [Int: Pending] = [:]
        /// Buffers of the byte comparison of answers, kept between answers.
        private var answerScratch: [UInt8] = []
        /// Indices in the order sent, from `sentHead` on (see `answeredIndex`).
        private var sentOrder: [Int] = []
        private var sentHead = 0
        private var expectedScratch: [UInt8] = []
        private var referenceScratch: [UInt8] = []
        /// No texts supplied: an authored text passes as PaySpec's own, decided on bytes.
        private lazy var referenceTexts = options.texts.texts.isEmpty
        /// 0 not sent here, 1 in flight, 2 judged.
        private var states: [UInt8]
        private var strikes: [Int: Int] = [:]
        private var retry: [Int] = []
        private var isolation = false
        private var order = 0
        private var breaker: CircuitBreaker
        private(set) var givenUp = false

        /// A failure waiting for its stderr (read by another thread) before it is recorded.
        struct AwaitingStderr {
            var index: Int
            var result: VectorResult
            var fromSeq: Int
            var alone: Bool
            var notes: [ProtocolNote] = []
        }
        private var awaitingStderr: [AwaitingStderr] = []
        /// Failures answered in a batch, re-run alone to capture their own stderr: the first answer's
        /// verdict and the batch's stderr, kept in case the re-run cannot give its own.
        private var recaptures: [Int: (result: VectorResult, batchStderr: String)] = [:]
        private var recapturesStarted = 0

        static let batchStderrLabel = "[written while other vectors were in flight too: not this vector's stderr alone]"

        package init(command: AdapterCommand, options: SessionOptions, vectors: any VectorStore, job: Int, sink: any RunSink) {
            self.command = command
            self.options = options
            self.vectors = vectors
            self.job = job
            self.sink = sink
            self.states = [UInt8](repeating: 0, count: vectors.count)
            self.breaker = CircuitBreaker(limit: options.maximumConsecutiveFailures)
        }

        /// Whether `pending` was the only vector in flight from its sending to now.
        private func alone(_ pending: Pending) -> Bool { pending.aloneAtSend && pending.order == order }

        /// Gives the failures of the last batch their stderr, once the stderr reader has caught up with
        /// what the adapter wrote before their answers (`catchUpStderr`). A failure that
        /// shared its flight with others and saw stderr is re-run alone to capture its own.
        private func flushAwaitingStderr(_ p: AdapterProcess) {
            guard !awaitingStderr.isEmpty else { return }
            p.channel.catchUpStderr(until: Date().addingTimeInterval(0.5))
            for var entry in awaitingStderr {
                let text = p.channel.stderr(after: entry.fromSeq)
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
                } else if entry.result.status.isFailure, recapturesStarted < options.stderrRecaptureLimit, let text {
                    recapturesStarted += 1
                    recaptures[entry.index] = (entry.result, Self.batchStderrLabel + "\n" + text)
                    states[entry.index] = 0
                    retry.append(entry.index)
                    isolation = true
                    for note in entry.notes { sink.note(nil, note) }
                    continue
                } else if let text {
                    entry.result.stderr = Self.batchStderrLabel + "\n" + text
                }
                judge(entry.index, entry.result)
                for note in entry.notes { sink.note(entry.index, note) }
            }
            awaitingStderr = []
        }

        /// The adapter's last stderr lines. Every caller has seen the adapter end or killed it, so
        /// waiting for its stderr to reach end of file is bounded and leaves nothing unread.
        private func stderrTail(_ p: AdapterProcess, after seq: Int = 0) -> String {
            p.channel.waitForStderrEnd(until: Date(timeIntervalSinceNow: 2))
            return p.channel.stderr(after: seq, limit: 10).map { "\nadapter stderr:\n" + $0 } ?? ""
        }

        /// Starts the adapter and completes the handshake.
        package func start() throws(AdapterFailure) {
            let p: AdapterProcess
            do {
                p = try AdapterProcess(argv: command.argv, maximumLineLength: options.maximumLineLength)
            } catch {
                throw AdapterFailure(error.message + HandshakeCheck.hintForCommand(command))
            }
            guard p.write(Array((RunnerMessage.handshake(suite: options.suiteVersion) + "\n").utf8), timeout: options.handshakeTimeout)
            else {
                if p.reap(wait: false) {
                    throw AdapterFailure(
                        "adapter '\(command)' ended before the handshake (\(p.exitDescription ?? "exited"))" + stderrTail(p))
                }
                p.kill()
                throw AdapterFailure("adapter '\(command)' did not read its input (handshake not delivered)" + stderrTail(p))
            }
            let deadline = Date().addingTimeInterval(options.handshakeTimeout)
            var exited = false
            while true {
                // Wake often: an interruption or the adapter's death must not wait for a JVM-sized timeout.
                let events = p.channel.take(until: min(deadline, Date(timeIntervalSinceNow: 0.1)))
                if events.isEmpty {
                    if stop() {
                        p.kill()
                        throw AdapterFailure("interrupted during the handshake of adapter '\(command)'")
                    }
                    if !exited && p.reap(wait: false) {
                        // Dead, but a grandchild may hold stdout open: end the group so the pipe closes.
                        exited = true
                        p.killGroup()
                        continue
                    }
                    if Date() >= deadline || exited {
                        let status = p.exitDescription
                        p.kill()
                        if exited {
                            throw AdapterFailure(
                                "adapter '\(command)' ended before the handshake (\(status ?? "exited"))"
                                    + HandshakeCheck.hintForCommand(command) + stderrTail(p))
                        }
                        throw AdapterFailure(
                            "adapter '\(command)' sent no handshake within \(Self.seconds(options.handshakeTimeout)); "
                                + "if your adapter compiles first, build it beforehand or raise --handshake-timeout" + stderrTail(p))
                    }
                    continue
                }
                for (i, event) in events.enumerated() {
                    switch event {
                    case .closed:
                        // Stdout closed: the adapter is exiting; give a loaded machine time to finish.
                        let status = p.exitStatus(within: 5)
                        throw AdapterFailure(
                            "adapter '\(command)' ended before the handshake (\(status))" + HandshakeCheck.hintForCommand(command)
                                + stderrTail(p))
                    case .oversized(let length, _):
                        p.kill()
                        throw AdapterFailure("adapter '\(command)' sent a \(length)-byte line instead of a handshake")
                    case .line(let bytes):
                        let message = AdapterMessage.decode(bytes)
                        guard case .handshake(let proto, let info) = message else {
                            p.kill()
                            let text = String(decoding: bytes.prefix(200), as: UTF8.self)
                            throw AdapterFailure(
                                "adapter '\(command)' spoke no protocol: expected a handshake, got: \(text)"
                                    + HandshakeCheck.hintForFirstLine(bytes))
                        }
                        guard proto == PaySpecProtocol.version else {
                            p.kill()
                            throw AdapterFailure(
                                "adapter '\(command)' speaks protocol \"\(proto)\"; this runner speaks \"\(PaySpecProtocol.version)\"")
                        }
                        let malformed = (try? JSONParser.parseValue(Array(bytes))).map(HandshakeCheck.problems) ?? []
                        guard malformed.isEmpty else {
                            p.kill()
                            throw AdapterFailure(
                                "adapter '\(command)' sent an invalid handshake: " + malformed.joined(separator: "; "))
                        }
                        let invalid = AmbiguityChoices.problems(info.choices)
                        guard invalid.isEmpty else {
                            p.kill()
                            throw AdapterFailure(
                                "adapter '\(command)' declares invalid choices in its handshake: " + invalid.joined(separator: "; "))
                        }
                        self.info = info
                        self.judgingChoices = info.choices.merging(options.choiceOverrides) { $1 }
                        self.supported = Set(info.suites)
                        self.process = p
                        self.leftover = Array(events[(i + 1)...])
                        return
                    }
                }
            }
        }

        static func seconds(_ s: Double) -> String {
            s == s.rounded() ? "\(Int(s)) s" : "\(s) s"
        }

        private func judge(_ index: Int, _ result: VectorResult) {
            states[index] = 2
            sink.record(index, result)
        }

        /// Feeds vectors from `queue` until it is empty or `stop` says so. `start()` must have succeeded
        /// and the session must have joined `queue`.
        func run(queue: WorkQueue) {
            var exhausted = false
            var out: [UInt8] = []
            out.reserveCapacity(1 << 16)
            while let p = process {
                if stop() { break }
                // Fill the window.
                if !retry.isEmpty { isolation = true }
                let limit = isolation ? 1 : options.window
                let now = Date()
                let seq = p.channel.currentStderrSeq
                out.removeAll(keepingCapacity: true)
                // Refill only below half the window, so writes (and the adapter's reads) come in
                // batches instead of one line per answer received.
                let refill = inFlight.count <= limit / 2
                while refill && inFlight.count < limit {
                    let index: Int
                    if !retry.isEmpty {
                        index = retry.removeFirst()
                    } else if isolation {
                        break
                    } else if !exhausted, let i = queue.take() {
                        index = i
                    } else {
                        exhausted = true
                        break
                    }
                    let sendable = vectors.withVector(at: index) { v -> Bool in
                        if !announces(v.suite) {
                            judge(index, v.result(.unsupported, message: "suite \(v.suite) not announced in the adapter's handshake"))
                            return false
                        }
                        if let undefined = v.undefinedResult(choices: judgingChoices) {
                            judge(index, undefined)
                            return false
                        }
                        return true
                    }
                    guard sendable else { continue }
                    var fromSeq = seq
                    if recaptures[index] != nil {
                        // Let the stderr reader catch up with the batch before this re-run's own lines.
                        p.channel.catchUpStderr(until: Date().addingTimeInterval(0.5))
                        fromSeq = p.channel.currentStderrSeq
                    }
                    vectors.withVector(at: index) { $0.appendRequest(to: &out) }
                    out.append(0x0A)
                    order += 1
                    sentOrder.append(index)
                    inFlight[index] = Pending(index: index, sentAt: now, order: order, stderrSeq: fromSeq, aloneAtSend: inFlight.isEmpty)
                    states[index] = 1
                }
                if isolation && retry.isEmpty && inFlight.isEmpty { isolation = false }
                if inFlight.isEmpty && retry.isEmpty && exhausted { break }
                if !out.isEmpty && !p.write(out, timeout: options.timeout) {
                    if p.reap(wait: false) {
                        recover(
                            .crashed, culprits: Set(inFlight.keys), reason: "adapter exited (\(p.exitDescription ?? "closed its input"))")
                    } else {
                        recover(
                            .timedOut, culprits: Set(inFlight.keys),
                            reason: "adapter stopped reading its input for \(Self.seconds(options.timeout))")
                    }
                    continue
                }
                // Wait for answers until the earliest deadline.
                var deadline = Date().addingTimeInterval(0.1)
                for pending in inFlight.values {
                    let d = pending.sentAt.addingTimeInterval(options.timeout)
                    if d < deadline { deadline = d }
                }
                var events = leftover
                leftover = []
                if events.isEmpty { events = p.channel.take(until: deadline) }
                var closed = handle(events)
                if !closed && p.reap(wait: false) {
                    // Dead, though stdout is still open: a grandchild holds it. Ending the group lets
                    // the pipe close; what the adapter wrote before it died is still read and judged.
                    p.killGroup()
                    let drainUntil = Date(timeIntervalSinceNow: 1)
                    while !closed && Date() < drainUntil { closed = handle(p.channel.take(until: drainUntil)) }
                    closed = true
                }
                flushAwaitingStderr(p)
                if closed {
                    let status = p.exitStatus(within: 1)
                    if inFlight.isEmpty && retry.isEmpty && exhausted { process = nil; p.kill(); break }
                    recover(.crashed, culprits: Set(inFlight.keys), reason: "adapter ended (\(status))")
                    continue
                }
                let now2 = Date()
                guard now2 >= deadline, !inFlight.isEmpty else { continue }
                let expired = Set(inFlight.filter { now2 >= $0.value.sentAt.addingTimeInterval(options.timeout) }.map(\.key))
                if !expired.isEmpty {
                    recover(.timedOut, culprits: expired, reason: "no answer within \(Self.seconds(options.timeout))")
                }
            }
            shutdown()
            settleRecaptures()
            let last = queue.leave()
            if givenUp && last && !stop() {
                // No session is left to run the rest: settle it now, in seconds, not vectors x timeout.
                while let index = queue.take() {
                    judge(index, vectors.vector(at: index).result(breaker.lastStatus, message: "not sent: " + breaker.message))
                }
            }
        }

        /// Handles a batch of events; returns whether stdout closed.
        private func handle(_ events: [StdoutEvent]) -> Bool {
            var closed = false
            for event in events {
                switch event {
                case .line(let bytes):
                    if !passedByBytes(bytes) { handle(AdapterMessage.decode(bytes), raw: bytes) }
                case .oversized(let length, let id): handleOversized(length: length, id: id)
                case .closed: closed = true
                }
            }
            return closed
        }

        /// Ends the session: asks the adapter to exit, then kills it if it does not.
        package func shutdown() {
            guard let p = process else { return }
            process = nil
            flushAwaitingStderr(p)
            _ = p.write(Array((RunnerMessage.shutdown + "\n").utf8), timeout: 0.2)
            p.terminate(grace: 1.0)
        }

        /// Failures waiting for a re-run that will not come (the run stopped, the adapter was given
        /// up): their first verdict stands, with the batch's stderr, labelled as such.
        private func settleRecaptures() {
            for (index, entry) in recaptures.sorted(by: { $0.key < $1.key }) {
                var result = entry.result
                result.stderr = entry.batchStderr
                judge(index, result)
            }
            recaptures = [:]
            retry.removeAll { states[$0] == 2 }
        }

        /// Kills the adapter after a crash or a hang, gives verdicts to the vectors that caused it
        /// (alone in flight, or for the second time) and queues the others again, one at a time.
        /// Each call is a failure for the circuit breaker; when it opens, the adapter is given up.
        private func recover(_ status: VerdictStatus, culprits: Set<Int>, reason: String) {
            guard let p = process else { return }
            p.kill()
            // The adapter is dead: wait (briefly) for its stderr to be read to the end, so the
            // verdict carries its last words.
            p.channel.waitForStderrEnd(until: Date(timeIntervalSinceNow: 2))
            let flight = inFlight.values.sorted { $0.order < $1.order }
            inFlight = [:]
            var requeue: [Int] = []
            var judgedHere: [String] = []
            for pending in flight {
                let v = vectors.vector(at: pending.index)
                let soloRun = alone(pending)
                if let first = recaptures.removeValue(forKey: pending.index) {
                    // A re-run for its stderr that crashed or hung: the first verdict stands.
                    var result = first.result
                    result.stderr = soloRun ? p.channel.stderr(after: pending.stderrSeq) ?? first.batchStderr : first.batchStderr
                    result.notes.append("re-run alone to capture its stderr, it then \(status == .crashed ? "crashed" : "timed out")")
                    judge(pending.index, result)
                    continue
                }
                if culprits.contains(pending.index) {
                    let strike = strikes[pending.index, default: 0] + 1
                    strikes[pending.index] = strike
                    if soloRun || strike >= 2 {
                        var stderr = p.channel.stderr(after: pending.stderrSeq)
                        if !soloRun, let text = stderr { stderr = Self.batchStderrLabel + "\n" + text }
                        judge(pending.index, v.result(status, message: reason, stderr: stderr))
                        judgedHere.append(v.id)
                        continue
                    }
                }
                requeue.append(pending.index)
            }
            retry = requeue + retry
            if !retry.isEmpty { isolation = true }
            let what =
                judgedHere.isEmpty
                ? (flight.isEmpty ? "" : "; \(flight.count) vector(s) in flight sent again one at a time")
                : " on " + judgedHere.joined(separator: ", ")
            process = nil
            let kind: ProtocolNote.Kind = status == .crashed ? .crash : .hang
            if breaker.failed(status, reason) {
                sink.note(nil, ProtocolNote(kind, "job \(job): \(reason)\(what)", job: job))
                giveUp()
                return
            }
            sink.note(nil, ProtocolNote(kind, "job \(job): \(reason)\(what); adapter restarted", job: job))
            do {
                try start()
            } catch {
                if stop() { return }
                _ = breaker.failed(.crashed, "adapter could not be restarted: \(error.message)")
                giveUp()
            }
        }

        /// Stops using the adapter: the vectors queued here get the breaker's verdict unsent.
        private func giveUp() {
            givenUp = true
            sink.note(nil, ProtocolNote(.restartFailed, "job \(job): \(breaker.message)", job: job))
            for index in retry where states[index] != 2 {
                if recaptures[index] != nil { continue }  // settled with their first verdict
                judge(index, vectors.vector(at: index).result(breaker.lastStatus, message: "not sent again: " + breaker.message))
            }
            retry = []
        }

        private func handleOversized(length: Int, id: String?) {
            let limit = options.maximumLineLength
            if let id, let index = index(of: id), let pending = inFlight.removeValue(forKey: index) {
                let message = "answer line of \(length) bytes exceeds the \(limit)-byte limit"
                var result = vectors.vector(at: pending.index).result(.errored, message: message)
                result.notes.append("job \(job): \(id): \(message)")
                states[pending.index] = 2
                awaitingStderr.append(
                    AwaitingStderr(
                        index: pending.index, result: result, fromSeq: pending.stderrSeq, alone: alone(pending),
                        notes: [ProtocolNote(.oversized, "job \(job): \(id): \(message)", job: job)]))
            } else {
                sink.note(
                    nil,
                    ProtocolNote(
                        .oversized, "job \(job): line of \(length) bytes exceeds the \(limit)-byte limit and was discarded", job: job))
            }
        }

        /// The common case without building a value: a result line for a vector in flight whose
        /// output's bytes are the expected output's canonical bytes. Returns `false` (nothing
        /// done) for anything else, which then takes the decoding path; so a line is judged
        /// alike either way, only faster here.
        private func passedByBytes(_ line: [UInt8]) -> Bool {
            guard !sink.wantsAnswers else { return false }
            return line.withUnsafeBufferPointer { buffer -> Bool in
                var s = JSONSkimmer(buffer)
                var type: Range<Int>?, idRange: Range<Int>?, output: Range<Int>?
                do throws(JSONSkimmer.Declined) {
                    try s.readObject { key, s throws(JSONSkimmer.Declined) in
                        let r = try s.value()
                        if s.equal(key, "type") {
                            type = r
                        } else if s.equal(key, "id") {
                            idRange = r
                        } else if s.equal(key, "output") {
                            output = r
                        }
                    }
                    guard s.atEnd() else { return false }
                } catch {
                    return false
                }
                guard let type, s.equal(type, "\"result\""), let idRange, let output, let index = answeredIndex(idRange, of: s),
                    recaptures[index] == nil, let pending = inFlight[index]
                else { return false }
                var result: VectorResult?
                vectors.withVector(at: index) { v in
                    if v.passesByBytes(
                        output, of: s, choices: choiceSelection, referenceTexts: referenceTexts, scratch: &answerScratch,
                        expected: &expectedScratch, reference: &referenceScratch)
                    {
                        result = v.result(.passed)
                    }
                }
                guard var result else { return false }
                inFlight[index] = nil
                breaker.answered()
                if options.timesVerdicts { result.duration = Date().timeIntervalSince(pending.sentAt) }
                judge(index, result)
                return true
            }
        }

        /// Whether the handshake announced `suite`; the last answer is kept, as consecutive
        /// vectors share their suite (the same string: compared without hashing).
        private func announces(_ suite: String) -> Bool {
            if let last = lastSuiteChecked, last.suite == suite { return last.announced }
            let announced = supported.contains(suite)
            lastSuiteChecked = (suite, announced)
            return announced
        }

        /// The index of the vector an answer's id (its string's range) names: answers mostly
        /// come in the order sent, so the oldest vector still in flight is tried first, by
        /// bytes, before the id is decoded and looked up.
        private func answeredIndex(_ idRange: Range<Int>, of s: JSONSkimmer) -> Int? {
            while sentHead < sentOrder.count && states[sentOrder[sentHead]] != 1 { sentHead += 1 }
            if sentHead > 4096 && sentHead * 2 > sentOrder.count {
                sentOrder.removeFirst(sentHead)
                sentHead = 0
            }
            if sentHead < sentOrder.count {
                let guess = sentOrder[sentHead]
                if s.stringValue(at: idRange, is: vectors.id(at: guess)) == true { return guess }
            }
            guard let id = s.string(at: idRange) else { return nil }
            return vectors.index(of: id)
        }

        /// The index of the vector `id` names: the oldest still in flight when it is that one
        /// (the usual case, without the store's id index), else by look-up.
        private func index(of id: String) -> Int? {
            while sentHead < sentOrder.count && states[sentOrder[sentHead]] != 1 { sentHead += 1 }
            if sentHead < sentOrder.count, vectors.id(at: sentOrder[sentHead]) == id { return sentOrder[sentHead] }
            return vectors.index(of: id)
        }

        /// Handles one message.
        private func handle(_ message: AdapterMessage, raw: [UInt8]) {
            guard message.isAnswer else {
                switch message {
                case .garbage(let why):
                    let text = String(decoding: raw.prefix(120), as: UTF8.self)
                    let note = ProtocolNote(.garbage, "job \(job): \(why): \(text)", job: job)
                    // A line that names a vector in flight is that vector's answer, however malformed:
                    // it is errored now instead of waiting for the timeout.
                    if let id = AnswerIDScanner.id(in: raw), let index = index(of: id),
                        let pending = inFlight.removeValue(forKey: index)
                    {
                        var result = vectors.vector(at: pending.index).result(.errored, message: "malformed answer: \(why): \(text)")
                        result.notes.append(note.message)
                        states[pending.index] = 2
                        awaitingStderr.append(
                            AwaitingStderr(
                                index: pending.index, result: result, fromSeq: pending.stderrSeq, alone: alone(pending), notes: [note]))
                    } else {
                        sink.note(nil, note)
                    }
                case .handshake:
                    sink.note(nil, ProtocolNote(.garbage, "job \(job): a second handshake in the middle of the run", job: job))
                default:
                    sink.note(nil, ProtocolNote(.garbage, "job \(job): an inventory nobody asked for", job: job))
                }
                return
            }
            guard let id = message.answerID else {
                sink.note(
                    nil,
                    ProtocolNote(
                        .answerToNothing, "job \(job): answer without an \"id\": \(String(decoding: raw.prefix(120), as: UTF8.self))",
                        job: job)
                )
                return
            }
            guard let index = index(of: id) else {
                sink.note(nil, ProtocolNote(.unknownID, "job \(job): answer for unknown vector id \"\(id)\"", job: job))
                return
            }
            guard let pending = inFlight.removeValue(forKey: index) else {
                if states[index] == 2 {
                    sink.note(index, ProtocolNote(.duplicate, "job \(job): \(id) answered twice; the first answer stands", job: job))
                } else {
                    sink.note(nil, ProtocolNote(.answerToNothing, "job \(job): answer for \(id), which was not sent", job: job))
                }
                return
            }
            breaker.answered()
            let v = vectors.vector(at: index)
            var result: VectorResult
            switch message {
            case .result(_, let output):
                if recaptures[index] == nil { sink.answered(index, output) }
                result = v.judge(output, choices: judgingChoices, texts: options.texts)
            case .unsupported(_, let reason): result = v.result(.unsupported, message: reason.isEmpty ? nil : reason)
            case .error(_, let text): result = v.result(.errored, message: text)
            default: return
            }
            // From sending the request to reading its answer: with requests pipelined the cases'
            // times overlap, so they add up to more than the run's wall time.
            if options.timesVerdicts { result.duration = Date().timeIntervalSince(pending.sentAt) }
            if result.status != .passed || recaptures[index] != nil {
                // Stderr is read by another thread: collect it after this batch of answers.
                states[index] = 2
                awaitingStderr.append(AwaitingStderr(index: index, result: result, fromSeq: pending.stderrSeq, alone: alone(pending)))
                return
            }
            judge(index, result)
        }
    }
#endif
