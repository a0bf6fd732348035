import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import Testing

/// `payspec report`: the conformance matrix over saved runs.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)))
struct ReportMatrixTests {
    static let golden = Fixture.root + "/golden"

    /// Three saved runs: the reference model, the shipped Python port, and an older Python port
    /// (0.0.9) that does not trim cardholder names, with its failures in an expectations file.
    struct ThreeRuns {
        let dir: String
        let reference: String
        let python: String
        let old: String
        let expectedFailures: Int
        let total: Int
    }

    static func threeRuns() throws -> ThreeRuns {
        let dir = Fixture.tempDir()
        let reference = dir + "/reference.json"
        let python = dir + "/python.json"
        let old = dir + "/python-0.0.9.json"
        #expect(Fixture.cli(["run", "--golden", golden, "--format", "json", "--output", reference]).status == 0)
        let port = "\(Fixture.python ?? "python3") \(Fixture.root)/tools/adapters/python/adapter.py"
        #expect(Fixture.cli(["run", "--golden", golden, "--adapter", port, "--format", "json", "--output", python]).status == 0)
        let planted = try PlantedPort.python(
            file: "payspec_comgate.py", replacing: "checked = name.strip(_WHITESPACE) if", with: "checked = name if", version: "0.0.9")
        let expect = dir + "/old-expectations.json"
        let record = Fixture.cli([
            "run", "--golden", golden, "--adapter", planted, "--expect", expect, "--update-expectations", "--format", "json", "--output",
            old,
        ])
        #expect(record.status == 0, "\(record.err)")
        #expect(
            Fixture.cli(["run", "--golden", golden, "--adapter", planted, "--expect", expect, "--format", "json", "--output", old]).status
                == 0)
        let entries = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: expect))))["expectations"]?.arrayValue
        let total = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: reference))))["summary"]?["total"]?.intValue
        return ThreeRuns(
            dir: dir, reference: reference, python: python, old: old, expectedFailures: try #require(entries?.count),
            total: try #require(total))
    }

    @Test(.enabled(if: Fixture.python != nil, "python3 not found on PATH"))
    func threeSavedRunsRenderTheMatrix() throws {
        let runs = try Self.threeRuns()
        #expect(runs.expectedFailures > 0)
        let md = Fixture.cli(["report", runs.reference, runs.python, runs.old])
        #expect(md.status == 0, "\(md.err)")
        let n = runs.total
        let x = runs.expectedFailures
        // Every implementation is a column, in name then version order.
        let reference = "payspec-reference \(PaySpecSuite.semanticVersion)"
        #expect(md.out.contains("| suite | payspec-python 0.0.9 | payspec-python 0.1.0 | \(reference) |"))
        // Per SDK, suites x implementations; the old port's known failures are in its card-fields cell.
        #expect(md.out.contains("### Comgate") && md.out.contains("### SEB PaymentKit") && md.out.contains("### MoneyCollect"))
        let cardRow = try #require(md.out.split(separator: "\n").first { $0.hasPrefix("| <code>comgate.card-fields</code>") })
        let cells = cardRow.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells[1].hasPrefix("**xfail**") && cells[1].contains("(\(x) xfail)"), "\(cardRow)")
        #expect(cells[2].hasPrefix("ok ") && cells[3].hasPrefix("ok "), "\(cardRow)")
        #expect(md.out.contains("| **payspec-python 0.1.0** | python | — | ok \(n)/\(n) | run passed |"))
        #expect(md.out.contains("**xfail** \(n - x)/\(n) (\(x) xfail)"))
        // The choices each declared (none: every answer judged under the reference option).
        #expect(md.out.contains("| <code>seb-status-matching</code> | exact | — | — | — |"))
        // The trend from 0.0.9 to 0.1.0.
        #expect(md.out.contains("| **payspec-python** | 0.1.0 | ok \(n)/\(n) | ok +\(x) passed |"))
        #expect(md.out.contains("comgate.card-fields"))

        let htmlPath = runs.dir + "/matrix.html"
        let html = Fixture.cli(["report", runs.reference, runs.python, runs.old, "--format", "html", "--output", htmlPath])
        #expect(html.status == 0)
        let page = try String(contentsOfFile: htmlPath, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
        #expect(!page.contains("<script") && !page.contains("src=") && !page.contains("href="))
        #expect(page.contains("<span class=\"xfail\">xfail</span> \(n - x)/\(n)"))
        #expect(page.contains("<h2>Trends across versions</h2>"))

        let badges = runs.dir + "/badges"
        let shields = Fixture.cli(["report", runs.reference, runs.python, runs.old, "--shields", badges])
        #expect(shields.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: badges).sorted() == ["payspec-python.json", "payspec-reference.json"])
        let badge = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: badges + "/payspec-python.json"))))
        // The latest version of the implementation, 0.1.0.
        #expect(badge == ["schemaVersion": 1, "label": "payspec", "message": .string("\(n)/\(n)"), "color": "brightgreen"])
        let old = Fixture.cli(["report", runs.old, "--shields", badges])
        #expect(old.status == 0)
        let oldBadge = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: badges + "/payspec-python.json"))))
        #expect(oldBadge["color"] == "yellow" && oldBadge["message"] == .string("\(n - x)/\(n)"))
    }

    /// A run file written by hand: one implementation, given counts per suite.
    static func runFile(name: String, version: String = "1.0", choices: [String: String] = [:], results: [(String, String)]) -> String {
        let path = Fixture.tempDir() + "/run.json"
        let doc: JSONValue = [
            "implementation": [
                "name": .string(name), "version": .string(version), "language": "kotlin", "suites": [],
                "choices": .object(choices.mapValues(JSONValue.string)),
            ],
            "summary": ["succeeded": .bool(!results.contains { $0.1 == "failed" })],
            "results": .array(results.map { ["suite": .string($0.0), "status": .string($0.1), "sdk": "seb"] }),
            "source": "adapter: x",
        ]
        try! JSONWriter.document(doc).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func countsChoicesAndFailuresShowInTheirCells() {
        let a = Self.runFile(
            name: "acme-android", choices: ["seb-status-matching": "normalised", "seb-empty-status": "keep-empty"],
            results: [("seb.status-outcome", "passed"), ("seb.status-outcome", "failed"), ("seb.resolution", "unsupported")])
        let r = Fixture.cli(["report", a])
        #expect(r.status == 0)
        #expect(r.out.contains("| <code>seb.status-outcome</code> | **fail** 1/2 (1 failed) |"))
        #expect(r.out.contains("| <code>seb.resolution</code> | **unsupported** 0/1 (1 unsupported) |"))
        // A non-reference option is bold; the reference option plain.
        #expect(r.out.contains("| <code>seb-status-matching</code> | exact | **normalised** |"))
        #expect(r.out.contains("| <code>seb-empty-status</code> | keep-empty | keep-empty |"))
        #expect(r.out.contains("run failed"))
        let dir = Fixture.tempDir()
        #expect(Fixture.cli(["report", a, "--shields", dir]).status == 0)
        let badge = try! String(contentsOfFile: dir + "/acme-android.json", encoding: .utf8)
        #expect(badge == #"{"color":"red","label":"payspec","message":"1/3","schemaVersion":1}"# + "\n")
    }

    @Test func namesFromRunFilesAreEscapedEverywhere() throws {
        let evil = "<script>alert(1)</script> | **x** \u{1B}[31m ../../etc"
        let a = Self.runFile(name: evil, results: [("seb.status-outcome", "passed")])
        let html = Fixture.cli(["report", a, "--format", "html"])
        #expect(html.status == 0)
        #expect(!html.out.contains("<script>") && html.out.contains("&lt;script&gt;"))
        #expect(!html.out.contains("\u{1B}"))
        let md = Fixture.cli(["report", a])
        #expect(!md.out.contains("<script>") && !md.out.contains("\u{1B}") && md.out.contains("\\*\\*x\\*\\*"))
        let dir = Fixture.tempDir()
        #expect(Fixture.cli(["report", a, "--shields", dir]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files.count == 1)
        #expect(files.allSatisfy { !$0.contains("/") && !$0.hasPrefix(".") && $0.hasSuffix(".json") }, "\(files)")
    }

    @Test func versionsOrderNumerically() {
        #expect(VersionOrder.less("0.9", "0.10"))
        #expect(VersionOrder.less("1.2", "1.2.1"))
        #expect(!VersionOrder.less("2.0", "1.99"))
        let old = Self.runFile(name: "p", version: "0.9", results: [("seb.status-outcome", "failed")])
        let new = Self.runFile(name: "p", version: "0.10", results: [("seb.status-outcome", "passed")])
        let r = Fixture.cli(["report", new, old])
        #expect(r.out.contains("| suite | p 0.9 | p 0.10 |"))
        #expect(r.out.contains("| **p** | 0.10 | ok 1/1 | ok +1 passed | seb.status-outcome 0→1 |"))
    }

    @Test func badInputNamesTheFileAndWritesNothing() throws {
        let dir = Fixture.tempDir()
        let empty = dir + "/empty.json"
        let broken = dir + "/broken.json"
        let notRun = dir + "/not-a-run.json"
        let badStatus = dir + "/bad-status.json"
        try "".write(toFile: empty, atomically: true, encoding: .utf8)
        try "{\"results\": [\n  {\"suite\": \"seb.status-outcome\", \"status\": \"passed\"},\n  oops]}".write(
            toFile: broken, atomically: true, encoding: .utf8)
        try "{\"summary\": {}}".write(toFile: notRun, atomically: true, encoding: .utf8)
        try "{\"results\": [\n {\"suite\": \"s\", \"status\": \"green\"}]}".write(toFile: badStatus, atomically: true, encoding: .utf8)
        let out = dir + "/matrix.md"
        for (file, message) in [
            (empty, "\(empty): error: empty file"), (broken, "\(broken):3:3: error: not JSON"),
            (notRun, "\(notRun):1:1: error: no \"results\" member"), (badStatus, "\(badStatus):2:2: error: a result needs a \"status\""),
            (dir + "/missing.json", "\(dir)/missing.json: error: no such file"), (dir, "\(dir): error: not a regular file"),
        ] {
            let r = Fixture.cli(["report", Self.runFile(name: "good", results: [("seb.status-outcome", "passed")]), file, "--output", out])
            #expect(r.status == 2, "\(file)")
            #expect(r.err.contains(message), "\(r.err)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
        let none = Fixture.cli(["report"])
        #expect(none.status == 2 && none.err.contains("report needs at least one run file"))
        let onto = Self.runFile(name: "good", results: [("seb.status-outcome", "passed")])
        #expect(Fixture.cli(["report", onto, "--output", onto]).status == 2)
        #expect(Fixture.cli(["report", onto, "--format", "sarif"]).status == 2)
    }

    @Test func helpHasUsageAndExamples() {
        let r = Fixture.cli(["report", "--help"])
        #expect(r.status == 0 && r.out.contains("USAGE: payspec report") && r.out.contains("EXAMPLES:"))
        #expect(Fixture.cli(["--help"]).out.contains("  report "))
    }
}
