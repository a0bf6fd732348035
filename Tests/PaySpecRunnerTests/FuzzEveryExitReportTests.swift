import Foundation
import PaySpecCLI
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import Testing

/// `payspec fuzz --output FILE` leaves the report CI uploads on every exit, as `payspec run`
/// does: an adapter that cannot start (exit 3) and a configuration error (exit 2) are written
/// as the run-level error, in every format.
@Suite(.waitsOnProcesses)
struct FuzzEveryExitReportTests {
    static func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test(arguments: ["junit", "sarif", "json", "text"])
    func anAdapterThatCannotStartStillLeavesTheFuzzReport(_ format: String) {
        let path = Fixture.tempDir() + "/fuzz.out"
        let r = Fixture.cli(["fuzz", "--adapter", "false", "--count", "10", "--format", format, "--output", path])
        #expect(r.status == 3, "\(r.err)")
        let report = Self.read(path)
        #expect(report.contains("handshake"), "\(format): \(report)")
        switch format {
        case "junit": #expect(report.contains("<error") && report.contains("<testsuites"))
        case "sarif": #expect(report.contains(#""ruleId": "adapter""#) && report.contains(#""level": "error""#))
        case "json":
            let json = try? JSONParser.parseValue(Array(report.utf8))
            #expect(json?["runProblems"]?.arrayValue?.count == 1)
            #expect(json?["report"]?["succeeded"]?.boolValue == false)
            #expect(json?["report"]?["command"]?.stringValue == "fuzz", "\(report)")
        default: #expect(report.contains("FAILED"))
        }
    }

    @Test func aConfigurationErrorStillLeavesTheFuzzReport() {
        let dir = Fixture.tempDir()
        let suite = Fixture.cli([
            "fuzz", "--adapter", "false", "--suite", "no-such-suite", "--format", "junit", "--output", dir + "/a.xml",
        ])
        #expect(suite.status == 2)
        #expect(Self.read(dir + "/a.xml").contains("matches no suite") && Self.read(dir + "/a.xml").contains("<error"))
        let range = Fixture.cli(["fuzz", "--adapter", "false", "--count", "0", "--format", "junit", "--output", dir + "/b.xml"])
        #expect(range.status == 2)
        #expect(Self.read(dir + "/b.xml").contains("--count") && Self.read(dir + "/b.xml").contains("<error"))
        let missing = Fixture.cli(["fuzz", "--format", "json", "--output", dir + "/c.json"])
        #expect(missing.status == 2)
        #expect(Self.read(dir + "/c.json").contains("--adapter"))
        // Without --output nothing is written anywhere but stderr.
        let plain = Fixture.cli(["fuzz", "--adapter", "false", "--count", "10"])
        #expect(plain.status == 3 && plain.out.isEmpty)
    }
}
