import PaySpecJSON
import PaySpecRunner
import PaySpecTestScheduling
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
}
