import Testing

/// One row of a table of broken inputs and the exact message each must give: the bytes (text
/// or raw, for bytes that are not UTF-8), and a name the test list shows.
public struct MessageRow: Sendable, CustomTestStringConvertible {
    public var name: String
    public var bytes: [UInt8]
    public var message: String
    public var testDescription: String { name }

    public init(_ name: String, text: String, _ message: String) {
        self.init(name, bytes: Array(text.utf8), message)
    }

    public init(_ name: String, bytes: [UInt8], _ message: String) {
        self.name = name
        self.bytes = bytes
        self.message = message
    }
}
