import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecVectors
import Testing

/// `{"$fresh": "uuid"}`: well formed in each vector, and different across the vectors of one run,
/// in recorded outputs (`payspec check --outputs`) as in a live run.
@Suite struct FreshValueTests {
    /// Recorded outputs for every seb.lookup-request vector, each answering `uuid(index)`.
    static func recording(_ uuid: (Int) -> String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixture.root + "/golden/seb.lookup-request.json"))
        let file = try JSONParser.parseValue(Array(data))
        var lines: [String] = []
        for (i, v) in (file["vectors"]?.arrayValue ?? []).enumerated() {
            guard let id = v["id"]?.stringValue else { continue }
            // the expected output, with each matcher answered by a value it accepts
            let expected = v["expect"] ?? nil
            let headers: [JSONValue] = (expected["headers"]?.arrayValue ?? []).map { h in
                let name = h["name"]?["$ignoringCase"] ?? h["name"] ?? nil
                let value: JSONValue = h["value"]?["$fresh"] != nil ? .string(uuid(i)) : h["value"] ?? nil
                return ["name": name, "value": value]
            }
            let output: JSONValue = ["method": expected["method"] ?? nil, "url": expected["url"] ?? nil, "headers": .array(headers)]
            lines.append(JSONWriter.line(["id": .string(id), "output": output]))
        }
        #expect(lines.count >= 2, "seb.lookup-request needs two vectors to compare")
        let path = Fixture.tempDir() + "/outputs.jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func check(_ path: String) -> (status: Int32, out: String, err: String) {
        Fixture.cli(["check", "--outputs", path, "--golden", Fixture.root + "/golden", "--suite", "seb.lookup-request"])
    }

    @Test func aNewUUIDForEveryRecordedRequestPasses() throws {
        let path = try Self.recording { String(format: "0b8e0c9a-1f2d-4e3b-8a4c-%012x", $0) }
        let run = Self.check(path)
        #expect(run.status == 0, "\(run.out.suffix(600))")
    }

    @Test func theSameUUIDInTwoRecordedRequestsFailsTheLaterOnes() throws {
        // one UUID, written in two letter cases: still the same UUID
        let path = try Self.recording { $0 % 2 == 0 ? "0b8e0c9a-1f2d-4e3b-8a4c-5d6e7f8091a2" : "0B8E0C9A-1F2D-4E3B-8A4C-5D6E7F8091A2" }
        let run = Self.check(path)
        #expect(run.status == 1)
        #expect(run.out.contains("not fresh: the same uuid was answered to vector seb.lookup-request/"), "\(run.out.suffix(600))")
        // the first vector to answer a value keeps it: exactly one passes
        #expect(run.out.contains("1 passed"), "\(run.out.suffix(300))")
    }

    @Test func aMalformedFreshValueFailsInItsOwnVector() {
        let expected: JSONValue = ["id": ["$fresh": "uuid"]]
        #expect(!OutputComparison.mismatches(expected: expected, actual: ["id": "not-a-uuid"]).isEmpty)
        #expect(OutputComparison.mismatches(expected: expected, actual: ["id": "6f1c2a7e-3b4d-4c8e-9f10-2a3b4c5d6e7f"]).isEmpty)
    }

    @Test func twoFreshPositionsOfOneVectorMustDifferToo() {
        let v = GoldenVector(
            id: "s/one", suite: "s", description: "", input: [:], expect: ["a": ["$fresh": "uuid"], "b": ["$fresh": "uuid"]],
            level: .must, spec: [])
        let same = "6f1c2a7e-3b4d-4c8e-9f10-2a3b4c5d6e7f"
        var results = [RunVector(v, sdk: "seb").judge(["a": .string(same), "b": .string(same)], choices: [:])]
        #expect(results[0].status == .passed)
        FreshValueCheck.apply(to: &results)
        #expect(results[0].status == .failed)
        #expect(results[0].diff.first?.reason == "not fresh: the same uuid was answered to another place of this vector")
    }
}
