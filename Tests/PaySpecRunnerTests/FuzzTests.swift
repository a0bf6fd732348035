import Foundation
import PaySpecFuzz
import PaySpecJSON
import PaySpecReference
import PaySpecRunner
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// `payspec fuzz`: generated inputs judged by the reference model.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)), .enabled(if: Fixture.python != nil, "python3 not found on PATH"))
struct FuzzTests {
    static let golden = Fixture.root + "/golden"
    static let python = "\(Fixture.python ?? "python3") \(Fixture.root)/tools/adapters/python/adapter.py"

    static func fuzz(_ adapter: String, _ extra: [String]) throws -> (status: Int32, json: JSONValue, err: String) {
        let r = Fixture.cli(["fuzz", "--golden", golden, "--adapter", adapter, "--format", "json"] + extra)
        return (r.status, try JSONParser.parseValue(Array(r.out.utf8)), r.err)
    }

    /// A golden directory holding `vectors` as one suite file.
    static func goldenDir(_ vectors: [GoldenVector], suite: String, sdk: String) throws -> String {
        let dir = Fixture.tempDir() + "/golden"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let file = VectorSuite(name: suite, sdk: sdk, description: "fuzz test", generated: false, vectors: vectors)
        try file.fileText.write(toFile: "\(dir)/\(suite).json", atomically: true, encoding: .utf8)
        return dir
    }

    /// A Python port that reads a two-digit year up to 100 (`<` became `<=`): year 100 is taken
    /// for 2100. No golden vector has year 100; fuzzing must find it, shrink it, and print a
    /// vector that fails the planted port and passes the shipped one.
    @Test func plantedBugIsCaughtAndItsShrunkVectorIsMinimalAndCorrect() throws {
        let planted = try PlantedPort.python(file: "payspec_comgate.py", replacing: "if year < 100:", with: "if year <= 100:")
        // Seed 3 meets the bug first through the expiry check alone; the combined card check
        // (op "card") would be another, larger finding.
        let r = try Self.fuzz(planted, ["--suite", "comgate.card-fields", "--seed", "3", "--count", "4000", "--max-failures", "1"])
        #expect(r.status == 1)
        let findings = try #require(r.json["findings"]?.arrayValue)
        #expect(!findings.isEmpty)
        let finding = try #require(findings.first { $0["input"]?["year"] == 100 }, "\(findings)")
        let vectorJSON = try #require(finding["vector"])
        // Ready to commit: it loads as a golden vector, and judges the two ports apart.
        let dir = Fixture.tempDir() + "/golden"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let text = """
            {"description": "fuzz finding", "generated": false, "sdk": "comgate", "suite": "comgate.card-fields",
             "vectors": [\(JSONWriter.line(vectorJSON))]}
            """
        try text.write(toFile: dir + "/comgate.card-fields.json", atomically: true, encoding: .utf8)
        let shipped = Fixture.cli(["run", "--golden", dir, "--adapter", Self.python])
        #expect(shipped.status == 0, "\(shipped.out)")
        let caught = Fixture.cli(["run", "--golden", dir, "--adapter", planted])
        #expect(caught.status == 1 && caught.out.contains("expect.error: expected \"CARD_EXPIRED\", got null"), "\(caught.out)")
        #expect(vectorJSON["level"] == "should" && vectorJSON["tags"] == ["derived", "fuzz"])
        #expect(vectorJSON["expect"] == ["valid": false, "error": "CARD_EXPIRED", "messageKey": "expiryExpiredError"])
        // Minimal: every smaller candidate is outside the contract, depends on an undeclared
        // ambiguity, or is answered correctly by the planted port.
        let input = try #require(finding["input"])
        let oracle = ReferenceOracle(declared: [:])
        var judged: [GoldenVector] = []
        for (n, candidate) in InputShrinker.candidates(input).enumerated() {
            guard case .expected(let out) = oracle.judge(suite: "comgate.card-fields", sdk: "comgate", input: candidate) else { continue }
            judged.append(
                GoldenVector(
                    id: "comgate.card-fields/c\(n)", suite: "comgate.card-fields", description: "", input: candidate, expect: out,
                    level: .should, spec: []))
        }
        #expect(!judged.isEmpty)
        let smaller = Fixture.cli([
            "run", "--golden", try Self.goldenDir(judged, suite: "comgate.card-fields", sdk: "comgate"), "--adapter", planted,
        ])
        #expect(smaller.status == 0, "a smaller input still fails: \(smaller.out)")
        // The report names the finding with both answers and the vector to commit.
        let textReport = Fixture.cli([
            "fuzz", "--golden", Self.golden, "--adapter", planted, "--suite", "comgate.card-fields", "--seed", "3", "--count", "4000",
            "--max-failures", "1",
        ])
        #expect(textReport.out.contains("golden vector (level should, tagged derived until reviewed"))
        #expect(textReport.out.contains("expected: {\"error\": \"CARD_EXPIRED\""))
        #expect(textReport.out.contains("replay: --seed 3 --count "))
    }

    /// The shipped Python port against the reference with a fixed seed, under its handshake
    /// (no choices: inputs that depend on an ambiguity are counted, not judged) and under the
    /// reference options for every ambiguity.
    @Test func shippedPythonPortFuzzesClean() throws {
        let plain = try Self.fuzz(Self.python, ["--seed", "1", "--count", "3000"])
        #expect(plain.status == 0, "\(plain.json["findings"] ?? .null)")
        #expect(plain.json["summary"]?["judged"] == 3000)
        #expect((plain.json["summary"]?["undeclaredInputs"]?.intValue ?? 0) > 0)
        let assumed = try Self.fuzz(Self.python, ["--seed", "2", "--count", "3000", "--assume-reference"])
        #expect(assumed.status == 0, "\(assumed.json["findings"] ?? .null)")
        #expect(assumed.json["summary"]?["undeclaredInputs"] == 0)
    }

    /// The time budget is for judging: an adapter that takes longer than the whole budget to
    /// shake hands still gets judged inputs, and is not reported as announcing no suite.
    @Test func theTimeBudgetStartsAfterTheHandshake() throws {
        let slow = "sleep 2; exec \(Self.python)"
        let r = try Self.fuzz(slow, ["--shell", "--suite", "seb.status-outcome", "--time-budget", "1", "--assume-reference"])
        #expect(r.status == 0, "\(r.err) \(r.json["summary"] ?? .null)")
        #expect((r.json["summary"]?["judged"]?.intValue ?? 0) > 0)
    }

    @Test func sameSeedSameInputsOtherSeedOtherInputs() throws {
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        let args = ["--suite", "seb.*", "--count", "500"]
        let a = try Self.fuzz(adapter, args + ["--seed", "11"])
        let b = try Self.fuzz(adapter, args + ["--seed", "11"])
        let c = try Self.fuzz(adapter, args + ["--seed", "12"])
        #expect(a.status == 0)
        for key in ["made", "duplicates", "outsideContract", "undeclaredInputs", "undeclared", "judged"] {
            #expect(a.json["summary"]?[key] == b.json["summary"]?[key], "\(key)")
        }
        #expect(
            a.json["summary"]?["made"] != c.json["summary"]?["made"] || a.json["summary"]?["undeclared"] != c.json["summary"]?["undeclared"]
        )
    }

    @Test func anAmbiguityWithNoDeclaredChoiceIsNeverGuessed() throws {
        // Every seb.result-fields answer names its outcome member after seb-outcome-field-name.
        let undeclared = try Self.fuzz(Self.python, ["--suite", "seb.result-fields", "--count", "200"])
        #expect(undeclared.status == 1)
        #expect(undeclared.json["summary"]?["judged"] == 0)
        #expect((undeclared.json["summary"]?["undeclared"]?["seb-outcome-field-name"]?.intValue ?? 0) > 0)
        let declared = try Self.fuzz(
            Self.python, ["--suite", "seb.result-fields", "--count", "200", "--choice", "seb-outcome-field-name=outcome"])
        #expect((declared.json["summary"]?["judged"]?.intValue ?? 0) > 0)
        #expect(declared.json["summary"]?["undeclared"]?["seb-outcome-field-name"] == nil)
    }

    @Test func usageErrors() {
        #expect(Fixture.cli(["fuzz"]).status == 2)
        #expect(
            Fixture.cli(["fuzz", "--adapter", Self.python, "--golden", Self.golden, "--suite", "seb.nope"]).err.contains("matches no suite")
        )
        #expect(Fixture.cli(["fuzz", "--adapter", Self.python, "--golden", Self.golden, "--count", "0"]).status == 2)
        #expect(Fixture.cli(["fuzz", "--adapter", Self.python, "--golden", Self.golden, "--seed", "-1"]).status == 2)
        #expect(Fixture.cli(["fuzz", "--adapter", Self.python, "--golden", Self.golden, "--choice", "nope=x"]).status == 2)
        #expect(Fixture.cli(["fuzz", "--adapter", "/nonexistent/adapter", "--golden", Self.golden, "--count", "10"]).status == 3)
        let help = Fixture.cli(["fuzz", "--help"])
        #expect(help.out.contains("USAGE: payspec fuzz") && help.out.contains("EXAMPLES:"))
    }

    @Test func shrinkCandidatesAreStrictlySmaller() {
        let input: JSONValue = ["op": "cardholderName", "name": "  \u{A0}x", "list": [1, 2, 3], "n": 12345]
        let candidates = InputShrinker.candidates(input)
        #expect(!candidates.isEmpty)
        #expect(candidates.allSatisfy { InputShrinker.smaller($0, than: input) })
        #expect(candidates.contains(["op": "cardholderName", "name": "", "list": [1, 2, 3], "n": 12345]))
        #expect(candidates.contains(["op": "cardholderName", "name": "  \u{A0}x", "list": [1, 2, 3]]))
    }
}
