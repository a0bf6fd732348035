import Foundation
import PaySpecJSON
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec vectors export`: the request lines recorders need (one `{"type":"vector",…}` per line).
enum VectorsExport {
    static let options = ["--suite", "--tag", "--id", "--level", "--golden", "--output"]

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
        let args = try ArgumentScanner(arguments, options: Set(options), flags: [])
        try args.refuseStrayPositionals()
        var level: VectorLevel?
        if let l = args.value("--level") {
            guard let v = VectorLevel(rawValue: l) else {
                throw UsageError("--level must be must or should, not '\(TerminalText.inline(l))'")
            }
            level = v
        }
        let filter = VectorFilter(suites: args.values("--suite"), tags: args.values("--tag"), ids: args.values("--id"), level: level)
        let golden = args.value("--golden")
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
            let asked = (args.values("--suite") + args.values("--tag") + args.values("--id")).map { "'\(TerminalText.inline($0))'" }
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
