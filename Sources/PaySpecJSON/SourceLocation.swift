#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

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

extension SourceLocation {
    /// The lines of ascending byte offsets into UTF-8 text (line 1 at offset 0), counted as
    /// `JSONPositions` counts them: for values whose offsets the fast reader recorded.
    public static func lines(atOffsets offsets: [Int], in bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        lines.reserveCapacity(offsets.count)
        bytes.withUnsafeBufferPointer { buffer in
            var line = 1
            var at = 0
            for offset in offsets {
                precondition(offset >= at && offset <= buffer.count, "offsets must ascend within the text")
                // memchr from newline to newline: golden files hold a vector per line.
                while at < offset, let base = buffer.baseAddress,
                    let hit = memchr(base + at, 0x0A, offset - at)
                {
                    line += 1
                    at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                }
                at = offset
                lines.append(line)
            }
        }
        return lines
    }
}
