import Foundation
import Testing

/// `payspec run --golden DIR` reads each golden file twice (a first pass, then file by file as
/// the run asks): a file edited in between stops the run, naming the file, with status 2.
@Suite struct GoldenChangedDuringRunTests {
    @Test func aGoldenFileEditedAfterTheFirstPassStopsTheRunWithStatus2() throws {
        let binary = Fixture.root + "/.build/debug/payspec"
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        guard FileManager.default.isExecutableFile(atPath: binary), FileManager.default.isExecutableFile(atPath: adapter) else {
            print("NOTE: \(binary) or \(adapter) not built; test skipped.")
            return
        }
        let dir = Fixture.tempDir() + "/golden"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/seb.status-outcome.json"
        try FileManager.default.copyItem(atPath: Fixture.root + "/golden/seb.status-outcome.json", toPath: file)
        // The adapter empties the file as it starts: after the first pass, before any vector is read again.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["run", "--golden", dir, "--no-progress", "--shell", "--adapter", ": > '\(file)'; exec '\(adapter)'"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2, "\(message)")
        #expect(message.contains("error: golden file '\(file)' changed during the run"), "\(message)")
    }
}
