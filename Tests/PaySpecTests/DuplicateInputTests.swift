import Foundation
import PaySpecJSON
import PaySpecModel
import PaySpecVectorGenerators
import PaySpecVectors
import Testing

/// JSON `null` stays distinct from a missing member, and `vectors check` reports two vectors of
/// one suite that share an input.
@Suite struct DuplicateInputTests {
    static let catalog: SpecCatalog = {
        do { return try SpecCatalog.load(directory: PackageRoot.spec) } catch { fatalError("spec/: \(error)") }
    }()

    func vector(_ name: String, input: JSONValue, expect: JSONValue) -> GoldenVector {
        GoldenVector(
            id: "seb.status-outcome/\(name)", suite: "seb.status-outcome", description: name, input: input,
            expect: expect, level: .must, spec: ["seb/platform-statuses#SETTLED"], line: 10)
    }

    func check(_ vectors: [GoldenVector]) -> [Diagnostic] {
        let suite = VectorSuite(
            name: "seb.status-outcome", sdk: "seb", description: "hand-made", generated: false, vectors: vectors,
            path: "golden/hand.json")
        return VectorCheck(catalog: Self.catalog, suites: [suite]).run().filter { $0.message.contains("same input") }
    }

    @Test func aNullStatusIsWrittenAsNullNotLeftOut() throws {
        let suites = GoldenLoader.load(directory: PackageRoot.path + "/golden").suites
        for name in ["moneycollect.confirm-response", "moneycollect.retrieve-response"] {
            let vectors = try #require(suites.first { $0.name == name }).vectors
            let null = try #require(vectors.first { $0.id == "\(name)/status-null" })
            let absent = try #require(vectors.first { $0.id == "\(name)/status-absent" })
            #expect(null.input["response"]?["data"]?["status"] == .null, "\(name)/status-null")
            #expect(absent.input["response"]?["data"]?["status"] == nil, "\(name)/status-absent")
        }
    }

    @Test func theSameInputWithAnotherExpectationIsAnError() {
        let found = check([
            vector("a", input: ["status": "SETTLED"], expect: ["outcome": "succeeded"]),
            vector("b", input: ["status": "SETTLED"], expect: ["outcome": "failed"]),
        ])
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.description
                == "golden/hand.json:10:5: error: vector seb.status-outcome/b: same input as seb.status-outcome/a (line 10) but a different expectation"
        )
    }

    @Test func theSameInputWithTheSameExpectationIsAWarning() {
        let found = check([
            vector("a", input: ["status": "SETTLED"], expect: ["outcome": "succeeded"]),
            vector("b", input: ["status": "SETTLED"], expect: ["outcome": "succeeded"]),
        ])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.message.contains("seb.status-outcome/b: same input and expectation as seb.status-outcome/a") == true)
    }

    @Test func nullAndAMissingMemberAreDifferentInputs() {
        #expect(
            check([
                vector("a", input: ["status": nil], expect: ["outcome": "unresolved"]),
                vector("b", input: [:], expect: ["outcome": "failed"]),
            ]).isEmpty)
    }

    @Test func theCommittedGoldenFilesHaveNoRepeatedInput() {
        let suites = GoldenLoader.load(directory: PackageRoot.path + "/golden").suites
        let found = VectorCheck(catalog: Self.catalog, suites: suites).run().filter { $0.message.contains("same input") }
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    @Test func answersJudgeNullMissingAndExtraMembersAsDifferences() {
        let expected: JSONValue = ["message": nil, "action": "message"]
        let missing = OutputComparison.mismatches(expected: expected, actual: ["action": "message"])
        #expect(missing.map(\.description) == ["expect.message: expected null, got nothing"])
        let extra = OutputComparison.mismatches(
            expected: expected, actual: ["action": "message", "message": nil, "redirect": nil])
        #expect(extra.map(\.description) == ["expect.redirect: expected nothing, got null"])
        let asNull = OutputComparison.mismatches(expected: ["action": "message"], actual: ["action": "message", "message": nil])
        #expect(asNull.map(\.description) == ["expect.message: expected nothing, got null"])
    }
}
