import Foundation
import Testing

/// One job of a workflow template run as GitHub Actions would run it, in a scratch checkout:
/// its `run:` steps in order with `bash -eo pipefail`, the job's `env`, `$GITHUB_PATH` read
/// back into PATH between steps, `$GITHUB_STEP_SUMMARY` a file, `${{ github.base_ref }}` the
/// branch `main` (whose ref the scratch repository has). Steps that need java or node are
/// skipped with a printed note where those are not installed.
struct CIWorkflowRun {
    var workspace: ExampleWorkspace
    var file: String
    var job: CIWorkflowTests.Job
    /// The folder `PAYSPEC_RELEASES` points at (`file://…`), holding `v<version>/<tarball>`.
    var releases: String
    /// Lines not run (the build and test commands this test run is part of).
    var skipped: [String]

    /// The kit's version, as `payspec --version` prints it.
    static func kitVersion() throws -> String? {
        try ExampleWorkspace.runBinary(["--version"]).split(separator: "\n").first.map { String($0.dropFirst("payspec ".count)) }
    }

    /// A release folder laid out as a release page serves it (`v<version>/<tarball>` and its
    /// `.sha256`): the tarball .ci/run built (PAYSPEC_TARBALL), else one laid out like it around
    /// the debug build (symlinks to the built binaries and the checkout's folders).
    static func localReleases(in directory: String, version: String) throws -> String {
        let name = "payspec-\(version)-linux-x86_64"
        let folder = directory + "/v\(version)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let built = ProcessInfo.processInfo.environment["PAYSPEC_TARBALL"], built.hasSuffix("/\(name).tar.gz"),
            fm.fileExists(atPath: built)
        {
            try fm.createSymbolicLink(atPath: folder + "/\(name).tar.gz", withDestinationPath: built)
            try fm.createSymbolicLink(atPath: folder + "/\(name).tar.gz.sha256", withDestinationPath: built + ".sha256")
            return directory
        }
        let top = folder + "/" + name
        try fm.createDirectory(atPath: top + "/bin", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: top + "/share/payspec/tools", withIntermediateDirectories: true)
        for exe in ["payspec", "payspec-reference-adapter"] {
            try fm.createSymbolicLink(atPath: top + "/bin/" + exe, withDestinationPath: DocRoot.path + "/.build/debug/" + exe)
        }
        for folder in ["spec", "golden"] {
            try fm.createSymbolicLink(atPath: top + "/share/payspec/" + folder, withDestinationPath: DocRoot.path + "/" + folder)
        }
        try fm.createSymbolicLink(atPath: top + "/share/payspec/tools/adapters", withDestinationPath: DocRoot.path + "/tools/adapters")
        try fm.createDirectory(atPath: directory + "/.bin", withIntermediateDirectories: true)  // the runner's output files
        let packed = try ExampleWorkspace(path: directory).run(
            "cd 'v\(version)' && tar -czf \(name).tar.gz \(name) && sha256sum \(name).tar.gz > \(name).tar.gz.sha256 && rm -rf \(name)")
        guard packed.status == 0 else { throw CIWorkflowTests.ReadError(line: 0, message: "cannot pack the local tarball: \(packed)") }
        return directory
    }

    /// A repository with a commit and a `main` branch on `origin`, a home, and the files
    /// Actions provides.
    func prepare() throws {
        let setup = try workspace.run(
            "mkdir -p home && : > .github_path && : > .summary && { [ -d .git ] || { git init -q && git add -A && "
                + "git -c user.email=ci@payspec.invalid -c user.name=ci commit -qm base; }; } && git update-ref refs/remotes/origin/main HEAD"
        )
        try #require(setup.status == 0, "setup: \(setup)")
    }

    /// The shell lines every step starts with: HOME, the Actions files, the job's env, the
    /// folders earlier steps added to $GITHUB_PATH.
    var prologue: String {
        var exports =
            "export HOME=\"$PWD/home\" GITHUB_PATH=\"$PWD/.github_path\" GITHUB_STEP_SUMMARY=\"$PWD/.summary\"\n"
        for (key, value) in job.env.sorted(by: { $0.key < $1.key }) {
            exports += "export \(key)='\(key == "PAYSPEC_RELEASES" ? "file://" + releases : value)'\n"
        }
        return exports + "while read -r p; do [ -n \"$p\" ] && PATH=\"$p:$PATH\"; done < .github_path\nset -eo pipefail\n"
    }

    /// A step's script with the skipped lines left out and the Actions expressions stood in
    /// for; nil when nothing is left or a tool it needs is missing.
    func script(_ step: CIWorkflowTests.Step) -> String? {
        guard let run = step.run else { return nil }
        let lines = run.components(separatedBy: "\n").filter { line in !skipped.contains { line.hasPrefix($0) } }
        if lines.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { return nil }
        let body = lines.joined(separator: "\n").replacingOccurrences(of: "${{ github.base_ref }}", with: "main")
        if body.contains("${{") { Issue.record("\(file):\(step.line): an Actions expression this test cannot stand in for") }
        let java = ExampleWorkspace.missing(["java", "javac"]) == nil
        let node = ExampleWorkspace.missing(["node"]) == nil
        if (body.contains("adapters/java") && !java) || (body.contains("node ") && !node) {
            print("NOTE: \(file) step at line \(step.line) not run: java or node is not installed here")
            return nil
        }
        return body
    }

    /// Runs every step in order, each expected to exit 0; returns how many payspec lines ran.
    func runSteps(timeout: TimeInterval = 600) throws -> Int {
        var ran = 0
        for step in job.steps {
            guard let body = script(step) else { continue }
            ran += body.components(separatedBy: "\n").filter { $0.contains("payspec ") && !$0.contains("curl") }.count
            let outcome = try workspace.run(prologue + body, timeout: timeout)
            #expect(outcome.status == 0, "\(file) job \(job.name), step at line \(step.line):\n\(body)\n\(outcome)")
        }
        return ran
    }

    /// A step that writes JUnit still writes it when the run ends with exit 3: the same step
    /// with an adapter that cannot start (`false`) exits 3 and leaves the file with an `<error>`.
    func checkReportOnAdapterFailure() throws {
        for step in job.steps {
            guard let body = script(step), body.contains("--format junit --output ") else { continue }
            let line = try #require(
                body.components(separatedBy: "\n").first { $0.contains("payspec run ") && $0.contains("--format junit") })
            // Typed apart from the macro: inside `#require` this chain was the slowest expression of the
            // test targets to type-check.
            let outputWord: Substring? = line.components(separatedBy: "--output ").last?.split(separator: " ").first
            let output: String = try #require(outputWord.map { String($0) })
            let failing = line.replacing(/--adapter (\"[^\"]*\"|'[^']*'|\S+)/, with: "--adapter false")
            #expect(failing != line, "\(file):\(step.line): no --adapter to replace in \(line)")
            let outcome = try workspace.run(prologue + "rm -f \(output)\n" + failing)
            #expect(outcome.status == 3, "\(file):\(step.line): `\(failing)` should exit 3: \(outcome)")
            let xml = (try? String(contentsOfFile: workspace.path + "/" + output, encoding: .utf8)) ?? ""
            #expect(
                xml.contains("<testsuites") && xml.contains("<error"), "\(file):\(step.line): exit 3 left no JUnit with an <error>:\n\(xml)"
            )
        }
    }
}
