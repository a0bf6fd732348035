import Foundation
import PaySpecCLI
import Testing

@testable import PaySpecL10n

/// Work that grows with its input at most linearly, measured by counted operations: doubling an
/// input at most doubles the count.
@Suite struct LinearWorkTests {
    /// One element with `n` attributes, the way a hostile catalog would carry them.
    func attributeProbes(_ n: Int) throws -> Int {
        let attributes = (0..<n).map { " a\($0)=\"v\"" }.joined()
        var scanner = try XMLScanner(document: Array("<resources\(attributes)/>".utf8), file: "many.xml")
        while true {
            if case .endOfDocument = try scanner.next() { break }
        }
        return scanner.attributeProbes
    }

    @Test func duplicateAttributeDetectionIsConstantPerAttribute() throws {
        let small = try attributeProbes(2_000)
        let double = try attributeProbes(4_000)
        #expect(small >= 2_000)
        // At most three probes an attribute; the first two attributes cost less, hence the 1%.
        #expect(double <= 3 * 4_000)
        #expect(Double(double) <= 2.01 * Double(small), "\(small) probes for 2,000 attributes, \(double) for 4,000")
    }

    @Test func aDuplicateAmongManyAttributesIsStillFound() {
        let attributes = (0..<500).map { " a\($0)=\"v\"" }.joined()
        #expect(throws: CatalogParseError.self) {
            var scanner = try XMLScanner(document: Array("<resources\(attributes) a250='w'/>".utf8), file: "dup.xml")
            _ = try scanner.next()
        }
        let error = try? XMLScanner.parse(Array("<r a='1' b='2' c='3' b='4'/>".utf8), file: "dup.xml")
        #expect(error == nil)
    }

    /// Bytes the `.strings` reader moved over and counted for columns, for one file.
    func stringsSteps(_ text: String) throws -> Int {
        var cursor = UTF8TextCursor(Array(text.utf8))
        _ = try StringsFileParser.parse(&cursor, file: "Localizable.strings")
        return cursor.steps
    }

    @Test(arguments: ["lines", "one line", "one value", "escapes"])
    func stringsWorkAtMostDoublesWithTheFile(_ shape: String) throws {
        func file(_ n: Int) -> String {
            switch shape {
            case "lines": return (0..<n).map { "\"pay.key\($0)\" = \"Payment \($0) declined\";\n" }.joined()
            case "one line": return (0..<n).map { "\"pay.key\($0)\" = \"Plat\u{E9}ba \($0)\"; " }.joined()
            case "one value": return "\"pay\" = \"" + String(repeating: "Platba zam\u{ED}tnuta. ", count: n) + "\";\n"
            default: return (0..<n).map { "\"k\($0)\" = \"\\U00e9\\n\\\"x\\\" \\101\";\n" }.joined()
            }
        }
        // The doubled file is the file twice over: exactly twice the bytes (a repeated key is
        // the checker's business, not the reader's).
        let text = file(2_000)
        let small = try stringsSteps(text)
        let double = try stringsSteps(shape == "one value" ? file(4_000) : text + text)
        #expect(small >= text.utf8.count, "every byte is read")
        #expect(Double(double) <= 2.01 * Double(small), "\(small) steps for 2,000, \(double) for twice that (\(shape))")
    }

    /// Scalar visits and output bytes moved by the ICU reader for one message.
    func icuSteps(_ message: String) -> Int {
        var steps = 0
        _ = ICUMessage.read(message, steps: &steps)
        return steps
    }

    @Test(arguments: ["nested", "hashes", "siblings", "select siblings", "plural siblings", "many branches", "deep plural"])
    func icuWorkAtMostDoublesWithTheMessage(_ shape: String) {
        func message(_ n: Int) -> String {
            switch shape {
            // Deeper than the cap: read as text, every level's scan counted.
            case "nested": return String(repeating: "{a, select, x{", count: n) + "t" + String(repeating: "} other{o}}", count: n)
            case "hashes": return "{c, plural, one{#} other{" + String(repeating: "#", count: n) + "}}"
            case "siblings": return (0..<n).map { "{a\($0)}" }.joined(separator: " ")
            case "select siblings": return (0..<n / 8).map { "{a\($0), select, other{x}}" }.joined(separator: " ")
            case "plural siblings": return (0..<n / 8).map { "{a\($0), plural, one{#} other{# y}}" }.joined(separator: " ")
            case "many branches": return "{g, select, " + (0..<n / 4).map { "b\($0){t}" }.joined(separator: " ") + " other{o}} end"
            default:
                return String(repeating: "{n, plural, other{# ", count: 12) + String(repeating: "x", count: n)
                    + String(repeating: "}}", count: 12)
            }
        }
        let small = icuSteps(message(20_000))
        let double = icuSteps(message(40_000))
        #expect(small >= 20_000)
        #expect(Double(double) <= 2.1 * Double(small), "\(small) steps for 20,000, \(double) for 40,000 (\(shape))")
    }

    /// Bytes appended to gettext field texts and moved when their buffer grew, for one catalog.
    func gettextAppendWork(_ text: String) throws -> Int {
        var reader = GettextParser.Reader(bytes: Array(text.utf8), file: "cs.po")
        try reader.read { _ in }
        return reader.appendWork
    }

    @Test(arguments: ["msgctxt", "msgid", "msgid_plural", "msgstr[1]"])
    func gettextContinuationLinesAreAppendedInAmortisedConstantTime(_ field: String) throws {
        func catalog(_ lines: Int) -> String {
            let continued = field + " \"\"\n" + String(repeating: "\"Platba zam\u{ED}tnuta \"\n", count: lines)
            switch field {
            case "msgctxt": return continued + "msgid \"a\"\nmsgstr \"b\"\n"
            case "msgid": return continued + "msgstr \"b\"\n"
            case "msgid_plural": return "msgid \"a\"\n" + continued + "msgstr[0] \"b\"\nmsgstr[1] \"c\"\n"
            default: return "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"b\"\n" + continued
            }
        }
        let small = try gettextAppendWork(catalog(20_000))
        let double = try gettextAppendWork(catalog(40_000))
        let text = 20_000 * "Platba zam\u{ED}tnuta ".utf8.count
        #expect(small >= text)
        // Each byte appended once and moved at most about once on growth.
        #expect(small <= 3 * text, "\(small) for \(text) bytes of text")
        #expect(Double(double) <= 2.1 * Double(small), "\(small) for 20,000 lines, \(double) for 40,000 (\(field))")
    }

    @Test func gettextContinuationLinesStillJoinIntoOneText() throws {
        let po = "msgctxt \"\"\n\"pay.\"\n\"button\"\nmsgid \"\"\n\"Pay \"\n\"now\"\nmsgstr \"\"\n\"Zapla\u{165}\"\n\" te\u{10F}\"\n"
        let document = try GettextParser.parse(Array(po.utf8), file: "cs.po", pathLanguage: "cs", sourceLanguage: "en")
        let translation = try #require(document.entries.first { $0.role == .translation })
        #expect(translation.key == "pay.button")
        #expect(translation.value == "Zapla\u{165} te\u{10F}")
        #expect(document.entries.first { $0.role == .source }?.value == "Pay now")
    }

    @Test func placeholderRemovalLooksForABraceOnlyAsFarAsANameGoes() {
        // The unclosed braces stay text, the closed name goes, as before the bound.
        let text = String(repeating: "{", count: 3) + String(repeating: "x", count: 100) + "} {amount} Kč"
        #expect(PlaceholderScanner.removingPlaceholders(text) == "{{{" + String(repeating: "x", count: 100) + "}   Kč")
    }

    @Test func aBaselineOfManyStaleRecordsBecomesBoundedFindings() throws {
        let lines = (0..<5_000).map { "missing-key\tde\tcomgate_key_\($0)" }
        let text = FindingBaseline.header + "\r\n# a comment\n\n" + lines.joined(separator: "\n") + "\n"
        let baseline = try FindingBaseline.read(Array(text.utf8), file: "l10n-baseline.txt")
        #expect(baseline.records.count == 5_000)
        #expect(baseline.records[FindingBaseline.Record(check: "missing-key", language: "de", key: "comgate_key_0")] == 4)
        var report = L10nReport(
            profileName: "base:en", baseLanguage: "en", findings: [], matrix: LanguageKeyMatrix(languages: [], keys: []), files: [],
            parseErrors: [])
        baseline.apply(to: &report)
        // The first 1,000 by line, each named; one more finding counts the other 4,000.
        #expect(report.findings.count == FindingBaseline.maximumStaleFindings + 1)
        #expect(report.findings.contains { $0.message.hasPrefix("4000 more baseline records (5000 in all) matched no finding") })
        #expect(report.findings.contains { $0.key == "comgate_key_999" })
        #expect(!report.findings.contains { $0.key == "comgate_key_1000" })
    }

    @Test(arguments: [("missing-key\tde", 2), ("missing-key\tde\tk\tx\ty", 5)])
    func aBaselineLineWithoutThreeFieldsIsAnErrorCountingThem(_ line: String, _ fields: Int) {
        let error = #expect(throws: CatalogParseError.self) {
            try FindingBaseline.read(Array("\(FindingBaseline.header)\n\(line)\n".utf8), file: "b.txt")
        }
        #expect(error?.message.contains("found \(fields)") == true, "\(error?.message ?? "")")
        #expect(error?.location?.line == 2)
    }
}
