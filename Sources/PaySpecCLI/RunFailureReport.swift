import PaySpecJSON
import PaySpecReport

extension ReportDestination {
    /// A command that ends before judging (exit 2: a configuration error or a bad input; exit 3:
    /// an adapter could not be started or spoke no protocol) still writes the report `--output`
    /// asked for, so a CI step that uploads it always has a file: the reason is a run-level error
    /// (an `<error>` in JUnit, a result in SARIF, a finding in JSON). Standard output gets no
    /// second copy: the error is already on stderr. `data` is the command's own JSON document
    /// for the failed run, if it has a shape of its own.
    func reportFailure(
        _ message: String, status: Int32, command: String, title: String, format: ReportFormat, suite: String?,
        data: [String: JSONValue] = [:], _ console: inout Console
    ) {
        guard let path else { return }
        let rule = status == ExitCode.adapter ? "adapter" : "configuration"
        let heading = status == ExitCode.adapter ? "the adapter could not be used" : "the \(command) could not start"
        let summary = "nothing judged: \(heading) (exit \(status))"
        let report = FindingsReport(
            command: command, toolVersion: PaySpecVersion.current, title: title,
            runFindings: [(heading, ReportFinding(.error, rule: rule, title: "payspec \(command): \(heading)", message: message))],
            verdict: "FAILED", succeeded: false, summary: summary,
            rules: [
                ReportRule("adapter", "The adapter could not be started, sent no handshake in time, or spoke another protocol."),
                ReportRule("configuration", "A usage error or a bad input stopped the command before anything was judged."),
            ], data: data, duration: nil)
        if deliver(report, format, suite: suite, &console) == nil {
            console.note("wrote \(path): \(summary)")
        }
    }
}

extension ConformanceArguments {
    /// The failure report of a conformance run (`run`, `check`), in the shape of a run report
    /// in JSON so that `payspec report` lists the failed run with its reason.
    func reportFailure(_ message: String, status: Int32, command: String, source: String?, _ console: inout Console) {
        var data: [String: JSONValue] = [:]
        if format == .json {
            data = [
                "results": [], "runProblems": [.string(message)], "summary": ["succeeded": false, "total": 0],
                "source": .string(source ?? command),
            ]
        }
        output.reportFailure(
            message, status: status, command: command, title: source ?? "conformance \(command)", format: format,
            suite: SuiteVersion.judging(unless: options.golden), data: data, &console)
    }
}
