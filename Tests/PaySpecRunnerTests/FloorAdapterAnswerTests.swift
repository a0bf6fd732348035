import Foundation
import PaySpecBench
import PaySpecGolden
import PaySpecJSON
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// The bench's floor adapter answers each vector of a scaled golden set with what the reference
/// model answered for that very vector: the copies ask the same inputs, and a value the
/// documents require fresh (a request's uuid) must differ from copy to copy, or the floor's run
/// fails its vectors and the bench has nothing to compare.
@Suite struct FloorAdapterAnswerTests {
    @Test func everyCopyHasItsOwnAnswerAndFreshValuesDiffer() throws {
        let (suites, diagnostics) = GoldenLoader.load(directory: Fixture.root + "/golden")
        #expect(diagnostics.isEmpty)
        let lookup = try #require(suites.first { $0.name == "seb.lookup-request" })
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("floor-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }

        let set = try GoldenScale.write([lookup], copies: 3, under: tmp)
        let lines = try String(contentsOfFile: set.canned, encoding: .utf8).split(separator: "\n")
        var answers: [String: String] = [:]
        for line in lines {
            let value = try JSONParser.parseValue(Array(line.utf8))
            let id = try #require(value["id"]?.stringValue)
            #expect(answers[id] == nil, "one answer per vector")
            answers[id] = JSONWriter.line(try #require(value["output"]))
        }
        // Every vector the model answers has a line of its own, in each of the three copies.
        #expect(!answers.isEmpty)
        for id in answers.keys where !id.contains("~") {
            #expect(answers[id + "~1"] != nil && answers[id + "~2"] != nil, "copies of \(id)")
        }
        // A vector whose expectation asks for a fresh value gets a different answer per copy.
        let fresh = try #require(lookup.vectors.first { JSONWriter.line($0.expect).contains("$fresh") && answers[$0.id] != nil })
        let copies = [fresh.id, fresh.id + "~1", fresh.id + "~2"].compactMap { answers[$0] }
        #expect(copies.count == 3)
        #expect(Set(copies).count == 3)
    }
}
