import Foundation
import PaySpecIO
import PaySpecJSON

/// A vendor document read into numbered lines: UTF-8 checked, BOM dropped, line ends unified.
public struct VendorDocument: Sendable {
    /// The path as given; it names the document in every finding.
    public var path: String
    /// The lines without their line ends; `lines[0]` is line 1.
    public var lines: [String]

    /// The text of line `number` (1-based).
    public func line(_ number: Int) -> String { lines[number - 1] }

    /// Reads `bytes` as a document; throws a diagnostic naming the line of the first byte that is
    /// not UTF-8.
    public static func decode(path: String, bytes: [UInt8]) throws(DriftInputError) -> VendorDocument {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            let (line, column) = firstInvalidByte(in: Array(body))
            throw DriftInputError(
                Diagnostic(
                    file: path, at: SourceLocation(line: line, column: column),
                    "the document is not UTF-8 text (invalid byte sequence); save it as UTF-8 and try again"))
        }
        let unified = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        var lines = unified.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return VendorDocument(path: path, lines: lines)
    }

    /// Reads the file at `path`.
    public static func read(path: String) throws(DriftInputError) -> VendorDocument {
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(path) } catch { throw DriftInputError(Diagnostic(refusal: error)) }
        return try decode(path: path, bytes: bytes)
    }

    /// Line and column (1-based, in bytes) of the first byte that breaks UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, lineStart = 0, i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            switch b {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, i - lineStart + 1)
            }
            if i + length > bytes.count { return (line, i - lineStart + 1) }
            let slice = Array(bytes[i..<(i + length)])
            if String(validating: slice, as: UTF8.self) == nil { return (line, i - lineStart + 1) }
            if b == 0x0A { line += 1; lineStart = i + 1 }
            i += length
        }
        return (line, 1)
    }
}

/// Bad input to the drift gate: one or more diagnostics, exit status 2.
public struct DriftInputError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostic: Diagnostic) { diagnostics = [diagnostic] }
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
