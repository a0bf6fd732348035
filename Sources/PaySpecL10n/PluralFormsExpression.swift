/// The `plural=` expression of a gettext `Plural-Forms` header: C's integer arithmetic,
/// comparisons, `!`, `&&`, `||` and `?:` over `n`, as GNU gettext evaluates it. Parsed once
/// into a tree; a malformed expression is nil (the forms are then read in CLDR order).
indirect enum PluralFormsExpression: Sendable {
    case number(Int)
    case n
    case not(PluralFormsExpression)
    case binary(String, PluralFormsExpression, PluralFormsExpression)
    case conditional(PluralFormsExpression, PluralFormsExpression, PluralFormsExpression)

    /// The header's `nplurals` and `plural` expression: `nplurals=3; plural=(n==1 ? 0 : …);`.
    static func header(_ text: String) -> (count: Int, expression: PluralFormsExpression)? {
        var count: Int?
        var expression: PluralFormsExpression?
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            if pair[0] == "nplurals" { count = Int(pair[1]) }
            if pair[0] == "plural" { expression = parse(pair[1]) }
        }
        guard let count, (1...6).contains(count), let expression else { return nil }
        return (count, expression)
    }

    /// The tree of an expression, or nil when it is no C expression over `n`.
    static func parse(_ text: String) -> PluralFormsExpression? {
        var parser = Parser(tokens: tokens(text) ?? [])
        guard !parser.tokens.isEmpty, let tree = parser.conditional(depth: 0), parser.index == parser.tokens.count else { return nil }
        return tree
    }

    /// The form index the expression gives `n` (a comparison is 1 or 0, as in C); nil on a
    /// division by zero.
    func evaluate(_ value: Int) -> Int? {
        switch self {
        case .number(let k): return k
        case .n: return value
        case .not(let e): return e.evaluate(value).map { $0 == 0 ? 1 : 0 }
        case .conditional(let c, let a, let b):
            guard let test = c.evaluate(value) else { return nil }
            return test != 0 ? a.evaluate(value) : b.evaluate(value)
        case .binary(let op, let a, let b):
            guard let x = a.evaluate(value) else { return nil }
            // `&&` and `||` read their right side only when C would.
            if op == "&&" { return x == 0 ? 0 : b.evaluate(value).map { $0 != 0 ? 1 : 0 } }
            if op == "||" { return x != 0 ? 1 : b.evaluate(value).map { $0 != 0 ? 1 : 0 } }
            guard let y = b.evaluate(value) else { return nil }
            switch op {
            case "==": return x == y ? 1 : 0
            case "!=": return x != y ? 1 : 0
            case "<": return x < y ? 1 : 0
            case "<=": return x <= y ? 1 : 0
            case ">": return x > y ? 1 : 0
            case ">=": return x >= y ? 1 : 0
            case "+": return x &+ y
            case "-": return x &- y
            case "*": return x &* y
            case "/": return y == 0 ? nil : x / y
            case "%": return y == 0 ? nil : x % y
            default: return nil
            }
        }
    }

    static func tokens(_ text: String) -> [String]? {
        var out: [String] = []
        let s = Array(text.unicodeScalars)
        var i = 0
        while i < s.count {
            let c = s[i]
            if c.properties.isWhitespace {
                i += 1
                continue
            }
            if ("0"..."9").contains(c) {
                var j = i
                while j < s.count, ("0"..."9").contains(s[j]) { j += 1 }
                guard j - i <= 9 else { return nil }
                out.append(String(String.UnicodeScalarView(s[i..<j])))
                i = j
                continue
            }
            if i + 1 < s.count {
                let two = String(String.UnicodeScalarView(s[i...(i + 1)]))
                if ["==", "!=", "<=", ">=", "&&", "||"].contains(two) {
                    out.append(two)
                    i += 2
                    continue
                }
            }
            guard "n?:()<>+-*/%!".unicodeScalars.contains(c) else { return nil }
            out.append(String(c))
            i += 1
        }
        return out
    }

    /// Recursive descent in C's precedence, nesting capped.
    struct Parser {
        let tokens: [String]
        var index = 0
        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

        init(tokens: [String]) { self.tokens = tokens }

        var peek: String? { index < tokens.count ? tokens[index] : nil }

        mutating func conditional(depth: Int) -> PluralFormsExpression? {
            guard depth < 64, let test = binary(level: 0, depth: depth) else { return nil }
            guard peek == "?" else { return test }
            index += 1
            guard let yes = conditional(depth: depth + 1), peek == ":" else { return nil }
            index += 1
            guard let no = conditional(depth: depth + 1) else { return nil }
            return .conditional(test, yes, no)
        }

        mutating func binary(level: Int, depth: Int) -> PluralFormsExpression? {
            guard level < Self.levels.count else { return unary(depth: depth) }
            guard var left = binary(level: level + 1, depth: depth) else { return nil }
            while let op = peek, Self.levels[level].contains(op) {
                index += 1
                guard let right = binary(level: level + 1, depth: depth) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func unary(depth: Int) -> PluralFormsExpression? {
            guard depth < 64, let token = peek else { return nil }
            index += 1
            switch token {
            case "!": return unary(depth: depth + 1).map { .not($0) }
            case "n": return .n
            case "(":
                guard let inner = conditional(depth: depth + 1), peek == ")" else { return nil }
                index += 1
                return inner
            default: return Int(token).map { .number($0) }
            }
        }
    }
}
