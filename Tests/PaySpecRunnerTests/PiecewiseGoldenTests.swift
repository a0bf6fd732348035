import Foundation
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecVectors
import Testing

/// A large golden file read a piece at a time (`GoldenLoader.readPieces`): what a run holds of
/// it is a piece, counted, and every vector, line, verdict and diagnostic is the one the file
/// read whole gives.
@Suite struct PiecewiseGoldenTests {
    /// The real golden set's files, each compared vector by vector with its whole-file reading.
    static let goldenFiles = GoldenLoader.filePaths(directory: Fixture.root + "/golden").paths

    /// What a vector is to a run: compared field by field, its input and expectation by the
    /// bytes the run sends and compares (decoded where they are not already compact).
    static func same(_ a: CompactGoldenVector, _ b: CompactGoldenVector) -> Bool {
        guard a.id == b.id, a.level == b.level, a.tags == b.tags, a.line == b.line, a.unsupportedByChoice == b.unsupportedByChoice,
            a.expectationIgnoresChoices == b.expectationIgnoresChoices
        else { return false }
        var x: [UInt8] = []
        var y: [UInt8] = []
        let compact =
            a.appendCompactInput(to: &x) && b.appendCompactInput(to: &y)
            && a.appendCompactExpectation(to: &x) && b.appendCompactExpectation(to: &y)
        guard compact ? x == y : a.input == b.input && a.expected(under: [:]) == b.expected(under: [:]) else { return false }
        return a.expectationIgnoresChoices || a.vector == b.vector
    }

    static func whole(_ path: String) throws -> CompactGoldenSuite {
        let bytes = try GoldenLoader.readFile(path).get()
        let (suites, problems) = GoldenLoader.loadCompact(files: [(path, bytes)])
        #expect(problems.isEmpty)
        return try #require(suites.first)
    }

    /// Each golden file read whole once, for every way of reading it in pieces below.
    static let wholeFiles: [String: CompactGoldenSuite] = {
        var out: [String: CompactGoldenSuite] = [:]
        for path in goldenFiles { out[path] = try? whole(path) }
        return out
    }()

    /// Piece and block sizes from one vector and a few bytes up: vectors straddle the blocks
    /// read, and pieces end on every kind of boundary.
    @Test(arguments: [(1, 1 << 20, 97), (7, 1 << 20, 4096), (512, 3000, 65536), (512, 256 << 10, 256 << 10)])
    func everyGoldenFileReadInPiecesGivesTheVectorsReadWhole(vectors: Int, bytes: Int, block: Int) throws {
        #expect(Self.goldenFiles.count > 10)
        for path in Self.goldenFiles {
            let whole = try #require(Self.wholeFiles[path], "\(path) is not read whole")
            var pieces: [(GoldenFilePiece, [CompactGoldenVector])] = []
            let name = GoldenLoader.readPieces(path: path, pieceVectors: vectors, pieceBytes: bytes, block: block) { piece, suite in
                #expect(suite.name == whole.name && suite.sdk == whole.sdk && suite.path == path)
                #expect(piece.count == suite.vectors.count && piece.count >= 1 && piece.count <= vectors)
                #expect(piece.count == 1 || piece.bytes.count < bytes + 100_000)
                pieces.append((piece, suite.vectors))
            }
            #expect(name == whole.name, "\(path)")
            let read = pieces.flatMap(\.1)
            #expect(read.count == whole.vectors.count, "\(path)")
            #expect(zip(read, whole.vectors).allSatisfy(Self.same), "\(path)")
            #expect(pieces.first?.0.firstLine == whole.vectors.first?.line)
            // Each piece read again on its own, as the run's store reads it.
            for (piece, vectors) in pieces {
                let again = try #require(GoldenLoader.readPiece(piece, path: path, suite: whole.name))
                #expect(again.count == vectors.count && zip(again, vectors).allSatisfy(Self.same), "\(path) \(piece)")
            }
        }
    }

    /// Writes `text` as a golden file of suite `seb.status-outcome` in a fresh directory.
    static func file(_ text: String) -> String {
        let dir = Fixture.tempDir() + "/golden"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try! text.write(toFile: dir + "/seb.status-outcome.json", atomically: true, encoding: .utf8)
        return dir + "/seb.status-outcome.json"
    }

    static func vectorLine(_ n: Int, level: String = "must") -> String {
        #"    {"expect": {"status": "ok"}, "id": "seb.status-outcome/v\#(n)", "input": {"value": \#(n)}, "level": "\#(level)"}"#
    }

    static func suiteText(_ vectors: [String], after: String = "", header: String = "") -> String {
        "{\n  \"description\": \"d\",\n  \"sdk\": \"seb\",\n\(header)  \"suite\": \"seb.status-outcome\",\n  \"vectors\": [\n"
            + vectors.joined(separator: ",\n") + "\n  ]\(after)\n}\n"
    }

    /// Files the pieces do not take are left to the whole-file path, which names their problem;
    /// files they take give the whole file's vectors. Each case holds its problem deep in the
    /// file, past the first pieces handed over.
    @Test func filesWithAProblemOrAnUnusualShapeAreLeftToTheWholeFilePath() throws {
        let many = (0..<40).map { Self.vectorLine($0) }
        var broken = many
        broken[30] = Self.vectorLine(30, level: "sometimes")
        var twice = many
        twice[33] = Self.vectorLine(2)
        var deep = many
        deep[25] =
            #"    {"expect": {"status": "ok"}, "id": "seb.status-outcome/deep", "input": {"value": "#
            + String(repeating: "[", count: 254) + String(repeating: "]", count: 254) + #"}, "level": "must"}"#
        let declined = [
            Self.suiteText(broken),  // a vector the loader refuses
            Self.suiteText(twice),  // an id used twice in the file
            Self.suiteText(many, after: ",\n  \"generated\": true"),  // a member after the vectors
            Self.suiteText(many).replacingOccurrences(of: "\"suite\"", with: "\"\\u0073uite\""),  // a key with an escape
            String(Self.suiteText(many).dropLast(4)),  // the file ends inside the array
            Self.suiteText(many) + "{}",  // something after the object
            Self.suiteText(many).replacingOccurrences(of: "v39\"", with: "v39\", \"id\": \"x\""),  // a key twice
            Self.suiteText(deep),  // nesting past the limit the whole file counts
            Self.suiteText(many, header: "  \"sdk\": \"seb\",\n"),  // a header member twice
            "{\"vectors\": [], \"suite\": \"seb.status-outcome\"}",  // vectors before the suite's name
        ]
        for text in declined {
            let path = Self.file(text)
            var handed = 0
            #expect(GoldenLoader.readPieces(path: path, pieceVectors: 4, block: 64) { _, _ in handed += 1 } == nil, "\(text.prefix(300))")
        }
        let taken = [
            Self.suiteText(many),
            "\u{FEFF}" + Self.suiteText(many),  // a byte order mark
            Self.suiteText(many).replacingOccurrences(of: ",\n", with: "\r\n ,\n\n"),  // white space between vectors
            Self.suiteText([]),  // no vectors
            Self.suiteText(many, header: "  \"generated\": [1, {\"a\": 2}],\n"),  // a header member of any value
        ]
        for text in taken {
            let path = Self.file(text)
            let whole = try Self.whole(path)
            var read: [CompactGoldenVector] = []
            let name = GoldenLoader.readPieces(path: path, pieceVectors: 4, block: 64) { _, suite in read += suite.vectors }
            #expect(name == "seb.status-outcome")
            #expect(read.count == whole.vectors.count && zip(read, whole.vectors).allSatisfy(Self.same), "\(text.prefix(300))")
        }
    }

    /// A golden directory whose one file is larger than the budget: read in pieces, the run
    /// holds a few pieces' vectors, the same for a file twice as large, and its verdicts, lines
    /// and diagnostics are those of the set loaded whole.
    static func oneLargeFile(_ copies: Int) -> (directory: String, vectors: Int) {
        let (suites, problems) = GoldenLoader.load(directory: Fixture.root + "/golden")
        precondition(problems.isEmpty, "the golden set loads: \(problems)")
        var suite = suites.first { $0.name == "seb.status-outcome" }!
        let one = suite.vectors
        suite.vectors = (0..<copies).flatMap { k in
            one.map {
                var v = $0; v.id += "~\(k)"; return v
            }
        }
        let dir = Fixture.tempDir() + "/golden"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try! suite.fileText.write(toFile: dir + "/\(suite.name).json", atomically: true, encoding: .utf8)
        return (dir, suite.vectors.count)
    }

    static func options(_ directory: String, streamed: Bool) -> ConformanceOptions {
        var options = ConformanceOptions(golden: directory)
        options.streamsGolden = streamed
        options.streamedVectorBudget = 40
        options.piecewiseFileSize = 0
        options.streamedPieceVectors = 10
        return options
    }

    @Test func aLargeFileIsHeldAPieceAtATimeAndJudgedAsWhenLoadedWhole() throws {
        var held: [Int] = []
        for copies in [3, 6] {
            let set = Self.oneLargeFile(copies)
            var results: [[VectorResult]] = []
            for streamed in [false, true] {
                let pipeline = try ConformancePipeline(Self.options(set.directory, streamed: streamed))
                #expect(pipeline.goldenDiagnostics.isEmpty)
                let selection = pipeline.selection()
                let raw = try pipeline.run(ReferenceImplementation(), selection, stop: { false })
                let report = pipeline.judge(raw, selection, source: "in-process").report
                // Every verdict read back, with its vector's line, as a JSON report does.
                results.append(
                    report.results.map {
                        var r = $0
                        r.duration = nil
                        return r
                    })
                if streamed {
                    let store = try #require(selection.toRunStore as? GoldenDirectoryStore)
                    #expect(store.files.count == (set.vectors + 9) / 10, "a record per piece")
                    #expect(store.peakVectorsHeld <= 40)
                    held.append(store.peakVectorsHeld)
                    let lines = (0..<store.count).map { store.vector(at: $0).line }
                    #expect(lines == pipeline.vectors.everyVector.map(\.line))
                }
            }
            #expect(results[0].count == set.vectors)
            #expect(results[0] == results[1])
        }
        #expect(held.count == 2 && held[0] == held[1], "twice the file, the same vectors held")
    }

    @Test func aLargeFileWithAProblemIsReportedAsWhenLoadedWhole() throws {
        let set = Self.oneLargeFile(2)
        let path = set.directory + "/seb.status-outcome.json"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        // A vector near the end loses its level: the pieces before it were already handed over.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let target = lines.count - 5
        text = lines.enumerated().map { line in
            line.offset == target
                ? line.element.replacingOccurrences(of: "\"level\": \"must\"", with: "\"level\": 3") : String(line.element)
        }
        .joined(separator: "\n")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var diagnostics: [[String]] = []
        var counts: [Int] = []
        for streamed in [false, true] {
            let pipeline = try ConformancePipeline(Self.options(set.directory, streamed: streamed))
            diagnostics.append(pipeline.goldenDiagnostics.map(\.description))
            counts.append(pipeline.vectors.count)
        }
        #expect(diagnostics[0] == diagnostics[1])
        #expect(diagnostics[1].contains { $0.contains("seb.status-outcome.json:\(target + 1):") })
        #expect(counts[0] == counts[1])
    }
}
