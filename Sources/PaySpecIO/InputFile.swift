#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the kit reads an input path: spec tables, golden suites, expectations, recorded
/// outputs, documents, catalogs. The path is stat-ed first and only a regular file is opened, so
/// a FIFO, a device, a socket or a directory is refused with its reason instead of blocking or
/// being read forever; `-` reads standard input.
public enum InputFile {
    /// Why an input could not be read, formatted like every other diagnostic:
    /// `path: error: not a regular file (a FIFO)`.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
        public var description: String { "\(path): error: \(reason)" }
    }

    /// The name that stands for standard input.
    public static let standardInputName = "-"

    /// Files larger than this are refused rather than read (a hostile or runaway input).
    public static let defaultMaximumSize = 512 * 1024 * 1024

    /// The whole of `path` (or of standard input for `-`), read once into one buffer.
    public static func read(_ path: String, maximumSize: Int = defaultMaximumSize) throws(ReadError) -> [UInt8] {
        if path == standardInputName { return try readAll(fd: STDIN_FILENO, name: path, maximumSize: maximumSize) }
        let (fd, size) = try openRegular(path, maximumSize: maximumSize)
        defer { close(fd) }
        return try readAll(fd: fd, name: path, maximumSize: maximumSize, sizeHint: size)
    }

    /// Opens `path` for reading if it is a regular file of at most `maximumSize` bytes; returns
    /// the descriptor (blocking, the caller closes it) and the size.
    static func openRegular(_ path: String, maximumSize: Int) throws(ReadError) -> (Int32, Int) {
        let kind = FileKind.of(path)
        if let refusal = kind.refusal { throw ReadError(path: path, reason: refusal) }
        // O_NONBLOCK: if the path was swapped for a FIFO after the stat, opening does not wait.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw ReadError(path: path, reason: "cannot read (\(String(cString: strerror(errno))))") }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = "cannot read (\(String(cString: strerror(errno))))"
            close(fd)
            throw ReadError(path: path, reason: reason)
        }
        if let refusal = FileKind.kind(info.st_mode).refusal {
            close(fd)
            throw ReadError(path: path, reason: refusal)
        }
        let size = Int(info.st_size)
        guard size <= maximumSize else {
            close(fd)
            throw ReadError(path: path, reason: "refused: \(size) bytes is over the \(maximumSize)-byte limit")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return (fd, size)
    }

    /// `read(_:)` decoded as UTF-8 (invalid sequences become U+FFFD; parsers that must reject
    /// them read the bytes instead).
    public static func readText(_ path: String, maximumSize: Int = defaultMaximumSize) throws(ReadError) -> String {
        String(decoding: try read(path, maximumSize: maximumSize), as: UTF8.self)
    }

    static func readAll(fd: Int32, name: String, maximumSize: Int, sizeHint: Int = 1 << 16) throws(ReadError) -> [UInt8] {
        // Read straight into the array's storage: a file of the size `fstat` gave takes one
        // allocation and no copy (one spare byte, so that end of file is seen without growing).
        var bytes: [UInt8] = []
        var room = max(sizeHint, 1 << 12) + 1
        while true {
            var failure: Int32 = 0
            var ended = false
            let old = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: old.count + room) { buffer, count in
                old.withUnsafeBufferPointer { o in
                    if let from = o.baseAddress { buffer.baseAddress!.initialize(from: from, count: o.count) }
                }
                count = old.count
                while count < buffer.count && count <= maximumSize {
                    let n = posixRead(fd, buffer.baseAddress! + count, buffer.count - count)
                    if n < 0 && errno == EINTR { continue }
                    if n < 0 {
                        failure = errno
                        return
                    }
                    if n == 0 {
                        ended = true
                        return
                    }
                    count += n
                }
            }
            if failure != 0 { throw ReadError(path: name, reason: "cannot read (\(String(cString: strerror(failure))))") }
            if bytes.count > maximumSize { throw ReadError(path: name, reason: "refused: over the \(maximumSize)-byte limit") }
            if ended { return bytes }
            room = max(room, bytes.count)
        }
    }
}

/// The system call, named apart from `InputFile.read` so the enum's methods can call it.
func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
