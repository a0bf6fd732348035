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
        var out = stat()
        guard stat(output, &out) == 0 else { return }  // a file that does not exist is no input
        for input in inputs where input != "-" {
            for file in filesUnder(input) {
                var info = stat()
                if stat(file, &info) == 0 && info.st_dev == out.st_dev && info.st_ino == out.st_ino {
                    let named = file == input ? input : "\(file) (in \(input))"
                    throw OutputError(
                        kind: .isInput, path: output, message: "is an input of this command (\(named)); refusing to overwrite it")
                }
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
