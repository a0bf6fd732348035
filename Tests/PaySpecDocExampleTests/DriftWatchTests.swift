import Foundation
import PaySpecTestSupport
import Testing

/// `Examples/ci/drift-watch.yml` run end to end: vendor pages served over HTTP on the loopback
/// interface by `python3 -m http.server`, the template's `drift-watch.txt` pointing at them, its
/// steps run in order as `CIWorkflowTests` runs the other templates. Then a page changes, a page
/// loses its tables, and a page is gone: each fails the watch, with the reports written.
@Suite("The drift watch template against served pages", .endToEnd, .waitsOnProcesses, .serialized)
struct DriftWatchTests {
    static let pages = [
        ("comgate", "comgate-results-de.html"), ("comgate", "comgate-session-pl.html"), ("seb", "seb-result-et.html"),
        ("moneycollect", "moneycollect-en.html"),
    ]

    /// `python3 -m http.server` serving `folder` on 127.0.0.1 only, on a port the system picks.
    final class PageServer {
        let process = Process()
        var port = 0

        init(serving folder: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
            var text = ""
            while !text.contains("\n") {
                let data = out.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            guard let match = text.firstMatch(of: /127\.0\.0\.1 port (\d+)/), let port = Int(match.1) else {
                throw CIWorkflowTests.ReadError(line: 0, message: "http.server said: \(text)")
            }
            self.port = port
        }

        /// SIGKILL: a process started by a test may inherit an ignored SIGTERM.
        func stop() {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The watch's job, its scratch checkout with `drift-watch.txt`, and the served folder.
    func prepare() throws -> (run: CIWorkflowRun, served: String, server: PageServer) {
        let file = "Examples/ci/drift-watch.yml"
        let text = try String(contentsOfFile: DocRoot.path + "/" + file, encoding: .utf8)
        let job = try #require(try CIWorkflowTests.read(text).jobs.first)
        let version = try #require(try CIWorkflowRun.kitVersion())
        let workspace = try ExampleWorkspace.make()
        let served = workspace.path + "/.served"
        try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
        for (_, page) in Self.pages {
            try FileManager.default.copyItem(
                atPath: DocRoot.path + "/Tests/PaySpecDriftTests/Fixtures/" + page, toPath: served + "/" + page)
        }
        let server = try PageServer(serving: served)
        let config =
            "# sdk url\n"
            + Self.pages.map { "\($0.0) http://127.0.0.1:\(server.port)/\($0.1)" }.joined(separator: "\n") + "\n"
        try config.write(toFile: workspace.path + "/drift-watch.txt", atomically: true, encoding: .utf8)
        let releases = try CIWorkflowRun.localReleases(in: workspace.path + "/.releases", version: version)
        let run = CIWorkflowRun(workspace: workspace, file: file, job: job, releases: releases, skipped: [])
        try run.prepare()
        return (run, served, server)
    }

    /// Runs the steps in order as Actions does (a failing step ends the job); the status of each.
    func runSteps(_ run: CIWorkflowRun) throws -> [(name: String, outcome: ExampleWorkspace.Outcome)] {
        var outcomes: [(String, ExampleWorkspace.Outcome)] = []
        for step in run.job.steps {
            guard let body = run.script(step) else { continue }
            let outcome = try run.workspace.run(run.prologue + "rm -f drift.sarif drift-junit.xml\n" + body, timeout: 300)
            outcomes.append((step.keys["name"] ?? "", outcome))
            if outcome.status != 0 { break }
        }
        return outcomes
    }

    func read(_ run: CIWorkflowRun, _ name: String) -> String {
        (try? String(contentsOfFile: run.workspace.path + "/" + name, encoding: .utf8)) ?? ""
    }

    @Test("unchanged pages: every step passes and the reports say no differences")
    func unchanged() throws {
        let (run, _, server) = try prepare()
        defer {
            server.stop()
            run.workspace.remove()
        }
        let outcomes = try runSteps(run)
        #expect(outcomes.count == 3)
        for (name, outcome) in outcomes { #expect(outcome.status == 0, "\(name): \(outcome)") }
        #expect(read(run, "drift-junit.xml").contains("no differences"))
        #expect(read(run, "drift.sarif").contains("\"results\": []") || read(run, "drift.sarif").contains("\"results\":[]"))
    }

    @Test("a row added on a served page fails the watch with exit 1, named in the log, SARIF and JUnit")
    func pageChanged() throws {
        let (run, served, server) = try prepare()
        defer {
            server.stop()
            run.workspace.remove()
        }
        let page = served + "/seb-result-et.html"
        let text = try String(contentsOfFile: page, encoding: .utf8).replacingOccurrences(
            of: "<tr><td><code>sessionId</code>",
            with: "<tr><td><code>cardBrand</code><td><code>String?</code><td>x\n<tr><td><code>sessionId</code>")
        try text.write(toFile: page, atomically: true, encoding: .utf8)
        let outcomes = try runSteps(run)
        let drift = try #require(outcomes.last)
        #expect(drift.name == "Vendor pages vs spec/")
        #expect(drift.outcome.status == 1, "\(drift.outcome)")
        #expect(drift.outcome.stdout.contains("::error file=pages/4-seb.html,line="))
        #expect(drift.outcome.stdout.contains("cardBrand"))
        #expect(read(run, "drift.sarif").contains("cardBrand"))
        #expect(read(run, "drift-junit.xml").contains("<failure"))
    }

    @Test("a served page that names its SDK but holds no readable table fails the watch with exit 2")
    func pageUnreadable() throws {
        let (run, served, server) = try prepare()
        defer {
            server.stop()
            run.workspace.remove()
        }
        // The page as a site that renders its tables by script serves it.
        let shell =
            "<!doctype html><html><body><main><h1>Stany sesji</h1><p>ComgateSecureSession</p>"
            + "<div id=\"app\" data-src=\"/tables.json\"></div></main><script src=\"/app.js\"></script></body></html>\n"
        try shell.write(toFile: served + "/comgate-session-pl.html", atomically: true, encoding: .utf8)
        let outcomes = try runSteps(run)
        let fetch = try #require(outcomes.last)
        #expect(fetch.name == "Fetch the vendor pages")
        #expect(fetch.outcome.status == 2, "\(fetch.outcome)")
        #expect(
            fetch.outcome.stderr.contains(
                "pages/3-comgate.html: error: the document names the comgate SDK, but no table of it was recognised"))
        // Without the fetch step's own check, drift --docs refuses the page as well.
        let drift = try run.workspace.run(run.prologue + "payspec drift --docs pages/*.html --spec spec --format junit --output j.xml")
        #expect(drift.status == 2)
        #expect(read(run, "j.xml").contains("<error"))
    }

    @Test("a page that cannot be fetched fails the watch")
    func pageGone() throws {
        let (run, served, server) = try prepare()
        defer {
            server.stop()
            run.workspace.remove()
        }
        try FileManager.default.removeItem(atPath: served + "/moneycollect-en.html")
        let outcomes = try runSteps(run)
        let fetch = try #require(outcomes.last)
        #expect(fetch.name == "Fetch the vendor pages")
        #expect(fetch.outcome.status != 0)
        #expect(fetch.outcome.stderr.contains("404"))
    }
}
