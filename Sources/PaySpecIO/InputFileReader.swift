#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular input file read a stretch at a time: a large input costs the stretch being read,
/// not its size. Opened by `InputFile`'s rules (a regular file, at most the size limit).
public final class InputFileReader {
    public let path: String
    /// The size `fstat` gave when the file was opened.
    public let size: Int
    private let fd: Int32

    public init(_ path: String, maximumSize: Int = InputFile.defaultMaximumSize) throws(InputFile.ReadError) {
        self.path = path
        (fd, size) = try InputFile.openRegular(path, maximumSize: maximumSize)
    }

    deinit { close(fd) }

    /// Up to `count` bytes from `offset`, appended to `out`; fewer only at the end of the file.
    /// Returns how many were appended.
    @discardableResult
    public func read(at offset: Int, count: Int, into out: inout [UInt8]) throws(InputFile.ReadError) -> Int {
        let mark = out.count
        var failure: Int32 = 0
        out.append(contentsOf: repeatElement(0, count: count))
        var got = 0
        out.withUnsafeMutableBufferPointer { buffer in
            while got < count {
                let n = pread(fd, buffer.baseAddress! + mark + got, count - got, off_t(offset + got))
                if n < 0 && errno == EINTR { continue }
                if n < 0 {
                    failure = errno
                    return
                }
                if n == 0 { return }
                got += n
            }
        }
        out.removeSubrange((mark + got)...)
        if failure != 0 { throw InputFile.ReadError(path: path, reason: "cannot read (\(String(cString: strerror(failure))))") }
        return got
    }
}
