import PaySpecReport

extension FindingsReport {
    /// The report in `format`, stamped with the kit's version and the suite's (`suite`: nil when
    /// the command judged with folders of its own) and shaped by the console's
    /// `--quiet`/`--verbose`: the one way every command renders its report.
    func rendered(_ format: ReportFormat, color: Bool = false, suite: String?, for console: Console) -> String {
        var stamped = self
        stamped.toolVersion = PaySpecVersion.current
        stamped.suiteVersion = suite
        return format.render(stamped, color: color, verbosity: console.verbosity)
    }
}
