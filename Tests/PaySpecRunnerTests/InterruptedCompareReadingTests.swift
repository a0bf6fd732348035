import Foundation
import PaySpecJSON
import Testing

@testable import PaySpecRunner

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// `payspec compare --outputs` stops reading a recording on a signal: a recording of a million
/// lines is not read to its end first. The comparison still writes its report, counts every
/// input as not run, and exits 1.
@Suite struct InterruptedCompareReadingTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalWhileTheRecordingIsReadEndsTheComparisonWithAReport(_ number: Int32) throws {
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        try #require(FileManager.default.isExecutableFile(atPath: adapter), "payspec-reference-adapter not built")
        let dir = Fixture.tempDir()
        // Blank lines until the reading stops. Before, the reading went on to the end of the
        // recording whatever came.
        let ended = try SignalledReading.run(
            [
                "compare", "--adapter", adapter, "--outputs", "-", "--golden", Fixture.golden(), "--generated", "0", "--format", "json",
                "--output", dir + "/report.json",
            ], signal: number, what: "compare")
        let message = ended.stderr
        #expect(ended.reason == .exit)
        #expect(ended.status == 1, "an interrupted comparison exits 1: \(message)")
        let text = try String(contentsOfFile: dir + "/report.json", encoding: .utf8)
        let name = RunInterruption.name(of: number)
        #expect(text.contains("interrupted by \(name): 8 inputs not run (not compared)"), "\(text)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "report.json" }
        #expect(left.isEmpty, "staging debris: \(left)")
    }
}
