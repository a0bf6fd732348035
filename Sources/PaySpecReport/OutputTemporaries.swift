#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files and staging folders an output write has made and not yet renamed into
/// place. A command that does not handle signals itself dies of the default action of SIGINT,
/// SIGTERM or SIGHUP; before it does, the handler installed here removes every one of them, so
/// an interrupted export or report leaves neither a partial file nor a `.tmp-*` beside the
/// target. A command that does handle them (a run, which writes its report on a signal) keeps
/// its own handling: this one is installed only over the default action.
enum OutputTemporaries {
    /// Fixed storage the signal handler can walk without allocating: one slot a path, its kind
    /// beside it (0 empty, 1 file, 2 folder). Filled and emptied with the signals blocked.
    static let capacity = 1024
    nonisolated(unsafe) static let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    nonisolated(unsafe) static let kinds = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    nonisolated(unsafe) static var installed = false
    nonisolated(unsafe) static var initialized = false

    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Records `path` (a file or, with `folder`, an empty folder made for staging) until `forget`.
    /// Returns its slot, or nil when all are taken (the path is then merely not cleaned up).
    @discardableResult
    static func remember(_ path: String, folder: Bool = false) -> Int? {
        withSignalsBlocked {
            if !initialized {
                paths.initialize(repeating: nil, count: capacity)
                kinds.initialize(repeating: 0, count: capacity)
                initialized = true
            }
            installIfDefault()
            guard let slot = (0..<capacity).first(where: { kinds[$0] == 0 }) else { return nil }
            paths[slot] = strdup(path)
            kinds[slot] = folder ? 2 : 1
            return slot
        }
    }

    /// Stops tracking `path`: it was renamed into place or removed.
    static func forget(_ slot: Int?) {
        guard let slot else { return }
        withSignalsBlocked {
            free(paths[slot])
            paths[slot] = nil
            kinds[slot] = 0
        }
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held back: a rename sequence (a folder export
    /// moved in) is not cut in half; a signal that came meanwhile is acted on once it ends.
    static func withSignalsBlocked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var set = sigset_t()
        var old = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return try body()
    }

    private static func installIfDefault() {
        guard !installed else { return }
        installed = true
        for number in signals {
            var current = sigaction()
            sigaction(number, nil, &current)
            guard isDefault(current) else { continue }
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = removeAndDie
            #else
                action.__sigaction_u.__sa_handler = removeAndDie
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }

    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            return action.__sigaction_handler.sa_handler == nil
        #else
            return action.__sigaction_u.__sa_handler == nil
        #endif
    }
}

/// Removes every remembered path and dies of the signal as it would have: only async-signal-safe calls.
private func removeAndDie(_ number: Int32) {
    removeRememberedTemporaries()
    signal(number, SIG_DFL)
    raise(number)
}

/// Removes every remembered temporary file and staging folder (async-signal-safe calls only).
func removeRememberedTemporaries() {
    guard OutputTemporaries.initialized else { return }
    let slots = OutputTemporaries.capacity
    // Files first, then folders, deepest first whatever their slots: a folder goes once empty.
    for pass in 0..<9 {
        var slot = slots - 1
        while slot >= 0 {
            if let path = OutputTemporaries.paths[slot] {
                let folder = OutputTemporaries.kinds[slot] == 2
                if pass == 0 && !folder { unlink(path) }
                if pass > 0 && folder { rmdir(path) }
            }
            slot -= 1
        }
    }
}
