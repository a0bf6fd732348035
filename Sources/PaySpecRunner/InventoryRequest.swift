import Foundation
import PaySpecJSON

/// Reading an inventory: from the JSON an adapter answers with, from a file, or from a running
/// adapter process over the runner's line protocol.
public enum InventoryRequest {
    /// Why an adapter gave no inventory; the CLI exits 3 for these.
    public struct AdapterFailure: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// `{"type":"inventory","inventory":{table: [values]}}`, or the bare `{table: [values]}`.
    public static func parse(_ bytes: [UInt8], path: String) throws(DriftInputError) -> [String: [String]] {
        let node: JSONNode
        do {
            node = try JSONParser.parse(bytes)
        } catch {
            throw DriftInputError(Diagnostic(file: path, at: error.location, error.message))
        }
        let root = node.value["inventory"] ?? node.value
        guard let object = root.objectValue else {
            throw DriftInputError(Diagnostic(file: path, at: node.location, "an inventory must be an object of table -> array of strings"))
        }
        var inventory: [String: [String]] = [:]
        for (table, value) in object {
            guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
                throw DriftInputError(Diagnostic(file: path, at: node.location, "inventory \"\(table)\" must be an array of strings"))
            }
            inventory[table] = items.compactMap(\.stringValue)
        }
        return inventory
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
    public static func ask(adapter command: String, timeout: TimeInterval = 10) throws -> [String: [String]] {
        let argv = words(command)
        guard let program = argv.first else { throw AdapterFailure(message: "--adapter needs a command") }
        let process = Process()
        if program.contains("/") {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(argv.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = argv
        }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw AdapterFailure(message: "cannot start adapter '\(command)': \(error.localizedDescription)")
        }
        // An adapter that exits before reading must not kill us with SIGPIPE: the write then just fails.
        signal(SIGPIPE, SIG_IGN)
        let requests = "{\"type\":\"handshake\",\"protocol\":\"payspec/1\"}\n{\"type\":\"inventory\"}\n{\"type\":\"shutdown\"}\n"
        try? input.fileHandleForWriting.write(contentsOf: Data(requests.utf8))
        try? input.fileHandleForWriting.close()

        let box = AnswerBox()
        let reader = output.fileHandleForReading
        DispatchQueue.global().async {
            var buffer = Data()
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = Array(buffer[buffer.startIndex..<newline])
                    buffer.removeSubrange(buffer.startIndex...newline)
                    if let value = try? JSONParser.parseValue(line), value["type"]?.stringValue == "inventory" {
                        box.set(.success(line))
                        return
                    }
                }
            }
            box.set(.failure(AdapterFailure(message: "adapter '\(command)' closed its output without an inventory answer")))
        }
        let answer = box.wait(timeout: timeout)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        guard let answer else {
            throw AdapterFailure(message: "adapter '\(command)' gave no inventory within \(Int(timeout)) s; it was stopped")
        }
        switch answer {
        case .success(let line):
            do {
                return try parse(line, path: "adapter '\(command)'")
            } catch {
                throw AdapterFailure(message: error.description)
            }
        case .failure(let failure):
            throw failure
        }
    }

    /// One answer handed from the reading thread to the waiting one.
    final class AnswerBox: @unchecked Sendable {
        private let lock = NSLock()
        private let ready = DispatchSemaphore(value: 0)
        private var value: Result<[UInt8], AdapterFailure>?

        func set(_ v: Result<[UInt8], AdapterFailure>) {
            lock.lock()
            let first = value == nil
            if first { value = v }
            lock.unlock()
            if first { ready.signal() }
        }

        func wait(timeout: TimeInterval) -> Result<[UInt8], AdapterFailure>? {
            guard ready.wait(timeout: .now() + timeout) == .success else { return nil }
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }
}
