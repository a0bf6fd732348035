/// Gives up on an adapter that fails again and again without answering anything: each timeout or
/// crash costs a timeout or a restart, so an adapter that always hangs would otherwise cost
/// vectors x timeout (1,900 x 10 s is five hours). One good answer closes the circuit again.
struct CircuitBreaker {
    /// Failures in a row that open the circuit.
    let limit: Int
    private(set) var consecutive = 0
    /// The verdict and reason of the last failure: what the vectors left get when it opens.
    private(set) var lastStatus: VerdictStatus = .crashed
    private(set) var lastReason = ""

    init(limit: Int) { self.limit = max(1, limit) }

    mutating func answered() { consecutive = 0 }

    /// Counts a timeout, a crash or a failed restart; returns whether the circuit is now open.
    mutating func failed(_ status: VerdictStatus, _ reason: String) -> Bool {
        consecutive += 1
        lastStatus = status
        lastReason = reason
        return isOpen
    }

    var isOpen: Bool { consecutive >= limit }

    /// The message of every verdict given because the circuit opened.
    var message: String { "adapter given up after \(consecutive) consecutive failures (last: \(lastReason))" }
}
