import Foundation
import PaySpecTestSupport
import Testing

/// Bugs a careful port written in Python, Kotlin or JavaScript makes where two rules fire together
/// or an event comes off the documented path. Each is written into a scratch copy of the Python
/// port (never the shipped files) as one textual edit, and the suite that judges it must fail the
/// copy, while the unedited copy passes the same suite under the same choices.
@Suite(.waitsOnProcesses) struct RealisticPortBugTests {
    /// A bug: its name, the port file and the edit (every `find` must occur), the suite that
    /// must catch it and the choices it is judged under.
    struct PortBug: Sendable, CustomStringConvertible {
        let name: String
        let file: String
        let edits: [(find: String, replace: String)]
        let suite: String
        var choices: [String] = []
        var description: String { name }
    }

    static let bugs: [PortBug] = [
        PortBug(
            name: "the same paymentId started twice, and the first never calls back",
            file: "payspec_seb_moneycollect.py",
            edits: [
                ("on_screen, started, trace = None, set(), []", "on_screen, started, trace, answered = None, set(), [], set()"),
                (
                    "trace.append(_callback(payment_id, \"failed\", \"invalidRequest\"))",
                    "trace.append(_callback(payment_id, \"failed\", \"invalidRequest\"))\n                answered.add(payment_id)"
                ),
                ("if on_screen != payment_id:", "if on_screen != payment_id or payment_id in answered:"),
            ],
            suite: "seb.callback-contract"),
        PortBug(
            name: "a UUID request id that is the same on every request",
            file: "payspec_seb_moneycollect.py",
            edits: [("str(uuid.uuid4())", "\"6f1c2a7e-3b4d-4c8e-9f10-2a3b4c5d6e7f\"")],
            suite: "seb.lookup-request"),
        PortBug(
            name: "initFailed in a session that is already ready makes it failed",
            file: "payspec_comgate.py",
            edits: [("outside = state != \"initializing\" and", "outside = state not in (\"initializing\", \"ready\") and")],
            suite: "comgate.session"),
        PortBug(
            name: "a status and an error both present: the status wins",
            file: "payspec_seb_moneycollect.py",
            edits: [
                (
                    "if error is not None and (_choice(choices, \"seb-resolver-status-and-error\") == \"error-wins\" or status is None):",
                    "if error is not None and status is None:"
                )
            ],
            suite: "seb.resolution"),
        PortBug(
            name: "nextAction and a code that is not success: the redirect is taken",
            file: "payspec_seb_moneycollect.py",
            edits: [
                (
                    "    if (checks_code == \"check-code\"",
                    "    if (data or {}).get(\"nextAction\") is not None:\n        pass\n    elif (checks_code == \"check-code\""
                )
            ],
            suite: "moneycollect.confirm-response"),
        PortBug(
            name: "U+0085 in a return URL ends it, as a line break (str.splitlines, Java's .)",
            file: "payspec_seb_moneycollect.py",
            edits: [
                (
                    "    url = _str(inp, \"url\", \"input\")\n",
                    "    url = _str(inp, \"url\", \"input\")\n    url = url.splitlines()[0] if url else url\n"
                )
            ],
            suite: "moneycollect.return-url"),
        PortBug(
            name: "a fragment after the query is read as part of it",
            file: "payspec_seb_moneycollect.py",
            edits: [("before_fragment = url.split(\"#\", 1)[0]", "before_fragment = url")],
            suite: "moneycollect.return-url", choices: ["mc-return-url-substring=query-parameter"]),
        PortBug(
            name: "a base URL with several trailing slashes loses only one",
            file: "payspec_seb_moneycollect.py",
            edits: [("base = base.rstrip(\"/\")", "base = base[:-1] if base.endswith(\"/\") else base")],
            suite: "seb.lookup-request"),
        PortBug(
            name: "the expiry compared with today as unpadded year-month text",
            file: "payspec_comgate.py",
            edits: [
                (
                    "expiry, now = year * 12 + month, today[0] * 12 + today[1]",
                    "expiry, now = year * 12 + month, today[0] * 12 + today[1]\n    if 1 <= month <= 12 and 0 <= year < 10000:\n        a, c = \"%d-%d\" % (year, month), \"%d-%d\" % (today[0], today[1])\n        expiry, now = (0, 1) if a < c else ((1, 0) if a > c else (0, 0))"
                )
            ],
            suite: "comgate.card-fields"),
        PortBug(
            name: "a language code that is only a subtag read by its first non-empty part",
            file: "payspec_comgate.py",
            edits: [
                (
                    "return code.lower().replace(\"_\", \"-\").split(\"-\", 1)[0]",
                    "return [p for p in code.lower().replace(\"_\", \"-\").split(\"-\") if p][0] if code.strip(\"-_\") else \"\""
                )
            ],
            suite: "comgate.translations", choices: ["language-code-variant=language-part"]),
    ]

    /// A scratch copy of the Python port next to a link to the spec tables it reads.
    static func scratchPort() throws -> String {
        let dir = Fixture.tempDir()
        let ports = dir + "/tools/adapters"
        try FileManager.default.createDirectory(atPath: ports, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.root + "/tools/adapters/python", toPath: ports + "/python")
        try FileManager.default.createSymbolicLink(atPath: dir + "/spec", withDestinationPath: Fixture.root + "/spec")
        return ports + "/python"
    }

    /// Runs the port in `dir` on one suite; whether every vector passed, and the failed ids.
    static func run(_ python: String, _ dir: String, _ bug: PortBug) -> (status: Int32, out: String) {
        let declared = bug.choices.flatMap { ["--choice", $0] }
        let adapter = ([python, dir + "/adapter.py"] + declared).joined(separator: " ")
        let run = Fixture.cli(
            ["run", "--adapter", adapter, "--golden", Fixture.root + "/golden", "--format", "json", "--suite", bug.suite]
                + declared + ["--timeout", "10", "--give-up-after", "1"])
        return (run.status, run.out)
    }

    @Test(arguments: bugs)
    func aVectorKillsTheBug(_ bug: PortBug) throws {
        guard let python = Fixture.python else {
            print("NOTE: python3 not found on PATH; \(bug.name) is not checked.")
            return
        }
        let dir = try Self.scratchPort()
        let clean = Self.run(python, dir, bug)
        #expect(clean.status == 0, "the unedited port fails \(bug.suite): \(clean.out.suffix(400))")
        let path = dir + "/" + bug.file
        var source = try String(contentsOfFile: path, encoding: String.Encoding.utf8)
        for edit in bug.edits {
            try #require(source.contains(edit.find), "\(bug.file) no longer holds \(edit.find)")
            source = source.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        try source.write(toFile: path, atomically: true, encoding: String.Encoding.utf8)
        let buggy = Self.run(python, dir, bug)
        #expect(
            buggy.status == 1 && buggy.out.contains(#""status": "failed""#),
            "\(bug.name): no vector of \(bug.suite) fails (exit \(buggy.status))")
    }
}
