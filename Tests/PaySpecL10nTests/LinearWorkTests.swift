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
}
