import Foundation
import PaySpecJSON
import PaySpecTestSupport
import PaySpecVectors
import Testing

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// `run`, `check`, `fuzz` and `compare` over a golden set ten times the built-in one, without an
/// adapter where the command allows it, signalled as soon as they take their signals over: each
/// stops while it still reads the set, writes its report marked interrupted, leaves no
/// temporary file, and exits 1 (never 0, never the watchdog's 74).
@Suite(.waitsOnProcesses) struct SignalDuringLargeGoldenTests {
    static let binary = Fixture.root + "/.build/debug/payspec"
    static let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"

    /// The repository's golden set, each suite's vectors ten times over in one file (copy k > 0
    /// suffixes each id with `~k`): files of up to 6 MB, some read in pieces.
    static let tenfold: String = {
        let dir = Fixture.tempDir() + "/golden-x10"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let (suites, diagnostics) = GoldenLoader.load(directory: Fixture.root + "/golden")
        precondition(diagnostics.isEmpty, "\(diagnostics)")
        for suite in suites {
            var scaled = suite
            scaled.vectors = (0..<10).flatMap { k in
                suite.vectors.map { v in
                    var copy = v
                    if k > 0 { copy.id += "~\(k)" }
                    return copy
                }
            }
            try! scaled.fileText.write(toFile: dir + "/\(suite.name).json", atomically: true, encoding: .utf8)
        }
        return dir
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var format: String
        var signal: Int32
        /// The report goes to standard output, not to a file.
        var toStandardOutput = false
        var testDescription: String {
            "\(arguments[0]) --format \(format) \(toStandardOutput ? "to stdout" : "to a file"), signal \(signal)"
        }
    }

    static let cases: [Case] = [
        Case(arguments: ["run"], format: "json", signal: SIGINT),
        Case(arguments: ["run"], format: "junit", signal: SIGTERM),
        Case(arguments: ["run"], format: "text", signal: SIGHUP),
        Case(arguments: ["run"], format: "sarif", signal: SIGINT),
        Case(arguments: ["run"], format: "json", signal: SIGTERM, toStandardOutput: true),
        Case(arguments: ["check", "--outputs", "recorded.jsonl"], format: "json", signal: SIGINT),
        Case(arguments: ["fuzz", "--adapter", adapter, "--count", "100000"], format: "json", signal: SIGTERM),
        Case(arguments: ["compare", "--adapter", adapter, "--adapter", adapter], format: "json", signal: SIGHUP),
    ]

    @Test(arguments: cases)
    func aCommandSignalledWhileItReadsALargeGoldenSetReportsAndExitsOne(_ c: Case) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        try #require(FileManager.default.isExecutableFile(atPath: Self.adapter))
        let dir = Fixture.tempDir()
        try #"{"id":"seb.status-outcome/x","output":{}}"#.write(toFile: dir + "/recorded.jsonl", atomically: true, encoding: .utf8)
        let elsewhere = Fixture.tempDir()
        let stdoutPath = elsewhere + "/stdout"
        FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        let stdout = try #require(FileHandle(forWritingAtPath: stdoutPath))
        let errors = Pipe()
        var arguments = c.arguments + ["--golden", Self.tenfold, "--format", c.format]
        if !c.toStandardOutput { arguments += ["--output", "report.\(c.format)"] }
        let child = try WatchedProcess(Self.binary, arguments, in: dir, output: stdout, errors: errors)
        // Signalled the moment it has taken the signal over: its reading of the set has at most begun.
        let handled = child.waitUntilHandles(c.signal)
        kill(child.pid, c.signal)
        let ended = child.waitForEnd(seconds: 120)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try stdout.close()
        #expect(handled, "never took \(c.signal) over")
        #expect(ended, "still running 120 s after the signal")
        #expect(child.process.terminationReason == .exit)
        #expect(child.process.terminationStatus == 1, "\(stderr)")
        let reportPath = c.toStandardOutput ? stdoutPath : dir + "/report.\(c.format)"
        let report = try String(contentsOfFile: reportPath, encoding: .utf8)
        #expect(report.lowercased().contains("interrupted"), "\(report.prefix(2000))")
        if c.arguments[0] == "run" && c.format == "json" {
            let value = try JSONParser.parseValue(Array(report.utf8))
            #expect(value["interrupted"] == .bool(true))
            #expect(value["summary"]?["succeeded"] == .bool(false))
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "recorded.jsonl" && $0 != "report.\(c.format)" }
        #expect(left.isEmpty, "debris: \(left)")
    }
}
