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

/// The lookup request's template is filled from the input's values as they are.
@Suite struct SEBLookupTemplateTests {
    private func lookup(_ input: JSONValue) throws -> (url: String, key: String) {
        let output = try ReferenceModel().evaluate(suite: "seb.lookup-request", input: input)
        let key = output["headers"]?.arrayValue?.first?["value"]?.stringValue ?? ""
        return (output["url"]?.stringValue ?? "", key)
    }

    /// 001 L96: the verification key header holds the key; a key that itself reads `{uuid}`
    /// is that key, not a request id (chained replacements would fill it).
    @Test func placeholdersInsideValuesAreSentAsTheyAre() throws {
        let sent = try lookup([
            "apiBaseURL": "https://checkout.example.lt/{paymentId}", "paymentId": "p$&1", "verificationKey": "k{uuid}$'",
        ])
        #expect(sent.key == "k{uuid}$'")
        #expect(sent.url.hasPrefix("https://checkout.example.lt/{paymentId}/"))
        #expect(sent.url.hasSuffix("/p$&1"))
    }

    /// Values are copied by their bytes: a decomposed letter stays decomposed, a long id whole.
    @Test func valuesKeepTheirBytes() throws {
        let long = String(repeating: "é", count: 5000)
        let sent = try lookup(["apiBaseURL": "https://checkout.example.lt", "paymentId": .string(long), "verificationKey": "e\u{301}"])
        #expect(Array(sent.key.utf8) == Array("e\u{301}".utf8))
        #expect(sent.url.hasSuffix("/" + long))
    }
}

/// Answers are judged by their bytes, long ones too.
@Suite struct JSONByteEqualityTests {
    @Test func stringsCompareByBytes() {
        let long = String(repeating: "a", count: 10_000)
        #expect(JSONValue.string(long) == .string(String(repeating: "a", count: 10_000)))
        #expect(JSONValue.string(long + "a") != .string(long + "b"))
        #expect(JSONValue.string(long) != .string(long + "a"))
        #expect(JSONValue.string("\u{E9}") != .string("e\u{301}"))
        #expect(JSONValue.string("") == .string(""))
    }
}
