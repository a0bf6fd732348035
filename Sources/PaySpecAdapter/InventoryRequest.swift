import Foundation
import PaySpecJSON
import PaySpecJudging
import PaySpecReport

/// Reading an inventory: from the JSON an adapter answers with, from a file, or from a running
/// adapter process over the runner's line protocol. `payspec drift --adapter` and
/// `fetchInventory` both ask through `ask`: one inventory client.
public enum InventoryRequest {
    /// `{"type":"inventory","inventory":{table: [values]}}`, or the bare `{table: [values]}`
    /// (`InventoryAnswer`), its problem as a list.
    public static func parse(_ bytes: [UInt8], path: String) throws(DiagnosticList) -> [String: [String]] {
        do throws(Diagnostic) { return try InventoryAnswer.read(bytes, path: path) } catch { throw DiagnosticList([error]) }
    }

    /// Splits a command line into words (single and double quotes group; no shell is involved).
    public static func words(_ command: String) -> [String] {
        var words: [String] = [], current = "", quote: Character?, any = false
        for c in command {
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                any = true
            } else if c.isWhitespace {
                if any || !current.isEmpty { words.append(current) }
                current = ""
                any = false
            } else {
                current.append(c)
            }
        }
        if any || !current.isEmpty { words.append(current) }
        return words
    }

    /// Starts `command` (no shell), sends handshake, inventory and shutdown requests, and reads
    /// standard output until the inventory answer. Kills the process after `timeout` seconds.
    public static func ask(adapter command: String, timeout: Double = 10) throws(AdapterFailure) -> [String: [String]] {
        try ask(argv: words(command), shown: command, timeout: timeout)
    }

    /// `argv` started as an adapter; `shown` names it in messages (escaped here).
    static func ask(argv: [String], shown: String, timeout: Double) throws(AdapterFailure) -> [String: [String]] {
        // Starting processes: macOS, Linux and other desktop/server systems; iOS and its kin cannot.
        #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
            guard !argv.isEmpty else { throw AdapterFailure("--adapter needs a command") }
            let name = TerminalText.inline(shown)
            let process = try AdapterProcess(argv: argv)
            defer { process.kill() }
            // An adapter that exits before reading makes the write fail; the answer decides.
            let requests = [RunnerMessage.handshake, RunnerMessage.inventory, RunnerMessage.shutdown].map { $0 + "\n" }.joined()
            if process.write(Array(requests.utf8), timeout: timeout) { process.closeInput() }
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                for event in process.channel.take(until: deadline) {
                    switch event {
                    case .line(let line, _):
                        guard let value = try? JSONParser.parseValue(line), value["type"]?.stringValue == "inventory" else { continue }
                        do {
                            return try parse(line, path: "adapter '\(name)'")
                        } catch {
                            throw AdapterFailure(error.diagnostics.map(\.description).joined(separator: "\n"))
                        }
                    case .oversized:
                        continue
                    case .closed:
                        throw AdapterFailure("adapter '\(name)' closed its output without an inventory answer")
                    }
                }
            }
            throw AdapterFailure("adapter '\(name)' gave no inventory within \(Int(timeout)) s; it was stopped")
        #else
            throw AdapterFailure("starting an adapter process needs macOS or Linux")
        #endif
    }
}
