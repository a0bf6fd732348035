import PaySpecJSON
import Testing

@testable import PaySpecL10n

/// The fast paths of the parsers and checks against the general code they stand in for: each
/// must give the same answer on every input, so each is compared with it on edge cases and on
/// a few thousand generated inputs.
@Suite("fast paths agree with the general code")
struct FastPathTests {
    /// Deterministic pseudo-random numbers (SplitMix64), so a failure is reproducible.
    struct Mix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    @Test("UTF-8 validation agrees with the standard library on edge bytes and random bytes")
    func utf8Validation() {
        var cases: [[UInt8]] = [
            [], Array("plain ASCII text, longer than eight bytes".utf8), Array("Číslo karty Номер ΚΕΙΜΕΝΟ 😀".utf8),
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xE2, 0x82], Array("12345678".utf8) + [0xE2, 0x82],
        ]
        var mix = Mix(state: 14)
        let alphabet: [UInt8] = [0x41, 0x20, 0x80, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<5000 {
            let count = mix.below(20)
            cases.append((0..<count).map { _ in mix.below(3) == 0 ? alphabet[mix.below(alphabet.count)] : UInt8(mix.below(256)) })
        }
        for bytes in cases {
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBufferPointer(TextDecoding.isValidUTF8) == expected, "\(bytes)")
        }
    }

    @Test("Android values taken verbatim are exactly what scalar-wise unescaping gives")
    func androidVerbatim() throws {
        var cases = [
            "", " ", "a", "a b", "a  b", " a", "a ", "Tekst 12 %@", "Текст 1 %@", "a\tb", "a\nb", "\"quoted\"", "it\\'s",
            "a\\nb", "\\u00e9", "a \u{0301}", "\u{00A0}a\u{00A0}", "x y z", "end\\",
        ]
        var mix = Mix(state: 4)
        let pieces = ["a", "é", " ", "  ", "\t", "\n", "\\n", "\\'", "\"", "д", "%@", "\u{00A0}", "\u{0301}"]
        for _ in 0..<3000 { cases.append((0..<mix.below(7)).map { _ in pieces[mix.below(pieces.count)] }.joined()) }
        let at = SourceLocation(line: 1, column: 1)
        for raw in cases where AndroidStringsParser.isVerbatim(raw) {
            #expect(try AndroidStringsParser.unescapeScalarwise(raw, file: "f", at: at) == raw, "\(raw.debugDescription)")
        }
        #expect(AndroidStringsParser.isVerbatim("Tekst 12 %@"))
        #expect(!AndroidStringsParser.isVerbatim("a  b"))
    }

    @Test("the scalar table gives every scalar's script and White_Space as the Unicode properties do")
    func scalarTable() {
        for v in 0..<ScriptDetector.tableLimit {
            guard let scalar = Unicode.Scalar(v) else { continue }
            #expect(ScriptDetector.script(of: scalar) == ScriptDetector.computedScript(of: scalar), "U+\(String(v, radix: 16))")
            #expect(ScriptDetector.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(v, radix: 16))")
        }
        for scalar: Unicode.Scalar in ["\u{3000}", "\u{3041}", "\u{1F600}", "\u{10FFFF}", "\u{FF21}"] {
            #expect(ScriptDetector.script(of: scalar) == ScriptDetector.computedScript(of: scalar))
            #expect(ScriptDetector.isWhitespace(scalar) == scalar.properties.isWhitespace)
        }
    }

    @Test("the document type search finds the first occurrence or none")
    func doctypeSearch() {
        let needle = Array("<!DOCTYPE".utf8)
        #expect(SafeXMLReader.find(needle, in: Array("<!DOCTYP <!DOCTYPE x>".utf8), from: 0) == 9)
        #expect(SafeXMLReader.find(needle, in: Array("<!DOCTYPE".utf8), from: 0) == 0)
        #expect(SafeXMLReader.find(needle, in: Array("<!DOCTYP".utf8), from: 0) == nil)
        #expect(SafeXMLReader.find(needle, in: Array("x<!DOCTYPE<!DOCTYPE".utf8), from: 2) == 10)
    }
}
