import PaySpecGolden
import PaySpecJSON
import PaySpecVectors
import Testing

@testable import PaySpecRunner

/// Answers to expectations that hold authored texts are decided on bytes where the value
/// comparison would pass them with nothing to report, and left to the value comparison
/// everywhere else: every golden vector, answered with PaySpec's own texts and with one text
/// changed, under the reference policy and under supplied texts.
@Suite struct AuthoredTextBytesTests {
    static let suites = GoldenLoader.loadCompact(files: PaySpecSuite.goldenFiles.map { ($0.path, $0.bytes) }).suites

    /// Whether every matcher of `value` is an authored text the byte path may take: a string
    /// `$authored` with a string `key` and `language`, no `$sameAs`, no `accept`.
    static func onlyPlainTexts(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let o):
            guard o.keys.contains(where: { $0.hasPrefix("$") }) else { return o.values.allSatisfy(onlyPlainTexts) }
            guard let marker = AuthoredValue(value), marker.key != nil, marker.language != nil,
                marker.reference.stringValue != nil
            else { return false }
            return Set(o.keys).isSubset(of: ["$authored", "key", "language", "english", "unlike"])
        case .array(let a): return a.allSatisfy(onlyPlainTexts)
        default: return true
        }
    }

    /// The first authored text of `value` with `!` added: an answer PaySpec's text does not pass
    /// silently.
    static func changingFirstText(_ value: JSONValue) -> (JSONValue, Bool) {
        switch value {
        case .object(let o):
            if let marker = AuthoredValue(value), let text = marker.reference.stringValue, marker.key != nil {
                return (.string(text + "!"), true)
            }
            var out = o
            for key in o.keys.sorted() {
                let (changed, done) = changingFirstText(o[key]!)
                if done {
                    out[key] = changed
                    return (.object(out), true)
                }
            }
            return (value, false)
        case .array(let a):
            var out = a
            for i in a.indices {
                let (changed, done) = changingFirstText(a[i])
                if done {
                    out[i] = changed
                    return (.array(out), true)
                }
            }
            return (value, false)
        default: return (value, false)
        }
    }

    static func byBytes(_ v: RunVector, _ answer: JSONValue, referenceTexts: Bool) -> Bool {
        let bytes = Array(JSONWriter.line(answer).utf8)
        var scratch: [UInt8] = [], expected: [UInt8] = [], reference: [UInt8] = []
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            var s = JSONSkimmer(buffer)
            guard let range = try? s.value() else { return false }
            return v.passesByBytes(
                range, of: s, choices: ChoiceSelection([:]), referenceTexts: referenceTexts, scratch: &scratch, expected: &expected,
                reference: &reference)
        }
    }

    @Test func referenceAnswersToAuthoredTextsPassOnBytesExactlyWhereValuesPassThemSilently() {
        var withTexts = 0
        var takenByBytes = 0
        for suite in Self.suites {
            for compact in suite.vectors {
                let v = RunVector(compact, suite: suite.name, sdk: suite.sdk, file: suite.path)
                let expected = compact.expected(under: [:])
                guard AnsweredText.isExpected(in: expected) else { continue }
                withTexts += 1
                let answer = AuthoredValue.reference(in: expected)
                let bytes = Self.byBytes(v, answer, referenceTexts: true)
                // An expectation not in the writer's compact form in its file is judged by value
                // whatever it holds.
                var written: [UInt8] = []
                let canonical = compact.appendCompactExpectation(to: &written)
                #expect(bytes == (canonical && Self.onlyPlainTexts(expected)), "\(v.id)")
                let verdict = v.judge(answer, choices: [:])
                if bytes {
                    takenByBytes += 1
                    #expect(
                        verdict.status == .passed && verdict.diff.isEmpty && verdict.informative.isEmpty && verdict.fresh.isEmpty,
                        "\(v.id)")
                    // One text changed: never passed on bytes; the value comparison reports it.
                    let (changed, done) = Self.changingFirstText(expected)
                    #expect(done, "\(v.id)")
                    #expect(!Self.byBytes(v, changed, referenceTexts: true), "\(v.id)")
                    #expect(!v.judge(changed, choices: [:]).informative.isEmpty, "\(v.id)")
                }
                // Texts supplied by the caller: their text, not PaySpec's, is the one to match.
                #expect(!Self.byBytes(v, answer, referenceTexts: false), "\(v.id)")
            }
        }
        #expect(withTexts > 0)
        // Most expectations with authored texts hold nothing else.
        #expect(takenByBytes * 2 > withTexts, "\(takenByBytes) of \(withTexts)")
    }
}
