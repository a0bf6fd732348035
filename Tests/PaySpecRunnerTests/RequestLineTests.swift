import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import Testing

/// The request line written directly is byte for byte the canonical line of the same object.
@Suite(.waitsOnProcesses) struct RequestLineTests {
    static let inputs: [JSONValue] = [
        [:], ["status": "SETTLED"], ["a": ["z": 1, "b": [true, nil, .double(2.5)]], "q\"\n": "ž😀\u{01}"], .null, [1, "x"],
    ]

    @Test(arguments: inputs)
    func directLineEqualsTheCanonicalLine(_ input: JSONValue) throws {
        let id = "seb.status-outcome/odd \"id\"\t~2"
        let direct = RunnerMessage.vector(id: id, suite: "seb.status-outcome", input: input)
        let canonical = JSONWriter.line(["type": "vector", "id": .string(id), "suite": "seb.status-outcome", "input": input])
        #expect(direct == canonical)
        #expect(try JSONParser.parseValue(Array(direct.utf8))["input"] == input)
    }

    /// The byte writer that request lines of decoded inputs use gives the string writer's bytes,
    /// keys ordered alike whether they are ASCII or not (`é` and `e\u{301}` are one key to
    /// `String`'s order, two byte sequences).
    @Test(
        arguments: inputs + [
            ["é": 1, "e\u{301}x": 2, "z": 3, "Z": 4, "": 5, "ab": 6, "a": 7], ["k": ["é": ["b": 1, "a": 2]], "B": .double(1e300)],
            .integer(-7), "tab\tand\\",
            // Every byte that is escaped, at either end and between text, and after a longer scalar.
            .string(String(decoding: Array(UInt8(0)..<0x80), as: UTF8.self) + "é😀\u{1F}"), "\"", "\\", "\u{7F}\u{0C}é\u{08}",
            ["\u{1B}[31m": .string("\r\n" + String(repeating: "x\u{00}", count: 300))],
        ])
    func compactBytesEqualTheCompactLine(_ value: JSONValue) {
        var bytes: [UInt8] = [0x2A]
        JSONWriter.writeCompact(value, into: &bytes)
        #expect(bytes == [0x2A] + Array(JSONWriter.line(value).utf8))
    }
}
