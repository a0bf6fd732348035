import PaySpecArguments
import PaySpecFuzz
import PaySpecReport

/// The options of `payspec bench`, declared once: its OPTIONS section is written from them.
enum BenchOptions {
    /// The tables `--only` chooses from, and those measured without it.
    static let sections = ["load", "golden", "synthetic", "fuzz", "stream", "build"]
    static let defaultSections = ["load", "golden", "synthetic", "fuzz"]
    static let defaultStreamFormats = ["text", "json", "junit", "sarif"]

    static let rounds = Option<Int>.count("--repeat", 1...100, default: 5, help: "Rounds of every path, interleaved (default {default}).")
    static let only = Option<[String]?>.words(
        "--only", label: "TABLE,...",
        help: """
            The tables to measure, of \(sections.joined(separator: ", "))
            (default: \(defaultSections.joined(separator: ","))).
            """)
    static let golden = SelectionOptions.golden.described("The golden folder (default: golden).")
    static let goldenScales = Option<[Int]>.counts(
        "--golden-scales", label: "N,...", 1...1_000, default: [1, 10], help: "Copies of the golden set, per table row (default {default})."
    )
    static let suiteFiles = Option<Bool>.flag("--suite-files", help: "One golden file per suite holding every copy.")
    static let sizes = Option<[Int]>.counts(
        "--sizes", label: "N,...", 1...10_000_000, default: [10_000, 100_000],
        help: "Synthetic vectors, per table row (default {default}).")
    static let naiveSample = Option<Int>.count(
        "--naive-sample", 1...100_000, default: 50, help: "Vectors of the naive path, a process each (default {default}).")
    static let jobs = Option<Int>.count(
        AdapterOptions.jobs.name, 1...64, default: SessionDefaults.jobs, help: "Adapter processes (default {default}).")
    static let window = Option<Int>.count(
        AdapterOptions.window.name, 1...100_000, default: SessionDefaults.window,
        help: "Requests in flight per adapter (default {default}).")
    static let referenceAdapter = Option<String?>.path(
        "--reference-adapter", label: "PATH", help: "The reference adapter (default: beside payspec).")
    static let python = Option<String?>.text(
        "--python", label: "PATH|none", help: "The CPython of the load table (default: python3;\nnone skips it).")
    static let fuzzCount = Option<Int>.count(
        "--fuzz-count", 1...FuzzOptions.maximumCount, default: 20_000, help: "Inputs of the fuzz row (default {default}).")
    static let streamSizes = Option<[Int]>.counts(
        "--stream-sizes", label: "N,...", 1...10_000_000, default: [20_000, 100_000, 200_000, 1_000_000],
        help: "Vectors of each streamed run (default {default}).")
    static let streamFormats = Option<[String]?>.words(
        "--stream-formats", label: "FMT,...",
        help: "Formats of the streamed runs (default \(defaultStreamFormats.joined(separator: ","))).")
    static let buildProduct = Option<String?>.text(
        "--build-product", label: "NAME", help: "The product the cold build builds (default: payspec).")
    static let noBuildConsumer = Option<Bool>.flag("--no-build-consumer", help: "Skip the consumer package's cold build.")
    static let buildTimeout = Option<Double?>.seconds(
        "--build-timeout", label: "S",
        help: "Stop a cold build after S seconds (default \(NumericOption.text(ColdBuildBench.defaultTimeout))).")

    /// The order the ranges are checked in: with several values out of range, the first named.
    static let rangeOrder: [String] = [
        sizes.name, goldenScales.name, naiveSample.name, jobs.name, window.name, rounds.name, streamSizes.name, fuzzCount.name,
        buildTimeout.name,
    ]

    /// The OPTIONS part of the help page.
    static let section = OptionHelp(
        "OPTIONS:", column: 28,
        [
            .option(rounds), .option(only), .option(golden), .option(goldenScales), .option(suiteFiles), .option(sizes),
            .option(naiveSample), .option(jobs), .option(window), .option(referenceAdapter), .option(python), .option(fuzzCount),
            .option(streamSizes), .option(streamFormats), .option(buildProduct), .option(noBuildConsumer), .option(buildTimeout),
        ])

    /// In the order completions list them.
    static let all: [OptionDeclaration] = [
        sizes.declaration, naiveSample.declaration, jobs.declaration, referenceAdapter.declaration, window.declaration, rounds.declaration,
        golden.declaration, goldenScales.declaration, python.declaration, fuzzCount.declaration, only.declaration,
        streamSizes.declaration, streamFormats.declaration, buildProduct.declaration, buildTimeout.declaration,
        noBuildConsumer.declaration, suiteFiles.declaration,
    ]
}
