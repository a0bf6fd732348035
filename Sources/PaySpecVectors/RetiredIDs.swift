import PaySpecIO
import PaySpecJSON
import PaySpecModel

/// `golden/retired-ids.json`: vector ids that were removed and may never come back. An id never
/// changes meaning; a vector that says something else gets a new id, and a removed one is
/// listed here with why and, where one exists, the vector that now covers its input.
public struct RetiredIDs: Sendable {
    /// One retired id.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var reason: String
        /// The vector that covers the retired vector's input now, if any.
        public var replacedBy: String?
        /// Where the entry is in the file.
        public var line: Int
    }

    public var entries: [Entry]
    /// The file the entries were read from (for messages).
    public var path: String

    public init(entries: [Entry] = [], path: String = "golden/" + GoldenLoader.retiredIDsFileName) {
        self.entries = entries
        self.path = path
    }

    static let fileFields: Set<String> = ["description", "retired"]
    static let entryFields: Set<String> = ["id", "reason", "replacedBy"]

    /// The retired ids of a golden directory; a directory without the file retires nothing.
    public static func load(directory: String) -> (RetiredIDs, [Diagnostic]) {
        let path =
            directory.hasSuffix("/") ? directory + GoldenLoader.retiredIDsFileName : directory + "/" + GoldenLoader.retiredIDsFileName
        guard FileKind.of(path) != .missing else { return (RetiredIDs(path: path), []) }
        do throws(InputFile.ReadError) {
            return parse(path: path, bytes: try InputFile.read(path))
        } catch {
            return (RetiredIDs(path: path), [Diagnostic(refusal: error)])
        }
    }

    /// Parses the file; every malformed entry is reported with its line and left out.
    public static func parse(path: String, bytes: [UInt8]) -> (RetiredIDs, [Diagnostic]) {
        let (parsed, problems) = JSONObjectFile.read(path: path, bytes: bytes, kind: "retired-ids file", fields: fileFields)
        var diagnostics = problems
        guard let root = parsed else { return (RetiredIDs(path: path), diagnostics) }
        guard let list = root.member("retired")?.value.elements else {
            diagnostics.append(Diagnostic(file: path, at: root.location, "missing array field \"retired\" (use [] when no id is retired)"))
            return (RetiredIDs(path: path), diagnostics)
        }
        var entries: [Entry] = []
        var seen: [String: Int] = [:]
        for node in list {
            guard let members = node.members else {
                diagnostics.append(Diagnostic(file: path, at: node.location, "a retired entry must be an object"))
                continue
            }
            for m in members where !entryFields.contains(m.key) {
                diagnostics.append(
                    Diagnostic(file: path, at: m.keyLocation, "unknown field \"\(m.key)\"; an entry has id, reason, replacedBy"))
            }
            let value = node.value
            guard let id = value["id"]?.stringValue, id.contains("/"), let reason = value["reason"]?.stringValue, !reason.isEmpty else {
                diagnostics.append(
                    Diagnostic(file: path, at: node.location, "a retired entry needs \"id\" (suite/name) and a non-empty \"reason\""))
                continue
            }
            let replacedBy = value["replacedBy"]?.stringValue
            if value["replacedBy"] != nil && replacedBy == nil {
                diagnostics.append(Diagnostic(file: path, at: node.location, "retired \(id): \"replacedBy\" must be a vector id"))
            }
            if let first = seen[id] {
                diagnostics.append(Diagnostic(file: path, at: node.location, "retired \(id): listed twice (also line \(first))"))
                continue
            }
            seen[id] = node.location.line
            entries.append(Entry(id: id, reason: reason, replacedBy: replacedBy, line: node.location.line))
        }
        return (RetiredIDs(entries: entries, path: path), diagnostics)
    }

    /// A retired id used by a vector again is an error at that vector; so is a `replacedBy`
    /// that names no vector (the list must stay true as vectors change).
    public func check(_ suites: [VectorSuite]) -> [Diagnostic] {
        var current: [String: (path: String, line: Int)] = [:]
        for suite in suites { for v in suite.vectors { current[v.id] = (suite.path, v.line) } }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            if let place = current[entry.id] {
                diagnostics.append(
                    Diagnostic(
                        file: place.path, at: SourceLocation(line: place.line, column: 5),
                        "vector \(entry.id): the id is retired (\(path):\(entry.line): \(entry.reason)); ids never change meaning, so give this vector a new id"
                    ))
            }
            if let replacement = entry.replacedBy, current[replacement] == nil {
                diagnostics.append(
                    Diagnostic(
                        file: path, at: SourceLocation(line: entry.line, column: 5),
                        "retired \(entry.id): replacedBy \"\(replacement)\" names no vector"))
            }
        }
        return diagnostics
    }
}
