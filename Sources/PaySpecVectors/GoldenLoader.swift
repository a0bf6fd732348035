import Foundation
import PaySpecIO
import PaySpecJSON
import PaySpecModel

/// Reads golden files. A broken file is reported with file, line and vector id, and the other
/// suites still load, so one bad edit does not hide every other verdict.
public enum GoldenLoader {
    static let suiteFields: Set<String> = ["suite", "sdk", "description", "generated", "vectors"]
    static let vectorFields: Set<String> = [
        "id", "description", "input", "expect", "level", "spec", "tags", "ambiguities", "expectByChoice",
        "unsupportedByChoice",
    ]

    /// The file of `golden/` that lists retired vector ids; it is not a suite.
    public static let retiredIDsFileName = "retired-ids.json"

    /// The suites of a golden directory (every `*.json` directly inside it, sorted, except
    /// `retired-ids.json`) and every problem found.
    public static func load(directory: String) -> (suites: [VectorSuite], diagnostics: [Diagnostic]) {
        let (files, problems, _) = read(directory: directory)
        let (suites, diagnostics) = load(files: files)
        return (suites, problems + diagnostics)
    }

    /// The suites of golden files already in memory (the embedded suite), in the order given;
    /// paths only name the files in diagnostics.
    public static func load(files: [(path: String, bytes: [UInt8])]) -> (suites: [VectorSuite], diagnostics: [Diagnostic]) {
        var suites: [VectorSuite] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let (suite, problems) = parse(path: file.path, bytes: file.bytes)
            diagnostics += problems
            if let suite { suites.append(suite) }
        }
        diagnostics += duplicateIDs(suites)
        return (suites, diagnostics)
    }

    /// Ids used by more than one vector across suites.
    static func duplicateIDs(_ suites: [VectorSuite]) -> [Diagnostic] {
        var seen: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for suite in suites {
            for v in suite.vectors {
                if let other = seen[v.id] {
                    diagnostics.append(
                        Diagnostic(
                            file: suite.path, at: SourceLocation(line: v.line, column: 5), "vector \(v.id): id already used in \(other)"))
                } else {
                    seen[v.id] = suite.path
                }
            }
        }
        return diagnostics
    }

    /// Parses one golden file. Invalid vectors are reported and left out; the rest are kept.
    ///
    /// A valid file takes the fast path: values built directly, each vector's line from its byte
    /// offset. Only a file with a problem is parsed again with positions, so that every
    /// diagnostic names its exact line and column; both paths judge with the same rules
    /// (`vector(from:…)`), so they accept the same files.
    public static func parse(path: String, bytes: [UInt8]) -> (VectorSuite?, [Diagnostic]) {
        if let suite = parseValid(path: path, bytes: bytes) { return (suite, []) }
        return parseWithPositions(path: path, bytes: bytes)
    }

    /// The suite of a file with no problem at all, or `nil` when anything would be reported.
    static func parseValid(path: String, bytes: [UInt8]) -> VectorSuite? {
        guard let (root, offsets) = JSONParser.parseValue(bytes, elementOffsetsOf: "vectors"),
            let members = root.objectValue, members.keys.allSatisfy(suiteFields.contains),
            let name = members["suite"]?.stringValue, let entry = KnownSuites.entry(name),
            let items = members["vectors"]?.arrayValue, items.count == offsets.count
        else { return nil }
        let lines = SourceLocation.lines(atOffsets: offsets, in: bytes)
        var vectors: [GoldenVector] = []
        vectors.reserveCapacity(items.count)
        var seen = Set<String>(minimumCapacity: items.count)
        for (i, item) in items.enumerated() {
            guard
                case .success(let v) = vector(
                    from: item, keys: { item.objectValue.map { Array($0.keys) } ?? [] }, suite: name, index: i + 1, line: lines[i]),
                seen.insert(v.id).inserted
            else { return nil }
            vectors.append(v)
        }
        return VectorSuite(
            name: name, sdk: entry.sdk, description: members["description"]?.stringValue ?? "",
            generated: members["generated"]?.boolValue ?? false, vectors: vectors, path: path)
    }

    /// The positioned path: every problem with its line and column.
    static func parseWithPositions(path: String, bytes: [UInt8]) -> (VectorSuite?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func error(_ at: SourceLocation?, _ message: String) {
            diagnostics.append(Diagnostic(file: path, at: at, message))
        }
        let (parsed, problems) = JSONObjectFile.read(path: path, bytes: bytes, kind: "suite", fields: suiteFields)
        diagnostics += problems
        guard let root = parsed else { return (nil, diagnostics) }
        guard let name = root.member("suite")?.value.value.stringValue else {
            error(root.location, "missing string field \"suite\"")
            return (nil, diagnostics)
        }
        guard let entry = KnownSuites.entry(name) else {
            error(
                root.member("suite")?.value.location,
                "unknown suite \"\(name)\"; known suites: " + KnownSuites.all.map(\.name).joined(separator: ", "))
            return (nil, diagnostics)
        }
        guard let vectorNodes = root.member("vectors")?.value.elements else {
            error(root.location, "missing array field \"vectors\"")
            return (nil, diagnostics)
        }
        var vectors: [GoldenVector] = []
        var seen = Set<String>()
        for (i, node) in vectorNodes.enumerated() {
            switch vector(from: node.value, keys: { node.members?.map(\.key) ?? [] }, suite: name, index: i + 1, line: node.location.line) {
            case .success(let v):
                if !seen.insert(v.id).inserted {
                    error(node.location, "vector \(v.id): id used twice in this file")
                    continue
                }
                vectors.append(v)
            case .failure(let problem):
                let at: SourceLocation
                switch problem.place {
                case .vector: at = node.location
                case .key(let key): at = node.member(key)?.keyLocation ?? node.location
                case .value(let key): at = node.member(key)?.value.location ?? node.location
                }
                error(at, problem.message)
            }
        }
        let suite = VectorSuite(
            name: name, sdk: entry.sdk, description: root.member("description")?.value.value.stringValue ?? "",
            generated: root.member("generated")?.value.value.boolValue ?? false, vectors: vectors, path: path)
        return (suite, diagnostics)
    }

    /// A problem with one vector, and where it stands: positions are looked up only when the
    /// file is reported.
    struct VectorProblem: Error {
        enum Place {
            /// The vector's opening brace.
            case vector
            /// The key of a member.
            case key(String)
            /// The value of a member (the vector's brace when the member is missing).
            case value(String)
        }
        var place: Place
        var message: String
    }

    /// The rules of a golden vector, applied to its value. `keys` gives its member names in
    /// source order (asked only when one is unknown: the first unknown one is reported).
    static func vector(
        from value: JSONValue, keys: () -> [String], suite: String, index: Int, line: Int
    ) -> Result<
        GoldenVector, VectorProblem
    > {
        guard let members = value.objectValue else {
            return .failure(VectorProblem(place: .vector, message: "vector \(index): expected an object"))
        }
        // One pass over the members, no look-up by name: loading hundreds of thousands of
        // vectors is bound by hashing.
        var idValue: JSONValue?, input: JSONValue?, expect: JSONValue?, levelValue: JSONValue?, description: JSONValue?
        var specValue: JSONValue?, tagsValue: JSONValue?, ambiguitiesValue: JSONValue?, byChoiceValue: JSONValue?
        var unsupportedValue: JSONValue?
        var hasUnknown = false
        for (key, member) in members {
            switch key {
            case "id": idValue = member
            case "description": description = member
            case "input": input = member
            case "expect": expect = member
            case "level": levelValue = member
            case "spec": specValue = member
            case "tags": tagsValue = member
            case "ambiguities": ambiguitiesValue = member
            case "expectByChoice": byChoiceValue = member
            case "unsupportedByChoice": unsupportedValue = member
            default: hasUnknown = true
            }
        }
        let id = idValue?.stringValue
        let name = id.map { "vector \($0)" } ?? "vector \(index)"
        func fail(_ at: VectorProblem.Place, _ message: String) -> Result<GoldenVector, VectorProblem> {
            .failure(VectorProblem(place: at, message: "\(name): \(message)"))
        }
        if hasUnknown, let key = keys().first(where: { !vectorFields.contains($0) }) {
            return fail(.key(key), "unknown field \"\(key)\"; a vector has " + vectorFields.sorted().joined(separator: ", "))
        }
        guard let id else { return fail(.vector, "missing string field \"id\"") }
        guard id.hasPrefix(suite + "/"), id.count > suite.count + 1 else {
            return fail(.value("id"), "id must start with \"\(suite)/\"")
        }
        guard let input else { return fail(.vector, "missing field \"input\"") }
        guard let expect else { return fail(.vector, "missing field \"expect\"") }
        guard let levelText = levelValue?.stringValue, let level = VectorLevel(rawValue: levelText) else {
            return fail(.value("level"), "\"level\" must be \"must\" or \"should\"")
        }
        func strings(_ v: JSONValue?) -> [String]? {
            guard let v else { return [] }
            guard let a = v.arrayValue else { return nil }
            let s = a.compactMap(\.stringValue)
            return s.count == a.count ? s : nil
        }
        guard let spec = strings(specValue), let tags = strings(tagsValue), let ambiguities = strings(ambiguitiesValue),
            let unsupported = strings(unsupportedValue)
        else {
            return fail(.vector, "\"spec\", \"tags\", \"ambiguities\" and \"unsupportedByChoice\" must be arrays of strings")
        }
        var byChoice: [String: JSONValue] = [:]
        if let e = byChoiceValue {
            guard let o = e.objectValue else {
                return fail(.value("expectByChoice"), "\"expectByChoice\" must be an object")
            }
            byChoice = o
        }
        return .success(
            GoldenVector(
                id: id, suite: suite, description: description?.stringValue ?? "", input: input, expect: expect,
                level: level, spec: spec, tags: tags, ambiguities: ambiguities, expectByChoice: byChoice,
                unsupportedByChoice: unsupported, line: line))
    }
}
