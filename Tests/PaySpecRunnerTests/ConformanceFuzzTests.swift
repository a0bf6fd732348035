import PaySpecFuzz
import PaySpecJSON
import PaySpecRunner
import PaySpecTesting
import Testing

/// `PaySpecConformance.fuzz`: an in-process Swift implementation fuzzed inside `swift test`.
@Suite("PaySpecConformance.fuzz")
struct ConformanceFuzzTests {
    /// SEB's status mapping written by hand, as an SDK would (exact, case-sensitive).
    struct StatusReader: PaySpecImplementation {
        /// A status that takes the paid branch by its start: the planted bug.
        var paidPrefix: String?

        func handshake() -> ImplementationInfo {
            ImplementationInfo(name: "status-reader", version: "1.0.0", language: "swift", suites: ["seb.status-outcome"])
        }

        func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
            guard let status = input["status"]?.stringValue else { throw UnsupportedVector("status must be a string") }
            var outcome: String
            switch status {
            case "AUTHORIZED", "CAPTURED", "SETTLED", "REFUNDED": outcome = "succeeded"
            case "FAILED": outcome = "failed"
            case "CANCELLED", "ABANDONED": outcome = "cancelled"
            default: outcome = "unresolved"
            }
            if let paidPrefix, status.hasPrefix(paidPrefix) { outcome = "succeeded" }
            return ["outcome": .string(outcome), "paymentStatus": .string(status)]
        }
    }

    /// The same call as the README's and the example package's (Examples/ConsumerPackage),
    /// whose reader is this one without the planted bug.
    @Test func aConformingImplementationFuzzesClean() throws {
        let outcome = try #require(PaySpecConformance.fuzz(StatusReader(), suites: ["seb.status-outcome"], assumeReference: true))
        #expect(outcome.judged == 1000)
        #expect(outcome.disagreements == 0 && outcome.findings.isEmpty)
        #expect(outcome.counts.passed == 1000)
    }

    /// `SETTLED_…` read as paid: no golden status starts with SETTLED and goes on, so only
    /// generated inputs (a suffix or separator added) catch it. One issue per kind, with the
    /// shrunk input and the golden vector to commit.
    @Test func aPlantedBugIsCaughtAsATestIssueWithItsVector() throws {
        var outcome: FuzzOutcome?
        withKnownIssue {
            outcome = PaySpecConformance.fuzz(
                StatusReader(paidPrefix: "SETTLED"), suites: ["seb.status-outcome"], seed: 5, count: 2000, assumeReference: true)
        } matching: { issue in
            let text = issue.description
            return text.contains("seb.status-outcome disagreement") && text.contains("golden vector") && text.contains("\"SETTLED")
        }
        let found = try #require(outcome)
        #expect(found.disagreements > 0)
        let finding = try #require(found.findings.first)
        let status = try #require(finding.input["status"]?.stringValue)
        #expect(status.hasPrefix("SETTLED") && status != "SETTLED", "\(status)")
        #expect(finding.output?["outcome"] == "succeeded" && finding.expected["outcome"] == "unresolved")
    }

    /// Nothing judged is never a pass: a filter that matches no suite is an issue.
    @Test func aFilterThatMatchesNothingIsAnIssue() {
        withKnownIssue {
            let outcome = PaySpecConformance.fuzz(StatusReader(), suites: ["seb.nope"], count: 10)
            #expect(outcome == nil)
        } matching: { issue in
            issue.description.contains("matches no suite")
        }
    }
}
