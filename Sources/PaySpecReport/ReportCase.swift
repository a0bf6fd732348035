/// The outcome of one test case in the JUnit sense.
public enum CaseOutcome: String, Sendable, Hashable {
    case passed, failed, errored, skipped
}

/// One judged thing (a vector, a catalog key, a spec row) with what was found about it.
public struct ReportCase: Sendable, Hashable {
    /// The case's name (a vector id, a key).
    public var name: String
    public var outcome: CaseOutcome
    /// The command's own word for the outcome (`timed-out`, `expected-failure`), shown in text.
    public var label: String
    public var findings: [ReportFinding]
    /// Further lines shown with the case (an issue link, protocol notes, a skip reason).
    public var notes: [String]
    /// What the implementation wrote on stderr, and what it is (`adapter stderr`, `batch stderr`).
    public var stderr: String?
    public var stderrLabel: String
    /// Seconds spent on the case, when measured.
    public var duration: Double?
    /// Where the case is defined (a vector's line in its golden file).
    public var location: ReportLocation?
    /// Whether the text report lists it (a passing case never is).
    public var shownInText: Bool

    public init(
        _ name: String, outcome: CaseOutcome, label: String? = nil, findings: [ReportFinding] = [], notes: [String] = [],
        stderr: String? = nil, stderrLabel: String = "adapter stderr", duration: Double? = nil, location: ReportLocation? = nil,
        shownInText: Bool? = nil
    ) {
        self.name = name
        self.outcome = outcome
        self.label = label ?? outcome.rawValue
        self.findings = findings
        self.notes = notes
        self.stderr = stderr
        self.stderrLabel = stderrLabel
        self.duration = duration
        self.location = location
        self.shownInText = shownInText ?? (outcome != .passed)
    }
}

/// A group of cases: a golden suite, a language, a check.
public struct ReportSuite: Sendable, Hashable {
    public var name: String
    public var cases: [ReportCase]
    /// The line the text report prints above the suite's shown cases (`de  90% complete …`).
    public var heading: String?
    /// A one-line tally the text report lists at the end (`6 passed, 1 failed`).
    public var tally: String?
    public var duration: Double?

    public init(_ name: String, cases: [ReportCase], heading: String? = nil, tally: String? = nil, duration: Double? = nil) {
        self.name = name
        self.cases = cases
        self.heading = heading
        self.tally = tally
        self.duration = duration
    }

    /// Whether no case failed or errored.
    public var isClean: Bool { !cases.contains { $0.outcome == .failed || $0.outcome == .errored } }

    /// The suite's time: measured, or the sum of its cases' times.
    public var time: Double { duration ?? cases.reduce(0) { $0 + ($1.duration ?? 0) } }
}
