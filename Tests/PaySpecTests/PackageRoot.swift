import Foundation
import PaySpecTestSupport

/// The package root, found from this file's path so tests run from any working directory.
enum PackageRoot {
    static var path: String { TestPackage.root }

    static var spec: String { path + "/spec" }
    static var fixtures: String { TestPackage.fixtures(of: "PaySpecTests") }
}

/// Reads every spec file into memory as (relative path, bytes), for building altered copies.
func specFiles() throws -> [(path: String, bytes: [UInt8])] {
    let fm = FileManager.default
    var out: [(String, [UInt8])] = []
    for case let rel as String in fm.enumerator(atPath: PackageRoot.spec)! where rel.hasSuffix(".json") {
        out.append(("spec/" + rel, Array(fm.contents(atPath: PackageRoot.spec + "/" + rel)!)))
    }
    return out.sorted { $0.0 < $1.0 }
}
