import Foundation
import PaySpecDrift
import PaySpecJSON

/// `payspec extract FILE…`: vendor documents in, spec rows with provenance out.
struct ExtractCommand: PaySpecCommand {
    let name = "extract"
    let summary = "Extract spec tables (with file and line) from vendor documents."
    let help = """
        USAGE: payspec extract FILE… [--out DIR]

          Reads vendor documents (plain-text exports with tab-separated tables, GitBook Markdown
          with pipe tables, sample code) in any prose language, tells the SDK and each table from
          its content, and prints the rows as JSON with provenance (document, line, section, row).

        OPTIONS:
          --out DIR     Write one file per table (DIR/<sdk>/<table>.json) instead of printing.
                        Nothing is written when any document is bad input.

        EXAMPLES:
          payspec extract docs/comgate-cs.txt docs/seb-lt.md
          payspec extract docs/*.txt --out build/extracted

        EXIT STATUS: 0 extracted, 2 bad usage or bad input (not UTF-8, unknown table shape).
        """

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try ArgumentScanner(arguments, options: ["--out"], flags: [])
        guard !args.positionals.isEmpty else { throw UsageError("extract needs at least one document FILE") }
        let extraction: Extraction
        do {
            extraction = try DocumentExtractor.extract(paths: args.positionals)
        } catch {
            for d in error.diagnostics { console.err(d.description) }
            return ExitCode.usage
        }
        guard let out = args.value("--out") else {
            console.out(ExtractionWriter.document(extraction))
            return ExitCode.success
        }
        let files = extraction.tableNames.map { name in
            (
                (out as NSString).appendingPathComponent(name + ".json"),
                JSONWriter.document(ExtractionWriter.table(name, extraction.tables[name]!))
            )
        }
        for (path, text) in files {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            console.out("wrote \(path)")
        }
        return ExitCode.success
    }
}
