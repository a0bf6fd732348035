import Foundation
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecVectors
import Testing

@testable import PaySpecFuzz
@testable import PaySpecRunner

/// `payspec fuzz` and `payspec compare` make inputs from each suite's shape and never leave its
/// contract: a member every golden input of a kind has is never dropped, a place keeps its type.
/// A disagreement they report is then one a correct port cannot explain away; and content
/// PaySpec authored is judged as the golden vectors judge it.
@Suite struct GeneratedInputContractTests {
    static let vectors = try! ConformancePipeline(ConformanceOptions()).allVectors

    @Test func everyGeneratedInputKeepsItsSuitesContract() throws {
        let shapes = InputShape.shapes(Self.vectors)
        var generator = InputGenerator(shapes: shapes, seed: 7)
        let bySuite = Dictionary(uniqueKeysWithValues: shapes.map { ($0.suite, $0) })
        var made = 0
        for _ in 0..<20_000 {
            let (shape, _, input) = generator.next()
            #expect(bySuite[shape.suite]!.admits(input), "\(shape.suite): \(JSONWriter.line(input))")
            made += 1
            // The members the suite pages require, named.
            switch shape.suite {
            case "moneycollect.confirm-response", "moneycollect.retrieve-response":
                #expect(input["response"] != nil && input["error"] != nil, "\(JSONWriter.line(input))")
            case "moneycollect.exit-prompt":
                #expect(input["retrieve"] != nil && input["events"] != nil, "\(JSONWriter.line(input))")
            case "comgate.session":
                #expect(input["applePayMerchantIdentifier"] != nil, "\(JSONWriter.line(input))")
            default: break
            }
        }
        #expect(made == 20_000)
    }

    @Test func aDroppedRequiredMemberOrAnotherTypeIsOutsideTheContract() throws {
        let shape = InputShape.shapes(Self.vectors.filter { $0.suite == "moneycollect.exit-prompt" })[0]
        let seed = shape.seeds[0].input
        #expect(shape.admits(seed))
        #expect(!shape.admits(seed.replacing([.key("retrieve")], with: nil)))
        #expect(!shape.admits(seed.replacing([.key("events")], with: "backPressed")))
    }

    /// The reference model with other texts: every text PaySpec authored gets other words.
    struct OtherTexts: PaySpecImplementation {
        let reference = ReferenceImplementation()
        let authored: Set<String>
        func handshake() -> ImplementationInfo {
            var info = reference.handshake()
            info.name = "other-texts"
            return info
        }
        func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
            rewrite(try reference.evaluate(suite: suite, input: input))
        }
        func rewrite(_ v: JSONValue) -> JSONValue {
            switch v {
            case .string(let s) where authored.contains(s): return .string(s + " ✓")
            case .object(let o): return .object(o.mapValues(rewrite))
            case .array(let a): return .array(a.map(rewrite))
            default: return v
            }
        }
    }

    static func authoredTexts(_ v: JSONValue) -> [String] {
        if let a = AuthoredValue(v) { return a.key != nil ? [a.reference.stringValue ?? ""] : [] }
        switch v {
        case .object(let o): return o.values.flatMap(authoredTexts)
        case .array(let a): return a.flatMap(authoredTexts)
        default: return []
        }
    }

    @Test func fuzzingAPortWithOtherTextsFindsNothing() throws {
        let texts = Set(Self.vectors.flatMap { Self.authoredTexts($0.vector.expect) })
        #expect(texts.count > 400)
        var options = FuzzOptions(seed: 3, count: 3000, timeBudget: nil)
        options.assumeReference = true
        let campaign = try FuzzCampaign(
            ConformanceOptions(filter: VectorFilter(suites: ["comgate.translations", "comgate.status-view", "comgate.error-codes"])),
            options: options)
        let outcome = try campaign.run(.inProcess(OtherTexts(authored: texts)), stopRequested: { false })
        #expect(outcome.judged > 500)
        #expect(outcome.findings.isEmpty, "\(outcome.findings.map { $0.result.diffLines })")
    }

    /// The reference model answering every string decomposed (NFD), as a port built on another
    /// platform's normaliser might.
    struct Decomposed: PaySpecImplementation {
        let reference = ReferenceImplementation()
        func handshake() -> ImplementationInfo { reference.handshake() }
        func evaluate(suite: String, input: JSONValue) throws -> JSONValue { nfd(try reference.evaluate(suite: suite, input: input)) }
        func nfd(_ v: JSONValue) -> JSONValue {
            switch v {
            case .string(let s): return .string(s.decomposedStringWithCanonicalMapping)
            case .object(let o): return .object(o.mapValues(nfd))
            case .array(let a): return .array(a.map(nfd))
            default: return v
            }
        }
    }

    @Test func fuzzingSeesADecomposedAnswer() throws {
        var options = FuzzOptions(seed: 5, count: 4000, timeBudget: nil)
        options.assumeReference = true
        let campaign = try FuzzCampaign(ConformanceOptions(filter: VectorFilter(suites: ["seb.status-outcome"])), options: options)
        let outcome = try campaign.run(.inProcess(Decomposed()), stopRequested: { false })
        let lines = outcome.findings.flatMap { $0.result.diffLines }
        #expect(!outcome.findings.isEmpty, "judged \(outcome.judged)")
        #expect(lines.contains { $0.contains("COMBINING") }, "\(lines.prefix(3))")
    }
}
