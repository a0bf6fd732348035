/// "Did you mean…" for names typed by people: the closest candidates by edit distance, and those
/// that share the typed text's literal prefix (the part of a glob before its first wildcard).
public enum NameSuggestions {
    /// Up to `limit` candidates close to `typed`, closest first; empty when none is close. For
    /// a glob (`sbe.*`) the suggestions are globs too: its literal prefix corrected (`seb.*`).
    public static func closest(to typed: String, in candidates: [String], limit: Int = 3) -> [String] {
        let literal = String(typed.prefix { $0 != "*" && $0 != "?" && $0 != "[" })
        let wildcardPart = String(typed.dropFirst(literal.count))
        var best: [String: Int] = [:]
        for c in Set(candidates) {
            let suggestion: String
            let d: Int
            if wildcardPart.isEmpty {
                suggestion = c
                d = c.hasPrefix(typed) && !typed.isEmpty ? 1 : distance(typed, c)
            } else {
                // For `sbe.*` the wildcard part says nothing: correct what was typed literally.
                let prefix = String(c.prefix(literal.count))
                suggestion = prefix + wildcardPart
                d = distance(literal, prefix)
            }
            // Close means: a few edits, and at most about a third of what was typed.
            let allowed = max(1, min(3, (wildcardPart.isEmpty ? typed.count : literal.count) / 3))
            if d <= allowed && d < (best[suggestion] ?? Int.max) { best[suggestion] = d }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }

    /// Edit distance over characters (insertions, deletions, substitutions, and swaps of two
    /// neighbours, the commonest typo: `sbe` is one edit from `seb`).
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
