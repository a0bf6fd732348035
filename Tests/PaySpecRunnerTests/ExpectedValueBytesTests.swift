import PaySpecGolden
import PaySpecJSON
import PaySpecVectors
import Testing

@testable import PaySpecAdapter
@testable import PaySpecFuzz
@testable import PaySpecJudging
@testable import PaySpecRunner

/// An answer to a vector kept decoded (the fuzzer's) is read beside its expected value, with no
/// tree built: that fast path passes an answer only where the value way (the answer decoded and
/// compared) finds it equal, and every answer it does not decide takes the value way.
@Suite struct ExpectedValueBytesTests {
    static let vectors = try! ConformancePipeline(ConformanceOptions()).allVectors

    /// The fast path on `text`.
    static func fast(_ text: String, _ expected: JSONValue, referenceTexts: Bool = false) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            var s = JSONSkimmer(buffer)
            guard let range = try? s.value(), s.atEnd() else { return false }
            return ExpectedValueBytes.equal(range, of: s, expected, referenceTexts: referenceTexts)
        }
    }

    /// The value way on `text`.
    static func slow(_ text: String, _ expected: JSONValue) -> Bool {
        (try? JSONParser.parseValue(Array(text.utf8))) == expected
    }

    /// Whether the fast path is to decide `value` written compact: no matcher (but authored
    /// texts, with `referenceTexts`), no fraction and no string the writer escapes.
    static func decidable(_ value: JSONValue, referenceTexts: Bool = false) -> Bool {
        switch value {
        case .double: return false
        case .string: return !JSONWriter.line(value).utf8.contains(UInt8(ascii: "\\"))
        // Up to 18 digits: a longer integer is left to the value way.
        case .integer(let n): return n.magnitude < 1_000_000_000_000_000_000
        case .array(let a): return a.allSatisfy { decidable($0, referenceTexts: referenceTexts) }
        case .object(let o):
            if o.keys.contains(where: { $0.hasPrefix("$") }) {
                let marker = AuthoredValue(value)
                guard referenceTexts, let marker, marker.key != nil, marker.language != nil, marker.sameAs == nil,
                    marker.accept.isEmpty, o.keys.allSatisfy(ExpectedValueBytes.textMarkerMembers.contains),
                    let text = marker.reference.stringValue
                else { return false }
                return decidable(.string(text))
            }
            return o.allSatisfy { decidable($0.value, referenceTexts: referenceTexts) }
        default: return true
        }
    }

    /// `value` written with its members in reverse key order and spaces between tokens.
    static func reordered(_ value: JSONValue) -> String {
        switch value {
        case .object(let o):
            let members = o.keys.sorted(by: >).map { JSONWriter.line(.string($0)) + " : " + reordered(o[$0]!) }
            return "{ " + members.joined(separator: " , ") + " }"
        case .array(let a): return "[ " + a.map(reordered).joined(separator: ", ") + " ]"
        default: return JSONWriter.line(value)
        }
    }

    /// Every expected output of the golden set, and of 600 fuzzed inputs, answered compact and
    /// reordered: the fast path passes exactly the decidable ones, and the value way passes
    /// every answer it passes. Answered with another vector's output, the fast path passes only
    /// where the value way does.
    @Test func theFastPathPassesOnlyWhatTheValueWayPasses() {
        var outputs: [JSONValue] = []
        for v in Self.vectors {
            let golden = v.vector
            outputs.append(golden.expect)
            outputs += golden.expectByChoice.values
        }
        let shapes = InputShape.shapes(Self.vectors)
        let oracle = ReferenceOracle(declared: [:], vectors: Self.vectors)
        var generator = InputGenerator(shapes: shapes, seed: 11)
        var fuzzed = 0
        while fuzzed < 600 {
            let (shape, _, input) = generator.next()
            guard case .expected(let output) = oracle.judge(suite: shape.suite, sdk: shape.sdk, input: input) else { continue }
            outputs.append(output)
            fuzzed += 1
        }
        var passedFast = 0
        var declined = 0
        var texts = 0
        for (n, expected) in outputs.enumerated() {
            // With no texts supplied, the answer that gives each authored text as PaySpec's own.
            let reference = JSONWriter.line(AuthoredValue.reference(in: expected))
            let withTexts = Self.fast(reference, expected, referenceTexts: true)
            #expect(withTexts == Self.decidable(expected, referenceTexts: true), "\(reference)")
            if withTexts {
                let v = RunVector(
                    GoldenVector(id: "t/\(n)", suite: "t", description: "", input: [:], expect: expected, level: .should, spec: []), sdk: ""
                )
                let verdict = v.judge(try! JSONParser.parseValue(Array(reference.utf8)), choices: [:])
                #expect(verdict.status == .passed && verdict.informative.isEmpty && verdict.fresh.isEmpty, "\(reference)")
                if AuthoredValue.contains(expected) { texts += 1 }
            }
            for text in [JSONWriter.line(expected), Self.reordered(expected)] {
                let fast = Self.fast(text, expected)
                #expect(fast == Self.decidable(expected), "\(text)")
                if fast {
                    passedFast += 1
                    #expect(Self.slow(text, expected), "\(text)")
                } else {
                    declined += 1
                }
            }
            let other = outputs[(n * 7 + 3) % outputs.count]
            let answer = JSONWriter.line(other)
            if Self.fast(answer, expected) { #expect(Self.slow(answer, expected), "\(answer) for \(JSONWriter.line(expected))") }
        }
        #expect(passedFast > 5000 && declined > 100 && texts > 50, "\(passedFast) passed fast, \(declined) declined, \(texts) with texts")
    }

    @Test func whatBytesDoNotDecideIsLeftToTheValueWay() {
        // Each answer, its expected value, and whether the value way passes it: the fast path
        // passes none of these.
        func check(_ answer: String, _ expected: JSONValue, valueWay: Bool) {
            #expect(!Self.fast(answer, expected), "\(answer)")
            #expect(Self.slow(answer, expected) == valueWay, "\(answer)")
        }
        // Written with an escape, a fraction, an exponent or a minus zero: equal, not decided.
        check(#""\u0041""#, "A", valueWay: true)
        check("1.0", .double(1), valueWay: true)
        check("1e2", .double(100), valueWay: true)
        check("-0", 0, valueWay: true)
        // A matcher is judged the value way, even when the answer echoes it.
        check(#"{"$match":"uuid"}"#, ["$match": "uuid"], valueWay: true)
        // Differences.
        let pair: JSONValue = ["a": "x", "b": 1]
        check(#"{"a":"x"}"#, pair, valueWay: false)
        check(#"{"a":"x","b":1}"#, ["a": "x"], valueWay: false)
        check(#"{"a":"y"}"#, ["a": "x"], valueWay: false)
        check("[1,2]", [1], valueWay: false)
        check("[1]", [1, 2], valueWay: false)
        check("12", "", valueWay: false)
        check("[]", "", valueWay: false)
        check(#""""#, [], valueWay: false)
        check("10", 1, valueWay: false)
        check("-1", 1, valueWay: false)
        check("true", false, valueWay: false)
        check("null", false, valueWay: false)
        check(#""null""#, nil, valueWay: false)
        check(#"{"a":1,"a":1}"#, pair, valueWay: false)
        // The same text in other bytes: canonically equivalent, a different answer.
        check("\"e\u{301}\"", "\u{E9}", valueWay: false)
        check("{\"\u{212A}\":1}", ["K": 1], valueWay: false)
        let plain: JSONValue = ["a": "x", "b": [1, true, nil]]
        #expect(Self.fast(#" { "b" : [ 1 , true , null ] , "a" : "x" } "#, plain))
        #expect(Self.fast(#"{"a":"x","b":[1,true,null]}"#, ["a": "x", "b": [1, true, nil]]))
        #expect(Self.fast(#"-9007199254740993"#, -9_007_199_254_740_993))
        #expect(Self.fast(#"0"#, 0))
        // An authored text passes as its reference text only where no texts were supplied.
        let marker = AuthoredValue.text("Zaplatit", key: "payButtonText", language: "cs", english: "Pay")
        #expect(Self.fast(#"{"label":"Zaplatit"}"#, ["label": marker], referenceTexts: true))
        #expect(!Self.fast(#"{"label":"Zaplatit"}"#, ["label": marker]))
        #expect(!Self.fast(#"{"label":"Pay"}"#, ["label": marker], referenceTexts: true))
        let shared = AuthoredValue.text("Zaplatit", key: "payButtonText", language: "cs", sameAs: "comgate.translations/x")
        #expect(!Self.fast(#"{"label":"Zaplatit"}"#, ["label": shared], referenceTexts: true))
        #expect(!Self.fast(#"{"id":"x"}"#, ["id": ["$match": "uuid"]], referenceTexts: true))
    }

    /// A vector kept decoded passes on bytes through `passesByBytes` exactly where the fast path
    /// does, and the fuzzer's sink, which keeps no pass, lets the session read answers on bytes.
    @Test func aDecodedVectorPassesOnBytesAndTheFuzzSinkAllowsIt() {
        let golden = GoldenVector(
            id: "comgate.error-codes/fuzz-0", suite: "comgate.error-codes", description: "", input: ["code": 1400],
            expect: ["known": true, "retryable": false], level: .should, spec: [])
        let v = RunVector(golden, sdk: "comgate")
        for (text, passes) in [
            (#"{"retryable":false,"known":true}"#, true), (#"{"known":true,"retryable":true}"#, false), (#"{"known":true}"#, false),
        ] {
            let bytes = Array(text.utf8)
            var scratch: [UInt8] = [], expected: [UInt8] = [], reference: [UInt8] = []
            let passed = bytes.withUnsafeBufferPointer { buffer -> Bool in
                var s = JSONSkimmer(buffer)
                let range = try! s.value()
                return v.passesByBytes(
                    range, of: s, choices: ChoiceSelection([:]), referenceTexts: true, scratch: &scratch, expected: &expected,
                    reference: &reference)
            }
            #expect(passed == passes, "\(text)")
            #expect(passed == (v.judge(try! JSONParser.parseValue(bytes), choices: [:]).status == .passed), "\(text)")
        }
        #expect(!AnswerSink(keepPassing: false).wantsAnswers)
        #expect(AnswerSink(keepPassing: true).wantsAnswers)
    }
}
