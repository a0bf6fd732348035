import Foundation
import PaySpecCLI
import PaySpecJSON
import PaySpecVectors
import Testing

/// `payspec vectors …` and `payspec spec format` on real and deliberately damaged copies.
@Suite struct VectorsCommandTests {
    func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
        var console = Console.capturing()
        let status = PaySpecCommandLine.run(args, console: &console)
        return (status, console.stdout, console.stderr)
    }

    /// A scratch copy of spec/ and golden/ that a test may damage.
    func scratchCopy() throws -> String {
        let dir = NSTemporaryDirectory() + "payspec-vectors-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackageRoot.spec, toPath: dir + "/spec")
        try FileManager.default.copyItem(atPath: PackageRoot.path + "/golden", toPath: dir + "/golden")
        return dir
    }

    @Test func checkPassesOnTheCommittedGoldenFiles() {
        let r = run(["vectors", "check", "--spec", PackageRoot.spec, "--golden", PackageRoot.path + "/golden"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("golden OK: 18 suites,"))
        #expect(r.out.contains("every spec row covered"))
    }

    @Test func checkNamesTheVectorThatDisagreesWithSpec() throws {
        let dir = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/golden/seb.status-outcome.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").firstIndex { $0.contains(#""id": "seb.status-outcome/status-SETTLED""#) })
        try text.replacingOccurrences(
            of: #""expect": {"outcome": "succeeded", "paymentStatus": "SETTLED"}"#,
            with: #""expect": {"outcome": "unresolved", "paymentStatus": "SETTLED"}"#
        ).write(toFile: path, atomically: true, encoding: .utf8)
        let r = run(["vectors", "check", "--spec", dir + "/spec", "--golden", dir + "/golden"])
        #expect(r.status == 1)
        #expect(
            r.err.contains("\(path):\(line + 1):5: error: vector seb.status-outcome/status-SETTLED disagrees with spec/"),
            "\(r.err)")
    }

    @Test func checkReportsUncoveredRowsAndDanglingReferences() throws {
        let dir = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.removeItem(atPath: dir + "/golden/moneycollect.exit-prompt.json")
        let r = run(["vectors", "check", "--spec", dir + "/spec", "--golden", dir + "/golden"])
        #expect(r.status == 1)
        #expect(r.err.contains("error: spec row moneycollect/exit-prompt#exitDismissed is covered by no vector"))
        #expect(r.err.contains("generated suite moneycollect.exit-prompt is missing; run 'payspec vectors generate'"))
    }

    @Test func generateRestoresWhatCheckComplainsAbout() throws {
        let dir = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.removeItem(atPath: dir + "/golden/seb.lookup-request.json")
        let g = run(["vectors", "generate", "--spec", dir + "/spec", "--golden", dir + "/golden"])
        #expect(g.status == 0)
        #expect(g.out.contains("seb.lookup-request.json (29 vectors)"))
        #expect(g.out.contains("18 generated suites, 1 rewritten"))
        #expect(run(["vectors", "check", "--spec", dir + "/spec", "--golden", dir + "/golden"]).status == 0)
    }

    @Test func statsCountsPerSuiteLevelAndSDK() throws {
        let r = run(["vectors", "stats", "--spec", PackageRoot.spec, "--golden", PackageRoot.path + "/golden"])
        #expect(r.status == 0)
        #expect(r.out.hasPrefix("SUITE "), "\(r.out)")
        #expect(r.out.contains("NORMATIVE  DERIVED  CHOICE  VARIANT  INTERACTION  STATE-EVENT  TOTAL"))
        let lookup = try #require(r.out.split(separator: "\n").first { $0.hasPrefix("seb.lookup-request ") })
        let columns: [String] = lookup.split(separator: " ").map { String($0) }
        #expect(columns == ["seb.lookup-request", "seb", "28", "1", "5", "16", "0", "0", "29"], "\(lookup)")
        #expect(r.out.contains(#/spec-row coverage: (\d+)/\1 rows \(100\.0%\)/#))
    }

    /// The JSON figures agree with the vectors themselves: counted here independently, per suite.
    @Test func statsJSONCountsNormativeDerivedAndChoiceDependentPerSuite() throws {
        let r = run(["vectors", "stats", "--format", "json", "--spec", PackageRoot.spec, "--golden", PackageRoot.path + "/golden"])
        #expect(r.status == 0, "\(r.err)")
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        let (suites, problems) = GoldenLoader.load(directory: PackageRoot.path + "/golden")
        #expect(problems.isEmpty)
        let rows = json["suites"]?.arrayValue ?? []
        #expect(rows.count == suites.count && !rows.isEmpty)
        var total = 0
        for suite in suites {
            let row = try #require(rows.first { $0["suite"]?.stringValue == suite.name }, "\(suite.name) missing")
            let must = suite.vectors.filter { $0.level == .must }.count
            let dependent = suite.vectors.filter { v in v.expectByChoice.values.contains { $0 != v.expect } }.count
            #expect(row["normative"]?.intValue == must, "\(suite.name)")
            #expect(row["derived"]?.intValue == suite.vectors.count - must, "\(suite.name)")
            #expect(row["choiceDependent"]?.intValue == dependent, "\(suite.name)")
            #expect(row["total"]?.intValue == suite.vectors.count, "\(suite.name)")
            for (member, tag) in [("variants", "variant"), ("interactions", "interaction"), ("stateEvents", "state-event")] {
                #expect(row[member]?.intValue == suite.vectors.filter { $0.tags.contains(tag) }.count, "\(suite.name) \(member)")
            }
            total += suite.vectors.count
        }
        #expect(json["all"]?["total"]?.intValue == total)
        #expect((json["all"]?["choiceDependent"]?.intValue ?? 0) > 0, "no choice-dependent vector counted")
        #expect((json["all"]?["variants"]?.intValue ?? 0) > 0, "no variant counted")
        #expect(json["coverage"]?["coveredRows"] == json["coverage"]?["rows"])
    }

    /// A vector may claim `must` only when every row it rests on is normative.
    @Test func aMustVectorOnADerivedRowIsRefused() throws {
        let dir = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/golden/seb.flow-terminations.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("\"id\": \"seb.flow-terminations/pageLoadFailed\"") })
        #expect(line.contains("\"level\": \"should\""))
        try text.replacingOccurrences(of: line, with: line.replacingOccurrences(of: "\"level\": \"should\"", with: "\"level\": \"must\""))
            .write(toFile: path, atomically: true, encoding: .utf8)
        let r = run(["vectors", "check", "--spec", dir + "/spec", "--golden", dir + "/golden"])
        #expect(r.status == 1)
        #expect(
            r.err.contains(
                "vector seb.flow-terminations/pageLoadFailed: level must, but it rests on seb/flow-terminations#pageLoadFailed, which is derived; make it should"
            ), "\(r.err)")
    }

    @Test func statsRefusesAnEmptyGoldenFolderAndABadFormat() throws {
        let dir = NSTemporaryDirectory() + "payspec-empty-golden-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let empty = run(["vectors", "stats", "--spec", PackageRoot.spec, "--golden", dir])
        #expect(empty.status == 1)
        #expect(empty.err.contains("no golden suite found; nothing to count"), "\(empty.err)")
        let bad = run(["vectors", "stats", "--format", "xml", "--spec", PackageRoot.spec])
        #expect(bad.status == 2)
        #expect(bad.err.contains("--format must be one of text, json, not 'xml'"), "\(bad.err)")
        let elsewhere = run(["vectors", "check", "--format", "json", "--spec", PackageRoot.spec])
        #expect(elsewhere.status == 2)
        #expect(elsewhere.err.contains("--format applies to 'vectors stats' only"), "\(elsewhere.err)")
    }

    @Test func unreadableSpecIsAUsageError() {
        let r = run(["vectors", "check", "--spec", "/nonexistent", "--golden", PackageRoot.path + "/golden"])
        #expect(r.status == 2)
        #expect(r.err.contains("/nonexistent: error: spec directory not found"))
        #expect(run(["vectors", "frobnicate", "--spec", PackageRoot.spec]).err.contains("unknown vectors action 'frobnicate'"))
    }

    @Test func formatRewritesANonCanonicalFileAndCheckFlagsIt() throws {
        let dir = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/spec/seb/outcomes.json"
        let canonical = try String(contentsOfFile: path, encoding: .utf8)
        try canonical.replacingOccurrences(of: "\n    {", with: "\n{").write(toFile: path, atomically: true, encoding: .utf8)
        let check = run(["spec", "format", "--check", "--spec", dir + "/spec"])
        #expect(check.status == 1)
        #expect(check.err.contains("\(path): error: not in canonical form; run 'payspec spec format'"))
        let fix = run(["spec", "format", "--spec", dir + "/spec"])
        #expect(fix.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == canonical)
        try "{\"rows\": [}".write(toFile: path, atomically: true, encoding: .utf8)
        let broken = run(["spec", "format", "--check", "--spec", dir + "/spec"])
        #expect(broken.status == 2)
        #expect(broken.err.contains("\(path):1:11: error: expected a value, found character '}'"))
    }

    @Test func brokenTranslationFilesAreReportedPrecisely() throws {
        let dir = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/spec/translations/fr.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: #"{"key": "cvvHint", "value": "CVV"}"#, with: #"{"key": "cvvHint", "value": 3}"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let r = run(["spec", "check", "--spec", dir + "/spec"])
        #expect(r.status == 1)
        #expect(r.err.contains("\(path):6:5: error: row 1: expected {\"key\": string, \"value\": string}"), "\(r.err)")
        #expect(r.err.contains("error: language \"fr\" lacks key \"cvvHint\""))
    }
}
