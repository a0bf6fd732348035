/// "Did you mean…" for names typed by people: the closest candidates by edit distance, and those
/// that share the typed text's literal prefix (the part of a glob before its first wildcard).
public enum NameSuggestions {
    /// Up to `limit` candidates close to `typed`, closest first; empty when none is close. For
    /// a glob (`sbe.*`) the suggestions are globs too: its literal prefix corrected (`seb.*`).
    public static func closest(to typed: String, in candidates: [String], limit: Int = 3) -> [String] {
        let literal = String(typed.prefix { $0 != "*" && $0 != "?" && $0 != "[" })
        let wildcardPart = String(typed.dropFirst(literal.count))
        var best: [String: Int] = [:]
        // Close means: a few edits, and at most about a third of what was typed.
        let allowed = max(1, min(3, (wildcardPart.isEmpty ? typed.prefix(9).count : literal.prefix(9).count) / 3))
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
            if d <= allowed && d < (best[suggestion] ?? Int.max) { best[suggestion] = d }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }

    /// How many characters of each name `distance` compares: a name is typed, never a file's
    /// worth, and a 10 KB argument must not cost a 10 KB by 10 KB table per candidate.
    public static let comparedLength = 256

    /// Edit distance over characters (insertions, deletions, substitutions, and swaps of two
    /// neighbours, the commonest typo: `sbe` is one edit from `seb`). Only the first
    /// `comparedLength` characters of each are compared, and names whose lengths differ by more
    /// than 8 get that difference (a lower bound; every caller acts on 3 or less), so the work
    /// is bounded whatever was typed.
    public static func distance(_ a: String, _ b: String) -> Int {
        var steps = 0
        return distance(a, b, steps: &steps)
    }

    /// `distance`, adding to `steps` each table cell and character read (for the tests of its bound).
    static func distance(_ a: String, _ b: String, steps: inout Int) -> Int {
        let a = Array(a.prefix(comparedLength))
        let b = Array(b.prefix(comparedLength))
        steps += a.count + b.count
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > 8 { return abs(a.count - b.count) }
        // Three rows (the swap looks two back), not the whole table.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                steps += 1
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
