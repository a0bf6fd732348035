import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecReport
import PaySpecRunner

/// `payspec report RUN.json…`: the conformance matrix over saved runs.
struct ReportCommand: PaySpecCommand {
    let name = "report"
    let summary = "Render a conformance matrix (suites x implementations per SDK) from saved JSON runs."
    let help = """
        USAGE: payspec report RUN.json… [--format markdown|html|json] [--output FILE|-] [--shields DIR]

        Reads run reports saved with 'payspec run --format json --output RUN.json' (or 'payspec
        check'), one per implementation and version, and renders them side by side:
          - per SDK, a table of suites x implementations: passed/total and every count that is
            not a pass (failed, errored, crashed, timed out, xfail, unsupported, skipped);
          - the ambiguity choices each implementation declared (handshake or --choice);
          - the suite version each run was judged against, when the run names one;
          - trends: each version of an implementation against the version before it.

        \(ReportCommand.options.text)

        EXAMPLES:
          payspec run --format json --output runs/reference.json
          payspec run --adapter 'python3 tools/adapters/python/adapter.py' --format json --output runs/python.json
          payspec report runs/reference.json runs/python.json --format html --output matrix.html
          payspec report runs/*.json --shields badges/ --output matrix.md

        EXIT STATUS: 0 the matrix was written; 2 no run given, an unknown option, or a file that
        cannot be read or is not a run report (every such file is named, with line and column
        for malformed JSON; nothing is written); 74 the matrix or a badge could not be written.
        """

    static let format = JudgingOptions.format(
        ["markdown", "html", "json"], default: "markdown",
        help: """
            markdown (default; a GitHub job summary), html (one
            self-contained page, no scripts), json (the matrix as data).
            """)
    static let output = JudgingOptions.output.described(
        """
        Write the matrix to FILE ('-': standard output, the default).
        Refused when FILE is one of the runs.
        """)
    static let shields = Option<String?>.path(
        "--shields", label: "DIR",
        help: """
            Also write one shields.io endpoint JSON per implementation
            to DIR/<name>.json: its highest version; of several runs
            of that version, the one named last on the command line.
            {"schemaVersion":1,"label":"payspec","message":"1888/1888","color":"brightgreen"}
            brightgreen: everything passed; yellow: no failure, but some
            vectors unsupported, skipped or known failures; red: failures.
            A badge replaces only an earlier badge: any other file of
            its name in DIR is refused (exit 2) and nothing is written.
            """)

    /// The OPTIONS part of the help page.
    static let options = OptionHelp("OPTIONS:", column: 27, [.option(format), .option(output), .option(shields)])

    let syntaxes: [CommandSyntax] = [CommandSyntax(declarations: [format.declaration, output.declaration, shields.declaration])]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scan(arguments)
        let format = ReportFormat(
            rawValue: try args[Self.format])!
        guard !args.positionals.isEmpty else {
            throw UsageError("report needs at least one run file (saved with 'payspec run --format json --output RUN.json')")
        }
        let output = try ReportDestination(args)
        try output.refuse(inputs: args.positionals)
        let shieldsFolder = try args[Self.shields]
        if let dir = shieldsFolder {
            try ReportDestination(path: dir).refuse(inputs: args.positionals)
            switch FileKind.of(dir) {
            case .missing, .directory: break
            default: throw UsageError("\(Self.shields.name) \(TerminalText.inline(dir)): is not a directory")
            }
        }
        var runs: [SavedRun] = []
        var broken = 0
        for path in args.positionals {
            do throws(SavedRun.LoadError) {
                runs.append(try SavedRun.load(path: path))
            } catch {
                console.err(TerminalText.inline(error.description))
                broken += 1
            }
        }
        if broken > 0 {
            console.err("payspec report: \(broken) of \(args.positionals.count) run files could not be read; nothing written")
            return ExitCode.usage
        }
        let matrix = ConformanceMatrix(runs)
        let text = format.render(matrix.findings(toolVersion: PaySpecVersion.current))
        // Every badge is checked before anything is written: a badge named like a run file given
        // (runs/payspec-reference.json with --shields runs) or like --output replaces neither.
        let badges = shieldsFolder.map { dir in
            matrix.shields.map { (file: $0.file, path: dir.hasSuffix("/") ? dir + $0.file : dir + "/" + $0.file, json: $0.json) }
        }
        for badge in badges ?? [] {
            try ReportDestination(path: badge.path).refuse(inputs: args.positionals)
            if let path = output.path, OutputFile.sameTarget(path, badge.path) {
                throw UsageError("\(Self.shields.name): the badge \(TerminalText.inline(badge.path)) would replace the --output matrix")
            }
            // An earlier badge is replaced; any other file of that name is the folder owner's.
            if FileKind.of(badge.path) != .missing {
                let bytes = try? InputFile.read(badge.path, maximumSize: 4096)
                guard let bytes, ConformanceMatrix.isBadge(bytes) else {
                    throw UsageError(
                        "\(Self.shields.name): \(TerminalText.inline(badge.path)) exists and is no payspec badge; "
                            + "nothing was written (move it, or choose another folder)")
                }
            }
        }
        // A badge folder that takes no file fails now, before the matrix is written.
        if let dir = shieldsFolder {
            do { try OutputFile.refuseUnwritableFolder(dir) } catch {
                console.err("error: cannot write \(TerminalText.inline(error.description)); nothing was written")
                return ExitCode.io
            }
        }
        if let status = output.write(text, &console) { return status }
        if let path = output.path { console.err("wrote \(TerminalText.inline(path)): \(runs.count) runs") }
        if let badges, let dir = shieldsFolder {
            // All badges land together or none does; replacing earlier badges is the point.
            do {
                try OutputFile.writeTree(badges.map { ($0.file, $0.json) }, into: dir, replacing: true)
            } catch {
                console.err("error: cannot write \(TerminalText.inline(error.description))")
                return ExitCode.io
            }
            console.err(
                "wrote \(badges.count) shields.io endpoint files to \(TerminalText.inline(dir)) (\(ConformanceMatrix.badgeRule))")
        }
        return ExitCode.success
    }
}
