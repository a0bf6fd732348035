import Foundation
import PaySpecIO
import PaySpecJSON

/// Accepted changes: one per line, `RULE TABLE#KEY` (`*` matches any rule or key), `#` comments.
public struct Allowlist: Sendable {
    struct Entry: Sendable {
        var rule: String
        var table: String
        var key: String
    }

    var entries: [Entry] = []

    /// Parses the text of an allowlist file; a malformed line is an error naming its line.
    public static func parse(_ text: String, path: String) throws(DriftInputError) -> Allowlist {
        var list = Allowlist()
        var problems: [Diagnostic] = []
        for (offset, raw) in text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            if words.isEmpty { continue }
            // `#` also separates table and key, so re-read the whole line when a key follows.
            let full = raw.split(whereSeparator: \.isWhitespace).map(String.init)
            guard full.count >= 2, let hash = full[1].firstIndex(of: "#"),
                full[0] == "*" || ChangeRule(rawValue: full[0]) != nil || full[0].hasPrefix("inventory-") || full[0].hasPrefix("doc-")
            else {
                problems.append(
                    Diagnostic(
                        file: path, at: SourceLocation(line: offset + 1, column: 1),
                        "expected 'RULE TABLE#KEY' (RULE a rule id or *), found '\(raw)'"))
                continue
            }
            list.entries.append(Entry(rule: full[0], table: String(full[1][..<hash]), key: String(full[1][full[1].index(after: hash)...])))
        }
        if !problems.isEmpty { throw DriftInputError(problems) }
        return list
    }

    /// Reads an allowlist file.
    public static func read(path: String) throws(DriftInputError) -> Allowlist {
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(path) } catch { throw DriftInputError(Diagnostic(refusal: error)) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DriftInputError(Diagnostic(file: path, at: nil, "cannot read the allowlist (not UTF-8)"))
        }
        return try parse(text, path: path)
    }

    /// `findings` with those the list accepts marked accepted.
    public func apply(_ findings: [Finding]) -> [Finding] {
        findings.map { f in
            var f = f
            f.accepted = entries.contains {
                ($0.rule == "*" || $0.rule == f.rule) && $0.table == f.table && ($0.key == "*" || $0.key == f.key)
            }
            return f
        }
    }
}
