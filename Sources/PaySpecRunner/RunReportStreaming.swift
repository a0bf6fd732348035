import PaySpecJSON
import PaySpecReport

/// A run's report written case by case (JUnit) or row by row (JSON) from its verdicts, so that
/// what a report of a million vectors holds at once is one case, not a million.
extension RunReport {
    /// Whether `format` is written by `write(_:findings:to:)`; the other formats list only the
    /// vectors with something to say (`findings(everyCase: false)`) or are small by nature.
    public static func streams(_ format: ReportFormat) -> Bool { format == .json || format == .junit }

    /// The findings a streamed report starts from: the cases with something to say (every
    /// other case is made while it is written) and, for JSON, the run's document without its rows.
    public func streamedFindings(_ format: ReportFormat, command: String = "run", toolVersion: String = "") -> FindingsReport {
        var f = findings(command: command, toolVersion: toolVersion, withData: false, everyCase: false)
        if format == .json { f.data = dataWithoutResults }
        return f
    }

    /// Writes the report in `format` (JSON or JUnit) as `format.render` would write
    /// `findings(…)`, from `findings` (`streamedFindings`, stamped as the caller stamps reports).
    public func write(_ format: ReportFormat, findings: FindingsReport, to out: ReportStream) throws {
        switch format {
        case .junit:
            try JUnitWriter.write(findings, suites: caseSources(), to: out)
        default:
            try JSONReportWriter.write(
                findings, counts: Self.junitCounts(counts),
                rows: ["results": { row in for i in results.indices { try row(Self.resultRow(results[i])) } }],
                to: out)
        }
    }

    /// Every suite with its cases made on demand, in the order `findings` lists them: suites by
    /// name, a suite's cases in golden order.
    func caseSources() -> [JUnitWriter.CaseSource] {
        // The stretches of results each suite holds (a golden file's vectors stand together).
        var stretches: [String: [Range<Int>]] = [:]
        var current: (suite: String, start: Int)?
        for i in results.indices {
            let suite = results.ledger.suite(at: i)
            if current?.suite != suite {
                if let c = current { stretches[c.suite, default: []].append(c.start..<i) }
                current = (suite, i)
            }
        }
        if let c = current { stretches[c.suite, default: []].append(c.start..<results.count) }
        let reproduce = reproduce
        let results = results
        return countsBySuite.map { name, tally in
            let mine = stretches[name] ?? []
            // The suite's time is the sum of its cases' times, in their order (as `ReportSuite.time`).
            var time = 0.0
            for r in mine { for i in r { time += results.ledger.duration(at: i) ?? 0 } }
            return JUnitWriter.CaseSource(name: name, counts: Self.junitCounts(tally), time: time) { body in
                for r in mine { for i in r { try body(Self.reportCase(results[i], reproduce: reproduce)) } }
            }
        }
    }

    /// A tally as JUnit counts its cases (`reportCase` maps each status to an outcome).
    static func junitCounts(_ c: Counts) -> JUnitWriter.Counts {
        JUnitWriter.Counts(
            tests: c.total, failures: c.failed + c.unexpectedPasses, errors: c.errored + c.crashed + c.timedOut,
            skipped: c.expectedFailures + c.skipped + c.unsupported)
    }
}
