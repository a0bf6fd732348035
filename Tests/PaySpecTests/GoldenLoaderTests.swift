import Foundation
import PaySpecJSON
import PaySpecVectors
import Testing

/// A broken golden file is reported with file, line and vector id, and the other suites still load.
@Suite struct GoldenLoaderTests {
    static let good = """
        {
          "description": "d",
          "generated": false,
          "sdk": "seb",
          "suite": "seb.status-outcome",
          "vectors": [
            {"description": "x", "expect": {"outcome": "succeeded"}, "id": "seb.status-outcome/SETTLED", "input": {"status": "SETTLED"}, "level": "must", "spec": ["seb/platform-statuses#SETTLED"], "tags": []},
            {"description": "y", "expect": {"outcome": "failed"}, "id": "seb.status-outcome/FAILED", "input": {"status": "FAILED"}, "level": "must", "spec": ["seb/platform-statuses#FAILED"], "tags": []}
          ]
        }
        """

    func load(_ files: [String: String]) throws -> (suites: [VectorSuite], diagnostics: [String]) {
        let dir = NSTemporaryDirectory() + "payspec-golden-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        let (suites, diagnostics) = GoldenLoader.load(directory: dir)
        return (suites, diagnostics.map { $0.description.replacingOccurrences(of: dir + "/", with: "") })
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expected: String
        var vectorsKept: Int?
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(
            name: "bad JSON", text: String(good.dropLast(2)),
            expected: "b.json:9:4: error: expected ',' or '}', found end of input", vectorsKept: nil),
        Broken(
            name: "missing expect", text: good.replacingOccurrences(of: #""expect": {"outcome": "failed"}, "#, with: ""),
            expected: #"b.json:8:5: error: vector seb.status-outcome/FAILED: missing field "expect""#, vectorsKept: 1),
        Broken(
            name: "id used twice", text: good.replacingOccurrences(of: "status-outcome/FAILED", with: "status-outcome/SETTLED"),
            expected: "b.json:8:5: error: vector seb.status-outcome/SETTLED: id used twice in this file", vectorsKept: 1),
        Broken(
            name: "unknown suite", text: good.replacingOccurrences(of: #""suite": "seb.status-outcome""#, with: #""suite": "seb.refunds""#),
            expected: #"b.json:5:12: error: unknown suite "seb.refunds"; known suites: "#, vectorsKept: nil),
        Broken(
            name: "unknown field", text: good.replacingOccurrences(of: #""tags": []},"#, with: #""tags": [], "expected": 1},"#),
            expected: #"b.json:7:202: error: vector seb.status-outcome/SETTLED: unknown field "expected"; a vector has "#, vectorsKept: 1),
        Broken(
            name: "bad level",
            text: good.replacingOccurrences(
                of: #""level": "must", "spec": ["seb/platform-statuses#FAILED"]"#,
                with: #""level": "may", "spec": ["seb/platform-statuses#FAILED"]"#),
            expected: #"b.json:8:134: error: vector seb.status-outcome/FAILED: "level" must be "must" or "should""#, vectorsKept: 1),
    ]

    @Test(arguments: broken)
    func brokenFileIsReportedAndOtherSuitesStillLoad(_ b: Broken) throws {
        let other = Self.good.replacingOccurrences(of: "seb.status-outcome", with: "seb.result-fields")
        let (suites, diagnostics) = try load(["a.json": other, "b.json": b.text])
        #expect(diagnostics.count == 1 && diagnostics[0].hasPrefix(b.expected), "\(diagnostics)")
        #expect(suites.contains { $0.name == "seb.result-fields" && $0.vectors.count == 2 }, "the intact suite must still load")
        if let kept = b.vectorsKept {
            #expect(suites.first { $0.path.hasSuffix("b.json") }?.vectors.count == kept)
        } else {
            #expect(!suites.contains { $0.path.hasSuffix("b.json") })
        }
    }

    @Test func idUsedInTwoFilesIsReported() throws {
        let (_, diagnostics) = try load(["a.json": Self.good, "b.json": Self.good])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.hasPrefix("b.json:7:5: error: vector seb.status-outcome/SETTLED: id already used in ") == true)
        #expect(diagnostics.allSatisfy { $0.hasSuffix("a.json") })
    }

    @Test func expectedOutputFollowsDeclaredChoices() {
        let v = GoldenVector(
            id: "s/x", suite: "s", description: "", input: [:], expect: ["text": "-"], level: .should, spec: [],
            ambiguities: ["cancelled-nil-reason-text"], expectByChoice: ["cancelled-nil-reason-text=empty": ["text": ""]])
        #expect(v.expected(under: [:]) == ["text": "-"])
        #expect(v.expected(under: ["cancelled-nil-reason-text": "empty"]) == ["text": ""])
        #expect(v.expected(under: ["cancelled-nil-reason-text": "dash"]) == ["text": "-"])
    }

    @Test func comparisonNamesEachDifferingPath() {
        let m = OutputComparison.mismatches(
            expected: ["outcome": "unresolved", "headers": [["name": "X-Request-Id", "value": ["$match": "uuid"]]]],
            actual: ["outcome": "failed", "headers": [["name": "X-Request-Id", "value": "not-a-uuid"]], "extra": 1])
        #expect(
            m.map(\.description) == [
                "expect.extra: expected nothing, got 1",
                #"expect.headers[0].value: expected {"$match": "uuid"}, got "not-a-uuid""#,
                #"expect.outcome: expected "unresolved", got "failed""#,
            ])
        #expect(
            OutputComparison.mismatches(expected: ["id": ["$match": "uuid"]], actual: ["id": "9F1C2D3E-4B5A-4C6D-8E7F-0A1B2C3D4E5F"])
                .isEmpty)
        #expect(OutputComparison.isUUID("9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f"))
        #expect(!OutputComparison.isUUID("9f1c2d3e-4b5a-0c6d-8e7f-0a1b2c3d4e5f"))
        // Version 1-8, variant 8, 9, a or b in either case, hex digits of ASCII only, dashes in place.
        #expect(OutputComparison.isUUID("9f1c2d3e-4b5a-8c6d-Bf7f-0a1b2c3d4e5f"))
        #expect(!OutputComparison.isUUID("9f1c2d3e-4b5a-9c6d-8e7f-0a1b2c3d4e5f"))
        #expect(!OutputComparison.isUUID("9f1c2d3e-4b5a-4c6d-ce7f-0a1b2c3d4e5f"))
        #expect(!OutputComparison.isUUID("9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5g"))
        #expect(!OutputComparison.isUUID("9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5\u{FF10}"))
        #expect(!OutputComparison.isUUID("9f1c2d3e4-b5a-4c6d-8e7f-0a1b2c3d4e5f"))
        #expect(!OutputComparison.isUUID("9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f0"))
        #expect(!OutputComparison.isUUID(""))
    }
}
