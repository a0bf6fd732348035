import Foundation
import PaySpecJSON
import Testing

@testable import PaySpecL10n

/// JSON strings are made from their bytes in place and checked for UTF-8 by decoding and
/// comparing back. Held here to the standard library's validator and to Foundation's
/// `JSONSerialization` on escapes, surrogate pairs and malformed bytes.
@Suite struct JSONFastReadingTests {
    @Test("UTF-8 checked by decoding and comparing agrees with String(validating:)")
    func utf8ValidationAgrees() {
        var cases: [[UInt8]] = [
            [], Array("Tekst 12 %@".utf8), Array("Číslo 😀 ΚΕΙΜΕΝΟ".utf8), [0xEF, 0xBF, 0xBD], [0xC0, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF], Array("ok".utf8) + [0xC3],
        ]
        var mix = FastPathTests.Mix(state: 33)
        let alphabet: [UInt8] = [0x41, 0x80, 0xBF, 0xC2, 0xC3, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xFF, 0xBD]
        for _ in 0..<5000 {
            cases.append((0..<mix.below(12)).map { _ in mix.below(2) == 0 ? alphabet[mix.below(alphabet.count)] : UInt8(mix.below(256)) })
        }
        for bytes in cases {
            let slice = ([0x22] + bytes + [0x22])[1..<(bytes.count + 1)]
            #expect(UTF8Validation.string(slice) == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }

    @Test("a JSON catalog's texts are what JSONSerialization reads: escapes, surrogate pairs, plain runs")
    func catalogTextsAgreeWithFoundation() throws {
        let text = """
            \u{FEFF}{"plain": "Tekst 1 %@", "esc\\u00e9": "a\\"b\\\\c\\/d\\n\\t\\u0041",
             "pair": "\\ud83d\\ude00 and \\uD834\\uDD1E", "mixed": "Číslo \\u010d 😀",
             "nested": {"k": "v\\r\\n"}, "plural": {"one": "%d položka", "other": "%d položek"}}
            """
        let bytes = Array(text.utf8)
        let document = try JSONCatalogParser.parse(bytes, file: "cs.json", fallbackLanguage: "cs")
        let foundation = try JSONSerialization.jsonObject(with: Data(bytes.dropFirst(3))) as! [String: Any]
        func flat(_ object: [String: Any], _ prefix: String) -> [String: String] {
            var out: [String: String] = [:]
            for (key, value) in object where !(prefix.isEmpty && key == "plural") {
                let path = prefix.isEmpty ? key : prefix + "." + key
                if let text = value as? String { out[path] = text }
                if let inner = value as? [String: Any] { out.merge(flat(inner, path)) { a, _ in a } }
            }
            return out
        }
        var ours: [String: String] = [:]
        for entry in document.entries where entry.plurals == nil { ours[entry.key] = entry.value }
        #expect(ours == flat(foundation, ""))
        #expect(ours["pair"] == "😀 and 𝄞")
        let plural = try #require(document.entries.first { $0.key == "plural" })
        #expect(plural.plurals == (foundation["plural"] as? [String: String]))
    }

    /// The position is just past the closing quote, where the reader has always named it.
    @Test("malformed UTF-8 inside a JSON string is still refused where it was")
    func malformedUTF8Refused() {
        let bytes = Array("{\n  \"k\": \"ab".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8)
        #expect {
            _ = try JSONCatalogParser.parse(bytes, file: "de.json", fallbackLanguage: "de")
        } throws: { error in
            let error = error as? CatalogParseError
            return error?.message == "string is not valid UTF-8" && error?.location == SourceLocation(line: 2, column: 14)
        }
        let escaped = Array("{\"k\": \"\\u00e9".utf8) + [0xFF] + Array("\"}".utf8)
        #expect(throws: CatalogParseError.self) { _ = try JSONCatalogParser.parse(escaped, file: "de.json", fallbackLanguage: "de") }
    }
}
