import Foundation

// Starting processes: macOS, Linux and other desktop/server systems; iOS and its kin cannot.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
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
            let start = DispatchTime.now().uptimeNanoseconds
            let child: ChildProcess.Started
            do {
                child = try ChildProcess.start(
                    arguments, input: .file(input ?? "/dev/null"), output: .file(output ?? "/dev/null"), searchPath: false, ownGroup: false)
            } catch {
                throw SpawnError(description: "cannot start \(arguments.first ?? ""): \(error.reason)")
            }
            let (status, usage) = ChildProcess.waitWithUsage(child.pid)
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let exitStatus = ChildProcess.exitCode(status)
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
#endif

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
