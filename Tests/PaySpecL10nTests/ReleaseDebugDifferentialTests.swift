import Foundation
import PaySpecTestSupport
import Testing

/// The release build is the product: every command below must behave in `.build/release/payspec`
/// byte for byte as in `.build/debug/payspec` (stdout, stderr, exit status, written files).
/// `.ci/run` builds both before the tests; elsewhere a missing binary skips with a note.
@Suite(.endToEnd, .waitsOnProcesses) struct ReleaseDebugDifferentialTests {
    static let binaries: (debug: BuiltBinary, release: BuiltBinary)? = {
        guard let debug = BuiltBinary.built("debug"), let release = BuiltBinary.built("release") else { return nil }
        return (debug, release)
    }()

    static func skipNote() -> Bool {
        guard binaries == nil else { return false }
        print("note: release-vs-debug differential skipped: build both (swift build; swift build -c release) to run it")
        return true
    }

    /// Runs `arguments` through both binaries and expects identical outcomes; returns the debug one.
    @discardableResult
    static func same(_ arguments: [String], stdin: String? = nil) throws -> BuiltBinary.Outcome? {
        guard let (debug, release) = binaries else { return nil }
        let d = try debug.run(arguments, stdin: stdin)
        let r = try release.run(arguments, stdin: stdin)
        #expect(
            untimed(d) == untimed(r), "payspec \(arguments.joined(separator: " ")) differs:\n[debug] \(d)\n[release] \(r)")
        return d
    }

    /// The outcome with its wall-clock figures (JUnit `time="…"`, JSON `"time": …`) blanked:
    /// the only bytes a faster build may change.
    static func untimed(_ outcome: BuiltBinary.Outcome) -> BuiltBinary.Outcome {
        func blank(_ data: Data) -> Data {
            var text = String(decoding: data, as: UTF8.self)
            text = text.replacingOccurrences(of: #"time="[0-9.]+""#, with: #"time="""#, options: .regularExpression)
            text = text.replacingOccurrences(of: #""time": ?[0-9.e-]+"#, with: #""time": 0"#, options: .regularExpression)
            return Data(text.utf8)
        }
        return BuiltBinary.Outcome(status: outcome.status, stdout: blank(outcome.stdout), stderr: blank(outcome.stderr))
    }

    @Test(arguments: [
        ["spec", "list"], ["spec", "list", "--format", "json"], ["spec", "show", "comgate/errors"],
        ["spec", "show", "seb/platform-statuses", "--format", "json"], ["spec", "check"], ["spec", "format", "--check"],
        ["vectors", "check"], ["vectors", "stats"], ["run"], ["run", "--format", "json"], ["run", "--format", "junit"],
        ["run", "--suite", "comgate.*", "--format", "markdown"], ["vectors", "export", "--suite", "seb.*"],
        ["l10n", "check"], ["l10n", "check", "--format", "json", "spec"], ["spec", "show", "no/such-table"],
    ])
    func commandIsTheSameInRelease(_ arguments: [String]) throws {
        if Self.skipNote() { return }
        let outcome = try #require(try Self.same(arguments))
        // Each of these judges something: a non-empty report either way.
        #expect(!outcome.stdout.isEmpty || !outcome.stderr.isEmpty)
    }

    @Test func recordedOutputsCheckIsTheSameInRelease() throws {
        if Self.skipNote() { return }
        let dir = makeTempDirectory()
        let requests = dir + "/requests.jsonl"
        let export = try #require(try Self.same(["vectors", "export"]))
        try export.stdout.write(to: URL(fileURLWithPath: requests))
        let adapter = try #require(BuiltBinary.built("debug", product: "payspec-reference-adapter"))
        let answers = try adapter.run([], stdin: requests)
        #expect(answers.status == 0)
        // Answers name their vectors; `check --outputs` wants {"id", "output"} lines.
        let outputs = dir + "/outputs.jsonl"
        let lines = String(decoding: answers.stdout, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["type"] as? String == "result", let id = object["id"] as? String, let output = object["output"]
            else { return nil }
            let data = try! JSONSerialization.data(withJSONObject: ["id": id, "output": output], options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
        #expect(lines.count > 1000)
        try (lines.joined(separator: "\n") + "\n").write(toFile: outputs, atomically: true, encoding: .utf8)
        let check = try #require(try Self.same(["check", "--outputs", outputs]))
        #expect(check.status == 0, "\(check)")
        try Self.same(["check", "--outputs", "-"], stdin: outputs)
    }

    @Test(arguments: ["xcstrings", "xliff", "csv"])
    func exportAndCheckAreTheSameInRelease(_ format: String) throws {
        if Self.skipNote() { return }
        guard let (debug, release) = Self.binaries else { return }
        let dir = makeTempDirectory("export\(format)")
        // xcstrings and csv write one file; xliff writes a folder of one file per language.
        let path = dir + "/out" + (format == "xliff" ? "" : "." + format)
        let d = try debug.run(["l10n", "export", "--format", format, "--output", path])
        let written = try Self.files(at: path)
        try FileManager.default.removeItem(atPath: path)
        let r = try release.run(["l10n", "export", "--format", format, "--output", path])
        #expect(d == r && d.status == 0, "[debug] \(d)\n[release] \(r)")
        #expect(!written.isEmpty)
        #expect(try Self.files(at: path) == written, "release wrote other bytes")
        // The exported catalogs read back: the spec's own texts, so no error in either build.
        let check = try #require(try Self.same(["l10n", "check", path]))
        #expect(check.status == 0, "l10n check of the exported \(path): \(check)")
    }

    /// Every file at `path` (the file itself or the files in the folder) with its bytes.
    static func files(at path: String) throws -> [String: Data] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [:] }
        guard isDirectory.boolValue else { return [path: try Data(contentsOf: URL(fileURLWithPath: path))] }
        var found: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: path) {
            let full = path + "/" + name
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            found[full] = try Data(contentsOf: URL(fileURLWithPath: full))
        }
        return found
    }

    @Test(arguments: formatFixtures)
    func catalogFormatIsReadTheSameInRelease(_ fixture: FormatFixture) throws {
        if Self.skipNote() { return }
        let dir = makeTempDirectory(fixture.description)
        var paths: [String] = []
        for (relative, bytes) in fixture.files { paths.append(write(bytes, relative, in: dir)) }
        for format in ["text", "json", "junit", "markdown", "html"] {
            let outcome = try #require(try Self.same(["l10n", "check", "--base", "en", "--format", format] + paths))
            // Parsed, so no "cannot parse" error: the fixture's entries are judged in both builds.
            #expect(!String(decoding: outcome.stdout + outcome.stderr, as: UTF8.self).contains("1 unreadable file"), "\(outcome)")
        }
    }
}
