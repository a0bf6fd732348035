/// A job summary for people (`$GITHUB_STEP_SUMMARY`): per-SDK and per-suite tables, then the problems.
public enum MarkdownReport {
    static func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }

    static func table(_ rows: [(String, RunReport.Counts)], header: String) -> String {
        var out =
            "| \(header) | total | passed | failed | errored | crashed | timed out | unsupported | skipped | expected failures | unexpected passes |\n"
        out += "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for (k, c) in rows {
            let ok = c.failed + c.errored + c.crashed + c.timedOut + c.unexpectedPasses == 0
            out +=
                "| \(ok ? "✅" : "❌") `\(cell(k))` | \(c.total) | \(c.passed) | \(c.failed) | \(c.errored) | \(c.crashed) | \(c.timedOut) | \(c.unsupported) | \(c.skipped) | \(c.expectedFailures) | \(c.unexpectedPasses) |\n"
        }
        return out
    }

    public static func render(_ r: RunReport) -> String {
        let c = r.counts
        var out = "## PaySpec conformance: \(cell(r.title)) \(r.succeeded ? "✅" : "❌")\n\n"
        out += "\(c.total) vectors: \(c.phrase) (\(r.coveragePhrase)).\n\n"
        out += "### Per SDK\n\n" + table(r.counts { $0.sdk.isEmpty ? "-" : $0.sdk }, header: "SDK") + "\n"
        out += "### Per suite\n\n" + table(r.counts { $0.suite }, header: "suite") + "\n"
        let problems = r.problems
        if !problems.isEmpty {
            out += "### Problems (\(problems.count))\n\n"
            for res in problems.prefix(200) {
                out += "<details><summary><code>\(res.status.rawValue)</code> <code>\(cell(res.id))</code></summary>\n\n```\n"
                out += (res.diffLines + [res.message].compactMap { $0 } + (res.stderr.map { ["adapter stderr:", $0] } ?? [])).joined(
                    separator: "\n")
                out += "\n```\n\n</details>\n\n"
            }
            if problems.count > 200 { out += "… and \(problems.count - 200) more.\n\n" }
        }
        let runLevel = r.goldenDiagnostics.map(\.description) + r.notes.map(\.description) + r.expectationProblems + r.runProblems
        if !runLevel.isEmpty {
            out += "### Run-level problems\n\n" + runLevel.map { "- `\(cell($0))`" }.joined(separator: "\n") + "\n"
        }
        return out
    }
}
