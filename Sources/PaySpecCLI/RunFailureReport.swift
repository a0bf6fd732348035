import PaySpecJSON
import PaySpecReport

extension ConformanceArguments {
    /// A run that ends before judging still writes the report `--output` asked for
    /// (`ReportDestination.reportFailure`).
    func reportFailure(_ message: String, status: Int32, command: String, source: String?, _ console: inout Console) {
        output.reportFailure(message, status: status, command: command, source: source, format: format, golden: options.golden, &console)
    }
}

extension ReportDestination {
    /// A command that ends before judging (exit 2: a configuration error; exit 3: the adapter
    /// could not be started or spoke no protocol) still writes the report `--output` asked for,
    /// so a CI step that uploads it always has a file: the reason is a run-level error (an
    /// `<error>` in JUnit, a result in SARIF, a finding and `runProblems` in JSON). Standard
    /// output gets no second copy: the error is already on stderr.
    func reportFailure(
        _ message: String, status: Int32, command: String, source: String?, format: ReportFormat, golden: String?,
        _ console: inout Console
    ) {
        guard let path else { return }
        let rule = status == ExitCode.adapter ? "adapter" : "configuration"
        let heading = status == ExitCode.adapter ? "the adapter could not be used" : "the \(command) could not start"
        let summary = "no \(command == "fuzz" ? "input" : "vector") judged: \(heading) (exit \(status))"
        var data: [String: JSONValue] = [:]
        if format == .json {
            // The shape of a run report, so `payspec report` lists the failed run with its reason.
            data = [
                "results": [], "runProblems": [.string(message)], "summary": ["succeeded": false, "total": 0],
                "source": .string(source ?? command),
            ]
        }
        let report = FindingsReport(
            command: command, toolVersion: PaySpecVersion.current, title: source ?? "conformance \(command)",
            runFindings: [(heading, ReportFinding(.error, rule: rule, title: "payspec \(command): \(heading)", message: message))],
            verdict: "FAILED", succeeded: false, summary: summary,
            rules: [
                ReportRule("adapter", "The adapter could not be started, sent no handshake in time, or spoke another protocol."),
                ReportRule("configuration", "A usage or configuration error stopped the \(command) before anything was judged."),
            ], data: data, duration: nil)
        if deliver(report, format, suite: SuiteVersion.judging(unless: golden), &console) == nil {
            console.note("wrote \(path): \(summary)")
        }
    }
}
