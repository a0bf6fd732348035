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

/// One vector as the runner feeds it.
public struct RunVector: Sendable {
    public var id: String
    public var suite: String
    public var sdk: String
    public var level: VectorLevel
    public var tags: [String]
    public var input: JSONValue
    public var vector: GoldenVector
    /// The golden file the vector was read from ("" for vectors made in memory).
    public var file: String

    public init(_ vector: GoldenVector, sdk: String, file: String = "") {
        self.file = file
        self.id = vector.id
        self.suite = vector.suite
        self.sdk = sdk
        self.level = vector.level
        self.tags = vector.tags
        self.input = vector.input
        self.vector = vector
    }

    /// Judges an output against the vector's expectation under `choices`.
    public func judge(_ output: JSONValue, choices: [String: String]) -> VectorResult {
        let expected = vector.expected(under: choices)
        if expected == output { return result(.passed) }  // the common case, without building paths
        let mismatches = OutputComparison.mismatches(expected: expected, actual: output)
        return result(mismatches.isEmpty ? .passed : .failed, diff: mismatches)
    }

    public func result(_ status: VerdictStatus, diff: [OutputMismatch] = [], message: String? = nil, stderr: String? = nil) -> VectorResult
    {
        var r = VectorResult(id: id, suite: suite, sdk: sdk, level: level, status: status, diff: diff, message: message, stderr: stderr)
        r.file = file
        r.line = vector.line
        return r
    }

    /// The request line of the protocol.
    public var requestLine: String { RunnerMessage.vector(id: id, suite: suite, input: input) }
}

extension Array where Element == VectorSuite {
    /// Every vector of every suite, in suite then file order.
    public var runVectors: [RunVector] {
        flatMap { suite in suite.vectors.map { RunVector($0, sdk: suite.sdk, file: suite.path) } }
    }
}
