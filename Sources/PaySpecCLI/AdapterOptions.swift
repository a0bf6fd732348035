import PaySpecArguments
import PaySpecRunner

/// The options that start and pace adapter processes, declared once for every verb that starts
/// one (`run`, `fuzz`, `compare`, `repro`); their defaults are the session's own.
enum AdapterOptions {
    static let adapter = Option<[String]>.texts(
        "--adapter", label: "CMD",
        help: """
            Start CMD (split into words, no shell) and speak payspec/1
            with it over stdin/stdout (see golden/PROTOCOL.md).
            """)
    static let shell = Option<Bool>.flag("--shell", help: "Run CMD through /bin/sh -c instead.")
    static let noProgress = Option<Bool>.flag("--no-progress", help: "No progress line on a terminal.")
    /// At most this machine's limit: 4 per core, at most 64.
    static let jobs = Option<Int>.count(
        "--jobs", 1...ConformanceRunner.maximumJobs, default: SessionDefaults.jobs,
        help: """
            Run N adapter processes (default {default}, at most 4 per core and
            64); report order is fixed.
            """)
    static let timeout = Option<Double>.seconds(
        "--timeout", default: SessionDefaults.timeout, help: "Per-vector answer timeout (default {default}); a hung adapter is killed.")
    static let handshakeTimeout = Option<Double>.seconds(
        "--handshake-timeout", label: "S", default: SessionDefaults.handshakeTimeout,
        help: """
            Time allowed for the handshake, restarts included (default {default},
            enough for a JVM).
            """)
    static let giveUpAfter = Option<Int>.count(
        "--give-up-after", 1...1_000_000, default: SessionDefaults.consecutiveFailures,
        help: """
            Give up on an adapter after N timeouts or crashes in a row
            with no answer between them (default {default}); the vectors left
            get that verdict unsent.
            """)
    static let window = Option<Int>.count(
        "--window", 1...100_000, default: SessionDefaults.window, help: "Requests in flight per adapter (default {default}).")

    /// The options that set the session, in the order their ranges are checked.
    static let session: [OptionDeclaration] = [timeout.declaration, handshakeTimeout.declaration, window.declaration]

    /// The session an adapter is started with, from the options above.
    static func session(_ args: ArgumentScanner, giveUpAfter: Int = SessionDefaults.consecutiveFailures) throws -> SessionOptions {
        SessionOptions(
            timeout: try args[timeout], handshakeTimeout: try args[handshakeTimeout], window: try args[window],
            maximumConsecutiveFailures: giveUpAfter)
    }
}
