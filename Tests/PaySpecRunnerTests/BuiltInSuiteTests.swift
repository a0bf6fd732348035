import Foundation
import PaySpecGolden
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecTestSupport
import PaySpecTesting
import Testing

/// The reference model with one planted bug: every SEB status maps to "failed".
struct MisreadingSEBImplementation: PaySpecImplementation {
    func handshake() -> ImplementationInfo {
        ImplementationInfo(name: "misreading", version: "1", language: "swift", suites: ["seb.status-outcome"])
    }
    func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
        var output = try ReferenceImplementation().evaluate(suite: suite, input: input)
        if case .object(var members) = output, members["outcome"] != nil {
            members["outcome"] = "failed"
            output = .object(members)
        }
        return output
    }
}

@Suite("Built-in suite: no path needed", .waitsOnProcesses)
struct BuiltInSuiteTests {
    /// `check` with no path judges the vectors built into PaySpecGolden.
    @Test func inProcessCheckNeedsNoPath() {
        let report = PaySpecConformance.check(ReferenceImplementation(), suites: ["seb.*"])
        let sebVectors = PaySpecSuite.goldenSuites().suites.filter { $0.name.hasPrefix("seb.") }.flatMap(\.vectors).count
        #expect(sebVectors > 100)
        #expect(report.counts.passed == sebVectors)
        #expect(report.counts.failed == 0)
        #expect(report.runProblems.isEmpty)
    }

    /// A planted bug is reported against the built-in vectors, one issue per failing vector.
    @Test func inProcessCheckReportsAPlantedBug() {
        var failing = 0
        withKnownIssue {
            failing = PaySpecConformance.check(MisreadingSEBImplementation(), suites: ["seb.status-outcome"]).counts.failed
        } matching: { issue in
            issue.description.contains("seb.status-outcome/")
        }
        #expect(failing > 10)
    }

    /// A path stays possible; a missing one is a usage error naming it.
    @Test func aGoldenPathStillWorks() {
        let report = PaySpecConformance.check(ReferenceImplementation(), golden: Fixture.root + "/golden", suites: ["moneycollect.*"])
        #expect(report.counts.passed > 100)
        withKnownIssue {
            PaySpecConformance.check(ReferenceImplementation(), golden: "/nonexistent/golden", suites: ["seb.*"])
        } matching: { issue in
            issue.description.contains("/nonexistent/golden")
        }
    }

    /// `payspec run` of the built binary from an empty folder: the full run, green, and the
    /// maintenance commands there still read the (absent) folders and say so.
    @Test(arguments: ["debug", "release"])
    func builtBinaryRunsFromAnEmptyFolder(configuration: String) throws {
        let binary = Fixture.root + "/.build/\(configuration)/payspec"
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("NOTE: \(binary) is not built; this case is skipped.")
            return
        }
        let empty = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let run = try runProcess(binary, ["run"], in: empty)
        #expect(run.status == 0, "\(run.err)")
        let total = PaySpecSuite.goldenSuites().suites.flatMap(\.vectors).count
        #expect(total > 1000)
        #expect(run.out.contains("OK: \(total) vectors: \(total) passed"), "\(run.out.suffix(600))")

        let repro = try runProcess(binary, ["repro", "seb.status-outcome/status-SETTLED"], in: empty)
        #expect(repro.status == 0, "\(repro.err)")
        let show = try runProcess(binary, ["spec", "show", "ambiguities"], in: empty)
        #expect(show.status == 0, "\(show.err)")

        let maintain = try runProcess(binary, ["vectors", "check"], in: empty)
        #expect(maintain.status == 2, "\(maintain.out)\(maintain.err)")
        #expect(maintain.err.contains("spec"))
        let format = try runProcess(binary, ["spec", "check"], in: empty)
        #expect(format.status != 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty, "nothing written into the folder")
    }

    func runProcess(_ path: String, _ arguments: [String], in directory: String) throws -> (status: Int32, out: String, err: String) {
        let out = directory + "/../" + UUID().uuidString + ".out"
        let err = directory + "/../" + UUID().uuidString + ".err"
        try #require(FileManager.default.createFile(atPath: out, contents: nil), "output capture file created")
        try #require(FileManager.default.createFile(atPath: err, contents: nil), "error capture file created")
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/null"))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self),
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: err)), as: UTF8.self)
        )
    }
}
