import Foundation
import PaySpecArguments
import PaySpecCLI
import PaySpecRunner
import Testing

/// Options are declared once: the scanner, the range checks, the help sections and the
/// session's defaults all read the one declaration, and no second list of names hides in Sources/.
@Suite struct OptionDeclarationTests {
    /// Every Swift file under Sources/, read once.
    static let sources: [String] = {
        let root = Fixture.root + "/Sources"
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return files.compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
    }()

    static func literalCount(_ name: String) -> Int {
        sources.reduce(0) { $0 + $1.components(separatedBy: "\"\(name)\"").count - 1 }
    }

    static func declarations(of verb: String) -> [OptionDeclaration] {
        PaySpecCommandLine.syntaxes.filter { $0.verb == verb }.flatMap(\.syntax.declarations)
    }

    @Test func eachOptionOfRunIsWrittenAsALiteralOnceInSources() {
        let names = Set(Self.declarations(of: "run").map(\.name))
        #expect(names.count >= 20, "\(names.sorted())")
        #expect(Self.sources.count > 100)
        var once: [String] = []
        var elsewhere: [String: Int] = [:]
        for name in names.sorted() {
            let n = Self.literalCount(name)
            if n == 1 { once.append(name) } else { elsewhere[name] = n }
        }
        #expect(Double(once.count) >= 0.9 * Double(names.count), "written more than once or never: \(elsewhere)")
    }

    @Test func everyVerbDocumentsEveryOptionItAccepts() {
        var pages = 0
        for (verb, syntax) in PaySpecCommandLine.syntaxes {
            let help = Fixture.cli([verb] + (syntax.action.map { [$0] } ?? []) + ["--help"]).out
            pages += 1
            for d in syntax.declarations {
                #expect(help.contains(d.name), "\(verb) \(syntax.action ?? "") --help does not name \(d.name)")
            }
        }
        #expect(pages >= 20)
    }

    @Test func aSectionIsWrittenFromItsDeclarations() {
        let wait = Option<Double>.seconds(
            "--wait", default: 2.5, help: "How long to wait (default {default});\nthen give up.")
        let loud = Option<Bool>.flag("--loud", help: "Say more.")
        let mode = Option<String>.choice("--mode", ["fast", "slow", "careful"], default: "fast", help: "(default {default})")
        let section = OptionHelp(
            "OPTIONS:", column: 20,
            [.option(wait), .option(loud), .option(mode), .together([wait.declaration, loud.declaration])])
        #expect(
            section.text == """
                OPTIONS:
                  --wait SECONDS    How long to wait (default 2.5);
                                    then give up.
                  --loud            Say more.
                  --mode fast|slow|careful   (default fast)
                  --wait SECONDS  --loud
                """)
    }

    @Test func aValueIsReadThroughItsDeclaration() throws {
        let count = Option<Int>.count("--copies", 1...9, default: 3, help: "")
        let seed = Option<UInt64>.seed("--seed", default: 1, help: "")
        let name = Option<[String]>.texts("--name", label: "NAME", help: "")
        let file = Option<String?>.path("--file", help: "")
        let declarations = [count.declaration, seed.declaration, name.declaration, file.declaration]
        let absent = try ArgumentScanner([], declarations: declarations)
        #expect(try absent[count] == 3 && absent[seed] == 1 && absent[name].isEmpty && absent[file] == nil)
        let given = try ArgumentScanner(
            ["--copies", "9", "--seed=18446744073709551615", "--name", "a", "--name", "b", "--file", "x"], declarations: declarations)
        #expect(try given[count] == 9 && given[seed] == UInt64.max && given[name] == ["a", "b"] && given[file] == "x")
        let outside = try ArgumentScanner(["--copies", "10"], declarations: declarations)
        #expect(throws: UsageError.self) { try outside[count] }
        do {
            _ = try outside[count]
        } catch let error as UsageError {
            #expect(error.message == "--copies needs a whole number from 1 to 9, not '10'")
        }
        // An empty path and an empty value are refused apart, by the declared kind.
        for (args, message) in [
            (["--file", ""], "option --file needs a path, not an empty string"),
            (["--name="], "option --name needs a value, not an empty string"),
        ] {
            do {
                _ = try ArgumentScanner(args, declarations: declarations)
                Issue.record("\(args) was accepted")
            } catch let error as UsageError {
                #expect(error.message == message)
            }
        }
    }

    @Test func theSessionAndTheRunShareTheirDefaults() {
        let session = SessionOptions()
        #expect(session.timeout == SessionDefaults.timeout)
        #expect(session.handshakeTimeout == SessionDefaults.handshakeTimeout)
        #expect(session.window == SessionDefaults.window)
        #expect(session.maximumConsecutiveFailures == SessionDefaults.consecutiveFailures)
        let help = Fixture.cli(["run", "--help"]).out
        for (option, value) in [
            ("--timeout", SessionDefaults.timeout), ("--handshake-timeout", SessionDefaults.handshakeTimeout),
            ("--window", Double(SessionDefaults.window)), ("--jobs", Double(SessionDefaults.jobs)),
            ("--give-up-after", Double(SessionDefaults.consecutiveFailures)),
        ] {
            let line = help.split(separator: "\n").drop { !$0.hasPrefix("  \(option) ") }.prefix(3).joined(separator: " ")
            #expect(line.contains("(default \(NumericOption.text(value))"), "\(option): \(line)")
        }
    }
}
