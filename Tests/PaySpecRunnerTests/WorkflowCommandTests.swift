import Foundation
import PaySpecCLI
import PaySpecReport
import Testing

/// The GitHub Actions runner's reading of a log, as a test's own small parser: a line ends at LF
/// or CR (and, for log viewers, at NEL, LS and PS); leading white space is trimmed; a line that
/// then starts with `::` is a workflow command, and so is any line that contains `##[`.
enum ActionsRunner {
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            if s == "\n" || s == "\r" || s.value == 0x85 || s.value == 0x2028 || s.value == 0x2029 {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(s)
            }
        }
        lines.append(String(current))
        return lines
    }

    static func isCommand(_ line: String) -> Bool {
        let trimmed = String(
            String.UnicodeScalarView(line.unicodeScalars.drop { $0.properties.isWhitespace || (0x1C...0x1F).contains($0.value) }))
        return trimmed.hasPrefix("::") || line.contains("##[")
    }

    /// The lines of `text` the runner would execute.
    static func commands(in text: String) -> [String] { lines(text).filter(isCommand) }
}

/// A small deterministic generator (SplitMix64), so a failing string can be reproduced.
struct HostileText {
    var state: UInt64

    static let pieces = [
        "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", " ", "\t", "\u{A0}", "\u{3000}", "\u{1F}", "::", ":", "#", "##[", "[",
        "]", "%0A", "%0D", "%25", "\u{1B}[31m", "\u{1B}]0;title\u{7}", "error", "warning file=x,line=1::", "stop-commands]TOKEN",
        "add-mask::", "x", "é", ",", "=", "\u{202E}",
    ]

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func string() -> String {
        let count = Int(next() % 12) + 1
        return (0..<count).map { _ in Self.pieces[Int(next() % UInt64(Self.pieces.count))] }.joined()
    }
}

/// No line PaySpec prints can be read by the Actions runner as a workflow command, except the
/// annotations of `--format github`.
@Suite struct WorkflowCommandTests {
    /// The hand-picked attacks, every generated string builds on.
    static let attacks = [
        "x\n::error title=PWN::INJECTED", "  \t::warning::indented", "\r::notice::cr", "a\u{2028}::error::ls", "##[error]old form",
        "tail ##[stop-commands]TOKEN", "%0A::error::encoded", "\u{85}::error::nel", "\u{A0}\u{3000}::error::wide space",
    ]

    @Test func generatedHostileTextNeverBecomesACommand() {
        var gen = HostileText(state: 0x5EED)
        var checked = 0
        for text in Self.attacks + (0..<3000).map({ _ in gen.string() }) {
            let inert = GitHubCommandText.inert(text)
            #expect(ActionsRunner.commands(in: inert).isEmpty, "inert: \(String(reflecting: text)) -> \(String(reflecting: inert))")
            // What Console.err prints: line breaks kept as lines, controls visible, then inert.
            let err = GitHubCommandText.inert(TerminalText.lines(text).joined(separator: "\n"))
            #expect(ActionsRunner.commands(in: err).isEmpty, "\(String(reflecting: text))")
            // One line for a quoted value: no line of its own, whatever it holds.
            #expect(ActionsRunner.lines(TerminalText.inline(text)).count == 1, "\(String(reflecting: text))")
            // A command PaySpec writes is exactly one command line, whatever its values hold.
            let command = GitHubCommandText.command("error", properties: [("file", text), ("title", text)], message: text)
            let lines = ActionsRunner.lines(command)
            #expect(lines.count == 1 && lines[0].hasPrefix("::error file=") && !lines[0].contains("##["), "\(String(reflecting: command))")
            #expect(ActionsRunner.commands(in: GitHubCommandText.inert(command, allowingCommands: true)) == [command])
            checked += 1
        }
        #expect(checked == 3000 + Self.attacks.count)
    }

    @Test func inertKeepsEveryOtherTextAsItIs() {
        let plain = "payspec run: 12 vectors\n  a: b\n# heading ## two [x]\ntime 10:30 ::not at start"
        #expect(GitHubCommandText.inert(plain) == plain)
        #expect(GitHubCommandText.inert("  ::error::x") == "  \\u003A:error::x")
        #expect(GitHubCommandText.inert("a ###[b") == "a #\\u0023#[b")
        #expect(GitHubCommandText.inert("::notice::ok", allowingCommands: true) == "::notice::ok")
    }

    /// Every line of a command's two streams, checked; `allowed` are the annotations PaySpec
    /// writes itself (`--format github` only).
    func expectInert(_ args: [String], allowAnnotations: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
        var console = Console.capturing()
        let status = PaySpecCommandLine.run(args, console: &console)
        if allowAnnotations {
            // The report's own annotations stay commands (the closing notice is always there).
            #expect(
                ActionsRunner.commands(in: console.stdout).contains { $0.hasPrefix("::notice title=") }, "\(args)",
                sourceLocation: sourceLocation)
        }
        for (stream, text) in [("stdout", console.stdout), ("stderr", console.stderr)] {
            for line in ActionsRunner.commands(in: text) {
                let own =
                    allowAnnotations && stream == "stdout" && ["::error ", "::warning ", "::notice "].contains { line.hasPrefix($0) }
                    && !line.contains("##[")
                #expect(own, "\(args) \(stream): \(String(reflecting: line))", sourceLocation: sourceLocation)
                if own {
                    // PaySpec's own annotation: its message cannot carry another command.
                    #expect(!line.contains("\n") && !line.contains("\r"), sourceLocation: sourceLocation)
                }
            }
        }
        return status
    }

    static let formats = ["text", "json", "junit", "github", "markdown", "sarif", "html"]

    @Test func usageErrorsQuotingArgumentsAreInert() {
        let hostile = Self.attacks
        for h in hostile {
            #expect(expectInert(["run", "--suite", h]) == 2)
            #expect(expectInert(["run", "--choice", h]) == 2)
            #expect(expectInert(["run", "--format", h]) == 2)
            #expect(expectInert(["check", "--outputs", h]) == 2)
            #expect(expectInert(["spec", "show", h]) == 2)
            #expect(expectInert(["repro", h]) == 2)
            #expect(expectInert(["run", "--" + h]) == 2)
            #expect(expectInert([h]) == 2)
            #expect(expectInert(["l10n", "check", h]) != 0)
            #expect(expectInert(["vectors", "export", "--suite", h]) != 0)
            #expect(expectInert(["drift", "--inventory", h]) == 2)
            #expect(expectInert(["diff", h, h]) != 0)
        }
    }

    @Test func catalogTreeWithAHostileFolderNameIsInertInEveryFormat() throws {
        let root = Fixture.tempDir()
        let folder = root + "/x\n::error title=PWN::INJECTED ##[stop-commands]T"
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        // One broken file (a parse error quoting the path) and one with findings.
        try "\"a\" = \"b\"\n\"broken".write(toFile: folder + "/de.lproj/Broken.strings", atomically: true, encoding: .utf8)
        try "\"payment.failed\" = \"::error::x\n##[warning]y\";\n".write(
            toFile: folder + "/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        for format in Self.formats {
            let status = expectInert(["l10n", "check", root, "--format", format], allowAnnotations: format == "github")
            #expect(status != 0, "\(format)")
        }
    }

    @Test func recordedOutputsWithHostileValuesAreInertInEveryFormat() throws {
        let dir = Fixture.tempDir()
        let golden = Fixture.golden()
        var lines = ""
        for i in 1...6 {
            let h = Self.attacks[i % Self.attacks.count]
            lines += "{\"id\": \"seb.status-outcome/v\(i)\", \"output\": {\"echo\": \(jsonString(h + "\n::error::diff\n  ##[x]"))}}\n"
        }
        try lines.write(toFile: dir + "/outputs.jsonl", atomically: true, encoding: .utf8)
        for format in Self.formats {
            let status = expectInert(
                ["check", "--outputs", dir + "/outputs.jsonl", "--golden", golden, "--format", format], allowAnnotations: format == "github"
            )
            #expect(status == 1, "\(format)")
        }
        // JSON on standard output stays valid JSON and carries the hostile text exactly.
        var json = Console.capturing()
        #expect(
            PaySpecCommandLine.run(["check", "--outputs", dir + "/outputs.jsonl", "--golden", golden, "--format", "json"], console: &json)
                == 1)
        #expect(json.stdout.contains("\\u0023#["))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
        #expect(String(data: try JSONSerialization.data(withJSONObject: decoded), encoding: .utf8)!.contains("##[x]"))
        // A path with a line break in it, named by the error.
        let odd = dir + "/o\n::error::p.jsonl"
        try "{not json\n".write(toFile: odd, atomically: true, encoding: .utf8)
        var console = Console.capturing()
        #expect(PaySpecCommandLine.run(["check", "--outputs", odd, "--golden", golden], console: &console) == 2)
        #expect(console.stderr.contains("o\\n::error::p.jsonl:1:2: error: malformed line"))
        #expect(ActionsRunner.commands(in: console.stderr).isEmpty)
    }

    func jsonString(_ s: String) -> String {
        String(data: try! JSONSerialization.data(withJSONObject: [s], options: []), encoding: .utf8)!.dropFirst().dropLast().description
    }

    static let hostileAdapterSource = #"""
        import json, sys
        bad = "x\n::error title=PWN::INJECTED\n  \t::warning::indented ##[stop-commands]TOKEN \u2028::notice::ls"
        sys.stdin.readline()
        sys.stdout.write(json.dumps({"type": "handshake", "protocol": "payspec/1",
            "implementation": {"name": bad, "version": bad, "language": "python"},
            "suites": ["seb.status-outcome"], "choices": {}}) + "\n"); sys.stdout.flush()
        for line in sys.stdin:
            req = json.loads(line)
            if req["type"] == "shutdown": sys.exit(0)
            if req["type"] != "vector": continue
            sys.stderr.write(bad + "\n"); sys.stderr.flush()
            if req["id"].endswith("v2"):
                sys.stdout.write(json.dumps({"type": "error", "id": req["id"], "message": bad}) + "\n")
            else:
                sys.stdout.write(json.dumps({"type": "result", "id": req["id"], "output": {"echo": bad}}) + "\n")
            sys.stdout.flush()
        """#

    @Test(.enabled(if: Fixture.python != nil, "python3 not found on PATH"))
    func adapterTextIsInertInEveryFormatOfRunAndCompare() throws {
        let dir = Fixture.tempDir()
        try Self.hostileAdapterSource.write(toFile: dir + "/hostile.py", atomically: true, encoding: .utf8)
        let golden = Fixture.golden()
        let adapter = "\(Fixture.python!) \(dir)/hostile.py"
        for format in Self.formats {
            let status = expectInert(
                ["run", "--adapter", adapter, "--golden", golden, "--format", format], allowAnnotations: format == "github")
            #expect(status == 1, "\(format)")
        }
        // compare: the adapter against recorded outputs holding the same text.
        var lines = ""
        for i in 1...6 { lines += "{\"id\": \"seb.status-outcome/v\(i)\", \"output\": {\"echo\": \(jsonString(Self.attacks[i]))}}\n" }
        try lines.write(toFile: dir + "/outputs.jsonl", atomically: true, encoding: .utf8)
        for format in Self.formats {
            _ = expectInert(
                [
                    "compare", "--adapter", adapter, "--outputs", dir + "/outputs.jsonl", "--golden", golden, "--generated", "0",
                    "--format", format,
                ],
                allowAnnotations: format == "github")
        }
    }
}
