import Foundation
import PaySpecGolden
import PaySpecJSON
import PaySpecRunner
import PaySpecVectors
import Testing

@testable import PaySpecIO

/// The loader's fast paths (strings scanned eight bytes at a time, lines found with memchr, one
/// id table for the whole set, files read straight into their array) against the slow ones they
/// replace: the same acceptance, the same vectors, the same diagnostics.
@Suite struct GoldenLoadingFastPathTests {
    /// Every byte that ends a plain run (quote, backslash, control, non-ASCII), at every offset
    /// of strings around the eight-byte word: the skim accepts exactly what the parser accepts.
    @Test func stringScanAgreesWithTheParserAtEveryOffset() {
        let inserts: [[UInt8]] = [
            Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8), Array(#"\ud83d\ude00"#.utf8),
            Array("é".utf8), Array("✓".utf8), Array("😀".utf8), [0x09], [0x1F], [0x7F], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80],
            Array(#"\x"#.utf8), [0x22],
        ]
        var checked = 0
        for length in 0...19 {
            for at in 0...length {
                for insert in inserts {
                    var text: [UInt8] = [0x22] + Array(repeating: UInt8(ascii: "a"), count: length)
                    text.insert(contentsOf: insert, at: 1 + at)
                    text.append(0x22)
                    let parses = (try? JSONParser.parseValue(text)) != nil
                    #expect(CompactGoldenTests.skims(text) == parses, "\(String(decoding: text, as: UTF8.self).debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked > 3000)
    }

    /// A string that ends exactly at the end of the buffer, or whose closing quote is missing
    /// right after a full word.
    @Test func stringsAtTheEndOfTheText() {
        for n in 0...17 {
            let body = String(repeating: "x", count: n)
            #expect(CompactGoldenTests.skims(Array("\"\(body)\"".utf8)))
            #expect(!CompactGoldenTests.skims(Array("\"\(body)".utf8)))
        }
    }

    /// Vector lines found with memchr are the lines the positioned parser gives, in files with
    /// blank lines, CRLF endings and several vectors on one line.
    @Test func linesOfVectorsMatchThePositionedPath() throws {
        let dir = Fixture.golden()
        let path = dir + "/seb.status-outcome.json"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "},\n", with: "},\r\n\n\n")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let (suites, diagnostics) = GoldenLoader.load(directory: dir)
        let (compact, compactDiagnostics) = GoldenLoader.loadCompact(directory: dir)
        #expect(diagnostics.isEmpty && compactDiagnostics.isEmpty)
        #expect(compact.allSatisfy { $0.vectors.allSatisfy(\.keepsBytes) })
        #expect(compact.map { $0.vectors.map(\.line) } == suites.map { $0.vectors.map(\.line) })
        #expect(compact.allSatisfy { Set($0.vectors.map(\.line)).count == $0.vectors.count })
    }

    /// Ids used twice: across files (the set's problem, reported after every file, in load
    /// order), inside one file (the file's, positioned), and both at once, with a broken file
    /// between them: the compact loader says exactly what the decoding loader says.
    @Test(arguments: ["across", "inside", "both", "both-later", "broken-between"])
    func repeatedIDsAreReportedAlike(_ mode: String) throws {
        let dir = Fixture.golden()
        let path = dir + "/seb.status-outcome.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let copy = dir + "/seb.status-outcome.copy.json"
        switch mode {
        case "across":
            try text.write(toFile: copy, atomically: true, encoding: .utf8)
        case "inside":
            try text.replacingOccurrences(of: "seb.status-outcome/v2\"", with: "seb.status-outcome/v1\"").write(
                toFile: path, atomically: true, encoding: .utf8)
        case "both", "both-later":
            // The copy loads first ("…copy.json" sorts before "….json") or last.
            try text.write(toFile: mode == "both" ? copy : dir + "/seb.status-outcome.z.json", atomically: true, encoding: .utf8)
            try text.replacingOccurrences(of: "seb.status-outcome/v3\"", with: "seb.status-outcome/v4\"").write(
                toFile: path, atomically: true, encoding: .utf8)
        default:
            try text.replacingOccurrences(of: "\"level\": \"must\"", with: "\"level\": \"may\"").write(
                toFile: dir + "/seb.status-outcome.b.json", atomically: true, encoding: .utf8)
            try text.write(toFile: dir + "/seb.status-outcome.c.json", atomically: true, encoding: .utf8)
        }
        let (suites, diagnostics) = GoldenLoader.load(directory: dir)
        let (compact, compactDiagnostics) = GoldenLoader.loadCompact(directory: dir)
        #expect(diagnostics.contains { $0.message.contains("id already used") || $0.message.contains("twice") })
        #expect(compactDiagnostics == diagnostics)
        #expect(compact.map(\.path) == suites.map(\.path))
        #expect(compact.map { $0.vectors.map(\.id) } == suites.map { $0.vectors.map(\.id) })
    }

    /// Files read straight into their array: empty, one byte, a page, past the size `fstat`
    /// gave (a pipe, which grows the array), and over the limit.
    @Test func filesReadWholeAtEverySize() throws {
        let dir = Fixture.tempDir()
        for size in [0, 1, 4095, 4096, 4097, 65_536, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = dir + "/f\(size)"
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            #expect(try InputFile.read(path) == bytes, "size \(size)")
        }
        let path = dir + "/big"
        FileManager.default.createFile(atPath: path, contents: Data(count: 5000))
        #expect(throws: InputFile.ReadError.self) { try InputFile.read(path, maximumSize: 4999) }
        #expect(try InputFile.read(path, maximumSize: 5000).count == 5000)
    }

    @Test func aPipeLongerThanItsHintIsReadWhole() throws {
        let dir = Fixture.tempDir()
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let bytes = (0..<300_001).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            bytes.withUnsafeBytes { b in
                var done = 0
                while done < b.count {
                    let n = write(fd, b.baseAddress! + done, b.count - done)
                    if n <= 0 { break }
                    done += n
                }
            }
            close(fd)
        }
        writer.start()
        // A FIFO is refused by `read(_:)` (it could block); read it as standard input would be.
        let fd = open(fifo, O_RDONLY)
        defer { close(fd) }
        let read = try InputFile.readAll(fd: fd, name: fifo, maximumSize: 1 << 20)
        #expect(read == bytes)
    }

    /// One `ChoiceSelection` kept across every vector (as a session keeps it) selects the
    /// output that a fresh look at each vector's keys selects, under every declared choice the
    /// golden set knows and under none.
    @Test func aSharedChoiceSelectionChoosesAsEachVectorAlone() throws {
        let (suites, _) = GoldenLoader.load(files: CompactGoldenTests.files)
        let (compact, _) = GoldenLoader.loadCompact(files: CompactGoldenTests.files)
        // Every declared choice set the golden keys name, once each, and the empty one.
        var choiceSets: [String: [String: String]] = ["": [:]]
        for suite in suites {
            for v in suite.vectors {
                for key in v.expectByChoice.keys {
                    var set: [String: String] = [:]
                    for pair in GoldenVector.choicePairs(key) { set[pair.ambiguity] = pair.option }
                    choiceSets[key] = set
                }
            }
        }
        #expect(choiceSets.count > 10)
        var differing = 0
        for (name, dict) in choiceSets.sorted(by: { $0.key < $1.key }).prefix(40) {
            let choices = name
            let shared = ChoiceSelection(dict)
            for suite in compact {
                for v in suite.vectors where !v.expectationIgnoresChoices {
                    var a: [UInt8] = [], b: [UInt8] = [], plain: [UInt8] = []
                    let okA = v.appendCompactExpectation(under: shared, to: &a)
                    let okB = v.appendCompactExpectation(under: dict, to: &b)
                    #expect(okA == okB && a == b, "\(v.id) under \(choices)")
                    _ = v.appendCompactExpectation(to: &plain)
                    if a != plain { differing += 1 }
                }
            }
        }
        // The choices do select other outputs: the comparison above is not of equal defaults.
        #expect(differing > 0)
    }
}
