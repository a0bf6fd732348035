import Foundation
import PaySpecJSON
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// What `run` and `check` share: loading golden/, filters, the expectations file, and turning a
/// raw run into a rendered report with the right exit status.
struct ConformancePipeline {
    static let filterOptions: Set<String> = ["--suite", "--tag", "--id", "--level", "--golden"]
    static let reportOptions: Set<String> = ["--format", "--output", "--expect"]

    var goldenDirectory: String
    var filter: VectorFilter
    var format: ReportFormat
    var output: ReportDestination
    var expectPath: String?
    var updateExpectations: Bool

    var allVectors: [RunVector] = []
    var goldenDiagnostics: [Diagnostic] = []
    var expectations: ExpectationsFile?
    var stale: [String] = []
    var started: UInt64 = 0

    init(_ args: ArgumentScanner) throws {
        goldenDirectory = args.value("--golden") ?? "golden"
        var level: VectorLevel?
        if let l = args.value("--level") {
            guard let v = VectorLevel(rawValue: l) else { throw UsageError("--level must be must or should, not '\(l)'") }
            level = v
        }
        filter = VectorFilter(suites: args.values("--suite"), tags: args.values("--tag"), ids: args.values("--id"), level: level)
        let f = try args.choice("--format", in: ReportFormat.names, default: "text")
        format = ReportFormat(rawValue: f)!
        output = ReportDestination(args)
        started = DispatchTime.now().uptimeNanoseconds
        expectPath = args.value("--expect")
        updateExpectations = args.flag("--update-expectations")
        if updateExpectations && expectPath == nil { throw UsageError("--update-expectations needs --expect FILE") }
    }

    /// Loads golden/ and the expectations file. Returns an exit status when the run cannot go on.
    /// Refuses an `--output` that is one of the inputs (golden files, the expectations file,
    /// `extra` such as a recorded-outputs file) before anything runs.
    func refuseOutputOntoInputs(extra: [String] = []) throws {
        try output.refuse(inputs: [goldenDirectory] + (expectPath.map { [$0] } ?? []) + extra)
    }

    mutating func load(_ console: inout Console) -> Int32? {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: goldenDirectory, isDirectory: &isDir), isDir.boolValue else {
            console.err("error: golden directory '\(goldenDirectory)' not found; run from a PaySpec checkout or pass --golden DIR")
            return ExitCode.usage
        }
        let (suites, diagnostics) = GoldenLoader.load(directory: goldenDirectory)
        goldenDiagnostics = diagnostics
        allVectors = suites.runVectors
        if let expectPath {
            if updateExpectations && !FileManager.default.fileExists(atPath: expectPath) {
                expectations = ExpectationsFile()
            } else {
                do {
                    expectations = try ExpectationsFile.load(path: expectPath)
                } catch {
                    for d in error.diagnostics { console.err(d.description) }
                    return ExitCode.usage
                }
            }
            let (s, broad) = expectations!.check(allIDs: allVectors.map(\.id), path: expectPath)
            if !broad.isEmpty {
                for d in broad { console.err(d.description) }
                return ExitCode.usage
            }
            stale = s
        }
        return nil
    }

    /// The vectors the filters select, split into those to run and those the expectations skip.
    func selection() -> (run: [RunVector], skipped: [Int: VectorResult], order: [RunVector]) {
        let selected = allVectors.filter(filter.accepts)
        var toRun: [RunVector] = []
        var skipped: [Int: VectorResult] = [:]
        for (i, v) in selected.enumerated() {
            if let e = expectations?.entry(for: v.id), e.kind == .skip {
                var r = v.result(.skipped, message: "skipped: \(e.reason)")
                r.issue = e.issue
                skipped[i] = r
            } else {
                toRun.append(v)
            }
        }
        return (toRun, skipped, selected)
    }

    /// Merges verdicts, applies expectations, writes the report; returns the exit status.
    func finish(
        raw: RawRun, ran: [RunVector], skipped: [Int: VectorResult], order: [RunVector], source: String, _ console: inout Console
    ) -> Int32 {
        var byID: [String: VectorResult] = [:]
        for r in raw.results.compactMap({ $0 }) { byID[r.id] = r }
        var results: [VectorResult] = []
        var notRun = 0
        for (i, v) in order.enumerated() {
            if let s = skipped[i] { results.append(s) } else if let r = byID[v.id] { results.append(r) } else { notRun += 1 }
        }
        var problems: [String] = []
        if let expectations, let expectPath {
            problems = expectations.apply(to: &results, path: expectPath)
            if updateExpectations {
                let updated = expectations.updated(from: results, allIDs: allVectors.map(\.id))
                do {
                    try OutputFile.write(updated.text, to: expectPath)
                    console.err("updated \(expectPath): \(updated.entries.count) entries")
                } catch {
                    console.err("error: cannot write \(error.description)")
                    return ExitCode.io
                }
                // The rewritten file describes this run: nothing in it is unexpected any more.
                problems = []
                for i in results.indices {
                    if results[i].status.isFailure { results[i].status = .expectedFailure }
                    if results[i].status == .unexpectedPass { results[i].status = .passed }
                }
            } else {
                problems = stale + problems
            }
        }
        var report = RunReport(
            implementation: raw.implementation, source: source, results: results, notes: raw.notes,
            goldenDiagnostics: goldenDiagnostics, expectationProblems: problems, interrupted: raw.interrupted, notRun: notRun)
        report.duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let color = format == .text && output.path == nil && console.isTerminal && console.environment["NO_COLOR"] == nil
        let text = report.render(format, color: color, toolVersion: PaySpecVersion.current)
        if let status = output.write(text, &console) {
            // Never lose the verdicts: the report goes to stdout instead.
            console.err("the report follows on standard output")
            console.write(text, toError: false)
            return status
        }
        if let path = output.path {
            let c = report.counts
            console.err("wrote \(path): \(c.total) vectors: \(c.phrase)")
        }
        return report.exitCode
    }
}

/// Parses `--choice ID=OPTION` values.
func parseChoices(_ values: [String]) throws -> [String: String] {
    var out: [String: String] = [:]
    for v in values {
        let kv = v.split(separator: "=", maxSplits: 1).map(String.init)
        guard kv.count == 2, !kv[0].isEmpty else { throw UsageError("--choice needs AMBIGUITY=OPTION, not '\(v)'") }
        out[kv[0]] = kv[1]
    }
    return out
}

/// A positive number of seconds.
func parseSeconds(_ value: String?, option: String, default fallback: Double) throws -> Double {
    guard let value else { return fallback }
    guard let d = Double(value), d > 0, d.isFinite else { throw UsageError("\(option) needs a positive number of seconds, not '\(value)'") }
    return d
}
