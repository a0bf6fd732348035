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

    /// A fresh, empty temporary folder whose name starts with `prefix`.
    public static func temporaryFolder(_ prefix: String) -> String {
        let path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `program` found on PATH, or nil when the machine lacks it (python3, node, java).
    public static func which(_ program: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(dir)/\(program)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }
}
