import PaySpecModel

/// An implementation's inventory (the codes, reasons, statuses, keys and languages it knows)
/// compared with spec/: what it lacks and what it has beyond the spec, per table.
public enum InventoryComparison {
    /// Inventory table -> the spec field whose values it lists.
    public static let fields: [String: String] = [
        "comgate/errors": "code",
        "comgate/error-reasons": "reason",
        "seb/platform-statuses": "status",
        "seb/outcomes": "outcome",
        "moneycollect/statuses": "status",
        "comgate/translation-keys": "key",
        "comgate/languages": "code",
    ]

    /// The findings for `inventory` (table -> values). A value the spec has and the port lacks is
    /// an error (`inventory-missing`); a value the port has beyond the spec a warning
    /// (`inventory-extra`); a table the spec does not know, or one the port does not report, info.
    public static func compare(
        _ inventory: [String: [String]], with catalog: SpecCatalog, source: String = "inventory"
    )
        -> [Finding]
    {
        var findings: [Finding] = []
        if !inventory.keys.contains(where: { fields[$0] != nil }) {
            // Nothing to compare is no pass: an adapter that answers `{}` would otherwise be green.
            findings.append(
                Finding(
                    rule: "inventory-empty", severity: .error, table: "*", key: "*",
                    message: "the implementation reports none of the inventory tables (\(fields.keys.sorted().joined(separator: ", "))); "
                        + "nothing was checked: answer the inventory request (golden/PROTOCOL.md, section 3)",
                    file: source, line: nil))
        }
        for name in fields.keys.sorted() {
            let field = fields[name]!
            let table = catalog.table(name)
            let path = table?.path ?? name
            guard let values = inventory[name] else {
                findings.append(
                    Finding(
                        rule: "inventory-table-missing", severity: .info, table: name, key: "*",
                        message: "the implementation reports no \(name); not checked", file: source, line: nil))
                continue
            }
            let rows = (table?.rows ?? []).filter { $0.level != .informative }
            let specValues = rows.compactMap { $0.string(field) }
            let have = Set(values)
            for row in rows {
                guard let value = row.string(field), !have.contains(value) else { continue }
                findings.append(
                    Finding(
                        rule: "inventory-missing", severity: .error, table: name, key: value,
                        message: "the implementation lacks \(field) \"\(value)\"", file: path, line: row.location.line))
            }
            for value in values.sorted() where !specValues.contains(value) {
                findings.append(
                    Finding(
                        rule: "inventory-extra", severity: .warning, table: name, key: value,
                        message: "the implementation has \(field) \"\(value)\", which spec/ does not", file: source, line: nil))
            }
        }
        for name in inventory.keys.sorted() where fields[name] == nil {
            findings.append(
                Finding(
                    rule: "inventory-table-unknown", severity: .info, table: name, key: "*",
                    message: "spec/ has no inventory table \(name); ignored", file: source, line: nil))
        }
        return findings
    }
}
