import Foundation
import PaySpecJSON
import PaySpecTestSupport
import Testing

@testable import PaySpecAdapter
@testable import PaySpecRunner

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// An adapter that fails on every vector, and how it fails.
struct HopelessAdapter: Sendable, CustomTestStringConvertible {
    var mode: String
    var verdict: VerdictStatus
    /// In the message of the vectors tried alone before the breaker opened.
    var failure: String
    var testDescription: String { mode }
}

/// The circuit breaker, death by waitpid, signals, `--jobs`, stderr attribution.
@Suite(
    .waitsOnProcesses, .timeLimit(.minutes(10)),
    .enabled(if: Fixture.python != nil, "python3 not found on PATH: adapter robustness tests skipped"))
struct AdapterRobustnessTests {
    static let hopeless: [HopelessAdapter] = [
        HopelessAdapter(mode: "hang-all", verdict: .timedOut, failure: "no answer within 0.3 s"),
        HopelessAdapter(mode: "half-line", verdict: .timedOut, failure: "no answer within 0.3 s"),
        HopelessAdapter(mode: "malformed-all", verdict: .timedOut, failure: "no answer within 0.3 s"),
        HopelessAdapter(mode: "crash-all", verdict: .crashed, failure: "exit status 9"),
    ]

    @Test("an adapter that never answers is given up after 3 failures in a row; every vector gets a verdict", arguments: hopeless)
    func circuitBreaker(_ c: HopelessAdapter) throws {
        let vectors = Fixture.manyRunVectors(30)
        let options = SessionOptions(timeout: 0.3, handshakeTimeout: 30, maximumConsecutiveFailures: 3)
        let raw = try ConformanceRunner.runAdapter(vectors, command: Fixture.brokenAdapter(c.mode), options: options, stop: { false })
        let results = raw.results.map { $0! }
        #expect(results.allSatisfy { $0.status == c.verdict }, "\(Set(results.map(\.status)))")
        // The first batch fails together (1), v1 and v2 fail alone (2, 3): the circuit opens.
        for r in results.prefix(2) { #expect(r.message?.contains(c.failure) == true, "\(r.id): \(r.message ?? "")") }
        let givenUp = results.filter { $0.message?.contains("adapter given up after 3 consecutive failures") == true }
        #expect(givenUp.map(\.id) == vectors.dropFirst(2).map(\.id))
        #expect(raw.notes.contains { $0.kind == .restartFailed && $0.message.contains("given up after 3 consecutive failures") })
        if c.mode == "crash-all" { #expect(results[0].stderr == "crashing on seb.status-outcome/v1") }
    }

    @Test func withSeveralJobsTheLastOneToGiveUpSettlesTheQueue() throws {
        let vectors = Fixture.manyRunVectors(120)
        let options = SessionOptions(timeout: 0.3, handshakeTimeout: 30, window: 8, maximumConsecutiveFailures: 2)
        let raw = try ConformanceRunner.runAdapter(
            vectors, command: Fixture.brokenAdapter("hang-all"), options: options, jobs: 2, stop: { false })
        #expect(raw.results.allSatisfy { $0?.status == .timedOut })
        let unsent = raw.results.filter { $0?.message?.hasPrefix("not sent: adapter given up after 2 consecutive failures") == true }
        #expect(unsent.count > 60, "the queue is settled unsent, not run vector by vector")
        #expect(raw.notes.filter { $0.kind == .restartFailed }.count == 2)
    }

    @Test func theCommandLineGivesUpAfterTheGivenNumberOfFailures() {
        let golden = Fixture.golden()
        let r = Fixture.cli([
            "run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine("hang-all"), "--timeout", "0.3", "--give-up-after", "2",
            "--format", "json",
        ])
        #expect(r.status == 1)
        let json = try? JSONParser.parseValue(Array(r.out.utf8))
        #expect(json?["summary"]?["timedOut"]?.intValue == 6)
        #expect(r.out.contains("adapter given up after 2 consecutive failures (last: no answer within 0.3 s)"))
        let bad = Fixture.cli(["run", "--golden", golden, "--adapter", "x", "--give-up-after", "0"])
        #expect(bad.status == 2)
        #expect(bad.err.contains("--give-up-after needs a whole number from 1 to 1000000, not '0'"))
    }

    @Test func jobsAboveTheLimitAreAUsageError() {
        let limit = ConformanceRunner.maximumJobs
        #expect(limit >= 4 && limit <= 64)
        let r = Fixture.cli(["run", "--golden", Fixture.golden(), "--adapter", "x", "--jobs", "\(limit + 1)"])
        #expect(r.status == 2)
        #expect(
            r.err.contains("--jobs needs a whole number from 1 to \(limit), not '\(limit + 1)'"),
            "\(r.err)")
    }

    @Test func anAdapterThatExitsBeforeTheHandshakeWhileAGrandchildHoldsItsStdoutFailsAtOnce() {
        // A 30 s handshake timeout: only waitpid can tell, early, that the adapter is gone.
        let options = SessionOptions(timeout: 1, handshakeTimeout: 30)
        do {
            _ = try ConformanceRunner.runAdapter(
                Fixture.runVectors(), command: Fixture.brokenAdapter("orphan-before-handshake"), options: options, stop: { false })
            Issue.record("the run should have failed")
        } catch {
            #expect(error.message.contains("ended before the handshake (exit status 4)"), "\(error.message)")
            #expect(error.message.contains("missing config"))
        }
    }

    @Test func aFailureAnsweredInABatchShowsItsOwnStderrFromARunAlone() throws {
        let raw = try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: Fixture.brokenAdapter("stderr-chatter"), options: SessionOptions(timeout: 30), stop: { false })
        let trap = raw.results[2]!
        #expect(trap.status == .failed)
        #expect(trap.diffLines == [#"expect.echo: expected "c", got "WRONG""#])
        let stderr = trap.stderr ?? ""
        #expect(stderr.contains("working on seb.status-outcome/v3"), "\(stderr)")
        #expect(!stderr.contains("working on seb.status-outcome/v1"), "\(stderr)")
        #expect(!stderr.contains("not this vector's stderr alone"), "\(stderr)")
        #expect(raw.results.enumerated().allSatisfy { $0.offset == 2 || $0.element?.status == .passed })
    }

    @Test func withoutARerunTheBatchStderrIsLabelledAsTheBatchs() throws {
        var options = SessionOptions(timeout: 30)
        options.stderrRecaptureLimit = 0
        let raw = try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: Fixture.brokenAdapter("stderr-chatter"), options: options, stop: { false })
        let stderr = raw.results[2]?.stderr ?? ""
        #expect(
            stderr.hasPrefix("[written while other vectors were in flight too: not this vector's stderr alone]\n"), "\(stderr)")
        #expect(stderr.contains("working on seb.status-outcome/v3"))
    }

    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    @Test("SIGINT, SIGTERM and SIGHUP stop the run, write the report and kill the adapter's process group", arguments: signals)
    func signalInterruptsTheRun(_ number: Int32) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payspec")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "payspec not built next to the tests")
        let dir = Fixture.tempDir()
        let marker = dir + "/trap-reached"
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "run", "--golden", Fixture.golden(), "--adapter", Fixture.brokenAdapterLine("hang-with-grandchild") + " " + marker,
            "--timeout", "60", "--format", "json", "--output", dir + "/report.json",
        ]
        let stderrPipe = Pipe()
        process.standardError = stderrPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The adapter writes the marker when the trap vector is in flight: no guessing with sleeps.
        try #require(waitFor(seconds: 30) { FileManager.default.fileExists(atPath: marker) }, "the adapter never reached the trap")
        let pids = try String(contentsOfFile: marker, encoding: .utf8).split(separator: " ").compactMap { pid_t($0) }
        #expect(pids.count == 2)
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        let message = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1, "an interrupted run exits 1: \(message)")
        let name = RunInterruption.name(of: number)
        #expect(
            message.contains("payspec run: interrupted by \(name); adapters stopped; reporting the 4 of 8 vectors judged"), "\(message)")
        let report = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/report.json"))))
        #expect(report["summary"]?["passed"]?.intValue == 2)
        #expect(report["summary"]?["unsupported"]?.intValue == 2)
        #expect(report["summary"]?["notRun"]?.intValue == 4)
        for pid in pids { #expect(waitFor(seconds: 10) { isGone(pid) }, "adapter process \(pid) survived the runner") }
    }

    /// Polls `condition` (every 10 ms) until it holds or `seconds` pass.
    func waitFor(seconds: Double, _ condition: () -> Bool) -> Bool { ProcessPolling.waitFor(seconds: seconds, condition) }

    /// Dead: no such process, or a zombie waiting for a reaper that is not the runner.
    func isGone(_ pid: pid_t) -> Bool { ProcessPolling.isGone(pid) }
}

/// The top-level id of an answer, found without keeping the line.
struct AnswerIDScannerTests {
    @Test(
        "the id is found where the line cannot be decoded, and only at the top level",
        arguments: [
            (#"{"type":"result","id":"a/b","output":{}}"#, "a/b"),
            (#"{"type":"result","output":{"id":"decoy","list":[{"id":"x"}]},"id":"real"}"#, "real"),
            (#"{"type":"result","id":"cut\"quote\u00e9","output":"#, "cut\"quoteé"),
            (#" { "id" : "spaced" , "type":"error"}"#, "spaced"),
            (#"{"type":"result","idx":"no","id":7}"#, nil),
            (#"{"type":"result","output":"{\"id\":\"in a string\"}"}"#, nil),
            (#"{"type":"result","id":"never closed"#, nil),
            ("not JSON at all", nil),
        ] as [(String, String?)])
    func scans(_ line: String, _ id: String?) {
        #expect(AnswerIDScanner.id(in: Array(line.utf8)) == id)
    }

    @Test func anIDAfterMegabytesFedInChunksIsFound() {
        var scanner = AnswerIDScanner()
        scanner.feed(Array(#"{"type":"result","output":{"echo":""#.utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
        for _ in 0..<64 { scanner.feed(chunk) }  // 4 MiB
        #expect(scanner.id == nil)
        scanner.feed(Array(#""},"i"#.utf8))
        scanner.feed(Array(#"d":"seb.status-outcome/v3"}"#.utf8))
        #expect(scanner.id == "seb.status-outcome/v3")
    }
}
