import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an output could not be written; `message` is for people (no NSError dumps).
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        case isInput, cannotWrite
        /// The write would replace files the command did not create (and was not told to).
        case wouldReplace
    }
    public var kind: Kind
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// The one way PaySpec writes a file it was asked for with `--output`.
///
/// A regular file (or a path that does not exist yet) is written through a temporary file in the
/// same folder and renamed over the target only once complete, so a failed write keeps the old
/// file and leaves no partial one. A FIFO or a device is written straight through (a rename
/// would replace it by a regular file). A symlink is followed and kept. Missing parent folders
/// are created.
public enum OutputFile {
    /// Writes `bytes` to a descriptor, returning how many were written or -1 (errno set).
    public typealias Writer = @Sendable (Int32, UnsafeRawBufferPointer) -> Int

    public static let posixWriter: Writer = { fd, buffer in
        #if canImport(Glibc)
            Glibc.write(fd, buffer.baseAddress, buffer.count)
        #else
            Darwin.write(fd, buffer.baseAddress, buffer.count)
        #endif
    }

    /// The output being written straight through right now (a FIFO or a device), if any: when a
    /// signal's watchdog finds the process still blocked, this is the output it names.
    public static var writingThrough: String? { throughLock.withLock { throughPath } }
    private static let throughLock = NSLock()
    nonisolated(unsafe) private static var throughPath: String?

    static func markWritingThrough(_ path: String?) { throughLock.withLock { throughPath = path } }

    /// Removes the temporary files and staging folders of writes not yet renamed into place:
    /// for a process about to end without finishing them (a signal's watchdog), so it leaves
    /// no `.tmp-*` file or staging folder behind.
    public static func abandonTemporaries() {
        OutputTemporaries.withSignalsBlocked { removeRememberedTemporaries() }
    }

    /// Writes `text` to `path` as described above. With `replacing: false` an existing regular
    /// file is never replaced, whenever it appeared: the complete temporary file is linked in
    /// under the target's name, which fails when the name is taken (a check made earlier could
    /// not see a file behind `sub/../name` while `sub/` did not exist yet).
    public static func write(_ text: String, to path: String, replacing: Bool = true, writer: Writer = posixWriter) throws(OutputError) {
        try write(Array(text.utf8), to: path, replacing: replacing, writer: writer)
    }

    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool = true, writer: Writer = posixWriter) throws(OutputError) {
        let target = try writableTarget(path)
        var info = stat()
        if stat(target, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw OutputError(kind: .cannotWrite, path: path, message: "is a directory") }
            if type != S_IFREG {
                try writeThrough(bytes, to: target, shownAs: path, writer: writer)
                return
            }
        }
        // Folders made for a write that then fails or is refused go again (emptied, they are
        // the write's debris); rmdir leaves any that holds something.
        let made = missingFolders(above: target)
        try createParent(of: target, shownAs: path)
        do throws(OutputError) {
            try writeBeside(bytes, target: target, shownAs: path, replacing: replacing, writer: writer)
        } catch {
            for folder in made { rmdir(folder) }
            throw error
        }
    }

    /// The folders above `target` that do not exist yet, the deepest first.
    static func missingFolders(above target: String) -> [String] {
        var trimmed = target
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        var missing: [String] = []
        var folder = parent(of: trimmed)
        var info = stat()
        while !folder.isEmpty && folder != "/" && lstat(folder, &info) != 0 {
            missing.append(folder)
            folder = parent(of: folder)
        }
        return missing
    }

    /// The temporary file beside `target`, written whole, then committed.
    private static func writeBeside(
        _ bytes: [UInt8], target: String, shownAs path: String, replacing: Bool, writer: Writer
    ) throws(OutputError) {
        var info = stat()
        let tmp = temporaryName(for: target)
        let (fd, slot) = createTemporary(tmp)
        guard fd >= 0 else { throw failure(path, "cannot create a temporary file beside it") }
        defer { OutputTemporaries.forget(slot) }
        if stat(target, &info) == 0 { _ = fchmod(fd, info.st_mode & 0o7777) }
        do {
            try writeAll(bytes, fd: fd, shownAs: path, writer: writer)
        } catch {
            close(fd)
            unlink(tmp)
            throw error
        }
        guard close(fd) == 0 else {
            let e = failure(path, "cannot finish writing")
            unlink(tmp)
            throw e
        }
        try commit(tmp, to: target, replacing: replacing, shownAs: path)
    }

    /// Moves the complete temporary file `tmp` to `target`: a rename, or with `replacing: false`
    /// a link that fails when `target` exists (then the temporary file is removed and nothing
    /// changed). A file system that takes no hard links gets a check and a rename instead.
    static func commit(_ tmp: String, to target: String, replacing: Bool, shownAs path: String) throws(OutputError) {
        defer { unlink(tmp) }
        if !replacing {
            if link(tmp, target) == 0 { return }
            if errno == EEXIST { throw refusedReplacing(path) }
            var info = stat()
            if lstat(target, &info) == 0 { throw refusedReplacing(path) }
        }
        guard rename(tmp, target) == 0 else { throw failure(path, "cannot replace") }
    }

    static func refusedReplacing(_ path: String) -> OutputError {
        OutputError(kind: .wouldReplace, path: path, message: "refused: the file exists and would be replaced; nothing was written")
    }

    /// Creates `tmp` exclusively and remembers it for removal on a signal, with the signals held
    /// back in between: no moment where it exists unremembered.
    static func createTemporary(_ tmp: String) -> (Int32, Int?) {
        OutputTemporaries.withSignalsBlocked {
            let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            return (fd, fd >= 0 ? OutputTemporaries.remember(tmp) : nil)
        }
    }

    /// Writes what `produce` hands its stream to `path`, piece by piece, with the same rules as
    /// `write(_:to:)`: a regular file through a temporary file renamed once complete (a failure
    /// keeps the old file), a FIFO or device straight through.
    public static func stream(
        to path: String, writer: @escaping Writer = posixWriter, _ produce: (ReportStream) throws -> Void
    ) throws(OutputError) {
        let target = try writableTarget(path)
        var info = stat()
        var through = false
        if stat(target, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw OutputError(kind: .cannotWrite, path: path, message: "is a directory") }
            through = type != S_IFREG
        }
        let tmp = temporaryName(for: target)
        let fd: Int32
        var slot: Int?
        if through { markWritingThrough(path) }
        defer { if through { markWritingThrough(nil) } }
        if through {
            fd = open(target, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw failure(path, "cannot open for writing") }
        } else {
            try createParent(of: target, shownAs: path)
            (fd, slot) = createTemporary(tmp)
            guard fd >= 0 else { throw failure(path, "cannot create a temporary file beside it") }
            if stat(target, &info) == 0 { _ = fchmod(fd, info.st_mode & 0o7777) }
        }
        defer { OutputTemporaries.forget(slot) }
        do {
            let stream = ReportStream { piece throws(OutputError) in try writeAll(Array(piece.utf8), fd: fd, shownAs: path, writer: writer)
            }
            try produce(stream)
            try stream.flush()
        } catch {
            close(fd)
            if !through { unlink(tmp) }
            throw error as? OutputError ?? failure(path, "\(error)")
        }
        guard close(fd) == 0 else {
            let e = failure(path, "cannot finish writing")
            if !through { unlink(tmp) }
            throw e
        }
        guard !through else { return }
        guard rename(tmp, target) == 0 else {
            let e = failure(path, "cannot replace")
            unlink(tmp)
            throw e
        }
    }

    /// Writes several files into `directory` whole or not at all: everything is staged in a
    /// temporary folder beside it and moved in only when every file was written. A file already
    /// there is replaced only when `replacing` says so; otherwise nothing is written and the
    /// error names the files (an app's `res/values/strings.xml` holds more than the export).
    /// Moving in is one transaction: a file it replaces is set aside first, and when a move
    /// fails every file already moved is taken back and every set-aside one restored, so the
    /// folder is as it was. Signals are held back while it runs; the staging folder is gone
    /// afterwards whatever happened, and on a signal before then.
    public static func writeTree(
        _ files: [(path: String, text: String)], into directory: String, replacing: Bool = false, writer: Writer = posixWriter
    )
        throws(OutputError)
    {
        let target = try writableTarget(directory)
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists && info.st_mode & S_IFMT != S_IFDIR {
            throw OutputError(kind: .cannotWrite, path: directory, message: "is not a directory")
        }
        if exists {
            // A folder where a file goes, or a file where a folder goes: no move could succeed.
            for file in files {
                var prefix = target
                for part in file.path.split(separator: "/").dropLast() {
                    prefix = join(prefix, String(part))
                    if lstat(prefix, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR {
                        throw OutputError(
                            kind: .cannotWrite, path: directory, message: "\(prefix) is not a directory; nothing was written")
                    }
                }
                if lstat(join(target, file.path), &info) == 0 && info.st_mode & S_IFMT != S_IFREG {
                    throw OutputError(
                        kind: .cannotWrite, path: directory,
                        message: "\(join(target, file.path)) is not a regular file; nothing was written")
                }
            }
        }
        if exists && !replacing {
            let there = files.map(\.path).filter { lstat(join(target, $0), &info) == 0 }
            if !there.isEmpty {
                let shown = there.prefix(3).joined(separator: ", ") + (there.count > 3 ? " and \(there.count - 3) more" : "")
                throw OutputError(
                    kind: .wouldReplace, path: directory,
                    message: "refused: \(there.count) file(s) already there would be replaced (\(shown)); nothing was written")
            }
        }
        try createParent(of: target, shownAs: directory)
        var staging = StagingFolder(path: temporaryName(for: target))
        guard staging.create() else { throw failure(directory, "cannot create a staging folder beside it") }
        defer { staging.remove() }
        do throws(OutputError) {
            for file in files {
                let path = join(staging.path, file.path)
                guard staging.makeFolders(for: file.path) else { throw failure(directory, "cannot create a folder in the staging folder") }
                // Remembered before it exists: a signal right after its rename still removes it.
                staging.track(file: path)
                try write(Array(file.text.utf8), to: path, writer: writer)
            }
        } catch {
            throw OutputError(kind: .cannotWrite, path: directory, message: error.description + "; nothing was written")
        }
        try OutputTemporaries.withSignalsBlocked { () throws(OutputError) in
            // The staging folder goes before a signal held back meanwhile is acted on.
            defer { staging.remove() }
            if !exists {
                guard rename(staging.path, target) == 0 else { throw failure(directory, "cannot move the staged files in") }
                staging.movedAway()
                return
            }
            try moveIn(files.map(\.path), from: staging, into: target, shownAs: directory)
        }
    }

    /// Moves the staged files in, or none: see `writeTree`.
    private static func moveIn(
        _ paths: [String], from staging: StagingFolder, into target: String, shownAs shown: String
    )
        throws(OutputError)
    {
        var done: [(destination: String, setAside: String?)] = []
        var createdFolders: [String] = []
        func undo() {
            for step in done.reversed() {
                if let setAside = step.setAside { rename(setAside, step.destination) } else { unlink(step.destination) }
            }
            for folder in createdFolders.reversed() { rmdir(folder) }
        }
        var info = stat()
        for (index, path) in paths.enumerated() {
            let destination = join(target, path)
            var folder = target
            for part in path.split(separator: "/").dropLast() {
                folder = join(folder, String(part))
                if lstat(folder, &info) != 0 {
                    guard mkdir(folder, 0o755) == 0 else {
                        let e = failure(shown, "cannot create \(folder); nothing was changed")
                        undo()
                        throw e
                    }
                    createdFolders.append(folder)
                }
            }
            var setAside: String?
            if lstat(destination, &info) == 0 {
                let aside = join(staging.path, ".replaced-\(index)")
                guard rename(destination, aside) == 0 else {
                    let e = failure(shown, "cannot set \(destination) aside; nothing was changed")
                    undo()
                    throw e
                }
                setAside = aside
            }
            guard rename(join(staging.path, path), destination) == 0 else {
                let e = failure(shown, "cannot move \(destination) in; nothing was changed")
                if let setAside { rename(setAside, destination) }
                undo()
                throw e
            }
            done.append((destination, setAside))
        }
    }

    /// The file a path names once symlinks are followed (a dangling link names its target).
    public static func resolvedTarget(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = link.hasPrefix("/") ? link : join(parent(of: current), link)
        }
        return current
    }

    /// `resolvedTarget`, refusing a chain of links that never ends (a loop) before any work.
    static func writableTarget(_ path: String) throws(OutputError) -> String {
        var info = stat()
        if stat(path, &info) != 0 && errno == ELOOP {
            throw OutputError(kind: .cannotWrite, path: path, message: "is a symlink loop (too many levels of symbolic links)")
        }
        let target = resolvedTarget(path)
        if lstat(target, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
            throw OutputError(kind: .cannotWrite, path: path, message: "is a symlink loop (too many levels of symbolic links)")
        }
        return target
    }

    /// The folder part of a path ("" for a bare name), without Foundation's path methods.
    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last part of a path.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    /// The longest file name most file systems take (NAME_MAX).
    static let maximumNameLength = 255

    /// A hidden name beside `target`, within NAME_MAX however long the target's name is: the
    /// target's name is shortened (at a character boundary) to leave room for the suffix.
    static func temporaryName(for target: String) -> String {
        var trimmed = target
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let dir = parent(of: trimmed)
        var name = Substring(lastComponent(of: trimmed))
        let suffix = ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        while 1 + name.utf8.count + suffix.utf8.count > maximumNameLength { name = name.dropLast() }
        return (dir.isEmpty ? "." : dir) + "/." + name + suffix
    }

    static func createParent(of path: String, shownAs shown: String) throws(OutputError) {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let parent = parent(of: trimmed)
        guard !parent.isEmpty else { return }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: parent, isDirectory: &isDir) {
            if !isDir.boolValue { throw OutputError(kind: .cannotWrite, path: shown, message: "\(parent) is not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputError(kind: .cannotWrite, path: shown, message: "cannot create the folder \(parent)")
        }
    }

    static func writeThrough(_ bytes: [UInt8], to target: String, shownAs shown: String, writer: Writer) throws(OutputError) {
        // Opening a FIFO waits for its reader, and each write for room: either can block.
        markWritingThrough(shown)
        defer { markWritingThrough(nil) }
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(shown, "cannot open for writing") }
        do {
            try writeAll(bytes, fd: fd, shownAs: shown, writer: writer)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure(shown, "cannot finish writing") }
    }

    static func writeAll(_ bytes: [UInt8], fd: Int32, shownAs shown: String, writer: Writer) throws(OutputError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { all in writer(fd, UnsafeRawBufferPointer(rebasing: all[offset...])) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(shown, "write failed")
            }
            if n == 0 { throw OutputError(kind: .cannotWrite, path: shown, message: "write failed: nothing written") }
            offset += n
        }
    }

    static func failure(_ path: String, _ what: String) -> OutputError {
        OutputError(kind: .cannotWrite, path: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
