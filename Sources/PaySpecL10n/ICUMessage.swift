/// ICU MessageFormat as Flutter's ARB catalogs write it: `{count, plural, one{# item}
/// other{# items}}`, `{gender, select, male{He} other{They}}`, `{amount, number}`. The checks
/// compare placeholders by their `{name}`; a branch selector in braces is no placeholder, and
/// a plural's `#` stands for its argument. Apostrophes are literal (Flutter's default).
enum ICUMessage {
    /// How deep arguments may nest before a message is read as plain text.
    static let maximumDepth = 16

    /// A message read for the checks: a plural entry when the whole message is one plural
    /// argument (its `=0`-style exact matches kept by selector), else one text.
    enum Reading: Equatable {
        case text(String)
        case plural([String: String])
    }

    /// Reads `message`; linear in its length (each character is read once per nesting level,
    /// and levels are capped). A malformed message is read as it is.
    static func read(_ message: String) -> Reading {
        var steps = 0
        return read(message, steps: &steps)
    }

    /// `read`, adding to `steps` every scalar visit (for the tests of its linear work).
    static func read(_ message: String, steps: inout Int) -> Reading {
        guard message.contains("{") else { return .text(message) }
        let scalars = Array(message.unicodeScalars)
        var reader = Reader(s: scalars)
        defer { steps += reader.steps }
        var start = 0
        var end = scalars.count
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        if start < end, scalars[start] == "{", let argument = reader.parseArgument(at: start, depth: 0),
            argument.end == end, argument.type == "plural"
        {
            var plurals: [String: String] = [:]
            // Exact matches (`=0`, `=1`) are kept by their selector: they cover a category
            // whose numbers they name (English `one` is 1 alone; Russian `one` is 1, 21, 31, …).
            for branch in argument.branches
            where PluralRules.categoryOrder.contains(branch.selector)
                || (branch.selector.hasPrefix("=") && Int(branch.selector.dropFirst()) != nil)
            {
                plurals[branch.selector] = branch.text
            }
            if plurals["other"] != nil { return .plural(plurals) }
        }
        return .text(reader.flatten(0..<scalars.count, hash: nil, depth: 0) ?? message)
    }

    /// The message's scalars and the visits made so far.
    struct Reader {
        let s: [Unicode.Scalar]
        var steps = 0

        struct Branch {
            var selector: String
            var text: String
        }

        struct Argument {
            var name: String
            var type: String?
            var branches: [Branch]
            /// Index after the closing brace.
            var end: Int
        }

        /// The text with every argument as `{name}` and a choice's branches after it, each `#` of a
        /// plural branch as `{name}`; nil when the braces do not balance.
        mutating func flatten(_ range: Range<Int>, hash: String?, depth: Int) -> String? {
            // UTF-8 bytes in an array that grows geometrically: appending a string's scalars to a
            // UnicodeScalarView copied the whole view each time (500,000 arguments, or a million
            // `#`, took minutes). A growth counts the bytes it moves among the steps.
            var out: [UInt8] = []
            func emit<C: Collection>(_ bytes: C) where C.Element == UInt8 {
                if out.count + bytes.count > out.capacity { steps += out.count }
                out.append(contentsOf: bytes)
                steps += bytes.count
            }
            var i = range.lowerBound
            while i < range.upperBound {
                steps += 1
                let c = s[i]
                if c == "{" {
                    guard let argument = parseArgument(at: i, depth: depth), argument.end <= range.upperBound else { return nil }
                    emit("{\(argument.name)}".utf8)
                    for branch in argument.branches {
                        emit(" ".utf8)
                        emit(branch.text.utf8)
                    }
                    i = argument.end
                    continue
                }
                if c == "}" { return nil }
                if c == "#", let hash {
                    emit("{\(hash)}".utf8)
                } else {
                    emit(c.utf8)
                }
                i += 1
            }
            return String(decoding: out, as: UTF8.self)
        }

        /// The argument whose `{` is at `start`.
        mutating func parseArgument(at start: Int, depth: Int) -> Argument? {
            guard depth < ICUMessage.maximumDepth else { return nil }
            let s = self.s
            var i = start + 1
            var visits = 0
            defer { steps += visits }
            func skipSpace() {
                while i < s.count, s[i].properties.isWhitespace {
                    visits += 1
                    i += 1
                }
            }
            func token() -> String {
                var t = String.UnicodeScalarView()
                while i < s.count, !s[i].properties.isWhitespace, s[i] != ",", s[i] != "{", s[i] != "}" {
                    visits += 1
                    t.append(s[i])
                    i += 1
                }
                return String(t)
            }
            skipSpace()
            let name = token()
            skipSpace()
            guard !name.isEmpty, i < s.count else { return nil }
            if s[i] == "}" { return Argument(name: name, type: nil, branches: [], end: i + 1) }
            guard s[i] == "," else { return nil }
            i += 1
            skipSpace()
            let type = token()
            skipSpace()
            guard i < s.count else { return nil }
            if s[i] == "}" { return Argument(name: name, type: type, branches: [], end: i + 1) }
            guard s[i] == "," else { return nil }
            i += 1
            guard type == "plural" || type == "select" || type == "selectordinal" else {
                // A formatted argument (`number, currency`): its style is no text; skip it whole.
                var open = 1
                while i < s.count {
                    visits += 1
                    if s[i] == "{" { open += 1 }
                    if s[i] == "}" {
                        open -= 1
                        if open == 0 { return Argument(name: name, type: type, branches: [], end: i + 1) }
                    }
                    i += 1
                }
                return nil
            }
            var branches: [Branch] = []
            while true {
                skipSpace()
                guard i < s.count else { return nil }
                if s[i] == "}" { return Argument(name: name, type: type, branches: branches, end: i + 1) }
                let selector = token()
                if selector.hasPrefix("offset:") { continue }
                skipSpace()
                guard !selector.isEmpty, i < s.count, s[i] == "{" else { return nil }
                // The branch is a message of its own, up to its balancing brace.
                var open = 1
                var j = i + 1
                while j < s.count {
                    visits += 1
                    if s[j] == "{" { open += 1 }
                    if s[j] == "}" {
                        open -= 1
                        if open == 0 { break }
                    }
                    j += 1
                }
                guard j < s.count,
                    let text = flatten((i + 1)..<j, hash: type == "plural" || type == "selectordinal" ? name : nil, depth: depth + 1)
                else { return nil }
                branches.append(Branch(selector: selector, text: text))
                i = j + 1
            }
        }
    }
}
