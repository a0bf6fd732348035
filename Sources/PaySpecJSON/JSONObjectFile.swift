/// The first step of every PaySpec file loader (spec tables, translations, golden suites): parse
/// the bytes, require an object at the top, and report member names the format does not have.
public enum JSONObjectFile {
    /// The parsed root object, or `nil` when the file is not JSON or not an object (then the one
    /// diagnostic says why). Unknown top-level members are reported, and reading goes on.
    ///
    /// - Parameters:
    ///   - kind: what the file is, for messages ("table", "suite", "translation file").
    ///   - fields: the top-level member names the format allows.
    public static func read(path: String, bytes: [UInt8], kind: String, fields: Set<String>) -> (root: JSONNode?, diagnostics: [Diagnostic])
    {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            return (nil, [Diagnostic(file: path, at: error.location, error.message)])
        }
        guard let members = root.members else {
            return (nil, [Diagnostic(file: path, at: root.location, "expected a \(kind) object, found \(root.value.typeDescription)")])
        }
        let allowed = fields.sorted().joined(separator: ", ")
        let unknown = members.filter { !fields.contains($0.key) }.map {
            Diagnostic(file: path, at: $0.keyLocation, "unknown field \"\($0.key)\"; a \(kind) has \(allowed)")
        }
        return (root, unknown)
    }
}
