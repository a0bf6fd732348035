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
    ]

    /// The file of `golden/` that lists retired vector ids; it is not a suite.
    public static let retiredIDsFileName = "retired-ids.json"

    /// The suites of a golden directory (every `*.json` directly inside it, sorted, except
    /// `retired-ids.json`) and every problem found.
    public static func load(directory: String) -> (suites: [VectorSuite], diagnostics: [Diagnostic]) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
            return ([], [Diagnostic(file: directory, at: nil, "golden directory not found")])
        }
        var files: [(path: String, bytes: [UInt8])] = []
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") && name != retiredIDsFileName {
            let path = (directory as NSString).appendingPathComponent(name)
            do throws(InputFile.ReadError) { files.append((path, try InputFile.read(path))) } catch {
                diagnostics.append(Diagnostic(refusal: error))
            }
        }
        let (suites, problems) = load(files: files)
        return (suites, diagnostics + problems)
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
    public static func parse(path: String, bytes: [UInt8]) -> (VectorSuite?, [Diagnostic]) {
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
            switch parseVector(node, suite: name, index: i + 1) {
            case .success(let v):
                if !seen.insert(v.id).inserted {
                    error(node.location, "vector \(v.id): id used twice in this file")
                    continue
                }
                vectors.append(v)
            case .failure(let d):
                diagnostics.append(Diagnostic(file: path, at: d.location, d.message))
            }
        }
        let suite = VectorSuite(
            name: name, sdk: entry.sdk, description: root.member("description")?.value.value.stringValue ?? "",
            generated: root.member("generated")?.value.value.boolValue ?? false, vectors: vectors, path: path)
        return (suite, diagnostics)
    }

    struct VectorProblem: Error {
        var location: SourceLocation
        var message: String
    }

    static func parseVector(_ node: JSONNode, suite: String, index: Int) -> Result<GoldenVector, VectorProblem> {
        guard let members = node.members else {
            return .failure(VectorProblem(location: node.location, message: "vector \(index): expected an object"))
        }
        let value = node.value
        let id = value["id"]?.stringValue
        let name = id.map { "vector \($0)" } ?? "vector \(index)"
        func fail(_ at: SourceLocation, _ message: String) -> Result<GoldenVector, VectorProblem> {
            .failure(VectorProblem(location: at, message: "\(name): \(message)"))
        }
        for m in members where !vectorFields.contains(m.key) {
            return fail(m.keyLocation, "unknown field \"\(m.key)\"; a vector has " + vectorFields.sorted().joined(separator: ", "))
        }
        guard let id else { return fail(node.location, "missing string field \"id\"") }
        guard id.hasPrefix(suite + "/"), id.count > suite.count + 1 else {
            return fail(node.member("id")!.value.location, "id must start with \"\(suite)/\"")
        }
        guard let input = value["input"] else { return fail(node.location, "missing field \"input\"") }
        guard let expect = value["expect"] else { return fail(node.location, "missing field \"expect\"") }
        guard let levelText = value["level"]?.stringValue, let level = VectorLevel(rawValue: levelText) else {
            return fail(node.member("level")?.value.location ?? node.location, "\"level\" must be \"must\" or \"should\"")
        }
        func strings(_ field: String) -> [String]? {
            guard let v = value[field] else { return [] }
            guard let a = v.arrayValue else { return nil }
            let s = a.compactMap(\.stringValue)
            return s.count == a.count ? s : nil
        }
        guard let spec = strings("spec"), let tags = strings("tags"), let ambiguities = strings("ambiguities") else {
            return fail(node.location, "\"spec\", \"tags\" and \"ambiguities\" must be arrays of strings")
        }
        var byChoice: [String: JSONValue] = [:]
        if let e = value["expectByChoice"] {
            guard let o = e.objectValue else {
                return fail(node.member("expectByChoice")!.value.location, "\"expectByChoice\" must be an object")
            }
            byChoice = o
        }
        return .success(
            GoldenVector(
                id: id, suite: suite, description: value["description"]?.stringValue ?? "", input: input, expect: expect,
                level: level, spec: spec, tags: tags, ambiguities: ambiguities, expectByChoice: byChoice,
                line: node.location.line))
    }
}
