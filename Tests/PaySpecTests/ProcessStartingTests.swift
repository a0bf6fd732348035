import Foundation
import Testing

/// Child processes start in one module, PaySpecProcesses: one place for signal dispositions,
/// close-on-exec pipes, process groups and reaping.
@Suite struct ProcessStartingTests {
    /// What starts a process in Swift on Linux and macOS: the C calls and Foundation's `Process`.
    static let starters = try! NSRegularExpression(
        pattern: #"posix_spawn|\b(v?fork|exec[lv]p?e?|popen|system)\(|\bProcess\(\)|\bProcess\.run\("#)

    static func swiftFiles(under folder: String) -> [String] {
        let fm = FileManager.default
        let root = PackageRoot.path + "/" + folder
        var out: [String] = []
        for case let rel as String in fm.enumerator(atPath: root)! where rel.hasSuffix(".swift") {
            out.append(folder + "/" + rel)
        }
        return out.sorted()
    }

    /// The files of `Sources/` that start a process, and the first line that does so in each.
    static func startingFiles() throws -> [String: Int] {
        var out: [String: Int] = [:]
        for rel in swiftFiles(under: "Sources") {
            let text = try String(contentsOfFile: PackageRoot.path + "/" + rel, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let s = String(line)
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                if starters.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil {
                    out[rel] = number + 1
                    break
                }
            }
        }
        return out
    }

    @Test func onlyPaySpecProcessesStartsChildProcesses() throws {
        let files = try Self.startingFiles()
        let outside = files.filter { !$0.key.hasPrefix("Sources/PaySpecProcesses/") }
        #expect(outside.isEmpty, "processes started outside PaySpecProcesses: \(outside.sorted { $0.key < $1.key })")
        // The scan finds the spawn itself, so an empty result above means something.
        #expect(files.keys.contains("Sources/PaySpecProcesses/SpawnTypes.swift"))
    }

    @Test func theScanRecognisesEveryWayOfStartingAProcess() {
        let lines = [
            "let rc = posix_spawnp(&pid, program, &actions, &attr, args, env)", "let pid = fork()", "execvp(path, argv)",
            "let p = Process()", "try Process.run(url, arguments: [])", "popen(\"ls\", \"r\")",
        ]
        for line in lines {
            #expect(Self.starters.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
        let innocent = [
            "let m = MeasuredProcess(exitStatus: 0)", "try AdapterProcess(argv: argv)", "let outcome = try OwnedProcess.run(argv)",
        ]
        for line in innocent {
            #expect(Self.starters.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil, "\(line)")
        }
    }
}
