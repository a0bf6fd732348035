import PaySpecJudging

/// Gives up on an adapter that keeps failing: each timeout or crash costs a timeout or a restart,
/// so an adapter that always hangs would otherwise cost vectors x timeout (1,900 x 10 s is five
/// hours). Two rules open the circuit: `limit` failures in a row, or `limit` failures among the
/// last `window` outcomes (answers and failures), so an adapter that answers a couple of vectors
/// after every restart and then hangs again is given up on as well, after about `limit` timeouts
/// instead of vectors ÷ 3 of them. An adapter whose failures are rarer than one outcome in four
/// keeps running.
struct CircuitBreaker {
    /// Failures, in a row or within the window, that open the circuit.
    let limit: Int
    /// How many of the latest outcomes the second rule looks at: four per allowed failure.
    let window: Int
    private(set) var consecutive = 0
    /// The latest outcomes, `true` for a failure, oldest first once full (a ring).
    private var recent: [Bool] = []
    private var next = 0
    private(set) var failuresInWindow = 0
    /// The verdict and reason of the last failure: what the vectors left get when it opens.
    private(set) var lastStatus: VerdictStatus = .crashed
    private(set) var lastReason = ""

    init(limit: Int) {
        self.limit = max(1, limit)
        self.window = 4 * self.limit
    }

    mutating func answered() {
        consecutive = 0
        record(false)
    }

    /// Counts a timeout, a crash or a failed restart; returns whether the circuit is now open.
    mutating func failed(_ status: VerdictStatus, _ reason: String) -> Bool {
        consecutive += 1
        record(true)
        lastStatus = status
        lastReason = reason
        return isOpen
    }

    private mutating func record(_ failure: Bool) {
        if recent.count < window {
            recent.append(failure)
        } else {
            if recent[next] { failuresInWindow -= 1 }
            recent[next] = failure
            next = (next + 1) % window
        }
        if failure { failuresInWindow += 1 }
    }

    var isOpen: Bool { consecutive >= limit || failuresInWindow >= limit }

    /// The message of every verdict given because the circuit opened.
    var message: String {
        if consecutive >= limit { return "adapter given up after \(consecutive) consecutive failures (last: \(lastReason))" }
        return "adapter given up after \(failuresInWindow) failures in its last \(min(recent.count, window)) outcomes, "
            + "answers in between (last: \(lastReason))"
    }
}
