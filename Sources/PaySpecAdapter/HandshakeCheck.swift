import PaySpecJSON
import PaySpecJudging
import PaySpecVectors

/// The handshake read as strictly as a command line: a misspelt suite, a `suites` that is no
/// array of names, a missing `implementation` or a member in the wrong letter case would
/// otherwise quietly judge less than the adapter's author meant (a misspelt suite's vectors all
/// "unsupported", the run green on the rest).
public enum HandshakeCheck {
    /// The members PROTOCOL.md defines for a handshake.
    static let members = ["type", "protocol", "implementation", "suites", "choices"]
    static let implementationMembers = ["name", "version", "language"]

    /// The synthetic suite of `payspec bench` (`BenchSuite`, beside the reference adapter).
    public static let benchSuite = "payspec.bench"

    /// Every suite an adapter may announce.
    public static var suiteNames: [String] { KnownSuites.all.map(\.name) + [benchSuite] }

    /// What is wrong with a handshake line's members, each naming the member and what was
    /// expected; empty for a sound handshake. The protocol and the choices are checked apart.
    public static func problems(_ value: JSONValue) -> [String] {
        guard case .object(let o) = value else { return ["the handshake is not a JSON object"] }
        var out = wrongCase(o.keys, expected: members, in: "the handshake")
        switch o["implementation"] {
        case nil:
            out.append(#"no "implementation": send {"name": …, "version": …, "language": …} (shown in every report)"#)
        case .object(let impl)?:
            out += wrongCase(impl.keys, expected: implementationMembers, in: "\"implementation\"")
            if let name = impl["name"], name.stringValue?.isEmpty ?? true {
                out.append("\"implementation.name\" must be a non-empty string, not \(JSONWriter.line(name))")
            } else if impl["name"] == nil {
                out.append("\"implementation\" has no \"name\" (a non-empty string)")
            }
            for member in ["version", "language"] {
                if let v = impl[member], v.stringValue == nil {
                    out.append("\"implementation.\(member)\" must be a string, not \(v.typeDescription)")
                }
            }
        case let other?:
            out.append("\"implementation\" must be an object {\"name\", \"version\", \"language\"}, not \(other.typeDescription)")
        }
        switch o["suites"] {
        case nil:
            out.append("no \"suites\": list the suites the adapter implements, e.g. [\"seb.status-outcome\"]")
        case .array(let items)?:
            let known = suiteNames
            for (i, item) in items.enumerated() {
                guard let name = item.stringValue else {
                    out.append("\"suites\"[\(i)] must be a suite name (a string), not \(item.typeDescription)")
                    continue
                }
                if !known.contains(name) {
                    let close = NameSuggestions.closest(to: name, in: known, limit: 1)
                    out.append(
                        "\"suites\" announces \(JSONWriter.line(.string(name))), which is no PaySpec suite"
                            + (close.first.map { "; did you mean \"\($0)\"?" } ?? " (payspec vectors stats lists them)"))
                }
            }
        case let other?:
            out.append("\"suites\" must be an array of suite names, not \(other.typeDescription)")
        }
        if let c = o["choices"] {
            if case .object(let choices) = c {
                for (id, option) in choices.sorted(by: { $0.key < $1.key }) where option.stringValue == nil {
                    out.append("\"choices\".\(id) must be an option name (a string), not \(option.typeDescription)")
                }
            } else {
                out.append("\"choices\" must be an object of ambiguity id -> option, not \(c.typeDescription)")
            }
        }
        return out
    }

    /// Members spelt with other letter case than the protocol's (`Suites` for `suites`).
    static func wrongCase(_ keys: Dictionary<String, JSONValue>.Keys, expected: [String], in place: String) -> [String] {
        keys.sorted().compactMap { key in
            guard !expected.contains(key), let right = expected.first(where: { $0.lowercased() == key.lowercased() }) else {
                return nil
            }
            return "\(place) has a member \(JSONWriter.line(.string(key))); the protocol's name is \"\(right)\" (names are case-sensitive)"
        }
    }

    /// The advice for a first line that is not a handshake: most often a log line on stdout.
    public static func hintForFirstLine(_ line: [UInt8]) -> String {
        guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 }), first == UInt8(ascii: "{") else {
            return "; stdout carries protocol lines only: write logs and banners to stderr"
        }
        return ""
    }

    /// The advice for an adapter that ended before its handshake: shell syntax without `--shell`.
    public static func hintForCommand(_ command: AdapterCommand) -> String {
        guard command.argv.prefix(2) != ["/bin/sh", "-c"] else { return "" }
        let shellWords = ["|", "&&", "||", ";", ">", "<", "$(", "`", "*"]
        if command.argv.contains(where: { word in shellWords.contains(where: { word.contains($0) }) })
            || command.argv.first?.contains("=") == true
        {
            return "; the command holds shell syntax, which runs only with --shell (or quote it as one word per argument)"
        }
        return ""
    }
}
