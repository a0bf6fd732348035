import Foundation
import PaySpecTestScheduling
import Testing

/// `tools/bench/build-times.sh` and `payspec bench --only build`, which docs/benchmarks.md
/// shows, run from the checkout (the documented-examples workspace holds no Package.swift) over
/// the smallest product: the same copy, cold build and table row as the documented run, in
/// seconds rather than minutes.
@Suite("Cold build times script", .waitsOnProcesses)
struct BuildTimesScriptTests {
    /// Runs `executable` with `arguments` in `directory`: its exit status and both outputs.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String = DocRoot.path
    ) throws -> (
        status: Int32, out: String, err: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is drained beside standard output: a full pipe would stall the build.
        nonisolated(unsafe) var stderr = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stderr = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// Through `payspec bench --only build`, which runs the script from the checkout and prints
    /// its table: one cold build, the smallest product, no consumer.
    @Test func timesAColdBuildOfACopyAndCountsItsWarnings() throws {
        let (status, stdout, stderr) = try Self.run(
            ExampleWorkspace.payspecBinary,
            ["bench", "--only", "build", "--build-product", "payspec-embed", "--no-build-consumer", "--repeat", "1"])
        #expect(status == 0, "\(stderr)")
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
        let (status, _, stderr) = try Self.run(
            ExampleWorkspace.payspecBinary, ["bench", "--only", "build", "--no-build-consumer", "--repeat", "1"],
            in: FileManager.default.temporaryDirectory.path)
        #expect(status == 1)
        #expect(stderr.contains("--only build runs tools/bench/build-times.sh from a checkout"), "\(stderr)")
    }

    @Test func benchRefusesAProductNameThatIsNoName() throws {
        let (status, stdout, stderr) = try Self.run(
            ExampleWorkspace.payspecBinary, ["bench", "--only", "build", "--build-product", "a;b\u{1B}[2J"])
        #expect(status == 2)
        #expect(stdout.isEmpty)
        #expect(
            stderr.hasPrefix("error: --build-product takes a product name (letters, digits, - and _), not 'a;b\\u{1B}[2J'\n"),
            "\(stderr)")
    }

    @Test func refusesAnUnknownArgument() throws {
        let (status, _, stderr) = try Self.run(DocRoot.path + "/tools/bench/build-times.sh", ["--jobs"])
        #expect(status == 2)
        #expect(stderr.contains("unknown argument"))
    }
}
