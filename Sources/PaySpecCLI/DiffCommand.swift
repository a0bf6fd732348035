import Foundation
import PaySpecDrift
import PaySpecJSON
import PaySpecReport

/// `payspec diff OLD NEW`: two versions of spec/, every change classified by a named rule.
struct DiffCommand: PaySpecCommand {
    let name = "diff"
    let summary = "Classify the changes between two versions of spec/ (breaking, additive, cosmetic)."
    let help = """
        USAGE: payspec diff OLD NEW [options]

          OLD and NEW are spec directories or git revisions of this repository's spec/
          (REV or REV:path, for example v0.1.0 or HEAD~1:spec). Each change gets a rule from the
          catalogue in spec/README.md: error (breaking for ports), warning (implementations must
          act), info (wording, provenance, informative rows).

        OPTIONS:
          --format text|json|junit|github|markdown|sarif|html   Output format (default: text);
                                              markdown is a changelog section with a semver suggestion.
          --output FILE|-                     Write the report to FILE ('-': standard output).
          --fail-on error|warning|info|never  Lowest severity that fails the run (default: error).
          --allowlist FILE                    Accepted changes, one 'RULE TABLE#KEY' a line.
          --repo DIR                          The git repository for revisions (default: .).

        EXAMPLES:
          payspec diff HEAD spec                  # the working tree's spec/ against the last commit
          payspec diff origin/main:spec spec --format github --fail-on warning
          payspec diff old-spec spec --format markdown >> CHANGELOG.md

        EXIT STATUS: 0 nothing at or above --fail-on, 1 changes that fail, 2 bad usage or bad input.
        """

    let syntaxes = [CommandSyntax(options: [JudgingOptions.format.name, "--fail-on", "--allowlist", "--repo", JudgingOptions.output.name])]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scan(arguments)
        guard args.positionals.count == 2 else { throw UsageError("diff needs OLD and NEW (spec directories or git revisions)") }
        let format = try args.choice(JudgingOptions.format.name, in: FindingReport.formats, default: "text")
        let failOn = FailOn(rawValue: try args.choice("--fail-on", in: FailOn.allCases.map(\.rawValue), default: "error"))!
        let repository = args.value("--repo") ?? "."
        let output = try ReportDestination(args)
        // OLD and NEW may be git revisions; only those that name folders or files are inputs on disk.
        try output.refuse(
            inputs: args.positionals.filter { FileManager.default.fileExists(atPath: $0) } + [args.value("--allowlist")].compactMap { $0 })
        var findings: [Finding]
        do {
            let old = try SpecSource.load(args.positionals[0], repository: repository, lenient: true)
            let new = try SpecSource.load(args.positionals[1], repository: repository, lenient: true)
            findings = SpecDiff.compare(old: old, new: new)
            if let path = args.value("--allowlist") { findings = try Allowlist.read(path: path).apply(findings) }
        } catch {
            for d in error.diagnostics { console.err(d) }
            return ExitCode.usage
        }
        let title = "spec changes \(args.positionals[0]) -> \(args.positionals[1])"
        let text = FindingReport.report(findings, title: title, command: "diff", toolVersion: PaySpecVersion.current)
            .rendered(ReportFormat(rawValue: format) ?? .text, suite: nil, for: console)
        if let status = output.write(text, &console, workflowCommands: format == "github") { return status }
        if let path = output.path { console.note("wrote \(path): \(FindingReport.summary(findings, title: title))") }
        return failOn.fails(findings) ? ExitCode.findings : ExitCode.success
    }
}
