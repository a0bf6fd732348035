import Foundation
import PaySpecVectors
import Testing

/// `payspec run --golden DIR --adapter` records each golden file's metadata before the adapter
/// starts, then reads and checks the files while the adapter answers, and reads again those the
/// first pass did not hand over: a file edited once the adapter started (here by the adapter
/// itself) stops the run, naming the file, with status 2.
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
        let text = try String(contentsOfFile: Fixture.root + "/golden/seb.status-outcome.json", encoding: .utf8)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        // 27 copies before it (159 vectors each, ids made distinct) fill the budget: the edited
        // file is last in golden order.
        #expect(text.components(separatedBy: "\"id\": \"seb.status-outcome/").count - 1 == 159)
        for k in 0..<27 {
            let copy = text.replacingOccurrences(of: "\"id\": \"seb.status-outcome/", with: "\"id\": \"seb.status-outcome/copy\(k)-")
            try copy.write(toFile: dir + "/seb.status-outcome.\(k).json", atomically: true, encoding: .utf8)
        }
        let (status, message) = try runEmptyingAtStart(file, golden: dir, binary: binary, adapter: adapter)
        #expect(status == 2, "\(message)")
        #expect(message.contains("error: golden file '\(file)' changed during the run"), "\(message)")
    }

    /// A file large enough to be read in pieces (`GoldenLoader.piecewiseFileSize`) is read again
    /// piece by piece: emptied after the first pass, its first piece is no longer there.
    @Test func aLargeGoldenFileEditedAfterTheFirstPassStopsTheRunWithStatus2() throws {
        let binary = Fixture.root + "/.build/debug/payspec"
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        guard FileManager.default.isExecutableFile(atPath: binary), FileManager.default.isExecutableFile(atPath: adapter) else {
            print("NOTE: \(binary) or \(adapter) not built; test skipped.")
            return
        }
        let set = PiecewiseGoldenTests.oneLargeFile(30)
        defer { try? FileManager.default.removeItem(atPath: set.directory) }
        let file = set.directory + "/seb.status-outcome.json"
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        #expect(size >= GoldenLoader.piecewiseFileSize)
        let (status, message) = try runEmptyingAtStart(file, golden: set.directory, binary: binary, adapter: adapter)
        #expect(status == 2, "\(message)")
        #expect(message.contains("error: golden file '\(file)' changed during the run"), "\(message)")
    }

    /// Runs `payspec run` over `golden` through an adapter that empties `file` as it starts: after
    /// the first pass, before any vector is read again. Returns the exit status and stderr.
    func runEmptyingAtStart(_ file: String, golden: String, binary: String, adapter: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["run", "--golden", golden, "--no-progress", "--shell", "--adapter", ": > '\(file)'; exec '\(adapter)'"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }
}
