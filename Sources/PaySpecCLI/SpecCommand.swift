import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecJSON
import PaySpecModel
import PaySpecReport
import PaySpecVectors

/// `payspec spec list|show|check|format`: look at and keep the spec tables tidy.
struct SpecCommand: PaySpecCommand {
    let name = "spec"
    let summary = "List, show, check and format the spec tables in spec/."
    let help = """
        USAGE: payspec spec <list|show|check|format> [options]

          list                 Every table with its rows per level.
          show TABLE           The rows of one table (for example comgate/errors).
          check                Validate every table; print compiler-style diagnostics.
                               Every normative row must cite its document lines
                               (source.lines, e.g. "L93" or "L54-L57,L59").
          format [--check]     Rewrite spec files in canonical form (sorted keys, one row
                               per line); with --check, only report files that differ.

        \(SpecCommand.options.text)

        EXAMPLES:
          payspec spec list
          payspec spec show seb/platform-statuses
          payspec spec show comgate/errors --format json
          payspec spec format --check
          payspec spec check --documents vendor-documents

        EXIT STATUS: 0 ok, 1 check/format --check found problems, 2 bad usage or unreadable spec.
        """

    static let spec = SelectionOptions.spec.described(
        """
        The spec folder. list and show read the spec built into
        payspec by default; check and format maintain ./spec.
        """)
    static let format = JudgingOptions.format(["text", "json"], help: "Output format of list and show (default: {default}).")
    static let wide = Option<Bool>.flag("--wide", help: "show: do not shorten long cells.")
    static let documents = Option<String?>.path(
        "--documents", label: "DIR",
        help: """
            check: also read the vendor documents from DIR (they are
            not shipped with the kit) and prove every cited line exists
            and contains one of its row's values (codes, names), and
            that every must vector's expected strings stand on the
            lines its rows cite.
            """)
    /// `format --check`: named in the action's line of the page, not in OPTIONS.
    static let check = Option<Bool>.flag("--check", help: "format: only report the files that differ.")

    /// The OPTIONS part of the help page.
    static let options = OptionHelp("OPTIONS:", column: 23, [.option(spec), .option(format), .option(wide), .option(documents)])

    var syntaxes: [CommandSyntax] {
        ["list", "show", "check", "format"].map {
            CommandSyntax(
                action: $0,
                declarations: [
                    Self.spec.declaration, Self.format.declaration, Self.documents.declaration, Self.check.declaration,
                    Self.wide.declaration,
                ])
        }
    }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax("list").scan(arguments)
        guard let action = args.positionals.first else {
            throw UsageError("spec needs an action: list, show TABLE, check or format")
        }
        try args.refuseStrayPositionals(after: action == "show" ? 2 : 1)
        let named = try args[Self.spec]
        let directory = named ?? "spec"
        let format = try args[Self.format]
        if try args[Self.documents] != nil && action != "check" {
            throw UsageError("\(Self.documents.name) applies to 'spec check' only")
        }
        switch action {
        case "list":
            guard let catalog = loadCatalog(named, &console) else { return ExitCode.usage }
            console.out(format == "json" ? SpecListing.json(catalog) : SpecListing.text(catalog))
            return ExitCode.success
        case "show":
            guard args.positionals.count == 2 else { throw UsageError("spec show needs one TABLE, for example comgate/errors") }
            guard let catalog = loadCatalog(named, &console) else { return ExitCode.usage }
            let tableName = args.positionals[1]
            guard let table = catalog.table(tableName) else {
                let hint = CommandRegistry.editDistanceClosest(tableName, in: catalog.tableNames).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError("no table '\(TerminalText.inline(tableName))'.\(hint) Run 'payspec spec list' for the list.")
            }
            if format == "json" {
                console.out(SpecListing.json(table))
            } else {
                console.out(SpecListing.text(table, wide: try args[Self.wide]))
            }
            return ExitCode.success
        case "check":
            // No spec folder at all is a wrong place or a wrong --spec, not a spec with problems.
            guard FileKind.of(directory) == .directory else {
                console.err("\(TerminalText.inline(directory)): error: spec directory not found")
                return ExitCode.usage
            }
            do {
                let catalog = try SpecCatalog.load(directory: directory)
                let rows = catalog.tables.values.reduce(0) { $0 + $1.rows.count }
                for name in catalog.tableNames { console.detail("\(name): \(catalog.tables[name]!.rows.count) rows") }
                console.out("spec OK: \(catalog.tables.count) tables, \(rows) rows, \(catalog.translations.count) languages")
                guard let documents = try args[Self.documents] else { return ExitCode.success }
                return checkDocuments(catalog, documents, &console)
            } catch let error as SpecCatalog.LoadError {
                for d in error.diagnostics { console.err(d) }
                return ExitCode.findings
            }
        case "format":
            return try SpecFormatter.run(directory: directory, checkOnly: try args[Self.check], console: &console)
        default:
            throw UsageError("unknown spec action '\(TerminalText.inline(action))'; use list, show, check or format")
        }
    }

    /// `check --documents DIR`: the cited lines exist and hold what their rows claim.
    private func checkDocuments(_ catalog: SpecCatalog, _ directory: String, _ console: inout Console) -> Int32 {
        guard FileKind.of(directory) == .directory else {
            console.err("\(directory): error: documents folder not found")
            return ExitCode.usage
        }
        let outcome = DocumentLineCheck(catalog: catalog, directory: directory).run()
        for d in outcome.diagnostics { console.err(d) }
        let rows = outcome.checkedByValue + outcome.checkedByLine
        guard rows > 0 || !outcome.diagnostics.isEmpty else {
            console.err("\(directory): error: no row cites a document; nothing was checked")
            return ExitCode.findings
        }
        // Every must vector's expected strings stand on the lines its rows cite.
        let values = MustValueCheck.run(BuiltInSuite.goldenSuites(nil).suites, catalog: catalog, lines: outcome.lines)
        for d in values.diagnostics { console.err(d.description) }
        let problems = outcome.diagnostics.count + values.diagnostics.count
        guard problems == 0 else {
            console.err("documents check failed: \(problems) problem(s)")
            return ExitCode.findings
        }
        console.out(
            "documents OK: \(rows) cited rows in \(outcome.documents.count) documents; \(outcome.checkedByValue) contain one of "
                + "their values, \(outcome.checkedByLine) (prose tables) checked for their lines only; \(values.checked) must vectors "
                + "whose expected strings all stand on their cited lines, \(values.nothingToCheck) with none to look for")
        return ExitCode.success
    }

    private func loadCatalog(_ directory: String?, _ console: inout Console) -> SpecCatalog? {
        do {
            return try BuiltInSuite.specCatalog(directory)
        } catch {
            for d in error.diagnostics { console.err(d) }
            return nil
        }
    }
}

extension CommandRegistry {
    static func editDistanceClosest(_ name: String, in candidates: [String]) -> String? {
        let best = candidates.map { ($0, editDistance($0, name)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= 3 else { return nil }
        return best.0
    }
}
