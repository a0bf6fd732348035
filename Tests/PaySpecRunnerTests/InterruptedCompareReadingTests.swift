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
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payspec")
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "payspec not built next to the tests")
        try #require(FileManager.default.isExecutableFile(atPath: adapter), "payspec-reference-adapter not built")
        signal(SIGPIPE, SIG_IGN)
        let dir = Fixture.tempDir()
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "compare", "--adapter", adapter, "--outputs", "-", "--golden", Fixture.golden(), "--generated", "0", "--format", "json",
            "--output", dir + "/report.json",
        ]
        let stdinPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardInput = stdinPipe
        process.standardError = stderrPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let watch = InterruptedCheckTests()
        try #require(watch.waitFor(seconds: 30) { watch.handles(pid, number) || !process.isRunning }, "compare never took over its signals")
        try #require(process.isRunning, "compare ended before it was signalled")
        kill(pid, number)
        // Blank lines until the reading stops: each is a point where it sees the signal. Before,
        // the reading went on to the end of the recording whatever came.
        let fd = stdinPipe.fileHandleForWriting.fileDescriptor
        var fed = 0
        _ = watch.waitFor(seconds: 30) {
            _ = "\n".utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, 1) }
            fed += 1
            return !process.isRunning
        }
        try? stdinPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: stderrPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1, "an interrupted comparison exits 1: \(message)")
        let text = try String(contentsOfFile: dir + "/report.json", encoding: .utf8)
        let name = RunInterruption.name(of: number)
        #expect(text.contains("interrupted by \(name): 8 inputs not run (not compared)"), "\(text)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "report.json" }
        #expect(left.isEmpty, "staging debris: \(left)")
    }
}
