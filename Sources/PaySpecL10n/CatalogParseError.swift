import PaySpecJSON

/// A catalog that could not be read or parsed: the file, where, and what was expected.
/// The command prints it as a compiler diagnostic and exits with status 2.
public struct CatalogParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// Line and column in the text; `nil` for binary files (the message names the byte offset).
    public var location: SourceLocation?
    public var message: String
    /// Whether the file is JSON whose path names no language: perhaps no catalog at all
    /// (see `OtherJSONData`).
    public var namesNoLanguage = false

    public init(file: String, at location: SourceLocation?, _ message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var diagnostic: Diagnostic { Diagnostic(.error, file: file, at: location, message) }
    public var description: String { diagnostic.description }
}
