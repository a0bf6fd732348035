import Foundation
import PaySpecJSON
import PaySpecTestSupport
import Testing

@testable import PaySpecRunner

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// `payspec check --outputs` stops on a signal the way `run` does: it writes its report, counts
/// the vectors it never judged as not run, leaves no staging file, and exits 1.
@Suite struct InterruptedCheckTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalWhileOutputsAreReadEndsTheCheckWithAReport(_ number: Int32) throws {
        let dir = Fixture.tempDir()
        let ended = try SignalledReading.run(
            ["check", "--outputs", "-", "--golden", Fixture.golden(), "--format", "json", "--output", dir + "/report.json"],
            signal: number, what: "the check")
        let message = ended.stderr
        #expect(ended.reason == .exit)
        #expect(ended.status == 1, "an interrupted check exits 1: \(message)")
        let name = RunInterruption.name(of: number)
        #expect(message.contains("payspec check: interrupted by \(name); reporting the 0 of 8 vectors judged"), "\(message)")
        let report = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/report.json"))))
        #expect(report["summary"]?["notRun"]?.intValue == 8)
        #expect(report["summary"]?["passed"]?.intValue == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "report.json" }
        #expect(left.isEmpty, "staging debris: \(left)")
    }
}
