import Foundation
import PaySpecJSON
import PaySpecTestSupport
import Testing

/// The vendor documents' own code, transcribed line by line (tools/adapters/documents), is a
/// port PaySpec did not design: it passes every `must` vector it is sent, under the register
/// readings it declares. A `must` it failed would be a vector saying more than the documents.
/// Where python3 is missing the test prints a note and checks nothing.
@Suite(.waitsOnProcesses, .serialized)
struct DocumentsCodePortTests {
    static var adapter: String { "\(Fixture.python ?? "python3") \(Fixture.root)/tools/adapters/documents/adapter.py" }

    func run(_ extra: [String] = []) throws -> (status: Int32, json: JSONValue) {
        let r = Fixture.cli(["run", "--golden", Fixture.root + "/golden", "--adapter", Self.adapter, "--format", "json"] + extra)
        return (r.status, try JSONParser.parseValue(Array(r.out.utf8)))
    }

    @Test func theDocumentsCodePassesEveryMustVectorItIsSent() throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let r = try run()
        #expect(r.status == 0)
        let results = r.json["results"]?.arrayValue ?? []
        let judged = results.filter { $0["status"] != "unsupported" }
        let must = judged.filter { $0["level"] == "must" }
        #expect(must.count >= 490, "the transcription reaches \(must.count) must vectors")
        let notPassed = judged.filter { $0["status"] != "passed" }.compactMap { $0["id"]?.stringValue }
        #expect(notPassed.isEmpty, "\(notPassed)")
        for suite in [
            "moneycollect.confirm-response", "moneycollect.retrieve-response", "moneycollect.return-url", "moneycollect.exit-prompt",
            "comgate.translations", "seb.lookup-request",
        ] {
            #expect(judged.contains { $0["suite"]?.stringValue == suite }, "\(suite) is judged")
        }
        let choices = r.json["implementation"]?["choices"]?.objectValue ?? [:]
        #expect(choices["mc-redirect-needs-url"] == "sample" && choices["mc-confirm-checks-code"] == "ignore-code")
    }

    /// The transcription is a port like any other: judged under readings its code does not
    /// take, it fails, so its green is no artefact of what it is sent.
    @Test func underReadingsItsCodeDoesNotTakeItFails() throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let r = try run([
            "--suite", "moneycollect.*", "--choice", "mc-confirm-checks-code=check-code", "--choice", "mc-redirect-needs-url=prose",
        ])
        #expect(r.status == 1)
        #expect((r.json["summary"]?["failed"]?.intValue ?? 0) > 0)
    }
}
