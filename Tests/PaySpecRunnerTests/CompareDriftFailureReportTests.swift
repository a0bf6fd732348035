import Foundation
import PaySpecJSON
import Testing

/// `compare` and `drift` leave the `--output` report on exit 2 and 3 as `run` and `check` do:
/// a CI step that uploads the report always has a file, naming why nothing was judged.
@Suite struct CompareDriftFailureReportTests {
    static func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// The report a failed command left, with the run-level error each format carries.
    static func expectFailureReport(_ path: String, format: String, rule: String, mentioning text: String) {
        let report = read(path)
        #expect(report.contains(text), "\(format): \(report)")
        switch format {
        case "junit": #expect(report.contains("<testsuites") && report.contains("<error"), "\(report)")
        case "sarif": #expect(report.contains(#""ruleId": "\#(rule)""#) && report.contains(#""level": "error""#), "\(report)")
        case "json":
            let json = try? JSONParser.parseValue(Array(report.utf8))
            #expect(json?["report"]?["succeeded"]?.boolValue == false, "\(report)")
        default: Issue.record("no expectation for \(format)")
        }
    }

    @Test(arguments: ["junit", "sarif", "json"])
    func compareWithAnAdapterThatCannotStartLeavesTheReport(_ format: String) {
        let path = Fixture.tempDir() + "/compare.out"
        let r = Fixture.cli([
            "compare", "--adapter", "false", "--adapter", "false", "--generated", "0", "--format", format, "--output", path,
        ])
        #expect(r.status == 3, "\(r)")
        Self.expectFailureReport(path, format: format, rule: "adapter", mentioning: "handshake")
    }

    @Test func compareWithAMalformedOutputsFileLeavesTheReport() {
        let dir = Fixture.tempDir()
        try! "not json\n".write(toFile: dir + "/recorded.jsonl", atomically: true, encoding: .utf8)
        let r = Fixture.cli([
            "compare", "--outputs", dir + "/recorded.jsonl", "--adapter", "false", "--format", "junit", "--output", dir + "/c.xml",
        ])
        #expect(r.status == 2, "\(r)")
        Self.expectFailureReport(dir + "/c.xml", format: "junit", rule: "configuration", mentioning: "recorded.jsonl:1:")
    }

    @Test func compareWithABadOptionValueLeavesTheReport() {
        let dir = Fixture.tempDir()
        let r = Fixture.cli([
            "compare", "--adapter", "false", "--adapter", "false", "--seed", "x", "--format", "sarif", "--output", dir + "/c.sarif",
        ])
        #expect(r.status == 2, "\(r)")
        Self.expectFailureReport(dir + "/c.sarif", format: "sarif", rule: "configuration", mentioning: "--seed")
    }

    @Test(arguments: ["junit", "sarif", "json"])
    func driftWithAnAdapterThatCannotStartLeavesTheReport(_ format: String) {
        let path = Fixture.tempDir() + "/drift.out"
        let r = Fixture.cli(["drift", "--adapter", "false", "--format", format, "--output", path])
        #expect(r.status == 3, "\(r)")
        Self.expectFailureReport(path, format: format, rule: "adapter", mentioning: "adapter")
    }

    @Test func driftWithAMalformedInventoryLeavesTheReport() {
        let dir = Fixture.tempDir()
        try! "{\"type\": \"inventory\", \"inventory\": [}\n".write(toFile: dir + "/inventory.json", atomically: true, encoding: .utf8)
        let r = Fixture.cli(["drift", "--inventory", dir + "/inventory.json", "--format", "junit", "--output", dir + "/d.xml"])
        #expect(r.status == 2, "\(r)")
        Self.expectFailureReport(dir + "/d.xml", format: "junit", rule: "configuration", mentioning: "inventory.json:1:")
        let missing = Fixture.cli(["drift", "--inventory", dir + "/absent.json", "--format", "json", "--output", dir + "/d.json"])
        #expect(missing.status == 2, "\(missing)")
        Self.expectFailureReport(dir + "/d.json", format: "json", rule: "configuration", mentioning: "absent.json")
    }

    @Test func driftOutputOntoAnInputIsRefusedAndTheInputKept() {
        let dir = Fixture.tempDir()
        let inventory = dir + "/inventory.json"
        try! "{}".write(toFile: inventory, atomically: true, encoding: .utf8)
        let r = Fixture.cli(["drift", "--inventory", inventory, "--format", "junit", "--output", inventory])
        #expect(r.status == 2)
        #expect(Self.read(inventory) == "{}")
    }
}
