/// A small unified diff of two texts by lines, for readable golden-test failures.
enum UnifiedDiff {
    static func diff(expected: String, actual: String, context: Int = 2) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the end.
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                ops.append((" ", a[i])); i += 1; j += 1
            } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                ops.append(("+", b[j])); j += 1
            } else {
                ops.append(("-", a[i])); i += 1
            }
        }
        var out = ["--- expected", "+++ actual"]
        var lastPrinted = -1
        for (k, op) in ops.enumerated() where op.0 != " " {
            let start = max(k - context, lastPrinted + 1)
            if start > lastPrinted + 1 && lastPrinted >= 0 { out.append("@@") }
            for m in stride(from: start, through: k, by: 1) where m > lastPrinted { out.append("\(ops[m].0)\(ops[m].1)"); lastPrinted = m }
            let end = min(k + context, ops.count - 1)
            for m in (k + 1)...max(k + 1, end) where m <= end && ops[m].0 == " " && m > lastPrinted {
                out.append(" \(ops[m].1)"); lastPrinted = m
            }
        }
        return out.joined(separator: "\n")
    }
}
