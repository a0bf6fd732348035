import Foundation
import PaySpecTestScheduling
import Testing

/// The README's GitHub Actions workflows work when pasted: each ```yaml block has the structure
/// a workflow needs (checked by the small reader below; no YAML library), and its `run:` steps
/// run in a scratch checkout, with the release download replaced by the local tarball and the
/// Actions variables ($GITHUB_PATH, $GITHUB_STEP_SUMMARY, ${{ github.base_ref }}) stood in for.
@Suite("README CI workflows", .waitsOnProcesses, .serialized)
struct CIWorkflowTests {
    /// One `- ` item of a job's `steps`.
    struct Step {
        var keys: [String: String]
        var line: Int
        var uses: String? { keys["uses"] }
        var run: String? { keys["run"] }
    }

    struct Job {
        var name: String
        var keys: Set<String>
        var env: [String: String] = [:]
        var steps: [Step] = []
    }

    struct Workflow {
        var topKeys: [String] = []
        var jobs: [Job] = []
    }

    struct ReadError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    /// The README's ```yaml blocks, with the line each starts on.
    static func blocks() throws -> [(line: Int, text: String)] {
        let readme = try String(contentsOfFile: DocRoot.path + "/README.md", encoding: .utf8)
        var out: [(Int, String)] = []
        var current: [String]?
        var start = 0
        for (i, line) in readme.components(separatedBy: "\n").enumerated() {
            if current == nil, line == "```yaml" {
                current = []
                start = i + 2
            } else if current != nil, line == "```" {
                out.append((start, current!.joined(separator: "\n")))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return out
    }

    /// Reads the subset of YAML a workflow uses: `key: value`, `key:` with a deeper block, `- `
    /// items, `|` block scalars, flow lists `[a, b]`, quotes, comments. Anything else is an error.
    static func read(_ text: String) throws -> Workflow {
        var workflow = Workflow()
        let lines = text.components(separatedBy: "\n")
        var i = 0
        var job: Job?
        var step: Step?
        var section = ""  // the job-level key whose block we are in (steps, env, ...)
        func finishStep() {
            if let s = step { job?.steps.append(s) }
            step = nil
        }
        func finishJob() {
            finishStep()
            if let j = job { workflow.jobs.append(j) }
            job = nil
        }
        let keyLine = /^(?<indent> *)(?<dash>- )?(?<key>[A-Za-z0-9_.-]+):(?: +(?<value>.*))?$/
        while i < lines.count {
            let raw = lines[i]
            let number = i + 1
            i += 1
            if raw.contains("\t") { throw ReadError(line: number, message: "a tab character") }
            let trimmed = raw.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let m = raw.wholeMatch(of: keyLine) else { throw ReadError(line: number, message: "not 'key: value': \(raw)") }
            let indent = m.indent.count
            // A `- key:` item's key sits two columns right of its dash.
            let column = indent + (m.dash == nil ? 0 : 2)
            if indent % 2 != 0 { throw ReadError(line: number, message: "odd indentation") }
            let key = String(m.key)
            var value = m.value.map(String.init) ?? ""
            if let hash = value.range(of: " #"), !value.hasPrefix("'"), !value.hasPrefix("\"") { value = String(value[..<hash.lowerBound]) }
            value = value.trimmingCharacters(in: .whitespaces)
            if value == "|" {
                // A block scalar: every following line indented deeper than the key (or blank).
                var body: [String] = []
                while i < lines.count {
                    let next = lines[i]
                    let depth = next.prefix { $0 == " " }.count
                    if !next.trimmingCharacters(in: .whitespaces).isEmpty && depth <= column { break }
                    body.append(String(next.dropFirst(min(depth, column + 2))))
                    i += 1
                }
                value = body.joined(separator: "\n").trimmingCharacters(in: .newlines)
                if value.isEmpty { throw ReadError(line: number, message: "empty block scalar") }
            } else if value.hasPrefix("[") != value.hasSuffix("]") {
                throw ReadError(line: number, message: "unbalanced flow list")
            } else if let q = value.first, q == "'" || q == "\"", value.count < 2 || value.last != q {
                throw ReadError(line: number, message: "unbalanced quotes")
            }
            switch indent {
            case 0:
                finishJob()
                workflow.topKeys.append(key)
                section = ""
            case 2:
                guard workflow.topKeys.last == "jobs" else { continue }
                finishJob()
                job = Job(name: key, keys: [])
            case 4:
                guard job != nil else { continue }
                finishStep()
                job!.keys.insert(key)
                section = key
            case 6 where section == "env" && m.dash == nil:
                job?.env[key] = value.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
            case 6 where section == "steps":
                guard m.dash != nil else { throw ReadError(line: number, message: "a step must start with '- '") }
                finishStep()
                step = Step(keys: [key: value], line: number)
            case 8 where section == "steps":
                guard step != nil else { throw ReadError(line: number, message: "a step key outside a step") }
                step!.keys[key] = value
            default:
                continue
            }
        }
        finishJob()
        return workflow
    }

    @Test func everyWorkflowBlockHasTheStructureOfAWorkflow() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 3, "the README's CI section has the Swift and Android jobs and the kit's own")
        for block in blocks {
            let workflow = try Self.read(block.text)
            #expect(Set(["name", "on", "jobs"]).isSubset(of: Set(workflow.topKeys)), "README.md:\(block.line)")
            #expect(!workflow.jobs.isEmpty, "README.md:\(block.line): no job")
            for job in workflow.jobs {
                #expect(job.keys.contains("runs-on") && job.keys.contains("steps"), "README.md:\(block.line): job \(job.name)")
                #expect(!job.steps.isEmpty)
                for step in job.steps {
                    #expect((step.uses == nil) != (step.run == nil), "README.md:\(block.line + step.line - 1): a step needs uses or run")
                }
            }
        }
    }

    @Test func theReaderRejectsWhatIsNoWorkflow() {
        #expect(throws: ReadError.self) { try Self.read("name: x\n\tjobs:") }
        #expect(throws: ReadError.self) { try Self.read("name: x\njobs\n") }
        #expect(throws: ReadError.self) { try Self.read("on: [push\n") }
        #expect(throws: ReadError.self) { try Self.read("name: 'x\n") }
        #expect(throws: ReadError.self) { try Self.read("jobs:\n  a:\n    steps:\n      run: x\n") }
    }

    /// Commands the test does not run: the SDK's own test and build commands (this very run is one).
    static let notRun = ["swift test", "swift build"]

    /// A release tarball to install: the one .ci/run built (PAYSPEC_TARBALL), else one laid out
    /// like it around the debug build (symlinks to the built binary and the checkout's folders).
    static func localRelease(in directory: String, version: String) throws -> String {
        let name = "payspec-\(version)-linux-x86_64.tar.gz"
        if let built = ProcessInfo.processInfo.environment["PAYSPEC_TARBALL"], built.hasSuffix("/" + name),
            FileManager.default.fileExists(atPath: built)
        {
            return (built as NSString).deletingLastPathComponent
        }
        let top = directory + "/payspec-\(version)-linux-x86_64"
        let fm = FileManager.default
        try fm.createDirectory(atPath: top + "/bin", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: top + "/share/payspec/tools", withIntermediateDirectories: true)
        for exe in ["payspec", "payspec-reference-adapter"] {
            try fm.createSymbolicLink(atPath: top + "/bin/" + exe, withDestinationPath: DocRoot.path + "/.build/debug/" + exe)
        }
        for folder in ["spec", "golden"] {
            try fm.createSymbolicLink(atPath: top + "/share/payspec/" + folder, withDestinationPath: DocRoot.path + "/" + folder)
        }
        try fm.createSymbolicLink(atPath: top + "/share/payspec/tools/adapters", withDestinationPath: DocRoot.path + "/tools/adapters")
        let workspace = ExampleWorkspace(path: (directory as NSString).deletingLastPathComponent)
        let packed = try workspace.run(
            "cd '\(directory)' && tar -czf \(name) payspec-\(version)-linux-x86_64 && sha256sum \(name) > \(name).sha256 && rm -rf payspec-\(version)-linux-x86_64"
        )
        guard packed.status == 0 else { throw ReadError(line: 0, message: "cannot pack the local tarball: \(packed)") }
        return directory
    }

    @Test func theWorkflowsRunLocally() throws {
        let version = try ExampleWorkspace.runBinary(["--version"]).split(separator: "\n").first.map {
            String($0.dropFirst("payspec ".count))
        }
        let java = ExampleWorkspace.missing(["java", "javac"]) == nil
        let node = ExampleWorkspace.missing(["node"]) == nil
        var ranPayspec = 0
        for block in try Self.blocks() {
            let workflow = try Self.read(block.text)
            for job in workflow.jobs {
                if let pinned = job.env["PAYSPEC_VERSION"] {
                    #expect(pinned == version, "README.md:\(block.line): PAYSPEC_VERSION \(pinned) is not this kit's version")
                }
                let workspace = try ExampleWorkspace.make()
                defer { workspace.remove() }
                let release = try Self.localRelease(in: workspace.path + "/.release", version: job.env["PAYSPEC_VERSION"] ?? version ?? "")
                let setup = try workspace.run(
                    "mkdir -p home && : > .github_path && git init -q && git add -A && git -c user.email=ci@payspec.invalid -c user.name=ci commit -qm base && git update-ref refs/remotes/origin/main HEAD"
                )
                try #require(setup.status == 0, "setup: \(setup)")
                for step in job.steps {
                    guard let script = step.run else { continue }
                    var lines: [String] = []
                    for line in script.components(separatedBy: "\n") where !Self.notRun.contains(where: { line.hasPrefix($0) }) {
                        lines.append(line)
                    }
                    if lines.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
                    var body = lines.joined(separator: "\n")
                    if body.contains("adapters/java") && !java || body.contains("node ") && !node {
                        print("NOTE: README.md:\(block.line) step at line \(step.line) not run: java or node is not installed here")
                        continue
                    }
                    // The download from the release page becomes a copy of the local tarball.
                    let download = #"curl -fsSLO "https://github.com/payspec/payspec/releases/download/v${PAYSPEC_VERSION}/"#
                    body = body.components(separatedBy: "\n").map { line in
                        guard line.hasPrefix(download) else { return line }
                        return "cp \"\(release)/" + line.dropFirst(download.count) + " ."
                    }.joined(separator: "\n")
                    body = body.replacingOccurrences(of: "${{ github.base_ref }}", with: "main")
                    if body.contains("${{") { Issue.record("README.md:\(block.line): an Actions expression this test cannot stand in for") }
                    ranPayspec += lines.filter { $0.contains("payspec ") && !$0.contains("curl") }.count
                    var exports = "export HOME=\"$PWD/home\" GITHUB_PATH=\"$PWD/.github_path\" GITHUB_STEP_SUMMARY=\"$PWD/.summary\"\n"
                    for (k, v) in job.env { exports += "export \(k)='\(v)'\n" }
                    let outcome = try workspace.run(
                        exports + "while read -r p; do [ -n \"$p\" ] && PATH=\"$p:$PATH\"; done < .github_path\nset -eo pipefail\n" + body)
                    #expect(outcome.status == 0, "README.md:\(block.line) job \(job.name), step at line \(step.line):\n\(body)\n\(outcome)")
                }
                if job.steps.contains(where: { $0.run?.contains("--output payspec.xml") == true }) && java {
                    let xml = (try? String(contentsOfFile: workspace.path + "/payspec.xml", encoding: .utf8)) ?? ""
                    #expect(xml.contains("<testsuites") && xml.contains("failures=\"0\""), "the Android job wrote no green JUnit")
                }
            }
        }
        #expect(ranPayspec >= 4, "only \(ranPayspec) payspec lines ran")
    }
}
