import PaySpecArguments
import PaySpecFuzz
import PaySpecReport

/// The options of `payspec bench`; the page's usage lines name them with their defaults.
enum BenchOptions {
    static let rounds = Option<Int>.count("--repeat", 1...100, default: 5, help: "Rounds of every path, interleaved.")
    static let golden = SelectionOptions.golden.described("The golden folder (default: golden).")
    static let goldenScales = Option<[Int]>.counts(
        "--golden-scales", label: "1,10", 1...1_000, default: [1, 10], help: "Copies of the golden set, per table row.")
    static let sizes = Option<[Int]>.counts(
        "--sizes", label: "10000,100000", 1...10_000_000, default: [10_000, 100_000], help: "Synthetic vectors, per table row.")
    static let jobs = Option<Int>.count(AdapterOptions.jobs.name, 1...64, default: SessionDefaults.jobs, help: "Adapter processes.")
    static let window = Option<Int>.count(
        AdapterOptions.window.name, 1...100_000, default: SessionDefaults.window, help: "Requests in flight per adapter.")
    static let naiveSample = Option<Int>.count("--naive-sample", 1...100_000, default: 50, help: "Vectors of the naive path.")
    static let referenceAdapter = Option<String?>.path(
        "--reference-adapter", label: "PATH", help: "The reference adapter (default: beside payspec).")
    static let python = Option<String?>.text("--python", label: "PATH|none", help: "The CPython of the load table.")
    static let fuzzCount = Option<Int>.count("--fuzz-count", 1...FuzzOptions.maximumCount, default: 20_000, help: "Inputs of the fuzz row.")
    static let only = Option<[String]?>.words(
        "--only", label: "load,golden,synthetic,fuzz,stream,build", help: "The tables to measure (default: load,golden,synthetic,fuzz).")
    static let streamSizes = Option<[Int]>.counts(
        "--stream-sizes", label: "20000,100000,200000,1000000", 1...10_000_000, default: [20_000, 100_000, 200_000, 1_000_000],
        help: "Vectors of each streamed run.")
    static let streamFormats = Option<[String]?>.words(
        "--stream-formats", label: "text,json,junit,sarif", help: "Formats of the streamed runs.")
    static let buildProduct = Option<String?>.text("--build-product", label: "payspec", help: "The product the cold build builds.")
    static let noBuildConsumer = Option<Bool>.flag("--no-build-consumer", help: "Skip the consumer package's cold build.")
    static let buildTimeout = Option<Double?>.seconds("--build-timeout", label: "S", help: "Stop a cold build after S seconds.")
    static let suiteFiles = Option<Bool>.flag("--suite-files", help: "One golden file per suite holding every copy.")

    /// The order the ranges are checked in: with several values out of range, the first named.
    static let rangeOrder = [
        sizes.name, goldenScales.name, naiveSample.name, jobs.name, window.name, rounds.name, streamSizes.name, fuzzCount.name,
        buildTimeout.name,
    ]

    static let all = [
        sizes.declaration, naiveSample.declaration, jobs.declaration, referenceAdapter.declaration, window.declaration, rounds.declaration,
        golden.declaration, goldenScales.declaration, python.declaration, fuzzCount.declaration, only.declaration,
        streamSizes.declaration, streamFormats.declaration, buildProduct.declaration, buildTimeout.declaration,
        noBuildConsumer.declaration, suiteFiles.declaration,
    ]
}
