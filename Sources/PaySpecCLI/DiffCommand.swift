import Foundation
import PaySpecArguments
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

        \(DiffCommand.options.text)

        EXAMPLES:
          payspec diff HEAD spec                  # the working tree's spec/ against the last commit
          payspec diff origin/main:spec spec --format github --fail-on warning
          payspec diff old-spec spec --format markdown >> CHANGELOG.md

        EXIT STATUS: 0 nothing at or above --fail-on, 1 changes that fail, 2 bad usage or bad input.
        """

    static let format = JudgingOptions.format(
        FindingReport.formats,
        help: """
            Output format (default: {default});
            markdown is a changelog section with a semver suggestion.
            """)
    static let output = JudgingOptions.output.described("Write the report to FILE ('-': standard output).")
    static let repository = Option<String?>.text("--repo", label: "DIR", help: "The git repository for revisions (default: .).")

    /// The OPTIONS part of the help page.
    static let options = OptionHelp(
        "OPTIONS:", column: 38,
        [.option(format), .option(output), .option(FindingOptions.failOn), .option(FindingOptions.allowlist), .option(repository)])

    let syntaxes: [CommandSyntax] = [
        CommandSyntax(declarations: [
            format.declaration, FindingOptions.failOn.declaration, FindingOptions.allowlist.declaration, repository.declaration,
            output.declaration,
        ])
    ]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scan(arguments)
        guard args.positionals.count == 2 else { throw UsageError("diff needs OLD and NEW (spec directories or git revisions)") }
        let format = try args[Self.format]
        let failOn = FailOn(rawValue: try args[FindingOptions.failOn])!
        let repository = try args[Self.repository] ?? "."
        let allowlist = try args[FindingOptions.allowlist]
        let output = try ReportDestination(args)
        // OLD and NEW may be git revisions; only those that name folders or files are inputs on disk.
        try output.refuse(
            inputs: args.positionals.filter { FileManager.default.fileExists(atPath: $0) } + [allowlist].compactMap { $0 })
        var findings: [Finding]
        do {
            let old = try SpecSource.load(args.positionals[0], repository: repository, lenient: true)
            let new = try SpecSource.load(args.positionals[1], repository: repository, lenient: true)
            findings = SpecDiff.compare(old: old, new: new)
            if let path = allowlist { findings = try Allowlist.read(path: path).apply(findings) }
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
