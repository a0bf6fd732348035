import Foundation
import PaySpecGolden
import PaySpecJSON
import PaySpecRunner
import PaySpecVectors
import Testing

/// The compact golden form of `payspec run` (vectors kept as their file's bytes) against the
/// decoded form it replaces: the same vectors, the same diagnostics, the same verdicts.
@Suite struct CompactGoldenTests {
    static let files = PaySpecSuite.goldenFiles.map { ($0.path, $0.bytes) }

    @Test func everyGoldenFileLoadsCompactAndDecodesToTheSameVectors() throws {
        let (suites, diagnostics) = GoldenLoader.load(files: Self.files)
        let (compact, compactDiagnostics) = GoldenLoader.loadCompact(files: Self.files)
        #expect(diagnostics.isEmpty && compactDiagnostics.isEmpty)
        #expect(compact.map(\.name) == suites.map(\.name))
        var canonicalInputs = 0, canonicalExpectations = 0, total = 0
        for (suite, c) in zip(suites, compact) {
            #expect(c.sdk == suite.sdk && c.path == suite.path)
            try #require(c.vectors.count == suite.vectors.count)
            for (v, cv) in zip(suite.vectors, c.vectors) {
                total += 1
                // The skim took every file: nothing is kept decoded.
                #expect(cv.keepsBytes, "\(cv.id) was decoded at load")
                #expect(cv.vector == v)
                #expect(cv.id == v.id && cv.level == v.level && cv.tags == v.tags && cv.line == v.line)
                #expect(cv.unsupportedByChoice == v.unsupportedByChoice)
                #expect(cv.input == v.input)
                #expect(cv.expected(under: [:]) == v.expected(under: [:]))
                var bytes: [UInt8] = []
                if cv.appendCompactInput(to: &bytes) {
                    canonicalInputs += 1
                    #expect(String(decoding: bytes, as: UTF8.self) == JSONWriter.line(v.input), "\(v.id)")
                }
                bytes = []
                if cv.appendCompactExpectation(to: &bytes) {
                    canonicalExpectations += 1
                    #expect(String(decoding: bytes, as: UTF8.self) == JSONWriter.line(v.expect), "\(v.id)")
                }
                // Under each declared choice the vector knows, the output it selects.
                for key in v.expectByChoice.keys {
                    let choices = Dictionary(
                        GoldenVector.choicePairs(key).map { ($0.ambiguity, $0.option) }, uniquingKeysWith: { a, _ in a })
                    #expect(cv.expected(under: choices) == v.expected(under: choices), "\(v.id) under \(key)")
                    bytes = []
                    if cv.appendCompactExpectation(under: choices, to: &bytes) {
                        #expect(String(decoding: bytes, as: UTF8.self) == JSONWriter.line(v.expected(under: choices)), "\(v.id)")
                    }
                }
                let run = RunVector(cv, suite: c.name, sdk: c.sdk, file: c.path)
                #expect(run.requestLine == RunVector(v, sdk: suite.sdk).requestLine)
            }
        }
        // Nearly every vector takes the byte path; the rest (escapes the writer would not use,
        // fractions) are encoded from values, as before.
        #expect(canonicalInputs * 10 > total * 9)
        #expect(canonicalExpectations * 10 > total * 9)
    }

    /// Broken golden files: the compact loader falls back and names the same problems.
    @Test(arguments: [
        (#""level": "must""#, #""level": "may""#),
        (#""level": "must""#, #""level": "must", "level": "must""#),
        (#""input": {"#, #""input": {"a": 1, "a": 2, "#),
        (#""input": {"#, #""input": {"\u0061": 1, "a": 2, "#),
        (#""input": {"#, #""input": {"big": 1e999, "#),
        (#""description": "#, #""descripton": "#),
        (#""tags": ["#, #""tags": [1, "#),
        (#""id": "seb.status-outcome/v2""#, #""id": "seb.status-outcome/v1""#),
        (#""id": "seb.status-outcome/v2""#, #""id": "comgate.session/v2""#),
        (#""expect": "#, #""expected": "#),
        ("\n  ]\n", ",\n  ]\n"),
        (#""suite": "seb.status-outcome""#, #""suite": "seb.no-such-suite""#),
    ])
    func brokenFilesAreReportedAlike(_ edit: (String, String)) throws {
        let dir = Fixture.golden()
        let path = dir + "/seb.status-outcome.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let range = try #require(text.range(of: edit.0))
        try text.replacingCharacters(in: range, with: edit.1).write(toFile: path, atomically: true, encoding: .utf8)
        let (suites, diagnostics) = GoldenLoader.load(directory: dir)
        let (compact, compactDiagnostics) = GoldenLoader.loadCompact(directory: dir)
        #expect(!diagnostics.isEmpty)
        #expect(compactDiagnostics == diagnostics)
        #expect(compact.map { $0.vectors.map(\.id) } == suites.map { $0.vectors.map(\.id) })
    }

    @Test func invalidUTF8AndControlCharactersAreRefusedByTheSkimToo() throws {
        for bad in [[0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0x09, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]]
            as [[UInt8]]
        {
            #expect(throws: (any Error).self) { try JSONParser.parseValue(bad) }
            #expect(Self.skims(bad) == false)
        }
        for good in [#""é ✓ 😀""#, #"{"a":[1,-2,0.5,1e3,true,false,null,"\n\"\\"]}"#, "  [ ]  "] {
            #expect(throws: Never.self) { try JSONParser.parseValue(Array(good.utf8)) }
            #expect(Self.skims(Array(good.utf8)))
        }
    }

    /// The compact form is claimed only where it is the writer's.
    @Test func compactBytesAreTheWritersOrDeclined() throws {
        let cases: [(String, String?)] = [
            (#"{"b": 1, "a": 2}"#, nil),  // keys out of order
            (#"{"a": 1, "b": [1, 2, {"c": null}]}"#, #"{"a":1,"b":[1,2,{"c":null}]}"#),
            (#"{"a": 1.5}"#, nil),  // a fraction is written by the writer's own rule
            (#"{"a": -0}"#, nil),
            (#"{"a": "x\/y"}"#, nil),
            (#"{"a": "tab\tquote\" é"}"#, #"{"a":"tab\tquote\" é"}"#),
            (#"{"é": 1}"#, nil),
            (#"[-12, 0, "a\u0001"]"#, nil),
        ]
        for (text, expected) in cases {
            let bytes = Array(text.utf8)
            // Appended after what the buffer holds, which a declined value leaves as it was.
            let before = Array("[1,".utf8)
            var out = before
            let ok = bytes.withUnsafeBufferPointer { buffer -> Bool in
                var s = JSONSkimmer(buffer)
                guard let range = try? s.value(), s.atEnd() else { return false }
                return s.compact(range, into: &out)
            }
            #expect(ok == (expected != nil), "\(text)")
            if let expected {
                #expect(String(decoding: out, as: UTF8.self) == "[1," + expected)
                #expect(JSONWriter.line(try JSONParser.parseValue(bytes)) == expected)
            } else {
                #expect(out == before, "\(text)")
            }
        }
    }

    /// Answers judged by their bytes get the verdicts the decoding path gives, whatever the
    /// adapter does wrong: the same vectors, decoded and compact, through the same adapter.
    /// ("answer-to-nothing" is left out: whether its early answer meets the re-run for stderr
    /// or the first send depends on timing, in either form.)
    @Test(arguments: ["good", "wrong", "garbage", "twice", "unknown-id", "out-of-order", "error", "no-output", "stderr-chatter"])
    func compactVectorsGetTheVerdictsOfDecodedOnes(_ mode: String) throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let (suites, diagnostics) = GoldenLoader.loadCompact(directory: Fixture.golden())
        #expect(diagnostics.isEmpty)
        let seb = try #require(suites.first { $0.name == "seb.status-outcome" })
        #expect(seb.vectors.allSatisfy { $0.keepsBytes })
        let compact = [seb].runVectors
        let decoded = Fixture.runVectors()
        let options = SessionOptions(timeout: 20)
        let a = try ConformanceRunner.runAdapter(decoded, command: Fixture.brokenAdapter(mode), options: options, stop: { false })
        let b = try ConformanceRunner.runAdapter(compact, command: Fixture.brokenAdapter(mode), options: options, stop: { false })
        func summary(_ r: VectorResult?) -> String {
            guard let r else { return "none" }
            return [
                r.id, r.status.rawValue, r.diffLines.joined(separator: ";"), r.message ?? "", r.stderr ?? "",
                r.notes.joined(separator: ";"),
            ]
            .joined(separator: "|")
        }
        #expect(a.results.map(summary) == b.results.map(summary))
        #expect(a.notes.map(\.description).sorted() == b.notes.map(\.description).sorted())
    }

    static func skims(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var s = JSONSkimmer(buffer)
            return (try? s.value()) != nil && s.atEnd()
        }
    }
}
