import Foundation

/// The checkout the tests run in, found from this file's path, so tests run from any working
/// directory.
public enum TestPackage {
    /// The package root.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The checkout's `spec/`.
    public static var spec: String { root + "/spec" }

    /// The checkout's `golden/`.
    public static var golden: String { root + "/golden" }

    /// A test target's own fixtures (`Tests/<target>/Fixtures`).
    public static func fixtures(of target: String) -> String { root + "/Tests/\(target)/Fixtures" }

    /// A fresh, empty temporary folder whose name starts with `prefix`, inside this test
    /// process's own scratch folder, which is removed when the process exits: a test run makes
    /// hundreds of these, and a shared machine's temporary folder should not keep them.
    public static func temporaryFolder(_ prefix: String) -> String {
        let path = scratch + "/" + prefix + "-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// This process's scratch folder, made on first use and removed at exit.
    private static let scratch: String = {
        let path = NSTemporaryDirectory() + "payspec-tests-\(getpid())-" + UUID().uuidString.prefix(8)
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        scratchAtExit = path
        atexit {
            if let path = TestPackage.scratchAtExit { try? FileManager.default.removeItem(atPath: path) }
        }
        return path
    }()

    /// What the exit handler removes: a C function pointer captures nothing, so it reads this.
    nonisolated(unsafe) private static var scratchAtExit: String?

    /// The Python 3 interpreter itself, asked once of the `python3` on PATH: a version manager's
    /// shim in front of it (pyenv's) starts a shell and several processes of its own on every
    /// start, as much CPU as the interpreter, and the tests start Python adapters by the hundred.
    public static let python: String? = {
        guard let onPath = which("python3") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: onPath)
        process.arguments = ["-c", "import sys; print(sys.executable)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return onPath }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let interpreter = printed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, interpreter.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: interpreter)
        else { return onPath }
        return interpreter
    }()

    /// `program` found on PATH, or nil when the machine lacks it (python3, node, java).
    public static func which(_ program: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/\(program)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }
}
