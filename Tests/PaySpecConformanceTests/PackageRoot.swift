import Foundation

/// The package root, found from this file's path so tests run from any working directory.
enum PackageRoot {
    static let path: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var spec: String { path + "/spec" }
    static var golden: String { path + "/golden" }
}
