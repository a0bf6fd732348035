import Foundation

/// A built `payspec` executable run as a user runs it: arguments, an optional stdin file, the
/// package root as working directory; stdout and stderr go to files so neither pipe can fill.
struct BuiltBinary {
    /// What one run produced.
    struct Outcome: Equatable, CustomStringConvertible {
        var status: Int32
        var stdout: Data
        var stderr: Data
        var description: String {
            "exit \(status)\n--- stdout\n\(String(decoding: stdout.prefix(2000), as: UTF8.self))\n--- stderr\n\(String(decoding: stderr.prefix(2000), as: UTF8.self))"
        }
    }

    let path: String

    /// `.build/<configuration>/<product>` of this package, when it has been built.
    static func built(_ configuration: String, product: String = "payspec") -> BuiltBinary? {
        let path = "\(packageRoot)/.build/\(configuration)/\(product)"
        return FileManager.default.isExecutableFile(atPath: path) ? BuiltBinary(path: path) : nil
    }

    /// Runs with `arguments`; stdin from `stdin` (a path) or /dev/null; stdout to `stdout` (a
    /// path, e.g. /dev/full) or a capture file.
    func run(_ arguments: [String], stdin: String? = nil, stdout: String? = nil) throws -> Outcome {
        let scratch = makeTempDirectory("binary")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = stdout ?? scratch + "/stdout"
        let errPath = scratch + "/stderr"
        try CaptureFile.create(errPath)
        if stdout == nil { try CaptureFile.create(outPath) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: stdin ?? "/dev/null"))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        process.waitUntilExit()
        let out = stdout == nil ? try Data(contentsOf: URL(fileURLWithPath: outPath)) : Data()
        return Outcome(status: process.terminationStatus, stdout: out, stderr: try Data(contentsOf: URL(fileURLWithPath: errPath)))
    }
}
