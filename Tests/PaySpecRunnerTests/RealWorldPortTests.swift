import Foundation
import PaySpecJSON
import PaySpecTestSupport
import Testing

/// The clean-room ports of real MoneyCollect code (tools/adapters/realworld): with the choices
/// they declare and their expectations file the run is green; without the file exactly the
/// listed vectors fail; without their choices far more fail. Where python3 is missing the tests
/// print a note and check nothing.
@Suite(.waitsOnProcesses, .serialized)
struct RealWorldPortTests {
    struct Port: Sendable, CustomStringConvertible {
        let folder: String
        let passed: Int
        let expectedFailures: Int
        let unsupported: Int
        /// The register's reference options for the choices the port declares.
        let referenceChoices: [String]
        /// Failures when the port is judged under the reference options instead.
        let failuresUnderReference: Int
        var description: String { folder }
        var dir: String { Fixture.root + "/tools/adapters/realworld/" + folder }
    }

    static let ports: [Port] = [
        Port(
            folder: "moneycollect-android-demo", passed: 497, expectedFailures: 71, unsupported: 0,
            referenceChoices: [
                "mc-confirm-checks-code=check-code", "mc-redirect-needs-url=prose", "mc-result-object=whole-body",
            ], failuresUnderReference: 267),
        Port(
            folder: "moneycollect-ios-sample", passed: 545, expectedFailures: 0, unsupported: 23,
            referenceChoices: ["mc-confirm-checks-code=check-code", "mc-redirect-needs-url=prose", "mc-json-null=absent"],
            failuresUnderReference: 96),
    ]

    func run(_ port: Port, _ extra: [String]) throws -> (status: Int32, json: JSONValue) {
        let adapter = "\(Fixture.python ?? "python3") \(port.dir)/adapter.py"
        let r = Fixture.cli(
            ["run", "--golden", Fixture.root + "/golden", "--adapter", adapter, "--suite", "moneycollect.*", "--format", "json"]
                + extra)
        return (r.status, try JSONParser.parseValue(Array(r.out.utf8)))
    }

    func expectedIDs(_ port: Port) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: port.dir + "/expectations.json"))
        let file = try JSONParser.parseValue(Array(data))
        return (file["expectations"]?.arrayValue ?? []).compactMap { entry in
            #expect(entry["status"] == "failure" && !(entry["reason"]?.stringValue ?? "").isEmpty, "\(JSONWriter.line(entry))")
            return entry["id"]?.stringValue
        }.sorted()
    }

    @Test("green with its declared choices and expectations file, exact counts", arguments: ports)
    func greenWithExpectations(_ port: Port) throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let r = try run(port, ["--expect", port.dir + "/expectations.json"])
        #expect(r.status == 0)
        let summary = r.json["summary"]
        #expect(summary?["passed"]?.intValue == port.passed)
        #expect(summary?["expectedFailures"]?.intValue == port.expectedFailures)
        #expect(summary?["unsupported"]?.intValue == port.unsupported)
        #expect(summary?["failed"]?.intValue == 0 && summary?["errored"]?.intValue == 0)
        #expect(r.json["implementation"]?["choices"]?.objectValue?.isEmpty == false, "the handshake declares choices")
        #expect(try expectedIDs(port).count == port.expectedFailures)
    }

    @Test("without the file exactly the listed vectors fail", arguments: ports)
    func exactlyTheListedVectorsFail(_ port: Port) throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let r = try run(port, [])
        #expect(r.status == (port.expectedFailures == 0 ? 0 : 1))
        let failing = (r.json["results"]?.arrayValue ?? []).filter { $0["status"] == "failed" || $0["status"] == "errored" }
        #expect(failing.compactMap { $0["id"]?.stringValue }.sorted() == (try expectedIDs(port)))
        // Unsupported only where the declared choice leaves the vector undefined.
        let unsupported = (r.json["results"]?.arrayValue ?? []).filter { $0["status"] == "unsupported" }
        #expect(unsupported.count == port.unsupported)
        #expect(unsupported.allSatisfy { ($0["message"]?.stringValue ?? "").contains("mc-json-null=platform-undefined") })
    }

    @Test("judged under the reference options instead, far more vectors fail", arguments: ports)
    func choicesMatter(_ port: Port) throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let r = try run(port, port.referenceChoices.flatMap { ["--choice", $0] })
        #expect(r.status == 1)
        let summary = r.json["summary"]
        let failures = (summary?["failed"]?.intValue ?? 0) + (summary?["errored"]?.intValue ?? 0)
        #expect(failures == port.failuresUnderReference)
    }
}
