import PaySpecArguments
import PaySpecJudging
import PaySpecVectors

/// Limits of a session with an adapter.
public struct SessionOptions: Sendable {
    /// Seconds an adapter has to answer one vector before it is killed and the vector timed out.
    public var timeout: Double = SessionDefaults.timeout
    /// Seconds an adapter has to answer the handshake (every restart included).
    public var handshakeTimeout: Double = SessionDefaults.handshakeTimeout
    /// Requests in flight at once.
    public var window: Int = SessionDefaults.window
    public var maximumLineLength: Int = PaySpecProtocol.maximumLineLength
    /// Timeouts, crashes and failed restarts in a row, without one answer in between, after which
    /// the runner gives up on the adapter and gives the vectors left a verdict without sending them.
    public var maximumConsecutiveFailures: Int = SessionDefaults.consecutiveFailures
    /// Failing vectors answered while others were in flight are re-run alone, so the stderr shown
    /// with them is their own; at most this many per adapter process (then the batch's, labelled).
    public var stderrRecaptureLimit: Int = 100
    /// Choices declared by the caller (`--choice`): answers are judged under them, whatever the
    /// handshake says for the same ambiguity.
    public var choiceOverrides: [String: String] = [:]
    /// The version of the vectors sent (`0.2.0+1a2b3c4d5e6f`), named in the handshake when known.
    public var suiteVersion: String?
    /// How content PaySpec authored is judged (`--texts`, `--strict-texts`).
    public var texts: AuthoredTextPolicy = .reference
    /// Whether each verdict keeps the time from its request to its answer (JUnit and `--verbose`
    /// show it): four bytes a vector that a report without times does not hold.
    public var timesVerdicts = true

    public init(
        timeout: Double = SessionDefaults.timeout, handshakeTimeout: Double = SessionDefaults.handshakeTimeout,
        window: Int = SessionDefaults.window, maximumConsecutiveFailures: Int = SessionDefaults.consecutiveFailures
    ) {
        self.timeout = timeout
        self.handshakeTimeout = handshakeTimeout
        self.window = max(1, window)
        self.maximumConsecutiveFailures = max(1, maximumConsecutiveFailures)
    }
}
