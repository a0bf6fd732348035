import Foundation
import PaySpecCLI
import PaySpecJSON
import PaySpecRunner
import PaySpecVectors
import Testing

/// The runner's fast paths (answers found by the next index, judged by bytes, passed cases
/// reported compactly) at several thousand vectors: one planted wrong expectation among them
/// is still reported in full, in every format, and every other vector passes.
@Suite(.serialized) struct PlantedFailureAtScaleTests {
    static let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"

    /// The golden set three times (ids suffixed per copy), with one expectation changed in the
    /// middle copy; returns the directory, the planted id and how many vectors there are.
    static func plantedGolden() throws -> (dir: String, planted: String, file: String, count: Int) {
        let (suites, diagnostics) = GoldenLoader.load(directory: Fixture.root + "/golden")
        #expect(diagnostics.isEmpty)
        let dir = Fixture.tempDir() + "/golden"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var planted = "", plantedFile = "", count = 0
        for suite in suites {
            for k in 0..<3 {
                var copy = suite
                if k > 0 { for i in copy.vectors.indices { copy.vectors[i].id += "~\(k)" } }
                let path = dir + "/\(suite.name).\(k).json"
                if k == 1 && suite.name == "seb.status-outcome" {
                    let i = copy.vectors.count / 2
                    copy.vectors[i].expect = ["planted": "a value no implementation gives"]
                    copy.vectors[i].expectByChoice = [:]
                    planted = copy.vectors[i].id
                    plantedFile = path
                }
                count += copy.vectors.count
                try copy.fileText.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
        return (dir, planted, plantedFile, count)
    }

    @Test func onePlantedFailureAmongThousandsIsReportedInEveryFormat() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.adapter) else {
            print("NOTE: \(Self.adapter) not built; planted-failure test skipped.")
            return
        }
        let (dir, planted, file, count) = try Self.plantedGolden()
        #expect(count > 5000)
        let json = CLIHabitsTests.cli(["run", "--golden", dir, "--adapter", Self.adapter, "--format", "json"])
        #expect(json.status == 1, "\(json.err)")
        let report = try JSONParser.parseValue(Array(json.out.utf8))
        let results = try #require(report["data"]?["results"]?.arrayValue ?? report["results"]?.arrayValue)
        #expect(results.count == count)
        let failing = results.filter { $0["status"]?.stringValue != "passed" }
        try #require(failing.count == 1, "\(failing.map { $0["id"]?.stringValue ?? "?" })")
        let f = failing[0]
        #expect(f["id"]?.stringValue == planted)
        #expect(f["status"]?.stringValue == "failed")
        #expect(f["file"]?.stringValue == file)
        #expect((f["line"]?.intValue ?? 0) > 5)
        let diff = f["diff"]?.arrayValue ?? []
        #expect(diff.contains { $0["path"]?.stringValue == "expect.planted" || ($0["text"]?.stringValue ?? "").contains("planted") })

        let text = CLIHabitsTests.cli(["run", "--golden", dir, "--adapter", Self.adapter])
        #expect(text.status == 1)
        #expect(text.out.contains(planted))
        #expect(text.out.contains("planted"))
        #expect(text.out.contains("\(count) vectors: \(count - 1) passed, 1 failed"), "\(text.out.suffix(400))")

        let junit = CLIHabitsTests.cli(["run", "--golden", dir, "--adapter", Self.adapter, "--format", "junit"])
        #expect(junit.status == 1)
        #expect(junit.out.components(separatedBy: "<testcase ").count - 1 == count)
        #expect(junit.out.components(separatedBy: "<failure").count - 1 == 1)
    }
}
