/// A report written in pieces as it is made: text gathers in a buffer that goes out in whole
/// lines once it holds `chunk` bytes, so a report of a million cases never exists as one string.
public final class ReportStream {
    private var buffer = ""
    private let chunk: Int
    private let emit: (String) throws -> Void
    /// Bytes handed to `emit` so far.
    public private(set) var written = 0

    /// `emit` receives each piece in order; an error it throws stops the writer that called `write`.
    public init(chunk: Int = 1 << 16, _ emit: @escaping (String) throws -> Void) {
        self.chunk = chunk
        self.emit = emit
    }

    public func write(_ text: String) throws {
        buffer += text
        guard buffer.utf8.count >= chunk, let end = buffer.utf8.lastIndex(of: UInt8(ascii: "\n")) else { return }
        // Whole lines only: whoever receives the pieces (a console making CI commands inert)
        // reads each piece's start as a line's start.
        let piece = String(buffer[...end])
        buffer = String(buffer[buffer.index(after: end)...])
        written += piece.utf8.count
        try emit(piece)
    }

    /// Hands over what the buffer holds (the writer calls it once, at the end).
    public func flush() throws {
        guard !buffer.isEmpty else { return }
        let piece = buffer
        buffer = ""
        written += piece.utf8.count
        try emit(piece)
    }

    /// The whole report as one string (`render` of every writer that streams).
    public static func collect(_ produce: (ReportStream) throws -> Void) -> String {
        var out = ""
        let stream = ReportStream(chunk: Int.max) { out += $0 }
        // Nothing throws here: appending to a string cannot fail.
        try? produce(stream)
        try? stream.flush()
        return out
    }
}
