/// How much a finding matters, in the three levels every CI format knows.
public enum FindingSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    case error, warning, note

    var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
    public static func < (a: FindingSeverity, b: FindingSeverity) -> Bool { a.rank < b.rank }

    /// GitHub's workflow command for this level.
    public var githubCommand: String { self == .note ? "notice" : rawValue }
}

/// Where a finding points: a file and, when known, a line and column (1-based).
public struct ReportLocation: Sendable, Hashable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line.flatMap { $0 > 0 ? $0 : nil }
        self.column = column.flatMap { $0 > 0 ? $0 : nil }
    }

    /// `file:line:column`, as compilers print it.
    public var description: String {
        file + (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "")
    }
}

/// One thing a command found: the rule that found it, how severe, what, and where.
public struct ReportFinding: Sendable, Hashable {
    public var severity: FindingSeverity
    /// The rule or check id (`mapping-changed`, `placeholder-mismatch`, `failed`).
    public var ruleID: String
    /// A short title (an annotation's title); the rule id when empty.
    public var title: String
    /// What was found; may span lines (the first line is the summary).
    public var message: String
    public var location: ReportLocation?
    /// Whether an allowlist or an expectations file accepted it (shown, never failing).
    public var accepted: Bool
    /// The offending text itself (a translated value), when the finding is about one.
    public var found: String?
    /// What `found` is judged against (the base language's text), shown beside it.
    public var reference: String?

    public init(
        _ severity: FindingSeverity, rule: String, title: String = "", message: String, location: ReportLocation? = nil,
        accepted: Bool = false, found: String? = nil, reference: String? = nil
    ) {
        self.severity = severity
        self.ruleID = rule
        self.title = title.isEmpty ? rule : title
        self.message = message
        self.location = location
        self.accepted = accepted
        self.found = found
        self.reference = reference
    }

    /// The first line of the message.
    public var summary: String {
        String(message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
