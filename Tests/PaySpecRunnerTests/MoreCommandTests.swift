import Foundation
import PaySpecCLI
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecTestSupport
import Testing

@Suite(
    .waitsOnProcesses, .serialized, .timeLimit(.minutes(10)),
    .enabled(if: Fixture.python != nil, "python3 not found on PATH: tests skipped"))
struct MoreCommandTests {
    let golden = Fixture.golden()

    func run(_ args: [String], terminal: Bool, environment: [String: String] = [:]) -> (Int32, String) {
        var console = Console(passthrough: false, isTerminal: terminal, environment: environment)
        let status = PaySpecCommandLine.run(args, console: &console)
        return (status, console.stdout)
    }

    @Test func colourOnlyOnATerminalAndNeverWithNO_COLOR() {
        let args = ["run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine("wrong"), "--suite", "seb.*"]
        #expect(run(args, terminal: true).1.contains("\u{1B}[1;31m"))
        #expect(!run(args, terminal: true, environment: ["NO_COLOR": "1"]).1.contains("\u{1B}["))
        #expect(!run(args, terminal: false).1.contains("\u{1B}["))
    }

    @Test func shellFlagRunsThroughSh() {
        let line = "PAYSPEC_X=1 exec " + Fixture.brokenAdapterLine("good")
        #expect(Fixture.cli(["run", "--golden", golden, "--adapter", line, "--shell", "--suite", "seb.*"]).status == 0)
        // Without --shell the same line is not a program.
        #expect(Fixture.cli(["run", "--golden", golden, "--adapter", line, "--suite", "seb.*"]).status == 3)
    }

    @Test func jobsOnTheCommandLine() throws {
        let r = Fixture.cli([
            "run", "--golden", golden, "--adapter", Fixture.brokenAdapterLine("crash"), "--jobs", "2", "--format", "json", "--suite",
            "seb.*",
        ])
        #expect(r.status == 1)
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        #expect(
            json["results"]?.arrayValue?.map { $0["status"]?.stringValue ?? "" } == [
                "passed", "passed", "crashed", "passed", "passed", "passed",
            ])
    }

    @Test func referenceAdapterExecutableSpeaksTheProtocol() throws {
        let path = Fixture.root + "/.build/debug/payspec-reference-adapter"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            print("NOTE: \(path) not built; reference adapter test skipped.")
            return
        }
        let inventory = try fetchInventory(command: AdapterCommand(argv: [path]))
        #expect(
            Set(inventory.keys) == [
                "comgate/errors", "comgate/error-reasons", "seb/platform-statuses", "seb/outcomes", "moneycollect/statuses",
                "comgate/translation-keys", "comgate/languages",
            ])
        #expect(inventory["seb/outcomes"] == ["succeeded", "failed", "cancelled", "unresolved"])
        let vectors = (0..<500).map { BenchSuite.vector($0) }
        let raw = try ConformanceRunner.runAdapter(
            vectors, command: AdapterCommand(argv: [path]), options: SessionOptions(timeout: 10), stop: { false })
        #expect(raw.results.allSatisfy { $0?.status == .passed })
    }
}
