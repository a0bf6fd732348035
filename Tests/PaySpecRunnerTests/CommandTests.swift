import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite(
    .waitsOnProcesses, .serialized, .timeLimit(.minutes(10)),
    .enabled(if: Fixture.python != nil, "python3 not found on PATH: CLI adapter tests skipped"))
struct RunCommandTests {
    let golden = Fixture.golden()

    /// No case here waits out the request timeout (the hanging vector is skipped), so it is
    /// long: on a loaded machine a slow answer must not turn into a timeout.
    func run(_ mode: String, _ extra: [String] = []) -> (status: Int32, out: String, err: String) {
        Fixture.cli(["run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine(mode), "--timeout", "30"] + extra)
    }

    @Test func exitCodes() {
        #expect(run("good").status == 0)
        #expect(run("wrong").status == 1)
        #expect(run("good", ["--bogus"]).status == 2)
        #expect(run("good", ["--level", "sometimes"]).status == 2)
        #expect(run("no-handshake", ["--handshake-timeout", "1"]).status == 3)
        #expect(run("wrong-protocol").status == 3)
        #expect(Fixture.cli(["run", "--golden", golden, "--adapter", "/nonexistent/adapter"]).status == 3)
    }

    @Test func textReportShowsTheDiffAndStderr() {
        let r = run("wrong")
        #expect(r.out.contains("FAILED seb.status-outcome/v3"))
        #expect(r.out.contains(#"expect.echo: expected "c", got "WRONG""#))
        #expect(r.out.contains("trap reached: seb.status-outcome/v3"))
        #expect(!r.out.contains("\u{1B}["))  // no colour when not a terminal
    }

    @Test func brokenGoldenFilesAreListedAndTheOtherSuitesStillRun() {
        let dir = Fixture.golden(broken: true)
        let r = Fixture.cli(["run", "--golden", dir, "--adapter", Fixture.brokenAdapterLine("good"), "--format", "json"])
        #expect(r.status == 1)
        let json = try! JSONParser.parseValue(Array(r.out.utf8))
        let problems = json["goldenProblems"]!.arrayValue!.compactMap(\.stringValue)
        #expect(problems.contains { $0.contains("comgate.error-codes.json:7:") && $0.contains("comgate.error-codes/bad") })
        #expect(json["summary"]!["passed"] == 6)
    }

    @Test func jsonReportHasSummaryAndResults() throws {
        let r = run("wrong", ["--format", "json"])
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        let summary = try #require(json["summary"])
        for key in ["total", "passed", "failed", "errored", "skipped", "expectedFailures", "unexpectedPasses"] {
            #expect(summary[key]?.intValue != nil, "summary.\(key)")
        }
        #expect(summary["total"] == 8)
        #expect(summary["failed"] == 1)
        #expect(summary["unsupported"] == 2)  // moneycollect.return-url is not announced
        let results = try #require(json["results"]?.arrayValue)
        let v3 = try #require(results.first { $0["id"] == "seb.status-outcome/v3" })
        #expect(v3["status"] == "failed")
        #expect(v3["diff"]?.arrayValue?.first?["text"] == #"expect.echo: expected "c", got "WRONG""#)
    }

    @Test func junitIsWellFormed() throws {
        let r = run("error", ["--format", "junit"])
        #expect(r.out.hasPrefix("<?xml"))
        #expect(r.out.contains("<error message=\"boom: division by zero\""))
        #if canImport(FoundationXML)
            let doc = try XMLDocument(xmlString: r.out)
            #expect(doc.rootElement()?.name == "testsuites")
            #expect(doc.rootElement()?.attribute(forName: "tests")?.stringValue == "8")
        #endif
    }

    @Test func githubAnnotations() {
        let r = run("wrong", ["--format", "github"])
        // The annotation points at the vector's line in its golden file.
        #expect(
            r.out.contains(
                "/golden/seb.status-outcome.json,line=9,title=payspec failed%3A seb.status-outcome/v3::expect.echo: expected \"c\", got \"WRONG\""
            ))
        #expect(r.out.contains("::error file="))
        #expect(r.out.contains("::notice title=payspec"))
    }

    @Test func markdownJobSummary() {
        let r = run("crash", ["--format", "markdown"])
        #expect(r.out.contains("### Per SDK"))
        #expect(r.out.contains("### Per suite"))
        #expect(r.out.contains("| ❌ **fail** <code>seb.status-outcome</code> | 6 | 5 | 0 | 0 | 1 |"))
        // Its two vectors were unsupported: nothing judged is never shown as passing.
        #expect(r.out.contains("| ⚪ **nothing judged** <code>moneycollect</code> | 2 | 0 |"))
        #expect(!r.out.contains("✅"))
    }

    @Test func outputIsWrittenAtomically() throws {
        let dir = Fixture.tempDir()
        let path = dir + "/reports/report.json"
        let r = run("good", ["--format", "json", "--output", path])
        #expect(r.status == 0)
        #expect(r.out.isEmpty)
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(try JSONParser.parseValue(Array(written))["summary"]?["passed"] == 6)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/reports") == ["report.json"])
    }

    @Test(arguments: [
        (["--suite", "moneycollect.*"], ["moneycollect.return-url/v1", "moneycollect.return-url/v2"]),
        (["--id", "seb.status-outcome/v[12]"], ["seb.status-outcome/v1", "seb.status-outcome/v2"]),
        (["--tag", "even", "--suite", "seb.*"], ["seb.status-outcome/v2", "seb.status-outcome/v4", "seb.status-outcome/v6"]),
        (["--level", "should"], ["seb.status-outcome/v6"]),
    ])
    func filters(_ args: [String], _ ids: [String]) throws {
        let r = run("good", ["--format", "json"] + args)
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        #expect(json["results"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ids)
    }

    func expectations(_ text: String) -> String {
        let path = Fixture.tempDir() + "/expect.json"
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func knownFailureIsExpected() {
        let file = expectations(
            #"{"expectations": [{"id": "seb.status-outcome/v3", "status": "failure", "reason": "echo bug", "issue": "https://example.com/1"}]}"#
        )
        let r = run("wrong", ["--expect", file, "--suite", "seb.*"])
        #expect(r.status == 0, "\(r.out)")
        #expect(r.out.contains("XFAIL seb.status-outcome/v3"))
        #expect(r.out.contains("https://example.com/1"))
    }

    @Test func unexpectedPassFailsTheRun() {
        let file = expectations(#"{"expectations": [{"id": "seb.status-outcome/v3", "status": "failure", "reason": "echo bug"}]}"#)
        let r = run("good", ["--expect", file, "--suite", "seb.*"])
        #expect(r.status == 1)
        #expect(r.out.contains("UNEXPECTED-PASS seb.status-outcome/v3"))
    }

    @Test func staleEntryFailsTheRun() {
        let file = expectations(#"{"expectations": [{"id": "seb.status-outcome/gone", "status": "failure", "reason": "old"}]}"#)
        let r = run("good", ["--expect", file, "--suite", "seb.*"])
        #expect(r.status == 1)
        #expect(r.out.contains("stale entry \"seb.status-outcome/gone\""))
    }

    @Test func listedVectorThatWasNotRunFailsTheRun() {
        let file = expectations(#"{"expectations": [{"id": "moneycollect.return-url/v1", "status": "failure", "reason": "x"}]}"#)
        let r = run("good", ["--expect", file])
        #expect(r.status == 1)
        #expect(r.out.contains("moneycollect.return-url/v1 is listed as a known failure"))
    }

    @Test func skipEntriesAreNotRun() throws {
        let file = expectations(#"{"expectations": [{"id": "seb.status-outcome/v3", "status": "skip", "reason": "hangs"}]}"#)
        let r = run("hang", ["--expect", file, "--suite", "seb.*", "--format", "json"])
        #expect(r.status == 0)
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        #expect(json["summary"]?["skipped"] == 1)
    }

    @Test func globEntriesAreCapped() {
        let file = expectations(#"{"expectations": [{"id": "seb.*", "status": "skip", "reason": "all"}], "globLimit": 3}"#)
        let r = run("good", ["--expect", file])
        #expect(r.status == 2)
        #expect(r.err.contains("matches 6 vectors, more than the glob limit of 3"))
    }

    @Test func malformedExpectationsFileIsAUsageError() {
        let file = expectations(#"{"expectations": [{"id": "x", "status": "failure"}]}"#)
        let r = run("good", ["--expect", file])
        #expect(r.status == 2)
        #expect(r.err.contains("non-empty \"reason\""))
    }

    @Test func updateExpectationsRewritesTheFile() throws {
        let file = expectations(#"{"expectations": [{"id": "seb.status-outcome/v1", "status": "failure", "reason": "fixed since"}]}"#)
        let r = run("wrong", ["--expect", file, "--update-expectations", "--suite", "seb.*"])
        #expect(r.status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let parsed = try ExpectationsFile.parse(path: file, bytes: Array(text.utf8))
        #expect(parsed.entries.map(\.id) == ["seb.status-outcome/v3"])
        #expect(parsed.entries[0].reason.contains(#"expected "c", got "WRONG""#))
        #expect(text == parsed.text)  // canonical
        #expect(run("wrong", ["--expect", file, "--suite", "seb.*"]).status == 0)
    }
}

@Suite(.waitsOnProcesses, .timeLimit(.minutes(10)))
struct RecordedOutputTests {
    let golden = Fixture.golden()

    func outputs(_ lines: [String]) -> String {
        let path = Fixture.tempDir() + "/outputs.jsonl"
        try! (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func recordedOutputsAreJudged() throws {
        let lines = Fixture.vectors().map { v in
            JSONWriter.line(["id": .string(v.id), "output": v.id.hasSuffix("v2") ? ["echo": "zzz"] : v.expect])
        }
        let r = Fixture.cli(["check", "--outputs", outputs(lines), "--golden", golden, "--suite", "seb.*", "--format", "json"])
        #expect(r.status == 1)
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        #expect(json["summary"]?["passed"] == 5)
        #expect(json["summary"]?["failed"] == 1)
    }

    @Test func malformedLineNamesTheLine() {
        let path = outputs([
            #"{"id": "seb.status-outcome/v1", "output": {"echo": "a"}}"#, "", #"{"id": "seb.status-outcome/v2", "output": "#,
        ])
        let r = Fixture.cli(["check", "--outputs", path, "--golden", golden])
        #expect(r.status == 2)
        #expect(r.err.contains("outputs.jsonl:3:"))
    }

    @Test func exportWritesRequestLines() throws {
        let r = Fixture.cli(["vectors", "export", "--golden", golden, "--suite", "seb.*"])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n")
        #expect(lines.count == 6)
        let first = try JSONParser.parseValue(Array(lines[0].utf8))
        #expect(first["type"] == "vector")
        #expect(first["id"] == "seb.status-outcome/v1")
        #expect(first["input"]?["value"] == "a")
    }

    @Test func reproPrintsTheRequestLine() {
        let r = Fixture.cli(["repro", "seb.status-outcome/v2", "--golden", golden, "--adapter", "python3 a.py"])
        #expect(r.status == 0)
        #expect(
            r.out.contains(
                #"{"id":"seb.status-outcome/v2","input":{"next":"seb.status-outcome/v3","value":"b"},"suite":"seb.status-outcome","type":"vector"}"#
            ))
        #expect(r.out.contains("| python3 a.py"))
        let missing = Fixture.cli(["repro", "seb.status-outcome/v22", "--golden", golden])
        #expect(missing.status == 2)
        #expect(missing.err.contains("Did you mean 'seb.status-outcome/v2'"))
    }

    @Test func inProcessReferenceRunWorksWithoutAnAdapter() throws {
        let r = Fixture.cli(["run", "--golden", golden, "--format", "json"])
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        #expect(json["summary"]?["total"] == 8)
        #expect(json["source"] == "in-process reference model")
    }
}
