import PaySpecJSON
import PaySpecTestSupport
import Testing

/// The messages of the JSON reader for broken texts, exact to the byte with their line and
/// column: truncated texts, bad escapes, lone surrogates, bytes that are not UTF-8, repeated
/// keys, deep nesting, bad numbers, byte-order marks. Both entries (the positioned tree and the
/// fast value) name the same fault the same way.
@Suite struct JSONFaultMessageTests {
    typealias Row = MessageRow

    static let rows: [Row] = [
        Row("accents-then-bad", text: "{\"é\": \"ñ€😀\", \"b\": \"\\u12\"}", "1:22: expected 4 hex digits after \\u"),
        Row("arr-no-sep", text: "[1 2]", "1:4: expected ',' or ']', found character '2'"),
        Row("arr-trailing-comma", text: "[1,]", "1:4: expected a value, found character ']'"),
        Row("bad-escape", text: "{\"a\": \"x\\q\"}", "1:10: invalid escape '\\q'"),
        Row("bad-escape-nonascii", text: "{\"a\": \"x\\é\"}", "1:10: invalid escape: '\\' followed by byte 0xC3"),
        Row("bad-escape-control", text: "{\"a\": \"x\\\u{1B}\"}", "1:10: invalid escape: '\\' followed by byte 0x1B"),
        Row("bad-hex", text: "{\"a\": \"\\u12g4\"}", "1:10: expected 4 hex digits after \\u"),
        Row("bad-word", text: "{\"a\": tru}", "1:7: expected 'true'"),
        Row("bad-word-f", text: "{\"a\": fals}", "1:7: expected 'false'"),
        Row("bad-word-n", text: "{\"a\": nul}", "1:7: expected 'null'"),
        Row("bom-bad", text: "\u{FEFF}{\"a\": 1,,}", "1:9: expected a string key, found character ','"),
        Row("bom-half", bytes: [0xEF, 0xBB, 0x7B, 0x7D], "1:1: expected a value, found byte 0xEF"),
        Row("bom-twice", text: "\u{FEFF}\u{FEFF}{}", "1:1: expected a value, found byte 0xEF"),
        Row("control-char", text: "{\"a\": \"x\ty\"}", "1:9: control character 0x9 in a string must be escaped"),
        Row(
            "deep-257", text: String(repeating: "[", count: 257) + String(repeating: "]", count: 257),
            "1:257: nesting deeper than 256 levels"),
        Row(
            "deep-obj", text: String(repeating: #"{"a":"#, count: 257) + "1" + String(repeating: "}", count: 257),
            "1:1281: nesting deeper than 256 levels"),
        Row("dup-key", text: "{\"a\": 1, \"b\": 2, \"a\": 3}", "1:18: duplicate key \"a\""),
        Row("dup-key-escaped", text: "{\"a\": 1, \"\\u0061\": 2}", "1:10: duplicate key \"a\""),
        Row("dup-key-nfc", text: "{\"é\": 1, \"é\": 2}", "1:10: duplicate key \"é\""),
        Row(
            "dup-many", text: "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + #", "k7": 0}"#,
            "1:422: duplicate key \"k7\""),
        Row("dup-nested-order", text: "{\"x\": 1, \"x\": {\"y\": 1, \"y\": 2}}", "1:10: duplicate key \"x\""),
        Row("dup-then-syntax", text: "{\"a\": 1, \"a\": 2, }", "1:10: duplicate key \"a\""),
        Row("empty", text: "", "1:1: expected a value, found end of input"),
        Row("good-pair-then-bad", text: "{\"a\": \"\\ud83d\\ude00\\x\"}", "1:21: invalid escape '\\x'"),
        Row("high-bad-low", text: "{\"a\": \"\\ud800\\u0041\"}", "1:20: invalid low surrogate \\u41"),
        Row("high-low-nohex", text: "{\"a\": \"\\ud800\\uzz\"}", "1:16: expected 4 hex digits after \\u"),
        Row(
            "invalid-utf8", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0x78, 0xFF, 0x20, 0x79, 0x22, 0x7D],
            "1:13: string is not valid UTF-8"),
        Row("invalid-utf8-key", bytes: [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x20, 0x31, 0x7D], "1:5: string is not valid UTF-8"),
        Row("lone-high", text: "{\"a\": \"\\ud800\"}", "1:14: lone high surrogate \\ud800"),
        Row("lone-high-then-esc", text: "{\"a\": \"\\ud800\\n\"}", "1:14: lone high surrogate \\ud800"),
        Row("lone-low", text: "{\"a\": \"\\udc00\"}", "1:14: lone low surrogate \\udc00"),
        Row("multiline", text: "{\n  \"a\": [\n    1,\n    \"éé\",\n    x\n  ]\n}", "5:5: expected a value, found character 'x'"),
        Row("multiline-crlf", text: "{\r\n  \"a\": \"€\",\r\n  \"b\": -\r\n}", "3:9: expected a digit"),
        Row("newline-in-string", text: "{\"a\": \"x\ny\"}", "1:9: control character 0xA in a string must be escaped"),
        Row("no-colon", text: "{\"a\" 1}", "1:6: expected ':' after key \"a\", found character '1'"),
        Row("no-key", text: "{1: 2}", "1:2: expected a string key, found character '1'"),
        Row("no-sep", text: "{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}', found character '\"'"),
        Row("num-exp", text: "{\"a\": 1e}", "1:9: expected a digit in the exponent"),
        Row("num-exp-sign", text: "{\"a\": 1e+}", "1:10: expected a digit in the exponent"),
        Row("num-frac", text: "{\"a\": 1.}", "1:9: expected a digit after '.'"),
        Row("num-leading-zero", text: "{\"a\": 01}", "1:8: leading zeros are not allowed"),
        Row("num-minus", text: "{\"a\": -}", "1:8: expected a digit"),
        Row("num-range", text: "{\"a\": 1e999}", "1:7: number '1e999' is out of range"),
        Row("overlong", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xC0, 0xAF, 0x22, 0x7D], "1:10: string is not valid UTF-8"),
        Row(
            "surrogate-utf8", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D],
            "1:10: string is not valid UTF-8"),
        Row("trailing", text: "{\"a\": 1} x", "1:10: unexpected character 'x' after the end of the JSON value"),
        Row("trailing-obj", text: "{} {}", "1:4: unexpected character '{' after the end of the JSON value"),
        Row("trunc-escape", text: "{\"a\": \"x\\", "1:10: unterminated escape"),
        Row("trunc-key", text: "{\"ab", "1:5: unterminated string"),
        Row("trunc-obj", text: "{\"a\": 1", "1:8: expected ',' or '}', found end of input"),
        Row("trunc-str", text: "{\"a\": \"xyz", "1:11: unterminated string"),
        Row("trunc-u", text: "{\"a\": \"\\u12", "1:10: expected 4 hex digits after \\u"),
        Row("truncated-utf8-at-end", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xE2, 0x82], "1:9: unterminated string"),
        Row(
            "utf8-then-control", bytes: [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xFF, 0x01, 0x22, 0x7D],
            "1:9: control character 0x1 in a string must be escaped"),
        Row("value-bad", text: "{\"a\": @}", "1:7: expected a value, found character '@'"),
        Row("value-nonascii", text: "{\"a\": é}", "1:7: expected a value, found byte 0xC3"),
        Row("word-at-end", text: "{\"a\": t", "1:7: expected 'true'"),
        Row("ws-only", text: "  \n ", "2:2: expected a value, found end of input"),
    ]

    @Test(arguments: rows)
    func positionedTreeNamesTheFault(_ row: Row) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(row.bytes) }
        do {
            _ = try JSONParser.parse(row.bytes)
        } catch {
            #expect("\(error.location): \(error.message)" == row.message)
        }
    }

    @Test(arguments: rows)
    func fastValueNamesTheSameFault(_ row: Row) {
        do {
            _ = try JSONParser.parseValue(row.bytes)
            Issue.record("accepted \(row.name)")
        } catch {
            #expect("\(error.location): \(error.message)" == row.message)
        }
        #expect(JSONParser.parseValue(row.bytes, elementOffsetsOf: "a") == nil)
    }
}
