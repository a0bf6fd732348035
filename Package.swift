// swift-tools-version:6.0
// PaySpec: a conformance kit for the result-handling layer of mobile payment SDKs.
// No package dependencies: everything builds with the Swift toolchain alone.
import PackageDescription

let package = Package(
    name: "PaySpec",
    // Linux needs no entry. On iOS the in-process libraries build (PaySpecAdapter's in-process API
    // through PaySpecRunner, PaySpecTesting, PaySpecEnums, PaySpecGolden); starting adapter
    // processes (PaySpecProcesses) is macOS/Linux only.
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .executable(name: "payspec", targets: ["payspec"]),
        .library(name: "PaySpecJSON", targets: ["PaySpecJSON"]),
        .library(name: "PaySpecModel", targets: ["PaySpecModel"]),
        .library(name: "PaySpecEnums", targets: ["PaySpecEnums"]),
        .library(name: "PaySpecRunner", targets: ["PaySpecRunner"]),
        .library(name: "PaySpecFuzz", targets: ["PaySpecFuzz"]),
        .library(name: "PaySpecTesting", targets: ["PaySpecTesting"]),
        .library(name: "PaySpecReport", targets: ["PaySpecReport"]),
        .library(name: "PaySpecGolden", targets: ["PaySpecGolden"]),
        .executable(name: "payspec-reference-adapter", targets: ["payspec-reference-adapter"]),
        .executable(name: "payspec-bench", targets: ["payspec-bench"]),
        .plugin(name: "PaySpecEnumsPlugin", targets: ["PaySpecEnumsPlugin"]),
        .plugin(name: "PaySpecSuitePlugin", targets: ["PaySpecSuitePlugin"]),
    ],
    targets: [
        // Positioned JSON reading and canonical JSON writing, shared by every layer.
        .target(name: "PaySpecJSON"),
        // What comes in and what goes out: reading inputs (regular files only, `-` for stdin),
        // writing to streams without traps, and the escaping layer, what an input says made inert
        // for a terminal, a CI log (GitHub workflow commands), Markdown, HTML and XML. One module,
        // not two: `payspec-generate` needs both (escaping through its option scanner), and SwiftPM
        // builds each module of a plugin's executable a second time, for the host.
        .target(name: "PaySpecIO"),
        // The one place child processes start: spawning, process groups, bounded reading, waiting.
        .target(name: "PaySpecProcesses"),
        // The one report layer: findings model, every report format, safe output writing; it
        // re-exports PaySpecIO, and with it the escaping layer.
        .target(name: "PaySpecReport", dependencies: ["PaySpecJSON", "PaySpecIO"]),
        // Command-line options declared once (name, kind and range, default, help): the scanner,
        // range checks and help sections of every executable, and the adapter session's defaults.
        .target(name: "PaySpecArguments", dependencies: ["PaySpecIO"]),
        // The spec tables: loading, schema validation, compiler-style diagnostics.
        .target(name: "PaySpecModel", dependencies: ["PaySpecJSON", "PaySpecIO"]),
        // Pure core: spec tables in, Swift source text out.
        .target(name: "PaySpecGenerator", dependencies: ["PaySpecModel", "PaySpecJSON", "PaySpecIO"]),
        // The thin executable the build-tool plugin runs.
        .executableTarget(name: "payspec-generate", dependencies: ["PaySpecGenerator", "PaySpecIO", "PaySpecModel", "PaySpecArguments"]),
        .plugin(
            name: "PaySpecEnumsPlugin",
            capability: .buildTool(),
            dependencies: ["payspec-generate"]
        ),
        // The enums generated from spec/ on every build that needs them.
        .target(name: "PaySpecEnums", plugins: ["PaySpecEnumsPlugin"]),
        // What the suite is (spec/ and golden/ files, VERSION) and its content hash (pure-Swift SHA-256).
        .target(name: "PaySpecSuiteFiles", dependencies: ["PaySpecIO"]),
        // The thin executable PaySpecSuitePlugin runs: the suite's bytes into one Swift file.
        .executableTarget(name: "payspec-embed", dependencies: ["PaySpecSuiteFiles", "PaySpecIO"]),
        .plugin(
            name: "PaySpecSuitePlugin",
            capability: .buildTool(),
            dependencies: ["payspec-embed"]
        ),
        // The spec and golden vectors inside the compiled code: no bundle, no path.
        .target(
            name: "PaySpecGolden",
            dependencies: ["PaySpecSuiteFiles", "PaySpecModel", "PaySpecVectors", "PaySpecJSON"],
            plugins: ["PaySpecSuitePlugin"]
        ),
        // Golden vectors: the file format, loading, table-derived generation, the golden/spec check.
        .target(name: "PaySpecVectors", dependencies: ["PaySpecModel", "PaySpecIO"]),
        // The vector generators (spec rows -> golden files) and their check: the CLI's, never a consumer's.
        .target(name: "PaySpecVectorGenerators", dependencies: ["PaySpecVectors", "PaySpecModel", "PaySpecJSON"]),
        // The reference model: every documented behaviour on top of the generated enums.
        .target(name: "PaySpecReference", dependencies: ["PaySpecEnums", "PaySpecJSON"]),
        // The drift gate: documents -> tables, spec -> spec, implementation -> spec. Pure core.
        .target(name: "PaySpecDrift", dependencies: ["PaySpecJSON", "PaySpecModel", "PaySpecReport", "PaySpecIO", "PaySpecProcesses"]),
        // Judging: vectors as the runner sends them, the comparison of outputs with expectations,
        // verdicts, expectations files, the protocol's messages and the ambiguity register. It
        // imports neither the reference model nor the generated enums, so the judge does not depend
        // on an implementation it judges.
        .target(name: "PaySpecJudging", dependencies: ["PaySpecJSON", "PaySpecVectors", "PaySpecReport", "PaySpecIO", "PaySpecGolden"]),
        // The adapter: its process, the session, the one fan-out across jobs, the inventory client,
        // the handshake check and the server side of the protocol. Used by the runner, the fuzzer,
        // `compare` and `drift --adapter`.
        .target(
            name: "PaySpecAdapter",
            dependencies: [
                "PaySpecJudging", "PaySpecProcesses", "PaySpecJSON", "PaySpecVectors", "PaySpecReport", "PaySpecIO", "PaySpecGolden",
                "PaySpecArguments",
            ]),
        // The conformance runner: the pipeline, answer passes, reports and the matrix of saved runs.
        .target(
            name: "PaySpecRunner",
            dependencies: [
                "PaySpecAdapter", "PaySpecJudging", "PaySpecJSON", "PaySpecVectors", "PaySpecReport", "PaySpecIO", "PaySpecGolden",
                "PaySpecArguments",
            ]),
        // The fuzzer and `compare`: inputs made from the suite shapes, judged by the reference model
        // through the runner's answer passes, shrunk.
        .target(
            name: "PaySpecFuzz",
            dependencies: [
                "PaySpecRunner", "PaySpecReference", "PaySpecEnums", "PaySpecJSON", "PaySpecVectors", "PaySpecReport", "PaySpecArguments",
            ]),
        // Swift Testing helper for SDKs that run the vectors in their own `swift test`.
        .target(name: "PaySpecTesting", dependencies: ["PaySpecRunner", "PaySpecFuzz"]),
        // The reference model as an implementation the runner judges, and its inventory: beside
        // the adapter, so the runner does not depend on one of the implementations it judges.
        .target(
            name: "PaySpecReferenceAdapter",
            dependencies: [
                "PaySpecAdapter", "PaySpecJudging", "PaySpecReference", "PaySpecEnums", "PaySpecGolden", "PaySpecJSON", "PaySpecVectors",
            ]),
        // The reference model speaking the adapter protocol.
        .executableTarget(
            name: "payspec-reference-adapter", dependencies: ["PaySpecReferenceAdapter", "PaySpecRunner", "PaySpecIO", "PaySpecArguments"]),
        // Translator toolkit: catalogs of every platform in, findings and reports out.
        .target(
            name: "PaySpecL10n",
            dependencies: ["PaySpecJSON", "PaySpecModel", "PaySpecReport", "PaySpecIO", "PaySpecProcesses", "PaySpecArguments"]),
        // The benchmark's processes and files: the launcher, the floor adapter, the lock-step
        // client, the scaled golden sets. `payspec bench` drives them; nothing else links them.
        .target(
            name: "PaySpecBench",
            dependencies: [
                "PaySpecReferenceAdapter", "PaySpecRunner", "PaySpecVectors", "PaySpecGolden", "PaySpecJSON", "PaySpecIO",
                "PaySpecProcesses",
            ]),
        // The processes `payspec bench` starts and times, kept out of the user's `payspec`.
        .executableTarget(name: "payspec-bench", dependencies: ["PaySpecBench", "PaySpecVectors", "PaySpecReport", "PaySpecIO"]),
        .target(
            name: "PaySpecCLI",
            dependencies: [
                "PaySpecModel", "PaySpecGenerator", "PaySpecEnums", "PaySpecVectors", "PaySpecVectorGenerators", "PaySpecReference",
                "PaySpecDrift",
                "PaySpecRunner", "PaySpecFuzz", "PaySpecL10n", "PaySpecReport", "PaySpecIO", "PaySpecGolden", "PaySpecBench",
                "PaySpecReferenceAdapter", "PaySpecProcesses", "PaySpecAdapter", "PaySpecArguments",
            ]),
        .executableTarget(name: "payspec", dependencies: ["PaySpecCLI"]),
        // Test-only, what the test targets share: the package root, waiting for child processes
        // (and running the suites that wait on them off the cooperative pool), tables of messages.
        // It depends on no module of the kit, so a test target that needs no command line starts
        // compiling without waiting for PaySpecCLI. Declared as a test target (it holds no tests),
        // so a plain `swift build` does not compile it; only a build with the tests does.
        .testTarget(name: "PaySpecTestSupport", path: "Tests/PaySpecTestSupport"),
        // Test-only, its second layer: `payspec` run in process with its output captured.
        .testTarget(name: "PaySpecCLITestSupport", dependencies: ["PaySpecCLI"], path: "Tests/PaySpecCLITestSupport"),
        .testTarget(
            name: "PaySpecTests",
            dependencies: [
                "PaySpecTestSupport", "PaySpecJSON", "PaySpecModel", "PaySpecGenerator", "PaySpecEnums", "PaySpecVectors",
                "PaySpecVectorGenerators",
                "PaySpecReference", "PaySpecCLI",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PaySpecRunnerTests",
            dependencies: [
                "PaySpecTestSupport", "PaySpecCLITestSupport", "PaySpecJSON", "PaySpecVectors", "PaySpecRunner", "PaySpecAdapter",
                "PaySpecJudging", "PaySpecFuzz",
                "PaySpecTesting", "PaySpecCLI",
                "PaySpecGolden", "PaySpecReferenceAdapter", "PaySpecEnums", "PaySpecArguments", "PaySpecBench",
            ]
        ),
        .testTarget(
            name: "PaySpecConformanceTests",
            dependencies: [
                "PaySpecTestSupport", "PaySpecJSON", "PaySpecModel", "PaySpecEnums", "PaySpecVectors", "PaySpecVectorGenerators",
                "PaySpecReference",
            ]
        ),
        .testTarget(
            name: "PaySpecDriftTests",
            dependencies: [
                "PaySpecTestSupport", "PaySpecCLITestSupport", "PaySpecJSON", "PaySpecModel", "PaySpecDrift", "PaySpecAdapter",
                "PaySpecCLI",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PaySpecReportTests",
            dependencies: ["PaySpecTestSupport", "PaySpecCLITestSupport", "PaySpecJSON", "PaySpecReport", "PaySpecCLI"]
        ),
        // Every command the guides and --help pages show, run in a scratch copy of the checkout.
        .testTarget(
            name: "PaySpecDocExampleTests",
            dependencies: ["PaySpecTestSupport", "PaySpecJSON"],
            exclude: ["Workspace", "examples.json"]
        ),
        .testTarget(
            name: "PaySpecGoldenTests",
            dependencies: ["PaySpecTestSupport", "PaySpecGolden", "PaySpecSuiteFiles", "PaySpecModel", "PaySpecVectors"]
        ),
        .testTarget(
            name: "PaySpecL10nTests",
            dependencies: ["PaySpecTestSupport", "PaySpecCLITestSupport", "PaySpecJSON", "PaySpecModel", "PaySpecL10n", "PaySpecCLI"],
            exclude: ["Fixtures"]
        ),
    ]
)
