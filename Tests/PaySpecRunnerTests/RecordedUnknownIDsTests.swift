import PaySpecJSON
import PaySpecRunner
import Testing

/// A recording full of ids the suite does not have (another suite version, a padded file) gets a
/// report the size of the suite: the first unknown ids listed, the rest counted in one note.
@Suite struct RecordedUnknownIDsTests {
    @Test(arguments: [10, 1000, 1001, 5000])
    func unknownIDsBeyondTheListedAreCounted(_ unknown: Int) {
        let vectors = Fixture.vectors().map { RunVector($0, sdk: "seb") }
        var outputs: [String: JSONValue] = [:]
        for v in vectors { outputs[v.id] = ["echo": "a"] }
        for i in 0..<unknown { outputs["pad/\(i)"] = [:] }
        let run = ConformanceRunner.judgeRecorded(vectors, outputs: outputs, stop: { false })
        let listed = min(unknown, ConformanceRunner.unknownIDsListed)
        #expect(run.results.count == vectors.count)
        #expect(run.notes.filter { $0.message.hasPrefix("recorded output for unknown vector id") }.count == listed)
        let counted = run.notes.filter { $0.message.contains("more recorded outputs for unknown vector ids") }
        if unknown > ConformanceRunner.unknownIDsListed {
            #expect(counted.count == 1)
            #expect(
                counted.first?.message
                    == "\(unknown - listed) more recorded outputs for unknown vector ids (\(unknown) in all; the first \(listed) are listed)"
            )
        } else {
            #expect(counted.isEmpty)
        }
        #expect(run.notes.count == listed + counted.count)
    }
}
