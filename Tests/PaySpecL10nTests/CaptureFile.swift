import Foundation

/// An empty file a child process's output is captured into; a file that cannot be made fails the
/// test that needed it at the spot, naming the path, rather than as an unreadable capture later.
enum CaptureFile {
    struct NotCreated: Error, CustomStringConvertible {
        let path: String
        var description: String { "could not create the capture file \(path)" }
    }

    static func create(_ path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw NotCreated(path: path) }
    }
}
