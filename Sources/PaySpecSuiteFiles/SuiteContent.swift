import PaySpecIO

/// What the suite is made of, and its identity: the semantic version in `VERSION` and a content
/// hash of the files. The build-tool plugin, the embedding executable and the stale-binary test
/// all use this one definition, so "the suite" means the same files everywhere.
///
/// The suite is every `*.json` below `spec/` and every `*.json` directly in `golden/` (the suite
/// files and `golden/retired-ids.json`); prose (`README.md`, `PROTOCOL.md`, `golden/suites/`) is not.
public enum SuiteContent {
    /// The file at the repository root holding the suite's semantic version.
    public static let versionFile = "VERSION"

    /// A file of the suite could not be read, or `VERSION` is not a semantic version.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public init(path: String, _ message: String) {
            self.path = path
            self.message = message
        }
        public var description: String { "\(path): error: \(message)" }
    }

    /// Whether a path relative to the repository root belongs to the suite.
    public static func belongs(_ relativePath: String) -> Bool {
        guard relativePath.hasSuffix(".json") else { return false }
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        if parts.first == "spec" { return parts.count >= 2 }
        if parts.first == "golden" { return parts.count == 2 }
        return false
    }

    /// The suite's files under `root`, sorted by relative path, with their bytes. Anything named
    /// like a suite file that is not a regular file is a problem, not a silent omission.
    public static func read(root: String) throws(Problem) -> [SuiteFile] {
        var files: [SuiteFile] = []
        for folder in ["spec", "golden"] {
            let directory = join(root, folder)
            guard FileKind.of(directory) == .directory else { throw Problem(path: directory, "folder not found") }
            let entries = InputWalk.entries(under: directory, isInput: { belongs(folder + "/" + $0) })
            for entry in entries {
                switch entry {
                case .refused(let refusal): throw Problem(path: refusal.path, refusal.reason)
                case .file(let path):
                    let relative = folder + "/" + path.dropFirst(directory.count).drop { $0 == "/" }
                    do throws(InputFile.ReadError) {
                        files.append(SuiteFile(path: relative, bytes: try InputFile.read(path)))
                    } catch {
                        throw Problem(path: error.path, error.reason)
                    }
                }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The semantic version in `root/VERSION` (one line, `MAJOR.MINOR.PATCH`).
    public static func readVersion(root: String) throws(Problem) -> String {
        let path = join(root, versionFile)
        let text: String
        do throws(InputFile.ReadError) { text = try InputFile.readText(path) } catch { throw Problem(path: path, error.reason) }
        let version = text.trimmingSuffixNewline()
        guard isSemanticVersion(version) else {
            throw Problem(path: path, "expected one line MAJOR.MINOR.PATCH (for example 0.2.0), found \(version.debugDescription)")
        }
        return version
    }

    /// `MAJOR.MINOR.PATCH`, three decimal numbers without leading zeros.
    public static func isSemanticVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3
            && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } && (part == "0" || part.first != "0")
            }
    }

    /// SHA-256 over the files in path order; each file contributes its relative path, a newline,
    /// its byte count in decimal, a newline, and its bytes. Lengths make the framing unambiguous,
    /// so moving bytes from one file to the next changes the hash.
    public static func contentHash(_ files: [SuiteFile]) -> String {
        var hash = SHA256()
        for file in files.sorted(by: { $0.path < $1.path }) {
            hash.update(Array(file.path.utf8))
            hash.update([0x0A])
            hash.update(Array(String(file.bytes.count).utf8))
            hash.update([0x0A])
            hash.update(file.bytes)
        }
        return hash.hexDigest()
    }

    /// The version string reports and `--version` show: `0.2.0+` and the hash's first 12 digits.
    public static func displayVersion(semantic: String, contentHash: String) -> String {
        semantic + "+" + contentHash.prefix(12)
    }

    static func join(_ root: String, _ name: String) -> String {
        root.isEmpty || root == "." ? name : (root.hasSuffix("/") ? root + name : root + "/" + name)
    }
}

extension String {
    fileprivate func trimmingSuffixNewline() -> String {
        var s = Substring(self)
        while let last = s.last, last == "\n" || last == "\r" { s = s.dropLast() }
        return String(s)
    }
}
