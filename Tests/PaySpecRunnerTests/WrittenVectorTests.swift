import PaySpecGolden
import PaySpecJSON
@testable import PaySpecRunner
import PaySpecVectors
import Testing

/// A vector made in memory with its input and expected output written once (a fuzz campaign's
/// vectors): the same vector, request line and expected bytes as the decoded form it replaces.
@Suite struct WrittenVectorTests {
    @Test func everyGoldenVectorWrittenOnceSendsAndExpectsTheWritersBytes() throws {
        let (suites, diagnostics) = GoldenLoader.load(files: PaySpecSuite.goldenFiles.map { ($0.path, $0.bytes) })
        #expect(diagnostics.isEmpty)
        var passedOnBytes = 0
        var compared = 0
        for suite in suites {
            for v in suite.vectors {
                let written = CompactGoldenVector.writing(v)
                #expect(written.vector == v)
                #expect(written.input == v.input)
                #expect(written.expected(under: [:]) == v.expected(under: [:]))
                let run = RunVector(written, suite: v.suite, sdk: suite.sdk, file: "")
                let decoded = RunVector(v, sdk: suite.sdk)
                var request: [UInt8] = []
                run.appendRequest(to: &request)
                #expect(String(decoding: request, as: UTF8.self) == decoded.requestLine, "\(v.id)")
                var expected: [UInt8] = []
                let hasBytes = written.appendCompactExpectation(to: &expected)
                // An output chosen by choices is chosen by value.
                #expect(hasBytes == v.expectByChoice.isEmpty, "\(v.id)")
                guard hasBytes else { continue }
                #expect(String(decoding: expected, as: UTF8.self) == JSONWriter.line(v.expect), "\(v.id)")
                // An answer that is the expected output (no matcher in it) passes on bytes.
                guard !AuthoredValue.contains(v.expect), !JSONWriter.line(v.expect).contains(#""$"#) else { continue }
                compared += 1
                let answer = Array(JSONWriter.line(v.expect).utf8)
                var scratch: [UInt8] = [], buffer: [UInt8] = [], reference: [UInt8] = []
                let passed = answer.withUnsafeBufferPointer { bytes -> Bool in
                    var s = JSONSkimmer(bytes)
                    guard let range = try? s.value() else { return false }
                    return run.passesByBytes(
                        range, of: s, choices: ChoiceSelection([:]), referenceTexts: true, scratch: &scratch, expected: &buffer,
                        reference: &reference)
                }
                if passed { passedOnBytes += 1 }
                // Fractions are the only values the byte comparison declines.
                #expect(passed || Self.holdsFraction(v.expect), "\(v.id)")
            }
        }
        // Fractions are few: nearly every answer is decided on bytes.
        #expect(passedOnBytes * 10 > compared * 9, "\(passedOnBytes) of \(compared)")
    }

    static func holdsFraction(_ value: JSONValue) -> Bool {
        switch value {
        case .double: return true
        case .object(let o): return o.values.contains(where: holdsFraction)
        case .array(let a): return a.contains(where: holdsFraction)
        default: return false
        }
    }
}
