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
        var failure: Int32 = 0
        // Read into fresh uninitialised storage, then appended in one copy: no zero-filling of
        // the block first, element by element where the append is not specialised.
        let block = [UInt8](unsafeUninitializedCapacity: max(count, 0)) { buffer, initialized in
            var got = 0
            while got < count {
                let n = pread(fd, buffer.baseAddress! + got, count - got, off_t(offset + got))
                if n < 0 && errno == EINTR { continue }
                if n < 0 {
                    failure = errno
                    break
                }
                if n == 0 { break }
                got += n
            }
            initialized = got
        }
        if failure != 0 { throw InputFile.ReadError(path: path, reason: "cannot read (\(String(cString: strerror(failure))))") }
        out.append(contentsOf: block)
        return block.count
    }
}
