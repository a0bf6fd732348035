/// JUnit XML: one `<testsuite>` per suite, one `<testcase>` per vector.
public enum JUnitReport {
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids most control characters even as references.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    public static func render(_ r: RunReport) -> String {
        let c = r.counts
        let failures = c.failed + c.unexpectedPasses
        let errors = c.errored + c.crashed + c.timedOut + r.goldenDiagnostics.count + r.notes.count
        let skipped = c.skipped + c.unsupported + c.expectedFailures
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"payspec \(escape(r.title))\" tests=\"\(c.total)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        for (suite, sc) in r.counts(by: { $0.suite }) {
            out +=
                "  <testsuite name=\"\(escape(suite))\" tests=\"\(sc.total)\" failures=\"\(sc.failed + sc.unexpectedPasses)\" errors=\"\(sc.errored + sc.crashed + sc.timedOut)\" skipped=\"\(sc.skipped + sc.unsupported + sc.expectedFailures)\">\n"
            for res in r.results where res.suite == suite {
                out += "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(res.id))\""
                let body = (res.diffLines + [res.message].compactMap { $0 } + (res.stderr.map { ["adapter stderr:", $0] } ?? [])).joined(
                    separator: "\n")
                switch res.status {
                case .passed:
                    out += "/>\n"
                    continue
                case .failed, .unexpectedPass:
                    out +=
                        ">\n      <failure message=\"\(escape(res.diffLines.first ?? res.message ?? res.status.rawValue))\" type=\"\(res.status.rawValue)\">\(escape(body))</failure>\n"
                case .errored, .crashed, .timedOut:
                    out +=
                        ">\n      <error message=\"\(escape(res.message ?? res.status.rawValue))\" type=\"\(res.status.rawValue)\">\(escape(body))</error>\n"
                case .skipped, .unsupported, .expectedFailure:
                    out += ">\n      <skipped message=\"\(escape(res.status.rawValue + (res.message.map { ": \($0)" } ?? "")))\"/>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        if !r.goldenDiagnostics.isEmpty || !r.notes.isEmpty || !r.expectationProblems.isEmpty || !r.runProblems.isEmpty {
            out += "  <testsuite name=\"payspec.run\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
            out += "    <testcase classname=\"payspec.run\" name=\"run-level problems\">\n"
            let lines = r.goldenDiagnostics.map(\.description) + r.notes.map(\.description) + r.expectationProblems + r.runProblems
            out += "      <error message=\"\(lines.count) run-level problems\">\(escape(lines.joined(separator: "\n")))</error>\n"
            out += "    </testcase>\n  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
