import Foundation
import PaySpecArguments
import PaySpecBench
import PaySpecFuzz
import PaySpecIO
import PaySpecJSON
import PaySpecProcesses
import PaySpecReferenceAdapter
import PaySpecReport
import PaySpecRunner
import PaySpecVectors

/// `payspec bench`: what the runner costs, measured so that a claim can rest on it: every figure
/// repeated, the paths of one table interleaved (A B C D A B C D …) so that the machine's drift
/// hits all of them alike, medians with their spread, and ratios taken pair by pair.
struct BenchCommand: PaySpecCommand {
    let name = "bench"
    let summary = "Measure the runner against its adapters' floor, a lock-step client and CPython (paired, repeated)."
    let help = """
        USAGE: payspec bench [options]

        Every path below runs --repeat times, interleaved with the other paths of its table, and
        is printed as median (min–max); ratios are the median of the pairwise ratios of one round.
        Processes are timed from outside, through a small launcher ('payspec-bench spawn'): wall
        clock; CPU = user + system of the process and the children it waited for (wait4); peak
        RSS of the process or of its largest waited-for child, above the launcher's floor
        (printed first: on Linux a child's peak starts from its parent's).

        load       'payspec-bench load' of the golden set x each scale, against CPython's json.load
                   of the same files (tools/bench/golden_load.py, run from a checkout)
        golden     the golden set x each scale (ids suffixed per copy; a file per suite and
                   copy, or with --suite-files one file per suite holding every copy), four ways:
                     run        payspec run --adapter payspec-reference-adapter (judged, report)
                     run-floor  payspec run --adapter 'payspec-bench echo' (replayed answers)
                     lock-step  payspec-bench lockstep: one request at a time, nothing judged
                     cat        cat requests | payspec-reference-adapter > /dev/null
        synthetic  suite payspec.bench (vectors made on demand, results streamed) in this process:
                   floor (payspec-bench echo), reference adapter, in-process model; a process per
                   vector on --naive-sample vectors, extrapolated
        stream     (only when named in --only) payspec run over the golden set repeated to about
                   each of --stream-sizes vectors, in each of --stream-formats, against
                   cat requests | adapter: the run's peak RSS as the set grows, and the
                   runner's own CPU per vector (run − cat) beside the adapter's (cat)
        fuzz       'payspec fuzz' of --fuzz-count inputs (seed 1) through the reference adapter,
                   once per round: judged inputs per wall second, CPU, the share of made
                   inputs discarded, and the adapter alone on the same inputs (its floor)
        build      (only when named in --only; run from a checkout) cold builds of a copy of
                   the checkout's tracked files (tools/bench/build-times.sh): 'swift build
                   --product' of --build-product, then Examples/ConsumerPackage's 'swift build
                   --build-tests' (a package that depends on PaySpecTesting, as an SDK does;
                   --no-build-consumer skips it): wall, CPU, peak RSS and compiler warnings;
                   stopped after --build-timeout seconds or on a signal, its
                   whole process group killed

        \(BenchOptions.section.text)

        The benchmark's own processes are payspec-bench, beside payspec; build in release mode
        first, every product:
          swift build -c release
          .build/release/payspec bench
        (one 'swift build' with two --product options builds only the last one, so build all.)
        """

    let syntaxes: [CommandSyntax] = [CommandSyntax(declarations: BenchOptions.all, rangeOrder: BenchOptions.rangeOrder)]

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try syntax.scan(arguments)
        try args.refuseStrayPositionals()
        let sizes = try args[BenchOptions.sizes]
        let scales = try args[BenchOptions.goldenScales]
        let sample = try args[BenchOptions.naiveSample]
        let jobs = try args[BenchOptions.jobs]
        let window = try args[BenchOptions.window]
        let rounds = try args[BenchOptions.rounds]
        let goldenFolder = try args[BenchOptions.golden]
        let golden = goldenFolder ?? "golden"
        let fuzzCount = try args[BenchOptions.fuzzCount]
        let sections = Set(try args[BenchOptions.only] ?? BenchOptions.defaultSections)
        for s in sections where !BenchOptions.sections.contains(s) {
            let known = BenchOptions.sections.dropLast().joined(separator: ", ") + " and " + BenchOptions.sections.last!
            throw UsageError("\(BenchOptions.only.name) takes \(known), not '\(TerminalText.inline(s))'")
        }
        let buildProduct = try args[BenchOptions.buildProduct] ?? "payspec"
        guard !buildProduct.isEmpty,
            buildProduct.utf8.allSatisfy({
                $0 == 45 || $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
            })
        else {
            throw UsageError("--build-product takes a product name (letters, digits, - and _), not '\(TerminalText.inline(buildProduct))'")
        }
        // A bad value is named before the checkout is looked for: the argument is the mistake.
        if buildProduct.hasPrefix("-") {
            throw UsageError("--build-product takes a product name, not an option ('\(TerminalText.inline(buildProduct))')")
        }
        let buildTimeout =
            try args[BenchOptions.buildTimeout] ?? ColdBuildBench.defaultTimeout
        // The build options mean nothing without the build section, and the section needs a
        // checkout: said now, as a usage error naming the argument, before any other section runs.
        if !sections.contains("build") {
            for option in [BenchOptions.buildProduct.name, BenchOptions.buildTimeout.name] where args.value(option) != nil {
                throw UsageError("\(option) applies to --only build, which was not asked for")
            }
            if try args[BenchOptions.noBuildConsumer] {
                throw UsageError("--no-build-consumer applies to --only build, which was not asked for")
            }
        } else if !ColdBuildBench.hasCheckout {
            throw UsageError(
                "--only build runs \(ColdBuildBench.script) from a PaySpec checkout; the current directory is none (cd into the checkout)")
        }
        let streamSizes = try args[BenchOptions.streamSizes]
        let streamFormats =
            try args[BenchOptions.streamFormats] ?? BenchOptions.defaultStreamFormats
        for f in streamFormats where ReportFormat(rawValue: f) == nil {
            throw UsageError(
                "--stream-formats takes \(ReportFormat.names.joined(separator: ", ")), not '\(TerminalText.inline(f))'")
        }
        // A named golden folder that is none is the argument's mistake, said before the
        // benchmark's own programs are looked for.
        var isFolder: ObjCBool = false
        if let goldenFolder, !(FileManager.default.fileExists(atPath: goldenFolder, isDirectory: &isFolder) && isFolder.boolValue) {
            throw UsageError("--golden \(TerminalText.inline(goldenFolder)): no such folder")
        }
        let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let binDir = (selfPath as NSString).deletingLastPathComponent
        let suiteFiles = try args[BenchOptions.suiteFiles], python = try args[BenchOptions.python]
        let noBuildConsumer = try args[BenchOptions.noBuildConsumer]
        let referencePath =
            try args[BenchOptions.referenceAdapter] ?? (binDir as NSString).appendingPathComponent("payspec-reference-adapter")
        let needsAdapter = !sections.subtracting(["build", "load"]).isEmpty
        guard !needsAdapter || FileManager.default.isExecutableFile(atPath: referencePath) else {
            if let given = try args[BenchOptions.referenceAdapter] {
                throw UsageError("\(BenchOptions.referenceAdapter.name) \(TerminalText.inline(given)): no executable file there")
            }
            console.err(
                "error: no reference adapter at \(referencePath); build it: swift build -c release --product payspec-reference-adapter")
            return ExitCode.usage
        }
        let benchPath = (binDir as NSString).appendingPathComponent("payspec-bench")
        guard
            sections.isDisjoint(with: ["load", "golden", "stream", "synthetic"]) || FileManager.default.isExecutableFile(atPath: benchPath)
        else {
            console.err("error: no payspec-bench at \(benchPath); build it: swift build -c release --product payspec-bench")
            return ExitCode.usage
        }
        let tmp = NSTemporaryDirectory() + "payspec-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }

        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ")
        console.out(
            "payspec bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load ?? "unknown"), "
                + "\(rounds) rounds, jobs \(jobs), window \(window)")
        var failed = false
        if sections.contains("load") || sections.contains("golden") || sections.contains("stream") {
            // Peak memory is the measured program's own, through a fresh launcher whose floor is this.
            let floor = try measure(benchPath, ["/bin/sh", "-c", "exit 0"], input: nil, result: tmp + "/measured.txt")
            console.out(
                "peak RSS is measured through 'payspec-bench spawn' (floor: \(fmt(floor.peakRSSMiB, 1)) MiB, /bin/sh doing nothing)")
            let (suites, diagnostics) = GoldenLoader.load(directory: golden)
            guard diagnostics.isEmpty, !suites.isEmpty else {
                for d in diagnostics { console.err(d) }
                console.err(
                    "error: the golden set '\(TerminalText.inline(golden))' must load cleanly to be benchmarked (or --only synthetic)")
                return ExitCode.usage
            }
            let sets = try (sections.contains("load") || sections.contains("golden") ? scales : []).map {
                try GoldenScale.write(suites, copies: $0, under: tmp, suiteFiles: suiteFiles)
            }
            if sections.contains("load") {
                failed =
                    try benchLoad(sets, bench: benchPath, python: python, rounds: rounds, tmp: tmp, &console) || failed
            }
            if sections.contains("golden") {
                failed =
                    try benchGolden(
                        sets, selfPath: selfPath, bench: benchPath, referencePath: referencePath, jobs: jobs, window: window,
                        rounds: rounds, tmp: tmp,
                        &console) || failed
            }
            if sections.contains("stream") {
                failed =
                    try benchStream(
                        suites, sizes: streamSizes, formats: streamFormats, selfPath: selfPath, bench: benchPath,
                        referencePath: referencePath, jobs: jobs,
                        window: window, rounds: rounds, tmp: tmp, &console) || failed
            }
        }
        if sections.contains("synthetic") {
            failed =
                try benchSynthetic(
                    sizes, bench: benchPath, referencePath: referencePath, jobs: jobs, window: window, sample: sample, rounds: rounds,
                    tmp: tmp, &console) || failed
        }
        if sections.contains("fuzz") {
            failed =
                try benchFuzz(
                    golden: goldenFolder, referencePath: referencePath, count: fuzzCount, jobs: jobs,
                    window: window,
                    rounds: rounds, &console) || failed
        }
        var buildFailed = false
        if sections.contains("build") {
            buildFailed = try ColdBuildBench.run(
                product: buildProduct, consumer: !noBuildConsumer, timeout: buildTimeout, &console)
        }
        // An interrupted bench ends as an interrupted run does (exit 1, the reason on standard
        // error): the tables it finished stand above, and no closing line speaks for rounds it
        // did not complete.
        guard !RunInterruption.isInterrupted else { return ExitCode.findings }
        console.out("")
        console.out("Medians of \(rounds) rounds, (min–max) across them; ratios are medians of per-round ratios.")
        if failed { console.err("error: a benchmarked run did not pass every vector; its figures are not comparable") }
        return failed || buildFailed ? ExitCode.findings : ExitCode.success
    }

    /// Runs `paths` round after round; each path's measurements in order.
    private func interleaved(
        _ paths: [(name: String, argv: [String], input: String?)], rounds: Int, bench: String, tmp: String,
        _ console: inout Console
    ) throws -> (series: [[MeasuredProcess]], failed: Bool) {
        var series = [[MeasuredProcess]](repeating: [], count: paths.count)
        var failed = false
        // One warm-up round, not counted: page cache and dynamic loading.
        for round in 0...rounds {
            for (i, path) in paths.enumerated() {
                let m = try measure(bench, path.argv, input: path.input, result: tmp + "/measured.txt")
                if m.exitStatus != 0 {
                    failed = true
                    console.err("warning: \(path.name) exited \(m.exitStatus): \(path.argv.joined(separator: " "))")
                }
                if round > 0 { series[i].append(m) }
            }
        }
        return (series, failed)
    }

    private func benchLoad(
        _ sets: [GoldenScale], bench: String, python: String?, rounds: Int, tmp: String, _ console: inout Console
    ) throws -> Bool {
        let script = "tools/bench/golden_load.py"
        let pythonPath = python ?? Self.which("python3")
        console.out("")
        console.out("Golden loading (whole process: start-up, reading, parsing, building the vectors):")
        console.out("")
        guard let pythonPath, pythonPath != "none", FileManager.default.fileExists(atPath: script) else {
            console.out("(CPython yardstick skipped: needs python3 and \(script) from a checkout)")
            return false
        }
        console.out(
            "| golden | vectors | MiB | payspec CPU s | CPython json.load CPU s | CPython ÷ payspec (CPU) | payspec wall s | payspec µs/vector (CPU) | peak RSS payspec | peak RSS CPython |"
        )
        console.out("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        var failed = false
        for set in sets {
            let (s, f) = try interleaved(
                [("load", [bench, "load", set.directory], nil), ("python", [pythonPath, script, set.directory], nil)],
                rounds: rounds, bench: bench, tmp: tmp, &console)
            failed = failed || f
            let swiftCPU = MeasuredSeries(s[0].map(\.cpuSeconds)), pyCPU = MeasuredSeries(s[1].map(\.cpuSeconds))
            let perVector = MeasuredSeries(s[0].map { $0.cpuSeconds / Double(set.vectors) * 1e6 })
            console.out(
                "| x\(set.copies) | \(set.vectors) | \(fmt(Double(set.bytes) / 1048576, 1)) | \(swiftCPU.text(3)) | \(pyCPU.text(3)) | "
                    + "\(pyCPU.ratios(to: swiftCPU).text()) | \(MeasuredSeries(s[0].map(\.wallSeconds)).text(3)) | \(perVector.text(1)) | "
                    + "\(Int(MeasuredSeries(s[0].map(\.peakRSSMiB)).median)) MiB | \(Int(MeasuredSeries(s[1].map(\.peakRSSMiB)).median)) MiB |"
            )
        }
        return failed
    }

    private func benchGolden(
        _ sets: [GoldenScale], selfPath: String, bench: String, referencePath: String, jobs: Int, window: Int, rounds: Int, tmp: String,
        _ console: inout Console
    ) throws -> Bool {
        console.out("")
        console.out("Golden vectors through the protocol (whole processes; run = load + send + judge + text report):")
        console.out("")
        console.out(
            "| golden | vectors | path | wall s | CPU s | µs/vector (wall) | run ÷ path (wall) | run ÷ path (CPU) | peak RSS |")
        console.out("|---|---:|---|---:|---:|---:|---:|---:|---:|")
        var failed = false
        for set in sets {
            let run = [
                selfPath, "run", SelectionOptions.golden.name, set.directory, AdapterOptions.jobs.name, "\(jobs)",
                AdapterOptions.window.name, "\(window)", JudgingOptions.output.name, "/dev/null",
                CommonFlags.quiet.name,
            ]
            let paths: [(name: String, argv: [String], input: String?)] = [
                ("run", run + [AdapterOptions.adapter.name, referencePath], nil),
                ("run-floor", run + [AdapterOptions.adapter.name, "\(bench) echo \(set.canned)"], nil),
                ("lock-step", [bench, "lockstep", set.requests, referencePath], nil),
                ("cat", [referencePath], set.session),
            ]
            let (s, f) = try interleaved(paths, rounds: rounds, bench: bench, tmp: tmp, &console)
            failed = failed || f
            let runWall = MeasuredSeries(s[0].map(\.wallSeconds)), runCPU = MeasuredSeries(s[0].map(\.cpuSeconds))
            for (i, path) in paths.enumerated() {
                let wall = MeasuredSeries(s[i].map(\.wallSeconds)), cpu = MeasuredSeries(s[i].map(\.cpuSeconds))
                let perVector = MeasuredSeries(s[i].map { $0.wallSeconds / Double(set.vectors) * 1e6 })
                let label = path.name == "cat" ? "cat requests \\| adapter" : path.name
                console.out(
                    "| x\(set.copies) | \(set.vectors) | \(label) | \(wall.text(3)) | \(cpu.text(3)) | \(perVector.text(1)) | "
                        + (i == 0 ? "1 | 1" : "\(runWall.ratios(to: wall).text()) | \(runCPU.ratios(to: cpu).text())")
                        + " | \(Int(MeasuredSeries(s[i].map(\.peakRSSMiB)).median)) MiB |")
            }
            let own = MeasuredSeries(zip(s[0], s[3]).map { ($0.cpuSeconds - $1.cpuSeconds) / Double(set.vectors) * 1e6 })
            console.out("| x\(set.copies) | \(set.vectors) | runner's own CPU per vector (run − cat), µs | | \(own.text(1)) | | | | |")
        }
        return failed
    }

    /// The streamed run's series: peak RSS and CPU per vector as the golden set grows, per format.
    private func benchStream(
        _ suites: [VectorSuite], sizes: [Int], formats: [String], selfPath: String, bench: String, referencePath: String, jobs: Int,
        window: Int,
        rounds: Int, tmp: String, _ console: inout Console
    ) throws -> Bool {
        let perCopy = suites.reduce(0) { $0 + $1.vectors.count }
        console.out("")
        console.out(
            "The run as the golden set grows (the golden set repeated; run = payspec run --adapter payspec-reference-adapter --output /dev/null):"
        )
        console.out("")
        console.out(
            "| vectors | format | peak RSS run | run CPU s | runner's own µs/vector (run − cat) | adapter µs/vector (cat) | own ÷ adapter | peak RSS cat |"
        )
        console.out("|---:|---|---:|---:|---:|---:|---:|---:|")
        var failed = false
        for size in sizes {
            let copies = max(1, Int((Double(size) / Double(max(1, perCopy))).rounded()))
            let set = try GoldenScale.write(suites, copies: copies, under: tmp)
            defer { GoldenScale.remove(set) }
            let run = [
                selfPath, "run", SelectionOptions.golden.name, set.directory, AdapterOptions.adapter.name, referencePath,
                AdapterOptions.jobs.name, "\(jobs)", AdapterOptions.window.name, "\(window)",
                JudgingOptions.output.name, "/dev/null", CommonFlags.quiet.name,
            ]
            var paths: [(name: String, argv: [String], input: String?)] = formats.map {
                ("run --format \($0)", run + [JudgingOptions.format.name, $0], nil)
            }
            paths.append(("cat", [referencePath], set.session))
            let (s, f) = try interleaved(paths, rounds: rounds, bench: bench, tmp: tmp, &console)
            failed = failed || f
            let cat = s[formats.count]
            let floor = MeasuredSeries(cat.map { $0.cpuSeconds / Double(set.vectors) * 1e6 })
            for (i, format) in formats.enumerated() {
                let own = MeasuredSeries(zip(s[i], cat).map { ($0.cpuSeconds - $1.cpuSeconds) / Double(set.vectors) * 1e6 })
                let ratio = MeasuredSeries(zip(s[i], cat).map { ($0.cpuSeconds - $1.cpuSeconds) / $1.cpuSeconds })
                console.out(
                    "| \(set.vectors) | \(format) | \(Int(MeasuredSeries(s[i].map(\.peakRSSMiB)).median)) MiB | "
                        + "\(MeasuredSeries(s[i].map(\.cpuSeconds)).text(2)) | \(own.text(1)) | \(floor.text(1)) | \(ratio.text()) | "
                        + "\(Int(MeasuredSeries(cat.map(\.peakRSSMiB)).median)) MiB |")
            }
        }
        return failed
    }

    /// `payspec fuzz` through the reference adapter, once per round (a row each), against the
    /// adapter alone on the same inputs.
    private func benchFuzz(
        golden: String?, referencePath: String, count: Int, jobs: Int, window: Int, rounds: Int, _ console: inout Console
    ) throws -> Bool {
        var options = FuzzOptions(seed: 1, count: count)
        options.jobs = jobs
        let campaign = try FuzzCampaign(ConformanceOptions(golden: golden), options: options)
        var session = SessionOptions(timeout: 60, handshakeTimeout: 30, window: window)
        session.suiteVersion = SuiteVersion.judging(unless: golden)
        var rows: [FuzzBench.Row] = []
        for _ in 0..<rounds {
            rows += try FuzzBench.measure(campaign, command: AdapterCommand(argv: [referencePath]), session: session, inProcess: false)
        }
        console.out("")
        console.out("Fuzzing through the reference adapter (a row per round):")
        console.out("")
        console.out(FuzzBench.table(rows, options: options))
        return rows.contains { $0.outcome.disagreements > 0 || !$0.outcome.notes.isEmpty }
    }

    private func benchSynthetic(
        _ sizes: [Int], bench: String, referencePath: String, jobs: Int, window: Int, sample: Int, rounds: Int, tmp: String,
        _ console: inout Console
    ) throws -> Bool {
        let canned = tmp + "/canned.jsonl"
        try CannedAnswers.writeSynthetic(to: canned)
        let floorCommand = AdapterCommand(argv: [bench, "echo", canned])
        let referenceCommand = AdapterCommand(argv: [referencePath])
        let options = SessionOptions(timeout: 60, handshakeTimeout: 30, window: window)
        var failed = false
        func timed(_ n: Int, _ body: () throws -> RawRun) rethrows -> Double {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let r = try body()
            if r.counts[.passed, default: 0] != n { failed = true }
            return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
        }
        // The naive design: one process per vector, on a sample.
        let t0 = DispatchTime.now().uptimeNanoseconds
        for i in 0..<sample {
            _ = try ConformanceRunner.runAdapter(
                [BenchSuite.vector(i)], command: referenceCommand, options: options, jobs: 1, stop: { false })
        }
        let naiveRate = Double(sample) / (Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
        console.out("")
        console.out("Synthetic vectors (suite payspec.bench, made on demand, verdicts counted not kept), in this process:")
        console.out(
            "naive (a process per vector): \(Int(naiveRate)) vectors/s on \(sample) vectors, extrapolated below")
        console.out("")
        console.out(
            "| vectors | floor v/s | reference adapter v/s | reference ÷ floor (time) | in-process v/s | naive v/s (extrapolated) | reference ÷ naive (speed) | µs/vector (reference) |"
        )
        console.out("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for n in sizes {
            let store = BenchSuite.Store(count: n)
            var floor = MeasuredSeries(), reference = MeasuredSeries(), inProcess = MeasuredSeries()
            for round in 0...rounds {
                let f = try timed(n) {
                    try ConformanceRunner.runAdapter(
                        store, command: floorCommand, options: options, jobs: jobs, keepResults: false, stop: { false })
                }
                let r = try timed(n) {
                    try ConformanceRunner.runAdapter(
                        store, command: referenceCommand, options: options, jobs: jobs, keepResults: false, stop: { false })
                }
                let p = timed(n) {
                    InProcessRunner.run(store, implementation: ReferenceImplementation(), keepResults: false, stop: { false })
                }
                if round > 0 {
                    floor.append(f)
                    reference.append(r)
                    inProcess.append(p)
                }
            }
            func rate(_ s: MeasuredSeries) -> MeasuredSeries { MeasuredSeries(s.values.map { Double(n) / $0 }) }
            let refRate = rate(reference)
            console.out(
                "| \(n) | \(rate(floor).text(0)) | \(refRate.text(0)) | \(reference.ratios(to: floor).text()) | \(rate(inProcess).text(0)) | "
                    + "\(Int(naiveRate)) (\(fmt(Double(n) / naiveRate, 0)) s) | \(Int(refRate.median / naiveRate))x | "
                    + "\(MeasuredSeries(reference.values.map { $0 / Double(n) * 1e6 }).text(1)) |")
        }
        return failed
    }

    /// One process timed through the launcher; a launcher that cannot run it is a usage error,
    /// as a program the bench was told to time that is not there.
    private func measure(_ bench: String, _ argv: [String], input: String?, result: String) throws -> MeasuredProcess {
        do { return try MeasuredLaunch.measure(bench: bench, argv, input: input, result: result) } catch {
            throw UsageError("\(error)")
        }
    }

    private func fmt(_ d: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", d) }

    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
