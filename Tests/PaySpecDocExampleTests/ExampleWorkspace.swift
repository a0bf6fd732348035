import Foundation
import PaySpecTestSupport

/// A scratch copy of the checkout in which a documented command runs as a reader would run it:
/// spec/, golden/ and tools/ copied, the files of `Workspace/` (the catalogs, documents and
/// adapters the examples name) laid over them, `.build` linked to the built products, and
/// `payspec` and `payspec-reference-adapter` on PATH.
struct ExampleWorkspace {
    let path: String

    /// What one command did.
    struct Outcome: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
        var description: String {
            "exit \(status)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(stdout.prefix(3000))\n--- stderr\n\(stderr.prefix(3000))"
        }
    }

    static let payspecBinary = DocRoot.path + "/.build/debug/payspec"

    static func make() throws -> ExampleWorkspace {
        let fm = FileManager.default
        let path = NSTemporaryDirectory() + "payspec-doc-example-" + UUID().uuidString
        try fm.createDirectory(atPath: path + "/.bin", withIntermediateDirectories: true)
        for folder in ["spec", "golden", "tools"] {
            try fm.copyItem(atPath: DocRoot.path + "/" + folder, toPath: path + "/" + folder)
        }
        let overlay = DocRoot.path + "/Tests/PaySpecDocExampleTests/Workspace"
        for item in try fm.contentsOfDirectory(atPath: overlay) {
            try fm.copyItem(atPath: overlay + "/" + item, toPath: path + "/" + item)
        }
        // The vendor-document extracts the drift tests use are the guides' `docs/` and `vendor-docs/`.
        let documents = TestPackage.fixtures(of: "PaySpecDriftTests")
        for folder in ["docs", "vendor-docs"] {
            try fm.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
            for item in try fm.contentsOfDirectory(atPath: documents) {
                try fm.copyItem(atPath: documents + "/" + item, toPath: path + "/" + folder + "/" + item)
            }
        }
        try fm.createSymbolicLink(atPath: path + "/.build", withDestinationPath: DocRoot.path + "/.build")
        try fm.createSymbolicLink(atPath: path + "/.bin/payspec", withDestinationPath: payspecBinary)
        // As `tools/install.sh` puts it beside payspec, so the guides can name it without a path.
        try fm.createSymbolicLink(
            atPath: path + "/.bin/payspec-reference-adapter", withDestinationPath: DocRoot.path + "/.build/debug/payspec-reference-adapter")
        return ExampleWorkspace(path: path)
    }

    /// The first of `requirements` that is neither on PATH nor under the package root.
    static func missing(_ requirements: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return requirements.first { requirement in
            if requirement.contains("/") { return !FileManager.default.isExecutableFile(atPath: DocRoot.path + "/" + requirement) }
            return !path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(requirement)") }
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Runs `script` with bash in the workspace; stdout and stderr to files so no pipe fills;
    /// killed after `timeout` seconds.
    func run(_ script: String, timeout: TimeInterval = 240) throws -> Outcome {
        let out = path + "/.bin/stdout-\(UUID().uuidString)"
        let err = path + "/.bin/stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + "/.bin:" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "GITHUB_ACTIONS")
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(-process.processIdentifier, SIGKILL)
            process.terminate()
            finished.wait()
        }
        let read = { (file: String) in String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data(), as: UTF8.self) }
        return Outcome(status: process.terminationStatus, stdout: read(out), stderr: read(err), timedOut: timedOut)
    }
}
