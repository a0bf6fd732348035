#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A line-oriented input (recorded outputs, one JSON document a line) read a block at a time:
/// memory stays near one line, and a line longer than the limit is refused when it passes the
/// limit, without reading the rest of it.
public enum InputLines {
    /// Why reading stopped: the file could not be read, or a line is too long.
    public enum Failure: Error, Sendable, Equatable {
        case unreadable(InputFile.ReadError)
        /// Line `line` (1-based) has more than `limit` bytes.
        case lineTooLong(line: Int, limit: Int)
    }

    /// Bytes read per system call.
    static let blockSize = 1 << 16

    /// Calls `body` with each line's number (from 1) and bytes, without the LF; a CR before it is
    /// kept. `body` returns false to stop early. `-` reads standard input.
    public static func forEach(
        _ path: String, maximumLineLength: Int, maximumSize: Int = InputFile.defaultMaximumSize, _ body: (Int, [UInt8]) -> Bool
    ) throws(Failure) {
        var bytesRead = 0
        try forEach(path, maximumLineLength: maximumLineLength, maximumSize: maximumSize, bytesRead: &bytesRead, body)
    }

    /// `forEach`, adding the bytes it reads to `bytesRead` as it goes (also when it stops at a
    /// long line): the work a test counts.
    public static func forEach(
        _ path: String, maximumLineLength: Int, maximumSize: Int = InputFile.defaultMaximumSize, bytesRead: inout Int,
        _ body: (Int, [UInt8]) -> Bool
    ) throws(Failure) {
        let fd: Int32
        if path == InputFile.standardInputName {
            fd = STDIN_FILENO
        } else {
            do throws(InputFile.ReadError) { fd = try InputFile.openRegular(path, maximumSize: maximumSize).0 } catch {
                throw .unreadable(error)
            }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var line: [UInt8] = []
        var number = 1
        var total = 0
        var block = [UInt8](repeating: 0, count: blockSize)
        while true {
            let n = block.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress!, blockSize) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                throw .unreadable(InputFile.ReadError(path: path, reason: "cannot read (\(String(cString: strerror(errno))))"))
            }
            if n == 0 { break }
            total += n
            bytesRead += n
            if total > maximumSize {
                throw .unreadable(InputFile.ReadError(path: path, reason: "refused: over the \(maximumSize)-byte limit"))
            }
            var start = 0
            while start < n {
                guard let end = block[start..<n].firstIndex(of: 0x0A) else {
                    line += block[start..<n]
                    if line.count > maximumLineLength { throw .lineTooLong(line: number, limit: maximumLineLength) }
                    break
                }
                line += block[start..<end]
                if line.count > maximumLineLength { throw .lineTooLong(line: number, limit: maximumLineLength) }
                guard body(number, line) else { return }
                line.removeAll(keepingCapacity: true)
                number += 1
                start = end + 1
            }
        }
        if !line.isEmpty { _ = body(number, line) }
    }
}
