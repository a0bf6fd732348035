/// GitHub Actions workflow commands: one annotation per problem, then a notice with the summary.
public enum GitHubReport {
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    public static func render(_ r: RunReport) -> String {
        var out = ""
        for d in r.goldenDiagnostics {
            var props = "file=\(escapeProperty(d.file))"
            if let l = d.location { props += ",line=\(l.line),col=\(l.column)" }
            out += "::error \(props),title=broken golden file::\(escapeData(d.message))\n"
        }
        for res in r.results {
            let body = (res.diffLines + [res.message].compactMap { $0 } + (res.stderr.map { ["adapter stderr:", $0] } ?? [])).joined(
                separator: "\n")
            let title = escapeProperty("payspec \(res.status.rawValue): \(res.id)")
            if res.status.failsRun {
                out += "::error title=\(title)::\(escapeData(body.isEmpty ? res.status.rawValue : body))\n"
            } else if res.status == .expectedFailure {
                out += "::warning title=\(title)::\(escapeData(body))\n"
            }
        }
        for n in r.notes { out += "::error title=payspec protocol error (\(n.kind.rawValue))::\(escapeData(n.message))\n" }
        for p in r.expectationProblems { out += "::error title=payspec expectations::\(escapeData(p))\n" }
        for p in r.runProblems { out += "::error title=payspec run::\(escapeData(p))\n" }
        out +=
            "::notice title=payspec \(escapeProperty(r.title))::\(escapeData("\(r.counts.total) vectors: \(r.counts.phrase); \(r.coveragePhrase)"))\n"
        return out
    }
}
