#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder walk that reports everything it meets that looks like an input: a regular file to
/// read, or anything else (a FIFO, a device, a dangling link, a folder named like an input) as a
/// refusal with its reason, so nothing named like an input is dropped in silence. Symbolic links
/// to folders are followed; a folder already walked (a link cycle) is walked once.
public enum InputWalk {
    /// One thing met in a walk.
    public enum Entry: Sendable, Equatable {
        /// A regular file to read.
        case file(String)
        /// Something named like an input that is not read, and why.
        case refused(InputFile.ReadError)
    }

    /// Every path below `directory` whose name `isInput` accepts, sorted by path. Folders whose
    /// name `skipFolder` accepts (hidden or build folders) are not entered.
    public static func entries(
        under directory: String, isInput: (_ relativePath: String) -> Bool, skipFolder: (_ name: String) -> Bool = { _ in false }
    ) -> [Entry] {
        var found: [Entry] = []
        var visited: Set<FolderIdentity> = []
        walk(directory, relative: "", isInput: isInput, skipFolder: skipFolder, visited: &visited, into: &found)
        return found.sorted { path(of: $0) < path(of: $1) }
    }

    /// The regular files of `entries`.
    public static func files(_ entries: [Entry]) -> [String] {
        entries.compactMap { if case .file(let path) = $0 { return path } else { return nil } }
    }

    /// The refusals of `entries`.
    public static func refusals(_ entries: [Entry]) -> [InputFile.ReadError] {
        entries.compactMap { if case .refused(let error) = $0 { return error } else { return nil } }
    }

    static func path(of entry: Entry) -> String {
        switch entry {
        case .file(let path): return path
        case .refused(let error): return error.path
        }
    }

    struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    static func walk(
        _ folder: String, relative: String, isInput: (String) -> Bool, skipFolder: (String) -> Bool,
        visited: inout Set<FolderIdentity>, into found: inout [Entry]
    ) {
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        guard visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { return }
        for name in names(in: folder).sorted() {
            let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            let kind = FileKind.of(full)
            if kind == .directory {
                if isInput(rel) {
                    found.append(.refused(InputFile.ReadError(path: full, reason: kind.refusal!)))
                } else if !skipFolder(name) {
                    walk(full, relative: rel, isInput: isInput, skipFolder: skipFolder, visited: &visited, into: &found)
                }
                continue
            }
            guard isInput(rel) else { continue }
            if let refusal = kind.refusal {
                found.append(.refused(InputFile.ReadError(path: full, reason: refusal)))
            } else {
                found.append(.file(full))
            }
        }
    }

    static func names(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
