/// Why a benchmark client or launcher could not do its part; the caller prints it.
public struct BenchFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
