import Foundation

/// The requests a session has sent and not yet seen answered: when each left, in which order, and
/// where each vector stands, so an answer finds its request and a failure knows who shared its
/// flight.
struct SessionWindow {
    struct Pending {
        var index: Int
        var sentAt: Date
        var order: Int
        var stderrSeq: Int
        /// Nothing else was in flight when it was sent.
        var aloneAtSend: Bool
    }

    /// By vector index: an answer's id is looked up once, in the store.
    var inFlight: [Int: Pending] = [:]
    /// Indices in the order sent, from `sentHead` on (see `oldestInFlight`).
    private var sentOrder: [Int] = []
    private var sentHead = 0
    /// 0 not sent here, 1 in flight, 2 judged: one byte a vector, as runs hold millions of them.
    private var states: [UInt8]
    /// Requests sent so far; a request is alone when none was sent after it.
    private var order = 0

    init(count: Int) {
        self.states = [UInt8](repeating: 0, count: count)
    }

    /// Whether `pending` was the only vector in flight from its sending to now.
    func alone(_ pending: Pending) -> Bool { pending.aloneAtSend && pending.order == order }

    /// Puts `index` in flight, sent at `sentAt` with the adapter's stderr at `stderrSeq`.
    mutating func send(_ index: Int, at sentAt: Date, stderrSeq: Int) {
        order += 1
        sentOrder.append(index)
        inFlight[index] = Pending(index: index, sentAt: sentAt, order: order, stderrSeq: stderrSeq, aloneAtSend: inFlight.isEmpty)
        set(index, 1)
    }

    /// A store still being filled hands out indices beyond the count the window was made for.
    private mutating func set(_ index: Int, _ state: UInt8) {
        if index >= states.count { states += repeatElement(0, count: max(index + 1 - states.count, states.count / 2 + 64)) }
        states[index] = state
    }

    /// The oldest vector still in flight: answers mostly come in the order sent, so it is the
    /// first guess for whom an answer is for.
    mutating func oldestInFlight() -> Int? {
        while sentHead < sentOrder.count && states[sentOrder[sentHead]] != 1 { sentHead += 1 }
        if sentHead > 4096 && sentHead * 2 > sentOrder.count {
            sentOrder.removeFirst(sentHead)
            sentHead = 0
        }
        return sentHead < sentOrder.count ? sentOrder[sentHead] : nil
    }

    mutating func markJudged(_ index: Int) { set(index, 2) }

    /// `index` leaves the judged ones to be sent again.
    mutating func markUnsent(_ index: Int) { set(index, 0) }

    func isJudged(_ index: Int) -> Bool { index < states.count && states[index] == 2 }
}
