import PaySpecEnums
import PaySpecJSON
import PaySpecReference
import PaySpecRunner
import PaySpecVectors

/// The reference model as the judge of generated inputs, under the implementation's declared
/// choices. It never guesses: an input whose answer changes with an ambiguity the
/// implementation did not declare is not judged, and neither is an input outside the suite's
/// contract (the reference model rejects it).
public struct ReferenceOracle: Sendable {
    /// What the reference says about one input.
    public enum Judgement: Sendable, Hashable {
        /// The answer the implementation must give.
        case expected(JSONValue)
        /// The input breaks the suite's contract (a missing member, a wrong type): the
        /// reference model's message.
        case outsideContract(String)
        /// The answer depends on these ambiguities, for which no choice was declared.
        case undeclared([String])
    }

    /// Choices the answers are judged under: the handshake's, with `--choice` applied.
    public let declared: [String: String]
    let model: ReferenceModel
    /// Per SDK, every (ambiguity, other option) whose effect is tested on each input; an
    /// ambiguity no golden vector names is tested for every SDK.
    let alternatives: [String: [(id: String, option: String)]]
    let everywhere: [(id: String, option: String)]
    /// Where the golden vectors hold content PaySpec authored: an answer marks it alike.
    let authored: AuthoredContentIndex

    /// `vectors` (the golden ones) tell which SDK each ambiguity belongs to: the SDK of the
    /// vectors that name it. An SDK's models never read another SDK's ambiguities, and
    /// testing only those keeps the oracle several times faster.
    /// `authored` marks content PaySpec wrote as the golden vectors do; `nil` builds the index from `vectors`.
    public init(declared: [String: String], vectors: [RunVector] = [], authored: AuthoredContentIndex? = nil) {
        self.declared = declared
        model = ReferenceModel(choices: declared)
        self.authored = authored ?? AuthoredContentIndex(vectors.filter(\.mayHoldAuthoredContent).map(\.vector))
        var sdksOf: [String: Set<String>] = [:]
        for v in vectors { for a in v.vector.ambiguities { sdksOf[a, default: []].insert(v.sdk) } }
        var bySDK: [String: [(String, String)]] = [:]
        var everywhere: [(String, String)] = []
        let sdks = Set(vectors.map(\.sdk))
        for id in AmbiguityID.allCases where declared[id.rawValue] == nil {
            for option in id.options where option != id.referenceChoice {
                guard let owners = sdksOf[id.rawValue] else {
                    everywhere.append((id.rawValue, option))
                    continue
                }
                for sdk in owners { bySDK[sdk, default: []].append((id.rawValue, option)) }
            }
        }
        for sdk in sdks where bySDK[sdk] == nil { bySDK[sdk] = [] }
        alternatives = bySDK
        self.everywhere = everywhere
    }

    /// Judges one input. Each undeclared ambiguity is tried alone with each of its other
    /// options; interactions between two undeclared ambiguities that each change nothing
    /// alone are not looked for.
    public func judge(suite: String, sdk: String, input: JSONValue) -> Judgement {
        let base: JSONValue
        let read: Set<AmbiguityID>
        do {
            let answer = try model.evaluateReadingChoices(suite: suite, input: input)
            base = Self.matchers(answer.output)
            read = answer.read
        } catch {
            return .outsideContract(error.message)
        }
        var depends: [String] = []
        // Only an ambiguity the answer read can change it: the others are not evaluated.
        for (id, option) in (alternatives[sdk] ?? []) + everywhere where depends.last != id {
            guard let ambiguity = AmbiguityID(rawValue: id), read.contains(ambiguity) else { continue }
            var choices = declared
            choices[id] = option
            let other = try? ReferenceModel(choices: choices).evaluate(suite: suite, input: input)
            if other.map(Self.matchers) != base { depends.append(id) }
        }
        return depends.isEmpty ? .expected(authored.mark(base, suite: suite)) : .undeclared(depends)
    }

    /// A golden vector for `input` as the kit's files hold them: `expect` under the reference
    /// choice of every ambiguity and, for each ambiguity the answer depends on, the answer
    /// under every other option. `nil` when the reference rejects the input.
    public static func goldenExpectation(
        suite: String, input: JSONValue
    ) -> (
        expect: JSONValue, ambiguities: [String], byChoice: [String: JSONValue]
    )? {
        guard let expect = try? ReferenceModel().evaluate(suite: suite, input: input) else { return nil }
        let base = matchers(expect)
        var ambiguities: [String] = []
        var byChoice: [String: JSONValue] = [:]
        for id in AmbiguityID.allCases {
            for option in id.options where option != id.referenceChoice {
                guard let other = try? ReferenceModel(choices: [id.rawValue: option]).evaluate(suite: suite, input: input) else { continue }
                let o = matchers(other)
                if o != base {
                    if ambiguities.last != id.rawValue { ambiguities.append(id.rawValue) }
                    byChoice["\(id.rawValue)=\(option)"] = o
                }
            }
        }
        return (base, ambiguities, byChoice)
    }

    /// The output with every UUID string replaced by the `{"$match": "uuid"}` matcher: a
    /// request id is random by design, so any UUID is the right answer there.
    public static func matchers(_ v: JSONValue) -> JSONValue {
        switch v {
        // Bytes first: a UUID is ASCII, and counting a long answer's characters costs.
        case .string(let s) where s.utf8.count == 36 && OutputComparison.isUUID(s): return ["$match": "uuid"]
        case .array(let a): return .array(a.map(matchers))
        case .object(let o): return .object(o.mapValues(matchers))
        default: return v
        }
    }
}
