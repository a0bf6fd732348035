import Foundation
import PaySpecTestSupport
import Testing

/// docs/cli.md is every help page as the built `payspec` prints it (the overview, each listed
/// command, each action with a page of its own), so the reference cannot drift from the
/// commands' syntax. `PAYSPEC_RECORD=1 swift test --filter CLIReferenceTests` rewrites it.
@Suite("docs/cli.md", .waitsOnProcesses)
struct CLIReferenceTests {
    static let path = DocRoot.path + "/docs/cli.md"

    static func rendered() throws -> String {
        var out = """
            # Command reference

            Every page that `payspec --help` and `payspec <command> [<action>] --help` print, as
            this version prints them. The examples of each page are run by the tests like every
            command of these guides; the exit statuses of every command are in
            [exit-codes.md](exit-codes.md).

            """
        for page in try DocExampleTests.helpPages() {
            let title = "payspec " + page.arguments.joined(separator: " ")
            out += "\n## \(title)\n\n```text\n" + page.text.trimmingCharacters(in: .newlines) + "\n```\n"
        }
        return out
    }

    @Test func theReferenceIsEveryHelpPage() throws {
        let expected = try Self.rendered()
        if ProcessInfo.processInfo.environment["PAYSPEC_RECORD"] == "1" {
            try expected.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let current = (try? String(contentsOfFile: Self.path, encoding: .utf8)) ?? ""
        #expect(
            current == expected,
            "docs/cli.md differs from the help pages; PAYSPEC_RECORD=1 swift test --filter CLIReferenceTests rewrites it")
        #expect(expected.contains("## payspec l10n check --help") && expected.contains("## payspec run --help"))
        #expect(!expected.contains("## payspec bench-echo"), "the benchmark's own clients are no user's commands")
    }
}
