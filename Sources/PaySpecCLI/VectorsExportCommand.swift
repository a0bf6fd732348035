import Foundation
import PaySpecArguments
import PaySpecJSON
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec vectors export`: the request lines recorders need (one `{"type":"vector",…}` per line).
enum VectorsExport {
    static let options = SelectionOptions.filters + [SelectionOptions.golden.declaration, JudgingOptions.output.declaration]

    static let help = """
        USAGE: payspec vectors export [--suite GLOB] [--tag GLOB] [--id GLOB] [--level must|should]
                                      [--golden DIR] [--output FILE|-]

        Writes one protocol request line per selected vector, {"type":"vector","id":…,"suite":…,"input":…},
        for implementations that record their outputs elsewhere (then: payspec check --outputs).
        --golden DIR reads a golden folder; without it, the vectors built into payspec.

        EXAMPLES:
          payspec vectors export --suite 'comgate.*' --output requests.jsonl
        """

    static func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try ArgumentScanner(arguments, declarations: options)
        try args.refuseStrayPositionals()
        let level = try SelectionOptions.vectorLevel(args)
        let globs = (suites: try args[SelectionOptions.suite], tags: try args[SelectionOptions.tag], ids: try args[SelectionOptions.id])
        let filter = VectorFilter(suites: globs.suites, tags: globs.tags, ids: globs.ids, level: level)
        let golden = try args[SelectionOptions.golden]
        let output = try ReportDestination(args)
        try output.refuse(inputs: [golden].compactMap { $0 })
        let (suites, diagnostics) = BuiltInSuite.goldenSuites(golden)
        for d in diagnostics { console.err(d) }
        // A request file missing the vectors of a broken golden file would be judged as if it
        // were whole: nothing is written until every file loads.
        guard diagnostics.isEmpty else {
            console.err("error: \(diagnostics.count) problem(s) in the golden files; nothing written")
            return ExitCode.usage
        }
        let selected = suites.runVectors.filter(filter.accepts)
        guard !selected.isEmpty else {
            let asked = (globs.suites + globs.tags + globs.ids).map { "'\(TerminalText.inline($0))'" }
            console.err("error: no vector matches \(asked.isEmpty ? "the filters" : asked.joined(separator: ", ")); nothing written")
            return ExitCode.usage
        }
        var text = ""
        for v in selected { text += v.requestLine + "\n" }
        if let status = output.write(text, &console) { return status }
        if let path = output.path { console.note("wrote \(path): \(selected.count) request lines") }
        return ExitCode.success
    }
}
