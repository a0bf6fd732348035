import Foundation
import PaySpecArguments
import PaySpecIO
import PaySpecJSON
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec check --outputs FILE.jsonl`: judges outputs recorded elsewhere (an iOS simulator run, say).
struct CheckCommand: PaySpecCommand {
    let name = "check"
    let summary = "Judge outputs recorded elsewhere (one {\"id\",\"output\"} per line) against the vectors."
    let help = """
        USAGE: payspec check --outputs FILE.jsonl [filters] [options]

        FILE.jsonl holds one JSON object per line: {"id": "seb.status-outcome/status-SETTLED", "output": {…}}.
        Record it by feeding the lines of 'payspec vectors export' to the implementation.
        Selected vectors with no recorded output are reported as unsupported.

        \(CheckCommand.options.text)

        EXAMPLES:
          payspec vectors export --suite 'seb.*' --output requests.jsonl
          payspec check --outputs simulator-outputs.jsonl --suite 'seb.*'

        A run that judges nothing (no recorded output for any selected vector) fails.

        EXIT STATUS: 0 everything as expected, 1 unexpected results, nothing judged or an
        interrupted check (SIGINT, SIGTERM, SIGHUP: the report is written, the vectors not yet
        judged counted as not run), 2 usage
        error (a glob or choice that matches nothing) or a malformed outputs file (the message
        names the line).
        """

    /// The OPTIONS part of the help page.
    static let options = OptionHelp(
        "OPTIONS:", column: 27,
        [
            .option(RecordedOutputOptions.outputs), .option(RecordedOutputOptions.maximumLineBytes),
            .option(JudgingOptions.choice.described("The implementation's choice for an ambiguity (repeatable).")),
            .option(JudgingOptions.requireAll.described("Fail for every selected vector with no recorded output.")),
            .option(JudgingOptions.texts.described("The SDK's own texts: they replace PaySpec's reference texts.")),
            .option(JudgingOptions.strictTexts.described("Fail on differences from PaySpec's reference texts too.")),
            .option(SelectionOptions.golden), .together(SelectionOptions.filters),
            .together([JudgingOptions.expect.declaration, JudgingOptions.updateExpectations.declaration]),
            .together([JudgingOptions.format.declaration, JudgingOptions.output.declaration]),
        ])

    var syntaxes: [CommandSyntax] {
        [
            CommandSyntax(
                declarations: ConformanceArguments.filterOptions + ConformanceArguments.reportOptions + [
                    RecordedOutputOptions.outputs.declaration, RecordedOutputOptions.maximumLineBytes.declaration,
                ] + ConformanceArguments.flags)
        ]
    }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scanNames(arguments)
        guard args.positionals.isEmpty else { throw UsageError("unexpected argument '\(TerminalText.inline(args.positionals[0]))'") }
        let conformance = try ConformanceArguments(args)
        if let coverage = conformance.textsCoverage { console.note(coverage) }
        let recorded = try args[RecordedOutputOptions.outputs].last
        try conformance.refuseOutputOntoInputs(extra: recorded.map { [$0] } ?? [])
        do {
            try syntax.checkRanges(args)
        } catch let error as UsageError {
            conformance.reportFailure(error.message, status: ExitCode.usage, command: name, source: nil, &console)
            throw error
        }
        guard let path = recorded else { throw UsageError("check needs \(RecordedOutputOptions.outputs.name) FILE.jsonl") }
        let outputs: [String: JSONValue]
        let lineLimit = try args[RecordedOutputOptions.maximumLineBytes]
        // As `run`: a signal stops reading and judging, and the report is still written (no
        // half-written output left behind), with the unjudged vectors as not run.
        if console.passthrough {
            RunInterruption.install()
        }
        let passthrough = console.passthrough
        let stop = { passthrough && RunInterruption.isInterrupted }
        switch RecordedOutputs.load(path: path, maximumLineLength: lineLimit, stop: stop) {
        case .success(let o): outputs = o
        case .failure(let problem):
            console.err(problem)
            conformance.reportFailure(
                problem.description, status: ExitCode.usage, command: "check", source: "recorded outputs: \(path)", &console)
            return ExitCode.usage
        }
        // From here the work ends on its own, however large the set: reading it whole, judging
        // what was recorded (a signal stops that at once) and reporting. A signal's watchdog
        // waits for all of it, not only for its longest steps, and still never for an output
        // written straight through (`RunInterruption.holdingWatchdog`).
        return RunInterruption.holdingWatchdog {
            let pipeline: ConformancePipeline
            switch conformance.pipeline(&console, command: "check", stopsReading: false) {
            case .success(let p): pipeline = p
            case .failure(let status): return status.code
            }
            let selection = pipeline.selection()
            let raw = pipeline.judgeRecorded(outputs, selection, stop: stop)
            if raw.interrupted && RunInterruption.signal != 0 {
                let judged = raw.results.lazy.compactMap { $0 }.count
                console.err(
                    "payspec check: interrupted by \(RunInterruption.name(of: RunInterruption.signal)); "
                        + "reporting the \(judged) of \(raw.results.count) vectors judged")
            }
            return conformance.finish(pipeline, raw, selection, source: "recorded outputs: \(path)", &console)
        }
    }
}

/// Reads a recorded-outputs file; a malformed line is an error that names the line. The file
/// is read a block at a time: a line longer than `maximumLineLength` (the protocol's 1 MiB
/// unless `--max-line-bytes` says otherwise) is refused at that point, not read whole.
enum RecordedOutputs {
    /// `stop` ends the reading early (a signal): the outputs read so far are returned.
    static func load(
        path: String, maximumLineLength: Int = PaySpecProtocol.maximumLineLength, stop: () -> Bool = { false }
    ) -> Result<[String: JSONValue], Diagnostic> {
        // `-` reads the outputs from standard input (a recorder piped straight in).
        var outputs: [String: JSONValue] = [:]
        var problem: Diagnostic?
        do throws(InputLines.Failure) {
            try InputLines.forEach(path, maximumLineLength: maximumLineLength) { lineNumber, bytes in
                if stop() { return false }
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { return true }
                func refuse(_ column: Int, _ message: String) -> Bool {
                    problem = Diagnostic(file: path, at: SourceLocation(line: lineNumber, column: column), message)
                    return false
                }
                let value: JSONValue
                do throws(JSONSyntaxError) {
                    value = try JSONParser.parseValue(bytes)
                } catch {
                    return refuse(error.location.column, "malformed line: \(error.message)")
                }
                guard let id = value["id"]?.stringValue else { return refuse(1, "line needs a string \"id\"") }
                guard let output = value["output"] else { return refuse(1, "\(id): line needs an \"output\"") }
                if outputs[id] != nil { return refuse(1, "\(id): recorded twice") }
                outputs[id] = output
                return true
            }
        } catch {
            switch error {
            case .unreadable(let refusal): return .failure(Diagnostic(refusal: refusal))
            case .lineTooLong(let line, let limit):
                return .failure(
                    Diagnostic(
                        file: path, at: SourceLocation(line: line, column: 1),
                        "line is longer than \(limit) bytes (the limit; --max-line-bytes raises it)"))
            }
        }
        if let problem { return .failure(problem) }
        return .success(outputs)
    }
}
