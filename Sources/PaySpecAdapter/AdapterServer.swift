import Foundation
import PaySpecIO
import PaySpecJSON
import PaySpecJudging

/// The adapter side of the protocol, for Swift: reads requests on stdin, answers on stdout.
/// The reference adapter and the benchmark's replay adapter are built on it; a Swift SDK can
/// use it to become an adapter in a few lines.
public enum AdapterServer {
    /// Serves `implementation` until shutdown or end of input; returns the exit status.
    ///
    /// The same rules as every conformance run (`ConformancePipeline`): an implementation that
    /// announces no suite, or declares a choice the ambiguity register does not have, does not
    /// start (exit status 1, the reason on stderr); a session in which every vector was answered
    /// `unsupported` ends with exit status 1 and says so on stderr.
    public static func serve(_ implementation: any PaySpecImplementation, inventory: [String: [String]] = [:]) -> Int32 {
        let info = implementation.handshake()
        return serveLoop(info: info, inventory: inventory) { id, suite, input in
            do {
                let output = try implementation.evaluate(suite: suite, input: input)
                return (JSONWriter.line(["type": "result", "id": .string(id), "output": output]), false)
            } catch let e as UnsupportedVector {
                return (JSONWriter.line(["type": "unsupported", "id": .string(id), "reason": .string(e.reason)]), true)
            } catch {
                return (JSONWriter.line(["type": "error", "id": .string(id), "message": .string("\(error)")]), false)
            }
        }
    }

    /// Serves with a raw answer function: (id, suite, input) -> one answer line without newline.
    public static func serve(
        info: ImplementationInfo, inventory: [String: [String]], answer: (String, String, JSONValue) -> String
    ) -> Int32 {
        serveLoop(info: info, inventory: inventory) { (answer($0, $1, $2), false) }
    }

    /// Why an implementation cannot be served, or `nil`.
    static func refusal(_ info: ImplementationInfo) -> String? {
        if info.suites.isEmpty { return "implementation '\(info.name)' announces no suite; nothing could be judged" }
        let problems = AmbiguityChoices.problems(info.choices)
        if !problems.isEmpty { return "implementation '\(info.name)' declares invalid choices: " + problems.joined(separator: "; ") }
        return nil
    }

    private static func serveLoop(
        info: ImplementationInfo, inventory: [String: [String]], answer: (String, String, JSONValue) -> (line: String, unsupported: Bool)
    ) -> Int32 {
        if let refusal = refusal(info) {
            try? StreamWriter.write("payspec adapter: \(refusal)\n", to: STDERR_FILENO)
            return 1
        }
        var received = 0
        var unsupportedAnswers = 0
        func finish() -> Int32 {
            guard received > 0 && unsupportedAnswers == received else { return 0 }
            let message =
                "payspec adapter: all \(received) vectors sent were answered unsupported (announced suites: \(info.suites.joined(separator: ", "))); nothing was judged\n"
            try? StreamWriter.write(message, to: STDERR_FILENO)
            return 1
        }
        signal(SIGPIPE, SIG_IGN)
        let supported = Set(info.suites)
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        var partial: [UInt8] = []
        var out = ""
        func flush() -> Bool {
            guard !out.isEmpty else { return true }
            var bytes = Array(out.utf8)
            out = ""
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            bytes = []
            return true
        }
        func handle(_ line: ArraySlice<UInt8>) -> Bool {
            guard !line.isEmpty else { return true }
            let message: JSONValue
            do { message = try JSONParser.parseValue(Array(line)) } catch {
                try? StreamWriter.write("ignoring a line that is not JSON: \(error)\n", to: STDERR_FILENO)
                return true
            }
            switch message["type"]?.stringValue {
            case "vector":
                let id = message["id"]?.stringValue ?? ""
                let suite = message["suite"]?.stringValue ?? ""
                received += 1
                if supported.contains(suite) {
                    let (line, unsupported) = answer(id, suite, message["input"] ?? .null)
                    out += line
                    if unsupported { unsupportedAnswers += 1 }
                } else {
                    unsupportedAnswers += 1
                    out += JSONWriter.line(["type": "unsupported", "id": .string(id), "reason": .string("suite \(suite) not implemented")])
                }
                out += "\n"
            case "handshake":
                var hs = info.json.objectValue!
                let suites = hs.removeValue(forKey: "suites")!
                let choices = hs.removeValue(forKey: "choices")!
                out +=
                    JSONWriter.line([
                        "type": "handshake", "protocol": .string(PaySpecProtocol.version), "implementation": .object(hs),
                        "suites": suites, "choices": choices,
                    ]) + "\n"
            case "inventory":
                out +=
                    JSONWriter.line(["type": "inventory", "inventory": .object(inventory.mapValues { .array($0.map(JSONValue.string)) })])
                    + "\n"
            case "shutdown":
                return false
            default:
                try? StreamWriter.write("ignoring unknown message\n", to: STDERR_FILENO)
            }
            return true
        }
        while true {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress!, chunk) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            var start = 0
            for i in 0..<n where buffer[i] == 0x0A {
                let keepGoing: Bool
                if partial.isEmpty {
                    keepGoing = handle(buffer[start..<i])
                } else {
                    partial.append(contentsOf: buffer[start..<i])
                    keepGoing = handle(partial[...])
                    partial = []
                }
                start = i + 1
                if !keepGoing {
                    _ = flush()
                    return finish()
                }
            }
            if start < n { partial.append(contentsOf: buffer[start..<n]) }
            if !flush() { return 1 }
        }
        _ = flush()
        return finish()
    }

}
