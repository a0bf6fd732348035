import PaySpecJSON

/// The terminal report: problems first with their diffs, then per-suite counts and the summary.
public enum TextReport {
    public static func render(_ r: RunReport, color: Bool) -> String {
        func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        var out = "payspec run: \(r.title)" + (r.implementation != nil ? " via \(r.source)" : "") + "\n"
        func list(_ choices: [String: String]) -> String {
            choices.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        }
        let handshake = (r.implementation?.choices ?? [:]).filter { r.choiceOverrides[$0.key] == nil }
        if !handshake.isEmpty { out += "choices: \(list(handshake))\n" }
        if !r.choiceOverrides.isEmpty {
            out += "choices declared by the caller (--choice; they override the handshake): \(list(r.choiceOverrides))\n"
        }
        if !r.goldenDiagnostics.isEmpty {
            out += "\n" + paint("broken golden files (these vectors were not run):", "1;31") + "\n"
            for d in r.goldenDiagnostics { out += "  \(d)\n" }
        }
        // Unsupported vectors are grouped by suite and reason: a partial port would otherwise
        // list hundreds of identical lines.
        var unsupported: [(suite: String, message: String, count: Int)] = []
        for res in r.results where res.status == .unsupported {
            let m = res.message ?? ""
            if let last = unsupported.last, last.suite == res.suite, last.message == m {
                unsupported[unsupported.count - 1].count += 1
            } else {
                unsupported.append((res.suite, m, 1))
            }
        }
        for u in unsupported {
            out += "\n" + paint("UNSUPPORTED", "33") + " \(u.suite): \(u.count) vector\(u.count == 1 ? "" : "s")"
            out += u.message.isEmpty ? "\n" : " (\(u.message))\n"
        }
        var shown = 0
        for res in r.results where res.status != .passed && res.status != .skipped && res.status != .unsupported {
            let label: String
            switch res.status {
            case .failed, .errored, .crashed, .timedOut, .unexpectedPass: label = paint(res.status.rawValue.uppercased(), "1;31")
            case .expectedFailure: label = paint("XFAIL", "33")
            default: label = paint(res.status.rawValue.uppercased(), "33")
            }
            shown += 1
            if shown > 500 && !res.status.failsRun { continue }
            out += "\n\(label) \(res.id)\n"
            for line in res.diffLines { out += "  \(line)\n" }
            if let m = res.message { out += "  \(m)\n" }
            if let issue = res.issue { out += "  issue: \(issue)\n" }
            for n in res.notes { out += "  note: \(n)\n" }
            if let s = res.stderr, res.status != .unsupported {
                out += "  adapter stderr:\n"
                for line in s.split(separator: "\n", omittingEmptySubsequences: false) { out += "    | \(line)\n" }
            }
        }
        if !r.notes.isEmpty {
            out += "\n" + paint("adapter and protocol problems:", "1;31") + "\n"
            for n in r.notes { out += "  \(n)\n" }
        }
        if !r.expectationProblems.isEmpty {
            out += "\n" + paint("expectations file problems:", "1;31") + "\n"
            for p in r.expectationProblems { out += "  \(p)\n" }
        }
        let suites = r.counts { $0.suite }
        if !suites.isEmpty {
            out += "\n"
            let width = suites.map(\.0.count).max()! + 2
            for (suite, c) in suites {
                let mark =
                    c.failed + c.errored + c.crashed + c.timedOut + c.unexpectedPasses == 0 ? paint("ok  ", "32") : paint("FAIL", "31")
                out += "\(mark) \(suite.padding(toLength: width, withPad: " ", startingAt: 0))\(c.phrase)\n"
            }
        }
        if !r.runProblems.isEmpty {
            out += "\n" + paint("run problems:", "1;31") + "\n"
            for p in r.runProblems { out += "  \(p)\n" }
        }
        if r.interrupted { out += "\n" + paint("interrupted: \(r.notRun) vectors not run", "1;33") + "\n" }
        let c = r.counts
        let verdict = r.succeeded ? paint("OK", "1;32") : paint("FAILED", "1;31")
        out += "\n\(verdict): \(c.total) vectors: \(c.phrase)"
        if !r.notes.isEmpty { out += "; \(r.notes.count) protocol errors" }
        if !r.goldenDiagnostics.isEmpty { out += "; \(r.goldenDiagnostics.count) golden file problems" }
        out += "\n\(r.coveragePhrase)\n"
        return out
    }
}
