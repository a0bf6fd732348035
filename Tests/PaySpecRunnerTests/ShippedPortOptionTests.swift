import Foundation
import PaySpecJSON
import PaySpecTestSupport
import PaySpecVectors
import Testing

/// A shipped port declares only what it implements. Each port of tools/adapters (Python, Node,
/// Java) is offered every option of spec/ambiguities.json on its command line: it either refuses
/// the option before the handshake (exit status 2, naming the options of that ambiguity it does
/// implement) or passes every golden vector with the option declared. The real-world ports take
/// no options at all. Where an interpreter is missing the tests print a note and check nothing.
/// The ports are tried side by side (the longest test of the run, one port at a time): the Java
/// port's first starts may each compile its classes, and `run.sh` keeps whichever finished first.
@Suite(.waitsOnProcesses, .timeLimit(.minutes(15)))
struct ShippedPortOptionTests {
    struct ShippedPort: Sendable, CustomStringConvertible {
        let name: String
        let tool: String?
        let toolName: String
        /// The adapter command, split into words; options are appended.
        let words: [String]
        var description: String { name }
    }

    /// One fresh cache for the Java port's classes (compiled once by the first start).
    static let javaCache = Fixture.tempDir()

    static let ports: [ShippedPort] = [
        ShippedPort(
            name: "python", tool: Fixture.python, toolName: "python3",
            words: [Fixture.python ?? "python3", Fixture.root + "/tools/adapters/python/adapter.py"]),
        ShippedPort(
            name: "node", tool: Fixture.node, toolName: "node",
            words: [Fixture.node ?? "node", Fixture.root + "/tools/adapters/node/adapter.js"]),
        ShippedPort(
            name: "java", tool: Fixture.which("javac") != nil ? Fixture.which("java") : nil, toolName: "java and javac",
            words: ["/usr/bin/env", "PAYSPEC_JAVA_CACHE=" + javaCache, Fixture.root + "/tools/adapters/java/run.sh"]),
    ]

    /// Every `ambiguity=option` of the register, by ambiguity, in register order.
    static func registerOptions() throws -> [(id: String, options: [String])] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixture.root + "/spec/ambiguities.json"))
        let register = try JSONParser.parseValue(Array(data))
        return (register["rows"]?.arrayValue ?? []).compactMap { row in
            guard let id = row["id"]?.stringValue else { return nil }
            return (id, (row["options"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
        }
    }

    /// Starts the adapter with ARGUMENTS, sends a handshake and a shutdown, and returns its exit
    /// status, the handshake's declared choices (empty when there was none) and its stderr.
    static func probe(_ words: [String], _ arguments: [String]) throws -> (status: Int32, choices: [String: String], err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: words[0])
        process.arguments = Array(words.dropFirst()) + arguments
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data("{\"type\":\"handshake\"}\n{\"type\":\"shutdown\"}\n".utf8))
        try input.fileHandleForWriting.close()
        // stderr is small (a usage message or javac's warnings); read it after stdout ends
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var choices: [String: String] = [:]
        let firstLine = String(decoding: out, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        if let handshake = try? JSONParser.parseValue(Array(firstLine.utf8)), let declared = handshake["choices"]?.objectValue {
            for (id, option) in declared { choices[id] = option.stringValue ?? "" }
        }
        return (process.terminationStatus, choices, String(decoding: err, as: UTF8.self))
    }

    /// Rounds of options to declare together: never two options of one ambiguity, nor of two
    /// ambiguities one vector lists together (`expectByChoice` gives one option's answer at a
    /// time), counting the ambiguities the port declares by itself.
    static func rounds(_ options: [String], ownChoices: [String: String], vectors: [GoldenVector]) -> [[String]] {
        var together: Set<[String]> = []
        for v in vectors {
            for a in v.ambiguities { for b in v.ambiguities where a < b { together.insert([a, b]) } }
        }
        func ambiguity(_ option: String) -> String { String(option.prefix { $0 != "=" }) }
        var out: [[String]] = []
        for option in options {
            let id = ambiguity(option)
            var round = 0
            while true {
                if out.count <= round { out.append([]) }
                let ids = out[round].map(ambiguity) + ownChoices.keys.filter { $0 != id }
                if !ids.contains(where: { $0 == id || together.contains([min($0, id), max($0, id)]) }) { break }
                round += 1
            }
            out[round].append(option)
        }
        return out
    }

    @Test("a shipped port refuses an option it does not implement or passes every vector under it", arguments: ports)
    func everyAcceptedOptionPasses(_ port: ShippedPort) throws {
        guard requireTool(port.tool, port.toolName) else { return }
        let register = try Self.registerOptions()
        #expect(!register.isEmpty, "spec/ambiguities.json lists no ambiguity")
        let own = try Self.probe(port.words, [])
        #expect(own.status == 0, "the port does not start without options: \(own.err)")
        var accepted: [String] = []
        // Each refused option with the port's message for it, read from the same start.
        var refused: [String: [(option: String, err: String)]] = [:]
        for (id, options) in register {
            for option in options {
                let probe = try Self.probe(port.words, ["--choice", "\(id)=\(option)"])
                if probe.status == 0 {
                    #expect(probe.choices[id] == option, "\(port) accepted \(id)=\(option) but declares \(probe.choices)")
                    accepted.append("\(id)=\(option)")
                } else {
                    #expect(probe.status == 2, "\(port) \(id)=\(option): exit \(probe.status), not 2: \(probe.err)")
                    refused[id, default: []].append((option, probe.err))
                }
            }
        }
        // a refusal names the options of that ambiguity the port does implement
        for (id, refusals) in refused {
            let implemented = accepted.filter { $0.hasPrefix(id + "=") }.map { String($0.dropFirst(id.count + 1)) }
            #expect(!implemented.isEmpty, "\(port) implements no option of \(id)")
            for (option, err) in refusals {
                for other in implemented { #expect(err.contains(other), "\(port) refuses \(id)=\(option) without naming \(other): \(err)") }
            }
        }
        let vectors = GoldenLoader.load(directory: Fixture.root + "/golden").suites.flatMap(\.vectors)
        let byID = Dictionary(vectors.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for round in Self.rounds(accepted, ownChoices: own.choices, vectors: vectors) {
            try runAll(port, round, byID)
        }
    }

    /// `payspec run` with the options declared: every vector passes, or is unsupported where the
    /// vector has no output under a declared option.
    func runAll(_ port: ShippedPort, _ options: [String], _ byID: [String: GoldenVector]) throws {
        let adapter = (port.words + options.flatMap { ["--choice", $0] }).joined(separator: " ")
        let r = Fixture.cli([
            "run", "--golden", Fixture.root + "/golden", "--adapter", adapter, "--handshake-timeout", "120", "--format", "json",
        ])
        #expect(r.status == 0, "\(port) under \(options): \(r.err)")
        let json = try JSONParser.parseValue(Array(r.out.utf8))
        let results = json["results"]?.arrayValue ?? []
        #expect(results.count == byID.count, "\(port) under \(options): \(results.count) of \(byID.count) vectors judged")
        let declared = Set(options)
        let wrong = results.filter { result in
            let id = result["id"]?.stringValue ?? ""
            switch result["status"]?.stringValue {
            case "passed": return false
            case "unsupported": return declared.isDisjoint(with: byID[id]?.unsupportedByChoice ?? [])
            default: return true
            }
        }
        #expect(wrong.isEmpty, "\(port) under \(options): \(wrong.count) wrong, \(wrong.prefix(3).map { JSONWriter.line($0) })")
    }

    @Test("a shipped port refuses an ambiguity or option the register does not have", arguments: ports)
    func unknownOptionsAreRefused(_ port: ShippedPort) throws {
        guard requireTool(port.tool, port.toolName) else { return }
        for argument in ["no-such-ambiguity=x", "pan-separators=no-such-option", "pan-separators"] {
            let probe = try Self.probe(port.words, ["--choice", argument])
            #expect(probe.status == 2, "\(port) --choice \(argument): exit \(probe.status)")
            #expect(probe.choices.isEmpty, "\(port) --choice \(argument): a handshake was sent")
        }
        let unknown = try Self.probe(port.words, ["--choice", "pan-separators=no-such-option"])
        #expect(unknown.err.contains("ignore") && unknown.err.contains("reject"), "\(unknown.err)")
    }

    @Test(
        "a real-world port takes no option and names the choices it implements",
        arguments: ["moneycollect-android-demo", "moneycollect-ios-sample"])
    func realWorldPortsTakeNoOptions(_ folder: String) throws {
        guard requireTool(Fixture.python, "python3") else { return }
        let words = [Fixture.python ?? "python3", Fixture.root + "/tools/adapters/realworld/\(folder)/adapter.py"]
        let own = try Self.probe(words, [])
        #expect(own.status == 0 && !own.choices.isEmpty, "\(own.err)")
        let probe = try Self.probe(words, ["--choice", "mc-json-null=absent"])
        #expect(probe.status == 2 && probe.choices.isEmpty)
        for (id, option) in own.choices { #expect(probe.err.contains("\(id)=\(option)"), "\(probe.err)") }
    }
}
