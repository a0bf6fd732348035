import Foundation
import PaySpecTestSupport
import Testing

/// `payspec fuzz` and `payspec compare` judge with the suite built into the binary when no
/// `--golden` is given, like `run`: from an empty folder they work, not fail on `./golden`.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)), .enabled(if: Fixture.python != nil, "python3 not found on PATH"))
struct BuiltInDefaultsTests {
    static let binary = Fixture.root + "/.build/debug/payspec"

    static func runInEmptyFolder(_ arguments: [String]) throws -> (status: Int32, out: String) {
        let folder = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func fuzzFromAnEmptyFolderUsesTheBuiltInSuite() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build payspec first")
        let adapter = "\(Fixture.python!) \(Fixture.root)/tools/adapters/python/adapter.py"
        let r = try Self.runInEmptyFolder(["fuzz", "--adapter", adapter, "--suite", "seb.*", "--count", "50", "--seed", "1"])
        #expect(r.status == 0, "\(r.out)")
        #expect(r.out.contains("OK: 50 generated inputs judged (seed 1)"), "\(r.out)")
    }

    @Test func compareFromAnEmptyFolderUsesTheBuiltInSuite() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build payspec first")
        let adapter = "\(Fixture.python!) \(Fixture.root)/tools/adapters/python/adapter.py"
        let r = try Self.runInEmptyFolder(["compare", "--adapter", adapter, "--adapter", adapter, "--suite", "seb.*", "--generated", "0"])
        #expect(r.status == 0, "\(r.out)")
        #expect(r.out.contains("answered by both") && r.out.contains("no disagreement"), "\(r.out)")
    }
}
