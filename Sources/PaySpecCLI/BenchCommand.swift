import Foundation
import PaySpecIO
import PaySpecJSON
import PaySpecRunner

/// `payspec bench`: throughput of the runner against the floor and the naive design.
struct BenchCommand: PaySpecCommand {
    let name = "bench"
    let summary = "Measure vectors/s: floor, reference adapter, process-per-vector, in-process."
    let help = """
        USAGE: payspec bench [--sizes 10000,100000,1000000] [--naive-sample 200] [--jobs N]
                             [--reference-adapter PATH] [--window N]

        Runs synthetic vectors (suite payspec.bench, made in memory on demand, results streamed)
        through four paths and prints vectors/s, ratios and peak memory:
          floor        'payspec bench-echo': an adapter that replays canned answers (transport + JSON)
          reference    payspec-reference-adapter through the protocol, pipelined
          naive        a new reference-adapter process per vector, on a sample, extrapolated
          in-process   the reference model called directly
        Build in release mode first:
          swift build -c release --product payspec --product payspec-reference-adapter
          .build/release/payspec bench
        """

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        let args = try ArgumentScanner(
            arguments, options: ["--sizes", "--naive-sample", "--jobs", "--reference-adapter", "--window"], flags: [])
        let sizes = try (args.value("--sizes") ?? "10000,100000,1000000").split(separator: ",").map { s -> Int in
            guard let n = Int(s.trimmingCharacters(in: .whitespaces)), n > 0 else {
                throw UsageError("--sizes needs positive whole numbers, not '\(s)'")
            }
            return n
        }
        let sample = try positiveInt(args.value("--naive-sample"), "--naive-sample", default: 200)
        let jobs = try positiveInt(args.value("--jobs"), "--jobs", default: 1)
        let window = try positiveInt(args.value("--window"), "--window", default: 64)
        let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let binDir = (selfPath as NSString).deletingLastPathComponent
        let referencePath = args.value("--reference-adapter") ?? (binDir as NSString).appendingPathComponent("payspec-reference-adapter")
        guard FileManager.default.isExecutableFile(atPath: referencePath) else {
            console.err(
                "error: no reference adapter at \(referencePath); build it: swift build -c release --product payspec-reference-adapter")
            return ExitCode.usage
        }
        let tmp = NSTemporaryDirectory() + "payspec-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let canned = tmp + "/canned.jsonl"
        try BenchEchoCommand.writeCanned(to: canned)
        let floorCommand = AdapterCommand(argv: [selfPath, "bench-echo", canned])
        let referenceCommand = AdapterCommand(argv: [referencePath])
        var options = SessionOptions(timeout: 60, handshakeTimeout: 30, window: window)
        options.window = window

        func timed(_ body: () throws -> RawRun) rethrows -> (Double, RawRun) {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let r = try body()
            return (Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9, r)
        }
        func check(_ r: RawRun, _ n: Int, _ what: String, _ console: inout Console) {
            let passed = r.counts[.passed, default: 0]
            if passed != n { console.err("warning: \(what): \(passed) of \(n) passed; notes: \(r.notes.prefix(3).map(\.description))") }
        }
        // The naive design: one process per vector, on a sample.
        let (naiveTime, _) = try timed { () throws -> RawRun in
            for i in 0..<sample {
                _ = try ConformanceRunner.runAdapter(
                    [BenchSuite.vector(i)], command: referenceCommand, options: options, jobs: 1, stop: { false })
            }
            return RawRun(implementation: nil, results: [], notes: [], interrupted: false)
        }
        let naiveRate = Double(sample) / naiveTime
        console.out("payspec bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, window \(window), jobs \(jobs)")
        console.out(
            "naive (a process per vector): \(sample) vectors in \(fmt(naiveTime)) s = \(Int(naiveRate)) vectors/s (extrapolated to the sizes below)"
        )
        console.out("")
        console.out(
            "| vectors | floor (replay) v/s | reference adapter v/s | floor ÷ reference (time ratio) | in-process v/s | naive v/s (extrapolated) | reference / naive | µs per vector (reference) | peak RSS runner | peak RSS adapters |"
        )
        console.out("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for n in sizes {
            let store = BenchSuite.Store(count: n)
            let (floorTime, floorRun) = try timed {
                try ConformanceRunner.runAdapter(
                    store, command: floorCommand, options: options, jobs: jobs, keepResults: false, stop: { false })
            }
            check(floorRun, n, "floor", &console)
            let (refTime, refRun) = try timed {
                try ConformanceRunner.runAdapter(
                    store, command: referenceCommand, options: options, jobs: jobs, keepResults: false, stop: { false })
            }
            check(refRun, n, "reference", &console)
            let (inTime, inRun) = timed {
                InProcessRunner.run(store, implementation: ReferenceImplementation(), keepResults: false, stop: { false })
            }
            check(inRun, n, "in-process", &console)
            let floorRate = Double(n) / floorTime, refRate = Double(n) / refTime, inRate = Double(n) / inTime
            let (selfRSS, childRSS) = peakRSS()
            console.out(
                "| \(n) | \(Int(floorRate)) | \(Int(refRate)) | \(fmt(floorRate / refRate)) | \(Int(inRate)) | \(Int(naiveRate)) (\(fmt(Double(n) / naiveRate)) s) | \(Int(refRate / naiveRate))x faster | \(fmt(refTime / Double(n) * 1e6)) | \(selfRSS) MiB | \(childRSS) MiB |"
            )
        }
        console.out("")
        console.out("Peak RSS is the maximum so far (getrusage); flat across sizes means memory does not grow with the number of vectors.")
        return ExitCode.success
    }

    private func fmt(_ d: Double) -> String { String(format: "%.2f", d) }

    private func peakRSS() -> (Int, Int) {
        var me = rusage(), kids = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &me)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &kids)
        return (Int(me.ru_maxrss) / 1024, Int(kids.ru_maxrss) / 1024)
    }
}

/// `payspec bench-echo CANNED.jsonl`: the floor adapter. It parses each request and replays the
/// canned output recorded for that input; no model logic at all.
struct BenchEchoCommand: PaySpecCommand {
    let name = "bench-echo"
    let summary = "The benchmark's floor adapter: replays canned answers (used by 'payspec bench')."
    let help = """
        USAGE: payspec bench-echo CANNED.jsonl

        Speaks payspec/1 on stdin/stdout and answers each vector with the output recorded for its
        input in CANNED.jsonl (lines of {"input":…,"output":…}). Started by 'payspec bench'.
        """

    static func writeCanned(to path: String) throws {
        var text = ""
        for input in BenchSuite.distinctInputs {
            text += JSONWriter.line(["input": input, "output": BenchSuite.evaluate(input)]) + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String], _ console: inout Console) throws -> Int32 {
        guard arguments.count == 1, let data = try? InputFile.read(arguments[0]) else {
            throw UsageError("bench-echo needs a readable CANNED.jsonl")
        }
        var canned: [String: String] = [:]
        for line in data.split(separator: 0x0A) {
            let v = try JSONParser.parseValue(Array(line))
            if let input = v["input"], let output = v["output"] { canned[JSONWriter.line(input)] = JSONWriter.line(output) }
        }
        let info = ImplementationInfo(
            name: "payspec-bench-echo", version: PaySpecVersion.current, language: "swift", suites: [BenchSuite.name])
        return AdapterServer.serve(info: info, inventory: [:]) { id, _, input in
            var line = #"{"type":"result","id":"#
            JSONWriter.writeString(id, into: &line)
            line += #","output":"#
            line += canned[JSONWriter.line(input)] ?? "null"
            line += "}"
            return line
        }
    }
}
