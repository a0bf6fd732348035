#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, learnt with `lstat` and then `stat` (a symbolic link is followed once to
/// what it points at), without opening it: opening a FIFO blocks until a writer comes.
public enum FileKind: Sendable, Equatable {
    case regular
    case directory
    case fifo
    case characterDevice
    case blockDevice
    case socket
    /// A symbolic link whose target does not exist.
    case danglingLink(target: String)
    /// Nothing at the path.
    case missing
    /// `stat` failed for another reason (permission, a loop of links); the `strerror` text.
    case unreachable(String)
    case other

    /// The kind of `path`, following a symbolic link.
    public static func of(_ path: String) -> FileKind {
        var info = stat()
        if stat(path, &info) == 0 { return kind(info.st_mode) }
        let reason = errno
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0, (linkInfo.st_mode & S_IFMT) == S_IFLNK {
            return reason == ENOENT ? .danglingLink(target: linkTarget(path) ?? "?") : .unreachable(String(cString: strerror(reason)))
        }
        return reason == ENOENT || reason == ENOTDIR ? .missing : .unreachable(String(cString: strerror(reason)))
    }

    /// Whether `path` itself (not what it points at) is a symbolic link.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    static func kind(_ mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Why a path of this kind is not read as a file (`nil` for a regular file): the words after
    /// `error:` in `path: error: not a regular file (a FIFO)`.
    public var refusal: String? {
        switch self {
        case .regular: return nil
        case .directory: return "not a regular file (a directory)"
        case .fifo: return "not a regular file (a FIFO)"
        case .characterDevice: return "not a regular file (a character device)"
        case .blockDevice: return "not a regular file (a block device)"
        case .socket: return "not a regular file (a socket)"
        case .other: return "not a regular file"
        case .danglingLink(let target): return "a dangling symbolic link (to \(target))"
        case .missing: return "no such file"
        case .unreachable(let reason): return "cannot read (\(reason))"
        }
    }
}
