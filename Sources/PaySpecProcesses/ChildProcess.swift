// Starting processes: macOS, Linux and other desktop/server systems; iOS and its kin cannot.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The one place PaySpec starts a child process: adapters, the benchmark's programs, `git` for
    /// `payspec diff` and the cold-build script all come through `start`, so every child gets the
    /// same signal dispositions, close-on-exec pipes and (when asked) a process group of its own.
    public enum ChildProcess {
        /// Where one of the child's standard streams goes.
        public enum Stream: Sendable {
            /// PaySpec's own stream, inherited.
            case inherit
            /// A pipe; the caller gets the other end.
            case pipe
            /// A file: opened for reading on standard input, created or truncated on the others.
            case file(String)
        }

        /// A started child: its process id and the caller's ends of the pipes asked for (-1 where
        /// none was asked for). The caller closes them and reaps the child.
        public struct Started: Sendable {
            public var pid: pid_t
            /// Where the caller writes the child's standard input.
            public var input: Int32
            /// Where the caller reads the child's standard output.
            public var output: Int32
            /// Where the caller reads the child's standard error.
            public var error: Int32
        }

        /// Why a child could not be started.
        public struct StartFailure: Error, Sendable, CustomStringConvertible {
            /// The program as given (untrusted: escape it before showing it).
            public var program: String
            /// The C library's reason.
            public var reason: String
            /// Whether the pipes could not be made (the program was never tried).
            public var pipes: Bool
            /// What went wrong, the program named raw: the caller escapes the whole message.
            public var message: String {
                if pipes { return "cannot create pipes: \(reason)" }
                return program.isEmpty ? "empty command" : "cannot start '\(program)': \(reason)"
            }
            public var description: String { message }
        }

        /// Held while pipes are made and a child starts: pipes are close-on-exec, and a child
        /// started by another thread in between would otherwise inherit their other ends (and the
        /// end of file of one child's output would never come).
        static let startLock = NSLock()

        /// How many times a start is tried again while its program is busy being written (ETXTBSY).
        static let spawnRetries: UInt32 = 18

        /// A write to a child that has gone fails with EPIPE instead of ending PaySpec.
        public static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

        /// Starts `argv`. `searchPath` looks argv[0] up in PATH (otherwise it is a path);
        /// `ownGroup` puts the child in a process group of its own, so one signal to the group
        /// reaches whatever it starts in turn. `environment` holds `NAME=value` entries the child
        /// gets on top of PaySpec's own environment.
        public static func start(
            _ argv: [String], input: Stream = .inherit, output: Stream = .inherit, error: Stream = .inherit, searchPath: Bool = true,
            ownGroup: Bool = true, environment: [String] = []
        ) throws(StartFailure) -> Started {
            let program = argv.first ?? ""
            guard !program.isEmpty else { throw StartFailure(program: "", reason: "empty command", pipes: false) }
            startLock.lock()
            defer { startLock.unlock() }
            var pipes: [[Int32]] = []
            var childEnds: [Int32] = []
            var ends: [Int32] = [-1, -1, -1]
            var actions = SpawnTypes.fileActions()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for (fd, stream) in [(Int32(0), input), (1, output), (2, error)] {
                switch stream {
                case .inherit:
                    continue
                case .file(let path):
                    let flags = fd == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                    posix_spawn_file_actions_addopen(&actions, fd, path, flags, 0o644)
                case .pipe:
                    var p: [Int32] = [-1, -1]
                    guard pipe(&p) == 0 else {
                        let reason = String(cString: strerror(errno))
                        for fd in pipes.joined() { close(fd) }
                        throw StartFailure(program: program, reason: reason, pipes: true)
                    }
                    for end in p { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                    pipes.append(p)
                    // The child reads its standard input from the pipe's read end and writes the
                    // others to the write end; the caller keeps the opposite end.
                    let (childEnd, callerEnd) = fd == 0 ? (p[0], p[1]) : (p[1], p[0])
                    posix_spawn_file_actions_adddup2(&actions, childEnd, fd)
                    childEnds.append(childEnd)
                    ends[Int(fd)] = callerEnd
                }
            }
            var (pid, rc) = SpawnTypes.spawn(program, argv, &actions, searchPath: searchPath, ownGroup: ownGroup, environment: environment)
            // A script written a moment ago is "busy" while any process still holds it open for
            // writing: a child another thread of this process forked between the script's write
            // and its close keeps the descriptor until that child's exec. The window is short;
            // a few retries over at most a second outlast it.
            var attempt: UInt32 = 0
            while rc == ETXTBSY, attempt < spawnRetries {
                attempt += 1
                usleep(5_000 * attempt)
                (pid, rc) = SpawnTypes.spawn(program, argv, &actions, searchPath: searchPath, ownGroup: ownGroup, environment: environment)
            }
            // The child's ends belong to the child now (or to nobody, when it did not start).
            for fd in childEnds { close(fd) }
            guard rc == 0 else {
                for fd in ends where fd >= 0 { close(fd) }
                throw StartFailure(program: program, reason: String(cString: strerror(rc)), pipes: false)
            }
            return Started(pid: pid, input: ends[0], output: ends[1], error: ends[2])
        }

        /// Waits for `pid` to end (retrying when a signal interrupts the wait); its raw status.
        public static func wait(_ pid: pid_t) -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return status
        }

        /// Waits for `pid` to end; its raw status and the kernel's accounting of it and of every
        /// descendant it waited for.
        public static func waitWithUsage(_ pid: pid_t) -> (status: Int32, usage: rusage) {
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
            return (status, usage)
        }

        /// A raw wait status as a shell shows it: the exit status, or 128 + the signal.
        public static func exitCode(_ status: Int32) -> Int32 {
            let signal = status & 0x7F
            return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        }

        /// Sends `number` to `pid` (a negative pid: to the process group).
        @discardableResult
        public static func sendSignal(_ pid: pid_t, _ number: Int32) -> Int32 { SpawnTypes.signal(pid, number) }

        /// `write(2)`, for types that have a `write` method of their own.
        public static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { SpawnTypes.write(fd, bytes, count) }
    }
#endif
