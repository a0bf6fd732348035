import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecVectors

/// `payspec check --outputs FILE.jsonl`: judges outputs recorded elsewhere (an iOS simulator run, say).
struct CheckCommand: PaySpecCommand {
    let name = "check"
    let summary = "Judge outputs recorded elsewhere (one {\"id\",\"output\"} per line) against the vectors."
    let help = """
        USAGE: payspec check --outputs FILE.jsonl [filters] [options]

        FILE.jsonl holds one JSON object per line: {"id": "seb.status-outcome/SETTLED", "output": {…}}.
        Record it by feeding the lines of 'payspec vectors export' to the implementation.
        Selected vectors with no recorded output are reported as skipped.

        OPTIONS:
          --outputs FILE           The recorded outputs (required).
          --choice ID=OPTION       The implementation's choice for an ambiguity (repeatable).
          --golden DIR  --suite GLOB  --tag GLOB  --id GLOB  --level must|should
          --expect FILE  --update-expectations
          --format text|json|junit|github|markdown|sarif|html  --output FILE|-

        EXAMPLES:
          payspec vectors export --suite 'seb.*' --output requests.jsonl
          payspec check --outputs simulator-outputs.jsonl --suite 'seb.*'

        EXIT STATUS: 0 everything as expected, 1 unexpected results, 2 usage error or a
        malformed outputs file (the message names the line).
        """

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try ArgumentScanner(
            arguments,
            options: ConformancePipeline.filterOptions.union(ConformancePipeline.reportOptions).union(["--outputs", "--choice"]),
            flags: ["--update-expectations"])
        guard let path = args.value("--outputs") else { throw UsageError("check needs --outputs FILE.jsonl") }
        var pipeline = try ConformancePipeline(args)
        try pipeline.refuseOutputOntoInputs(extra: [path])
        let choices = try parseChoices(args.values("--choice"))
        let outputs: [String: JSONValue]
        switch RecordedOutputs.load(path: path) {
        case .success(let o): outputs = o
        case .failure(let problem):
            console.err(problem.description)
            return ExitCode.usage
        }
        if let status = pipeline.load(&console) { return status }
        let (toRun, skipped, order) = pipeline.selection()
        // Outputs for vectors outside the filters are not unknown; only ids no golden file has.
        let raw = ConformanceRunner.judgeRecorded(toRun, outputs: outputs, choices: choices, knownIDs: Set(pipeline.allVectors.map(\.id)))
        return pipeline.finish(raw: raw, ran: toRun, skipped: skipped, order: order, source: "recorded outputs: \(path)", &console)
    }
}

/// Reads a recorded-outputs file; a malformed line is an error that names the line.
enum RecordedOutputs {
    static func load(path: String) -> Result<[String: JSONValue], Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(file: path, at: nil, "cannot read outputs file"))
        }
        var outputs: [String: JSONValue] = [:]
        var lineNumber = 0
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            let bytes = Array(line)
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
            let value: JSONValue
            do {
                value = try JSONParser.parseValue(bytes)
            } catch {
                return .failure(
                    Diagnostic(
                        file: path, at: SourceLocation(line: lineNumber, column: error.location.column), "malformed line: \(error.message)")
                )
            }
            guard let id = value["id"]?.stringValue else {
                return .failure(Diagnostic(file: path, at: SourceLocation(line: lineNumber, column: 1), "line needs a string \"id\""))
            }
            guard let output = value["output"] else {
                return .failure(Diagnostic(file: path, at: SourceLocation(line: lineNumber, column: 1), "\(id): line needs an \"output\""))
            }
            if outputs[id] != nil {
                return .failure(Diagnostic(file: path, at: SourceLocation(line: lineNumber, column: 1), "\(id): recorded twice"))
            }
            outputs[id] = output
        }
        return .success(outputs)
    }
}
