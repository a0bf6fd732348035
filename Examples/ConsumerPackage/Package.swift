// swift-tools-version:6.0
// An SDK-shaped package that uses PaySpec the way an SDK repository does: the namespaced enums
// next to its own types, the enums plugin in its own target, and the conformance check in its
// own `swift test`, with no path into PaySpec's checkout. .ci/run builds and tests it.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        // An SDK repository writes .package(url: "https://…/PaySpec.git", from: "0.2.0") here.
        .package(name: "PaySpec", path: "../..")
    ],
    targets: [
        // The SDK: its own PaymentOutcome, a hand-written SEB status mapping, PaySpec's enums.
        .target(name: "PaymentKitLite", dependencies: [.product(name: "PaySpecEnums", package: "PaySpec")]),
        // A target that generates the enums itself, from the spec bundled with PaySpec.
        .target(name: "PaymentKitStrings", plugins: [.plugin(name: "PaySpecEnumsPlugin", package: "PaySpec")]),
        .testTarget(
            name: "PaymentKitLiteTests",
            dependencies: ["PaymentKitLite", "PaymentKitStrings", .product(name: "PaySpecTesting", package: "PaySpec")]
        ),
    ]
)
