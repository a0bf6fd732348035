import Foundation

/// JUnit XML in the common Jenkins/Ant shape: `<testsuites>` with `tests`, `failures`, `errors`,
/// `skipped` and `time`, one `<testsuite>` per suite, one `<testcase>` per case, the
/// implementation's stderr in `<system-err>`. Counts are computed from the elements written.
public enum JUnitWriter {
    public static func render(_ report: FindingsReport) -> String {
        var suites = report.suites
        if !report.runFindings.isEmpty {
            // Run-level problems are errors a CI must see: one case each in a suite of their own.
            let cases = report.runFindings.map { item in
                ReportCase(
                    item.heading + ": " + (item.finding.location?.description ?? item.finding.summary),
                    outcome: item.finding.severity == .error && !item.finding.accepted ? .errored : .passed, findings: [item.finding])
            }
            suites.append(ReportSuite("payspec.\(report.command.replacingOccurrences(of: " ", with: "-"))", cases: cases))
        }
        let totals = suites.map(counts).reduce(Counts(), +)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(attr("payspec \(report.command): \(report.title)"))\" \(totals.attributes)"
        out += " time=\"\(seconds(report.time))\">\n"
        for suite in suites {
            let c = counts(suite)
            out += "  <testsuite name=\"\(attr(suite.name))\" \(c.attributes) time=\"\(seconds(suite.time))\">\n"
            for testCase in suite.cases { out += render(testCase, classname: suite.name) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0

        static func + (a: Counts, b: Counts) -> Counts {
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
