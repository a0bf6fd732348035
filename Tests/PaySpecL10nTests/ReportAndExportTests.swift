import Foundation
import PaySpecJSON
import PaySpecL10n
import Testing

@testable import PaySpecReport

/// A small catalog with a hostile value and a few findings of each severity.
func hostileCatalog() -> String {
    let directory = makeTempDirectory()
    write(#"{"pay": "Pay", "hi": "Hi %@", "tag": "Add tag"}"#, "en.json", in: directory)
    write(#"{"pay": "<script>alert('x')</script> & \"q\"", "hi": "Hallo", "tag": "Add tag"}"#, "de.json", in: directory)
    return directory
}

@Suite("Reports and exit codes")
struct ReportTests {
    @Test func textReportGroupsByLanguage() {
        let result = runCLI(["l10n", "check", "--base", "en", hostileCatalog()])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\nde  33.3% complete  1 error, 1 warning\n"))
        #expect(result.stdout.hasSuffix("1 error, 1 warning\n"))
    }

    @Test("--fail-on sets the threshold", arguments: [("error", Int32(1)), ("warning", Int32(1)), ("never", Int32(0))])
    func failOn(_ level: String, _ status: Int32) {
        #expect(runCLI(["l10n", "check", "--base", "en", "--fail-on", level, hostileCatalog()]).status == status)
    }

    @Test func warningsAloneFailOnlyWithFailOnWarning() {
        let directory = makeTempDirectory()
        write(#"{"pay": "Pay now"}"#, "en.json", in: directory)
        write(#"{"pay": "Pay now"}"#, "de.json", in: directory)
        #expect(runCLI(["l10n", "check", "--base", "en", directory]).status == 0)
        #expect(runCLI(["l10n", "check", "--base", "en", "--fail-on", "warning", directory]).status == 1)
    }

    @Test func jsonReportIsParseableAndComplete() throws {
        let result = runCLI(["l10n", "check", "--base", "en", "--format", "json", hostileCatalog()])
        let root = try JSONParser.parseValue(Array(result.stdout.utf8))
        #expect(root["summary"]?["errors"] == 1 && root["summary"]?["warnings"] == 1)
        let findings = try #require(root["findings"]?.arrayValue)
        #expect(findings.compactMap { $0["check"]?.stringValue }.sorted() == ["placeholder-mismatch", "untranslated"])
        #expect(findings.allSatisfy { $0["line"]?.intValue == 1 })
        let de = try #require(root["languages"]?.arrayValue?.first { $0["code"] == "de" })
        #expect(de["cells"]?["hi"] == "placeholder" && de["cells"]?["tag"] == "untranslated" && de["cells"]?["pay"] == "ok")
    }

    @Test func junitReportHasASuitePerLanguage() {
        let result = runCLI(["l10n", "check", "--base", "en", "--format", "junit", hostileCatalog()])
        #expect(result.stdout.contains("<testsuite name=\"l10n.de\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\""))
        #expect(result.stdout.contains("type=\"placeholder-mismatch\">"))
        #expect(!result.stdout.contains("<script>"))
    }

    @Test func githubAnnotationsPointAtFileAndLine() {
        let directory = hostileCatalog()
        let result = runCLI(["l10n", "check", "--base", "en", "--format", "github", directory])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=\(directory)/de.json,line=1,col=") && $0.contains("title=l10n placeholder-mismatch (de hi)::")
            })
        #expect(lines.contains { $0.hasPrefix("::warning file=\(directory)/de.json,line=1,") })
    }

    @Test func markdownShowsTheMatrix() {
        let result = runCLI(["l10n", "check", "--base", "en", "--format", "markdown", hostileCatalog()])
        // Only the keys that are not ok somewhere are columns; the languages table counts the rest.
        #expect(result.stdout.contains("1 of 3 keys are ok in every language; the others:"))
        #expect(result.stdout.contains("| language | complete | hi | tag |"))
        #expect(result.stdout.contains("| de | 33.3% | **placeholder** | **untranslated** |"))
        #expect(result.stdout.contains("| de | 33.3% | 1 of 3 | 1 | 1 | 0 | **placeholder** 1, **untranslated** 1 |"))
        #expect(!result.stdout.contains("<script>"))
        // Each problem shows the translated value and the base text inside its fence.
        #expect(
            result.stdout.contains(
                "hi: placeholders (none) do not match the base's %@\n  translation: \"Hallo\"\n  base text (en): \"Hi %@\"\n"))
    }

    @Test func htmlEscapesEveryCatalogString() throws {
        let directory = makeTempDirectory()
        write(#"{"<b>key</b>": "Pay %@"}"#, "en.json", in: directory)
        write(#"{"<b>key</b>": "<script>alert('x')</script>"}"#, "de.json", in: directory)
        let out = directory + "/report.html"
        let result = runCLI(["l10n", "check", "--base", "en", "--format", "html", "--output", out, directory])
        #expect(result.status == 1)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        // The one script is the writer's constant; the catalog's only ever appears escaped.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.contains("<script>\n\(HTMLFindingBrowser.script)\n</script>"))
        #expect(!html.contains("<script>alert") && !html.contains("<b>key"))
        #expect(html.contains("&lt;b&gt;key&lt;/b&gt;"))
        #expect(html.contains("<h2>Matrix</h2>") && html.contains("<td class=\"num\">100%</td>"))
    }

    @Test func htmlMatrixMarksEveryCellKind() {
        var table = specTable()
        table.texts["de"]!["panLabel"] = ""
        table.texts["de"]!["cvvLabel"] = nil
        table.texts["fr"]!["statusPaid"] = "Paid"
        let report = checkProject(
            [
                (CatalogWriter.delimited(table, separator: ","), "spec.csv")
            ], profile: specProfile)
        #expect(report.matrix.cell("de", "panLabel") == .empty)
        #expect(report.matrix.cell("de", "cvvLabel") == .empty)
        #expect(report.matrix.cell("fr", "statusPaid") == .untranslated)
        #expect(report.matrix.completionText("de") == "89.5%")
        let html = ReportFormat.html.render(report.findingsReport(threshold: .error))
        #expect(html.contains("<span class=\"empty\">"))
        #expect(html.contains("<span class=\"untranslated\">"))
    }
}

@Suite("Export and the reference translations")
struct ExportTests {
    @Test("an export round-trips through check with zero findings", arguments: ["xcstrings", "xliff", "csv"])
    func roundTrip(_ format: String) {
        let directory = makeTempDirectory()
        let output = directory + (format == "xliff" ? "/xliff" : "/export.\(format)")
        let exported = runCLI(["l10n", "export", "--spec-dir", specDirectory, "--format", format, "--output", output])
        #expect(exported.status == 0, "\(exported.stderr)")
        let checked = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--sdk", "comgate", output])
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(checked.stdout.contains("26 languages x 19 keys"))
        #expect(checked.stdout.contains("no findings"))
    }

    @Test("the reference translations pass in every format", arguments: CatalogFormat.allCases.filter { $0 != .stringsdict })
    func referenceInEveryFormat(_ format: CatalogFormat) throws {
        let directory = makeTempDirectory()
        let files = try L10nBenchmark.write(specTable(), format: format, to: directory)
        #expect(!files.isEmpty)
        let report = checkPaths([directory], profile: specProfile)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.matrix.languages.allSatisfy { report.matrix.completion($0) == 100 })
    }

    @Test func languagesOptionChecksOnlyThoseLanguages() {
        let directory = makeTempDirectory()
        let csv = write(CatalogWriter.delimited(specTable(), separator: ","), "all.csv", in: directory)
        let result = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--languages", "de,fr", "--format", "markdown", csv])
        #expect(result.status == 0)
        #expect(result.stdout.contains("2 languages x 19 keys"))
        let alone = write("\"panLabel\" = \"Kartennummer\";", "de.lproj/Localizable.strings", in: directory)
        let partial = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--languages", "de", alone])
        #expect(partial.status == 1)
        #expect(partial.stdout.contains("de  5.3% complete  18 errors, 0 warnings"))
    }

    @Test func exportedXcstringsHasEveryLanguageAndKey() throws {
        let text = CatalogWriter.xcstrings(specTable())
        let root = try JSONParser.parseValue(Array(text.utf8))
        #expect(root["sourceLanguage"] == "en")
        #expect(root["strings"]?.objectValue?.count == 19)
        #expect(root["strings"]?["payButtonText"]?["localizations"]?.objectValue?.count == 26)
    }

    @Test func syntheticBenchmarkCatalogIsClean() throws {
        let directory = makeTempDirectory()
        let results = try L10nBenchmark.run(languages: 12, keys: 50, directory: directory) { _ in }
        #expect(results.count == CatalogFormat.allCases.count)
        for m in results {
            #expect(m.findings == 0, "\(m.format)")
            #expect(m.entries >= 12 * 50, "\(m.format)")
        }
    }

    @Test func helpListsActionsAndExamples() {
        let result = runCLI(["l10n", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("payspec l10n export --format xliff --output translations/"))
        // Each action has its own page; the check ids are on check's.
        #expect(runCLI(["l10n", "check", "--help"]).stdout.contains("missing-language"))
    }
}
