import PaySpecEnums
import PaySpecJSON
import PaySpecReference
import Testing

@testable import PaySpecFuzz
@testable import PaySpecRunner
@testable import PaySpecVectors

/// The fuzzer's oracle marks PaySpec's own texts in each answer it computes. A string with more
/// Unicode scalars than four times the longest text's is equal to no text, so it is skipped
/// without hashing it; and an error case is named from a table written once, not by reflection
/// on every look-up. Counted, not timed.
@Suite struct AuthoredTextLookupTests {
    static let vectors = try! ConformancePipeline(ConformanceOptions()).allVectors
    static let index = AuthoredContentIndex(vectors.filter(\.mayHoldAuthoredContent).map(\.vector))

    /// Over a campaign's first inputs, the answers are marked exactly as when every string is
    /// looked up, and the long values (a tenth of the inputs carry one) are no longer looked up.
    @Test func longValuesAreSkippedAndAnswersMarkedAlike() {
        var everyString = Self.index
        everyString.textScalarBound = .max
        var generator = InputGenerator(shapes: InputShape.shapes(Self.vectors), seed: 1)
        var (lookups, lookupsBefore, marked, answers) = (0, 0, 0, 0)
        for _ in 0..<3_000 {
            let made = generator.next()
            guard let output = try? ReferenceModel().evaluate(suite: made.shape.suite, input: made.input) else { continue }
            answers += 1
            let now = Self.index.mark(output, suite: made.shape.suite, textLookups: &lookups)
            let before = everyString.mark(output, suite: made.shape.suite, textLookups: &lookupsBefore)
            #expect(now == before, "\(made.shape.suite) \(JSONWriter.line(made.input))")
            if now != output { marked += 1 }
        }
        let summary = "\(answers) answers, \(marked) marked, \(lookups) look-ups against \(lookupsBefore)"
        #expect(answers > 1_000 && marked > 0, "\(summary)")
        #expect(lookups < lookupsBefore, "\(summary)")
        #expect(lookupsBefore - lookups >= 50, "\(summary)")
    }

    /// Strings equal to a text under `String` equality (canonical equivalence) are still found,
    /// up to the fourfold expansion the bound allows for; one scalar more is skipped.
    @Test func canonicallyEquivalentTextsAreStillFound() {
        let text = "O\u{1F82}K"  // ᾂ decomposes into four scalars, the most any scalar does
        let marker = AuthoredValue.text(text, key: "test.key", language: "el")
        let vector = GoldenVector(
            id: "t/1", suite: "t", description: "", input: [:], expect: ["message": marker], level: .should, spec: [])
        let index = AuthoredContentIndex([vector])
        #expect(index.textScalarBound == 12)
        let equivalent = [
            text,
            "O\u{03B1}\u{0313}\u{0300}\u{0345}K",  // fully decomposed: 6 scalars
            "O\u{1F82}\u{212A}",  // KELVIN SIGN, canonically K
        ]
        for variant in equivalent {
            #expect(variant == text)
            var lookups = 0
            let out = index.mark(["message": .string(variant)], suite: "t", textLookups: &lookups)
            #expect(out == ["message": marker], "\(variant.unicodeScalars.map(\.value))")
            #expect(lookups == 1)
        }
        var lookups = 0
        let long = JSONValue.string(String(repeating: "\u{E9}", count: 13))
        #expect(index.mark(["message": long], suite: "t", textLookups: &lookups) == ["message": long])
        #expect(lookups == 0)
        #expect(!EquivalentLengthBound.exceeds(String(repeating: "\u{E9}", count: 12), 12))
        #expect(EquivalentLengthBound.exceeds(String(repeating: "a", count: 13), 12))
    }

    /// Every error case is found by its name and named as reflection names it.
    @Test func errorCasesAreNamedAsReflectionNamesThem() throws {
        for error in Comgate.Error.allCases {
            let name = "\(error)"
            let described = try ReferenceModel().evaluate(suite: "comgate.error-codes", input: ["op": "describe", "case": .string(name)])
            #expect(described["known"] == true && described["code"] == .string(error.code), "\(name)")
            let looked = try ReferenceModel().evaluate(suite: "comgate.error-codes", input: ["op": "lookup", "code": .string(error.code)])
            #expect(looked["case"] == .string(name))
        }
        let unknown = try ReferenceModel().evaluate(suite: "comgate.error-codes", input: ["op": "message", "case": "noSuchCase"])
        #expect(unknown["known"] == false)
    }
}
