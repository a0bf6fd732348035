import PaySpecJSON

/// One spec file: a table of one SDK.
public struct SpecTable: Sendable {
    /// `sdk/table`, for example `comgate/errors`; `ambiguities` for the register.
    public var name: String
    public var sdk: String
    public var title: String
    /// The field whose value identifies a row.
    public var keyField: String
    public var rows: [SpecRow]
    /// The file's path as given to the loader, used in diagnostics.
    public var path: String
    /// Keys of rows that were reported as invalid and left out: references to them are not
    /// reported again, so one mistake gives one message.
    public var rejectedKeys: Set<String> = []

    /// The row whose key is `key`.
    public func row(_ key: String) -> SpecRow? {
        rows.first { $0.key == key }
    }

    /// How many rows there are at each level.
    public var levelCounts: [SpecLevel: Int] {
        var counts: [SpecLevel: Int] = [:]
        for row in rows { if let l = row.level { counts[l, default: 0] += 1 } }
        return counts
    }
}
