import Foundation
import PaySpecJSON
import PaySpecModel
import Testing

/// Every kind of malformed table fails with a compiler-style message naming file, line, column and row.
@Suite struct SpecDiagnosticsTests {
    /// A case: which file to alter, how, and the exact diagnostic expected.
    struct BadSpec: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var replace: String
        var with: String
        var expected: String
        /// A second, genuine consequence (the renamed row's old key is really gone).
        var consequence: String? = nil
        var testDescription: String { name }
    }

    static let cases: [BadSpec] = [
        BadSpec(
            name: "bad JSON", file: "spec/comgate/errors.json",
            replace: #""category": "initialisation", "code": "DEVICE_ROOTED""#,
            with: #""category": "initialisation",, "code": "DEVICE_ROOTED""#,
            expected: "spec/comgate/errors.json:4:59: error: expected a string key, found character ','"),
        BadSpec(
            name: "missing field", file: "spec/comgate/errors.json",
            replace: #""code": "INIT_FAILED", "#, with: "",
            expected: #"spec/comgate/errors.json:7:5: error: row 4 ("initFailed"): missing field "code""#),
        BadSpec(
            name: "duplicate code", file: "spec/comgate/errors.json",
            replace: #""code": "INIT_FAILED""#, with: #""code": "DEVICE_ROOTED""#,
            expected: #"spec/comgate/errors.json:7:58: error: row 4 ("initFailed"): duplicate code "DEVICE_ROOTED" (also deviceRooted)"#),
        BadSpec(
            name: "duplicate key", file: "spec/comgate/errors.json",
            replace: #""case": "initFailed""#, with: #""case": "initNetworkError""#,
            expected:
                #"spec/comgate/errors.json:7:6: error: row 4 ("initNetworkError"): duplicate case "initNetworkError" (first in row 2)"#,
            consequence:
                #"spec/comgate/init-failures.json:7:31: error: row 4 ("otherFailure"): "initFailed" in "error" is not a key of comgate/errors"#
        ),
        BadSpec(
            name: "unknown level", file: "spec/seb/outcomes.json",
            replace: #""level": "normative", "meaning": "Show the receipt"#, with: #""level": "mandatory", "meaning": "Show the receipt"#,
            expected:
                #"spec/seb/outcomes.json:4:15: error: row 1 ("succeeded"): "level" must be one of "normative", "derived", "informative", found "mandatory""#
        ),
        BadSpec(
            name: "language file missing a key", file: "spec/translations/de.json",
            replace: #"    {"key": "cvvHint", "value": "CVC"},"# + "\n", with: "",
            expected: #"spec/translations/de.json:1:1: error: language "de" lacks key "cvvHint""#),
        BadSpec(
            name: "identifier that cannot be a Swift name", file: "spec/comgate/errors.json",
            replace: #""case": "initFailed""#, with: #""case": "init-failed""#,
            expected:
                #"spec/comgate/errors.json:7:6: error: row 4 ("init-failed"): "init-failed" in "case" cannot be made into a Swift name"#,
            consequence:
                #"spec/comgate/init-failures.json:7:31: error: row 4 ("otherFailure"): "initFailed" in "error" is not a key of comgate/errors"#
        ),
        BadSpec(
            name: "raw value without a Swift name", file: "spec/comgate/error-reasons.json",
            replace: #", "swiftName": "thirdPartyAppLimitExceeded""#, with: "",
            expected:
                #"spec/comgate/error-reasons.json:21:157: error: row 18 ("3RDPART_APP_LIMIT_EXCEEDED"): "3RDPART_APP_LIMIT_EXCEEDED" cannot be made into a Swift name; give it a "swiftName""#
        ),
        BadSpec(
            name: "dangling reference", file: "spec/comgate/init-failures.json",
            replace: #""error": "initNetworkError""#, with: #""error": "initNetworkFailure""#,
            expected:
                #"spec/comgate/init-failures.json:5:31: error: row 2 ("networkError"): "initNetworkFailure" in "error" is not a key of comgate/errors"#
        ),
        BadSpec(
            name: "unknown ambiguity", file: "spec/seb/platform-statuses.json",
            replace: #""ambiguity": "seb-status-matching""#, with: #""ambiguity": "seb-status-matchin""#,
            expected:
                #"spec/seb/platform-statuses.json:13:6: error: row 10: unknown ambiguity "seb-status-matchin"; add it to ambiguities.json"#),
        BadSpec(
            name: "derived row without why", file: "spec/comgate/session-transitions.json",
            replace: #", "why": "An initialisation in flight is not restarted; see ambiguity initialize-while-busy.""#, with: "",
            expected:
                #"spec/comgate/session-transitions.json:9:5: error: row 6 ("initializing.initialize"): a derived row needs a "why" giving its reason"#
        ),
        BadSpec(
            name: "normative source without lines", file: "spec/seb/outcomes.json",
            replace: #""lines": "L34-L35,L54", "#, with: "",
            expected:
                #"spec/seb/outcomes.json:4:127: error: row 1 ("succeeded"): "source" must be {"document": string, "lines": "L<first>[-L<last>]", "row": integer, "section": string}"#
        ),
        BadSpec(
            name: "line reference that is not one", file: "spec/seb/outcomes.json",
            replace: #""lines": "L34-L35,L54""#, with: #""lines": "L35-L34""#,
            expected:
                #"spec/seb/outcomes.json:4:127: error: row 1 ("succeeded"): source.lines "L35-L34" is not a line reference; write L12 or L12-L15, several joined by commas (L12,L20-L22)"#
        ),
    ]

    @Test(arguments: cases)
    func malformedSpecIsReportedPrecisely(_ bad: BadSpec) throws {
        var files = try specFiles()
        let index = try #require(files.firstIndex { $0.path == bad.file })
        let text = String(decoding: files[index].bytes, as: UTF8.self)
        #expect(text.contains(bad.replace), "fixture text not found in \(bad.file)")
        files[index].bytes = Array(text.replacingOccurrences(of: bad.replace, with: bad.with).utf8)
        let (_, diagnostics) = SpecCatalog.build(directory: "spec", files: files)
        let printed = diagnostics.map(\.description)
        // Exactly the one problem: no cascade of follow-on errors from the same mistake.
        #expect(printed == [bad.expected] + [bad.consequence].compactMap { $0 }, "got:\n\(printed.joined(separator: "\n"))")
    }

    @Test func realSpecHasNoDiagnostics() throws {
        let (_, diagnostics) = SpecCatalog.build(directory: "spec", files: try specFiles())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test func missingTableIsReported() throws {
        let files = try specFiles().filter { $0.path != "spec/seb/outcomes.json" }
        let (_, diagnostics) = SpecCatalog.build(directory: "spec", files: files)
        #expect(diagnostics.map(\.description).contains(#"spec: error: table "seb/outcomes" is missing (expected seb/outcomes.json)"#))
    }

    @Test func unknownTableIsRejectedNotSkipped() throws {
        var files = try specFiles()
        files.append(("spec/seb/refunds.json", Array(#"{"key": "id", "rows": [], "sdk": "seb", "table": "refunds", "title": "x"}"#.utf8)))
        let (_, diagnostics) = SpecCatalog.build(directory: "spec", files: files)
        #expect(
            diagnostics.contains {
                $0.description.hasPrefix(#"spec/seb/refunds.json:1:50: error: unknown table "seb/refunds"; known tables: "#)
            }, "\(diagnostics)")
    }

    /// The generator executable the plugin runs fails the build with the diagnostics on stderr.
    @Test func generatorExecutableFailsOnMalformedSpec() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payspec-generate")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "payspec-generate not built next to the tests")
        let dir = NSTemporaryDirectory() + "payspec-badspec-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: PackageRoot.spec, toPath: dir + "/spec")
        let errors = dir + "/spec/comgate/errors.json"
        let text = try String(contentsOfFile: errors, encoding: .utf8)
        try text.replacingOccurrences(
            of: #""level": "normative", "message": "Invalid card number.""#, with: #""level": "normal", "message": "Invalid card number.""#
        )
        .write(toFile: errors, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = tool
        process.arguments = [dir + "/spec", dir + "/out"]
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(
            message.contains(#"/spec/comgate/errors.json:23:"#)
                && message.contains(#"error: row 20 ("invalidPan"): "level" must be one of"#), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"), "nothing may be written from a malformed spec")
    }
}
