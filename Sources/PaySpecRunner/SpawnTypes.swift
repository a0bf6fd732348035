// Starting processes: macOS, Linux and other desktop/server systems; iOS and its kin cannot.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The C library calls and types AdapterProcess needs, spelled once for Glibc and Darwin
    /// (whose `posix_spawn` types are optional pointers and whose `environ` is reached through
    /// `_NSGetEnviron`).
    enum SpawnTypes {
        #if canImport(Glibc)
            static func fileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
            static func attributes() -> posix_spawnattr_t { posix_spawnattr_t() }
            static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
            static func signal(_ pid: pid_t, _ number: Int32) -> Int32 { Glibc.kill(pid, number) }
            static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(fd, bytes, count) }
        #else
            static func fileActions() -> posix_spawn_file_actions_t? { nil }
            static func attributes() -> posix_spawnattr_t? { nil }
            static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
            static func signal(_ pid: pid_t, _ number: Int32) -> Int32 { Darwin.kill(pid, number) }
            static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(fd, bytes, count) }
        #endif
    }
#endif
