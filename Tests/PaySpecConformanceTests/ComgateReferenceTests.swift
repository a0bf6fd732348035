import PaySpecEnums
import PaySpecJSON
import PaySpecReference
import PaySpecVectors
import Testing

/// The Comgate reference model passes every Comgate vector, under the reference choices and
/// under every other option the vectors name.
@Suite("Comgate reference model")
struct ComgateReferenceTests {
    /// The mismatches of one vector under `choices`, as text; empty when it passes.
    static func failures(_ v: GoldenVector, _ model: ReferenceModel, _ choices: [String: String]) -> [String] {
        do {
            let output = try model.evaluate(suite: v.suite, input: v.input)
            return OutputComparison.mismatches(expected: v.expected(under: choices), actual: output).map(\.description)
        } catch {
            return ["model error: \(error.message)"]
        }
    }

    @Test("every vector passes the reference model", arguments: ComgateFixtures.suiteNames)
    func vectorsPass(suite name: String) {
        let model = ReferenceModel()
        let suite = ComgateFixtures.suite(name)
        #expect(!suite.vectors.isEmpty)
        for v in suite.vectors {
            let problems = Self.failures(v, model, [:])
            #expect(problems.isEmpty, "\(v.id): \(problems.joined(separator: "; "))")
        }
    }

    @Test("the model with another option passes expectByChoice", arguments: ComgateFixtures.ambiguityCases)
    func otherOptionPasses(_ item: String) throws {
        let parts = item.split(separator: " ").map(String.init)
        let choice = parts[1].split(separator: "=", maxSplits: 1).map(String.init)
        let v = try #require(ComgateFixtures.suites.flatMap(\.vectors).first { $0.id == parts[0] })
        let choices = [choice[0]: choice[1]]
        let problems = Self.failures(v, ReferenceModel(choices: choices), choices)
        #expect(problems.isEmpty, "\(v.id) under \(parts[1]): \(problems.joined(separator: "; "))")
    }

    @Test("the vectors use every Comgate ambiguity")
    func ambiguitiesAreExercised() {
        let vectors = ComgateFixtures.suites.flatMap(\.vectors)
        let used = Set(vectors.flatMap(\.ambiguities))
        #expect(
            used == [
                "cancelled-nil-reason-text", "cancelled-reason-text", "language-code-unknown", "device-language-nb",
                "initialize-while-busy", "pan-separators", "pan-non-ascii-digits", "expiry-current-month",
                "cardholder-whitespace", "expiry-two-digit-year", "payment-params-several-errors", "language-code-variant",
                "price-integral-fraction",
                "status-view-style-after-clear", "init-succeeded-outside-initializing", "init-failed-outside-initializing",
                "apple-pay-not-configured", "apple-pay-empty-merchant",
            ])
    }
}

/// Inputs that break a suite's contract are refused with a message naming the problem.
@Suite("Comgate model input errors")
struct ComgateInputErrorTests {
    static let cases: [(suite: String, input: JSONValue, mentions: String)] = [
        ("comgate.error-codes", ["op": "lookup"], "\"code\""),
        ("comgate.error-codes", ["op": "find", "code": "X"], "unknown op"),
        ("comgate.error-reasons", ["reason": "NO_FUNDS"], "\"errorReason\""),
        ("comgate.error-reasons", ["errorReason": 5], "must be a string"),
        ("comgate.status-view", ["language": "xx", "ops": []], "language"),
        (
            "comgate.session", ["devMode": "yes", "applePayAvailable": false, "translation": "en", "events": []],
            "\"devMode\""
        ),
        ("comgate.payment-params", ["price": 100, "preauth": false], "\"initRecurring\""),
        ("comgate.card-fields", ["op": "expiry", "month": "12", "year": 2030, "today": "2026-11-15"], "\"month\""),
        ("comgate.card-fields", ["op": "expiry", "month": 12, "year": 2030, "today": "15.11.2026"], "today"),
        ("comgate.translations", ["op": "forLanguageCode"], "\"code\""),
    ]

    @Test("invalid inputs throw ModelError", arguments: cases.indices)
    func invalidInputThrows(_ index: Int) {
        let c = Self.cases[index]
        do {
            let output = try ReferenceModel().evaluate(suite: c.suite, input: c.input)
            Issue.record("\(c.suite) accepted \(JSONWriter.line(c.input)) with \(JSONWriter.line(output))")
        } catch {
            #expect(error.message.contains(c.mentions), "\(error.message)")
        }
    }
}

/// A vector that does not name an ambiguity must not depend on one: the model gives the same
/// output under every option of every Comgate ambiguity.
@Suite("Comgate ambiguity declarations")
struct ComgateAmbiguityDeclarationTests {
    static let comgateAmbiguities: [AmbiguityID] = [
        .cancelledNilReasonText, .cancelledReasonText, .languageCodeUnknown, .deviceLanguageNb, .initializeWhileBusy,
        .panSeparators, .panNonAsciiDigits, .expiryCurrentMonth, .cardholderWhitespace,
    ]

    @Test("vectors depend only on the ambiguities they name", arguments: ComgateFixtures.suiteNames)
    func undeclaredDependency(suite name: String) throws {
        for v in ComgateFixtures.suite(name).vectors {
            let reference = try ReferenceModel().evaluate(suite: v.suite, input: v.input)
            for ambiguity in Self.comgateAmbiguities where !v.ambiguities.contains(ambiguity.rawValue) {
                for option in ambiguity.options where option != ambiguity.referenceChoice {
                    let other = try ReferenceModel(choices: [ambiguity.rawValue: option])
                        .evaluate(suite: v.suite, input: v.input)
                    let changed = other != reference
                    #expect(!changed, "\(v.id) changes under \(ambiguity.rawValue)=\(option) but names no ambiguity")
                }
            }
        }
    }
}
