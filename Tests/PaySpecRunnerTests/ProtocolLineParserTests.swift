import PaySpecJSON
import Testing

@testable import PaySpecRunner

/// The fast protocol-line reader must agree with the positioned parser on every input.
struct ProtocolLineParserTests {
    static let samples: [String] = [
        #"{"type":"result","id":"seb.status-outcome/SETTLED","output":{"outcome":"succeeded","rawStatus":"SETTLED"}}"#,
        #"  {"a" : [1, -2, 3.5, 1e3, -0, 0.25E-2, 12345678901234567890, true, false, null]}  "#,
        #"{"s":"tab\tnew\nquote\"slash\/back\\uni\u00e9\ud83d\ude00 raw é 😀"}"#,
        #"{"empty":{},"list":[],"nested":[[[{"x":[{}]}]]]}"#,
        #"{"dup":1,"dup":2}"#,
        #"{"bad":01}"#, #"{"bad":1.}"#, #"{"bad":-}"#, #"{"bad":"\x"}"#, #"{"bad":"\ud800"}"#,
        #"{"bad":tru}"#, #"{"a":1,}"#, #"[1,]"#, #"{"a":1} x"#, "", "not json", #""unterminated"#,
        "{\"ctl\":\"a\u{01}b\"}", #"{"n":1.7976931348623157e309}"#, #""just a string""#, "42", "-1.5e-7",
    ]

    @Test(arguments: samples)
    func agreesWithJSONParser(_ text: String) {
        let bytes = Array(text.utf8)
        let fast = Result { () throws(JSONSyntaxError) -> JSONValue in try ProtocolLineParser.parse(bytes) }
        let slow = Result { () throws(JSONSyntaxError) -> JSONValue in try JSONParser.parseValue(bytes) }
        switch (fast, slow) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect(a == b)
        default: Issue.record("fast \(fast) vs slow \(slow)")
        }
    }

    @Test func invalidUTF8FallsBack() {
        let bytes: [UInt8] = Array(#"{"s":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        let fast = try? ProtocolLineParser.parse(bytes)
        let slow = try? JSONParser.parseValue(bytes)
        #expect(fast == slow)
    }
}
