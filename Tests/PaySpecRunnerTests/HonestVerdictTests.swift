import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import PaySpecTesting
import PaySpecVectors
import Testing

/// Nothing is green that judged nothing, and every name typed by a person is checked: the
/// CLI, the Swift Testing helper and AdapterServer all decide through `ConformancePipeline`.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)))
struct HonestVerdictTests {
    let golden = Fixture.golden()
    let realGolden = Fixture.root + "/golden"

    func json(_ text: String) throws -> JSONValue { try JSONParser.parseValue(Array(text.utf8)) }

    // MARK: unknown names are usage errors with suggestions

    @Test func mistypedSuiteIsAUsageErrorNamingTheClosestSuite() {
        let r = Fixture.cli(["run", "--golden", realGolden, "--suite", "seb.status-outcom"])
        #expect(r.status == 2)
        #expect(r.err.contains("--suite 'seb.status-outcom' matches no suite; did you mean 'seb.status-outcome'?"), "\(r.err)")
        #expect(r.out.isEmpty)
    }

    @Test func mistypedSuiteGlobSuggestsTheCorrectedGlob() {
        let r = Fixture.cli(["run", "--golden", realGolden, "--suite", "sbe.*"])
        #expect(r.status == 2)
        #expect(r.err.contains("--suite 'sbe.*' matches no suite; did you mean 'seb.*'?"), "\(r.err)")
    }

    @Test func unknownTagAndIDAreUsageErrors() {
        let tag = Fixture.cli(["run", "--golden", golden, "--tag", "evn"])
        #expect(tag.status == 2)
        #expect(tag.err.contains("--tag 'evn' matches no tag; did you mean 'even'?"), "\(tag.err)")
        let id = Fixture.cli(["run", "--golden", golden, "--id", "seb.status-outcome/v9"])
        #expect(id.status == 2)
        #expect(id.err.contains("--id 'seb.status-outcome/v9' matches no vector id; did you mean"), "\(id.err)")
        #expect(id.err.contains("'seb.status-outcome/v1'"))
        let far = Fixture.cli(["run", "--golden", golden, "--id", "seb.status-outcome/nothing-like-it"])
        #expect(far.status == 2)
        #expect(far.err.contains("\(golden)/seb.status-outcome.json lists the ids of that suite"), "\(far.err)")
    }

    @Test func checkRefusesAMistypedSuiteToo() throws {
        let path = Fixture.tempDir() + "/outputs.jsonl"
        try #"{"id": "seb.status-outcome/v1", "output": {"echo": "a"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let r = Fixture.cli(["check", "--outputs", path, "--golden", golden, "--suite", "seb.status"])
        #expect(r.status == 2)
        #expect(r.err.contains("--suite 'seb.status' matches no suite; did you mean 'seb.status-outcome'?"), "\(r.err)")
    }

    // MARK: empty and all-unsupported runs fail

    @Test func filtersThatSelectNothingTogetherFailTheRun() {
        // Each filter matches vectors, but v6 (the only `should`) is not in moneycollect.return-url.
        let r = Fixture.cli(["run", "--golden", golden, "--suite", "moneycollect.*", "--level", "should"])
        #expect(r.status == 1)
        #expect(r.out.contains("no vector selected: the filters each match vectors, but no vector matches them all together"))
        #expect(r.out.contains("FAILED: 0 vectors"))
        #expect(r.out.contains("0 supported / 0 selected / 8 total"))
    }

    @Test(.enabled(if: Fixture.python != nil, "python3 not found on PATH"))
    func everySelectedVectorUnsupportedFailsTheRun() throws {
        // The adapter announces seb.status-outcome only.
        let r = Fixture.cli(["run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine("good"), "--suite", "moneycollect.*"])
        #expect(r.status == 1)
        #expect(r.out.contains("nothing was judged: of 2 selected vectors, 2 unsupported"), "\(r.out)")
        #expect(r.out.contains("it announces seb.status-outcome"))
        #expect(r.out.contains("0 supported / 2 selected / 8 total"))
        let j = Fixture.cli([
            "run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine("good"), "--suite", "moneycollect.*", "--format", "json",
        ])
        #expect(j.status == 1)
        #expect(j.err.contains("error: nothing was judged"))
        let report = try json(j.out)
        #expect(report["summary"]?["succeeded"] == false)
        #expect(report["runProblems"]?.arrayValue?.count == 1)
    }

    @Test(.enabled(if: Fixture.python != nil, "python3 not found on PATH"))
    func partialSupportPassesButSaysWhatItSkippedAndRequireAllFailsIt() throws {
        let r = Fixture.cli(["run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine("good")])
        #expect(r.status == 0, "\(r.out)")
        #expect(r.out.contains("6 supported / 8 selected / 8 total"))
        let strict = Fixture.cli(["run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine("good"), "--require-all"])
        #expect(strict.status == 1)
        #expect(strict.out.contains("--require-all: 2 vectors unsupported (suites: moneycollect.return-url)"), "\(strict.out)")
        let j = try json(
            Fixture.cli(["run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine("good"), "--format", "json"]).out)
        #expect(j["summary"]?["supportedVectors"] == 6)
        #expect(j["summary"]?["selectedVectors"] == 8)
        #expect(j["summary"]?["totalVectors"] == 8)
    }

    @Test func recordedOutputsThatCoverNothingFail() throws {
        let empty = Fixture.tempDir() + "/empty.jsonl"
        try "".write(toFile: empty, atomically: true, encoding: .utf8)
        let r = Fixture.cli(["check", "--outputs", empty, "--golden", golden])
        #expect(r.status == 1)
        #expect(r.out.contains("nothing was judged: of 8 selected vectors, 8 unsupported"), "\(r.out)")
        let partial = Fixture.tempDir() + "/partial.jsonl"
        try #"{"id": "seb.status-outcome/v1", "output": {"echo": "a"}}"#.write(toFile: partial, atomically: true, encoding: .utf8)
        let ok = Fixture.cli(["check", "--outputs", partial, "--golden", golden])
        #expect(ok.status == 0, "\(ok.out)")
        #expect(ok.out.contains("1 supported / 8 selected / 8 total"))
        let strict = Fixture.cli(["check", "--outputs", partial, "--golden", golden, "--require-all"])
        #expect(strict.status == 1)
        #expect(strict.out.contains("--require-all: 7 vectors unsupported"))
    }

    @Test func everyVectorSkippedByExpectationsFails() throws {
        let file = Fixture.tempDir() + "/expect.json"
        try #"{"expectations": [{"id": "moneycollect.return-url/*", "reason": "not ported", "status": "skip"}]}"#.write(
            toFile: file, atomically: true, encoding: .utf8)
        let r = Fixture.cli(["run", "--golden", golden, "--suite", "moneycollect.*", "--expect", file])
        #expect(r.status == 1)
        #expect(r.out.contains("nothing was judged: of 2 selected vectors, 2 skipped"), "\(r.out)")
    }

    // MARK: choices

    @Test func unknownChoiceIDIsAUsageErrorListingTheValidOnes() throws {
        let empty = Fixture.tempDir() + "/empty.jsonl"
        try #require(FileManager.default.createFile(atPath: empty, contents: Data()), "empty outputs file created")
        for verb in [["run"], ["check", "--outputs", empty]] {
            let r = Fixture.cli(verb + ["--golden", golden, "--choice", "seb-status-case=case-insensitive"])
            #expect(r.status == 2, "\(verb)")
            #expect(r.err.contains(#"unknown ambiguity id "seb-status-case""#), "\(r.err)")
            #expect(r.err.contains("valid ids: apple-pay-empty-merchant, apple-pay-not-configured, cancelled-nil-reason-text,"))
            #expect(r.err.contains("seb-status-matching"))
        }
    }

    @Test func unknownChoiceOptionIsAUsageErrorListingTheOptions() {
        let r = Fixture.cli(["run", "--golden", golden, "--choice", "seb-status-matching=normalized"])
        #expect(r.status == 2)
        #expect(r.err.contains(#"ambiguity seb-status-matching has no option "normalized"; valid options: exact, normalised"#), "\(r.err)")
    }

    /// A golden directory with one choice-dependent vector: the reference expects "A", an
    /// implementation that chose `seb-status-matching=normalised` answers "a" (the echo).
    func choiceGolden() throws -> String {
        let dir = Fixture.tempDir() + "/golden"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let v = GoldenVector(
            id: "seb.status-outcome/choice", suite: "seb.status-outcome", description: "depends on a choice", input: ["value": "a"],
            expect: ["echo": "A"], level: .must, spec: [], ambiguities: ["seb-status-matching"],
            expectByChoice: ["seb-status-matching=normalised": ["echo": "a"]])
        let suite = VectorSuite(name: "seb.status-outcome", sdk: "seb", description: "choice", generated: false, vectors: [v])
        try suite.fileText.write(toFile: dir + "/seb.status-outcome.json", atomically: true, encoding: .utf8)
        return dir
    }

    @Test(.enabled(if: Fixture.python != nil, "python3 not found on PATH"))
    func choiceWithAnAdapterOverridesTheHandshakeAndTheReportSaysSo() throws {
        let dir = try choiceGolden()
        let plain = Fixture.cli(["run", "--golden", dir, "--adapter", Fixture.brokenAdapterLine("good")])
        #expect(plain.status == 1)
        let declared = Fixture.cli([
            "run", "--golden", dir, "--adapter", Fixture.brokenAdapterLine("good"), "--choice", "seb-status-matching=normalised",
        ])
        #expect(declared.status == 0, "\(declared.out)")
        #expect(
            declared.out.contains(
                "choices declared by the caller (--choice; they override the handshake): seb-status-matching=normalised"))
        let j = try json(
            Fixture.cli([
                "run", "--golden", dir, "--adapter", Fixture.brokenAdapterLine("good"), "--choice", "seb-status-matching=normalised",
                "--format", "json",
            ]).out)
        #expect(j["choiceOverrides"]?["seb-status-matching"] == "normalised")
    }

    /// An adapter whose handshake declares `choices` (a JSON object given as its argument).
    func choosingAdapter() throws -> String {
        let path = Fixture.tempDir() + "/choosing_adapter.py"
        try #"""
        import json, sys
        sys.stdin.readline()
        print(json.dumps({"type": "handshake", "protocol": "payspec/1", "implementation": {"name": "chooser", "version": "1", "language": "python"},
                          "suites": ["seb.status-outcome"], "choices": json.loads(sys.argv[1])}), flush=True)
        for line in sys.stdin:
            req = json.loads(line)
            if req["type"] == "shutdown": break
            print(json.dumps({"type": "result", "id": req["id"], "output": {"echo": req["input"]["value"]}}), flush=True)
        """#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.enabled(if: Fixture.python != nil, "python3 not found on PATH"))
    func invalidChoiceInTheHandshakeIsAnAdapterError() throws {
        let dir = try choiceGolden()
        let adapter = try choosingAdapter()
        let r = Fixture.cli(["run", "--golden", dir, "--adapter", "\(Fixture.python!) \(adapter) '{\"seb-status-case\": \"x\"}'"])
        #expect(r.status == 3)
        #expect(r.err.contains("declares invalid choices in its handshake"), "\(r.err)")
        #expect(r.err.contains(#"unknown ambiguity id "seb-status-case""#))
        let option = Fixture.cli([
            "run", "--golden", dir, "--adapter", "\(Fixture.python!) \(adapter) '{\"seb-status-matching\": \"normalized\"}'",
        ])
        #expect(option.status == 3)
        #expect(option.err.contains("valid options: exact, normalised"), "\(option.err)")
        let good = Fixture.cli([
            "run", "--golden", dir, "--adapter", "\(Fixture.python!) \(adapter) '{\"seb-status-matching\": \"normalised\"}'",
        ])
        #expect(good.status == 0, "\(good.out)\(good.err)")
        #expect(good.out.contains("choices: seb-status-matching=normalised"))
    }

    // MARK: the Swift Testing helper goes through the same pipeline

    @Test func helperRecordsAnIssueForAMistypedSuite() {
        withKnownIssue {
            let report = PaySpecConformance.check(EchoImplementation(), golden: golden, suites: ["typo"])
            #expect(!report.succeeded)
        } matching: { issue in
            issue.description.contains("--suite 'typo' matches no suite")
        }
    }

    @Test func helperRecordsAnIssueWhenNothingIsJudged() {
        withKnownIssue {
            let report = PaySpecConformance.check(EchoImplementation(), golden: golden, suites: ["moneycollect.*"])
            #expect(report.runProblems.count == 1)
        } matching: { issue in
            issue.description.contains("nothing was judged: of 2 selected vectors, 2 unsupported")
        }
    }

    @Test func helperValidatesChoicesAndUsesThem() throws {
        withKnownIssue {
            PaySpecConformance.check(EchoImplementation(), golden: golden, choices: ["seb-status-matching": "normalized"])
        } matching: { issue in
            issue.description.contains(#"has no option "normalized"; valid options: exact, normalised"#)
        }
        let dir = try choiceGolden()
        let report = PaySpecConformance.check(EchoImplementation(), golden: dir, choices: ["seb-status-matching": "normalised"])
        #expect(report.succeeded)
        #expect(report.counts.passed == 1)
    }

    struct BadChoiceImplementation: PaySpecImplementation {
        func handshake() -> ImplementationInfo {
            ImplementationInfo(name: "bad", version: "1", language: "swift", suites: ["seb.status-outcome"], choices: ["nope": "x"])
        }
        func evaluate(suite: String, input: JSONValue) throws -> JSONValue { ["echo": input["value"] ?? .null] }
    }

    @Test func helperRecordsAnIssueForAnInvalidHandshakeChoice() {
        withKnownIssue {
            PaySpecConformance.check(BadChoiceImplementation(), golden: golden, suites: ["seb.*"])
        } matching: { issue in
            issue.description.contains("implementation 'bad' declares invalid choices") && issue.description.contains(#""nope""#)
        }
    }

    @Test func helperAppliesTheExpectationsFileAndRequireAll() throws {
        let file = Fixture.tempDir() + "/expect.json"
        try #"{"expectations": [{"id": "seb.status-outcome/v3", "reason": "echo bug", "status": "failure"}]}"#.write(
            toFile: file, atomically: true, encoding: .utf8)
        let report = PaySpecConformance.check(EchoImplementation(broken: true), golden: golden, suites: ["seb.*"], expect: file)
        #expect(report.counts.expectedFailures == 1)
        #expect(report.succeeded)
        withKnownIssue {
            PaySpecConformance.check(EchoImplementation(), golden: golden, requireAll: true)
        } matching: { issue in
            issue.description.contains("--require-all: 3 vectors unsupported")
        }
    }

    // MARK: AdapterServer

    /// Runs the built reference adapter with `arguments` and `input` on stdin.
    func referenceAdapter(_ arguments: [String], input: String) throws -> (status: Int32, out: String, err: String)? {
        let path = Fixture.root + "/.build/debug/payspec-reference-adapter"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            print("NOTE: \(path) not built; AdapterServer test skipped.")
            return nil
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        p.standardInput = stdin
        p.standardOutput = stdout
        p.standardError = stderr
        try p.run()
        // An adapter that refuses to start never reads: writing to it would raise SIGPIPE here.
        if !input.isEmpty { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func adapterServerRefusesAnInvalidChoice() throws {
        guard let r = try referenceAdapter(["--choice", "seb-status-case=x"], input: "") else { return }
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        #expect(r.err.contains(#"declares invalid choices: unknown ambiguity id "seb-status-case""#), "\(r.err)")
        let run = Fixture.cli([
            "run", "--golden", golden, "--adapter", "\(Fixture.root)/.build/debug/payspec-reference-adapter --choice seb-status-case=x",
        ])
        #expect(run.status == 3)
        #expect(run.err.contains("unknown ambiguity id"), "\(run.err)")
    }

    @Test func adapterServerFailsASessionInWhichEveryVectorWasUnsupported() throws {
        let input =
            [
                RunnerMessage.handshake, RunnerMessage.vector(id: "x.y/1", suite: "x.y", input: [:]), #"{"type":"shutdown"}"#,
            ].joined(separator: "\n") + "\n"
        guard let r = try referenceAdapter([], input: input) else { return }
        #expect(r.status == 1)
        #expect(r.out.contains(#""type":"unsupported""#))
        #expect(r.err.contains("all 1 vectors sent were answered unsupported"), "\(r.err)")
        let fine = [RunnerMessage.handshake, #"{"type":"shutdown"}"#].joined(separator: "\n") + "\n"
        #expect(try referenceAdapter([], input: fine)?.status == 0)
    }
}
