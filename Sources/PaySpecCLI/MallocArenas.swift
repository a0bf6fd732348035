#if canImport(Glibc)
    import Glibc
#endif

/// How many heaps the C allocator may keep for the process's threads.
///
/// glibc gives each thread that allocates while another holds the heap an arena of its own (up
/// to eight per core): memory one thread frees stays in its arena, unused by the others. A run
/// reads golden files on one thread, talks to the adapter on another and judges on a third, so
/// on Linux a million-vector run held a fifth more memory than it used. Two arenas keep that
/// within a few megabytes at the same CPU cost (`docs/benchmarks.md`, "The run as the golden
/// set grows").
enum MallocArenas {
    static let arenas: Int32 = 2

    /// Limits the arenas; called once, before the process starts a thread. `mallopt` is looked
    /// up rather than imported: the Glibc module does not carry `malloc.h`.
    static func limit() {
        #if canImport(Glibc)
            typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
            let arenaMaximum: Int32 = -8  // M_ARENA_MAX in malloc.h
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: MallocOption.self)(arenaMaximum, arenas)
        #endif
    }
}
