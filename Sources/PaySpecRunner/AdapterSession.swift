import Foundation
import PaySpecJSON

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
    public var timeout: Double = 10
    /// Seconds an adapter has to answer the handshake.
    public var handshakeTimeout: Double = 10
    /// Requests in flight at once.
    public var window: Int = 64
    public var maximumLineLength: Int = PaySpecProtocol.maximumLineLength
    /// Restarts in a row that produce no answer before the runner gives up on the adapter.
    public var maximumFruitlessRestarts: Int = 3
    /// Choices declared by the caller (`--choice`): answers are judged under them, whatever the
    /// handshake says for the same ambiguity.
    public var choiceOverrides: [String: String] = [:]

    public init(timeout: Double = 10, handshakeTimeout: Double = 10, window: Int = 64) {
        self.timeout = timeout
        self.handshakeTimeout = handshakeTimeout
        self.window = max(1, window)
    }
}

/// Hands out vector indices to the sessions of a run, in order.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// Receives verdicts and notes from sessions; must be thread-safe.
public protocol RunSink: AnyObject, Sendable {
    func record(_ index: Int, _ result: VectorResult)
    /// A protocol note; `index` names the vector it is about when there is one with a verdict.
    func note(_ index: Int?, _ note: ProtocolNote)
}

/// One adapter process over its whole life, restarts included: handshake, the pipelined window,
/// matching answers by id, timeouts, crash isolation.
final class AdapterSession {
    let command: AdapterCommand
    let options: SessionOptions
    let vectors: any VectorStore
    let job: Int
    let sink: any RunSink

    private(set) var info: ImplementationInfo?
    /// The handshake's choices with the caller's overrides applied.
    private var judgingChoices: [String: String] = [:]
    private var supported: Set<String> = []
    private var process: AdapterProcess?
    var processForInventory: AdapterProcess? { process }
    private var leftover: [StdoutEvent] = []

    struct Pending {
        var index: Int
        var sentAt: Date
        var order: Int
        var stderrSeq: Int
    }
    private var inFlight: [String: Pending] = [:]
    /// 0 not sent here, 1 in flight, 2 judged.
    private var states: [UInt8]
    private var strikes: [Int: Int] = [:]
    private var retry: [Int] = []
    private var order = 0
    private var awaitingStderr: [(index: Int, result: VectorResult, fromSeq: Int)] = []
    private var stderrWaits = 0

    /// Gives the failures of the last batch their stderr, after letting the stderr reader catch up
    /// (a few milliseconds, for the first few hundred batches with failures only).
    private func flushAwaitingStderr(_ p: AdapterProcess) {
        guard !awaitingStderr.isEmpty else { return }
        if stderrWaits < 200 {
            stderrWaits += 1
            usleep(5000)
        }
        for var entry in awaitingStderr {
            entry.result.stderr = p.channel.stderr(after: entry.fromSeq)
            judge(entry.index, entry.result)
        }
        awaitingStderr = []
    }

    init(command: AdapterCommand, options: SessionOptions, vectors: any VectorStore, job: Int, sink: any RunSink) {
        self.command = command
        self.options = options
        self.vectors = vectors
        self.job = job
        self.sink = sink
        self.states = [UInt8](repeating: 0, count: vectors.count)
    }

    /// The adapter's last stderr lines. Every caller has seen the adapter end or killed it, so
    /// waiting for its stderr to reach end of file is bounded and leaves nothing unread.
    private func stderrTail(_ p: AdapterProcess, after seq: Int = 0) -> String {
        p.channel.waitForStderrEnd(until: Date(timeIntervalSinceNow: 2))
        return p.channel.stderr(after: seq, limit: 10).map { "\nadapter stderr:\n" + $0 } ?? ""
    }

    /// Starts the adapter and completes the handshake.
    func start() throws(AdapterFailure) {
        let p = try AdapterProcess(argv: command.argv, maximumLineLength: options.maximumLineLength)
        guard p.write(Array((RunnerMessage.handshake + "\n").utf8), timeout: options.handshakeTimeout) else {
            if p.reap(wait: false) {
                throw AdapterFailure("adapter '\(command)' ended before the handshake (\(p.exitDescription ?? "exited"))" + stderrTail(p))
            }
            p.kill()
            throw AdapterFailure("adapter '\(command)' did not read its input (handshake not delivered)" + stderrTail(p))
        }
        let deadline = Date().addingTimeInterval(options.handshakeTimeout)
        while true {
            let events = p.channel.take(until: deadline)
            if events.isEmpty {
                if Date() >= deadline {
                    p.kill()
                    throw AdapterFailure(
                        "adapter '\(command)' sent no handshake within \(Self.seconds(options.handshakeTimeout))" + stderrTail(p))
                }
                continue
            }
            for (i, event) in events.enumerated() {
                switch event {
                case .closed:
                    // Stdout closed: the adapter is exiting; give a loaded machine time to finish.
                    let status = p.exitStatus(within: 5)
                    throw AdapterFailure("adapter '\(command)' ended before the handshake (\(status))" + stderrTail(p))
                case .oversized(_, let length):
                    p.kill()
                    throw AdapterFailure("adapter '\(command)' sent a \(length)-byte line instead of a handshake")
                case .line(let bytes):
                    let message = AdapterMessage.decode(bytes)
                    guard case .handshake(let proto, let info) = message else {
                        p.kill()
                        let text = String(decoding: bytes.prefix(200), as: UTF8.self)
                        throw AdapterFailure("adapter '\(command)' spoke no protocol: expected a handshake, got: \(text)")
                    }
                    guard proto == PaySpecProtocol.version else {
                        p.kill()
                        throw AdapterFailure(
                            "adapter '\(command)' speaks protocol \"\(proto)\"; this runner speaks \"\(PaySpecProtocol.version)\"")
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

    /// Feeds vectors from `queue` until it is empty or `stop` says so. `start()` must have succeeded.
    func run(queue: WorkQueue, stop: @Sendable () -> Bool) {
        var exhausted = false
        var isolation = false
        var fruitlessRestarts = 0
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        while let p = process {
            if stop() { break }
            // Fill the window.
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
                let v = vectors.vector(at: index)
                if !supported.contains(v.suite) {
                    judge(index, v.result(.unsupported, message: "suite \(v.suite) not announced in the adapter's handshake"))
                    continue
                }
                if let undefined = v.undefinedResult(choices: info?.choices ?? [:]) {
                    judge(index, undefined)
                    continue
                }
                out.append(contentsOf: v.requestLine.utf8)
                out.append(0x0A)
                order += 1
                inFlight[v.id] = Pending(index: index, sentAt: now, order: order, stderrSeq: seq)
                states[index] = 1
            }
            if isolation && retry.isEmpty && inFlight.isEmpty { isolation = false }
            if inFlight.isEmpty && retry.isEmpty && exhausted { break }
            if !out.isEmpty && !p.write(out, timeout: options.timeout) {
                if p.reap(wait: false) {
                    recover(
                        crashed: true, culprits: Set(inFlight.keys), reason: "adapter exited (\(p.exitDescription ?? "closed its input"))")
                } else {
                    recover(
                        crashed: false, culprits: Set(inFlight.keys),
                        reason: "adapter stopped reading its input for \(Self.seconds(options.timeout))")
                }
                isolation = !retry.isEmpty
                if process == nil { break }
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
            var closed = false
            for event in events {
                switch event {
                case .line(let bytes):
                    if handle(AdapterMessage.decode(bytes), raw: bytes) { fruitlessRestarts = 0 }
                case .oversized(let prefix, let length):
                    handleOversized(prefix: prefix, length: length)
                case .closed:
                    closed = true
                }
            }
            flushAwaitingStderr(p)
            if closed {
                let status = p.exitStatus(within: 1)
                if inFlight.isEmpty && retry.isEmpty && exhausted { process = nil; p.kill(); return }
                fruitlessRestarts += 1
                let judged = recover(
                    crashed: true, culprits: Set(inFlight.keys), reason: "adapter ended (\(status))",
                    restartAllowed: fruitlessRestarts <= options.maximumFruitlessRestarts)
                if judged > 0 { fruitlessRestarts = 0 }
                isolation = !retry.isEmpty
                continue
            }
            let now2 = Date()
            guard now2 >= deadline, !inFlight.isEmpty else { continue }
            let expired = Set(inFlight.filter { now2 >= $0.value.sentAt.addingTimeInterval(options.timeout) }.map(\.key))
            if !expired.isEmpty {
                recover(crashed: false, culprits: expired, reason: "no answer within \(Self.seconds(options.timeout))")
                isolation = !retry.isEmpty
            }
        }
        shutdown()
    }

    /// Ends the session: asks the adapter to exit, then kills it if it does not.
    func shutdown() {
        guard let p = process else { return }
        process = nil
        _ = p.write(Array((RunnerMessage.shutdown + "\n").utf8), timeout: 0.2)
        p.terminate(grace: 1.0)
    }

    /// Kills the adapter after a crash or a hang, gives verdicts to the vectors that caused it
    /// (alone in flight, or for the second time) and queues the others again, one at a time.
    @discardableResult
    private func recover(crashed: Bool, culprits: Set<String>, reason: String, restartAllowed: Bool = true) -> Int {
        guard let p = process else { return 0 }
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
            if culprits.contains(v.id) {
                let strike = strikes[pending.index, default: 0] + 1
                strikes[pending.index] = strike
                if flight.count == 1 || strike >= 2 {
                    let stderr = p.channel.stderr(after: pending.stderrSeq)
                    judge(pending.index, v.result(crashed ? .crashed : .timedOut, message: reason, stderr: stderr))
                    judgedHere.append(v.id)
                    continue
                }
            }
            requeue.append(pending.index)
        }
        retry = requeue + retry
        let what =
            judgedHere.isEmpty
            ? (flight.isEmpty ? "" : "; \(flight.count) vector(s) in flight sent again one at a time")
            : " on " + judgedHere.joined(separator: ", ")
        sink.note(nil, ProtocolNote(crashed ? .crash : .hang, "job \(job): \(reason)\(what); adapter restarted", job: job))
        process = nil
        // A crash that produced a verdict is progress; only restarts that produce nothing count.
        guard restartAllowed || !judgedHere.isEmpty else {
            giveUp("adapter keeps ending without answering (\(reason))")
            return judgedHere.count
        }
        do {
            try start()
        } catch {
            giveUp("adapter could not be restarted: \(error.message)")
        }
        return judgedHere.count
    }

    private func giveUp(_ reason: String) {
        sink.note(nil, ProtocolNote(.restartFailed, "job \(job): \(reason)", job: job))
        for index in retry { judge(index, vectors.vector(at: index).result(.crashed, message: reason)) }
        retry = []
    }

    private func handleOversized(prefix: [UInt8], length: Int) {
        let text = String(decoding: prefix, as: UTF8.self)
        var culprit: String?
        if let r = text.range(of: "\"id\":\"") ?? text.range(of: "\"id\": \"") {
            let rest = text[r.upperBound...]
            if let end = rest.firstIndex(of: "\"") { culprit = String(rest[..<end]) }
        }
        let limit = options.maximumLineLength
        if let id = culprit, let pending = inFlight.removeValue(forKey: id) {
            judge(
                pending.index,
                vectors.vector(at: pending.index).result(
                    .errored, message: "answer line of \(length) bytes exceeds the \(limit)-byte limit"))
            sink.note(
                pending.index,
                ProtocolNote(.oversized, "job \(job): \(id): answer line of \(length) bytes exceeds the \(limit)-byte limit", job: job))
        } else {
            sink.note(
                nil,
                ProtocolNote(.oversized, "job \(job): line of \(length) bytes exceeds the \(limit)-byte limit and was discarded", job: job))
        }
    }

    /// Handles one message; returns whether it was an answer to a vector in flight.
    private func handle(_ message: AdapterMessage, raw: [UInt8]) -> Bool {
        guard message.isAnswer else {
            switch message {
            case .garbage(let why):
                let text = String(decoding: raw.prefix(120), as: UTF8.self)
                sink.note(nil, ProtocolNote(.garbage, "job \(job): \(why): \(text)", job: job))
            case .handshake:
                sink.note(nil, ProtocolNote(.garbage, "job \(job): a second handshake in the middle of the run", job: job))
            default:
                sink.note(nil, ProtocolNote(.garbage, "job \(job): an inventory nobody asked for", job: job))
            }
            return false
        }
        guard let id = message.answerID else {
            sink.note(
                nil,
                ProtocolNote(
                    .answerToNothing, "job \(job): answer without an \"id\": \(String(decoding: raw.prefix(120), as: UTF8.self))", job: job)
            )
            return false
        }
        guard let index = vectors.index(of: id) else {
            sink.note(nil, ProtocolNote(.unknownID, "job \(job): answer for unknown vector id \"\(id)\"", job: job))
            return false
        }
        guard let pending = inFlight.removeValue(forKey: id) else {
            if states[index] == 2 {
                sink.note(index, ProtocolNote(.duplicate, "job \(job): \(id) answered twice; the first answer stands", job: job))
            } else {
                sink.note(nil, ProtocolNote(.answerToNothing, "job \(job): answer for \(id), which was not sent", job: job))
            }
            return false
        }
        let v = vectors.vector(at: index)
        var result: VectorResult
        switch message {
        case .result(_, let output): result = v.judge(output, choices: judgingChoices)
        case .unsupported(_, let reason): result = v.result(.unsupported, message: reason.isEmpty ? nil : reason)
        case .error(_, let text): result = v.result(.errored, message: text)
        default: return false
        }
        if result.status != .passed {
            // Stderr is read by another thread: collect it after this batch of answers.
            states[index] = 2
            awaitingStderr.append((index, result, pending.stderrSeq))
            return true
        }
        judge(index, result)
        return true
    }
}
