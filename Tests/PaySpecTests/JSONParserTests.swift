import PaySpecJSON
import Testing

@Suite struct JSONParserTests {
    @Test func parsesWithPositions() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, 2.5, \"x\"],\n  \"b\": {\"c\": null}\n}")
        let a = try #require(node.member("a"))
        #expect(a.keyLocation == SourceLocation(line: 2, column: 3))
        #expect(a.value.location == SourceLocation(line: 2, column: 8))
        #expect(node.value == ["a": [1, .double(2.5), "x"], "b": ["c": nil]])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let node = try JSONParser.parse(#"{"č": "ž", "k": 1}"#)
        #expect(node.member("k")?.keyLocation == SourceLocation(line: 1, column: 12))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let node = try JSONParser.parse(#"["a\"b\\c\/\n\t\u00e9\ud83d\ude00"]"#)
        #expect(node.value == ["a\"b\\c/\n\té😀"])
    }

    @Test func skipsByteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[true]".utf8)).value == [true])
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var text: String
        var error: String
        var testDescription: String { error }
    }

    static let bad: [Bad] = [
        Bad(text: "{\"a\": 1,}", error: "1:9: expected a string key, found character '}'"),
        Bad(text: "{\"a\": 1, \"a\": 2}", error: "1:10: duplicate key \"a\""),
        Bad(text: "[1 2]", error: "1:4: expected ',' or ']', found character '2'"),
        Bad(text: "\"abc", error: "1:5: unterminated string"),
        Bad(text: "[01]", error: "1:3: leading zeros are not allowed"),
        Bad(text: "[\"\u{01}\"]", error: "1:3: control character 0x1 in a string must be escaped"),
        Bad(text: "[\"\\ud800\"]", error: "1:9: lone high surrogate \\ud800"),
        Bad(text: "nul", error: "1:1: expected 'null'"),
        Bad(text: "[1]\n]", error: "2:1: unexpected character ']' after the end of the JSON value"),
        Bad(text: "", error: "1:1: expected a value, found end of input"),
        Bad(text: "[1e999]", error: "1:2: number '1e999' is out of range"),
        Bad(text: String(repeating: "[", count: 300), error: "1:257: nesting deeper than 256 levels"),
    ]

    @Test(arguments: bad)
    func rejectsMalformedInputWithPosition(_ bad: Bad) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bad.text) }
        do {
            _ = try JSONParser.parse(bad.text)
        } catch {
            #expect(error.description == bad.error)
        }
    }

    @Test func rejectsInvalidUTF8() {
        let bytes: [UInt8] = Array("[\"".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
    }

    @Test func writerIsCanonicalAndRoundTrips() throws {
        let value: JSONValue = ["b": [1, "ž\n\"q\""], "a": ["y": true, "x": nil], "c": .double(1.5)]
        #expect(JSONWriter.line(value) == #"{"a":{"x":null,"y":true},"b":[1,"ž\n\"q\""],"c":1.5}"#)
        #expect(JSONWriter.line(value, spacing: .spaced) == #"{"a": {"x": null, "y": true}, "b": [1, "ž\n\"q\""], "c": 1.5}"#)
        #expect(try JSONParser.parse(JSONWriter.line(value)).value == value)
        #expect(
            JSONWriter.document(["rows": [["k": 1], ["k": 2]], "t": "x"])
                == "{\n  \"rows\": [\n    {\"k\": 1},\n    {\"k\": 2}\n  ],\n  \"t\": \"x\"\n}\n")
    }

    @Test func escapesControlCharactersLikePython() {
        #expect(JSONWriter.line(.string("a\u{01}b\u{1F}")) == #""a\u0001b\u001f""#)
    }
}
