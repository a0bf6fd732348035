import Foundation
import PaySpecRunner
import PaySpecTestSupport
import Testing

/// The recorded-outputs workflow pipes requests through an adapter with no runner in between:
/// `cat requests.jsonl | ADAPTER | wc -l` must count one answer per request.
@Suite(.waitsOnProcesses) struct ExampleAdapterPipeTests {
    static let adapters: [(language: String, interpreter: String, script: String)] = [
        ("python", "python3", "tools/adapters/python/adapter.py"),
        ("node", "node", "tools/adapters/node/adapter.js"),
    ]

    @Test("every request piped through an example adapter gets its answer", arguments: 0..<2)
    func everyRequestIsAnswered(_ which: Int) throws {
        let adapter = Self.adapters[which]
        guard let interpreter = Fixture.which(adapter.interpreter) else {
            print("NOTE: \(adapter.interpreter) not found on PATH; the \(adapter.language) adapter pipe test is skipped.")
            return
        }
        let dir = Fixture.tempDir()
        let requests = dir + "/requests.jsonl"
        let export = Fixture.cli(["vectors", "export", "--golden", Fixture.root + "/golden", "--output", requests])
        try #require(export.status == 0, "\(export.err)")
        let count = try String(contentsOfFile: requests, encoding: .utf8).split(separator: "\n").count
        #expect(count > 1000)
        // Both ends are pipes, as in the shell line; the answers are counted by `wc -l`.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"cat "$1" | "$2" "$3" | wc -l"#, "sh", requests, interpreter, Fixture.root + "/" + adapter.script]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) == count, "\(adapter.language): \(text) of \(count)")
    }
}
