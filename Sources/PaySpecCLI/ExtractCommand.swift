import Foundation
import PaySpecArguments
import PaySpecDrift
import PaySpecJSON
import PaySpecReport

/// `payspec extract FILE…`: vendor documents in, spec rows with provenance out.
struct ExtractCommand: PaySpecCommand {
    let name = "extract"
    let summary = "Extract spec tables (with file and line) from vendor documents."
    let help = """
        USAGE: payspec extract FILE… [--output DIR]

          Reads vendor documents (HTML pages as sites publish them, GitHub or GitBook Markdown,
          plain-text exports with tab-separated tables, sample code; the format told from the
          content) in any prose language, tells the SDK and each table from its content, and
          prints the rows as JSON with provenance (document, line, section, row, and the heading
          anchor of an HTML page).

        \(ExtractCommand.options.text)

        EXAMPLES:
          payspec extract docs/comgate-results-de.txt docs/seb-result-et.md
          payspec extract docs/*.txt --output build/extracted

        EXIT STATUS: 0 extracted, 2 bad usage or bad input (not UTF-8, unknown table shape, a
        document of which no table of its SDK is recognised).
        """

    static let output = JudgingOptions.output.described(
        """
        Write one file per table (DIR/<sdk>/<table>.json) instead of printing;
        every file lands or none does. Nothing is written when any document is
        bad input; refused when DIR holds spec tables or the documents.
        ('--out' is a deprecated spelling; '-' prints to standard output.)
        """, label: "DIR")
    /// The old spelling of `--output`, accepted with a warning and left off the page.
    static let out = Option<String?>.path("--out", label: "DIR", help: "")

    /// The OPTIONS part of the help page.
    static let options = OptionHelp("OPTIONS:", column: 16, [.option(output)])

    let syntaxes: [CommandSyntax] = [CommandSyntax(declarations: [output.declaration, out.declaration])]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scan(arguments)
        guard !args.positionals.isEmpty else { throw UsageError("extract needs at least one document FILE") }
        let (output, oldSpelling) = (try args[Self.output], try args[Self.out])
        if oldSpelling != nil && output != nil {
            throw UsageError("use --output DIR (--out is its old spelling), not both")
        }
        if oldSpelling != nil { console.err("warning: \(Self.out.name) is deprecated; use \(Self.output.name)") }
        let destination = ReportDestination(path: output ?? oldSpelling)
        if let out = destination.path {
            try destination.refuse(inputs: args.positionals)
            if let table = SpecTableGuard.specTable(under: out) {
                throw UsageError("--output \(out) holds spec tables (\(table)); extraction would overwrite them with non-tables")
            }
        }
        for path in args.positionals { console.detail("reading \(path)") }
        let extraction: Extraction
        do {
            extraction = try DocumentExtractor.extract(paths: args.positionals)
        } catch {
            for d in error.diagnostics { console.err(d) }
            return ExitCode.usage
        }
        guard let out = destination.path else {
            console.out(ExtractionWriter.document(extraction))
            return ExitCode.success
        }
        let files = extraction.tableNames.map { name in
            (path: name + ".json", text: JSONWriter.document(ExtractionWriter.table(name, extraction.tables[name]!)))
        }
        do {
            try OutputFile.writeTree(files, into: out)
        } catch {
            console.err("error: cannot write \(TerminalText.inline(error.description))")
            return ExitCode.io
        }
        if console.verbosity > .quiet { for file in files { console.out("wrote \((out as NSString).appendingPathComponent(file.path))") } }
        return ExitCode.success
    }
}

/// Recognises a spec folder so extraction never lands on it.
enum SpecTableGuard {
    /// The first file under `directory` that is a spec table (an object with `sdk`, `title` and
    /// `rows`; an extracted table has neither `sdk` nor `title`), if any.
    static func specTable(under directory: String) -> String? {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return nil }
        for case let relative as String in walker where relative.hasSuffix(".json") {
            let path = (directory as NSString).appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: path), let value = try? JSONParser.parseValue(Array(data)) else {
                continue
            }
            if value["rows"] != nil && value["sdk"] != nil && value["title"] != nil { return path }
        }
        return nil
    }
}
