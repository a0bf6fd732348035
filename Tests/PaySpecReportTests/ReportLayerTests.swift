import Foundation
import PaySpecCLI
import PaySpecJSON
import PaySpecReport
import Testing

/// A report whose every input-derived string is hostile.
func hostileReport() -> FindingsReport {
    let evil = "\u{1B}]0;owned\u{07}\u{1B}[2J<script>alert(1)</script> ``` fence\n::warning::injected\r\n# heading"
    let path = "dir,with:odd\nname/golden.json"
    let finding = ReportFinding(
        .error, rule: "failed", title: "payspec failed: \(evil)", message: evil, location: ReportLocation(file: path, line: 7))
    let testCase = ReportCase(
        "id\u{1B}[31m", outcome: .failed, findings: [finding], stderr: evil, location: ReportLocation(file: path, line: 7))
    let suite = ReportSuite("suite", cases: [testCase, ReportCase("ok", outcome: .passed)], tally: "1 failed")
    return FindingsReport(
        command: "run", toolVersion: "0", title: "name \(evil)", header: ["via \(evil)"], suites: [suite],
        runFindings: [(heading: "adapter problems", finding: ReportFinding(.error, rule: "protocol", message: evil))],
        sections: [ReportSection("table", [.table(headers: ["k"], rows: [[[.code(evil)]], [[.text(evil)]]], numeric: [])])],
        verdict: "FAILED", succeeded: false, summary: "1 failed", data: ["raw": .string(evil)])
}

@Suite("The shared report layer")
struct ReportLayerTests {
    @Test("nothing from an input reaches any format raw", arguments: ReportFormat.allCases)
    func noInjection(_ format: ReportFormat) {
        let out = format.render(hostileReport())
        #expect(!out.contains("\u{1B}"), "raw ESC in \(format)")
        #expect(!out.contains("\u{07}"), "raw BEL in \(format)")
        // In a terminal or a CI log, an input must never start a line of its own.
        for line in out.split(separator: "\n", omittingEmptySubsequences: false) where format == .text || format == .github {
            // Only the writer's own commands start a line with `::`.
            if line.hasPrefix("::") { #expect(format == .github && !line.hasPrefix("::warning::injected"), "\(format): \(line)") }
            #expect(!line.hasPrefix("# heading"), "\(format): an input started a line")
        }
        if [.html, .junit].contains(format) { #expect(!out.contains("<script>"), "\(format)") }
        if format == .markdown {
            // Inside a fence text is code; outside it an input must never become HTML.
            var inFence = false
            for line in out.split(separator: "\n") {
                if line.hasPrefix("````") { inFence.toggle() } else if !inFence { #expect(!line.contains("<script>"), "\(line)") }
            }
            #expect(!inFence, "a fence was left open")
        }
    }

    @Test func githubEscapesPropertiesAndKeepsEveryLineInsideItsCommand() {
        let out = ReportFormat.github.render(hostileReport())
        #expect(out.contains("file=dir%2Cwith%3Aodd%0Aname/golden.json,line=7,title="))
        #expect(out.contains("%0A::warning::injected%0D%0A# heading"))
        #expect(out.split(separator: "\n").allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::notice ") })
    }

    @Test func markdownFenceIsLongerThanAnyBacktickRun() {
        let fenced = MarkdownText.fence("a ```` b")
        #expect(fenced.hasPrefix("`````text\n") && fenced.hasSuffix("\n`````"))
        #expect(MarkdownText.inline("| `x` <b>") == "\\| \\`x\\` &lt;b&gt;")
    }

    @Test func terminalTextShowsControlsAndIndentsContinuations() {
        #expect(TerminalText.inline("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(TerminalText.block("one\n::warning::x", indent: "  ") == "  one\n  ::warning::x")
        #expect(MarkupText.xml("a\u{01}b&") == "a\\u{1}b&amp;")
    }

    @Test func githubCapsAnnotationsPerLevelWithASummary() {
        let cases = (1...25).map { (i: Int) in
            ReportCase(
                "v\(i)", outcome: .failed,
                findings: [ReportFinding(.error, rule: "failed", message: "m\(i)", location: ReportLocation(file: "g.json", line: i))])
        }
        let report = FindingsReport(
            command: "run", toolVersion: "0", title: "t", suites: [ReportSuite("s", cases: cases)], succeeded: false, summary: "25 failed")
        let lines = ReportFormat.github.render(report).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("payspec: error: ") }.count == 15)
        #expect(lines.last?.hasPrefix("::notice ") == true && lines.last?.contains("15 errors not annotated") == true)
    }

    @Test("JUnit and SARIF pass their structure checks", arguments: [hostileReport()])
    func structure(_ report: FindingsReport) {
        #expect(StructureValidators.junit(ReportFormat.junit.render(report)) == [])
        #expect(StructureValidators.sarif(ReportFormat.sarif.render(report)) == [])
        #expect(ReportFormat.junit.render(report).contains("<system-err>"))
        #expect(ReportFormat.junit.render(report).contains("time=\""))
    }

    @Test func validatorsCatchBrokenDocuments() {
        #expect(
            !StructureValidators.junit("<testsuites tests=\"2\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\"></testsuites>").isEmpty
        )
        #expect(
            !StructureValidators.sarif(#"{"version": "2.0.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "fatal"}]}]}"#)
                .isEmpty)
    }
}
