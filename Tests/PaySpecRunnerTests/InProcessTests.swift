import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import PaySpecTesting
import PaySpecVectors
import Testing

struct EchoImplementation: PaySpecImplementation {
    var broken = false
    func handshake() -> ImplementationInfo {
        ImplementationInfo(name: "echo", version: "1", language: "swift", suites: ["seb.status-outcome"])
    }
    func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
        if input["trap"] == true && broken { return ["echo": "WRONG"] }
        if input["value"] == "e" { throw UnsupportedVector("not yet") }
        return ["echo": input["value"] ?? .null]
    }
}

@Suite(.waitsOnProcesses) struct InProcessTests {
    @Test func inProcessVerdicts() {
        let raw = InProcessRunner.run(Fixture.runVectors(), implementation: EchoImplementation(broken: true), stop: { false })
        let statuses = raw.results.map { $0!.status }
        #expect(statuses == [.passed, .passed, .failed, .passed, .unsupported, .passed])
    }

    @Test func swiftTestingHelperPassesAConformingImplementation() {
        let report = PaySpecConformance.check(EchoImplementation(), vectors: Fixture.runVectors())
        #expect(report.counts.passed == 5)
    }

    @Test func swiftTestingHelperRecordsOneIssuePerFailingVector() {
        withKnownIssue {
            PaySpecConformance.check(EchoImplementation(broken: true), vectors: Fixture.runVectors())
        } matching: { issue in
            issue.description.contains("seb.status-outcome/v3") && issue.description.contains(#"expected "c", got "WRONG""#)
        }
    }

    @Test func globs() {
        #expect(Glob.matches("seb.*", "seb.status-outcome"))
        #expect(Glob.matches("*/v?", "seb.status-outcome/v1"))
        #expect(!Glob.matches("comgate.*", "seb.status-outcome"))
        #expect(Glob.matches("exact", "exact"))
    }

    @Test func commandLineSplitting() throws {
        #expect(
            try CommandLineSplitter.split(#"python3 "my adapter.py" --x 'a b' c\ d"#) == ["python3", "my adapter.py", "--x", "a b", "c d"])
        #expect(throws: AdapterFailure.self) { try CommandLineSplitter.split("python3 'oops") }
    }

    @Test func decodesProtocolMessages() {
        #expect(AdapterMessage.decode(Array(#"{"type":"result","id":"a","output":{}}"#.utf8)) == .result(id: "a", output: [:]))
        if case .garbage = AdapterMessage.decode(Array("nope".utf8)) {} else { Issue.record("expected garbage") }
        if case .garbage = AdapterMessage.decode(Array(#"{"type":"mystery"}"#.utf8)) {} else { Issue.record("expected garbage") }
    }
}

/// The shipped Python and Node adapters speak the protocol and load their port modules.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)))
struct ShippedAdapterTests {
    /// Copies an adapter to a temp dir with a stub port module that echoes, and runs it.
    func runWithStubPort(program: String, adapter: String, module: String, moduleSource: String) throws -> RawRun {
        let dir = Fixture.tempDir()
        let target = dir + "/" + (adapter as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: Fixture.root + "/" + adapter, toPath: target)
        try moduleSource.write(toFile: dir + "/" + module, atomically: true, encoding: .utf8)
        return try ConformanceRunner.runAdapter(
            Fixture.runVectors(), command: AdapterCommand(argv: [program, target]), options: SessionOptions(timeout: 5), stop: { false })
    }

    @Test(.enabled(if: Fixture.python != nil, "python3 not found on PATH: Python adapter test skipped"))
    func pythonAdapterLoop() throws {
        let raw = try runWithStubPort(
            program: Fixture.python!, adapter: "tools/adapters/python/adapter.py", module: "payspec_seb_moneycollect.py",
            moduleSource: """
                def _echo(inp, choices):
                    if inp.get("value") == "e":
                        raise ValueError("bad e")
                    return {"echo": inp["value"]}
                SUITES = {"seb.status-outcome": _echo}
                """)
        #expect(raw.implementation?.suites == ["seb.status-outcome"])
        #expect(raw.results.map { $0!.status } == [.passed, .passed, .passed, .passed, .errored, .passed])
        #expect(raw.results[4]!.message == "ValueError: bad e")
        #expect(raw.notes.isEmpty)
    }

    @Test(.enabled(if: Fixture.node != nil, "node not found on PATH: Node adapter test skipped"))
    func nodeAdapterLoop() throws {
        let raw = try runWithStubPort(
            program: Fixture.node!, adapter: "tools/adapters/node/adapter.js", module: "seb_moneycollect.js",
            moduleSource: """
                module.exports = { SUITES: { 'seb.status-outcome': (inp) => { if (inp.value === 'e') throw new Error('bad e'); return { echo: inp.value }; } } };
                """)
        #expect(raw.implementation?.suites == ["seb.status-outcome"])
        #expect(raw.results.map { $0!.status } == [.passed, .passed, .passed, .passed, .errored, .passed])
        #expect(raw.notes.isEmpty)
    }

    /// The shipped Python and Node ports pass every golden vector through the protocol. Skipped,
    /// with a visible note, only where the interpreter is missing.
    @Test(arguments: [
        ("python", "tools/adapters/python/adapter.py"),
        ("node", "tools/adapters/node/adapter.js"),
    ])
    func shippedPortsPassEveryVector(_ language: String, _ adapter: String) throws {
        guard let program = language == "python" ? Fixture.python : Fixture.node else {
            print("NOTE: \(language) is not installed; the \(language) port check is skipped.")
            return
        }
        let r = Fixture.cli([
            "run", "--golden", Fixture.root + "/golden", "--adapter", "\(program) \(Fixture.root)/\(adapter)", "--format", "json",
        ])
        #expect(r.status == 0, "\(r.err)")
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        let results = json["results"]?.arrayValue ?? []
        let failing = results.filter { $0["status"] != "passed" }
        #expect(failing.isEmpty, "\(failing.prefix(5).map { JSONWriter.line($0) })")
        let total = json["summary"]?["total"]?.intValue ?? 0
        let golden = GoldenLoader.load(directory: Fixture.root + "/golden").suites.reduce(0) { $0 + $1.vectors.count }
        #expect(
            golden > 0 && total == golden && results.count == total,
            "the port must answer the whole golden set (\(golden) vectors), got \(total)")
    }
}
