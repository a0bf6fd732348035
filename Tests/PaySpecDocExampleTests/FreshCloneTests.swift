import Foundation
import PaySpecTestSupport
import Testing

/// A newcomer's first hour, literally: the checkout copied into an empty folder (the files git
/// tracks or would add, as they stand: what a clone of this tree holds), the README's install
/// and quick-start blocks run word for word with a fresh HOME, then every workflow template of
/// `Examples/ci/` run there step by step, the build steps included, with the release tarball
/// built by `tools/release.sh` in the copy. It builds payspec in release from nothing (several
/// minutes on two cores), so it runs when `PAYSPEC_FRESH_CLONE=1` is set, as `.ci/run` sets it.
@Suite("A fresh clone, as the README and the CI templates say", .waitsOnProcesses)
struct FreshCloneTests {
    static let enabled = ProcessInfo.processInfo.environment["PAYSPEC_FRESH_CLONE"] == "1"

    /// The README sections a newcomer follows before anything else.
    static let quickStartSections = ["## Install", "## The two commands"]

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
        #expect(commands.contains { $0.hasPrefix("export PATH=") })
        #expect(commands.contains("payspec run"))
    }

    /// Not serialized after the quick test above: each step of a serialized suite waits for the
    /// cooperative pool, which the tests that compute keep busy, and this one sets the run's end.
    @Test(
        .enabled(if: enabled, "builds payspec in release in a copy of the checkout; .ci/run sets PAYSPEC_FRESH_CLONE=1"),
        .takesMinutes)
    func aNewcomerFollowsTheReadmeAndEveryTemplateRuns() throws {
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

        // The README, word for word, in one shell (its export carries to the next lines).
        let quickStart = try Self.quickStart().joined(separator: "\n")
        let started = try clone.run("export HOME=\"$PWD/home\"\nmkdir -p home\nset -eo pipefail\n" + quickStart, timeout: 3600)
        try #require(started.status == 0, "the README's install and quick start:\n\(quickStart)\n\(started)")
        #expect(started.stderr.contains("judged: the reference model") && started.stderr.contains("next: "), "\(started)")
        #expect(started.stdout.contains("OK: "))

        let tarball = try clone.run("tools/release.sh \"$PWD/.release-out\" | tail -n 1", timeout: 1800)
        try #require(tarball.status == 0, "tools/release.sh: \(tarball)")
        let built = tarball.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let version = try #require(try CIWorkflowRun.kitVersion())
        let releases = clone.path + "/.releases"
        let folder = releases + "/v\(version)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for suffix in ["", ".sha256"] {
            try FileManager.default.copyItem(
                atPath: built + suffix, toPath: folder + "/" + (built as NSString).lastPathComponent + suffix)
        }
        try FileManager.default.createDirectory(atPath: clone.path + "/vendor-docs", withIntermediateDirectories: true)
        let documents = TestPackage.fixtures(of: "PaySpecDriftTests")
        for item in try FileManager.default.contentsOfDirectory(atPath: documents) {
            try FileManager.default.copyItem(atPath: documents + "/" + item, toPath: clone.path + "/vendor-docs/" + item)
        }

        var ran = 0
        for (file, text) in try CIWorkflowTests.templates() where !CIWorkflowTests.servedTemplates.contains(file) {
            for job in try CIWorkflowTests.read(text).jobs {
                let run = CIWorkflowRun(workspace: clone, file: file, job: job, releases: releases, skipped: ["swift test"])
                try run.prepare()
                ran += try run.runSteps(timeout: 1800)
                try run.checkReportOnAdapterFailure()
            }
        }
        #expect(ran >= 6, "only \(ran) payspec lines ran")
    }
}
