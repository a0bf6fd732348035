/// The adapter session's defaults: the one place both the session (when a caller leaves a value
/// unset) and every option that sets one (`--timeout`, `--handshake-timeout`, `--window`,
/// `--jobs`, `--give-up-after`, their help pages and docs/cli.md) read them from.
public enum SessionDefaults {
    /// Seconds an adapter has to answer one vector before it is killed and the vector timed out.
    public static let timeout: Double = 10
    /// Enough for a JVM (a Gradle or Maven launched adapter) to start on a loaded CI machine.
    public static let handshakeTimeout: Double = 60
    /// Requests in flight per adapter: deep enough to hide a pipe's round trip.
    public static let window = 64
    /// Adapter processes at once; one keeps the report's order trivially reproducible.
    public static let jobs = 1
    /// Timeouts or crashes in a row, with no answer between them, before the session gives up.
    public static let consecutiveFailures = 5
}
