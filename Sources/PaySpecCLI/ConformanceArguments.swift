import Foundation
import PaySpecArguments
import PaySpecJSON
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// The command-line face of `ConformancePipeline` (PaySpecRunner), shared by `run` and `check`:
/// options in, the rendered report out. Selection, choices, expectations and the exit decision
/// are the pipeline's, not this file's.
struct ConformanceArguments {
    static let filterOptions = SelectionOptions.filters + [SelectionOptions.golden.declaration]
    static let reportOptions: [OptionDeclaration] = [
        JudgingOptions.format.declaration, JudgingOptions.output.declaration, JudgingOptions.expect.declaration,
        JudgingOptions.choice.declaration, JudgingOptions.texts.declaration,
    ]
    static let flags: [OptionDeclaration] = [
        JudgingOptions.updateExpectations.declaration, JudgingOptions.requireAll.declaration, JudgingOptions.strictTexts.declaration,
    ]

    var options: ConformanceOptions
    /// When the command started, for the report's wall time.
    let started = DispatchTime.now().uptimeNanoseconds
    var format: ReportFormat
    var output: ReportDestination
    /// How many of the `--texts` texts the vectors name, when not all (said before the run).
    var textsCoverage: String?

    init(_ args: ArgumentScanner) throws {
        let level = try SelectionOptions.vectorLevel(args)
        format = ReportFormat(rawValue: try args[JudgingOptions.format])!
        output = try ReportDestination(args)
        let expectPath = try args[JudgingOptions.expect]
        let update = try args[JudgingOptions.updateExpectations]
        if update && expectPath == nil {
            throw UsageError("\(JudgingOptions.updateExpectations.name) needs \(JudgingOptions.expect.declaration.usage)")
        }
        var coverage: String?
        let golden = try args[SelectionOptions.golden]
        options = ConformanceOptions(
            golden: golden,
            filter: VectorFilter(
                suites: try args[SelectionOptions.suite], tags: try args[SelectionOptions.tag], ids: try args[SelectionOptions.id],
                level: level),
            choices: try parseChoices(try args[JudgingOptions.choice]), expectations: expectPath, updateExpectations: update,
            requireAll: try args[JudgingOptions.requireAll],
            texts: try SDKTextsFile.policy(
                path: try args[JudgingOptions.texts], strict: try args[JudgingOptions.strictTexts], golden: golden, coverage: &coverage))
        textsCoverage = coverage
    }

    /// Refuses an `--output` that is one of the inputs (golden files, the expectations file,
    /// `extra` such as a recorded-outputs file) before anything runs.
    func refuseOutputOntoInputs(extra: [String] = []) throws {
        try output.refuse(inputs: [options.golden, options.expectations, options.texts.source].compactMap { $0 } + extra)
    }

    /// The pipeline, or the exit status of a usage or configuration error (printed, and
    /// written as the `--output` report of `command`). With `stopsReading`, a signal stops the
    /// reading of a large golden directory as it stops the run. Without it (`check`, whose
    /// report counts every vector of the set it did not judge) the set is read whole, and a
    /// signal's watchdog waits for the reading, which ends on its own.
    func pipeline(
        _ console: inout Console, command: String = "run", stopsReading: Bool = true
    ) -> Result<ConformancePipeline, ExitStatus> {
        do {
            let passthrough = console.passthrough
            guard stopsReading else {
                let options = options
                return .success(
                    try RunInterruption.holdingWatchdog { () throws(ConformanceError) in try ConformancePipeline(options, stop: { false }) }
                )
            }
            return .success(try ConformancePipeline(options, stop: { passthrough && RunInterruption.isInterrupted }))
        } catch {
            console.err("error: \(error.message)")
            reportFailure(error.message, status: error.exitCode, command: command, source: nil, &console)
            return .failure(ExitStatus(error.exitCode))
        }
    }

    /// Judges the run, writes the report; returns the exit status.
    func finish(
        _ pipeline: ConformancePipeline, _ raw: RawRun, _ selection: ConformancePipeline.Selection, source: String, _ console: inout Console
    )
        -> Int32
    {
        // Judging what ran ends on its own, however large the run: a signal's watchdog waits for it.
        let outcome = RunInterruption.holdingWatchdog { pipeline.judge(raw, selection, source: source) }
        for m in outcome.messages { console.err(m) }
        var report = outcome.report
        report.duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let suite = SuiteVersion.judging(unless: options.golden)
        if RunReport.streams(format) {
            // JSON and JUnit list every vector: written case by case, never held whole.
            let findings = report.streamedFindings(format).stamped(format, suite: suite)
            if let status = output.deliverStreamed(&console, { try report.write(format, findings: findings, to: $0) }) { return status }
        } else if let status = output.deliver(
            // Text, SARIF and GitHub annotations list only the vectors with something to say: a
            // plain pass counts in its tally and is not made into a case.
            report.findings(withData: false, everyCase: Self.listsEveryCase(format, console.verbosity)), format,
            suite: suite, &console)
        {
            return status
        }
        if let path = output.path {
            let c = report.counts
            console.note("wrote \(path): \(c.total) vectors: \(c.phrase); \(report.coveragePhrase)")
        }
        if outcome.exitCode != 0 && format != .text {
            // Machine formats may go to a file nobody reads on failure: say why on stderr too.
            for p in report.runProblems { console.err("error: \(p)") }
        }
        return outcome.exitCode
    }
}

extension ConformanceArguments {
    /// Whether a report in `format` lists passing vectors one by one (Markdown and HTML do,
    /// and the text report under `--verbose`).
    static func listsEveryCase(_ format: ReportFormat, _ verbosity: Verbosity) -> Bool {
        switch format {
        case .text: return verbosity == .verbose
        case .sarif, .github: return false
        case .json, .junit, .markdown, .html: return true
        }
    }
}

/// An exit status carried as an error value.
struct ExitStatus: Error {
    var code: Int32
    init(_ code: Int32) { self.code = code }
}

/// Parses `--choice ID=OPTION` values (the pipeline checks them against the register).
func parseChoices(_ values: [String]) throws -> [String: String] {
    var out: [String: String] = [:]
    for v in values {
        let kv = v.split(separator: "=", maxSplits: 1).map(String.init)
        let option = JudgingOptions.choice.name
        guard kv.count == 2, !kv[0].isEmpty else { throw UsageError("\(option) needs AMBIGUITY=OPTION, not '\(TerminalText.inline(v))'") }
        if let previous = out[kv[0]], previous != kv[1] {
            throw UsageError("\(option) \(kv[0]) given twice (\(previous) and \(kv[1]))")
        }
        out[kv[0]] = kv[1]
    }
    return out
}
