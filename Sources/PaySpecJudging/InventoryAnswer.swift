import PaySpecJSON

/// An implementation's inventory read strictly: every table an array of strings, or a diagnostic
/// naming where it is not. `payspec drift --inventory FILE` reads a file with it, and the
/// inventory client reads an adapter's answer with it; it depends on nothing but the JSON reader,
/// so the parser fuzzer compiles it alone.
public enum InventoryAnswer {
    /// `{"type":"inventory","inventory":{table: [values]}}`, or the bare `{table: [values]}`.
    public static func read(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [String: [String]] {
        let node: JSONNode
        do {
            node = try JSONParser.parse(bytes)
        } catch {
            throw Diagnostic(file: path, at: error.location, error.message)
        }
        let root = node.value["inventory"] ?? node.value
        guard let object = root.objectValue else {
            throw Diagnostic(file: path, at: node.location, "an inventory must be an object of table -> array of strings")
        }
        var inventory: [String: [String]] = [:]
        for (table, value) in object {
            guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
                throw Diagnostic(file: path, at: node.location, "inventory \"\(table)\" must be an array of strings")
            }
            inventory[table] = items.compactMap(\.stringValue)
        }
        return inventory
    }
}
