import Foundation
import PaySpecCLI
import PaySpecJSON
import PaySpecTestSupport
import Testing

/// The habits every verb shares: a specific --help per verb and action listing every flag it
/// accepts, --quiet and --verbose, shell completions generated from the registry, one meaning per flag.
@Suite(.waitsOnProcesses) struct CLIHabitsTests {
    static let golden = Fixture.root + "/golden"

    static func cli(_ args: [String]) -> (status: Int32, out: String, err: String) { Fixture.cli(args) }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test func everyVerbAndActionHasASpecificHelpListingEveryFlag() throws {
        let overview = Self.cli(["--help"]).out
        let names = Self.lines(Self.cli(["completion", "bash"]).out).first { $0.contains("compgen -W \"spec ") }
        #expect(names != nil)
        for line in Self.lines(overview) where line.hasPrefix("  ") {
            let verb = String(line.dropFirst(2).prefix { $0 != " " })
            let verbHelp = Self.cli([verb, "--help"])
            #expect(verbHelp.status == 0, "\(verb) --help")
            #expect(verbHelp.out != overview, "\(verb) --help prints the overview")
            #expect(verbHelp.out.contains("payspec \(verb)"), "\(verb) --help does not show its usage")
            // The flags the verb accepts are the ones completion offers; each must be documented.
            let actions = try completions(["payspec", verb, ""])
            let hasActions = !actions.isEmpty && actions.allSatisfy { !$0.hasPrefix("-") }
            for action in hasActions ? actions : [""] {
                let words = action.isEmpty ? [verb] : [verb, action]
                let help = Self.cli(words + ["--help"])
                #expect(help.status == 0)
                #expect(help.out != overview)
                for flag in try completions(["payspec"] + words + ["--"]) {
                    #expect(help.out.contains(flag), "'payspec \(words.joined(separator: " ")) --help' does not mention \(flag)")
                }
            }
        }
    }

    @Test func vectorsExportHasItsOwnHelpPage() {
        let page = Self.cli(["vectors", "export", "--help"]).out
        #expect(page.contains("USAGE: payspec vectors export"))
        #expect(page != Self.cli(["vectors", "--help"]).out)
    }

    @Test func benchHelpBuildsBothProductsWithOneValidCommand() {
        let help = Self.cli(["bench", "--help"]).out
        #expect(!help.contains("--product payspec --product"))
        #expect(help.contains("swift build -c release\n"))
    }

    /// What the generated bash function offers for `words` (the last word is being completed).
    func completions(_ words: [String]) throws -> [String] {
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.cli(["completion", "bash"]).out.write(toFile: dir + "/payspec.bash", atomically: true, encoding: .utf8)
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = """
            source '\(dir)/payspec.bash' || exit 9
            complete -p payspec >/dev/null || exit 8
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            cd '\(dir)/empty' 2>/dev/null || { mkdir '\(dir)/empty'; cd '\(dir)/empty'; }
            _payspec
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let (status, out) = try shell("/bin/bash", ["-c", script])
        #expect(status == 0, "bash completion script failed to load (\(status))")
        return Self.lines(out)
    }

    func shell(_ program: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func bashCompletionLoadsAndOffersTheVerbsActionsAndFlags() throws {
        let verbs = Self.lines(Self.cli(["--help"]).out).filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        #expect(verbs.contains("completion"))
        let offered = try completions(["payspec", ""])
        #expect(Set(verbs).isSubset(of: Set(offered)))
        #expect(offered.contains("--version"))
        #expect(try completions(["payspec", "vectors", "ex"]) == ["export"])
        let export = try completions(["payspec", "vectors", "export", "--"])
        #expect(Set(["--suite", "--golden", "--output", "--quiet", "--verbose"]).isSubset(of: Set(export)))
        #expect(try completions(["payspec", "run", "--handshake"]) == ["--handshake-timeout"])
        #expect(try completions(["payspec", "l10n", "check", "--sd"]) == ["--sdk"])
    }

    @Test func zshAndFishScriptsAreValid() throws {
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let verbs = ["spec", "run", "check", "vectors", "l10n", "completion"]
        for (shell, check) in [("zsh", ["-n"]), ("fish", ["--no-execute"])] {
            let script = Self.cli(["completion", shell])
            #expect(script.status == 0)
            for verb in verbs { #expect(script.out.contains(verb), "\(shell) completion lacks \(verb)") }
            #expect(script.out.contains(shell == "zsh" ? "compdef _payspec payspec" : "complete -c payspec"))
            if let program = Fixture.which(shell) {
                try script.out.write(toFile: dir + "/payspec.\(shell)", atomically: true, encoding: .utf8)
                let (status, out) = try self.shell(program, check + [dir + "/payspec.\(shell)"])
                #expect(status == 0, "\(shell) rejects the script: \(out)")
            } else {
                print("note: \(shell) not installed; its completion script was checked structurally only")
            }
        }
        #expect(Self.cli(["completion", "tcsh"]).status == 2)
        #expect(Self.cli(["completion"]).status == 2)
    }

    @Test func quietKeepsOnlyTheVerdictAndVerboseListsEveryVectorWithItsTime() {
        let args = ["run", "--golden", Self.golden, "--suite", "seb.status-outcome"]
        let normal = Self.cli(args)
        let quiet = Self.cli(args + ["--quiet"])
        let verbose = Self.cli(args + ["--verbose"])
        #expect(normal.status == 0 && quiet.status == 0 && verbose.status == 0)
        let verdict = Self.lines(normal.out).last!
        #expect(verdict.hasPrefix("OK: "))
        #expect(Self.lines(quiet.out) == [verdict])
        let perVector = Self.lines(verbose.out).filter { $0.hasPrefix("passed ") && $0.hasSuffix(" ms") }
        let total = Int(verdict.split(separator: " ")[1])!
        #expect(total > 0 && perVector.count == total)
        #expect(Set(Self.lines(normal.out)).isSubset(of: Set(Self.lines(verbose.out))))
        #expect(Self.cli(args + ["--quiet", "--verbose"]).status == 2)
    }

    @Test func quietDropsNotesButKeepsErrorsAndData() throws {
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let export = ["vectors", "export", "--golden", Self.golden, "--suite", "seb.status-outcome", "--output", dir + "/r.jsonl"]
        #expect(Self.cli(export).err.contains("wrote "))
        let quiet = Self.cli(export + ["--quiet"])
        #expect(quiet.status == 0 && quiet.err.isEmpty && quiet.out.isEmpty)
        // Data asked for on stdout is printed whole, quiet or not.
        let toStdout = ["vectors", "export", "--golden", Self.golden, "--suite", "seb.status-outcome"]
        #expect(Self.cli(toStdout + ["--quiet"]).out == Self.cli(toStdout).out)
        // Errors are never dropped.
        let bad = Self.cli(["run", "--golden", Self.golden, "--suite", "nope.*", "--quiet"])
        #expect(bad.status == 2 && bad.err.contains("matches no suite"))
        // Every verb accepts both flags. Options are checked in order before any work, so an
        // unknown option after the flag names that option, not the flag, and nothing is run
        // (`bench --quiet` alone would run the whole benchmark).
        let verbs = [
            ["spec"], ["run"], ["check"], ["repro"], ["vectors"], ["extract"], ["drift"], ["diff"], ["l10n", "check"],
            ["l10n", "export"], ["l10n", "bench"], ["bench"], ["completion"], ["fuzz"], ["compare"], ["report"],
        ]
        for verb in verbs {
            for flag in ["--quiet", "--verbose"] {
                let result = Self.cli(verb + [flag, "--no-such-flag"])
                #expect(
                    result.status == 2 && result.err.contains("unknown option '--no-such-flag'"),
                    "\(verb.joined(separator: " ")) \(flag): \(result.err)")
            }
        }
    }

    /// The bench's launcher (`payspec-bench spawn`) hands the program its own flags: after `--`,
    /// a `--quiet` is the program's (the bench's `payspec run --quiet` printed its notes into the
    /// bench's tables).
    @Test func benchLauncherPassesTheProgramsOwnFlags() throws {
        let launcher = Fixture.root + "/.build/debug/payspec-bench"
        guard FileManager.default.isExecutableFile(atPath: launcher) else {
            print("NOTE: \(launcher) not built; launcher test skipped.")
            return
        }
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = dir + "/measured.txt"
        let probe = ["/bin/sh", "-c", #"test "$1" = --quiet"#, "sh", "--quiet"]
        #expect(try Fixture.tool(launcher, ["spawn", result, "-", "--"] + probe).status == 0)
        let measured = try String(contentsOfFile: result, encoding: .utf8)
        #expect(measured.split(separator: " ").first == "0", "the program did not get its --quiet: \(measured)")
        // Nothing to launch is a usage error, and no result file is written for it.
        for argv in [["spawn", dir + "/none.txt", "-", "--"], ["spawn", dir + "/none.txt"]] {
            let refused = try Fixture.tool(launcher, argv)
            #expect(refused.status == 2 && refused.err.contains("spawn needs RESULT, INPUT and a program"), "\(refused.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/none.txt"))
    }

    @Test func verboseAddsDetailWhereThereIsMore() {
        let normal = Self.cli(["spec", "check", "--spec", Fixture.root + "/spec"])
        let verbose = Self.cli(["spec", "check", "--spec", Fixture.root + "/spec", "--verbose"])
        #expect(normal.status == 0 && verbose.status == 0)
        #expect(normal.out == verbose.out)
        #expect(verbose.err.contains("comgate/errors: "))
        #expect(normal.err.isEmpty)
    }

    @Test func l10nSpecIsADeprecatedSpellingOfSdk() throws {
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = ["--spec-dir", Fixture.root + "/spec"]
        let exported = Self.cli(["l10n", "export", "--format", "csv", "--output", dir + "/t.csv", "--sdk", "comgate"] + spec)
        #expect(exported.status == 0)
        let new = Self.cli(["l10n", "check", "--sdk", "comgate", dir + "/t.csv"] + spec)
        let old = Self.cli(["l10n", "check", "--spec", "comgate", dir + "/t.csv"] + spec)
        #expect(new.status == 0 && old.status == 0)
        #expect(new.out == old.out)
        #expect(!new.err.contains("deprecated"))
        #expect(old.err.contains("warning: l10n --spec SDK is deprecated; use --sdk comgate"))
        #expect(Self.cli(["l10n", "check", "--spec", "comgate", "--sdk", "comgate", dir + "/t.csv"] + spec).status == 2)
    }

    static var suiteVersion: String {
        String(Self.lines(Self.cli(["--version"]).out).last!.dropFirst("suite ".count))
    }

    @Test func l10nExportWritesToStandardOutputWithADash() {
        let toStdout = Self.cli(["l10n", "export", "--format", "csv", "--output", "-"])
        #expect(toStdout.status == 0)
        #expect(toStdout.out.hasPrefix("key,"))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
        let xliff = Self.cli(["l10n", "export", "--format", "xliff", "--output", "-"])
        #expect(xliff.status == 2 && xliff.err.contains("cannot hold it"))
    }

    @Test func versionNamesTheKitAndTheSuite() {
        let version = Self.cli(["--version"])
        #expect(version.status == 0)
        let lines = Self.lines(version.out)
        #expect(lines.first == "payspec \(PaySpecVersion.current)")
        #expect(lines.count == 2 && lines[1].hasPrefix("suite "))
        // Semantic version plus a 12-digit content hash.
        #expect(Self.suiteVersion.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\+[0-9a-f]{12}/) != nil, "\(Self.suiteVersion)")
    }

    /// The built-in vectors' version is in the report and in the handshake the adapter receives;
    /// a run on a folder of vectors claims no version.
    @Test func reportsAndTheHandshakeCarryTheSuiteVersion() throws {
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        guard FileManager.default.isExecutableFile(atPath: adapter) else {
            print("NOTE: \(adapter) not built; handshake test skipped.")
            return
        }
        let dir = Fixture.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = dir + "/sent.jsonl"
        let builtIn = Self.cli([
            "run", "--adapter", "tee '\(log)' | '\(adapter)'", "--shell", "--suite", "seb.status-outcome", "--format", "json",
        ])
        #expect(builtIn.status == 0, "\(builtIn.err)")
        let report = try JSONParser.parseValue(Array(builtIn.out.utf8))
        #expect(report["report"]?["tool"]?["suiteVersion"]?.stringValue == Self.suiteVersion)
        let handshake = try JSONParser.parseValue(Array(Self.lines(try String(contentsOfFile: log, encoding: .utf8))[0].utf8))
        #expect(handshake["type"]?.stringValue == "handshake")
        #expect(handshake["suite"]?.stringValue == Self.suiteVersion)
        let text = Self.cli(["run", "--suite", "seb.status-outcome"])
        #expect(Self.lines(text.out).last!.hasSuffix("; suite \(Self.suiteVersion.prefix { $0 != "+" })"))
        let folder = Self.cli(["run", "--golden", Self.golden, "--suite", "seb.status-outcome", "--format", "json"])
        #expect(folder.status == 0)
        #expect(!folder.out.contains("suiteVersion"))
    }

    /// `fuzz` and `compare` reports name the suite version their inputs came from, as run
    /// reports do; on a folder of vectors they claim none.
    @Test func fuzzAndCompareReportsCarryTheSuiteVersion() throws {
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        guard FileManager.default.isExecutableFile(atPath: adapter) else {
            print("NOTE: \(adapter) not built; fuzz/compare suite version test skipped.")
            return
        }
        let commands = [
            ["fuzz", "--adapter", adapter, "--assume-reference", "--count", "40"],
            ["compare", "--adapter", adapter, "--adapter", adapter, "--generated", "20"],
        ]
        for command in commands {
            let builtIn = Self.cli(command + ["--suite", "seb.status-outcome", "--format", "json"])
            #expect(builtIn.status == 0, "\(command[0]): \(builtIn.err)")
            let report = try JSONParser.parseValue(Array(builtIn.out.utf8))
            #expect(report["report"]?["tool"]?["suiteVersion"]?.stringValue == Self.suiteVersion, "\(command[0])")
            let text = Self.cli(command + ["--suite", "seb.status-outcome"])
            #expect(Self.lines(text.out).last!.hasSuffix("; suite \(Self.suiteVersion.prefix { $0 != "+" })"), "\(command[0])")
            let folder = Self.cli(command + ["--golden", Self.golden, "--suite", "seb.status-outcome", "--format", "json"])
            #expect(folder.status == 0, "\(command[0]): \(folder.err)")
            #expect(!folder.out.contains("suiteVersion"), "\(command[0])")
        }
    }

    /// Adapter runs measure each vector from request to answer, so JUnit's time is real.
    @Test func junitCarriesPerVectorTimesForAdapterRuns() throws {
        let adapter = Fixture.root + "/.build/debug/payspec-reference-adapter"
        guard FileManager.default.isExecutableFile(atPath: adapter) else {
            print("NOTE: \(adapter) not built; JUnit time test skipped.")
            return
        }
        let run = Self.cli(["run", "--golden", Self.golden, "--adapter", adapter, "--suite", "seb.status-outcome", "--format", "junit"])
        #expect(run.status == 0)
        let times = run.out.split(separator: "\n").filter { $0.contains("<testcase ") }.compactMap { line -> Double? in
            guard let r = line.range(of: " time=\"") else { return nil }
            return Double(line[r.upperBound...].prefix { $0 != "\"" })
        }
        #expect(times.count > 100)
        // Times are measured, not written as a placeholder: they differ and some are above zero.
        #expect(times.contains { $0 > 0 })
        #expect(Set(times).count > 1)
        #expect(run.out.contains("<property name=\"payspec.version\" value=\"\(PaySpecVersion.current)\"/>"))
    }
}
