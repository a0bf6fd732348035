import PaySpecJudging

/// What a session keeps to recover from a crashed or hung adapter: the strikes against each
/// vector, the vectors to send again one at a time, and the circuit breaker that decides when the
/// adapter is given up.
struct FailureRecovery {
    /// Crashes and hangs each vector was in flight for: a second one is its verdict.
    private var strikes: [Int: Int] = [:]
    /// Vectors to send before any new one, one at a time.
    private(set) var retry: [Int] = []
    /// The window is down to one request, so a failure names its vector.
    private var isolation = false
    private(set) var breaker: CircuitBreaker
    private(set) var givenUp = false

    init(maximumConsecutiveFailures: Int) {
        self.breaker = CircuitBreaker(limit: maximumConsecutiveFailures)
    }

    /// Requests the window holds now: one while anything is sent again, `window` otherwise.
    mutating func limit(window: Int) -> Int {
        if !retry.isEmpty { isolation = true }
        return isolation ? 1 : window
    }

    /// Whether new vectors must wait: something is sent again alone first.
    var isIsolating: Bool { isolation }

    /// The next vector to send again, if any.
    mutating func nextRetry() -> Int? { retry.isEmpty ? nil : retry.removeFirst() }

    /// Back to the full window once every retry is answered.
    mutating func endIsolation(inFlight: Bool) {
        if isolation && retry.isEmpty && !inFlight { isolation = false }
    }

    /// Counts a crash or hang against `index`; returns how many it has now.
    mutating func strike(_ index: Int) -> Int {
        let strike = strikes[index, default: 0] + 1
        strikes[index] = strike
        return strike
    }

    /// Vectors that were in flight when the adapter died go first, one at a time.
    mutating func requeue(_ indices: [Int]) {
        retry = indices + retry
        if !retry.isEmpty { isolation = true }
    }

    /// `index` is sent again alone, after the vectors already waiting.
    mutating func rerunAlone(_ index: Int) {
        retry.append(index)
        isolation = true
    }

    /// Drops the retries `isSettled` says have their verdict.
    mutating func dropSettled(_ isSettled: (Int) -> Bool) { retry.removeAll(where: isSettled) }

    mutating func answered() { breaker.answered() }

    /// Counts a timeout, a crash or a failed restart; returns whether the adapter is to be given up.
    mutating func failed(_ status: VerdictStatus, _ reason: String) -> Bool { breaker.failed(status, reason) }

    /// Gives the adapter up; returns the vectors that were waiting to be sent again.
    mutating func giveUp() -> [Int] {
        givenUp = true
        defer { retry = [] }
        return retry
    }
}
