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
    /// Per SDK, every (ambiguity, other option) whose effect is tested on each input, with the
    /// model under that option (built once, not per input); an ambiguity no golden vector names
    /// is tested for every SDK, after the SDK's own.
    let alternatives: [String: [Alternative]]
    let everywhere: [Alternative]
    /// Where the golden vectors hold content PaySpec authored: an answer marks it alike.
    let authored: AuthoredContentIndex

    /// One other option of an undeclared ambiguity, and the reference model under it.
    struct Alternative: Sendable {
        let id: AmbiguityID
        let option: String
        let model: ReferenceModel
    }

    /// `vectors` (the golden ones) tell which SDK each ambiguity belongs to: the SDK of the
    /// vectors that name it. An SDK's models never read another SDK's ambiguities, and
    /// testing only those keeps the oracle several times faster.
    /// `authored` marks content PaySpec wrote as the golden vectors do; `nil` builds the index from `vectors`.
    public init(declared: [String: String], vectors: [RunVector] = [], authored: AuthoredContentIndex? = nil) {
        self.init(
            declared: declared, owners: AmbiguityOwners(vectors),
            authored: authored ?? AuthoredContentIndex(vectors.filter(\.mayHoldAuthoredContent).map(\.vector)))
    }

    /// The same from the ambiguities' SDKs already gathered (a campaign gathers them once,
    /// before its clock starts, for every oracle it builds).
    public init(declared: [String: String], owners: AmbiguityOwners, authored: AuthoredContentIndex) {
        self.declared = declared
        model = ReferenceModel(choices: declared)
        self.authored = authored
        var bySDK: [String: [Alternative]] = [:]
        var everywhere: [Alternative] = []
        for id in AmbiguityID.allCases where declared[id.rawValue] == nil {
            for option in id.options where option != id.referenceChoice {
                var choices = declared
                choices[id.rawValue] = option
                let alternative = Alternative(id: id, option: option, model: ReferenceModel(choices: choices))
                guard let sdks = owners.sdks[id.rawValue] else {
                    everywhere.append(alternative)
                    continue
                }
                for sdk in sdks { bySDK[sdk, default: []].append(alternative) }
            }
        }
        for sdk in owners.allSDKs where bySDK[sdk] == nil { bySDK[sdk] = [] }
        // The SDK's own alternatives and then the ones tested everywhere, joined once.
        alternatives = bySDK.mapValues { $0 + everywhere }
        self.everywhere = everywhere
    }

    /// Judges one input. Each undeclared ambiguity is tried alone with each of its other
    /// options; interactions between two undeclared ambiguities that each change nothing
    /// alone are not looked for.
    public func judge(suite: String, sdk: String, input: JSONValue) -> Judgement {
        var evaluations = 0
        return judge(suite: suite, sdk: sdk, input: input, evaluations: &evaluations)
    }

    /// `judge`, adding to `evaluations` the reference evaluations it took: one, and one more per
    /// other option of each undeclared ambiguity the answer read.
    func judge(suite: String, sdk: String, input: JSONValue, evaluations: inout Int) -> Judgement {
        let base: JSONValue
        let read: Set<AmbiguityID>
        evaluations += 1
        do {
            let answer = try model.evaluateReadingChoices(suite: suite, input: input)
            base = Self.matchers(answer.output)
            read = answer.read
        } catch {
            return .outsideContract(error.message)
        }
        var depends: [String] = []
        // Only an ambiguity the answer read can change it: the others are not evaluated.
        if !read.isEmpty {
            for alternative in alternatives[sdk] ?? everywhere where depends.last != alternative.id.rawValue {
                guard read.contains(alternative.id) else { continue }
                evaluations += 1
                let other = try? alternative.model.evaluate(suite: suite, input: input)
                if other.map(Self.matchers) != base { depends.append(alternative.id.rawValue) }
            }
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
    public static func matchers(_ v: JSONValue) -> JSONValue { replacingUUIDs(v) ?? v }

    /// `matchers`, or `nil` when the value holds no UUID: an answer is rebuilt only where one is.
    private static func replacingUUIDs(_ v: JSONValue) -> JSONValue? {
        switch v {
        // Bytes first: a UUID is ASCII, and counting a long answer's characters costs.
        case .string(let s) where s.utf8.count == 36 && OutputComparison.isUUID(s): return ["$match": "uuid"]
        case .array(let a):
            var out: [JSONValue]?
            for (i, element) in a.enumerated() {
                guard let m = replacingUUIDs(element) else { continue }
                if out == nil { out = a }
                out![i] = m
            }
            return out.map(JSONValue.array)
        case .object(let o):
            var out: [String: JSONValue]?
            for (k, member) in o {
                guard let m = replacingUUIDs(member) else { continue }
                if out == nil { out = o }
                out![k] = m
            }
            return out.map(JSONValue.object)
        default: return nil
        }
    }
}

/// Which SDKs' golden vectors name each ambiguity, gathered from the vectors once.
public struct AmbiguityOwners: Sendable {
    /// Ambiguity id -> the SDKs whose vectors name it.
    let sdks: [String: Set<String>]
    /// Every SDK with a golden vector.
    let allSDKs: Set<String>

    public init(_ vectors: [RunVector]) {
        self.init(decoded: vectors.map(\.vector), sdks: vectors.map(\.sdk))
    }

    /// The same from vectors already decoded, with the SDK of each.
    init(decoded: [GoldenVector], sdks vectorSDKs: [String]) {
        var sdks: [String: Set<String>] = [:]
        for (v, sdk) in zip(decoded, vectorSDKs) { for a in v.ambiguities { sdks[a, default: []].insert(sdk) } }
        self.sdks = sdks
        allSDKs = Set(vectorSDKs)
    }
}
