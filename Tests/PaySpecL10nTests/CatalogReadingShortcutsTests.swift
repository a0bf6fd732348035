import Foundation
import PaySpecJSON
import Testing

@testable import PaySpecL10n

/// The shortcuts the catalog check takes on its hot paths, each held to the longer reading it
/// stands for: an end tag that closes the open element is read without the general steps (and
/// a wrong one still fails where it did), format sniffing compares bytes instead of asking
/// Foundation's string search, and the plural checks read an entry's texts by category once.
@Suite struct CatalogReadingShortcutsTests {
    /// A `.stringsdict` whose one entry's format element is `body`, on line 5 from column 1.
    static func stringsdict(_ body: String) -> [UInt8] {
        Array(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key>\(body)</dict>\n</dict>\n</plist>\n"
                .utf8)
    }

    /// End tags near the shortcut's case (a name one byte short, one byte long, another
    /// letter's case, space or a line break before '>', '/' before '>', no '>', no name) and
    /// the position and message the scanner gave each before the shortcut, or nil where the
    /// document is well formed.
    static let endTags: [(body: String, error: String?)] = [
        ("<string>x</string>", nil),
        ("<string>x</string >", nil),
        ("<string>x</string\n>", nil),
        ("<string>x</strin>", "5:53 expected </string> to close the element opened at 5:44, found </strin>"),
        ("<string>x</stringx>", "5:53 expected </string> to close the element opened at 5:44, found </stringx>"),
        ("<string>x</strinG>", "5:53 expected </string> to close the element opened at 5:44, found </strinG>"),
        ("<string>x</string", "5:61 expected '>' to end </string>, found '<'"),
        ("<string>x</>", "5:55 expected a name, found '>'"),
        ("<string>x</string/>", "5:61 expected '>' to end </string>, found '/'"),
        ("<string>x</string></dict></plist></plist>", "5:69 expected </dict> to close the element opened at 3:1, found </plist>"),
    ]

    @Test("an end tag reads as it did before the shortcut: accepted, or refused where and as it was", arguments: endTags)
    func endTagsReadAsBefore(_ body: String, _ expected: String?) {
        do {
            let document = try StringsdictParser.parse(Self.stringsdict(body), file: "t.stringsdict", language: "en")
            #expect(expected == nil)
            #expect(document.entries.map(\.key) == ["k"])
            #expect(document.entries.first?.value == "x")
        } catch {
            let location = error.location.map { "\($0.line):\($0.column)" } ?? "-"
            #expect("\(location) \(error.message)" == expected ?? "accepted")
        }
    }

    @Test("deeply nested elements close one by one through the shortcut, and the depth limit still holds")
    func nestingThroughTheShortcut() throws {
        let depth = XMLScanner.maximumDepth
        let nested = String(repeating: "<a>", count: depth) + "t" + String(repeating: "</a>", count: depth)
        var scanner = try XMLScanner(document: Array(nested.utf8), file: "n.xml")
        var (starts, ends) = (0, 0)
        loop: while true {
            switch try scanner.next() {
            case .start: starts += 1
            case .end: ends += 1
            case .text: continue
            case .endOfDocument: break loop
            }
        }
        #expect(starts == depth && ends == depth)
        let deeper = String(repeating: "<a>", count: depth + 1) + String(repeating: "</a>", count: depth + 1)
        #expect(throws: CatalogParseError.self) { try SafeXMLReader.parse(Array(deeper.utf8), file: "d.xml") }
    }

    @Test("format sniffing finds a needle in an ASCII head as Foundation's string search does")
    func headSearchAgreesWithFoundation() {
        let needles: [StaticString] = ["urn:oasis:names:tc:xliff:document:2", "version=\"2.", "\"sourceLanguage\"", "\"strings\""]
        var heads = [
            "", "v", "version=\"2", "version=\"2.", "<xliff version=\"2.0\">",
            "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">",
            "{\"sourceLanguage\" : \"en\", \"strings\" : {}}", "{\"strings\":1}", "\"sourceLanguag\"",
            "urn:oasis:names:tc:xliff:document:2.0",
        ]
        // Near misses and repeats at every offset of a longer head.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["version=\"", "2.", "\"strings", "\"", "urn:oasis:", "names:tc:xliff:document:", "2", " ", "\r\n", "x"]
        for _ in 0..<300 {
            heads.append((0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for head in heads {
            for needle in needles {
                #expect(CatalogFormat.asciiHead(head, contains: needle) == head.contains(needle.description), "\(head) / \(needle)")
            }
        }
    }

    @Test("an entry's plural texts by category are its dictionary's texts of the six categories, in their order")
    func pluralTextsByCategory() {
        let plurals = ["other": "o", "one": "1", "few": "f", "=0": "zero by number", "zero": "z"]
        let texts = PluralRules.textsByCategory(plurals)
        #expect(texts == PluralRules.categoryOrder.map { plurals[$0] })
        #expect(texts[PluralRules.otherIndex] == plurals["other"])
        for (index, name) in PluralRules.categoryOrder.enumerated() { #expect(PluralRules.categoryIndex(name) == index) }
        #expect(PluralRules.categoryIndex("=0") == nil && PluralRules.categoryIndex("One") == nil)
    }

    @Test("a text's special bytes are found in its UTF-8 as in its UTF8View")
    func specialBytesAgree() {
        let texts = ["", "plain", "a<b", "why?", "{name}", "bad \u{FFFD} text", "ï (EF lead byte)", "Tekst 0 %@", "日本語", "x\u{1F600}y"]
        for text in texts {
            let viaView = text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "{") || $0 == 0xEF }
            #expect(ValueChecks.hasSpecialByte(text) == viaView, "\(text)")
        }
        #expect(ValueChecks.hasSpecialByte("a<b") && !ValueChecks.hasSpecialByte("plain"))
    }

    @Test("a language allows a category on a platform exactly when allowed(on:) holds it")
    func allowsAgreesWithAllowed() {
        let platforms: [PluralRules.Platform] = [.android, .apple, .gettext, .other]
        var languages = 0
        for code in PluralRules.cardinalCategories.keys.sorted() {
            guard let rules = PluralRules.language(code) else { continue }
            languages += 1
            for platform in platforms {
                let allowed = rules.allowed(on: platform)
                for name in PluralRules.categoryOrder + ["=0", ""] {
                    #expect(rules.allows(name, on: platform) == allowed.contains(name), "\(code) \(platform) \(name)")
                }
            }
        }
        #expect(languages == PluralRules.cardinalCategories.count)
    }
}
