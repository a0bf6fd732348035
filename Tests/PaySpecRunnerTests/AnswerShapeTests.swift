import Foundation
import PaySpecGolden
import PaySpecJSON
import PaySpecTestSupport
import PaySpecVectors
import Testing

@testable import PaySpecAdapter
@testable import PaySpecRunner

/// The stdout reader reads where a result line's id and output stand (`AnswerShape`) as the
/// line arrives, so the session judging it does not read the line again: the shape names what
/// decoding the whole line names, and a line the shape does not describe is decoded as before.
@Suite(.waitsOnProcesses, .timeLimit(.minutes(10)))
struct AnswerShapeTests {
    static let suites = GoldenLoader.loadCompact(files: PaySpecSuite.goldenFiles.map { ($0.path, $0.bytes) }).suites

    /// The id and output a shape names, read back from the line.
    static func named(_ line: [UInt8], _ shape: AnswerShape) -> (id: String?, output: JSONValue?) {
        line.withUnsafeBufferPointer { buffer in
            let s = JSONSkimmer(buffer)
            let output = try? JSONParser.parseValue(Array(s.bytes(shape.output)))
            return (s.string(at: shape.id), output)
        }
    }

    /// Every golden vector's reference answer, as an adapter writes it: a shape that names the
    /// id and the output decoding the line names.
    @Test func everyReferenceAnswerHasTheShapeItsDecodingNames() {
        var lines = 0
        for suite in Self.suites {
            for compact in suite.vectors {
                let output = compact.expected(under: [:])
                let line = Array(JSONWriter.line(["type": "result", "id": .string(compact.id), "output": output]).utf8)
                lines += 1
                guard let shape = AnswerShape.read(line) else {
                    Issue.record("\(compact.id): no shape")
                    continue
                }
                let (id, read) = Self.named(line, shape)
                #expect(id == compact.id)
                #expect(read == output, "\(compact.id)")
                #expect(AdapterMessage.decode(line) == .result(id: compact.id, output: output))
            }
        }
        #expect(lines > 1900)
    }

    /// Lines that are no plain result: no shape, so the session decodes them (and says why).
    @Test(arguments: [
        #"{"type":"unsupported","id":"a/b","reason":"no"}"#,
        #"{"type":"error","id":"a/b","message":"boom"}"#,
        #"{"id":"a/b","output":{}}"#,
        #"{"type":"result","output":{}}"#,
        #"{"type":"result","id":"a/b"}"#,
        #"{"type":"result","id":"a/b","output":{}} x"#,
        #"{"type":"result","id":"a/b","output":{}"#,
        #"{"type":"result","id":"a/b","output":{},"type":"error"}"#,
        #"{"t\u0079pe":"result","id":"a/b","output":{}}"#,
        #"["type","result"]"#,
        #"not json"#,
    ])
    func linesThatAreNoPlainResultHaveNoShape(_ text: String) {
        #expect(AnswerShape.read(Array(text.utf8)) == nil)
    }

    /// A member written twice is the lexer's to rule on: the skim declines the line, so it has
    /// no shape and is decoded, as every line the skim declines.
    @Test func aLineWithAMemberWrittenTwiceIsDecoded() {
        let line = Array(#"{"type":"error","id":"x/1","output":[1],"type":"result","id":"x/2","output":[2]}"#.utf8)
        #expect(AnswerShape.read(line) == nil)
        #expect(AdapterMessage.decode(line) != .result(id: "x/1", output: .array([.integer(1)])))
    }

    /// Through a real pipe: the reader hands over each line with its shape exactly when asked
    /// to read answers (a sink that wants the outputs decodes every line anyway).
    @Test(arguments: [true, false])
    func theReaderReadsShapesOnlyWhenAsked(_ readsAnswers: Bool) throws {
        let script =
            #"printf '%s\n' '{"type":"result","id":"s/1","output":{"a":1}}' '{"type":"error","id":"s/2","message":"m"}' "#
            + #"'{"type":"result","id":"s/3","output":null}'"#
        let p = try AdapterProcess(argv: ["/bin/sh", "-c", script], readsAnswers: readsAnswers)
        defer { p.kill() }
        var lines: [([UInt8], AnswerShape?)] = []
        var closed = false
        let deadline = Date().addingTimeInterval(60)
        while !closed && Date() < deadline {
            for event in p.channel.take(until: deadline) {
                switch event {
                case .line(let bytes, let shape): lines.append((bytes, shape))
                case .closed: closed = true
                case .oversized: Issue.record("no line is oversized")
                }
            }
        }
        #expect(closed)
        #expect(lines.count == 3)
        let shaped = lines.filter { $0.1 != nil }
        #expect(shaped.count == (readsAnswers ? 2 : 0))
        for (bytes, shape) in shaped { #expect(shape == AnswerShape.read(bytes)) }
    }
}
