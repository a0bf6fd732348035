// Starting processes: macOS, Linux and other desktop/server systems; iOS and its kin cannot.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// A child process PaySpec starts and owns to the end (a benchmark's build script): in a
    /// process group of its own, its output read with a bound however much it writes, and the
    /// whole group killed on a timeout or an interruption and once the child has ended, so
    /// nothing it started outlives the command.
    public enum OwnedProcess {
        /// How the child ended and what it said.
        public struct Outcome: Sendable {
            /// Its exit status; 128 + the signal when a signal ended it.
            public var status: Int32
            /// The first `maximumOutput` bytes of its standard output.
            public var output: [UInt8]
            /// The last bytes of its standard error (at most `maximumErrorTail`).
            public var errorTail: [UInt8]
            /// Standard output bytes read beyond `maximumOutput` and dropped.
            public var droppedOutput: Int
            /// Killed because `timeout` passed.
            public var timedOut: Bool
            /// Killed because `interrupted` said so.
            public var interrupted: Bool
        }

        /// Runs `argv` (argv[0] looked up in PATH) to its end, or kills its process group after
        /// `timeout` seconds or once `interrupted()` returns true (asked ten times a second).
        /// `environment` holds `NAME=value` entries the child gets on top of PaySpec's own.
        public static func run(
            _ argv: [String], timeout: Double, maximumOutput: Int = 1 << 20, maximumErrorTail: Int = 64 * 1024,
            environment: [String] = [], interrupted: () -> Bool = { false }
        ) throws(ChildProcess.StartFailure) -> Outcome {
            ChildProcess.ignoreBrokenPipes()
            ProcessDescent.adoptOrphans()
            // Every descendant inherits this mark: an orphan reparented to PaySpec is known for
            // this child's by it, never by when it started, since other threads of the same
            // process (a test runner, an SDK's tests) start children of their own meanwhile.
            let mark = ProcessDescent.mark()
            let started = try ChildProcess.start(
                argv, input: .file("/dev/null"), output: .pipe, error: .pipe, environment: environment + [mark])
            let child = started.pid
            let outPipe = [started.output], errPipe = [started.error]
            var outcome = Outcome(status: 0, output: [], errorTail: [], droppedOutput: 0, timedOut: false, interrupted: false)
            var open = [outPipe[0], errPipe[0]]
            let deadline = Date().addingTimeInterval(timeout)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            // A build tool starts its compilers in process groups of their own: they are found
            // by descent while the child runs, and killed with the group at the end.
            var offspring = ProcessDescent(root: child, mark: mark)
            var lastLook = Date.distantPast
            while !open.isEmpty {
                if Date().timeIntervalSince(lastLook) >= 0.5 {
                    offspring.look()
                    lastLook = Date()
                }
                if interrupted() {
                    outcome.interrupted = true
                    break
                }
                if Date() >= deadline {
                    outcome.timedOut = true
                    break
                }
                var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                let ready = poll(&fds, nfds_t(fds.count), 100)
                if ready < 0 && errno != EINTR { break }
                guard ready > 0 else { continue }
                for p in fds where p.revents != 0 {
                    let n = read(p.fd, &buffer, buffer.count)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 {
                        close(p.fd)
                        open.removeAll { $0 == p.fd }
                        continue
                    }
                    if p.fd == outPipe[0] {
                        let kept = max(0, min(n, maximumOutput - outcome.output.count))
                        outcome.output.append(contentsOf: buffer[0..<kept])
                        outcome.droppedOutput += n - kept
                    } else {
                        outcome.errorTail.append(contentsOf: buffer[0..<n])
                        // Trimmed in halves, not per read: the tail costs linear work in what was read.
                        if outcome.errorTail.count > 2 * maximumErrorTail {
                            outcome.errorTail.removeFirst(outcome.errorTail.count - maximumErrorTail)
                        }
                    }
                }
            }
            for fd in open { close(fd) }
            if outcome.errorTail.count > maximumErrorTail {
                outcome.errorTail.removeFirst(outcome.errorTail.count - maximumErrorTail)
            }
            // Its output is closed; it may still run (or have closed its output and hang on).
            var status: Int32 = 0
            var reaped = false
            var killedAt: Date?
            while !reaped {
                if killedAt == nil && !outcome.timedOut && !outcome.interrupted {
                    if interrupted() { outcome.interrupted = true } else if Date() >= deadline { outcome.timedOut = true }
                }
                if killedAt == nil && (outcome.timedOut || outcome.interrupted) {
                    // A polite stop first (a build tool passes it on to its compilers), then the group.
                    _ = ChildProcess.sendSignal(-child, SIGTERM)
                    killedAt = Date()
                }
                if let killedAt, Date().timeIntervalSince(killedAt) > 2 {
                    offspring.look()
                    _ = ChildProcess.sendSignal(-child, SIGKILL)
                }
                let r = waitpid(child, &status, WNOHANG)
                if r == child || (r < 0 && errno == ECHILD) {
                    reaped = true
                } else {
                    usleep(50_000)
                }
            }
            let signal = status & 0x7F
            outcome.status = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
            // Whatever the child left running, in its group or in groups of their own, goes with it.
            _ = ChildProcess.sendSignal(-child, SIGKILL)
            offspring.killAll()
            return outcome
        }
    }
#endif
