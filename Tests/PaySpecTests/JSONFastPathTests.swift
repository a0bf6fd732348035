import Foundation
import PaySpecJSON
import Testing

@testable import PaySpecVectors

/// The fast reader (no positions) and the positioned parser accept exactly the same texts and
/// give the same values; the golden loader's fast path gives the same suites, lines included,
/// as the positioned path.
@Suite struct JSONFastPathTests {
    /// Valid documents that exercise every kind of value, escapes, numbers at the edges of `Int`.
    static let valid: [String] = [
        #"{"a": [1, -0, 2.5, -3e2, 1E+2, 0.5e-1, "x", true, false, null], "b": {"c": {}, "d": []}}"#,
        #"["a\"b\\c\/\n\t\b\f\r\u00e9\ud83d\ude00", "ž", "日本", ""]"#,
        "[9223372036854775807, -9223372036854775808, 9223372036854775808, -9223372036854775809, 12345678901234567890]",
        " \r\n\t{ \"k\" : [ ] , \"l\" : { } } \n",
        "\u{FEFF}[true]",
        "\"only a string\"", "0", "-1", "null",
        // Protocol lines, valid and not (the fast reader serves the adapter protocol too).
        #"{"type":"result","id":"seb.status-outcome/SETTLED","output":{"outcome":"succeeded","rawStatus":"SETTLED"}}"#,
        #"{"s":"tab\tnew\nquote\"slash\/back\\uni\u00e9\ud83d\ude00 raw é 😀"}"#,
        #"{"empty":{},"list":[],"nested":[[[{"x":[{}]}]]]}"#,
    ]

    static let invalid: [String] = [
        #"{"dup":1,"dup":2}"#, #"{"bad":01}"#, #"{"bad":1.}"#, #"{"bad":-}"#, #"{"bad":"\x"}"#, #"{"bad":"\ud800"}"#,
        #"{"bad":"\udc00"}"#, #"{"bad":tru}"#, #"{"a":1,}"#, #"[1,]"#, #"{"a":1} x"#, "", "not json", #""unterminated"#,
        "{\"ctl\":\"a\u{01}b\"}", #"{"n":1.7976931348623157e309}"#, "[1e999]", "\u{FEFF}", "[\"\\u12\"]",
    ]

    @Test(arguments: invalid)
    func invalidTextIsRefusedWithThePositionedError(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(JSONParser.parseValue(bytes, elementOffsetsOf: "a") == nil, "the fast reader accepted invalid JSON")
        var positioned: JSONSyntaxError?
        do { _ = try JSONParser.parse(bytes) } catch { positioned = error }
        var fast: JSONSyntaxError?
        do { _ = try JSONParser.parseValue(bytes) } catch { fast = error }
        #expect(positioned != nil && fast == positioned)
    }

    func agree(_ bytes: [UInt8], _ label: String) {
        let positioned = try? JSONParser.parse(bytes).value
        let fast = JSONParser.parseValue(bytes, elementOffsetsOf: "a")?.value
        #expect(positioned == fast, "fast and positioned readers disagree on \(label): \(String(decoding: bytes, as: UTF8.self))")
    }

    @Test(arguments: valid)
    func validTextGivesTheSameValue(_ text: String) throws {
        let bytes = Array(text.utf8)
        #expect(JSONParser.parseValue(bytes, elementOffsetsOf: "a") != nil, "the fast reader refused valid JSON")
        agree(bytes, "a valid text")
        #expect(try JSONParser.parseValue(bytes) == JSONParser.parse(bytes).value)
    }

    /// Every one-byte deletion and every substitution by a JSON-significant byte of each valid
    /// document: thousands of mostly invalid texts, judged alike by both readers.
    @Test func mutatedTextIsJudgedAlike() {
        let significant: [UInt8] = Array(#"{}[],:"\ 0-.eE+tfnu"#.utf8) + [0x01, 0x0A, 0xC3, 0xFF, 0x80]
        var cases = 0
        for text in Self.valid {
            let bytes = Array(text.utf8)
            for i in bytes.indices {
                var deleted = bytes
                deleted.remove(at: i)
                agree(deleted, "deletion at \(i)")
                for b in significant where b != bytes[i] {
                    var changed = bytes
                    changed[i] = b
                    agree(changed, "byte \(b) at \(i)")
                    cases += 1
                }
            }
        }
        #expect(cases > 1000)
    }

    @Test func deepNestingAndDuplicatesAreRefusedByTheFastReaderToo() {
        #expect(JSONParser.parseValue(Array(String(repeating: "[", count: 300).utf8), elementOffsetsOf: "a") == nil)
        let deepButValid = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(JSONParser.parseValue(Array(deepButValid.utf8), elementOffsetsOf: "a") != nil)
        let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(JSONParser.parseValue(Array(tooDeep.utf8), elementOffsetsOf: "a") == nil)
        #expect(JSONParser.parseValue(Array(#"{"a": 1, "a": 1}"#.utf8), elementOffsetsOf: "a") == nil)
    }

    @Test func errorsStillNameLineAndColumn() {
        do {
            _ = try JSONParser.parseValue(Array("[1,\n 1 2]".utf8))
            Issue.record("invalid JSON accepted")
        } catch {
            #expect(error.description == "2:4: expected ',' or ']', found character '2'")
        }
    }

    @Test func offsetsNameTheElementsOfTheTrackedRootMember() throws {
        let text = "{\"b\": [0], \"a\": [\n  {\"x\": [1]},\n\n  2, {\"a\": [3]}\n]}"
        let bytes = Array(text.utf8)
        let (_, offsets) = try #require(JSONParser.parseValue(bytes, elementOffsetsOf: "a"))
        #expect(offsets.count == 3, "only the root member's own elements: \(offsets)")
        #expect(SourceLocation.lines(atOffsets: offsets, in: bytes) == [2, 4, 4])
        let node = try JSONParser.parse(bytes)
        #expect(node.member("a")?.value.elements?.map(\.location.line) == [2, 4, 4])
    }

    @Test func goldenFastPathEqualsThePositionedPath() throws {
        let golden = URL(fileURLWithPath: PackageRoot.path + "/golden")
        let names = try FileManager.default.contentsOfDirectory(atPath: golden.path)
            .filter { $0.hasSuffix(".json") && $0 != GoldenLoader.retiredIDsFileName }.sorted()
        #expect(names.count >= 10)
        for name in names {
            let path = golden.path + "/" + name
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let fast = try #require(GoldenLoader.parseValid(path: path, bytes: bytes), "\(name) did not take the fast path")
            let (slow, problems) = GoldenLoader.parseWithPositions(path: path, bytes: bytes)
            #expect(problems.isEmpty)
            let positioned = try #require(slow)
            #expect(fast.vectors == positioned.vectors, "\(name)")
            #expect(fast.name == positioned.name && fast.sdk == positioned.sdk && fast.description == positioned.description)
            #expect(fast.generated == positioned.generated)
            #expect(fast.vectors.allSatisfy { $0.line > 1 })
        }
    }
}
