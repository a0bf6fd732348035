import Foundation
import PaySpecReferenceAdapter
import PaySpecRunner
import PaySpecVectors

/// The golden set repeated `copies` times for the benchmark (copy k > 0 suffixes each id with
/// `~k`), with the request lines, a whole session (handshake, requests, shutdown) for `cat`, and
/// canned answers for the floor adapter.
public struct GoldenScale {
    /// How many times the golden set is repeated.
    public var copies: Int
    /// The scaled golden folder.
    public var directory: String
    /// Every vector's request line, for the lock-step client.
    public var requests: String
    /// A whole session (handshake, requests, shutdown), fed to the adapter alone.
    public var session: String
    /// The floor adapter's answers (`CannedAnswers`).
    public var canned: String
    /// Vectors across every copy.
    public var vectors: Int
    /// Bytes of the golden files written.
    public var bytes: Int

    /// Writes the set `copies` times under `tmp`; with `suiteFiles`, one file per suite.
    public static func write(_ suites: [VectorSuite], copies: Int, under tmp: String, suiteFiles: Bool = false) throws -> GoldenScale {
        let directory = tmp + "/golden-x\(copies)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let scale = GoldenScale(
            copies: copies, directory: directory, requests: tmp + "/requests-x\(copies).jsonl",
            session: tmp + "/session-x\(copies).jsonl", canned: tmp + "/canned-x\(copies).jsonl", vectors: 0, bytes: 0)
        // Written as they are made, a file per suite and copy (a golden set of a million
        // vectors is never held here either): the request lines go to both request files.
        let requests = try LineFile(scale.requests)
        let session = try LineFile(scale.session)
        let canned = try LineFile(scale.canned)
        let model = ReferenceImplementation()
        session.append(RunnerMessage.handshake + "\n")
        var bytes = 0
        var vectors = 0
        for suite in suites {
            // With `suiteFiles`, the copies of a suite are one file: a large file, as a user's
            // golden suite may be, rather than many small ones.
            var whole = suite
            whole.vectors.removeAll()
            for k in 0..<copies {
                var copy = suite
                if k > 0 { for i in copy.vectors.indices { copy.vectors[i].id += "~\(k)" } }
                if suiteFiles {
                    whole.vectors += copy.vectors
                } else {
                    let text = copy.fileText
                    bytes += text.utf8.count
                    try text.write(toFile: directory + "/\(suite.name).\(k).json", atomically: false, encoding: .utf8)
                }
                let runVectors = [copy].runVectors
                var lines = ""
                for v in runVectors { lines += v.requestLine + "\n" }
                requests.append(lines)
                session.append(lines)
                canned.append(CannedAnswers.lines(for: runVectors, model: model))
                vectors += copy.vectors.count
            }
            if suiteFiles {
                let text = whole.fileText
                bytes += text.utf8.count
                try text.write(toFile: directory + "/\(suite.name).json", atomically: false, encoding: .utf8)
            }
        }
        session.append(RunnerMessage.shutdown + "\n")
        try requests.close()
        try session.close()
        try canned.close()
        var out = scale
        out.vectors = vectors
        out.bytes = bytes
        return out
    }

    /// A file written a piece at a time.
    private final class LineFile {
        let handle: FileHandle
        let path: String
        init(_ path: String) throws {
            self.path = path
            guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
                throw CocoaError(.fileWriteUnknown)
            }
            handle = h
        }
        func append(_ text: String) { handle.write(Data(text.utf8)) }
        func close() throws { try handle.close() }
    }

    /// Deletes a set's files (a million vectors take hundreds of megabytes of them).
    public static func remove(_ set: GoldenScale) {
        for path in [set.directory, set.requests, set.session, set.canned] { try? FileManager.default.removeItem(atPath: path) }
    }
}
