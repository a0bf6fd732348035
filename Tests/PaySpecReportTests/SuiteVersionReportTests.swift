import Foundation
import PaySpecJSON
import PaySpecReport
import Testing

/// The suite version (spec and vectors) is one field of the findings model; every format writes it.
@Suite struct SuiteVersionReportTests {
    static func report(suite: String?) -> FindingsReport {
        var r = FindingsReport(
            command: "run", toolVersion: "0.1.0", title: "t",
            suites: [ReportSuite("seb.x", cases: [ReportCase("seb.x/a", outcome: .passed, duration: 0.002)])], verdict: "OK",
            succeeded: true, summary: "1 vectors: 1 passed")
        r.suiteVersion = suite
        return r
    }

    @Test func everyFormatCarriesTheSuiteVersion() throws {
        let version = "0.2.0+1a2b3c4d5e6f"
        let r = Self.report(suite: version)
        let json = try JSONParser.parseValue(Array(ReportFormat.json.render(r).utf8))
        #expect(json["report"]?["tool"]?["suiteVersion"]?.stringValue == version)
        #expect(ReportFormat.junit.render(r).contains("<property name=\"payspec.suite\" value=\"\(version)\"/>"))
        let sarif = try JSONParser.parseValue(Array(ReportFormat.sarif.render(r).utf8))
        let tool = sarif["runs"]?.arrayValue?.first?["tool"]
        #expect(tool?["driver"]?["semanticVersion"]?.stringValue == "0.1.0")
        let component = tool?["extensions"]?.arrayValue?.first
        #expect(component?["version"]?.stringValue == version)
        #expect(component?["semanticVersion"]?.stringValue == "0.2.0")
        #expect(ReportFormat.markdown.render(r).hasSuffix("payspec 0.1.0, suite \(version)\n"))
        #expect(ReportFormat.html.render(r).contains("<footer><p>payspec 0.1.0, suite \(version)</p></footer>"))
        #expect(ReportFormat.text.render(r).hasSuffix("OK: 1 vectors: 1 passed; suite 0.2.0\n"))
    }

    @Test func withoutASuiteVersionNothingIsInvented() {
        let r = Self.report(suite: nil)
        for format in ReportFormat.allCases { #expect(!format.render(r).contains("suite 0."), "\(format)") }
        #expect(!ReportFormat.junit.render(r).contains("payspec.suite"))
        #expect(ReportFormat.junit.render(r).contains("payspec.version"))
    }

    @Test func verbosityShapesTheTextReportOnly() {
        let r = Self.report(suite: nil)
        #expect(ReportFormat.text.render(r, verbosity: .quiet) == "OK: 1 vectors: 1 passed\n")
        #expect(ReportFormat.text.render(r, verbosity: .verbose).contains("passed  seb.x/a  2.000 ms"))
        for format in ReportFormat.allCases where format != .text {
            #expect(format.render(r, verbosity: .quiet) == format.render(r), "\(format)")
        }
    }
}
