import Foundation
import Testing

@testable import PaySpecDrift

/// A document is read in one pass: doubling it at most doubles the bytes looked at (counted,
/// not timed), and a line longer than the limit is refused as soon as it passes the limit.
@Suite struct LinearDocumentTests {
    func document(_ paragraphs: Int, lineEnd: String) -> [UInt8] {
        var text = "# Payment results\(lineEnd)\(lineEnd)Result\tMeaning\(lineEnd)`.paid`\tComgateError paid\(lineEnd)\(lineEnd)"
        for i in 0..<paragraphs {
            text += "Paragraph \(i): the gateway answers with a status the app shows.\(lineEnd)\(lineEnd)"
        }
        return Array(text.utf8)
    }

    func steps(_ bytes: [UInt8]) throws -> Int {
        var steps = 0
        let document = try VendorDocument.decode(
            path: "doc.txt", bytes: bytes, maximumLineBytes: VendorDocument.maximumLineBytes, steps: &steps)
        _ = SDKDetector.detect(document, steps: &steps)
        return steps
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func readingAndDetectingAtMostDoubleWithTheDocument(_ lineEnd: String) throws {
        let small = try steps(document(2_000, lineEnd: lineEnd))
        let double = try steps(document(4_000, lineEnd: lineEnd))
        #expect(small >= document(2_000, lineEnd: lineEnd).count)
        #expect(Double(double) <= 2.01 * Double(small), "\(small) steps for 2,000 paragraphs, \(double) for 4,000")
    }

    @Test func aLongLineIsRefusedAtTheLimitWithoutReadingTheRest() throws {
        func refusal(_ length: Int) -> (DriftInputError?, Int) {
            let bytes = Array("ComgateError\n\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: length) + [0x0A]
            var steps = 0
            do {
                _ = try VendorDocument.decode(path: "doc.txt", bytes: bytes, maximumLineBytes: 4_096, steps: &steps)
                return (nil, steps)
            } catch {
                return (error, steps)
            }
        }
        let (error, small) = refusal(10_000)
        let (_, double) = refusal(20_000)
        #expect(error?.description == "doc.txt:3:1: error: line is longer than 4096 bytes (the limit for a document line)")
        #expect(small == double, "the work stops at the limit: \(small) and \(double)")
        #expect(small < 4_096 + 100)
    }

    @Test func lineEndsAndTheLastLineAreKeptAsBefore() throws {
        let document = try VendorDocument.decode(path: "d.txt", bytes: Array("\u{FEFF}a\r\nb\rc\n\nd\n".utf8))
        #expect(document.lines == ["a", "b", "c", "", "d"])
        let noEnd = try VendorDocument.decode(path: "d.txt", bytes: Array("a\n\n".utf8))
        #expect(noEnd.lines == ["a", ""])
        #expect(try VendorDocument.decode(path: "d.txt", bytes: []).lines.isEmpty)
        #expect(throws: DriftInputError.self) { try VendorDocument.decode(path: "d.txt", bytes: [0x61, 0x0A, 0xFF]) }
    }

    @Test func aFiftyMegabyteLineIsRefusedByExtractWithItsPosition() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("payspec-long-line-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/doc.txt"
        let bytes = Array("ComgateError\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: (1 << 20) + 1) + [0x0A]
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        #expect(throws: DriftInputError.self) { try DocumentExtractor.extract(paths: [path]) }
        do {
            _ = try DocumentExtractor.extract(paths: [path])
        } catch {
            #expect(error.description == "\(path):2:1: error: line is longer than 1048576 bytes (the limit for a document line)")
        }
    }
}
