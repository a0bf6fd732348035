import Foundation
import PaySpecTestSupport
import Testing

/// Examples are tests: every command that README.md, the other Markdown guides and every
/// `--help` page show is run here, in a scratch copy of the checkout, and must still do what
/// the text around it says (examples.json records that, one entry per command).
// Each example runs in its own scratch copy, so examples run side by side; `.waitsOnProcesses`
// bounds how many processes the whole test run starts at once.
@Suite("Documented examples", .waitsOnProcesses)
struct DocExampleTests {
    /// The guides whose shell blocks are examples: these, and every page of docs/.
    static let documents: [String] =
        [
            "README.md", "golden/PROTOCOL.md", "golden/README.md", "spec/README.md", "tools/adapters/README.md",
            "tools/adapters/java/README.md", "tools/adapters/realworld/README.md", "tools/adapters/documents/README.md",
        ] + docsPages

    /// `docs/*.md`, sorted.
    static let docsPages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: DocRoot.path + "/docs")) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static let expectations: [ExampleExpectation] = (try? ExampleManifest.load()) ?? []

    /// Every example of every guide and help page, in document order (read once per run).
    static let extractedOnce: Result<[DocExample], any Error> = Result { try collect() }

    static func extracted() throws -> [DocExample] { try extractedOnce.get() }

    private static func collect() throws -> [DocExample] {
        var examples: [DocExample] = []
        for document in documents {
            let text = try String(contentsOfFile: DocRoot.path + "/" + document, encoding: .utf8)
            examples += DocExampleExtractor.markdownExamples(text, file: document)
        }
        for page in try helpPages() {
            let outcome = try ExampleWorkspace.runBinary(page.arguments)
            examples += DocExampleExtractor.helpExamples(outcome, page: "payspec " + page.arguments.joined(separator: " "))
        }
        return examples
    }

    /// `payspec --help`, each verb's page, and each sub-verb's page the verb's usage line names.
    static func helpPages() throws -> [(arguments: [String], text: String)] {
        var pages: [(arguments: [String], text: String)] = []
        let overview = try ExampleWorkspace.runBinary(["--help"])
        pages.append((["--help"], overview))
        var inCommands = false
        for line in overview.components(separatedBy: "\n") {
            if line.hasPrefix("COMMANDS") {
                inCommands = true
                continue
            }
            if inCommands && line.isEmpty { break }
            guard inCommands, let verb = line.split(separator: " ").first.map(String.init) else { continue }
            let page = try ExampleWorkspace.runBinary([verb, "--help"])
            pages.append(([verb, "--help"], page))
            if let usage = page.components(separatedBy: "\n").first(where: { $0.contains("payspec \(verb) <") }),
                let open = usage.range(of: "payspec \(verb) <"), let close = usage[open.upperBound...].firstIndex(of: ">")
            {
                for sub in usage[open.upperBound..<close].split(separator: "|") {
                    pages.append(([verb, String(sub), "--help"], try ExampleWorkspace.runBinary([verb, String(sub), "--help"])))
                }
            }
        }
        return pages
    }

    @Test("every documented command has an entry in examples.json, and every entry is still documented")
    func manifestMatchesTheDocuments() throws {
        let examples = try Self.extracted()
        #expect(examples.count > 40, "found only \(examples.count) examples: is the extractor broken?")
        let known = Set(Self.expectations.map(\.command))
        #expect(known.count == Self.expectations.count, "examples.json lists a command twice")
        for example in examples where !known.contains(example.command) {
            Issue.record("\(example.source): no entry in examples.json for `\(example.command)`")
        }
        let shown = Set(examples.map(\.command))
        for stale in Self.expectations where !shown.contains(stale.command) {
            Issue.record("examples.json: `\(stale.command)` is no longer shown by any document or help page")
        }
    }

    @Test("a documented command does what its text says", .endToEnd, arguments: expectations)
    func documentedCommandRuns(_ expectation: ExampleExpectation) throws {
        if let reason = expectation.notRun {
            // Only the build and test commands themselves, which this very run is part of.
            #expect(Self.notRunPrefixes.contains { expectation.command.hasPrefix($0) }, "not run without an allowed reason: \(reason)")
            return
        }
        if let missing = ExampleWorkspace.missing(expectation.requires) {
            print("NOTE: `\(expectation.command)` not run: \(missing) is not available here")
            return
        }
        let workspace = try ExampleWorkspace.make()
        defer { workspace.remove() }
        if !expectation.setup.isEmpty {
            let setup = try workspace.run("set -e\n" + expectation.setup.joined(separator: "\n"))
            try #require(setup.status == 0, "setup failed: \(setup)")
        }
        let command = Self.runnable(expectation.instead ?? expectation.command)
        let outcome = try workspace.run(command)
        #expect(!outcome.timedOut, "timed out: \(outcome)")
        #expect(outcome.status == expectation.exit, "`\(command)`: expected exit \(expectation.exit), got \(outcome)")
        for words in expectation.output {
            #expect(outcome.stdout.contains(words) || outcome.stderr.contains(words), "`\(command)`: no \"\(words)\" in \(outcome)")
        }
        for file in expectation.files {
            #expect(FileManager.default.fileExists(atPath: workspace.path + "/" + file), "`\(command)` did not write \(file)")
        }
        if expectation.instead == nil,
            let shown = try Self.extracted().first(where: { $0.command == expectation.command && $0.shownOutput != nil })
        {
            #expect(
                outcome.stdout == shown.shownOutput,
                "\(shown.source): the output shown differs from what `\(command)` prints:\n\(outcome.stdout)")
        }
    }

    /// The only commands allowed to be documented but not run here.
    static let notRunPrefixes = [
        "swift build", "swift test", "bash .ci/run", "swift format", "PAYSPEC_RECORD=1 swift test", "PAYSPEC_END_TO_END=1 swift test",
        "PAYSPEC_TEST_TIMES=times.tsv swift test",
        "touch spec/seb/outcomes.json && swift build",
        "tools/fuzz/run.sh",
        // Reads git mirrors of public apps fetched beforehand; CorpusMeasureTests runs it over a mirror it builds.
        "tools/l10n-corpus/measure.sh",
        "tar -xzf payspec-",
        "tools/install.sh",
        // Builds the whole package cold, twice; BuildTimesScriptTests runs it from the checkout.
        "tools/bench/build-times.sh",
        // The same cold builds through the bench; BuildTimesScriptTests runs it over the smallest product.
        ".build/release/payspec bench --only build",
    ]

    /// `swift run payspec` is the same binary as `payspec` on PATH, without a second build.
    static func runnable(_ command: String) -> String {
        command.hasPrefix("swift run payspec") ? "payspec" + command.dropFirst("swift run payspec".count) : command
    }
}

extension ExampleWorkspace {
    /// Runs the built `payspec` directly and returns its stdout (help pages).
    static func runBinary(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: payspecBinary)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
