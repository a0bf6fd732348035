import Foundation
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// A red verdict means "this contradicts the documents": texts PaySpec wrote itself (presets,
/// messages, meanings, budgets, server-only values) are judged on what the documents promise,
/// and a port that differs only in them is green, with the differences listed as informative.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)))
struct AuthoredTextVerdictTests {
    /// Every built-in vector with the reference model's answer, its authored content replaced as
    /// a port with the SDK's real texts would answer: other words, the other boolean, no budget.
    static let recorded: (vectors: [RunVector], outputs: [(id: String, output: JSONValue)], touched: Set<String>) = {
        let pipeline = try! ConformancePipeline(ConformanceOptions())
        let model = ReferenceImplementation()
        var outputs: [(String, JSONValue)] = []
        var touched = Set<String>()
        for v in pipeline.allVectors where v.suite.hasPrefix("comgate.") {
            let expected = v.vector.expect
            let answer = try! model.evaluate(suite: v.suite, input: v.input)
            let rewritten = rewrite(expected, answer)
            if rewritten != answer { touched.insert(v.id) }
            outputs.append((v.id, rewritten))
        }
        return (pipeline.allVectors, outputs, touched)
    }()

    /// The answer with every authored place changed; the rest kept.
    static func rewrite(_ expected: JSONValue, _ answer: JSONValue) -> JSONValue {
        if let a = AuthoredValue(expected) {
            if a.key != nil, let text = answer.stringValue { return .string(text + " ✓") }
            switch answer {
            case .bool(let b): return .bool(!b)
            default: return .null
            }
        }
        switch (expected, answer) {
        case (.object(let e), .object(var o)):
            for (k, v) in e { if let x = o[k] { o[k] = rewrite(v, x) } }
            return .object(o)
        case (.array(let e), .array(let o)) where e.count == o.count:
            return .array(zip(e, o).map { rewrite($0, $1) })
        default: return answer
        }
    }

    static func write(_ outputs: [(id: String, output: JSONValue)]) -> String {
        let path = Fixture.tempDir() + "/outputs.jsonl"
        let text = outputs.map { JSONWriter.line(["id": .string($0.id), "output": $0.output]) }.joined(separator: "\n") + "\n"
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aPortWithOtherTextsIsGreenAndItsDifferencesAreInformative() throws {
        let r = Self.recorded
        #expect(r.touched.count > 700, "the rewrite reached \(r.touched.count) vectors")
        let path = Self.write(r.outputs)
        let run = Fixture.cli(["check", "--outputs", path, "--suite", "comgate.*"])
        #expect(run.status == 0, "\(run.out.suffix(600))")
        #expect(run.out.contains("; \(r.touched.count) differ from PaySpec's reference texts (informative)"), "\(run.out.suffix(400))")
        #expect(run.out.contains("INFORMATIVE comgate.error-codes/message-deviceRooted"))
        #expect(run.out.contains("more passing cases with notes not shown; the JSON report lists every one"))
        // Every machine format keeps them apart too.
        let json = Fixture.cli(["check", "--outputs", path, "--suite", "comgate.*", "--format", "json"])
        let doc = try JSONParser.parseValue(Array(json.out.utf8))
        #expect(doc["summary"]?["informative"] == .integer(r.touched.count))
        #expect(doc["summary"]?["failed"] == .integer(0))
        let junit = Fixture.cli(["check", "--outputs", path, "--suite", "comgate.*", "--format", "junit"])
        #expect(junit.status == 0)
        #expect(!junit.out.contains("<failure"))
        #expect(junit.out.contains("note: expect.texts"))
        let github = Fixture.cli(["check", "--outputs", path, "--suite", "comgate.error-codes", "--format", "github"])
        #expect(github.status == 0)
        #expect(github.out.contains("::notice "))
        #expect(!github.out.contains("::error "))
    }

    @Test func theConformanceMatrixKeepsInformativeDifferencesApart() throws {
        let r = Self.recorded
        let dir = Fixture.tempDir()
        let run = Fixture.cli([
            "check", "--outputs", Self.write(r.outputs), "--suite", "comgate.*", "--format", "json", "--output", dir + "/run.json",
        ])
        #expect(run.status == 0, "\(run.err)")
        let matrix = Fixture.cli(["report", dir + "/run.json"])
        #expect(matrix.status == 0, "\(matrix.err)")
        #expect(matrix.out.contains("run passed; \(r.touched.count) differ from PaySpec's reference texts (informative)"), "\(matrix.out)")
    }

    @Test func strictTextsFailsExactlyTheInformativeDifferences() {
        let r = Self.recorded
        let run = Fixture.cli(["check", "--outputs", Self.write(r.outputs), "--suite", "comgate.*", "--strict-texts"])
        #expect(run.status == 1)
        #expect(run.out.contains(" \(r.touched.count) failed"), "\(run.out.suffix(300))")
        #expect(run.out.contains("(differs from PaySpec's reference text: informative)"))
    }

    @Test func textsFromTheSDKsCatalogAreTheReference() throws {
        let r = Self.recorded
        // The SDK's catalog: exactly the texts the port answers, as a spreadsheet.
        var byLanguage: [String: [String: String]] = [:]
        func collect(_ expected: JSONValue, _ output: JSONValue) {
            if let a = AuthoredValue(expected), let key = a.key, let language = a.language, let text = output.stringValue {
                byLanguage[language, default: [:]][key] = text
                return
            }
            if case .object(let e) = expected, case .object(let o) = output {
                for (k, v) in e { if let x = o[k] { collect(v, x) } }
            }
        }
        let expectByID = Dictionary(uniqueKeysWithValues: r.vectors.map { ($0.id, $0.vector.expect) })
        for (id, output) in r.outputs { collect(expectByID[id]!, output) }
        let languages = byLanguage.keys.sorted()
        let keys = Set(byLanguage.values.flatMap(\.keys)).sorted()
        func csv(_ override: (String, String)? = nil) -> String {
            var rows = ["key," + languages.joined(separator: ",")]
            for key in keys {
                let cells = languages.map { lang -> String in
                    var text = byLanguage[lang]?[key] ?? ""
                    if let o = override, o.0 == lang, key == "payButtonText" { text = o.1 }
                    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                }
                rows.append(key + "," + cells.joined(separator: ","))
            }
            return rows.joined(separator: "\n") + "\n"
        }
        let dir = Fixture.tempDir()
        try csv().write(toFile: dir + "/texts.csv", atomically: true, encoding: .utf8)
        let outputs = Self.write(r.outputs)
        let same = Fixture.cli(["check", "--outputs", outputs, "--suite", "comgate.*", "--texts", dir + "/texts.csv"])
        #expect(same.status == 0, "\(same.out.suffix(600))")
        // Only the authored values that are no texts (budgets, server-only values) stay informative.
        #expect(!same.out.contains("INFORMATIVE comgate.translations/text-"), "\(same.out.prefix(800))")
        // One text of the catalog differs from what the port answers: the vectors that show it fail.
        try csv(("sv", "Betala nu")).write(toFile: dir + "/other.csv", atomically: true, encoding: .utf8)
        let other = Fixture.cli(["check", "--outputs", outputs, "--suite", "comgate.*", "--texts", dir + "/other.csv"])
        #expect(other.status == 1)
        let showing = r.vectors.filter { v in
            AuthoredTextVerdictTests.markers(v.vector.expect).contains { $0.key == "payButtonText" && $0.language == "sv" }
        }
        #expect(other.out.contains(" \(showing.count) failed"), "\(other.out.suffix(300))")
        #expect(other.out.contains("expected \"Betala nu\""))
        #expect(other.out.contains("(differs from payButtonText [sv] in \(dir)/other.csv)"))
        // A catalog that cannot be read is a usage error naming it.
        let missing = Fixture.cli(["check", "--outputs", outputs, "--texts", dir + "/nope.csv"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("--texts: \(dir)/nope.csv"), "\(missing.err)")
    }

    static func markers(_ v: JSONValue) -> [AuthoredValue] {
        if let a = AuthoredValue(v) { return [a] }
        switch v {
        case .object(let o): return o.values.flatMap(markers)
        case .array(let a): return a.flatMap(markers)
        default: return []
        }
    }

    @Test func englishLeftInAnotherLanguageFailsWhateverItsLength() {
        let v = Self.recorded.vectors.first { $0.id == "comgate.translations/text-sv-payButtonText" }!
        let english = Self.recorded.vectors.first { $0.id == "comgate.translations/text-en-payButtonText" }!
        let englishText = AuthoredValue(english.vector.expect["text"]!)!.reference
        let r = v.judge(["known": true, "text": englishText], choices: [:])
        #expect(r.status == .failed)
        #expect(r.diffLines.first?.contains("the English text left untranslated in sv") == true, "\(r.diffLines)")
    }

    @Test func whatTheDocumentsPromiseOfATextIsJudged() {
        func judge(_ text: JSONValue, language: String = "cs", english: String? = "Pay") -> OutputMismatch? {
            let marker = AuthoredValue.text("Zaplatit", key: "payButtonText", language: language, english: english)
            return OutputComparison.mismatches(expected: marker, actual: text, path: "expect.text").first
        }
        #expect(judge("")?.reason == "the text is empty")
        #expect(judge(" \t")?.reason == "the text is only white space")
        #expect(judge(nil)?.reason == "expected a text")
        #expect(judge("Оплатить")?.reason?.contains("letters of another script (Cyrillic, U+041E CYRILLIC CAPITAL LETTER O)") == true)
        #expect(judge("Pay")?.reason == "the English text left untranslated in cs")
        // Other wording in the language's script, a Latin acronym in a Cyrillic preset: informative.
        #expect(judge("Zaplaťte")?.informative == true)
        #expect(judge("CVV", language: "bg", english: nil)?.informative == true)
        #expect(judge("Πληρωμή", language: "ru", english: nil)?.reason?.contains("Greek") == true)
        #expect(judge("Zaplatit") == nil)
        let value = AuthoredValue.value(true, accepting: ["boolean"])
        #expect(OutputComparison.mismatches(expected: value, actual: false).first?.informative == true)
        #expect(OutputComparison.mismatches(expected: value, actual: "true").first?.reason == "expected boolean")
    }

    /// `cancelled-reason-text=meaning` promises a meaning: whatever its wording, the raw reason
    /// is none. (Where the SDK's own texts are supplied, they are the reference instead.)
    @Test func aReasonShownRawWhereItsMeaningIsExpectedFails() throws {
        let marker = AuthoredValue.text("Insufficient balance on the account.", key: "reason.NO_FUNDS", language: "en", unlike: "NO_FUNDS")
        #expect(
            OutputComparison.mismatches(expected: marker, actual: "NO_FUNDS").first?.reason
                == "the value NO_FUNDS itself, not a text for it")
        #expect(OutputComparison.mismatches(expected: marker, actual: "Not enough money.").first?.informative == true)
        #expect(OutputComparison.mismatches(expected: marker, actual: "Insufficient balance on the account.").isEmpty)
        #expect(AuthoredValue(marker)?.formProblem == nil)
        #expect(AuthoredValue(["$authored": true, "accept": ["boolean"], "unlike": "x"])?.formProblem?.contains("unlike") == true)
        let v = Self.recorded.vectors.first { $0.id == "comgate.status-view/show-cancelled-BANK_TIMEOUT" }!
        let raw = v.judge(["visible": true, "text": "BANK_TIMEOUT", "style": "error"], choices: ["cancelled-reason-text": "meaning"])
        #expect(raw.status == .failed, "\(raw.diffLines)")
        let worded = v.judge(
            ["visible": true, "text": "The bank timed out.", "style": "error"], choices: ["cancelled-reason-text": "meaning"])
        #expect(worded.status != .failed, "\(worded.diffLines)")
        #expect(v.judge(["visible": true, "text": "BANK_TIMEOUT", "style": "error"], choices: [:]).status != .failed)
    }

    // MARK: bytes are bytes

    @Test func stringsAndMemberNamesCompareByTheirBytes() {
        let nfc = "Zaplacen\u{E9}"
        let nfd = "Zaplacene\u{301}"
        #expect(nfc == nfd)  // Swift's own equality: canonical equivalence
        #expect(JSONValue.string(nfc) != JSONValue.string(nfd))
        let decomposed = OutputComparison.mismatches(expected: ["text": .string(nfc)], actual: ["text": .string(nfd)])
        #expect(decomposed.count == 1)
        #expect(decomposed.first?.description.contains("<U+0301 COMBINING ACUTE ACCENT>") == true, "\(decomposed)")
        let nbsp = OutputComparison.mismatches(expected: ["price": "12\u{A0}€"], actual: ["price": "12 €"])
        #expect(nbsp.first?.description.contains("spelt out: expected \"12<U+00A0 NO-BREAK SPACE><U+20AC EURO SIGN>\"") == true, "\(nbsp)")
        let zwsp = OutputComparison.mismatches(expected: ["w": "Pay"], actual: ["w": "Pa\u{200B}y"])
        #expect(zwsp.first?.description.contains("<U+200B ZERO WIDTH SPACE>") == true)
        let member = OutputComparison.mismatches(expected: [nfc: 1], actual: [nfd: 1])
        #expect(member.map(\.path).sorted() == ["expect.\(nfc)", "expect.\(nfd)"].sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(OutputComparison.mismatches(expected: ["n": 1], actual: ["n": .double(1.0)]).isEmpty)
    }

    @Test func aDecomposedAnswerFailsThroughTheRunner() throws {
        let dir = Fixture.tempDir() + "/golden"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let v = GoldenVector(
            id: "seb.status-outcome/nfc", suite: "seb.status-outcome", description: "an NFC status kept",
            input: ["status": "Zaplacen\u{E9}"],
            expect: ["paymentStatus": "Zaplacen\u{E9}"], level: .must, spec: [])
        try VectorSuite(name: "seb.status-outcome", sdk: "seb", description: "bytes", generated: false, vectors: [v]).fileText.write(
            toFile: dir + "/seb.status-outcome.json", atomically: true, encoding: .utf8)
        let outputs = Self.write([("seb.status-outcome/nfc", ["paymentStatus": "Zaplacene\u{301}"])])
        let r = Fixture.cli(["check", "--outputs", outputs, "--golden", dir])
        #expect(r.status == 1)
        #expect(r.out.contains("<U+0301 COMBINING ACUTE ACCENT>"), "\(r.out)")
        #expect(r.out.contains("input: {\"status\": \"Zaplacen\u{E9}\"}"), "\(r.out)")
        #expect(r.out.contains("reproduce: payspec repro seb.status-outcome/nfc"), "\(r.out)")
    }

    @Test func everyFormatNamesTheInvisibleCharacterAndReproduces() throws {
        let dir = Fixture.tempDir() + "/golden"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let v = GoldenVector(
            id: "seb.status-outcome/nbsp", suite: "seb.status-outcome", description: "a status kept", input: ["status": "A\u{A0}B"],
            expect: ["paymentStatus": "A\u{A0}B"], level: .must, spec: [])
        try VectorSuite(name: "seb.status-outcome", sdk: "seb", description: "bytes", generated: false, vectors: [v]).fileText.write(
            toFile: dir + "/seb.status-outcome.json", atomically: true, encoding: .utf8)
        let outputs = Self.write([("seb.status-outcome/nbsp", ["paymentStatus": "A B"])])
        for format in ["text", "json", "junit", "github", "markdown", "sarif", "html"] {
            let r = Fixture.cli(["check", "--outputs", outputs, "--golden", dir, "--format", format])
            #expect(r.status == 1, "\(format)")
            #expect(r.out.contains("U+00A0 NO-BREAK SPACE"), "\(format): \(r.out.prefix(1500))")
            #expect(r.out.contains("payspec repro seb.status-outcome/nbsp"), "\(format)")
        }
    }

    @Test func timingNoLineStatesIsInformativeAndTheWhiteSpaceSetIsDerived() {
        for id in ["seb.flow-terminations/sdkCouldNotStart", "seb.flow-terminations/invalidRequest"] {
            let v = Self.recorded.vectors.first { $0.id == id }!
            var output = AuthoredValue.reference(in: v.vector.expect)
            output = output.replacingImmediate(true)
            let r = v.judge(output, choices: [:])
            #expect(r.status == .passed, "\(id): \(r.diffLines)")
            #expect(r.informative.map(\.path) == ["expect.immediate"], "\(id)")
        }
        let stated = Self.recorded.vectors.first { $0.id == "seb.flow-terminations/secondPaymentWhileShowing" }!
        #expect(stated.level == .must)
        #expect(stated.judge(AuthoredValue.reference(in: stated.vector.expect).replacingImmediate(false), choices: [:]).status == .failed)
        for id in ["comgate.card-fields/cardholder-unit-separator", "comgate.card-fields/cardholder-information-separators"] {
            let v = Self.recorded.vectors.first { $0.id == id }!
            #expect(v.level == .should, "\(id)")
            #expect(v.vector.spec.contains("comgate/validation-rules#cardholder.whitespace"))
        }
    }
}

extension JSONValue {
    fileprivate func replacingImmediate(_ value: Bool) -> JSONValue {
        guard case .object(var o) = self else { return self }
        o["immediate"] = .bool(value)
        return .object(o)
    }
}
