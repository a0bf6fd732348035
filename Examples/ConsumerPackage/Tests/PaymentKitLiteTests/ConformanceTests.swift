import PaySpecTesting
import PaymentKitLite
import Testing

struct PaymentKitUnderTest: PaySpecImplementation {
    func handshake() -> ImplementationInfo {
        ImplementationInfo(name: "paymentkit-lite", version: "1.0.0", language: "swift", suites: ["seb.status-outcome"])
    }

    func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
        guard let status = input["status"]?.stringValue else { throw UnsupportedVector("status must be a string") }
        let result = SEBStatusReader.result(forPlatformStatus: status)
        return ["outcome": .string(result.outcome.specOutcome.rawValue), "paymentStatus": .string(result.paymentStatus)]
    }
}

@Test func conformance() {
    PaySpecConformance.check(PaymentKitUnderTest(), suites: ["seb.status-outcome"])
}

@Test func fuzzing() {
    PaySpecConformance.fuzz(PaymentKitUnderTest(), suites: ["seb.status-outcome"], assumeReference: true)
}

// The README's snippet ends above (ReadmeSnippetTests in PaySpec checks it word for word).

/// The SDK with a planted bug: REFUNDED read as failed.
struct RefundReadAsFailed: PaySpecImplementation {
    func handshake() -> ImplementationInfo { PaymentKitUnderTest().handshake() }

    func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
        let output = try PaymentKitUnderTest().evaluate(suite: suite, input: input)
        return input["status"] == "REFUNDED" ? ["outcome": "failed", "paymentStatus": "REFUNDED"] : output
    }
}

@Suite("PaymentKitLite against PaySpec's built-in vectors")
struct PaymentKitConformanceTests {
    /// Every vector of the suite is judged and passes; nothing is skipped or unsupported.
    @Test func everyStatusVectorPasses() {
        let report = PaySpecConformance.check(PaymentKitUnderTest(), suites: ["seb.status-outcome"])
        let suite = PaySpecSuite.goldenSuites().suites.first { $0.name == "seb.status-outcome" }
        let expected = suite?.vectors.count ?? 0
        #expect(expected > 100)
        #expect(report.counts.passed == expected)
        #expect(report.counts.failed == 0 && report.counts.unsupported == 0)
    }

    /// The planted bug is reported: each vector it breaks is one test issue naming the vector.
    @Test func aPlantedBugIsReported() {
        var report: RunReport?
        withKnownIssue {
            report = PaySpecConformance.check(RefundReadAsFailed(), suites: ["seb.status-outcome"])
        } matching: { issue in
            issue.description.contains("REFUNDED")
        }
        let failing = report?.problems.map(\.id) ?? []
        #expect(failing.contains("seb.status-outcome/status-REFUNDED"))
        #expect(failing.allSatisfy { $0.contains("REFUNDED") }, "\(failing)")
    }

    /// The suite that judged the run is named by its version (semantic version and content hash).
    @Test func theBuiltInSuiteCarriesItsVersion() {
        #expect(PaySpecSuite.version.hasPrefix(PaySpecSuite.semanticVersion + "+"))
        #expect(PaySpecSuite.contentHash.count == 64)
    }
}
