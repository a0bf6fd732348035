import Foundation
import PaySpecJSON
import PaySpecJudging
import PaySpecVectors

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
        private var terms = HandshakeTerms()
        private var process: AdapterProcess?
        private var leftover: [StdoutEvent] = []

        private var window: SessionWindow
        private var recovery: FailureRecovery
        private var capture: StderrCapture
        /// Buffers of the byte comparison of answers, kept between answers.
        private var answerScratch: [UInt8] = []
        private var expectedScratch: [UInt8] = []
        private var referenceScratch: [UInt8] = []
        /// No texts supplied: an authored text passes as PaySpec's own, decided on bytes.
        private lazy var referenceTexts = options.texts.texts.isEmpty
        var givenUp: Bool { recovery.givenUp }

        package init(command: AdapterCommand, options: SessionOptions, vectors: any VectorStore, job: Int, sink: any RunSink) {
            self.command = command
            self.options = options
            self.vectors = vectors
            self.job = job
            self.sink = sink
            self.window = SessionWindow(count: vectors.count)
            self.recovery = FailureRecovery(maximumConsecutiveFailures: options.maximumConsecutiveFailures)
            self.capture = StderrCapture(recaptureLimit: options.stderrRecaptureLimit)
        }

        /// Gives the failures of the last batch their stderr, once the stderr reader has caught up with
        /// what the adapter wrote before their answers (`catchUpStderr`). A failure that
        /// shared its flight with others and saw stderr is re-run alone to capture its own.
        private func flushAwaitingStderr(_ p: AdapterProcess) {
            guard !capture.awaiting.isEmpty else { return }
            p.channel.catchUpStderr(until: Date().addingTimeInterval(0.5))
            for outcome in capture.settle(stderr: { p.channel.stderr(after: $0) }) {
                switch outcome {
                case .judge(let index, let result, let notes):
                    judge(index, result)
                    for note in notes { sink.note(index, note) }
                case .rerun(let index, let notes):
                    window.markUnsent(index)
                    recovery.rerunAlone(index)
                    for note in notes { sink.note(nil, note) }
                }
            }
        }

        private func stderrTail(_ p: AdapterProcess) -> String { StderrCapture.tail(of: p) }

        /// Starts the adapter and completes the handshake.
        package func start() throws(AdapterFailure) {
            let p: AdapterProcess
            do {
                p = try AdapterProcess(
                    argv: command.argv, maximumLineLength: options.maximumLineLength, readsAnswers: !sink.wantsAnswers)
            } catch {
                throw AdapterFailure(error.message + HandshakeCheck.hintForCommand(command))
            }
            guard p.write(Array((RunnerMessage.handshake(suite: options.suiteVersion) + "\n").utf8), timeout: options.handshakeTimeout)
            else {
                if p.reap(within: 0.25) {
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
                    case .line(let bytes, _):
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
                        self.terms = HandshakeTerms(info, overrides: options.choiceOverrides)
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
            window.markJudged(index)
            sink.record(index, result)
        }

        /// Feeds vectors from `queue` until it is empty or `stop` says so. `start()` must have succeeded
        /// and the session must have joined `queue`.
        func run(queue: WorkQueue) {
            var exhausted = false
            var out: [UInt8] = []
            out.reserveCapacity(1 << 16)
            while let p = process {
                if stop() {
                    _ = handle(takeLeftover())
                    break
                }
                // Fill the window.
                let limit = recovery.limit(window: options.window)
                let now = Date()
                let seq = p.channel.currentStderrSeq
                out.removeAll(keepingCapacity: true)
                // Refill only below half the window, so writes (and the adapter's reads) come in
                // batches instead of one line per answer received.
                let refill = window.inFlight.count <= limit / 2
                while refill && window.inFlight.count < limit {
                    let index: Int
                    if let again = recovery.nextRetry() {
                        index = again
                    } else if recovery.isIsolating {
                        break
                    } else if !exhausted, let i = queue.take() {
                        index = i
                    } else {
                        exhausted = true
                        break
                    }
                    // The request is written under the same look-up that decides it is sent.
                    let sendable = vectors.withVector(at: index) { v -> Bool in
                        if !terms.announces(v.suite) {
                            judge(index, v.result(.unsupported, message: "suite \(v.suite) not announced in the adapter's handshake"))
                            return false
                        }
                        if let undefined = v.undefinedResult(choices: terms.choices) {
                            judge(index, undefined)
                            return false
                        }
                        v.appendRequest(to: &out)
                        return true
                    }
                    guard sendable else { continue }
                    var fromSeq = seq
                    if capture.isRecapturing(index) {
                        // Let the stderr reader catch up with the batch before this re-run's own
                        // lines; its request waits in `out` meanwhile, unwritten.
                        p.channel.catchUpStderr(until: Date().addingTimeInterval(0.5))
                        fromSeq = p.channel.currentStderrSeq
                    }
                    out.append(0x0A)
                    window.send(index, at: now, stderrSeq: fromSeq)
                }
                recovery.endIsolation(inFlight: !window.inFlight.isEmpty)
                if window.inFlight.isEmpty && recovery.retry.isEmpty && exhausted && leftover.isEmpty { break }
                if !out.isEmpty && !p.write(out, timeout: options.timeout) {
                    // Answers already read are judged before the failure settles what was in flight.
                    _ = handle(takeLeftover())
                    if p.reap(wait: false) {
                        recover(
                            .crashed, culprits: Set(window.inFlight.keys),
                            reason: "adapter exited (\(p.exitDescription ?? "closed its input"))")
                    } else {
                        recover(
                            .timedOut, culprits: Set(window.inFlight.keys),
                            reason: "adapter stopped reading its input for \(Self.seconds(options.timeout))")
                    }
                    continue
                }
                // Wait for answers until the earliest deadline.
                var deadline = Date().addingTimeInterval(0.1)
                for pending in window.inFlight.values {
                    let d = pending.sentAt.addingTimeInterval(options.timeout)
                    if d < deadline { deadline = d }
                }
                var events = takeLeftover()
                if events.isEmpty { events = p.channel.take(until: deadline) }
                halveBatch(&events, limit: limit)
                var closed = handle(events)
                if !closed && p.reap(wait: false) {
                    closed = handle(takeLeftover())
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
                    if window.inFlight.isEmpty && recovery.retry.isEmpty && exhausted { process = nil; p.kill(); break }
                    recover(.crashed, culprits: Set(window.inFlight.keys), reason: "adapter ended (\(status))")
                    continue
                }
                let now2 = Date()
                // An answer read and not yet judged is no timeout.
                guard now2 >= deadline, !window.inFlight.isEmpty, leftover.isEmpty else { continue }
                let expired = Set(window.inFlight.filter { now2 >= $0.value.sentAt.addingTimeInterval(options.timeout) }.map(\.key))
                if !expired.isEmpty {
                    recover(.timedOut, culprits: expired, reason: "no answer within \(Self.seconds(options.timeout))")
                }
            }
            shutdown()
            settleRecaptures()
            let last = queue.leave()
            if recovery.givenUp && last && !stop() {
                // No session is left to run the rest: settle it now, in seconds, not vectors x timeout.
                while let index = queue.take() {
                    judge(
                        index,
                        vectors.vector(at: index).result(recovery.breaker.lastStatus, message: "not sent: " + recovery.breaker.message))
                }
            }
        }

        /// The events read and not yet handled, handed over once.
        private func takeLeftover() -> [StdoutEvent] {
            defer { leftover = [] }
            return leftover
        }

        /// Keeps in `events` only the answers that bring the window down to half, the rest for
        /// the next turn of the loop: the window is refilled and the adapter answers the new
        /// requests while the runner judges the rest, instead of each waiting on the other for
        /// a whole batch. Only a batch of lines is split (an end of file or an oversized line
        /// is handled with what came before it), and the window never holds more requests.
        private func halveBatch(_ events: inout [StdoutEvent], limit: Int) {
            let first = window.inFlight.count - limit / 2
            guard limit > 1, first > 0, first < events.count,
                events.allSatisfy({ if case .line = $0 { return true } else { return false } })
            else { return }
            leftover = Array(events[first...])
            events.removeSubrange(first...)
        }

        /// Handles a batch of events; returns whether stdout closed.
        private func handle(_ events: [StdoutEvent]) -> Bool {
            var closed = false
            for event in events {
                switch event {
                case .line(let bytes, let shape):
                    if !passedByBytes(bytes, shape) { handle(AdapterMessage.decode(bytes), raw: bytes) }
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
            for (index, result) in capture.settleUnfinished() { judge(index, result) }
            recovery.dropSettled { window.isJudged($0) }
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
            let flight = window.inFlight.values.sorted { $0.order < $1.order }
            window.inFlight = [:]
            var requeue: [Int] = []
            var judgedHere: [String] = []
            for pending in flight {
                let v = vectors.vector(at: pending.index)
                let soloRun = window.alone(pending)
                if let first = capture.endRecapture(pending.index) {
                    // A re-run for its stderr that crashed or hung: the first verdict stands.
                    var result = first.result
                    result.stderr = soloRun ? p.channel.stderr(after: pending.stderrSeq) ?? first.batchStderr : first.batchStderr
                    result.notes.append("re-run alone to capture its stderr, it then \(status == .crashed ? "crashed" : "timed out")")
                    judge(pending.index, result)
                    continue
                }
                if culprits.contains(pending.index) {
                    let strike = recovery.strike(pending.index)
                    if soloRun || strike >= 2 {
                        var stderr = p.channel.stderr(after: pending.stderrSeq)
                        if !soloRun, let text = stderr { stderr = StderrCapture.batchLabel + "\n" + text }
                        judge(pending.index, v.result(status, message: reason, stderr: stderr))
                        judgedHere.append(v.id)
                        continue
                    }
                }
                requeue.append(pending.index)
            }
            recovery.requeue(requeue)
            let what =
                judgedHere.isEmpty
                ? (flight.isEmpty ? "" : "; \(flight.count) vector(s) in flight sent again one at a time")
                : " on " + judgedHere.joined(separator: ", ")
            process = nil
            let kind: ProtocolNote.Kind = status == .crashed ? .crash : .hang
            if recovery.failed(status, reason) {
                sink.note(nil, ProtocolNote(kind, "job \(job): \(reason)\(what)", job: job))
                giveUp()
                return
            }
            sink.note(nil, ProtocolNote(kind, "job \(job): \(reason)\(what); adapter restarted", job: job))
            do {
                try start()
            } catch {
                if stop() { return }
                _ = recovery.failed(.crashed, "adapter could not be restarted: \(error.message)")
                giveUp()
            }
        }

        /// Stops using the adapter: the vectors queued here get the breaker's verdict unsent.
        private func giveUp() {
            let breaker = recovery.breaker
            sink.note(nil, ProtocolNote(.restartFailed, "job \(job): \(breaker.message)", job: job))
            for index in recovery.giveUp() where !window.isJudged(index) {
                if capture.isRecapturing(index) { continue }  // settled with their first verdict
                judge(index, vectors.vector(at: index).result(breaker.lastStatus, message: "not sent again: " + breaker.message))
            }
        }

        private func handleOversized(length: Int, id: String?) {
            let limit = options.maximumLineLength
            if let id, let index = index(of: id), let pending = window.inFlight.removeValue(forKey: index) {
                let message = "answer line of \(length) bytes exceeds the \(limit)-byte limit"
                var result = vectors.vector(at: pending.index).result(.errored, message: message)
                result.notes.append("job \(job): \(id): \(message)")
                window.markJudged(pending.index)
                capture.wait(
                    StderrCapture.Awaiting(
                        index: pending.index, result: result, fromSeq: pending.stderrSeq, alone: window.alone(pending),
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
        private func passedByBytes(_ line: [UInt8], _ shape: AnswerShape?) -> Bool {
            // The reader read the shape only for a sink that wants no outputs (`readsAnswers`).
            guard !sink.wantsAnswers, let shape else { return false }
            let idRange = shape.id, output = shape.output
            return line.withUnsafeBufferPointer { buffer -> Bool in
                let s = JSONSkimmer(buffer)
                // Answers mostly come in the order sent: the oldest vector in flight is tried
                // first, its id compared on bytes and its answer judged under one look-up.
                var passed: Int?
                if let guess = window.oldestInFlight(), !capture.isRecapturing(guess), window.inFlight[guess] != nil {
                    let named = vectors.withVector(at: guess) { v -> Bool? in
                        guard s.stringValue(at: idRange, is: v.id) == true else { return nil }
                        return passes(v, output, s)
                    }
                    if let named {
                        guard named else { return false }
                        passed = guess
                    }
                }
                if passed == nil {
                    guard let id = s.string(at: idRange), let index = vectors.index(of: id), !capture.isRecapturing(index),
                        window.inFlight[index] != nil, vectors.withVector(at: index, { passes($0, output, s) })
                    else { return false }
                    passed = index
                }
                guard let index = passed, let pending = window.inFlight.removeValue(forKey: index) else { return false }
                recovery.answered()
                window.markJudged(index)
                let duration = options.timesVerdicts ? Date().timeIntervalSince(pending.sentAt) : nil
                sink.recordPass(index, duration: duration) { vectors.vector(at: index).result(.passed) }
                return true
            }
        }

        /// Whether `v` passes the answer whose output is `output` of `s`, decided on bytes.
        private func passes(_ v: RunVector, _ output: Range<Int>, _ s: JSONSkimmer) -> Bool {
            v.passesByBytes(
                output, of: s, choices: terms.choiceSelection, referenceTexts: referenceTexts, scratch: &answerScratch,
                expected: &expectedScratch, reference: &referenceScratch)
        }

        /// The index of the vector `id` names: the oldest still in flight when it is that one
        /// (the usual case, without the store's id index), else by look-up.
        private func index(of id: String) -> Int? {
            if let guess = window.oldestInFlight(), vectors.id(at: guess) == id { return guess }
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
                        let pending = window.inFlight.removeValue(forKey: index)
                    {
                        var result = vectors.vector(at: pending.index).result(.errored, message: "malformed answer: \(why): \(text)")
                        result.notes.append(note.message)
                        window.markJudged(pending.index)
                        capture.wait(
                            StderrCapture.Awaiting(
                                index: pending.index, result: result, fromSeq: pending.stderrSeq, alone: window.alone(pending),
                                notes: [note]))
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
            guard let pending = window.inFlight.removeValue(forKey: index) else {
                if window.isJudged(index) {
                    sink.note(index, ProtocolNote(.duplicate, "job \(job): \(id) answered twice; the first answer stands", job: job))
                } else {
                    sink.note(nil, ProtocolNote(.answerToNothing, "job \(job): answer for \(id), which was not sent", job: job))
                }
                return
            }
            recovery.answered()
            let v = vectors.vector(at: index)
            var result: VectorResult
            switch message {
            case .result(_, let output):
                if !capture.isRecapturing(index) { sink.answered(index, output) }
                result = v.judge(output, choices: terms.choices, texts: options.texts)
            case .unsupported(_, let reason): result = v.result(.unsupported, message: reason.isEmpty ? nil : reason)
            case .error(_, let text): result = v.result(.errored, message: text)
            default: return
            }
            // From sending the request to reading its answer: with requests pipelined the cases'
            // times overlap, so they add up to more than the run's wall time.
            if options.timesVerdicts { result.duration = Date().timeIntervalSince(pending.sentAt) }
            if result.status != .passed || capture.isRecapturing(index) {
                // Stderr is read by another thread: collect it after this batch of answers.
                window.markJudged(index)
                capture.wait(
                    StderrCapture.Awaiting(index: index, result: result, fromSeq: pending.stderrSeq, alone: window.alone(pending)))
                return
            }
            judge(index, result)
        }
    }
#endif
