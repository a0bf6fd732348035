import Foundation
import PaySpecIO
import PaySpecJSON

/// A vendor document read into numbered lines: UTF-8 checked, BOM dropped, line ends unified.
public struct VendorDocument: Sendable {
    /// The path as given; it names the document in every finding.
    public var path: String
    /// The lines without their line ends; `lines[0]` is line 1. For an HTML page, the lines of
    /// its rendition (see `HTMLRendition`), each mapped back to the page by `sourceLine(_:)`.
    public var lines: [String]
    /// How the document is written, told from its content.
    public var format: DocumentFormat = .plainText
    /// The page line of each rendered line (HTML only).
    var sourceLines: [Int]? = nil
    /// Heading anchors (`id`s) by line of `lines` (HTML only).
    var anchors: [Int: String] = [:]

    public init(path: String, lines: [String]) {
        self.path = path
        self.lines = lines
    }

    /// The document line that line `number` of `lines` stands for.
    public func sourceLine(_ number: Int) -> Int {
        guard let sourceLines, number >= 1, number <= sourceLines.count else { return number }
        return sourceLines[number - 1]
    }

    /// The document read in its format: an HTML page is rendered into lines, other documents
    /// are read as they are.
    func readingFormat() -> VendorDocument {
        var document = self
        document.format = DocumentFormat.sniff(lines)
        guard document.format == .html else { return document }
        let page = HTMLRendition.render(lines.joined(separator: "\n"))
        document.lines = page.lines
        document.sourceLines = page.sourceLines
        document.anchors = page.anchors
        return document
    }

    /// The text of line `number` (1-based).
    public func line(_ number: Int) -> String { lines[number - 1] }

    /// The longest line a document may have, in bytes: the adapter protocol's line limit
    /// (1 MiB). Vendor pages have lines of a few hundred bytes; a longer one is not a page.
    public static let maximumLineBytes = 1 << 20

    /// Reads `bytes` as a document in one pass over them: each line is made once from its bytes
    /// (CRLF and CR ends are line ends), so the work and the memory grow with the document.
    /// Throws a diagnostic naming the line of the first byte that is not UTF-8, or of the first
    /// line longer than `maximumLineBytes`, found as soon as the line passes the limit.
    public static func decode(
        path: String, bytes: [UInt8], maximumLineBytes: Int = VendorDocument.maximumLineBytes
    ) throws(DriftInputError) -> VendorDocument {
        var steps = 0
        return try decode(path: path, bytes: bytes, maximumLineBytes: maximumLineBytes, steps: &steps).readingFormat()
    }

    /// `decode`, adding the bytes it looked at to `steps` (the work a test counts to show that
    /// doubling a document at most doubles it).
    static func decode(
        path: String, bytes: [UInt8], maximumLineBytes: Int, steps: inout Int
    ) throws(DriftInputError) -> VendorDocument {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines: [String] = []
        var lineStart = start
        var i = start
        func notUTF8() -> DriftInputError {
            let (line, column) = firstInvalidByte(in: Array(bytes[start...]))
            return DriftInputError(
                Diagnostic(
                    file: path, at: SourceLocation(line: line, column: column),
                    "the document is not UTF-8 text (invalid byte sequence); save it as UTF-8 and try again"))
        }
        while lineStart < bytes.count {
            while i < bytes.count && bytes[i] != 0x0A && bytes[i] != 0x0D {
                i += 1
                if i - lineStart > maximumLineBytes {
                    steps += i - lineStart
                    throw DriftInputError(
                        Diagnostic(
                            file: path, at: SourceLocation(line: lines.count + 1, column: 1),
                            "line is longer than \(maximumLineBytes) bytes (the limit for a document line)"))
                }
            }
            guard let line = String(validating: bytes[lineStart..<i], as: UTF8.self) else { throw notUTF8() }
            lines.append(line)
            steps += i - lineStart + 1
            if i < bytes.count && bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            i += 1
            lineStart = i
        }
        return VendorDocument(path: path, lines: lines)
    }

    /// Reads the file at `path`.
    public static func read(path: String, maximumLineBytes: Int = VendorDocument.maximumLineBytes) throws(DriftInputError) -> VendorDocument
    {
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(path) } catch { throw DriftInputError(Diagnostic(refusal: error)) }
        return try decode(path: path, bytes: bytes, maximumLineBytes: maximumLineBytes)
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
