import Foundation
import PaySpecJSON
import PaySpecRunner
import PaySpecTestSupport
import Testing

/// The handshake is read as strictly as a command line: every mistake an adapter's author makes
/// at start-up ends the run with exit status 3 and a message that names the member and the fix.
@Suite(.waitsOnProcesses, .serialized, .timeLimit(.minutes(10)))
struct HandshakeCheckTests {
    /// An adapter that sends `handshake` as its first line, then answers nothing.
    func adapter(_ handshake: String) throws -> String {
        let path = Fixture.tempDir() + "/adapter.py"
        let source = """
            import sys
            sys.stdin.readline()
            sys.stdout.write(\(JSONWriter.line(.string(handshake))) + "\\n")
            sys.stdout.flush()
            for line in sys.stdin:
                pass
            """
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return "\(Fixture.python ?? "python3") \(path)"
    }

    func run(_ handshake: String) throws -> (status: Int32, out: String, err: String) {
        Fixture.cli(["run", "--adapter", try adapter(handshake), "--suite", "seb.status-outcome", "--handshake-timeout", "20"])
    }

    static let implementation = #""implementation":{"name":"acme","version":"1.0","language":"kotlin"}"#

    @Test func aMisspeltSuiteIsAnErrorNamingTheClosestSuite() throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let r = try run(#"{"type":"handshake","protocol":"payspec/1",\#(Self.implementation),"suites":["seb.status-outcomes"]}"#)
        #expect(r.status == 3)
        #expect(
            r.err.contains(#""suites" announces "seb.status-outcomes", which is no PaySpec suite; did you mean "seb.status-outcome"?"#),
            "\(r.err)")
    }

    @Test func suitesMustBeAnArrayOfNames() throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let notArray = try run(#"{"type":"handshake","protocol":"payspec/1",\#(Self.implementation),"suites":"seb.status-outcome"}"#)
        #expect(notArray.status == 3)
        #expect(notArray.err.contains(#""suites" must be an array of suite names, not a string"#), "\(notArray.err)")
        let numbers = try run(#"{"type":"handshake","protocol":"payspec/1",\#(Self.implementation),"suites":[1]}"#)
        #expect(numbers.status == 3)
        #expect(numbers.err.contains(#""suites"[0] must be a suite name (a string), not a number"#), "\(numbers.err)")
        let missing = try run(#"{"type":"handshake","protocol":"payspec/1",\#(Self.implementation)}"#)
        #expect(missing.status == 3)
        #expect(missing.err.contains(#"no "suites""#), "\(missing.err)")
    }

    @Test func theImplementationMemberIsRequiredAndChecked() throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let missing = try run(#"{"type":"handshake","protocol":"payspec/1","suites":["seb.status-outcome"]}"#)
        #expect(missing.status == 3)
        #expect(missing.err.contains(#"no "implementation": send {"name": …, "version": …, "language": …}"#), "\(missing.err)")
        let malformed = try run(
            #"{"type":"handshake","protocol":"payspec/1","implementation":{"name":"","version":2},"suites":["seb.status-outcome"]}"#)
        #expect(malformed.status == 3)
        #expect(malformed.err.contains(#""implementation.name" must be a non-empty string, not """#), "\(malformed.err)")
        #expect(malformed.err.contains(#""implementation.version" must be a string, not a number"#), "\(malformed.err)")
    }

    @Test func aMemberInTheWrongCaseIsNamed() throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let r = try run(#"{"type":"handshake","protocol":"payspec/1",\#(Self.implementation),"Suites":["seb.status-outcome"]}"#)
        #expect(r.status == 3)
        #expect(
            r.err.contains(#"the handshake has a member "Suites"; the protocol's name is "suites" (names are case-sensitive)"#), "\(r.err)")
    }

    @Test func aLogLineOnStdoutTeachesStderr() throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let r = try run("Starting adapter v1.0...")
        #expect(r.status == 3)
        #expect(r.err.contains("stdout carries protocol lines only: write logs and banners to stderr"), "\(r.err)")
    }

    @Test func shellSyntaxWithoutShellIsExplained() {
        let r = Fixture.cli(["run", "--adapter", "cd /nonexistent && ./adapter", "--suite", "seb.status-outcome"])
        #expect(r.status == 3)
        #expect(r.err.contains("the command holds shell syntax, which runs only with --shell"), "\(r.err)")
    }

    @Test func aSoundHandshakeHasNoProblems() throws {
        let ok = try JSONParser.parseValue(
            Array(
                #"{"type":"handshake","protocol":"payspec/1",\#(Self.implementation),"suites":["seb.status-outcome","payspec.bench"],"choices":{}}"#
                    .utf8))
        #expect(HandshakeCheck.problems(ok).isEmpty)
    }
}
