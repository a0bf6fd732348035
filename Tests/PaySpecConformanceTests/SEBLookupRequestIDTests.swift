import PaySpecJSON
import PaySpecReference
import PaySpecVectors
import Testing

/// Properties a single golden vector cannot state.
@Suite struct SEBLookupRequestIDTests {
    @Test func everyLookupGetsAFreshRequestID() throws {
        let input: JSONValue = ["apiBaseURL": "https://checkout.example.lt", "paymentId": "p", "verificationKey": "k"]
        let ids = try (0..<5).map { _ in
            let output = try ReferenceModel().evaluate(suite: "seb.lookup-request", input: input)
            return output["headers"]?.arrayValue?.last?["value"]?.stringValue ?? ""
        }
        #expect(Set(ids).count == ids.count, "X-Request-Id repeated: \(ids)")
        #expect(ids.allSatisfy(OutputComparison.isUUID), "not UUIDs: \(ids)")
    }
}
