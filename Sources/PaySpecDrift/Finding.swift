/// How much a finding matters; `--fail-on` picks the lowest that fails a run.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Breaking: a port must change or it is wrong.
    case error
    /// An implementation must act (a value added to a set it switches over, a new key).
    case warning
    /// Wording, provenance, informative rows.
    case info

    var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One difference the drift gate reports: which rule, how severe, which row, and where.
public struct Finding: Sendable, Hashable {
    /// The rule id from the catalogue, for example `code-changed`.
    public var rule: String
    public var severity: Severity
    /// The spec table, for example `comgate/errors`.
    public var table: String
    /// The row's identity in the table (its key, or `(default)` for a fallback row).
    public var key: String
    /// What changed, in one line.
    public var message: String
    /// The file the finding points at (a document or a spec file).
    public var file: String
    public var line: Int?
    /// Whether an allowlist accepted it; accepted findings never fail a run.
    public var accepted = false
    /// The heading anchor of an HTML page the finding points into (`page#anchor`).
    public var anchor: String?
    /// What the document states for the row (`code "X"`, or every field of an added row), so a
    /// baseline accepts this change and not a later one of the same row.
    public var evidence = ""

    public init(
        rule: String, severity: Severity, table: String, key: String, message: String, file: String, line: Int?, anchor: String? = nil
    ) {
        self.anchor = anchor
        self.rule = rule
        self.severity = severity
        self.table = table
        self.key = key
        self.message = message
        self.file = file
        self.line = line
    }

    /// `table#key`, how allowlists and reports name the row.
    public var reference: String { "\(table)#\(key)" }
}

/// The threshold of `--fail-on`.
public enum FailOn: String, Sendable, CaseIterable {
    case error, warning, info, never

    /// Whether `findings` (accepted ones aside) fail the run.
    public func fails(_ findings: [Finding]) -> Bool {
        let live = findings.filter { !$0.accepted }
        switch self {
        case .never: return false
        case .error: return live.contains { $0.severity == .error }
        case .warning: return live.contains { $0.severity >= .warning }
        case .info: return !live.isEmpty
        }
    }
}
