import Foundation
import PaySpecGolden
import PaySpecIO
import PaySpecJSON
import PaySpecReferenceAdapter
import PaySpecRunner

/// The benchmark's floor adapter and the file it replays: lines of
/// `{"id":…,"suite":…,"input":…,"output":…}` for golden vectors, answered by id, and
/// `{"input":…,"output":…}` for the synthetic suite `payspec.bench`, answered by input.
/// The adapter parses each request and answers with the output recorded for it: the protocol's
/// cost with no model logic at all. Golden answers are recorded per vector, not per input: the
/// copies of a scaled golden set ask the same inputs, and a value the documents require fresh
/// (a request's uuid) must differ from copy to copy, as the reference model's do.
public enum CannedAnswers {
    /// The synthetic suite's answers, one line per distinct input.
    public static func writeSynthetic(to path: String) throws {
        var text = ""
        for input in BenchSuite.distinctInputs {
            text += JSONWriter.line(["input": input, "output": BenchSuite.evaluate(input)]) + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Answer lines for golden vectors: the reference model's output for each, keyed by id.
    public static func lines(for vectors: [RunVector], model: ReferenceImplementation) -> String {
        var text = ""
        for v in vectors {
            guard let output = try? model.evaluate(suite: v.suite, input: v.input) else { continue }
            text += JSONWriter.line(["id": .string(v.id), "suite": .string(v.suite), "input": v.input, "output": output]) + "\n"
        }
        return text
    }

    /// Speaks payspec/1 on stdin/stdout, announcing the suites of the file at `path` and
    /// replaying its answers; the exit status of the session.
    public static func serve(_ path: String) throws -> Int32 {
        let data = try InputFile.read(path)
        var canned: [String: String] = [:]
        var byID: [String: String] = [:]
        var suites: Set<String> = []
        for line in data.split(separator: 0x0A) {
            let v = try JSONParser.parseValue(Array(line))
            guard let input = v["input"], let output = v["output"] else { continue }
            let suite = v["suite"]?.stringValue ?? BenchSuite.name
            suites.insert(suite)
            if let id = v["id"]?.stringValue {
                byID[id] = JSONWriter.line(output)
            } else {
                canned[key(suite, input)] = JSONWriter.line(output)
            }
        }
        let info = ImplementationInfo(
            name: "payspec-bench-echo", version: PaySpecSuite.semanticVersion, language: "swift", suites: suites.sorted())
        return AdapterServer.serve(info: info, inventory: [:]) { id, suite, input in
            var line = #"{"type":"result","id":"#
            JSONWriter.writeString(id, into: &line)
            line += #","output":"#
            line += byID[id] ?? canned[key(suite, input)] ?? "null"
            line += "}"
            return line
        }
    }

    static func key(_ suite: String, _ input: JSONValue) -> String { suite + "\u{0}" + JSONWriter.line(input) }
}
