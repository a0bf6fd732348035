import Foundation
import PaySpecIO
import PaySpecJSON

/// One known failure or skip.
public struct Expectation: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// The vector is known to fail; a pass fails the run (remove the entry).
        case failure
        /// The vector is not run at all.
        case skip
    }
    /// A vector id or a glob over ids.
    public var id: String
    public var kind: Kind
    public var reason: String
    public var issue: String?
    public var line: Int

    public init(id: String, kind: Kind, reason: String, issue: String? = nil, line: Int = 0) {
        self.id = id
        self.kind = kind
        self.reason = reason
        self.issue = issue
        self.line = line
    }

    var json: JSONValue {
        var o: [String: JSONValue] = ["id": .string(id), "status": .string(kind.rawValue), "reason": .string(reason)]
        if let issue { o["issue"] = .string(issue) }
        return .object(o)
    }
}

/// The expectations file (`--expect FILE`): known failures and skips, each with a reason and an
/// optional issue link.
///
/// ```json
/// {
///   "expectations": [
///     {"id": "seb.status-outcome/settled-lowercase", "issue": "https://…/42", "reason": "status matched case-insensitively", "status": "failure"},
///     {"id": "comgate.translations/*", "reason": "translations not ported yet", "status": "skip"}
///   ],
///   "globLimit": 50
/// }
/// ```
/// A glob entry may match at most `globLimit` vectors (default 50) so one line cannot hide a whole product.
public struct ExpectationsFile: Sendable, Hashable {
    public var entries: [Expectation]
    public var globLimit: Int
    public static let defaultGlobLimit = 50

    public init(entries: [Expectation] = [], globLimit: Int = ExpectationsFile.defaultGlobLimit) {
        self.entries = entries
        self.globLimit = globLimit
    }

    /// Reads and validates a file; problems are diagnostics with file and line.
    public static func load(path: String) throws(DiagnosticList) -> ExpectationsFile {
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(path) } catch {
            throw DiagnosticList([Diagnostic(refusal: error)])
        }
        return try parse(path: path, bytes: bytes)
    }

    public static func parse(path: String, bytes: [UInt8]) throws(DiagnosticList) -> ExpectationsFile {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DiagnosticList([Diagnostic(file: path, at: error.location, error.message)])
        }
        var problems: [Diagnostic] = []
        guard root.members != nil else {
            throw DiagnosticList([Diagnostic(file: path, at: root.location, "expected an object with \"expectations\"")])
        }
        var file = ExpectationsFile()
        if let limit = root.member("globLimit") {
            if let n = limit.value.value.intValue, n > 0 {
                file.globLimit = n
            } else {
                problems.append(Diagnostic(file: path, at: limit.value.location, "\"globLimit\" must be a positive integer"))
            }
        }
        guard let list = root.member("expectations")?.value.elements else {
            throw DiagnosticList([Diagnostic(file: path, at: root.location, "missing array \"expectations\"")])
        }
        for node in list {
            let v = node.value
            guard let id = v["id"]?.stringValue, !id.isEmpty else {
                problems.append(Diagnostic(file: path, at: node.location, "entry needs a string \"id\" (a vector id or a glob)"))
                continue
            }
            guard let kindText = v["status"]?.stringValue, let kind = Expectation.Kind(rawValue: kindText) else {
                problems.append(Diagnostic(file: path, at: node.location, "\(id): \"status\" must be \"failure\" or \"skip\""))
                continue
            }
            guard let reason = v["reason"]?.stringValue, !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                problems.append(Diagnostic(file: path, at: node.location, "\(id): every entry needs a non-empty \"reason\""))
                continue
            }
            file.entries.append(Expectation(id: id, kind: kind, reason: reason, issue: v["issue"]?.stringValue, line: node.location.line))
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return file
    }

    /// The canonical text.
    public var text: String {
        let sorted = entries.sorted { ($0.id, $0.kind.rawValue) < ($1.id, $1.kind.rawValue) }
        var root: [String: JSONValue] = ["expectations": .array(sorted.map(\.json))]
        if globLimit != Self.defaultGlobLimit { root["globLimit"] = .integer(globLimit) }
        return JSONWriter.document(.object(root), rowArrays: ["expectations"])
    }

    /// The entry for a vector: an exact id first, then the first glob that matches.
    public func entry(for id: String) -> Expectation? {
        entries.first { $0.id == id } ?? entries.first { Glob.isPattern($0.id) && Glob.matches($0.id, id) }
    }

    /// Entries that match no vector at all, and globs that match more than `globLimit`.
    public func check(allIDs: [String], path: String) -> (stale: [String], tooBroad: [Diagnostic]) {
        var tally = Tally(self)
        for id in allIDs { tally.see(id) }
        return tally.check(path: path)
    }

    /// What `check` needs of the golden set, gathered one id at a time (a golden set read file
    /// by file keeps no list of its ids): which exact entries name a vector, how many vectors
    /// each glob matches.
    public struct Tally: Sendable {
        private let file: ExpectationsFile
        /// The entries that are exact ids, by id.
        private var exact: [String: [Int]] = [:]
        private var globs: [Int] = []
        private var found: [Bool]
        private var matches: [Int]

        public init(_ file: ExpectationsFile) {
            self.file = file
            found = [Bool](repeating: false, count: file.entries.count)
            matches = [Int](repeating: 0, count: file.entries.count)
            for (k, e) in file.entries.enumerated() {
                if Glob.isPattern(e.id) { globs.append(k) } else { exact[e.id, default: []].append(k) }
            }
        }

        /// Counts one vector id of the golden set.
        public mutating func see(_ id: String) {
            if let ks = exact[id] { for k in ks { found[k] = true } }
            for k in globs where Glob.matches(file.entries[k].id, id) { matches[k] += 1 }
        }

        /// `check`'s answer for the ids seen.
        public func check(path: String) -> (stale: [String], tooBroad: [Diagnostic]) {
            var stale: [String] = []
            var broad: [Diagnostic] = []
            for (k, e) in file.entries.enumerated() {
                if Glob.isPattern(e.id) {
                    let n = matches[k]
                    if n == 0 { stale.append("\(path):\(e.line): stale entry \"\(e.id)\": matches no vector") }
                    if n > file.globLimit {
                        broad.append(
                            Diagnostic(
                                file: path, at: SourceLocation(line: e.line, column: 1),
                                "\"\(e.id)\" matches \(n) vectors, more than the glob limit of \(file.globLimit); list them, narrow the glob or raise \"globLimit\""
                            ))
                    }
                } else if !found[k] {
                    stale.append("\(path):\(e.line): stale entry \"\(e.id)\": no such vector")
                }
            }
            return (stale, broad)
        }
    }

    /// Turns raw verdicts into expected failures and unexpected passes; returns the problems
    /// (a listed vector that did not run) that fail the run.
    public func apply<Results: MutableCollection<VectorResult>>(to results: inout Results, path: String) -> [String] {
        var problems: [String] = []
        for i in results.indices {
            guard let e = entry(for: results[i].id) else { continue }
            results[i].issue = e.issue
            switch e.kind {
            case .skip:
                if results[i].status != .skipped {
                    results[i].message = "listed as skip in \(path) (\(e.reason))" + (results[i].message.map { "; \($0)" } ?? "")
                }
            case .failure:
                if results[i].status.isFailure {
                    let original = results[i].message
                    results[i].status = .expectedFailure
                    results[i].message = "known failure: \(e.reason)" + (original.map { " (\($0))" } ?? "")
                } else if results[i].status == .passed {
                    results[i].status = .unexpectedPass
                    results[i].message = "listed as a known failure in \(path):\(e.line) (\(e.reason)) but passed; remove the entry"
                } else {
                    problems.append(
                        "\(results[i].id) is listed as a known failure in \(path):\(e.line) but was \(results[i].status.rawValue)"
                            + (results[i].message.map { ": \($0)" } ?? ""))
                }
            }
        }
        return problems
    }

    /// The file rewritten from a run: every failing vector of the run becomes an exact entry
    /// (keeping the reason and issue of the entry it had), passing vectors lose theirs, skips
    /// stay, entries about vectors outside the run are kept, stale entries go.
    public func updated(from results: some Collection<VectorResult>, allIDs: [String]) -> ExpectationsFile {
        let ran = Set(results.map(\.id))
        let all = Set(allIDs)
        var out: [Expectation] = []
        for e in entries {
            if e.kind == .skip {
                if Glob.isPattern(e.id) ? allIDs.contains(where: { Glob.matches(e.id, $0) }) : all.contains(e.id) { out.append(e) }
                continue
            }
            // Failure entries about vectors the run did not cover are kept as they are.
            let matches = Glob.isPattern(e.id) ? allIDs.filter { Glob.matches(e.id, $0) } : (all.contains(e.id) ? [e.id] : [])
            if !matches.isEmpty && matches.allSatisfy({ !ran.contains($0) }) { out.append(e) }
        }
        for r in results where r.status.isFailure || r.status == .expectedFailure {
            let previous = entry(for: r.id)
            let reason =
                previous.map(\.reason)
                ?? ("\(r.status == .expectedFailure ? "failing" : r.status.rawValue) when recorded: "
                    + (r.diffLines.first ?? r.message ?? "no detail"))
            out.append(Expectation(id: r.id, kind: .failure, reason: reason, issue: previous?.issue))
        }
        return ExpectationsFile(entries: out, globLimit: globLimit)
    }
}

/// Several diagnostics thrown together.
public struct DiagnosticList: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ d: [Diagnostic]) { diagnostics = d }
}
