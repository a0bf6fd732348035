import Foundation
import PaySpecTestSupport

/// The package root, found from this file's path so tests run from any working directory.
enum PackageRoot {
    static var path: String { TestPackage.root }

    static var spec: String { path + "/spec" }
    static var golden: String { path + "/golden" }
}
