import Foundation
import PaySpecCLI
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import Testing

/// What a newcomer, an SDK maintainer and a CI owner meet in their first hour: the main job
/// says what it judged, every exit leaves the report CI uploads, a late handshake says what to
/// do, reports name the suite version and the vector instead of files an SDK does not have,
/// nothing that judged nothing looks green, and the help pages are the user's.
@Suite(.waitsOnProcesses)
struct FirstHourTests {
    static func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// A recorded-outputs file with one wrong answer, so `check` has one failed vector.
    static func oneWrongOutput() -> String {
        let path = Fixture.tempDir() + "/outputs.jsonl"
        try! #"{"id":"comgate.error-codes/lookup-DEVICE_ROOTED","output":{"wrong":true}}"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theMainJobSaysWhatItJudgedAndWhatToDoNext() {
        let r = Fixture.cli(["run", "--suite", "seb.status-outcome"])
        #expect(r.status == 0)
        #expect(r.err.contains("judged: the reference model built into payspec"), "\(r.err)")
        #expect(r.err.contains("it judges no SDK") && r.err.contains("next: run your SDK through an adapter"))
        #expect(!Fixture.cli(["run", "--suite", "seb.status-outcome", "--quiet"]).err.contains("judged:"))
        let adapter = Fixture.cli([
            "run", "--suite", "seb.status-outcome", "--adapter", Fixture.root + "/.build/debug/payspec-reference-adapter",
        ])
        #expect(!adapter.err.contains("judged: the reference model"), "an adapter run judged the adapter")
    }

    @Test(arguments: ["junit", "sarif", "json", "markdown", "html", "text", "github"])
    func anAdapterThatCannotStartStillLeavesTheReport(_ format: String) {
        let path = Fixture.tempDir() + "/report.out"
        let r = Fixture.cli(["run", "--adapter", "false", "--format", format, "--output", path])
        #expect(r.status == 3)
        let report = Self.read(path)
        #expect(report.contains("ended before the handshake"), "\(format): \(report)")
        switch format {
        case "junit": #expect(report.contains("<error") && report.contains("<testsuites"))
        case "sarif": #expect(report.contains(#""ruleId": "adapter""#) && report.contains(#""level": "error""#))
        case "json":
            let json = try? JSONParser.parseValue(Array(report.utf8))
            #expect(json?["runProblems"]?.arrayValue?.count == 1)
            #expect(json?["report"]?["succeeded"]?.boolValue == false)
        default: break
        }
    }

    @Test func aConfigurationErrorStillLeavesTheReport() {
        let dir = Fixture.tempDir()
        let bad = Fixture.cli(["run", "--suite", "no-such-suite", "--format", "junit", "--output", dir + "/a.xml"])
        #expect(bad.status == 2)
        #expect(Self.read(dir + "/a.xml").contains("matches no suite") && Self.read(dir + "/a.xml").contains("<error"))
        let timeout = Fixture.cli(["run", "--timeout", "-1", "--format", "junit", "--output", dir + "/b.xml"])
        #expect(timeout.status == 2)
        #expect(Self.read(dir + "/b.xml").contains("--timeout"))
        let recorded = dir + "/broken.jsonl"
        try! "not json\n".write(toFile: recorded, atomically: true, encoding: .utf8)
        let check = Fixture.cli(["check", "--outputs", recorded, "--format", "junit", "--output", dir + "/c.xml"])
        #expect(check.status == 2)
        #expect(Self.read(dir + "/c.xml").contains("<error"))
        // An output onto an input is refused before anything is written: the input stays.
        let expectations = dir + "/expect.json"
        try! #"{"expectations": []}"#.write(toFile: expectations, atomically: true, encoding: .utf8)
        #expect(Fixture.cli(["run", "--expect", expectations, "--format", "junit", "--output", expectations]).status == 2)
        #expect(Self.read(expectations) == #"{"expectations": []}"#)
    }

    @Test func aSavedFailedRunIsListedByTheMatrix() {
        let dir = Fixture.tempDir()
        #expect(Fixture.cli(["run", "--adapter", "false", "--format", "json", "--output", dir + "/failed.json"]).status == 3)
        let matrix = Fixture.cli(["report", dir + "/failed.json"])
        #expect(matrix.status == 0, "\(matrix.err)")
        #expect(matrix.out.contains("run failed") && matrix.out.contains("ended before the handshake"))
    }

    @Test func aLateHandshakeSaysHowToAvoidIt() {
        let r = Fixture.cli(["run", "--adapter", "sleep 30", "--handshake-timeout", "1", "--suite", "seb.status-outcome"])
        #expect(r.status == 3)
        #expect(
            r.err.contains(
                "no handshake within 1 s; if your adapter compiles first, build it beforehand or raise --handshake-timeout"), "\(r.err)")
    }

    @Test func theMatrixReadsTheSuiteVersionRunsWrite() throws {
        let dir = Fixture.tempDir()
        #expect(Fixture.cli(["run", "--suite", "seb.status-outcome", "--format", "json", "--output", dir + "/run.json"]).status == 0)
        let version = try #require(Fixture.cli(["--version"]).out.split(separator: "\n").last.map { String($0.dropFirst("suite ".count)) })
        let matrix = Fixture.cli(["report", dir + "/run.json", "--format", "json"])
        let runs = try JSONParser.parseValue(Array(matrix.out.utf8))["runs"]?.arrayValue
        #expect(runs?.first?["suiteVersion"]?.stringValue == version, "\(matrix.out.prefix(400))")
        #expect(Fixture.cli(["report", dir + "/run.json"]).out.contains("| \(version) |"))
    }

    /// Two runs of one implementation and version: the badge is the one named last.
    @Test func theBadgeRuleIsStatedAndHeld() throws {
        let dir = Fixture.tempDir()
        func run(_ name: String, _ status: String) -> String {
            let path = dir + "/\(name).json"
            let doc: JSONValue = [
                "implementation": ["name": "acme", "version": "1.0", "language": "kotlin", "suites": []],
                "summary": ["succeeded": .bool(status == "passed")],
                "results": [["suite": "seb.status-outcome", "status": .string(status), "sdk": "seb"]],
            ]
            try! JSONWriter.document(doc).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let green = run("green", "passed")
        let red = run("red", "failed")
        for (order, color) in [([green, red], "red"), ([red, green], "brightgreen")] {
            let badges = Fixture.tempDir()
            let r = Fixture.cli(["report"] + order + ["--shields", badges])
            #expect(r.status == 0)
            #expect(r.err.contains(ConformanceMatrix.badgeRule))
            #expect(Self.read(badges + "/acme.json").contains(#""color":"\#(color)""#), "\(order)")
        }
        #expect(Fixture.cli(["report", "--help"]).out.contains("the one named last on the command line"))
    }

    @Test func nothingJudgedIsNeverShownAsPassing() throws {
        let outputs = Self.oneWrongOutput()
        let args = ["check", "--outputs", outputs, "--suite", "seb.status-outcome", "--suite", "comgate.error-codes"]
        let md = Fixture.cli(args + ["--format", "markdown"])
        #expect(md.status == 1)
        #expect(md.out.contains("| ⚪ **nothing judged** <code>seb.status-outcome</code> |"), "\(md.out)")
        #expect(md.out.contains("| ❌ **fail** <code>comgate.error-codes</code> |"))
        #expect(md.out.contains("❌ FAILED"))
        #expect(!md.out.contains("✅"))
        let html = Fixture.cli(args + ["--format", "html"])
        #expect(html.out.contains(">nothing judged</span>") && html.out.contains(">fail</span>"), "statuses are words in HTML too")
        let dir = Fixture.tempDir()
        let path = dir + "/none.json"
        let doc: JSONValue = [
            "implementation": ["name": "stub", "version": "1", "language": "kotlin", "suites": []],
            "summary": ["succeeded": true], "results": [["suite": "seb.status-outcome", "status": "unsupported", "sdk": "seb"]],
        ]
        try JSONWriter.document(doc).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Fixture.cli(["report", path, "--shields", dir + "/badges"]).status == 0)
        #expect(
            Self.read(dir + "/badges/stub.json") == #"{"color":"lightgrey","label":"payspec","message":"nothing judged","schemaVersion":1}"#
                + "\n")
    }

    @Test func annotationsAndSARIFNameTheVectorAndTheSuiteVersion() throws {
        let outputs = Self.oneWrongOutput()
        let version = try #require(Fixture.cli(["--version"]).out.split(separator: "\n").last.map { String($0.dropFirst("suite ".count)) })
        let args = ["check", "--outputs", outputs, "--id", "comgate.error-codes/lookup-DEVICE_ROOTED"]
        let sarif = Fixture.cli(args + ["--format", "sarif"])
        #expect(sarif.status == 1)
        let uri = "payspec://suite/" + Self.uriPart(version) + "/comgate.error-codes/lookup-DEVICE_ROOTED"
        #expect(sarif.out.contains(#""uri": "\#(uri)""#), "\(sarif.out)")
        #expect(!sarif.out.contains("golden/"))
        let github = Fixture.cli(args + ["--format", "github"])
        #expect(!github.out.contains("file=golden/"), "\(github.out)")
        #expect(github.out.contains("comgate.error-codes/lookup-DEVICE_ROOTED (suite \(version))"), "\(github.out)")
        // With a golden folder of its own the files exist, and the report points at them.
        let own = Fixture.cli(args + ["--golden", Fixture.root + "/golden", "--format", "sarif"])
        #expect(own.out.contains("golden/comgate.error-codes.json"))
    }

    /// The suite version as it appears in a URI: `+` percent-encoded, the rest as is.
    static func uriPart(_ version: String) -> String { version.replacingOccurrences(of: "+", with: "%2B") }

    @Test func theOverviewListsUsersCommandsAndEachL10nActionHasItsPage() {
        let overview = Fixture.cli(["--help"]).out
        // The benchmark's own processes are payspec-bench's, not verbs of the user's tool.
        for client in ["bench-echo", "bench-lockstep", "bench-load", "bench-spawn"] {
            #expect(!overview.contains(client), "\(client) is listed")
            let unknown = Fixture.cli([client, "--help"])
            #expect(unknown.status == 2 && unknown.err.contains("unknown command"), "\(client): \(unknown.err)")
        }
        #expect(overview.contains("  bench "))
        let check = Fixture.cli(["l10n", "check", "--help"]).out
        let export = Fixture.cli(["l10n", "export", "--help"]).out
        let verb = Fixture.cli(["l10n", "--help"]).out
        #expect(check.contains("USAGE: payspec l10n check") && !check.contains("EXPORT"))
        #expect(export.contains("USAGE: payspec l10n export --format xcstrings|xliff|csv|strings|android|json"))
        #expect(!export.contains("--fail-on"))
        #expect(verb.contains("payspec l10n <check|export|bench>") && verb != check)
    }

    @Test func theShippedPortsAnswerARealInventoryAndAnEmptyOneFails() throws {
        guard requireTool(Fixture.python, "python3") else { return }
        for port in ["\(Fixture.python!) \(Fixture.root)/tools/adapters/python/adapter.py"]
            + (Fixture.node.map { ["\($0) \(Fixture.root)/tools/adapters/node/adapter.js"] } ?? [])
        {
            let r = Fixture.cli(["drift", "--adapter", port, "--fail-on", "info", "--format", "json"])
            #expect(r.status == 0, "\(port): \(r.out.prefix(600)) \(r.err)")
            #expect(!r.out.contains("inventory-table-missing") && !r.out.contains("inventory-empty"))
        }
        let script = Fixture.tempDir() + "/empty-inventory.py"
        try """
        import json, sys
        for line in sys.stdin:
            m = json.loads(line)
            if m["type"] == "handshake":
                print(json.dumps({"type": "handshake", "protocol": "payspec/1", "implementation": {"name": "empty", "version": "1", "language": "python"}, "suites": []}), flush=True)
            elif m["type"] == "inventory":
                print(json.dumps({"type": "inventory", "inventory": {}}), flush=True)
            else:
                break
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let empty = Fixture.cli(["drift", "--adapter", "\(Fixture.python!) \(script)"])
        #expect(empty.status == 1, "\(empty.out) \(empty.err)")
        #expect(empty.out.contains("inventory-empty") || empty.out.contains("nothing was checked"))
    }
}
