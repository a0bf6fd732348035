/// Finds format placeholders in a value: printf/Objective-C style (`%@`, `%d`, `%1$@`, `%lld`,
/// `%.2f`), with `%%` as a literal percent, and named braces (`{name}`, `{0}`).
public enum PlaceholderScanner {
    /// One placeholder: its position (1-based; implicit positions count in order), its
    /// conversion (`@`, `d`, `f`, …; `i` is read as `d`) or its brace name.
    public struct Placeholder: Sendable, Hashable, Comparable {
        public var position: Int?
        public var conversion: String
        public var text: String

        public static func < (a: Placeholder, b: Placeholder) -> Bool {
            ((a.position ?? 0), a.conversion) < ((b.position ?? 0), b.conversion)
        }
    }

    /// What a value's placeholders are.
    public struct Scan: Sendable, Hashable {
        /// printf placeholders with positions resolved (implicit ones numbered in order).
        public var printf: [Placeholder] = []
        /// `{name}` placeholders.
        public var named: [String] = []
        /// True when positional (`%1$@`) and non-positional (`%@`) placeholders are mixed.
        public var mixesPositional = false

        /// The comparable signature: sorted printf placeholders by position, sorted names.
        public var signature: [String] {
            printf.map { "%\($0.position ?? 0)$\($0.conversion)" }.sorted() + named.map { "{\($0)}" }.sorted()
        }
    }

    static let conversions: Set<Unicode.Scalar> = [
        "@", "d", "i", "u", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S", "p", "a", "A", "D", "U",
    ]
    static let lengthModifiers: Set<Unicode.Scalar> = ["h", "l", "q", "z", "t", "j", "L"]

    /// Scans a value.
    public static func scan(_ text: String) -> Scan {
        var result = Scan()
        let scalars = Array(text.unicodeScalars)
        var implicit = 0
        var sawPositional = false
        var sawImplicit = false
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "%" {
                if i + 1 < scalars.count && scalars[i + 1] == "%" {
                    i += 2
                    continue
                }
                if let (placeholder, end) = printfPlaceholder(scalars, from: i) {
                    var p = placeholder
                    if p.position == nil {
                        implicit += 1
                        p.position = implicit
                        sawImplicit = true
                    } else {
                        sawPositional = true
                    }
                    result.printf.append(p)
                    i = end
                    continue
                }
            } else if c == "{" {
                var j = i + 1
                var name = String.UnicodeScalarView()
                while j < scalars.count, scalars[j] != "}", scalars[j] != "{", j - i < 64 {
                    name.append(scalars[j])
                    j += 1
                }
                if j < scalars.count, scalars[j] == "}", !name.isEmpty,
                    name.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." })
                {
                    result.named.append(String(name))
                    i = j + 1
                    continue
                }
            }
            i += 1
        }
        result.mixesPositional = sawPositional && sawImplicit
        return result
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` starting at `start` (a `%`).
    static func printfPlaceholder(_ s: [Unicode.Scalar], from start: Int) -> (Placeholder, Int)? {
        var i = start + 1
        func digits() -> String {
            var d = ""
            while i < s.count, ("0"..."9").contains(s[i]) {
                d.unicodeScalars.append(s[i])
                i += 1
            }
            return d
        }
        var position: Int?
        let lead = digits()
        if !lead.isEmpty {
            if i < s.count && s[i] == "$" {
                position = Int(lead)
                i += 1
            } else {
                i = start + 1
            }
        }
        while i < s.count, "-+ #0'".unicodeScalars.contains(s[i]) { i += 1 }
        _ = digits()
        if i < s.count && s[i] == "*" { i += 1 }
        if i < s.count && s[i] == "." {
            i += 1
            _ = digits()
        }
        var length = ""
        while i < s.count, lengthModifiers.contains(s[i]) {
            length.unicodeScalars.append(s[i])
            i += 1
        }
        guard i < s.count, conversions.contains(s[i]) else { return nil }
        var conversion = String(Character(s[i]))
        if conversion == "i" { conversion = "d" }
        i += 1
        let text = String(String.UnicodeScalarView(s[start..<i]))
        return (Placeholder(position: position, conversion: length + conversion, text: text), i)
    }

    /// The text with placeholders removed (for script and letter checks).
    public static func removingPlaceholders(_ text: String) -> String {
        guard text.contains("%") || text.contains("{") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "%", let (_, end) = printfPlaceholder(scalars, from: i) {
                out.append(" ")
                i = end
                continue
            }
            if scalars[i] == "{", let close = scalars[i...].firstIndex(of: "}"), close - i < 64 {
                out.append(" ")
                i = close + 1
                continue
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }
}
