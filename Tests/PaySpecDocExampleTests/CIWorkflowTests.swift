import Foundation
import PaySpecTestSupport
import Testing

/// The CI templates work when copied: every workflow is a file under `Examples/ci/`, every
/// ```yaml block of README.md and docs/ is one of those files word for word, each has the
/// structure a workflow needs (checked by the small reader below; no YAML library), and its
/// `run:` steps run in order in a scratch checkout: the release tarball served from a local
/// folder through `PAYSPEC_RELEASES` (a `file://` URL), the Actions variables ($GITHUB_PATH,
/// $GITHUB_STEP_SUMMARY, ${{ github.base_ref }}) stood in for, a base branch and `vendor-docs/`
/// made by the test. The build steps are not run here (`.build` is this test run's build);
/// `.ci/run` runs the README's install before the tests, and `FreshCloneTests` runs every
/// template in a fresh copy of the checkout with the kit that install put in place.
@Suite("CI workflow templates", .waitsOnProcesses, .serialized)
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

    /// Templates that fetch pages: `DriftWatchTests` runs them against pages it serves itself.
    static let servedTemplates: Set<String> = ["Examples/ci/drift-watch.yml"]

    /// The workflow templates, `Examples/ci/*.yml`, by file name.
    static func templates() throws -> [(file: String, text: String)] {
        let folder = DocRoot.path + "/Examples/ci"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }.sorted().map {
            ("Examples/ci/" + $0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
        }
    }

    /// The ```yaml blocks of README.md and the pages of docs/, with where each starts.
    static func documentedBlocks() throws -> [(source: String, text: String)] {
        var out: [(String, String)] = []
        for document in DocExampleTests.documents where document == "README.md" || document.hasPrefix("docs/") {
            let text = try String(contentsOfFile: DocRoot.path + "/" + document, encoding: .utf8)
            var current: [String]?
            var start = 0
            for (i, line) in text.components(separatedBy: "\n").enumerated() {
                if current == nil, line == "```yaml" {
                    current = []
                    start = i + 2
                } else if current != nil, line == "```" {
                    out.append(("\(document):\(start)", current!.joined(separator: "\n")))
                    current = nil
                } else if current != nil {
                    current!.append(line)
                }
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

    @Test func everyDocumentedWorkflowIsATemplateAndEveryTemplateIsDocumented() throws {
        let templates = try Self.templates()
        #expect(templates.count >= 3, "the Swift SDK, the Android SDK and the drift-gate templates")
        let blocks = try Self.documentedBlocks()
        for block in blocks where !templates.contains(where: { $0.text.trimmingCharacters(in: .newlines) == block.text }) {
            Issue.record("\(block.source): a workflow that is no file of Examples/ci/ (copy it there, word for word)")
        }
        for template in templates where !blocks.contains(where: { $0.text == template.text.trimmingCharacters(in: .newlines) }) {
            Issue.record("\(template.file) is shown by no page (docs/ci.md shows every template)")
        }
    }

    @Test func everyTemplateHasTheStructureOfAWorkflow() throws {
        for (file, text) in try Self.templates() {
            let workflow = try Self.read(text)
            #expect(Set(["name", "on", "jobs"]).isSubset(of: Set(workflow.topKeys)), "\(file)")
            #expect(!workflow.jobs.isEmpty, "\(file): no job")
            for job in workflow.jobs {
                #expect(job.keys.contains("runs-on") && job.keys.contains("steps"), "\(file): job \(job.name)")
                #expect(!job.steps.isEmpty)
                for step in job.steps {
                    #expect((step.uses == nil) != (step.run == nil), "\(file):\(step.line): a step needs uses or run")
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

    @Test(.endToEnd, .takesMinutes) func theTemplatesRunLocally() throws {
        let version = try #require(try CIWorkflowRun.kitVersion())
        var ran = 0
        for (file, text) in try Self.templates() where !Self.servedTemplates.contains(file) {
            let workflow = try Self.read(text)
            for job in workflow.jobs {
                if let pinned = job.env["PAYSPEC_VERSION"] {
                    #expect(pinned == version, "\(file): PAYSPEC_VERSION \(pinned) is not this kit's version")
                }
                let workspace = try ExampleWorkspace.make()
                defer { workspace.remove() }
                let releases = try CIWorkflowRun.localReleases(in: workspace.path + "/.releases", version: version)
                let run = CIWorkflowRun(
                    workspace: workspace, file: file, job: job, releases: releases, skipped: ["swift test", "tools/install.sh"])
                try run.prepare()
                ran += try run.runSteps()
                try run.checkReportOnAdapterFailure()
            }
        }
        #expect(ran >= 6, "only \(ran) payspec lines ran")
    }
}
