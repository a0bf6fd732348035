import Foundation
import PaySpecJSON
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// The Java 17 port (tools/adapters/java) passes every golden vector through the protocol under
/// the reference choices (every other option: `ShippedPortOptionTests`). Where `java` or `javac`
/// is missing the tests print a note and check nothing.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)))
struct JavaPortTests {
    static let java = Fixture.which("java")
    static let javac = Fixture.which("javac")
    static let runScript = Fixture.root + "/tools/adapters/java/run.sh"
    /// One fresh cache for the suite: the first build is cold, as in a CI job without a cache.
    static let cache = Fixture.tempDir()

    var available: Bool {
        guard Self.java != nil, Self.javac != nil else {
            print("NOTE: java/javac not found on PATH; the Java port check is skipped.")
            return false
        }
        return true
    }

    /// Compiles into `cache` (only when the sources changed) and returns the classes folder.
    func build(cache: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["PAYSPEC_JAVA_CACHE=" + cache, Self.runScript, "--build"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run.sh --build failed")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `payspec run` with the port; every vector of the golden set must pass.
    func runAll(cache: String, choices: [String]) throws {
        let adapter = (["/usr/bin/env", "PAYSPEC_JAVA_CACHE=" + cache, Self.runScript] + choices.flatMap { ["--choice", $0] })
            .joined(separator: " ")
        let r = Fixture.cli([
            "run", "--golden", Fixture.root + "/golden", "--adapter", adapter, "--handshake-timeout", "120", "--format", "json",
        ])
        #expect(r.status == 0, "\(r.err)")
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        let results = json["results"]?.arrayValue ?? []
        let failing = results.filter { $0["status"] != "passed" }
        #expect(failing.isEmpty, "\(failing.prefix(5).map { JSONWriter.line($0) })")
        let total = json["summary"]?["total"]?.intValue ?? 0
        let golden = GoldenLoader.load(directory: Fixture.root + "/golden").suites.reduce(0) { $0 + $1.vectors.count }
        #expect(golden > 0 && total == golden && results.count == total, "the port must answer all \(golden) vectors, got \(total)")
        #expect(
            json["implementation"]?["language"] == "java", "\(json["implementation"].map { JSONWriter.line($0) } ?? "no implementation")")
    }

    @Test func javaPortPassesEveryVectorUnderTheReferenceChoices() throws {
        guard available else { return }
        let cache = Self.cache
        let classes = try build(cache: cache)
        #expect(classes.hasPrefix(cache + "/"), "classes compiled outside the cache: \(classes)")
        #expect(FileManager.default.fileExists(atPath: classes + "/payspec/adapter/Main.class"))
        try runAll(cache: cache, choices: [])
    }

    /// An undeclarable choice is refused before the handshake, with a message naming it.
    @Test func javaPortRefusesAnUnknownChoice() throws {
        guard available else { return }
        let cache = Self.cache
        _ = try build(cache: cache)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["PAYSPEC_JAVA_CACHE=" + cache, Self.runScript, "--choice", "no-such-ambiguity=x"]
        let err = Pipe()
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text.contains("unknown ambiguity \"no-such-ambiguity\""), "\(text)")
    }
}
