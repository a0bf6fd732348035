import Foundation
import Testing

/// Copies of the shipped Python port with one line changed: a realistic porting bug, planted.
enum PlantedPort {
    /// Copies tools/adapters/python to a fresh folder laid out like the repository (the port
    /// reads `../../../spec`), replaces `old` with `new` in `file` (exactly once: a plant that
    /// did not take would make the test judge the real port), and optionally renames the
    /// version in the handshake. Returns the adapter command line.
    static func python(file: String, replacing old: String, with new: String, version: String? = nil) throws -> String {
        let root = Fixture.tempDir()
        let ports = root + "/tools/adapters"
        try FileManager.default.createDirectory(atPath: ports, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixture.root + "/tools/adapters/python", toPath: ports + "/python")
        try FileManager.default.createSymbolicLink(atPath: root + "/spec", withDestinationPath: Fixture.root + "/spec")
        try? FileManager.default.removeItem(atPath: ports + "/python/__pycache__")
        try replaceOnce(in: ports + "/python/" + file, old, new)
        if let version {
            try replaceOnce(in: ports + "/python/adapter.py", #""version": "0.1.0""#, #""version": "\#(version)""#)
        }
        return "\(Fixture.python ?? "python3") \(ports)/python/adapter.py"
    }

    static func replaceOnce(in path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let count = text.components(separatedBy: old).count - 1
        try #require(count == 1, "expected exactly one \(old) in \(path), found \(count)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
