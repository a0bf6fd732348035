import Foundation
import PaySpecCLI
import PaySpecVectors
import Testing

/// golden/retired-ids.json: a removed vector id never comes back, and the list stays true.
@Suite("Retired vector ids")
struct RetiredIDsTests {
    func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
        var console = Console.capturing()
        let status = PaySpecCommandLine.run(args, console: &console)
        return (status, console.stdout, console.stderr)
    }

    func scratchCopy() throws -> String {
        let dir = NSTemporaryDirectory() + "payspec-retired-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackageRoot.spec, toPath: dir + "/spec")
        try FileManager.default.copyItem(atPath: PackageRoot.path + "/golden", toPath: dir + "/golden")
        return dir
    }

    /// The committed list: the twelve ids removed as duplicates, each replaced by a live vector,
    /// and the one removed because no document line states its value, which nothing replaces.
    @Test func theCommittedListIsValidAndNoRetiredIDIsInUse() {
        let golden = PackageRoot.path + "/golden"
        let (retired, problems) = RetiredIDs.load(directory: golden)
        #expect(problems.isEmpty, "\(problems)")
        #expect(retired.entries.count == 13)
        #expect(retired.entries.map(\.id).contains("moneycollect.confirm-response/redirect"))
        let duplicates = retired.entries.filter { $0.reason.hasPrefix("same input as another vector") }
        #expect(duplicates.count == 12 && duplicates.allSatisfy { $0.replacedBy != nil })
        #expect(
            retired.entries.filter { $0.replacedBy == nil }.map(\.id) == ["comgate.card-fields/expiry-today-year-zero"])
        let (suites, _) = GoldenLoader.load(directory: golden)
        #expect(retired.check(suites).isEmpty)
    }

    /// A retired id that reappears fails `vectors check`, at the vector, naming the list's line.
    @Test func aRetiredIDThatReappearsFailsTheCheck() throws {
        let dir = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let listPath = dir + "/golden/retired-ids.json"
        let list = try String(contentsOfFile: listPath, encoding: .utf8)
        let entry = #"    {"id": "seb.status-outcome/status-SETTLED", "reason": "planted by a test"},"#
        try list.replacingOccurrences(of: "  \"retired\": [\n", with: "  \"retired\": [\n" + entry + "\n")
            .write(toFile: listPath, atomically: true, encoding: .utf8)
        let suitePath = dir + "/golden/seb.status-outcome.json"
        let suite = try String(contentsOfFile: suitePath, encoding: .utf8)
        let line = try #require(suite.split(separator: "\n").firstIndex { $0.contains(#""id": "seb.status-outcome/status-SETTLED""#) })
        let r = run(["vectors", "check", "--spec", dir + "/spec", "--golden", dir + "/golden"])
        #expect(r.status == 1)
        #expect(
            r.err.contains(
                "\(suitePath):\(line + 1):5: error: vector seb.status-outcome/status-SETTLED: the id is retired (\(listPath):4: planted by a test)"
            ),
            "\(r.err)")
        #expect(r.err.contains("golden check failed"))
    }

    /// A broken list is an error with file and line, never a silently empty list.
    @Test(arguments: [
        (#"{"retired": [{"id": "seb.x/y"}]}"#, "a retired entry needs"),
        (#"{"retired": [{"id": "seb.x/y", "reason": "r", "replacedBy": "seb.x/none"}]}"#, #"replacedBy "seb.x/none" names no vector"#),
        (#"{"retired": [{"id": "seb.x/y", "reason": "r"}, {"id": "seb.x/y", "reason": "r"}]}"#, "listed twice"),
        (#"{"retierd": []}"#, #"unknown field "retierd""#),
        ("{\"retired\": [", "retired-ids.json:1:"),
    ])
    func aBrokenListIsAnError(text: String, words: String) throws {
        let dir = try scratchCopy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try text.write(toFile: dir + "/golden/retired-ids.json", atomically: true, encoding: .utf8)
        let r = run(["vectors", "check", "--spec", dir + "/spec", "--golden", dir + "/golden"])
        #expect(r.status != 0)
        #expect(r.err.contains(words), "\(r.err)")
        #expect(r.err.contains(dir + "/golden/retired-ids.json"), "\(r.err)")
    }
}
