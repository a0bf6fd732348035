import Foundation
import PaySpecTestSupport
import Testing

@testable import PaySpecAdapter
@testable import PaySpecRunner

/// The breaker counts failures within a window of outcomes, not only failures in a row: an
/// adapter that answers a little after every restart is still given up on.
@Suite(
    .waitsOnProcesses, .timeLimit(.minutes(10)),
    .enabled(if: Fixture.python != nil, "python3 not found on PATH: circuit breaker tests skipped"))
struct CircuitBreakerTests {
    @Test func answersBetweenFailuresDoNotResetTheCount() {
        var breaker = CircuitBreaker(limit: 5)
        var failures = 0
        cycle: for _ in 0..<100 {
            breaker.answered()
            breaker.answered()
            failures += 1
            if breaker.failed(.timedOut, "no answer within 10 s") { break cycle }
        }
        #expect(failures == 5)
        #expect(
            breaker.message == "adapter given up after 5 failures in its last 15 outcomes, answers in between (last: no answer within 10 s)"
        )
    }

    @Test func rareFailuresKeepTheCircuitClosed() {
        var breaker = CircuitBreaker(limit: 5)
        for _ in 0..<1000 {
            for _ in 0..<4 { breaker.answered() }
            let open = breaker.failed(.timedOut, "slow")
            #expect(!open)
        }
        for _ in 0..<4 { _ = breaker.failed(.crashed, "x") }
        let open = breaker.failed(.crashed, "exit status 9")
        #expect(open)
        #expect(breaker.message.hasPrefix("adapter given up after 6 consecutive failures"))
    }

    /// Answers two vectors after every start, then hangs.
    static let relapsingAdapter = #"""
        import json, sys, time
        sys.stdin.readline()
        sys.stdout.write(json.dumps({"type": "handshake", "protocol": "payspec/1",
            "implementation": {"name": "relapsing", "version": "1", "language": "python"},
            "suites": ["seb.status-outcome"], "choices": {}}) + "\n"); sys.stdout.flush()
        answered = 0
        for line in sys.stdin:
            req = json.loads(line)
            if req["type"] == "shutdown": sys.exit(0)
            if req["type"] != "vector": continue
            if answered == 2: time.sleep(3600)
            answered += 1
            sys.stdout.write(json.dumps({"type": "result", "id": req["id"], "output": {"echo": req["input"]["value"]}}) + "\n")
            sys.stdout.flush()
        """#

    @Test func anAdapterThatAnswersTwiceAfterEachRestartThenHangsIsGivenUp() throws {
        let path = Fixture.tempDir() + "/relapsing.py"
        try Self.relapsingAdapter.write(toFile: path, atomically: true, encoding: .utf8)
        let vectors = Fixture.manyRunVectors(150)
        let options = SessionOptions(timeout: 0.3, handshakeTimeout: 30, window: 1, maximumConsecutiveFailures: 5)
        let raw = try ConformanceRunner.runAdapter(
            vectors, command: AdapterCommand(argv: [Fixture.python!, path]), options: options, stop: { false })
        let results = raw.results.map { $0! }
        #expect(results.count == 150)
        let waited = results.filter { $0.message?.hasPrefix("no answer within 0.3 s") == true }
        let unsent = results.filter { $0.message?.contains("not sent") == true }
        // Five timeouts open the circuit (the old rule waited out one in three of 150 vectors).
        #expect(waited.count == 5, "\(waited.count) timeouts waited out")
        #expect(unsent.count > 120)
        #expect(
            unsent.allSatisfy {
                $0.status == .timedOut && $0.message!.contains("failures in its last") && $0.message!.contains("answers in between")
            })
        #expect(raw.notes.contains { $0.kind == .restartFailed && $0.message.contains("given up after 5 failures in its last") })
    }
}
