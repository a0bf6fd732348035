import PaySpecJSON
import PaySpecReference
import Testing

/// Inputs outside a suite's contract make the model throw a `ModelError` naming the problem.
@Suite struct SEBMoneyCollectInvalidInputTests {
    struct BadInput: Sendable, CustomTestStringConvertible {
        var suite: String
        var input: JSONValue
        /// A fragment the error message must contain.
        var mentions: String
        var testDescription: String { "\(suite): \(JSONWriter.line(input))" }
    }

    static let cases: [BadInput] = [
        BadInput(suite: "seb.status-outcome", input: [:], mentions: "status"),
        BadInput(suite: "seb.status-outcome", input: ["status": 7], mentions: "string"),
        BadInput(suite: "seb.status-outcome", input: "SETTLED", mentions: "object"),
        BadInput(suite: "seb.result-fields", input: ["flow": "web", "paymentId": "p"], mentions: "flow"),
        BadInput(suite: "seb.resolution", input: ["apiBaseURL": "https://x", "resolver": nil], mentions: "lookup"),
        BadInput(
            suite: "seb.resolution", input: ["apiBaseURL": "https://x", "resolver": nil, "lookup": nil],
            mentions: "lookup"),
        BadInput(
            suite: "seb.lookup-request", input: ["apiBaseURL": "https://x", "paymentId": "p"],
            mentions: "verificationKey"),
        BadInput(suite: "seb.flow-terminations", input: ["termination": "timeout"], mentions: "unknown termination"),
        BadInput(
            suite: "seb.callback-contract",
            input: ["events": [["event": "end", "paymentId": "p", "termination": "buyerCancelled"]]],
            mentions: "never started"),
        BadInput(
            suite: "seb.callback-contract", input: ["events": [["event": "pause", "paymentId": "p"]]],
            mentions: "unknown event"),
        BadInput(suite: "moneycollect.confirm-response", input: ["error": nil], mentions: "response"),
        BadInput(
            suite: "moneycollect.confirm-response", input: ["error": nil, "response": ["data": ["status": 3]]],
            mentions: "data.status"),
        BadInput(suite: "moneycollect.return-url", input: ["url": nil], mentions: "url"),
        BadInput(suite: "moneycollect.retrieve-response", input: ["error": 404, "response": nil], mentions: "error"),
        BadInput(
            suite: "moneycollect.exit-prompt", input: ["events": ["exitConfirmed"], "retrieve": nil],
            mentions: "prompt"),
        BadInput(
            suite: "moneycollect.exit-prompt", input: ["events": ["swipe"], "retrieve": nil],
            mentions: "unknown event"),
    ]

    @Test("invalid input is rejected with a clear message", arguments: cases)
    func invalidInputThrows(_ bad: BadInput) {
        do {
            let output = try ReferenceModel().evaluate(suite: bad.suite, input: bad.input)
            Issue.record("expected a ModelError, got \(JSONWriter.line(output))")
        } catch {
            #expect(error.message.contains(bad.mentions), "message \"\(error.message)\" should mention \(bad.mentions)")
        }
    }
}
