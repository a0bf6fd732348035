#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-buffer writes to a file descriptor that report failure instead of trapping
/// (`FileHandle.write(_:)` traps on a full disk or a closed pipe).
public enum StreamWriter {
    /// The failure of a write: the `strerror` text of `errno`.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var code: Int32
        public var description: String { String(cString: strerror(code)) }
        public init(code: Int32) { self.code = code }
    }

    /// Writes every byte of `text` to `fd`, retrying short writes and interruptions.
    public static func write(_ text: String, to fd: Int32) throws(WriteError) {
        var bytes = Array(text.utf8)
        try write(&bytes, to: fd)
    }

    /// Writes every byte of `bytes` to `fd`, retrying short writes and interruptions.
    public static func write(_ bytes: inout [UInt8], to fd: Int32) throws(WriteError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { posixWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw WriteError(code: errno) }
            if n == 0 { throw WriteError(code: EIO) }
            offset += n
        }
    }
}

/// The system call, named apart from `StreamWriter.write` so the enum's methods can call it.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
