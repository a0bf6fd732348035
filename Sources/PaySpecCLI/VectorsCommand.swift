import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecJSON
import PaySpecModel
import PaySpecReport
import PaySpecVectorGenerators
import PaySpecVectors

/// `payspec vectors generate|check|stats`: keep golden/ in step with spec/.
struct VectorsCommand: PaySpecCommand {
    let name = "vectors"
    let summary = "Generate, check and count the golden vectors in golden/."
    let help = """
        USAGE: payspec vectors <generate|check|stats|export> [options]

          generate    Rewrite the table-derived suites in golden/ from spec/.
          check       Regenerate in memory and fail, naming the vector, when golden/ and
                      spec/ disagree; also fail on duplicate ids, unknown fields, dangling
                      spec references and spec rows that no vector covers.
          stats       Vectors per suite and SDK: normative (must), derived (should),
                      choice-dependent (the answer changes with an ambiguity option),
                      variants, rule interactions and state×event cases (vectors tagged
                      variant, interaction, state-event), and spec-row coverage.
          export      The protocol request lines of the selected vectors, for recorders
                      (see 'payspec vectors export --help').

        \(VectorsCommand.options.text)

        EXAMPLES:
          payspec vectors check
          payspec vectors stats
          payspec vectors stats --format json
          payspec vectors generate && git diff --stat golden/
          payspec vectors export --suite 'comgate.*' --output requests.jsonl

        EXIT STATUS: 0 ok, 1 check found problems, 2 bad usage or unreadable spec/golden.
        """

    static let spec = SelectionOptions.spec.described("The spec folder (default: ./spec).")
    static let golden = SelectionOptions.golden.described("The golden folder (default: ./golden).")
    static let format = JudgingOptions.format(["text", "json"], help: "stats: output format (default: {default}).")

    /// The OPTIONS part of the help page.
    static let options = OptionHelp("OPTIONS:", column: 19, [.option(spec), .option(golden), .option(format)])

    var syntaxes: [CommandSyntax] {
        ["generate", "check", "stats"].map {
            CommandSyntax(action: $0, declarations: [Self.spec.declaration, Self.golden.declaration, Self.format.declaration])
        } + [
            CommandSyntax(action: "export", declarations: VectorsExport.options, help: VectorsExport.help)
        ]
    }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        if arguments.first == "export" { return try VectorsExport.run(Array(arguments.dropFirst()), &console) }
        let args = try syntax("generate").scan(arguments)
        guard let action = args.positionals.first, args.positionals.count == 1 else {
            throw UsageError("vectors needs one action: generate, check, stats or export")
        }
        // A mistyped action is named before the checkout is looked for: outside one, the missing
        // spec/ would otherwise hide it.
        guard ["generate", "check", "stats"].contains(action) else {
            throw UsageError("unknown vectors action '\(TerminalText.inline(action))'; use generate, check, stats or export")
        }
        let specDirectory = try args[Self.spec] ?? "spec"
        let goldenDirectory = try args[Self.golden] ?? "golden"
        let format = try args[Self.format]
        if args.value(Self.format.name) != nil && action != "stats" {
            throw UsageError("\(Self.format.name) applies to 'vectors stats' only")
        }
        let catalog: SpecCatalog
        do {
            catalog = try SpecCatalog.load(directory: specDirectory)
        } catch let error as SpecCatalog.LoadError {
            for d in error.diagnostics { console.err(d) }
            return ExitCode.usage
        }
        switch action {
        case "generate":
            // A file, FIFO or loop of links where golden/ goes is named, not reported as a
            // framework error; a missing folder is made by the first write.
            switch FileKind.of(goldenDirectory) {
            case .directory, .missing: break
            case .unreachable(let reason):
                console.err("\(TerminalText.inline(goldenDirectory)): error: the golden folder cannot be reached (\(reason))")
                return ExitCode.usage
            default:
                console.err("\(TerminalText.inline(goldenDirectory)): error: the golden folder is not a folder")
                return ExitCode.usage
            }
            var changed = 0
            for generator in VectorGenerators.all {
                let suite = generator.generate(from: catalog)
                let path = (goldenDirectory as NSString).appendingPathComponent(suite.name + ".json")
                let data = Data(suite.fileText.utf8)
                if FileManager.default.contents(atPath: path) == data {
                    console.detail("unchanged \(path) (\(suite.vectors.count) vectors)")
                    continue
                }
                // The one output rule: a temporary file beside it, renamed once complete, so a
                // signal or a full disk leaves the old suite, not half of the new one.
                if let error = SpecFormatter.rewrite(suite.fileText, to: path) {
                    console.err("error: cannot write \(TerminalText.inline(error.description))")
                    return ExitCode.io
                }
                if console.verbosity > .quiet { console.out("wrote \(path) (\(suite.vectors.count) vectors)") }
                changed += 1
            }
            console.out("\(VectorGenerators.all.count) generated suites, \(changed) rewritten")
            return ExitCode.success
        case "check":
            let (suites, loadProblems) = GoldenLoader.load(directory: goldenDirectory)
            let (retired, retiredProblems) = RetiredIDs.load(directory: goldenDirectory)
            let diagnostics = loadProblems + retiredProblems + VectorCheck(catalog: catalog, suites: suites).run() + retired.check(suites)
            for d in diagnostics { console.err(d) }
            let problems = diagnostics.filter { $0.severity == .error }
            let warnings = diagnostics.count - problems.count
            let total = suites.reduce(0) { $0 + $1.vectors.count }
            for suite in suites { console.detail("\(suite.name): \(suite.vectors.count) vectors") }
            if problems.isEmpty {
                let note = warnings == 0 ? "" : " (\(warnings) warning(s))"
                console.out("golden OK: \(suites.count) suites, \(total) vectors, every spec row covered\(note)")
                return ExitCode.success
            }
            console.err("golden check failed: \(problems.count) problem(s) in \(suites.count) suites, \(total) vectors")
            return ExitCode.findings
        case "stats":
            let (suites, loadProblems) = GoldenLoader.load(directory: goldenDirectory)
            for d in loadProblems { console.err(d) }
            guard !suites.isEmpty else {
                console.err("\(goldenDirectory): error: no golden suite found; nothing to count")
                return ExitCode.findings
            }
            let statistics = VectorStatistics(catalog: catalog, suites: suites)
            console.out(format == "json" ? statistics.json : statistics.text)
            return loadProblems.isEmpty ? ExitCode.success : ExitCode.findings
        default:
            throw UsageError("unknown vectors action '\(TerminalText.inline(action))'; use generate, check, stats or export")
        }
    }
}
