import PaySpecJSON
import PaySpecModel

/// Two versions of spec/ compared row by row; each change classified by a `ChangeRule`.
public enum SpecDiff {
    /// The identity of a row: its key, else `(match)` for a fallback row, else its index.
    static func identity(_ row: SpecRow) -> String {
        row.key ?? row.string("match").map { "(\($0))" } ?? "#\(row.index)"
    }

    /// Fields that are not compared for a rename (meta and positional fields).
    static let ignoredForRename: Set<String> = ChangeRule.provenance.union(["order", "sortIndex"])

    /// Every change from `old` to `new`. Findings point at the new file (or the old one for a
    /// removed table) and the row's line.
    public static func compare(old: SpecCatalog, new: SpecCatalog) -> [Finding] {
        var findings: [Finding] = []
        func add(_ rule: ChangeRule, _ table: String, _ key: String, _ message: String, _ file: String, _ line: Int?) {
            findings.append(
                Finding(
                    rule: rule.rawValue, severity: rule.severity, table: table, key: key, message: message,
                    file: file, line: line))
        }
        for name in Set(old.tableNames).union(new.tableNames).sorted() {
            guard let before = old.table(name) else {
                add(.tableAdded, name, "*", "new table \(name)", new.table(name)!.path, 1)
                continue
            }
            guard let after = new.table(name) else {
                add(.tableRemoved, name, "*", "table \(name) was removed", before.path, 1)
                continue
            }
            let oldRows = Dictionary(before.rows.map { (identity($0), $0) }, uniquingKeysWith: { a, _ in a })
            let newRows = Dictionary(after.rows.map { (identity($0), $0) }, uniquingKeysWith: { a, _ in a })
            var added = after.rows.filter { oldRows[identity($0)] == nil }
            for row in before.rows where newRows[identity(row)] == nil {
                let id = identity(row)
                if row.level == .informative {
                    add(.informativeRowChanged, name, id, "informative row \"\(id)\" was removed", after.path, nil)
                } else if let index = added.firstIndex(where: { sameContent($0, row, table: name) }) {
                    let renamed = added.remove(at: index)
                    add(.rowRenamed, name, id, "\"\(id)\" was renamed to \"\(identity(renamed))\"", after.path, renamed.location.line)
                } else {
                    add(.rowRemoved, name, id, "\"\(id)\" was removed (was at \(before.path):\(row.location.line))", after.path, nil)
                }
            }
            for row in added {
                let id = identity(row)
                let rule: ChangeRule =
                    row.level == .informative
                    ? .informativeRowChanged
                    : name == "comgate/translation-keys"
                        ? .translationKeyAdded
                        : ChangeRule.closedSets.contains(name) ? .closedSetValueAdded : .rowAdded
                add(rule, name, id, "\"\(id)\" was added", after.path, row.location.line)
            }
            for row in after.rows {
                let id = identity(row)
                guard let previous = oldRows[id] else { continue }
                for field in Set(previous.fields.keys).union(row.fields.keys).sorted() where previous[field] != row[field] {
                    var rule = ChangeRule.forField(field, table: name)
                    if rule.severity != .info && (row.level(of: field) == .informative && previous.level(of: field) == .informative) {
                        rule = .informativeRowChanged
                    }
                    add(
                        rule, name, id, "\(field): \(show(previous[field])) -> \(show(row[field]))", after.path,
                        row.location(of: field).line)
                }
            }
        }
        for code in Set(old.translations.keys).intersection(new.translations.keys).sorted() {
            let a = old.translations[code]!, b = new.translations[code]!
            for key in Set(a.strings.keys).intersection(b.strings.keys).sorted() where a.strings[key] != b.strings[key] {
                add(.translationTextChanged, "translations/\(code)", key, "text changed", b.path, b.keyLocations[key]?.line)
            }
        }
        return findings
    }

    /// Whether `a` and `b` say the same thing apart from their key: a rename.
    static func sameContent(_ a: SpecRow, _ b: SpecRow, table: String) -> Bool {
        if table == "comgate/errors", let code = a.string("code"), code == b.string("code") { return true }
        if table == "comgate/languages", let preset = a.string("preset"), preset == b.string("preset") { return true }
        let keyField = a.fields.keys.filter { a.key != nil && a[$0]?.stringValue == a.key }
        let fields = Set(a.fields.keys).union(b.fields.keys).subtracting(ignoredForRename).subtracting(keyField)
            .subtracting(b.fields.keys.filter { b.key != nil && b[$0]?.stringValue == b.key })
        return !fields.isEmpty && fields.allSatisfy { a[$0] == b[$0] }
    }

    static func show(_ value: JSONValue?) -> String {
        value.map { JSONWriter.line($0, spacing: .spaced) } ?? "absent"
    }
}
