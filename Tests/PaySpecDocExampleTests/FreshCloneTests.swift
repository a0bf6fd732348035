import Foundation
import PaySpecTestSupport
import Testing

/// A newcomer's first hour, literally. `.ci/newcomer` runs the README's install and quick-start
/// commands word for word in the checkout with an empty HOME, before the tests: CI runs on a
/// fresh clone, so its install is the release build from nothing (a build inside `swift test`
/// would wait forever for the lock the test run holds on `.build`). These tests read what it did
/// (`PAYSPEC_NEWCOMER`, which `.ci/run` sets), then run every workflow template of `Examples/ci/`
/// step by step in a copy of the checkout (the files git tracks or would add, as they stand),
/// with the kit the README installed and the release tarball `.ci/run` built by
/// `tools/release.sh`.
@Suite("A fresh clone, as the README and the CI templates say", .waitsOnProcesses)
struct FreshCloneTests {
    /// The folder `.ci/newcomer` wrote: `home`, `commands`, `stdout`, `stderr`, `status`.
    static let newcomer = ProcessInfo.processInfo.environment["PAYSPEC_NEWCOMER"]
    static let enabled = newcomer != nil

    /// The README sections a newcomer follows before anything else.
    static let quickStartSections = ["## Install", "## The two commands"]

    /// The line of the README's install that builds and installs the kit; the payspec-kit
    /// template starts with the same line.
    static let install = #"tools/install.sh "$HOME/.local""#

    /// The commands of the README's install and quick-start sections, in order; `swift test`
    /// (the kit's own test run, which this test is part of) left out.
    static func quickStart() throws -> [String] {
        let readme = try String(contentsOfFile: DocRoot.path + "/README.md", encoding: .utf8)
        var commands: [String] = []
        for heading in quickStartSections {
            let start = try #require(readme.range(of: "\n" + heading + "\n"), "README.md has no section \(heading)")
            let rest = readme[start.upperBound...]
            let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
            commands += DocExampleExtractor.markdownExamples(String(section), file: "README.md").map(\.command)
        }
        return commands.filter { $0 != "swift test" }
    }

    @Test func theQuickStartNamesTheInstallFirst() throws {
        let commands = try Self.quickStart()
        let install = try #require(commands.firstIndex { $0.hasPrefix("tools/install.sh ") }, "no install step in \(commands)")
        let firstBare = try #require(commands.firstIndex { $0.hasPrefix("payspec ") }, "no payspec command in \(commands)")
        #expect(install < firstBare, "the README uses a bare payspec before installing it")
        #expect(commands[install] == Self.install)
        #expect(commands.contains { $0.hasPrefix("export PATH=") })
        #expect(commands.contains("payspec run"))
    }

    /// `.ci/newcomer` reads the README with a shell script of its own: it must run the commands
    /// this extractor finds, no more, no fewer (a comment after a command is the shell's to drop).
    @Test func theNewcomerScriptRunsTheQuickStartsCommands() throws {
        let printed = try BuildTimesScriptTests.run(DocRoot.path + "/.ci/newcomer", ["--print"])
        #expect(printed.status == 0, "\(printed.err)")
        let lines = printed.out.split(separator: "\n").map { DocExampleExtractor.stripComment(String($0)) }
        #expect(lines == (try Self.quickStart()), "\(printed.out)")
    }

    /// A folder that exists is not the newcomer's to fill: refused before anything runs.
    @Test func theNewcomerScriptRefusesAFolderThatExists() throws {
        let existing = NSTemporaryDirectory() + "payspec-newcomer-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: existing) }
        let refused = try BuildTimesScriptTests.run(DocRoot.path + "/.ci/newcomer", [existing])
        #expect(refused.status == 2, "\(refused.err)")
        #expect(refused.err.contains("exists; give a folder to create"), "\(refused.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: existing).isEmpty)
        let usage = try BuildTimesScriptTests.run(DocRoot.path + "/.ci/newcomer", [])
        #expect(usage.status == 2 && usage.err.hasPrefix("usage: .ci/newcomer"), "\(usage.err)")
    }

    @Test(.enabled(if: enabled, "reads what .ci/newcomer did; .ci/run runs it and sets PAYSPEC_NEWCOMER"))
    func theReadmesInstallAndQuickStartRan() throws {
        let folder = try #require(Self.newcomer)
        func read(_ name: String) throws -> String { try String(contentsOfFile: folder + "/" + name, encoding: .utf8) }
        let commands = try read("commands").split(separator: "\n").map { DocExampleExtractor.stripComment(String($0)) }
        #expect(commands == (try Self.quickStart()))
        let (stdout, stderr) = (try read("stdout"), try read("stderr"))
        #expect(try read("status") == "0\n", "\(stdout)\n\(stderr)")
        #expect(stderr.contains("judged: the reference model") && stderr.contains("next: "), "\(stderr)")
        #expect(stdout.contains("OK: "), "\(stdout)")
        // The kit installed into the newcomer's HOME is this checkout's: the same version line.
        let installed = try BuildTimesScriptTests.run(folder + "/home/.local/bin/payspec", ["--version"])
        #expect(installed.status == 0, "\(installed.err)")
        #expect(installed.out == (try ExampleWorkspace.runBinary(["--version"])))
    }

    /// Not serialized after the quick tests above: each step of a serialized suite waits for the
    /// cooperative pool, which the tests that compute keep busy.
    @Test(.enabled(if: enabled, "runs with the kit .ci/newcomer installed; .ci/run runs it and sets PAYSPEC_NEWCOMER"))
    func everyTemplateRunsInAFreshCopy() throws {
        let installed = try #require(Self.newcomer) + "/home/.local"
        let clone = ExampleWorkspace(path: NSTemporaryDirectory() + "payspec-fresh-clone-" + UUID().uuidString)
        defer { clone.remove() }
        // `.bin` holds the runner's captured output files only: nothing is on PATH before the install.
        try FileManager.default.createDirectory(atPath: clone.path + "/.bin", withIntermediateDirectories: true)
        let copy = try clone.run(
            """
            set -eo pipefail
            cd '\(DocRoot.path)'
            git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
              [ -e "$f" ] && printf '%s\\0' "$f"
            done | xargs -0 cp --parents -t '\(clone.path)'
            """)
        try #require(copy.status == 0, "copying the checkout: \(copy)")
        #expect(!FileManager.default.fileExists(atPath: clone.path + "/.build"), "the copy holds a build")
        #expect(FileManager.default.fileExists(atPath: clone.path + "/tools/install.sh"))
        // The README's install line, which the payspec-kit template starts with, ran with the
        // newcomer's HOME; its result stands in for it here, where a second release build would
        // only build the same files again.
        try FileManager.default.createDirectory(atPath: clone.path + "/home", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: installed, toPath: clone.path + "/home/.local")

        let version = try #require(try CIWorkflowRun.kitVersion())
        let releases = try CIWorkflowRun.localReleases(in: clone.path + "/.releases", version: version)
        try FileManager.default.createDirectory(atPath: clone.path + "/vendor-docs", withIntermediateDirectories: true)
        let documents = TestPackage.fixtures(of: "PaySpecDriftTests")
        for item in try FileManager.default.contentsOfDirectory(atPath: documents) {
            try FileManager.default.copyItem(atPath: documents + "/" + item, toPath: clone.path + "/vendor-docs/" + item)
        }

        var ran = 0
        var installs = 0
        for (file, text) in try CIWorkflowTests.templates() where !CIWorkflowTests.servedTemplates.contains(file) {
            installs += text.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == Self.install }.count
            for job in try CIWorkflowTests.read(text).jobs {
                let run = CIWorkflowRun(
                    workspace: clone, file: file, job: job, releases: releases, skipped: ["swift test", Self.install])
                try run.prepare()
                ran += try run.runSteps(timeout: 1800)
                try run.checkReportOnAdapterFailure()
            }
        }
        #expect(installs >= 1, "no template installs the kit with the README's line")
        #expect(ran >= 6, "only \(ran) payspec lines ran")
    }
}
