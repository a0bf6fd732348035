#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hidden folder a folder export is written into before it is moved in. Every file and
/// folder in it is remembered for removal on a signal (`OutputTemporaries`), and `remove`
/// takes away whatever is left of it, so no staging folder outlives the command.
struct StagingFolder {
    let path: String
    private var slots: [Int?] = []
    private var gone = false

    init(path: String) { self.path = path }

    /// Creates the folder; false when it cannot be.
    mutating func create() -> Bool {
        let (made, slot) = OutputTemporaries.withSignalsBlocked { () -> (Bool, Int?) in
            guard mkdir(path, 0o755) == 0 else { return (false, nil) }
            return (true, OutputTemporaries.remember(path, folder: true))
        }
        guard made else { return false }
        slots.append(slot)
        return true
    }

    /// Creates the folders of `relative` (a file's path inside the staging folder).
    mutating func makeFolders(for relative: String) -> Bool {
        var folder = path
        for part in relative.split(separator: "/").dropLast() {
            folder = OutputFile.join(folder, String(part))
            var info = stat()
            if lstat(folder, &info) == 0 { continue }
            let current = folder
            let (made, slot) = OutputTemporaries.withSignalsBlocked { () -> (Bool, Int?) in
                guard mkdir(current, 0o755) == 0 else { return (false, nil) }
                return (true, OutputTemporaries.remember(current, folder: true))
            }
            guard made else { return false }
            slots.append(slot)
        }
        return true
    }

    /// Remembers a file written into the folder.
    mutating func track(file: String) {
        slots.append(OutputTemporaries.remember(file))
    }

    /// The whole folder was renamed into place: nothing of it is to be removed any more.
    mutating func movedAway() {
        gone = true
        for slot in slots { OutputTemporaries.forget(slot) }
        slots = []
    }

    /// Removes what is left: files (staged, or set aside when replaced), then folders, deepest
    /// first. Files a completed move took out are no longer here; unlinking them fails harmlessly.
    mutating func remove() {
        guard !gone else { return }
        gone = true
        removeTree(path)
        for slot in slots { OutputTemporaries.forget(slot) }
        slots = []
    }

    /// Removes a folder and everything below it, without following links.
    private func removeTree(_ folder: String) {
        guard let dir = opendir(folder) else { return }
        var entries: [(String, Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let full = OutputFile.join(folder, name)
            var info = stat()
            let isFolder = lstat(full, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            entries.append((full, isFolder))
        }
        closedir(dir)
        for (full, isFolder) in entries {
            if isFolder { removeTree(full) } else { unlink(full) }
        }
        rmdir(folder)
    }
}
