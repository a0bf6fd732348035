import Foundation

/// A program run to completion and measured from outside: wall clock, and the kernel's own
/// accounting of it and of every descendant it waited for (`wait4`). The benchmarks' one way of
/// timing a process, so that every figure they print means the same thing.
public struct MeasuredProcess: Sendable {
    public var exitStatus: Int32
    /// Seconds from spawn to reap.
    public var wallSeconds: Double
    /// User plus system CPU seconds of the process and the descendants it waited for.
    public var cpuSeconds: Double
    /// The largest resident set of the process or of one of its waited-for descendants, in MiB.
    public var peakRSSMiB: Double

    public init(exitStatus: Int32, wallSeconds: Double, cpuSeconds: Double, peakRSSMiB: Double) {
        self.exitStatus = exitStatus
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.peakRSSMiB = peakRSSMiB
    }

    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `arguments` (the first is a path, not looked up in `PATH`) with standard input from
    /// `input` (or `/dev/null`) and standard output to `output` (or `/dev/null`), and waits.
    /// Standard error is inherited, so a failing run says why.
    public static func run(_ arguments: [String], input: String? = nil, output: String? = nil) throws(SpawnError) -> MeasuredProcess {
        var pid: pid_t = 0
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in cArguments { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let start = DispatchTime.now().uptimeNanoseconds
        let rc = posix_spawn(&pid, arguments[0], &actions, nil, &cArguments, environ)
        guard rc == 0 else { throw SpawnError(description: "cannot start \(arguments[0]): \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        #if os(Linux)
            let rss = Double(usage.ru_maxrss) / 1024
        #else
            let rss = Double(usage.ru_maxrss) / 1024 / 1024
        #endif
        return MeasuredProcess(exitStatus: exitStatus, wallSeconds: wall, cpuSeconds: cpu, peakRSSMiB: rss)
    }
}

/// Repeated measurements of one figure: the median to quote and the spread around it.
public struct MeasuredSeries: Sendable {
    public private(set) var values: [Double] = []

    public init(_ values: [Double] = []) { self.values = values }

    public mutating func append(_ value: Double) { values.append(value) }

    public var median: Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    public var minimum: Double { values.min() ?? .nan }
    public var maximum: Double { values.max() ?? .nan }

    /// The ratio of each pair (`self[i] / other[i]`), for figures measured A B A B.
    public func ratios(to other: MeasuredSeries) -> MeasuredSeries {
        MeasuredSeries(zip(values, other.values).map { $0 / $1 })
    }

    /// `median (min–max)` with `digits` decimals.
    public func text(_ digits: Int = 2) -> String {
        let f = "%.\(digits)f"
        return String(format: f, median) + " (" + String(format: f, minimum) + "–" + String(format: f, maximum) + ")"
    }
}
