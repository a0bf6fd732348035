import PaySpecReport

extension FindingsReport {
    /// The report in `format`, stamped with the kit's version and the suite's (`suite`: nil when
    /// the command judged with folders of its own) and shaped by the console's
    /// `--quiet`/`--verbose`: the one way every command renders its report.
    func rendered(_ format: ReportFormat, color: Bool = false, suite: String?, for console: Console) -> String {
        format.render(stamped(format, suite: suite), color: color, verbosity: console.verbosity)
    }

    /// The report stamped with the kit's version and the suite's, its vectors located for `format`.
    func stamped(_ format: ReportFormat, suite: String?) -> FindingsReport {
        var stamped = self
        stamped.toolVersion = PaySpecVersion.current
        stamped.suiteVersion = suite
        if let suite, format == .github || format == .sarif { stamped.locateVectors(in: suite, linking: format == .sarif) }
        return stamped
    }

    /// Cases located in a golden file of the built-in suite name the vector and the suite's
    /// version instead: a SARIF location becomes a `payspec://` URI, a GitHub annotation loses
    /// the file (which the SDK's repository does not have) and names the suite in its title.
    mutating func locateVectors(in suite: String, linking: Bool) {
        func relocated(_ location: ReportLocation?, _ id: String) -> ReportLocation? {
            guard let location, location.file.hasPrefix("golden/") else { return location }
            return linking ? ReportLocation(file: VectorURI.of(vector: id, suite: suite)) : nil
        }
        for s in suites.indices {
            for c in suites[s].cases.indices {
                let id = suites[s].cases[c].name
                guard suites[s].cases[c].location?.file.hasPrefix("golden/") == true else { continue }
                suites[s].cases[c].location = relocated(suites[s].cases[c].location, id)
                for f in suites[s].cases[c].findings.indices {
                    suites[s].cases[c].findings[f].location = relocated(suites[s].cases[c].findings[f].location, id)
                    if !linking { suites[s].cases[c].findings[f].title += " (suite \(suite))" }
                }
            }
        }
    }
}
