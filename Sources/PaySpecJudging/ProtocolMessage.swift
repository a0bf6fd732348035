import PaySpecJSON

/// The adapter protocol `payspec/1`: one JSON object per line over stdin/stdout.
/// The full description for adapter authors is golden/PROTOCOL.md.
public enum PaySpecProtocol {
    public static let version = "payspec/1"
    /// Longest line the runner accepts from an adapter.
    public static let maximumLineLength = 1 << 20
}

/// What an implementation says about itself in the handshake.
public struct ImplementationInfo: Sendable, Hashable {
    public var name: String
    public var version: String
    public var language: String
    /// Suites the implementation supports.
    public var suites: [String]
    /// Ambiguity id -> chosen option, where it differs from (or confirms) the reference.
    public var choices: [String: String]

    public init(name: String, version: String, language: String, suites: [String], choices: [String: String] = [:]) {
        self.name = name
        self.version = version
        self.language = language
        self.suites = suites
        self.choices = choices
    }

    public var json: JSONValue {
        [
            "name": .string(name), "version": .string(version), "language": .string(language),
            "suites": .array(suites.map(JSONValue.string)), "choices": .object(choices.mapValues(JSONValue.string)),
        ]
    }
}

/// Lines the runner sends.
public enum RunnerMessage {
    public static var handshake: String { handshake(suite: nil) }

    /// The handshake naming the version of the vectors being sent (`suite`, semantic version
    /// plus content hash), when the runner knows it; adapters may log it and must ignore it otherwise.
    public static func handshake(suite: String?) -> String {
        var line: [String: JSONValue] = ["type": "handshake", "protocol": .string(PaySpecProtocol.version)]
        if let suite { line["suite"] = .string(suite) }
        return JSONWriter.line(.object(line))
    }
    /// `{"id":…,"input":…,"suite":…,"type":"vector"}`: the bytes `JSONWriter.line` gives for
    /// that object (keys sorted), written without building it, once per vector sent.
    public static func vector(id: String, suite: String, input: JSONValue) -> String {
        var line = #"{"id":"#
        JSONWriter.writeString(id, into: &line)
        line += #","input":"#
        JSONWriter.write(input, spacing: .compact, into: &line)
        line += #","suite":"#
        JSONWriter.writeString(suite, into: &line)
        line += #","type":"vector"}"#
        return line
    }
    public static let inventory = #"{"type":"inventory"}"#
    public static let shutdown = #"{"type":"shutdown"}"#
}

/// A line an adapter sent, decoded.
public enum AdapterMessage: Sendable, Equatable {
    case handshake(protocol: String, info: ImplementationInfo)
    case result(id: String?, output: JSONValue)
    case unsupported(id: String?, reason: String)
    case error(id: String?, message: String)
    case inventory([String: [String]])
    /// Not a protocol message; the text says why.
    case garbage(String)

    /// The id an answer names, if the message is an answer.
    public var answerID: String? {
        switch self {
        case .result(let id, _), .unsupported(let id, _), .error(let id, _): return id
        default: return nil
        }
    }

    public var isAnswer: Bool {
        switch self {
        case .result, .unsupported, .error: return true
        default: return false
        }
    }

    /// Decodes one line (without its newline).
    public static func decode<C: Collection>(_ line: C) -> AdapterMessage where C.Element == UInt8 {
        let value: JSONValue
        do {
            value = try JSONParser.parseValue(Array(line))
        } catch {
            return .garbage("not JSON (\(error.description))")
        }
        return decode(value)
    }

    public static func decode(_ value: JSONValue) -> AdapterMessage {
        guard case .object = value else { return .garbage("not a JSON object") }
        guard let type = value["type"]?.stringValue else { return .garbage("no string member \"type\"") }
        let id = value["id"]?.stringValue
        switch type {
        case "handshake":
            let impl = value["implementation"]
            var choices: [String: String] = [:]
            for (k, v) in value["choices"]?.objectValue ?? [:] { if let s = v.stringValue { choices[k] = s } }
            let info = ImplementationInfo(
                name: impl?["name"]?.stringValue ?? "unnamed", version: impl?["version"]?.stringValue ?? "",
                language: impl?["language"]?.stringValue ?? "",
                suites: value["suites"]?.arrayValue?.compactMap(\.stringValue) ?? [], choices: choices)
            return .handshake(protocol: value["protocol"]?.stringValue ?? "", info: info)
        case "result":
            guard let output = value["output"] else { return .garbage("result without \"output\"" + (id.map { " for \($0)" } ?? "")) }
            return .result(id: id, output: output)
        case "unsupported":
            return .unsupported(id: id, reason: value["reason"]?.stringValue ?? "")
        case "error":
            return .error(id: id, message: value["message"]?.stringValue ?? "")
        case "inventory":
            var inventory: [String: [String]] = [:]
            for (k, v) in value["inventory"]?.objectValue ?? [:] {
                inventory[k] = v.arrayValue?.compactMap { $0.stringValue ?? $0.intValue.map(String.init) } ?? []
            }
            return .inventory(inventory)
        default:
            return .garbage("unknown message type \"\(type)\"")
        }
    }
}
