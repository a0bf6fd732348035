/// A mistake in how a command was called; printed with a pointer to `--help`, exit 2.
public struct UsageError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
