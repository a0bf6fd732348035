import Testing

@testable import PaySpecL10n

/// `payspec l10n bench` fails (exit 1) when a clean synthetic catalog yields any finding, any
/// parse error, no readable report or a failed check: the decision it exits on.
@Suite struct BenchVerdictTests {
    func measurement(findings: Int, exit: Int32 = 0, files: Int = 3) -> L10nBenchmark.IsolatedMeasurement {
        L10nBenchmark.IsolatedMeasurement(
            format: .androidXML, files: files, bytes: 100, seconds: 0.1, cpuSeconds: 0.1, findings: findings, peakRSSMiB: 10,
            exitStatus: exit)
    }

    @Test func reportLastLineCountsFindingsAndUnreadableFiles() {
        #expect(L10nBenchmark.findingCount(inReport: "…\n0 errors, 0 warnings\n") == 0)
        #expect(L10nBenchmark.findingCount(inReport: "…\n1 error, 2 warnings") == 3)
        #expect(L10nBenchmark.findingCount(inReport: "x\n0 errors, 0 warnings, 1 unreadable file\n") == 1)
        #expect(L10nBenchmark.findingCount(inReport: "") == -1)
        #expect(L10nBenchmark.findingCount(inReport: "something else entirely 12") == -1)
    }

    @Test func aCleanRunHasNoDefect() {
        #expect(L10nBenchmark.defects([measurement(findings: 0), measurement(findings: 0)]).isEmpty)
    }

    @Test(arguments: [(1, Int32(0), 3), (0, Int32(1), 3), (-1, Int32(0), 3), (0, Int32(0), 0)])
    func anyFindingParseErrorOrFailedCheckIsADefect(_ findings: Int, _ exit: Int32, _ files: Int) {
        let defects = L10nBenchmark.defects([measurement(findings: 0), measurement(findings: findings, exit: exit, files: files)])
        #expect(defects.count == 1 && defects[0].hasPrefix("android (exit \(exit)"), "\(defects)")
    }

    @Test func nothingMeasuredIsADefect() {
        #expect(!L10nBenchmark.defects([]).isEmpty)
    }
}
