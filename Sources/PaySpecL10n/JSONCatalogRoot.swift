import PaySpecJSON

/// The root object of a JSON-based catalog file (ARB, plain JSON): a syntax error or a root
/// that is not an object is a parse error naming the file, line and column.
///
/// A key repeated in an object is read as the app's build reads it: Flutter's gen-l10n and the
/// JavaScript loaders decode with Dart's `json.decode` or `JSON.parse`, which keep the last
/// copy at the place of the first. The file is not refused; each later copy is a
/// `duplicate-key` finding at its own line.
enum JSONCatalogRoot {
    /// The root node and its members; `expected` says what the format's root holds.
    static func read(
        _ bytes: [UInt8], file: String, expected: String
    ) throws(CatalogParseError) -> (
        root: JSONNode, members: [JSONMember], repeatsKeys: Bool
    ) {
        let root: JSONNode
        let repeatsKeys: Bool
        do {
            (root, repeatsKeys) = try JSONParser.parseKeepingRepeatedKeys(bytes)
        } catch {
            throw CatalogParseError(file: file, at: error.location, error.message)
        }
        guard let members = root.members else {
            throw CatalogParseError(file: file, at: root.location, "expected \(expected)")
        }
        return (root, members, repeatsKeys)
    }

    /// An object's members as a decoder that keeps the last copy reads them: each key once, in
    /// the order of its first copy, with its last copy's value; and every copy after the first,
    /// in source order.
    static func lastCopies(_ members: [JSONMember]) -> (members: [JSONMember], repeats: [JSONMember]) {
        var position: [String: Int] = [:]
        var kept: [JSONMember] = []
        var repeats: [JSONMember] = []
        kept.reserveCapacity(members.count)
        for member in members {
            if let at = position[member.key] {
                kept[at] = member
                repeats.append(member)
            } else {
                position[member.key] = kept.count
                kept.append(member)
            }
        }
        return (kept, repeats)
    }
}
