import Foundation

/// Hands out vector indices to the sessions of a run, in order, and knows how many sessions are
/// still serving it (the last one to give up settles what is left).
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var count: Int
    /// How many indices there are once there are more than the one given, or all of them (a
    /// store still being filled waits); `nil`: `count` is all.
    private let more: ((Int) -> Int)?
    private var serving = 0

    init(count: Int, more: ((Int) -> Int)? = nil) {
        self.count = count
        self.more = more
    }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if next >= count, let more { count = more(next) }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func join() {
        lock.lock()
        serving += 1
        lock.unlock()
    }

    /// A session stops serving; returns whether it was the last one.
    func leave() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        serving -= 1
        return serving <= 0
    }
}
