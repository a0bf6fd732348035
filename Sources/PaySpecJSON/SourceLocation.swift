/// A 1-based line and column in a text file; columns count Unicode scalars.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A message about an input file, printed the way compilers print them:
/// `path:line:col: error: message`.
public struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    public var severity: Severity
    public var file: String
    public var location: SourceLocation?
    public var message: String

    public init(_ severity: Severity = .error, file: String, at location: SourceLocation?, _ message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(severity.rawValue): \(message)"
    }
}
