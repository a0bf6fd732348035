/// One file of the suite: its path relative to the repository root (`spec/seb/outcomes.json`,
/// `golden/seb.status-outcome.json`) and its exact bytes.
public struct SuiteFile: Sendable, Hashable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
