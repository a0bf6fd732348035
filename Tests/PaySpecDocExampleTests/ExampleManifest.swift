import Foundation
import PaySpecJSON
import PaySpecTestSupport

/// What `examples.json` says about one documented command: how to prepare for it and what the
/// text around it promises (exit status, words in the output, files written).
struct ExampleExpectation: Sendable, CustomStringConvertible {
    var command: String
    /// Shell lines run first in the scratch copy (`set -e`), e.g. to make the files it reads.
    var setup: [String]
    var exit: Int32
    /// Substrings that must appear in stdout or stderr.
    var output: [String]
    /// Paths (relative to the scratch copy) that must exist afterwards.
    var files: [String]
    /// A cheaper command run instead of the documented one, with `reason`.
    var instead: String?
    /// Why the command is not run at all (the build and test commands themselves).
    var notRun: String?
    var reason: String?
    /// Programs on PATH, or paths under the package root (`.build/release/payspec`), without
    /// which the command cannot run here; a missing one skips it with a printed note.
    var requires: [String]

    var description: String { command }
}

/// `Tests/PaySpecDocExampleTests/examples.json`, read with the kit's own JSON reader.
enum ExampleManifest {
    static let path = DocRoot.path + "/Tests/PaySpecDocExampleTests/examples.json"

    static func load() throws -> [ExampleExpectation] {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let root = try JSONParser.parseValue(bytes)
        guard let records = root["examples"]?.arrayValue else { throw ManifestError("\(path): no \"examples\" array") }
        return try records.enumerated().map { index, record in
            guard let command = record["command"]?.stringValue else { throw ManifestError("\(path): examples[\(index)] has no command") }
            let strings: (String) -> [String] = { key in record[key]?.arrayValue?.compactMap(\.stringValue) ?? [] }
            let expectation = ExampleExpectation(
                command: command, setup: strings("setup"), exit: Int32(record["exit"]?.intValue ?? 0), output: strings("output"),
                files: strings("files"), instead: record["instead"]?.stringValue, notRun: record["notRun"]?.stringValue,
                reason: record["reason"]?.stringValue, requires: strings("requires"))
            if expectation.instead != nil && expectation.reason == nil {
                throw ManifestError("\(path): examples[\(index)] (\(command)): \"instead\" needs a \"reason\"")
            }
            return expectation
        }
    }
}

struct ManifestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The package root, from this file's path.
enum DocRoot {
    static var path: String { TestPackage.root }
}
