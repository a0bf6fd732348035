import PaySpecJSON
import PaySpecVectors

/// The verdict on one vector.
public enum VerdictStatus: String, Sendable, Hashable, CaseIterable {
    case passed
    case failed
    case errored
    case crashed
    case timedOut = "timed-out"
    case unsupported
    case skipped
    case expectedFailure = "expected-failure"
    case unexpectedPass = "unexpected-pass"

    /// A verdict that means the implementation did not give the expected answer.
    public var isFailure: Bool { [.failed, .errored, .crashed, .timedOut].contains(self) }

    /// A verdict that, left as is, fails the run.
    public var failsRun: Bool { isFailure || self == .unexpectedPass }
}

/// The verdict on one vector with everything needed to act on it.
public struct VectorResult: Sendable, Hashable {
    public var id: String
    public var suite: String
    public var sdk: String
    public var level: VectorLevel
    public var status: VerdictStatus
    /// Path-level differences for `failed` (and for an `expected-failure` that failed).
    public var diff: [OutputMismatch]
    /// Differences only from content PaySpec authored (reference texts, budgets, server-only
    /// values): reported, not failing. Under strict texts they are in `diff` instead.
    public var informative: [OutputMismatch] = []
    /// The vector's input, kept for a failing verdict only (reports show what was asked).
    public var input: JSONValue?
    /// Why: the adapter's error message, the unsupported reason, the timeout, the expectation reason.
    public var message: String?
    /// What the adapter wrote on stderr while the vector was in flight (on failures only).
    public var stderr: String?
    /// Protocol notes about this vector (for example: answered twice).
    public var notes: [String]
    /// Issue link from the expectations file.
    public var issue: String?
    /// The golden file and line that define the vector (reports point there).
    public var file: String = ""
    public var line: Int = 0
    /// Seconds the implementation took, where one vector can be timed alone (in process).
    public var duration: Double?
    /// The values answered where the vector expects a fresh one (`{"$fresh": "uuid"}`), judged
    /// across the run by `FreshValueCheck`.
    public var fresh: [FreshValue] = []

    public init(
        id: String, suite: String, sdk: String = "", level: VectorLevel = .must, status: VerdictStatus,
        diff: [OutputMismatch] = [], message: String? = nil, stderr: String? = nil, notes: [String] = [], issue: String? = nil
    ) {
        self.id = id
        self.suite = suite
        self.sdk = sdk
        self.level = level
        self.status = status
        self.diff = diff
        self.message = message
        self.stderr = stderr
        self.notes = notes
        self.issue = issue
    }

    /// The diff as printed: `expect.outcome: expected "unresolved", got "failed"`.
    public var diffLines: [String] { diff.map(\.description) }
}

/// A protocol problem that belongs to no single verdict, or is recorded beside one.
public struct ProtocolNote: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case garbage, unknownID = "unknown-id", duplicate, answerToNothing = "answer-to-nothing", oversized
        case crash, hang, restartFailed = "restart-failed", stderr
    }
    public var kind: Kind
    public var message: String
    /// Which adapter process (job number, from 1).
    public var job: Int

    public init(_ kind: Kind, _ message: String, job: Int = 1) {
        self.kind = kind
        self.message = message
        self.job = job
    }

    public var description: String { "[\(kind.rawValue)] \(message)" }
}

/// One vector as the runner feeds it. Vectors loaded by `payspec run` stay in their golden
/// file's bytes (`CompactGoldenVector`): the input is sent as those bytes and an answer judged
/// by comparing bytes; `vector` and `input` decode them when asked.
public struct RunVector: Sendable {
    public var id: String
    public var suite: String
    public var sdk: String
    public var level: VectorLevel
    public var tags: [String]
    /// The golden file the vector was read from ("" for vectors made in memory).
    public var file: String
    /// The vector's line in `file` (0 for vectors made in memory).
    public var line: Int
    private var compact: CompactGoldenVector

    public init(_ vector: GoldenVector, sdk: String, file: String = "") {
        self.init(CompactGoldenVector(vector), suite: vector.suite, sdk: sdk, file: file)
    }

    /// A vector of a compact golden suite.
    public init(_ compact: CompactGoldenVector, suite: String, sdk: String, file: String) {
        self.file = file
        self.id = compact.id
        self.suite = suite
        self.sdk = sdk
        self.level = compact.level
        self.tags = compact.tags
        self.line = compact.line
        self.compact = compact
    }

    /// The golden vector (decoded from its bytes when it was loaded compact).
    public var vector: GoldenVector {
        get { compact.vector }
        set {
            compact = CompactGoldenVector(newValue)
            line = newValue.line
        }
    }

    public var input: JSONValue {
        get { compact.input }
        set {
            var v = vector
            v.input = newValue
            vector = v
        }
    }

    /// The `unsupported` verdict for a vector that has no defined output under `choices` (see
    /// `GoldenVector.unsupportedByChoice`); such a vector is not sent to the implementation.
    public func undefinedResult(choices: [String: String]) -> VectorResult? {
        guard !compact.unsupportedByChoice.isEmpty,
            let choice = compact.unsupportedByChoice.first(where: { key in
                GoldenVector.choicePairs(key).allSatisfy { choices[$0.ambiguity] == $0.option }
            })
        else { return nil }
        return result(.unsupported, message: "no defined output under the declared choice \(choice)")
    }

    /// Judges an output against the vector's expectation under `choices`; authored content is
    /// judged as `texts` says (informative differences by default).
    public func judge(_ output: JSONValue, choices: [String: String], texts: AuthoredTextPolicy = .reference) -> VectorResult {
        let expected = compact.expected(under: choices)
        if expected == output { return result(.passed) }  // the common case, without building paths
        // PaySpec's own texts (the built-in suite, decoded once per process) only say more about
        // a text that differs, which is a difference whatever they say: an answer with none is
        // judged without decoding them.
        var mismatches = OutputComparison.mismatches(expected: expected, actual: output, texts: texts)
        if !mismatches.isEmpty {
            mismatches = OutputComparison.mismatches(expected: expected, actual: output, texts: BuiltInPresetTexts.filling(texts))
        }
        let failing = mismatches.filter { !$0.informative || texts.strict }
        var r = result(failing.isEmpty ? .passed : .failed, diff: failing)
        if !texts.strict { r.informative = mismatches.filter(\.informative) }
        let answersTexts = AnsweredText.isExpected(in: expected)
        if FreshValue.isExpected(in: expected) || answersTexts {
            r.fresh = FreshValue.collect(expected: expected, actual: output)
            if answersTexts { r.fresh += AnsweredText.collect(expected: expected, actual: output) }
            // the run-wide check may yet fail it: keep what was asked
            if r.input == nil && !r.fresh.isEmpty { r.input = input }
        }
        return r
    }

    /// Whether `output` (the bytes of a checked JSON value) is the expected output, decided by
    /// bytes alone: `true` only when both are the same tokens, or both are in `JSONWriter`'s
    /// compact form and equal, which implies `judge` would pass it with nothing to report;
    /// `false` means "judge the values", not "failed".
    /// `referenceTexts`: no texts were supplied, so an authored text is passed by PaySpec's own
    /// (`AuthoredReferenceBytes`); `reference` is that form's buffer.
    package func passesByBytes(
        _ output: Range<Int>, of skimmer: JSONSkimmer, choices: ChoiceSelection, referenceTexts: Bool, scratch: inout [UInt8],
        expected: inout [UInt8], reference: inout [UInt8]
    ) -> Bool {
        // The usual answer: the golden file's expectation, token for token, each authored text
        // answered by PaySpec's own where no texts were supplied. Nothing is written.
        let answer = skimmer.bytes(output)
        if referenceTexts {
            if compact.withExpectationBytes(under: choices, { AuthoredReferenceBytes.sameTokens($0, answer) }) == true { return true }
        } else if compact.expectationHasSameTokens(as: answer, under: choices) {
            return true
        }
        expected.removeAll(keepingCapacity: true)
        guard compact.appendCompactExpectation(under: choices, to: &expected) else { return false }
        // Any other matcher (`$match`, `$fresh`, `$sameAs`, …) is judged by value: an answer
        // that echoed one is no answer.
        if expected.containsMatcher {
            guard referenceTexts, AuthoredReferenceBytes.write(expected, into: &reference) else { return false }
            swap(&expected, &reference)
        }
        // An answer written in the canonical form already (every writer-based adapter) is its
        // own compact form: equal bytes decide without copying it.
        if skimmer.equal(output, expected) { return true }
        scratch.removeAll(keepingCapacity: true)
        guard skimmer.compact(output, into: &scratch) else { return false }
        return scratch == expected
    }

    public func result(_ status: VerdictStatus, diff: [OutputMismatch] = [], message: String? = nil, stderr: String? = nil) -> VectorResult
    {
        var r = VectorResult(id: id, suite: suite, sdk: sdk, level: level, status: status, diff: diff, message: message, stderr: stderr)
        r.file = file
        r.line = line
        if status.isFailure { r.input = input }
        return r
    }

    /// Whether the vector may hold authored content (`AuthoredValue`): decided on its bytes
    /// where it is kept as bytes, without decoding it.
    public var mayHoldAuthoredContent: Bool { compact.mayHoldAuthoredContent }

    /// The request line of the protocol.
    public var requestLine: String { RunnerMessage.vector(id: id, suite: suite, input: input) }

    /// Appends the request line (without its newline): the bytes of `requestLine`, written
    /// from the golden file's own bytes where they already are that form.
    package func appendRequest(to out: inout [UInt8]) {
        out.append(contentsOf: #"{"id":"#.utf8)
        JSONWriter.writeString(id, into: &out)
        out.append(contentsOf: #","input":"#.utf8)
        // A decoded input (a generated one, a file that took the positioned path) is written
        // straight into the bytes, as `requestLine` writes it.
        if !compact.appendCompactInput(to: &out) { JSONWriter.writeCompact(input, into: &out) }
        out.append(contentsOf: #","suite":"#.utf8)
        JSONWriter.writeString(suite, into: &out)
        out.append(contentsOf: #","type":"vector"}"#.utf8)
    }
}

extension Array where Element == CompactGoldenSuite {
    /// Every vector of every suite, in suite then file order.
    public var runVectors: [RunVector] {
        var out: [RunVector] = []
        out.reserveCapacity(reduce(0) { $0 + $1.vectors.count })
        for suite in self {
            for v in suite.vectors { out.append(RunVector(v, suite: suite.name, sdk: suite.sdk, file: suite.path)) }
        }
        return out
    }
}

extension Array where Element == VectorSuite {
    /// Every vector of every suite, in suite then file order.
    public var runVectors: [RunVector] {
        flatMap { suite in suite.vectors.map { RunVector($0, sdk: suite.sdk, file: suite.path) } }
    }
}

extension Array where Element == UInt8 {
    /// Whether the compact JSON holds a member named `$…` (a matcher), as `{"$` or `,"$`.
    var containsMatcher: Bool {
        guard count > 3 else { return false }
        for i in 1..<(count - 1) where self[i] == UInt8(ascii: "\"") && self[i + 1] == UInt8(ascii: "$") {
            if self[i - 1] == UInt8(ascii: "{") || self[i - 1] == UInt8(ascii: ",") { return true }
        }
        return false
    }
}
