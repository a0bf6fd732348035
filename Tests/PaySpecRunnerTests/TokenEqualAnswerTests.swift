import PaySpecGolden
import PaySpecJSON
import PaySpecVectors
import Testing

@testable import PaySpecAdapter
@testable import PaySpecRunner

/// An answer that is the golden file's expectation token for token passes on those bytes alone:
/// no compact form of the expectation is written for it, and no verdict is built for its pass.
/// Everywhere else the answer takes the ways it took before, with the same verdict.
@Suite struct TokenEqualAnswerTests {
    static let suites = GoldenLoader.loadCompact(files: PaySpecSuite.goldenFiles.map { ($0.path, $0.bytes) }).suites

    static func sameTokens(_ a: String, _ b: String) -> Bool {
        let a = Array(a.utf8), b = Array(b.utf8)
        return a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in JSONTokenEquality.sameTokens(pa, pb) } }
    }

    @Test func whitespaceBetweenTokensAloneIsIgnored() {
        #expect(Self.sameTokens(#"{"a": [1, 2], "b": null}"#, #"{"a":[1,2],"b":null}"#))
        #expect(Self.sameTokens(" \n{\"a\":\t\"x y\"}\r\n", #"{"a":"x y"}"#))
        // Inside a string a space is the text's own.
        #expect(!Self.sameTokens(#"{"a":"x y"}"#, #"{"a":"xy"}"#))
        // An escaped quote does not end the string: the space after it is still inside.
        #expect(!Self.sameTokens(#"["a\" b"]"#, #"["a\"b"]"#))
        #expect(Self.sameTokens(#"["a\\", "b"]"#, #"["a\\","b"]"#))
        // Equal values written otherwise are other tokens: decided another way.
        #expect(!Self.sameTokens(#"{"a":1,"b":2}"#, #"{"b":2,"a":1}"#))
        #expect(!Self.sameTokens(#"[1.0]"#, #"[1]"#))
        #expect(!Self.sameTokens(#"[1]"#, #"[1, 2]"#))
        #expect(!Self.sameTokens(#"[1, 2]"#, #"[1]"#))
    }

    /// Every golden vector answered with its expected output as an adapter writes it (compact):
    /// passed on its tokens exactly where the expectation is in canonical form and names no
    /// matcher, with no compact expectation written; the value comparison passes each of them.
    @Test func referenceAnswersPassOnTokensWithoutWritingTheExpectation() {
        var vectors = 0
        var onTokens = 0
        var compactWrites = 0
        var plainCanonical = 0
        for suite in Self.suites {
            for compact in suite.vectors {
                let v = RunVector(compact, suite: suite.name, sdk: suite.sdk, file: suite.path)
                guard compact.expectationIgnoresChoices else { continue }
                vectors += 1
                let expected = compact.expected(under: [:])
                var canonical: [UInt8] = []
                let isCanonical = compact.appendCompactExpectation(to: &canonical)
                let answer = Array(JSONWriter.line(expected).utf8)
                var scratch: [UInt8] = [], written: [UInt8] = [], reference: [UInt8] = []
                let (tokens, passes) = answer.withUnsafeBufferPointer { buffer -> (Bool, Bool) in
                    var s = JSONSkimmer(buffer)
                    guard let range = try? s.value() else { return (false, false) }
                    let tokens = compact.expectationHasSameTokens(as: s.bytes(range), under: ChoiceSelection([:]))
                    let passes = v.passesByBytes(
                        range, of: s, choices: ChoiceSelection([:]), referenceTexts: false, scratch: &scratch, expected: &written,
                        reference: &reference)
                    return (tokens, passes)
                }
                if isCanonical && !String(decoding: canonical, as: UTF8.self).contains("\"$") {
                    plainCanonical += 1
                    #expect(tokens, "\(v.id)")
                }
                if tokens {
                    onTokens += 1
                    #expect(passes, "\(v.id)")
                    #expect(v.judge(expected, choices: [:]).status == .passed, "\(v.id)")
                    if written.capacity > 0 || scratch.capacity > 0 { compactWrites += 1 }
                    // The same answer one value longer: no longer the same tokens.
                    let longer = Array(JSONWriter.line(.array([expected])).utf8)
                    let still = longer.withUnsafeBufferPointer { buffer -> Bool in
                        var s = JSONSkimmer(buffer)
                        guard let range = try? s.value() else { return true }
                        return compact.expectationHasSameTokens(as: s.bytes(range), under: ChoiceSelection([:]))
                    }
                    #expect(!still, "\(v.id)")
                }
            }
        }
        #expect(vectors > 1000)
        // Most golden answers are decided on their tokens (the rest name a matcher: authored
        // texts, fresh values), and none of those writes a compact form.
        #expect(plainCanonical * 2 > vectors, "\(plainCanonical) of \(vectors)")
        #expect(onTokens >= plainCanonical, "\(onTokens) of \(vectors)")
        #expect(compactWrites == 0)
    }

    /// A pass recorded plain gives the ledger what recording the built verdict gave it.
    @Test func aPassRecordedPlainIsThePassRecordedWhole() {
        let vectors = Self.suites.runVectors
        let store = ArrayVectorStore(Array(vectors.prefix(200)))
        let whole = ResultCollector(count: store.count, vectors: store)
        let plain = ResultCollector(count: store.count, vectors: store)
        var built = 0
        for i in 0..<store.count {
            var r = store.vector(at: i).result(.passed)
            r.duration = Double(i) / 1024
            whole.record(i, r)
            plain.recordPass(i, duration: Double(i) / 1024) {
                built += 1
                return store.vector(at: i).result(.passed)
            }
        }
        #expect(built == 0)
        #expect(plain.judged == whole.judged)
        #expect(plain.counts == whole.counts)
        #expect(plain.retainedBytes == whole.retainedBytes)
        for i in 0..<store.count { #expect(plain.results[i] == whole.results[i]) }
        // A collector that keeps every verdict whole builds the pass.
        let kept = ResultCollector(count: 1)
        kept.recordPass(0, duration: nil) {
            built += 1
            return store.vector(at: 0).result(.passed)
        }
        #expect(built == 1)
        #expect(kept.results[0]?.status == .passed)
    }
}
