import Foundation

/// JUnit XML in the common Jenkins/Ant shape: `<testsuites>` with `tests`, `failures`, `errors`,
/// `skipped` and `time`, one `<testsuite>` per suite, one `<testcase>` per case, the
/// implementation's stderr in `<system-err>`. Counts are computed from the elements written.
public enum JUnitWriter {
    public static func render(_ report: FindingsReport) -> String {
        ReportStream.collect { try write(report, suites: report.suites.map(CaseSource.init), to: $0) }
    }

    /// A suite whose cases are made one at a time while they are written: its counts and time
    /// are known first (JUnit puts them in the suite's opening tag).
    public struct CaseSource {
        public var name: String
        public var counts: Counts
        public var time: Double
        /// Calls its argument with each case in order.
        public var cases: ((ReportCase) throws -> Void) throws -> Void

        public init(name: String, counts: Counts, time: Double, cases: @escaping ((ReportCase) throws -> Void) throws -> Void) {
            self.name = name
            self.counts = counts
            self.time = time
            self.cases = cases
        }

        /// A suite whose cases are in memory.
        public init(_ suite: ReportSuite) {
            self.init(name: suite.name, counts: JUnitWriter.counts(suite), time: suite.time) { body in
                for c in suite.cases { try body(c) }
            }
        }
    }

    /// Writes the report with the cases of `suites` (in place of `report.suites`) to `out`, one
    /// case at a time, then the run-level problems as a suite of their own.
    public static func write(_ report: FindingsReport, suites: [CaseSource], to out: ReportStream) throws {
        var suites = suites
        if !report.runFindings.isEmpty {
            // Run-level problems are errors a CI must see: one case each in a suite of their own.
            let cases = report.runFindings.map { item in
                ReportCase(
                    item.heading + ": " + (item.finding.location?.description ?? item.finding.summary),
                    outcome: item.finding.severity == .error && !item.finding.accepted ? .errored : .passed, findings: [item.finding])
            }
            suites.append(CaseSource(ReportSuite("payspec.\(report.command.replacingOccurrences(of: " ", with: "-"))", cases: cases)))
        }
        let totals = suites.map(\.counts).reduce(Counts(), +)
        try out.write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuites name=\"\(attr("payspec \(report.command): \(report.title)"))\" \(totals.attributes)"
                + " time=\"\(seconds(report.time))\">\n")
        for suite in suites {
            try out.write(
                "  <testsuite name=\"\(attr(suite.name))\" \(suite.counts.attributes) time=\"\(seconds(suite.time))\">\n"
                    + properties(report))
            try suite.cases { testCase in try out.write(render(testCase, classname: suite.name)) }
            try out.write("  </testsuite>\n")
        }
        try out.write("</testsuites>\n")
    }

    /// The versions that judged, as `<properties>` (the common schema allows them per suite).
    static func properties(_ report: FindingsReport) -> String {
        var out = "    <properties>\n      <property name=\"payspec.version\" value=\"\(attr(report.toolVersion))\"/>\n"
        if let suite = report.suiteVersion { out += "      <property name=\"payspec.suite\" value=\"\(attr(suite))\"/>\n" }
        return out + "    </properties>\n"
    }

    /// A suite's tally as JUnit counts it.
    public struct Counts: Sendable {
        public var tests = 0, failures = 0, errors = 0, skipped = 0

        public init(tests: Int = 0, failures: Int = 0, errors: Int = 0, skipped: Int = 0) {
            self.tests = tests
            self.failures = failures
            self.errors = errors
            self.skipped = skipped
        }

        public static func + (a: Counts, b: Counts) -> Counts {
            Counts(tests: a.tests + b.tests, failures: a.failures + b.failures, errors: a.errors + b.errors, skipped: a.skipped + b.skipped)
        }

        var attributes: String { "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\"" }
    }

    static func counts(_ suite: ReportSuite) -> Counts {
        var c = Counts()
        for testCase in suite.cases {
            c.tests += 1
            switch testCase.outcome {
            case .passed: break
            case .failed: c.failures += 1
            case .errored: c.errors += 1
            case .skipped: c.skipped += 1
            }
        }
        return c
    }

    static func render(_ testCase: ReportCase, classname: String) -> String {
        var out = "    <testcase classname=\"\(attr(classname))\" name=\"\(attr(testCase.name))\""
        if let file = testCase.location?.file { out += " file=\"\(attr(file))\"" }
        if let line = testCase.location?.line { out += " line=\"\(line)\"" }
        out += " time=\"\(seconds(testCase.duration ?? 0))\""
        var body = ""
        let text = (testCase.findings.map(findingText) + testCase.notes).joined(separator: "\n")
        let first = testCase.findings.first?.summary ?? testCase.notes.first ?? testCase.label
        // The rule that failed the case is the most useful type a CI can group by.
        let type = testCase.findings.first?.ruleID ?? testCase.label
        switch testCase.outcome {
        case .passed:
            if !text.isEmpty { body += "      <system-out>\(MarkupText.xml(text))</system-out>\n" }
        case .failed:
            body += "      <failure message=\"\(attr(first))\" type=\"\(attr(type))\">\(MarkupText.xml(text))</failure>\n"
        case .errored:
            body += "      <error message=\"\(attr(first))\" type=\"\(attr(type))\">\(MarkupText.xml(text))</error>\n"
        case .skipped:
            let reason = testCase.label + (testCase.notes.first.map { ": \($0)" } ?? "")
            body += "      <skipped message=\"\(attr(reason))\"/>\n"
        }
        if let stderr = testCase.stderr, !stderr.isEmpty {
            body += "      <system-err>\(MarkupText.xml(testCase.stderrLabel + ":\n" + stderr))</system-err>\n"
        }
        return body.isEmpty ? out + "/>\n" : out + ">\n" + body + "    </testcase>\n"
    }

    static func findingText(_ f: ReportFinding) -> String {
        (f.location.map { $0.description + ": " } ?? "") + "\(f.severity.rawValue): \(f.message) [\(f.ruleID)]"
            + (f.accepted ? " (accepted)" : "")
    }

    static func attr(_ s: String) -> String { MarkupText.xmlAttribute(s) }

    static func seconds(_ t: Double) -> String { String(format: "%.3f", max(0, t)) }
}
