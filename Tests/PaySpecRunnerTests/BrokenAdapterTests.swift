import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import Testing

/// One misbehaviour, the verdicts it must produce and the run-level notes it must leave.
struct Misbehaviour: Sendable, CustomTestStringConvertible {
    var mode: String
    /// Verdict of the trap vector v3 (all other vectors pass).
    var trapVerdict: VerdictStatus
    var noteKinds: Set<ProtocolNote.Kind>
    var window: Int = 64
    /// Long, so that on a loaded machine no well-behaved answer is late; short only for the
    /// hang, which must be waited out (no other case waits for its timeout: measured).
    var timeout: Double = 30
    /// What the trap's verdict message must contain.
    var trapMessage: String?
    var testDescription: String { mode }
}

// Not serialized: every test starts its own adapter processes and shares nothing, so the slow
// cases (timeouts, restarts) overlap instead of adding up.
@Suite(
    .waitsOnProcesses, .timeLimit(.minutes(10)),
    .enabled(if: Fixture.python != nil, "python3 not found on PATH: broken-adapter tests skipped"))
struct BrokenAdapterTests {
    static let cases: [Misbehaviour] = [
        Misbehaviour(mode: "good", trapVerdict: .passed, noteKinds: []),
        Misbehaviour(mode: "garbage", trapVerdict: .passed, noteKinds: [.garbage]),
        Misbehaviour(mode: "crash", trapVerdict: .crashed, noteKinds: [.crash], trapMessage: "exit status 7"),
        Misbehaviour(mode: "hang", trapVerdict: .timedOut, noteKinds: [.hang], timeout: 0.5, trapMessage: "no answer within 0.5 s"),
        Misbehaviour(mode: "twice", trapVerdict: .passed, noteKinds: [.duplicate]),
        Misbehaviour(mode: "unknown-id", trapVerdict: .passed, noteKinds: [.unknownID]),
        Misbehaviour(mode: "answer-to-nothing", trapVerdict: .passed, noteKinds: [.answerToNothing], window: 1),
        Misbehaviour(mode: "oversized", trapVerdict: .errored, noteKinds: [.oversized]),
        Misbehaviour(mode: "out-of-order", trapVerdict: .passed, noteKinds: []),
        Misbehaviour(mode: "unsupported", trapVerdict: .unsupported, noteKinds: []),
        Misbehaviour(mode: "error", trapVerdict: .errored, noteKinds: []),
        Misbehaviour(mode: "wrong", trapVerdict: .failed, noteKinds: []),
        Misbehaviour(mode: "exit-after-trap", trapVerdict: .passed, noteKinds: [.crash]),
        // Answers that name their vector but cannot be decoded: errored at once, not timed out.
        Misbehaviour(
            mode: "malformed-id", trapVerdict: .errored, noteKinds: [.garbage], timeout: 30, trapMessage: "malformed answer: not JSON"),
        Misbehaviour(
            mode: "no-output", trapVerdict: .errored, noteKinds: [.garbage], timeout: 30,
            trapMessage: #"malformed answer: result without "output" for seb.status-outcome/v3"#),
        // The id after 3 MB (and a decoy "id" of a vector in flight inside the output).
        Misbehaviour(
            mode: "oversized-late-id", trapVerdict: .errored, noteKinds: [.oversized], timeout: 30,
            trapMessage: "exceeds the 1048576-byte limit"),
        // The adapter dies while a grandchild holds its stdout: crashed (waitpid), not timed out.
        Misbehaviour(mode: "orphan-crash", trapVerdict: .crashed, noteKinds: [.crash], timeout: 30, trapMessage: "exit status 7"),
    ]

    @Test("each misbehaviour gets its own verdict, the others still pass, the run returns", arguments: cases)
    func misbehaviour(_ c: Misbehaviour) throws {
        let vectors = Fixture.runVectors()
        let options = SessionOptions(timeout: c.timeout, handshakeTimeout: 30, window: c.window)
        let raw = try ConformanceRunner.runAdapter(vectors, command: Fixture.brokenAdapter(c.mode), options: options, stop: { false })
        let results = raw.results.map { $0! }
        #expect(results.map(\.id) == vectors.map(\.id))
        for r in results {
            let expected: VerdictStatus = r.id.hasSuffix("/v3") ? c.trapVerdict : .passed
            #expect(r.status == expected, "\(r.id): \(r.status) \(r.message ?? "")")
        }
        if let text = c.trapMessage {
            #expect(results[2].message?.contains(text) == true, "\(results[2].message ?? "no message")")
        }
        #expect(Set(raw.notes.map(\.kind)) == c.noteKinds, "\(raw.notes)")
        #expect(raw.implementation?.name == "broken-\(c.mode)")
    }

    @Test func crashShowsTheAdapterStderrAndExitStatus() throws {
        let raw = try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: Fixture.brokenAdapter("crash"), options: SessionOptions(timeout: 30), stop: { false })
        let trap = raw.results[2]!
        #expect(trap.status == .crashed)
        #expect(trap.message?.contains("exit status 7") == true)
        #expect(trap.stderr?.contains("trap reached: seb.status-outcome/v3") == true)
    }

    @Test func failedVerdictCarriesThePathLevelDiff() throws {
        let raw = try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: Fixture.brokenAdapter("wrong"), options: SessionOptions(timeout: 30), stop: { false })
        #expect(raw.results[2]!.diffLines == [#"expect.echo: expected "c", got "WRONG""#])
    }

    @Test func duplicateAnswerKeepsTheFirstVerdictAndNotesIt() throws {
        let raw = try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: Fixture.brokenAdapter("twice"), options: SessionOptions(timeout: 30), stop: { false })
        #expect(raw.results[2]!.status == .passed)
        #expect(raw.results[2]!.notes.contains { $0.contains("answered twice") })
    }

    @Test(
        "no handshake, wrong protocol, early exit and a missing program are adapter failures (exit 3)",
        arguments: ["no-handshake", "wrong-protocol", "exit-before-handshake"])
    func handshakeFailures(_ mode: String) {
        // Short only where the timeout is the point; the others must fail for their own reason.
        let options = SessionOptions(timeout: 1, handshakeTimeout: mode == "no-handshake" ? 0.5 : 30)
        #expect(throws: AdapterFailure.self) {
            _ = try ConformanceRunner.runAdapter(
                Fixture.runVectors(), command: Fixture.brokenAdapter(mode), options: options, stop: { false })
        }
        do {
            _ = try ConformanceRunner.runAdapter(
                Fixture.runVectors(), command: Fixture.brokenAdapter(mode), options: options, stop: { false })
        } catch {
            switch mode {
            case "no-handshake": #expect(error.message.contains("no handshake within 0.5 s"))
            case "wrong-protocol": #expect(error.message.contains("\"payspec/0\""))
            default: #expect(error.message.contains("exit status 4") && error.message.contains("missing config"))
            }
        }
    }

    @Test func missingProgramIsAnAdapterFailure() {
        #expect(throws: AdapterFailure.self) {
            _ = try ConformanceRunner.runAdapter(
                Fixture.runVectors(), command: AdapterCommand(argv: ["/nonexistent/adapter"]), stop: { false })
        }
    }

    @Test func anAdapterThatDiesOnEveryVectorGetsACrashVerdictForEachAndTheRunEnds() throws {
        // A breaker wider than the six vectors: every one is tried alone and keeps its own stderr.
        let options = SessionOptions(timeout: 30, maximumConsecutiveFailures: 10)
        let raw = try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: Fixture.brokenAdapter("die"), options: options, stop: { false })
        #expect(raw.results.allSatisfy { $0?.status == .crashed })
        // Each vector was tried alone: its own stderr is attached.
        #expect(raw.results[4]?.stderr == "dying on seb.status-outcome/v5")
    }

    @Test func anAdapterThatDiesRightAfterTheHandshakeEndsTheRunWithCrashes() throws {
        let raw = try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: Fixture.brokenAdapter("die-after-handshake"), options: SessionOptions(timeout: 30),
            stop: { false })
        #expect(raw.results.allSatisfy { $0?.status == .crashed })
        #expect(raw.results[0]?.message?.contains("exit status 5") == true)
    }

    @Test func jobsKeepTheReportOrder() throws {
        let vectors = (0..<200).map { i -> RunVector in
            var v = Fixture.vectors()[i % 6]
            v.id = "seb.status-outcome/j\(i)"
            return RunVector(v, sdk: "seb")
        }
        let one = try ConformanceRunner.runAdapter(
            vectors, command: Fixture.brokenAdapter("wrong"), options: SessionOptions(timeout: 30), jobs: 1, stop: { false })
        let three = try ConformanceRunner.runAdapter(
            vectors, command: Fixture.brokenAdapter("wrong"), options: SessionOptions(timeout: 30), jobs: 3, stop: { false })
        #expect(one.results.map { $0!.id } == three.results.map { $0!.id })
        #expect(one.results.map { $0!.status } == three.results.map { $0!.status })
    }

    @Test func interruptionKeepsTheVerdictsAlreadyGiven() throws {
        // Interrupted once the trap vector is in flight (the adapter says so), like Ctrl-C would.
        let marker = Fixture.tempDir() + "/trap-reached"
        let raw = try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: Fixture.brokenAdapter("hang", marker: marker), options: SessionOptions(timeout: 30, window: 1),
            stop: { FileManager.default.fileExists(atPath: marker) })
        #expect(raw.interrupted)
        #expect(raw.results[0]?.status == .passed)
        #expect(raw.results[1]?.status == .passed)
        #expect(raw.results[2] == nil)
    }

    @Test func inventoryOverTheProtocol() throws {
        let path = Fixture.root + "/tools/adapters/python/adapter.py"
        let inv = try fetchInventory(command: "\(Fixture.python!) \(path)")
        #expect(inv.isEmpty || inv.keys.contains("comgate/errors"))
    }
}
