import Testing

@testable import PaySpecL10n

/// The check skips script analysis for a text of ASCII bytes in a Latin-script language, and
/// reads a text's bytes once for the special bytes and ASCII alike: both shortcuts must give
/// what the general code gives, on edge cases and a few thousand generated texts.
@Suite("the Latin ASCII fast path agrees with the script analysis")
struct LatinASCIIFastPathTests {
    static let pieces = [
        "a", "Z", "Pay", "CVV", "GitHub", " ", "%@", "%1$s", "{name}", "<b>", "</b>", "&amp;", "http://x.io/a", "e@x.io", "-", "'",
        "3DS", "\t", "\n", "?", "{{{user}}}", "www.example.com", "é", "д", "Ω", "中", "\u{00A0}", "\u{FFFD}", "ʼ",
    ]

    static func texts(seed: UInt64, count: Int, asciiOnly: Bool) -> [String] {
        var mix = FastPathTests.Mix(state: seed)
        let usable = asciiOnly ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
        return (0..<count).map { _ in (0..<mix.below(8)).map { _ in usable[mix.below(usable.count)] }.joined() }
    }

    @Test("an ASCII text in a Latin-script language has no foreign word, whatever its base and vocabulary")
    func asciiTextIsNeverForeignInLatin() {
        for text in Self.texts(seed: 35, count: 4000, asciiOnly: true) {
            #expect(ScriptDetector.foreignWords(in: text, expected: .latin, baseText: "Другое", language: "cs", vocabulary: ["x"]).isEmpty)
        }
    }

    @Test("one pass over the bytes finds the special bytes and non-ASCII bytes the per-byte tests find")
    func byteTraitsAgreeWithPerByteTests() {
        let cases = Self.texts(seed: 37, count: 4000, asciiOnly: false) + ["", "<", "?", "{", "\u{FFFD}", "é", "plain"]
        for text in cases {
            let special = text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "{") || $0 == 0xEF }
            let traits = ValueChecks.byteTraits(text)
            #expect(traits.special == special, "\(text.debugDescription)")
            #expect(traits.ascii == text.utf8.allSatisfy { $0 < 0x80 }, "\(text.debugDescription)")
        }
    }
}
