import Foundation
import PaySpecTestScheduling
import Testing

/// `tools/bench/build-times.sh` and `payspec bench --only build`, which docs/benchmarks.md
/// shows, run from the checkout (the documented-examples workspace holds no Package.swift) over
/// the smallest product: the same copy, cold build and table row as the documented run, in
/// seconds rather than minutes.
@Suite("Cold build times script", .waitsOnProcesses)
struct BuildTimesScriptTests {
    /// Through `payspec bench --only build`, which runs the script from the checkout and prints
    /// its table: one cold build, the smallest product, no consumer.
    @Test func timesAColdBuildOfACopyAndCountsItsWarnings() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ExampleWorkspace.payspecBinary)
        process.arguments = ["bench", "--only", "build", "--build-product", "payspec-embed", "--no-build-consumer", "--repeat", "1"]
        process.currentDirectoryURL = URL(fileURLWithPath: DocRoot.path)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        let rows = stdout.split(separator: "\n").map(String.init)
        #expect(rows.contains("| build | command | wall s | CPU s | peak RSS | warnings |"), "\(stdout)")
        #expect(!rows.contains { $0.hasPrefix("| consumer |") }, "\(stdout)")
        let row = try #require(rows.first { $0.hasPrefix("| payspec-embed |") }, "\(stdout)")
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        // build, command, wall, CPU, RSS, warnings: a cold build takes time and memory, and has no warning.
        #expect(cells.count == 6, "\(row)")
        #expect(cells[1] == "swift build --product payspec-embed")
        #expect((Double(cells[2]) ?? 0) > 0 && (Double(cells[3]) ?? 0) > 0, "\(row)")
        #expect(cells[4].hasSuffix(" MiB") && (Int(cells[4].dropLast(4)) ?? 0) > 0, "\(row)")
        #expect(cells[5] == "0", "\(row)")
    }

    @Test func benchOutsideACheckoutSaysWhereTheScriptIs() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ExampleWorkspace.payspecBinary)
        process.arguments = ["bench", "--only", "build", "--no-build-consumer", "--repeat", "1"]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr.contains("--only build runs tools/bench/build-times.sh from a checkout"), "\(stderr)")
    }

    @Test func refusesAnUnknownArgument() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DocRoot.path + "/tools/bench/build-times.sh")
        process.arguments = ["--jobs"]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(stderr.contains("unknown argument"))
    }
}
