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
}
