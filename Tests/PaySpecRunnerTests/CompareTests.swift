import Foundation
import PaySpecFuzz
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import Testing

/// `payspec compare`: two implementations, the same inputs, no oracle.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)), .enabled(if: Fixture.python != nil, "python3 not found on PATH"))
struct CompareTests {
    static let golden = Fixture.root + "/golden"
    static let python = FuzzTests.python

    static func compare(_ extra: [String]) throws -> (status: Int32, json: JSONValue, out: String, err: String) {
        let r = Fixture.cli(["compare", "--golden", golden, "--format", "json"] + extra)
        return (r.status, (try? JSONParser.parseValue(Array(r.out.utf8))) ?? .null, r.out, r.err)
    }

    @Test func twoIdenticalPortsCompareClean() throws {
        let copy = try PlantedPort.python(
            file: "adapter.py", replacing: "PROTOCOL = \"payspec/1\"", with: "PROTOCOL = \"payspec/1\"  # a copy")
        let r = try Self.compare(["--adapter", Self.python, "--adapter", copy, "--generated", "1000", "--seed", "5"])
        #expect(r.status == 0, "\(r.json["disagreements"] ?? .null) \(r.err)")
        let summary = try #require(r.json["summary"])
        #expect(summary["disagreements"] == 0)
        #expect(summary["generatedInputs"] == 1000)
        // Every golden input and every generated one was answered by both.
        #expect(summary["compared"]?.intValue == (summary["goldenInputs"]?.intValue ?? 0) + 1000)
        // The SEB lookup request carries a fresh UUID each time: random by design, not a difference.
        let lookup = try Self.compare(["--adapter", Self.python, "--adapter", copy, "--suite", "seb.lookup-request", "--generated", "50"])
        #expect(lookup.status == 0)
    }

    @Test func aPlantedDifferenceIsReportedWithBothAnswers() throws {
        // Price 0 accepted: `<= 0` became `< 0`.
        let planted = try PlantedPort.python(
            file: "payspec_comgate.py", replacing: "or price <= 0:", with: "or price < 0:", version: "0.2.0")
        let r = try Self.compare([
            "--adapter", Self.python, "--adapter", planted, "--suite", "comgate.payment-params", "--generated", "300",
        ])
        #expect(r.status == 1)
        let disagreements = try #require(r.json["disagreements"]?.arrayValue)
        #expect(!disagreements.isEmpty)
        #expect(disagreements.allSatisfy { $0["input"]?["price"] == 0 }, "\(disagreements)")
        let first = try #require(disagreements.first)
        #expect(first["first"]?["output"]?["errors"]?.arrayValue?.first == "INVALID_PRICE")
        #expect(first["first"]?["output"]?["valid"] == false)
        let text = Fixture.cli([
            "compare", "--golden", Self.golden, "--adapter", Self.python, "--adapter", planted, "--suite", "comgate.payment-params",
            "--generated", "0",
        ])
        #expect(text.status == 1)
        #expect(text.out.contains("payspec-python 0.1.0: {\"errors\": [\"INVALID_PRICE\""))
        #expect(text.out.contains("payspec-python 0.2.0: {\"errors\": []"))
        #expect(text.out.contains("output.valid: payspec-python 0.1.0 false, payspec-python 0.2.0 true"))
    }

    @Test func recordedOutputsStandForOneSide() throws {
        let dir = Fixture.tempDir()
        let recorded = dir + "/recorded.jsonl"
        // Recorded from the golden expectations of one suite, one of them wrong on purpose.
        let suite = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: Self.golden + "/seb.status-outcome.json"))))
        var lines: [String] = []
        for (i, v) in (suite["vectors"]?.arrayValue ?? []).enumerated() {
            var output = v["expect"]!
            if i == 0 { output = ["outcome": "failed", "paymentStatus": v["expect"]!["paymentStatus"]!] }
            lines.append(JSONWriter.line(["id": v["id"]!, "output": output]))
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: recorded, atomically: true, encoding: .utf8)
        let r = try Self.compare(["--adapter", Self.python, "--outputs", recorded, "--suite", "seb.status-outcome", "--generated", "20"])
        #expect(r.status == 1)
        #expect(r.json["disagreements"]?.arrayValue?.count == 1)
        // Generated inputs have no recorded output: counted, not compared.
        #expect(r.json["summary"]?["notComparedSecond"] == 20)
        let bad = dir + "/bad.jsonl"
        try "{\"id\": \"x\"\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let broken = Fixture.cli(["compare", "--golden", Self.golden, "--adapter", Self.python, "--outputs", bad])
        #expect(broken.status == 2 && broken.err.contains("\(bad):1:"))
    }

    @Test func usageErrors() {
        #expect(Fixture.cli(["compare", "--adapter", Self.python]).status == 2)
        #expect(Fixture.cli(["compare", "--adapter", "a", "--adapter", "b", "--adapter", "c"]).status == 2)
        #expect(Fixture.cli(["compare", "--golden", Self.golden, "--adapter", Self.python, "--adapter", "/nonexistent/x"]).status == 3)
        #expect(
            Fixture.cli(["compare", "--golden", Self.golden, "--adapter", Self.python, "--adapter", Self.python, "--generated", "-3"])
                .status == 2)
        let help = Fixture.cli(["compare", "--help"])
        #expect(help.out.contains("USAGE: payspec compare") && help.out.contains("EXAMPLES:"))
    }
}
