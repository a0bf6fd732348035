// Starting processes: macOS, Linux and other desktop/server systems; iOS and its kin cannot.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The C library calls and types ChildProcess needs, spelled once for Glibc and Darwin
    /// (whose `posix_spawn` types are optional pointers and whose `environ` is reached through
    /// `_NSGetEnviron`).
    enum SpawnTypes {
        #if canImport(Glibc)
            typealias FileActions = posix_spawn_file_actions_t
            static func fileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
            static func attributes() -> posix_spawnattr_t { posix_spawnattr_t() }
            static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
            static func signal(_ pid: pid_t, _ number: Int32) -> Int32 { Glibc.kill(pid, number) }
            static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(fd, bytes, count) }
        #else
            typealias FileActions = posix_spawn_file_actions_t?
            static func fileActions() -> posix_spawn_file_actions_t? { nil }
            static func attributes() -> posix_spawnattr_t? { nil }
            static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
            static func signal(_ pid: pid_t, _ number: Int32) -> Int32 { Darwin.kill(pid, number) }
            static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(fd, bytes, count) }
        #endif

        /// Starts `program` (looked up on PATH when `searchPath`), in a process group of its own
        /// when `ownGroup`, so that one signal to the group reaches whatever the child starts in
        /// turn. SIGPIPE, SIGINT, SIGTERM and SIGHUP go back to their defaults and nothing is
        /// blocked: the caller ignores or handles them, and the child must not inherit that. A
        /// stop signal PaySpec was itself started with ignored stays ignored in the child.
        /// Returns the child and posix_spawn's result.
        static func spawn(
            _ program: String, _ argv: [String], _ actions: inout FileActions, searchPath: Bool, ownGroup: Bool,
            environment extra: [String] = []
        ) -> (pid: pid_t, rc: Int32) {
            var attr = attributes()
            posix_spawnattr_init(&attr)
            defer { posix_spawnattr_destroy(&attr) }
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for s in [SIGPIPE] + InheritedSignals.stopSignals where !InheritedSignals.ignored.contains(s) { sigaddset(&defaults, s) }
            var mask = sigset_t()
            sigemptyset(&mask)
            posix_spawnattr_setsigdefault(&attr, &defaults)
            posix_spawnattr_setsigmask(&attr, &mask)
            posix_spawnattr_setpgroup(&attr, 0)
            let group = ownGroup ? POSIX_SPAWN_SETPGROUP : 0
            posix_spawnattr_setflags(&attr, Int16(group | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
            let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
            defer { for p in cArgs { free(p) } }
            var pid: pid_t = 0
            guard !extra.isEmpty else {
                let rc =
                    searchPath
                    ? posix_spawnp(&pid, program, &actions, &attr, cArgs, environment)
                    : posix_spawn(&pid, program, &actions, &attr, cArgs, environment)
                return (pid, rc)
            }
            // PaySpec's own environment with `extra` added, an entry of the same name replaced:
            // set for this child alone, never in PaySpec's process, where other threads start
            // children of their own.
            let names = Set(extra.map { $0.prefix { $0 != "=" } })
            var entries: [String] = []
            var cursor = environment
            while let entry = cursor?.pointee {
                let text = String(cString: entry)
                if !names.contains(text.prefix { $0 != "=" }) { entries.append(text) }
                cursor = cursor?.advanced(by: 1)
            }
            let cEnvironment: [UnsafeMutablePointer<CChar>?] = (entries + extra).map { strdup($0) } + [nil]
            defer { for p in cEnvironment { free(p) } }
            let rc =
                searchPath
                ? posix_spawnp(&pid, program, &actions, &attr, cArgs, cEnvironment)
                : posix_spawn(&pid, program, &actions, &attr, cArgs, cEnvironment)
            return (pid, rc)
        }
    }
#endif
