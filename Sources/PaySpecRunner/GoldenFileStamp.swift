import Foundation
import PaySpecJSON
import PaySpecVectors

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a golden file's metadata said before the adapter started: a run whose first pass goes
/// on while the adapter already answers tells a file edited since (by the adapter, by anyone)
/// from the file it began with, as a run that read every file first did when it read them
/// again.
struct GoldenFileStamp: Equatable {
    private var device: UInt64 = 0
    private var inode: UInt64 = 0
    private var size: Int64 = 0
    private var modified: (seconds: Int, nanoseconds: Int) = (0, 0)
    private var changed: (seconds: Int, nanoseconds: Int) = (0, 0)
    /// The file could not be told (`stat` failed): it then has to fail the same way when read.
    private var missing = true

    /// The file at `path` as it stands now.
    init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        missing = false
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            modified = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
            changed = (info.st_ctimespec.tv_sec, info.st_ctimespec.tv_nsec)
        #else
            modified = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
            changed = (info.st_ctim.tv_sec, info.st_ctim.tv_nsec)
        #endif
    }

    static func == (a: GoldenFileStamp, b: GoldenFileStamp) -> Bool {
        a.missing == b.missing && a.device == b.device && a.inode == b.inode && a.size == b.size && a.modified == b.modified
            && a.changed == b.changed
    }
}

/// The golden files of a directory, listed and stamped before the adapter starts.
struct GoldenListing {
    var paths: [String]
    /// The directory could not be listed.
    var diagnostics: [Diagnostic]
    var stamps: [GoldenFileStamp]

    init(directory: String) {
        (paths, diagnostics) = GoldenLoader.filePaths(directory: directory)
        stamps = paths.map(GoldenFileStamp.init(path:))
    }
}
