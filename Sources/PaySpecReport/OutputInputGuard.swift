import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFile {
    /// Refuses an output that is one of the command's inputs: the same file (device and inode,
    /// so links and `./` spellings are caught), an input folder itself, or any file read from
    /// an input folder.
    public static func refuseInputs(_ output: String, inputs: [String]) throws(OutputError) {
        guard output != "-" else { return }
        // A loop of links can be neither read nor written: refused before any work.
        _ = try writableTarget(output)
        // An existing output is matched by device and inode. With no file there now,
        // `sub/../run.json` still names `run.json` once the write creates `sub/`: the names are
        // then compared as the write will resolve them.
        var out = stat()
        let isOutput: (String) -> Bool
        if stat(output, &out) == 0 {
            isOutput = { file in
                var info = stat()
                return stat(file, &info) == 0 && info.st_dev == out.st_dev && info.st_ino == out.st_ino
            }
        } else {
            let name = canonical(output)
            isOutput = { canonical($0) == name }
        }
        for input in inputs where input != "-" {
            for file in filesUnder(input) where isOutput(file) {
                let named = file == input ? input : "\(file) (in \(input))"
                throw OutputError(
                    kind: .isInput, path: output, message: "is an input of this command (\(named)); refusing to overwrite it")
            }
        }
    }

    /// `path` and, for a folder, every file and folder below it.
    static func filesUnder(_ path: String) -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return [path] }
        var out = [path]
        if let walker = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in walker { out.append((path as NSString).appendingPathComponent(relative)) }
        }
        return out
    }
}

extension OutputFile {
    /// Whether two output paths name one file: the same device and inode when it exists, else
    /// the same name in the same folder once the folders' links are followed.
    public static func sameTarget(_ a: String, _ b: String) -> Bool {
        guard a != "-", b != "-" else { return false }
        var x = stat()
        var y = stat()
        if stat(a, &x) == 0 && stat(b, &y) == 0 { return x.st_dev == y.st_dev && x.st_ino == y.st_ino }
        return canonical(a) == canonical(b)
    }

    /// The absolute name of `path` with its folder's links followed (the file itself may not
    /// exist). Folders that do not exist yet hold no links: from the nearest one that exists,
    /// the rest of the path is resolved by its names (`sub/..` is nothing once `sub/` is made).
    static func canonical(_ path: String) -> String {
        let target = resolvedTarget(path)
        var folder = parent(of: target)
        var rest = [lastComponent(of: target)]
        var base: String?
        while base == nil {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            if realpath(folder.isEmpty ? "." : folder, &buffer) != nil {
                base = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            } else if folder.isEmpty || folder == "/" {
                return target
            } else {
                rest.insert(lastComponent(of: folder), at: 0)
                folder = parent(of: folder)
            }
        }
        var parts = base!.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for part in rest where !part.isEmpty && part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Refuses to replace an existing file unless `force`: the `.xcstrings` or `.csv` an export
    /// is pointed at may be the app's own catalog. A FIFO or device is no file to keep.
    public static func refuseReplacing(_ path: String, force: Bool) throws(OutputError) {
        guard !force, path != "-" else { return }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        throw refusedReplacing(path)
    }
}

extension OutputFile {
    /// Refuses, before any work, a folder that files cannot be written into: it (or, when it
    /// does not exist yet, the nearest folder above it that does) takes no new entry. Proven by
    /// making and removing one, since permissions do not tell (root, read-only mounts, /proc).
    public static func refuseUnwritableFolder(_ directory: String) throws(OutputError) {
        let target = try writableTarget(directory)
        var folder = target
        var info = stat()
        while stat(folder, &info) != 0 {
            let up = parent(of: folder)
            if up.isEmpty {
                folder = "."
                _ = stat(folder, &info)
                break
            }
            folder = up
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError(kind: .cannotWrite, path: directory, message: "\(folder) is not a directory")
        }
        let probe = temporaryName(for: join(folder, "probe"))
        guard mkdir(probe, 0o700) == 0 else { throw failure(directory, "cannot write into \(folder)") }
        rmdir(probe)
    }
}
