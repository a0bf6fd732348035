import PaySpecReport

extension FindingsReport {
    /// The report in `format`, stamped with the kit's and the suite's versions and shaped by the
    /// console's `--quiet`/`--verbose`: the one way every command renders its report.
    func rendered(_ format: ReportFormat, color: Bool = false, for console: Console) -> String {
        var stamped = self
        stamped.toolVersion = PaySpecVersion.current
        stamped.suiteVersion = SuiteVersion.current
        return format.render(stamped, color: color, verbosity: console.verbosity)
    }
}
