// swift-tools-version:5.9
// Reduced reproducer: a cursor struct in one module, mutated through a wrapper in another.
import PackageDescription

let package = Package(
    name: "CrossModuleCursor",
    targets: [
        .target(name: "Cursor"),
        .executableTarget(name: "Reader", dependencies: ["Cursor"]),
    ]
)
