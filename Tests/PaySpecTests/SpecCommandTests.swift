import PaySpecCLI
import Testing

/// `payspec spec …` as a user runs it, in process.
@Suite struct SpecCommandTests {
    func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
        var console = Console.capturing()
        let status = PaySpecCommandLine.run(args, console: &console)
        return (status, console.stdout, console.stderr)
    }

    @Test func listShowsEveryTableWithLevelCounts() {
        let r = run(["spec", "list", "--spec", PackageRoot.spec])
        #expect(r.status == 0)
        #expect(r.out.contains("comgate/errors                     25         25        0            0"))
        #expect(r.out.contains("translations: 26 languages x 19 keys"))
    }

    @Test func showPrintsRowsWithProvenance() {
        let r = run(["spec", "show", "seb/platform-statuses", "--spec", PackageRoot.spec])
        #expect(r.status == 0)
        #expect(r.out.contains("SENT_FOR_PROCESSING  exact         unresolved"))
        #expect(r.out.contains("001:L57 \"Keturi rezultatai\" #8"))
    }

    @Test func showJSONIsCanonical() {
        let r = run(["spec", "show", "comgate/errors", "--format", "json", "--spec", PackageRoot.spec])
        #expect(r.status == 0)
        #expect(r.out.hasPrefix("{\n  \"key\": \"case\",\n  \"rows\": [\n    {\"case\": \"deviceRooted\""))
    }

    @Test func unknownTableSuggestsTheNearestOne() {
        let r = run(["spec", "show", "comgate/eror", "--spec", PackageRoot.spec])
        #expect(r.status == 2)
        #expect(r.err.contains("error: no table 'comgate/eror'. Did you mean 'comgate/errors'?"))
    }

    @Test func checkAndFormatCheckPassOnTheCommittedSpec() {
        #expect(run(["spec", "check", "--spec", PackageRoot.spec]).status == 0)
        let format = run(["spec", "format", "--check", "--spec", PackageRoot.spec])
        #expect(format.status == 0, "\(format.err)")
    }

    @Test func missingSpecDirectoryIsAUsageError() {
        let r = run(["spec", "list", "--spec", "/nonexistent/spec"])
        #expect(r.status == 2)
        #expect(r.err.contains("/nonexistent/spec: error: spec directory not found"))
    }

    @Test func usageErrorsNameWhatWasWrongAndWhatIsRight() {
        let unknownVerb = run(["spce"])
        #expect(unknownVerb.status == 2)
        #expect(unknownVerb.err.contains("error: unknown command 'spce'. Did you mean 'spec'?"))
        let unknownOption = run(["spec", "list", "--fromat", "json"])
        #expect(unknownOption.status == 2)
        #expect(
            unknownOption.err.contains("error: unknown option '--fromat'; valid options: --check, --documents, --format, --spec, --wide"))
        let badChoice = run(["spec", "list", "--format", "yaml", "--spec", PackageRoot.spec])
        #expect(badChoice.err.contains("--format must be one of text, json, not 'yaml'"))
    }

    @Test func everyVerbHasHelpWithExamples() {
        let overview = run(["--help"])
        #expect(overview.status == 0)
        for verb in ["spec", "vectors"] {
            let r = run([verb, "--help"])
            #expect(r.status == 0)
            #expect(r.out.contains("USAGE: payspec \(verb)"))
            #expect(r.out.contains("EXAMPLES:"))
            #expect(overview.out.contains("  \(verb) "))
        }
    }
}
