import PaySpecJSON

/// The root object of a JSON-based catalog file (ARB, plain JSON): a syntax error or a root
/// that is not an object is a parse error naming the file, line and column.
enum JSONCatalogRoot {
    /// The root node and its members; `expected` says what the format's root holds.
    static func read(
        _ bytes: [UInt8], file: String, expected: String
    ) throws(CatalogParseError) -> (
        root: JSONNode, members: [JSONMember]
    ) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw CatalogParseError(file: file, at: error.location, error.message)
        }
        guard let members = root.members else {
            throw CatalogParseError(file: file, at: root.location, "expected \(expected)")
        }
        return (root, members)
    }
}
