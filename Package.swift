// swift-tools-version:6.0
// PaySpec: a conformance kit for the result-handling layer of mobile payment SDKs.
// No package dependencies: everything builds with the Swift toolchain alone.
import PackageDescription

let package = Package(
    name: "PaySpec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "payspec", targets: ["payspec"]),
        .library(name: "PaySpecModel", targets: ["PaySpecModel"]),
        .library(name: "PaySpecEnums", targets: ["PaySpecEnums"]),
        .plugin(name: "PaySpecEnumsPlugin", targets: ["PaySpecEnumsPlugin"]),
    ],
    targets: [
        // Positioned JSON reading and canonical JSON writing, shared by every layer.
        .target(name: "PaySpecJSON"),
        // The spec tables: loading, schema validation, compiler-style diagnostics.
        .target(name: "PaySpecModel", dependencies: ["PaySpecJSON"]),
        // Pure core: spec tables in, Swift source text out.
        .target(name: "PaySpecGenerator", dependencies: ["PaySpecModel"]),
        // The thin executable the build-tool plugin runs.
        .executableTarget(name: "payspec-generate", dependencies: ["PaySpecGenerator"]),
        .plugin(
            name: "PaySpecEnumsPlugin",
            capability: .buildTool(),
            dependencies: ["payspec-generate"]
        ),
        // The enums generated from spec/ on every build that needs them.
        .target(name: "PaySpecEnums", plugins: ["PaySpecEnumsPlugin"]),
        // Translator toolkit: catalogs of every platform in, findings and reports out.
        .target(name: "PaySpecL10n", dependencies: ["PaySpecJSON", "PaySpecModel"]),
        .target(name: "PaySpecCLI", dependencies: ["PaySpecModel", "PaySpecGenerator", "PaySpecEnums", "PaySpecL10n"]),
        .executableTarget(name: "payspec", dependencies: ["PaySpecCLI"]),
        .testTarget(
            name: "PaySpecTests",
            dependencies: ["PaySpecJSON", "PaySpecModel", "PaySpecGenerator", "PaySpecEnums", "PaySpecCLI"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PaySpecL10nTests",
            dependencies: ["PaySpecJSON", "PaySpecModel", "PaySpecL10n", "PaySpecCLI"]
        ),
    ]
)
