import PaySpecIO
import PaySpecJSON
import PaySpecJudging

/// A run report saved by `payspec run --format json` (or `check`), read back for the
/// conformance matrix. Only what the matrix shows is kept: who ran, under which choices, and
/// the verdict counts per suite.
public struct SavedRun: Sendable {
    /// The file it was read from, as given.
    public var path: String
    /// The handshake's implementation; `nil` for recorded outputs judged by `payspec check`.
    public var implementation: ImplementationInfo?
    /// How the implementation was plugged in (`adapter: …`, `recorded outputs: …`).
    public var source: String
    /// Choices given with `--choice`, overriding the handshake's.
    public var choiceOverrides: [String: String]
    /// The version of the golden suites the run was judged against, when the report names one.
    public var suiteVersion: String?
    /// Verdict counts per suite, and the suite's SDK.
    public var suites: [String: RunReport.Counts]
    public var sdkOfSuite: [String: String]
    public var succeeded: Bool
    /// Run-level problems: protocol errors, broken golden files, run and expectation problems.
    public var problems: [String]
    public var interrupted: Bool
    /// Vectors that passed but differ from PaySpec's reference texts (informative differences).
    public var informative = 0

    /// The implementation's name, or the source for a run without a handshake.
    public var name: String { implementation?.name ?? source }
    public var version: String { implementation?.version ?? "" }
    /// `payspec-python 0.1.0`.
    public var label: String { version.isEmpty ? name : "\(name) \(version)" }

    /// The choices the answers were judged under: the handshake's, with the overrides applied.
    public var choices: [String: String] { (implementation?.choices ?? [:]).merging(choiceOverrides) { $1 } }

    /// Every verdict of the run.
    public var total: RunReport.Counts {
        var c = RunReport.Counts()
        for s in suites.values { c.merge(s) }
        return c
    }

    /// A file that is not a readable run report: the diagnostic names the file and, for a JSON
    /// or shape error, the line and column.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        public var diagnostic: Diagnostic
        public var description: String { diagnostic.description }
    }

    /// Reads and checks one saved run report.
    public static func load(path: String) throws(LoadError) -> SavedRun {
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(path) } catch {
            throw LoadError(diagnostic: Diagnostic(file: path, at: nil, error.reason))
        }
        return try parse(bytes, path: path)
    }

    /// Parses the bytes of a saved run report named `path` in messages.
    public static func parse(_ bytes: [UInt8], path: String) throws(LoadError) -> SavedRun {
        func fail(_ at: SourceLocation?, _ message: String) -> LoadError {
            LoadError(diagnostic: Diagnostic(file: path, at: at, message))
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw fail(nil, "empty file: expected a run report written by 'payspec run --format json'")
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw fail(error.location, "not JSON: \(error.message)")
        }
        guard root.members != nil else {
            throw fail(root.location, "expected a run report object, found \(root.value.typeDescription)")
        }
        let hint = "; expected a run report written by 'payspec run --format json'"
        guard let results = root.member("results") else { throw fail(root.location, "no \"results\" member\(hint)") }
        guard let elements = results.value.elements else {
            throw fail(results.value.location, "\"results\" must be an array, found \(results.value.value.typeDescription)")
        }
        var run = SavedRun(
            path: path, implementation: nil, source: root.value["source"]?.stringValue ?? path, choiceOverrides: [:],
            suiteVersion: nil, suites: [:], sdkOfSuite: [:], succeeded: false, problems: [], interrupted: false)
        for element in elements {
            let value = element.value
            guard value.objectValue != nil else {
                throw fail(element.location, "a result must be an object, found \(value.typeDescription)")
            }
            guard let suite = value["suite"]?.stringValue, !suite.isEmpty else {
                throw fail(element.location, "a result needs a string \"suite\"")
            }
            guard let word = value["status"]?.stringValue, let status = VerdictStatus(rawValue: word) else {
                let valid = VerdictStatus.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail(element.location, "a result needs a \"status\" (one of \(valid))")
            }
            run.suites[suite, default: RunReport.Counts()].add(status)
            if let sdk = value["sdk"]?.stringValue, !sdk.isEmpty { run.sdkOfSuite[suite] = sdk }
        }
        if let info = root.member("implementation") {
            run.implementation = try implementation(info.value, fail)
        }
        if let overrides = root.member("choiceOverrides") {
            run.choiceOverrides = try stringMap(overrides.value, "choiceOverrides", fail)
        }
        // Runs write the suite version in the shared report object (`report.tool.suiteVersion`);
        // a top-level `suiteVersion` is read too, for files written by other tools.
        let tool = root.member("report")?.value.member("tool")?.value
        if let version = tool?.member("suiteVersion") ?? root.member("suiteVersion") {
            guard let text = version.value.value.stringValue else {
                throw fail(version.value.location, "\"suiteVersion\" must be a string")
            }
            run.suiteVersion = text
        }
        run.succeeded = root.value["summary"]?["succeeded"]?.boolValue ?? false
        run.interrupted = root.value["interrupted"]?.boolValue ?? false
        run.informative = root.value["summary"]?["informative"]?.intValue ?? 0
        for key in ["runProblems", "expectationProblems", "goldenProblems"] {
            run.problems += root.value[key]?.arrayValue?.compactMap(\.stringValue) ?? []
        }
        run.problems += (root.value["protocolErrors"]?.arrayValue ?? []).compactMap { $0["message"]?.stringValue }
        return run
    }

    private static func implementation(
        _ node: JSONNode, _ fail: (SourceLocation?, String) -> LoadError
    ) throws(LoadError)
        -> ImplementationInfo
    {
        let value = node.value
        guard value.objectValue != nil else {
            throw fail(node.location, "\"implementation\" must be an object, found \(value.typeDescription)")
        }
        guard let name = value["name"]?.stringValue else { throw fail(node.location, "\"implementation\" needs a string \"name\"") }
        var choices: [String: String] = [:]
        if let member = node.member("choices") { choices = try stringMap(member.value, "implementation.choices", fail) }
        return ImplementationInfo(
            name: name, version: value["version"]?.stringValue ?? "", language: value["language"]?.stringValue ?? "",
            suites: value["suites"]?.arrayValue?.compactMap(\.stringValue) ?? [], choices: choices)
    }

    private static func stringMap(
        _ node: JSONNode, _ what: String, _ fail: (SourceLocation?, String) -> LoadError
    ) throws(LoadError)
        -> [String: String]
    {
        guard let members = node.members else { throw fail(node.location, "\"\(what)\" must be an object of strings") }
        var out: [String: String] = [:]
        for m in members {
            guard let s = m.value.value.stringValue else {
                throw fail(m.value.location, "\"\(what).\(m.key)\" must be a string")
            }
            out[m.key] = s
        }
        return out
    }
}

extension RunReport.Counts {
    /// Adds another tally to this one.
    public mutating func merge(_ other: RunReport.Counts) {
        total += other.total
        passed += other.passed
        failed += other.failed
        errored += other.errored
        crashed += other.crashed
        timedOut += other.timedOut
        unsupported += other.unsupported
        skipped += other.skipped
        expectedFailures += other.expectedFailures
        unexpectedPasses += other.unexpectedPasses
    }

    /// Verdicts that fail a run: failed, errored, crashed, timed out, unexpected passes.
    public var failing: Int { failed + errored + crashed + timedOut + unexpectedPasses }
}
