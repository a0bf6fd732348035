import PaySpecJSON

/// A Markdown/HTML summary block: a heading with paragraphs, a table or a list.
public struct ReportSection: Sendable, Hashable {
    /// A piece of inline text; the writers escape it, the kind only chooses the markup.
    public enum Inline: Sendable, Hashable {
        case text(String), code(String), strong(String)
        /// A status word (`ok`, `missing`): bold in Markdown unless `ok`, a coloured tag in HTML.
        case status(String)
        /// A status word with a longer explanation (the findings behind a matrix cell): a
        /// tooltip in HTML, the bare status elsewhere.
        case flagged(String, detail: String)
        /// Text that, in a browsable HTML report, links to the findings of `suite` (and sets the
        /// filter to it); plain text elsewhere.
        case suiteLink(String, suite: String)
    }

    public enum Body: Sendable, Hashable {
        case paragraph([Inline])
        /// Column headers, rows of cells; `numeric` columns align right.
        case table(headers: [String], rows: [[[Inline]]], numeric: Set<Int>)
        case list([[Inline]])
    }

    public var heading: String
    public var body: [Body]

    public init(_ heading: String, _ body: [Body]) {
        self.heading = heading
        self.body = body
    }
}

/// A rule the report's findings may name, for SARIF's `tool.driver.rules`.
public struct ReportRule: Sendable, Hashable {
    public var id: String
    public var description: String

    public init(_ id: String, _ description: String) {
        self.id = id
        self.description = description
    }
}

/// Everything one command found, in the one model every report format is written from.
/// Commands map their results into it; the writers never see a command's own types.
public struct FindingsReport: Sendable {
    /// The command (`run`, `drift`, `l10n check`), for titles and the synthetic JUnit suite.
    public var command: String
    public var toolVersion: String
    /// The version of the spec and golden vectors that judged (`0.2.0+1a2b3c4d5e6f`: semantic
    /// version and content hash), when known; every format writes it.
    public var suiteVersion: String?
    /// What was judged (`SEB port 1.2 (kotlin)`, `spec changes A -> B`).
    public var title: String
    /// Lines under the title in text (`via adapter: …`, `choices: …`).
    public var header: [String]
    public var suites: [ReportSuite]
    /// Findings that belong to no case (a broken golden file, a protocol error), with the
    /// heading the text report groups them under.
    public var runFindings: [(heading: String, finding: ReportFinding)]
    /// Extra lines for text, before the cases (grouped unsupported vectors, say).
    public var textNotes: [String]
    /// Summary blocks for Markdown and HTML, before the problems (an empty heading writes none).
    public var sections: [ReportSection]
    /// `OK` or `FAILED`, when the command states a verdict.
    public var verdict: String?
    public var succeeded: Bool
    /// The one-line summary (`8 vectors: 7 passed, 1 failed`).
    public var summary: String
    public var rules: [ReportRule]
    /// The command's own JSON document (summary, results, matrix); the JSON writer adds the
    /// shared `report` object to it.
    public var data: [String: JSONValue]
    /// Seconds the whole command took, when measured.
    public var duration: Double?
    /// Whether Markdown lists every failing case after the sections (off when the sections
    /// already list every finding, as a changelog does).
    public var listsProblems = true
    /// Column headings for `ReportFinding.found` and `.reference` (`translation`, `base text (en)`).
    public var evidenceHeadings = (found: "found", reference: "expected")
    /// Whether the HTML page groups findings per suite in folding sections with a filter (suite,
    /// rule, severity, text) and pages, for reports with thousands of findings.
    public var browsable = false
    /// What the browsable page calls a suite, a rule and a case (`language`, `check`, `key`).
    public var facetNames = (suite: "suite", rule: "rule", item: "case")

    public init(
        command: String, toolVersion: String, title: String, header: [String] = [], suites: [ReportSuite] = [],
        runFindings: [(heading: String, finding: ReportFinding)] = [], textNotes: [String] = [], sections: [ReportSection] = [],
        verdict: String? = nil, succeeded: Bool, summary: String, rules: [ReportRule] = [], data: [String: JSONValue] = [:],
        duration: Double? = nil
    ) {
        self.command = command
        self.toolVersion = toolVersion
        self.title = title
        self.header = header
        self.suites = suites
        self.runFindings = runFindings
        self.textNotes = textNotes
        self.sections = sections
        self.verdict = verdict
        self.succeeded = succeeded
        self.summary = summary
        self.rules = rules
        self.data = data
        self.duration = duration
    }

    /// Every finding, run-level first, then case by case.
    public var allFindings: [ReportFinding] {
        runFindings.map(\.finding) + suites.flatMap { $0.cases.flatMap(\.findings) }
    }

    /// `payspec 0.1.0, suite 0.2.0+1a2b…`: the footer of Markdown and HTML.
    public var versionLine: String {
        "payspec \(toolVersion)" + (suiteVersion.map { ", suite \($0)" } ?? "")
    }

    /// The whole command's time: measured, or the sum of the suites'.
    public var time: Double { duration ?? suites.reduce(0) { $0 + $1.time } }
}
