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

    /// The text of a message that holds an ICU choice (`{n, plural, …}`, `select`,
    /// `selectordinal`) with each argument as `{name}` (`read`'s flattening), for comparing its
    /// placeholders; nil for any other text, which is compared as it is written. Any catalog
    /// format may carry such a message (an Android string read with `MessageFormat`): braces
    /// around a branch are no placeholder, and a branch's literal `{1}` is text.
    static func choiceText(_ message: String) -> String? {
        guard hasChoice(message.utf8) else { return nil }
        let scalars = Array(message.unicodeScalars)
        var reader = Reader(s: scalars)
        return reader.flatten(0..<scalars.count, hash: nil, depth: 0)
    }

    /// Whether the bytes hold `{name, plural,`, `select` or `selectordinal` (spaces allowed
    /// around the commas): one pass, no allocation.
    static func hasChoice(_ bytes: String.UTF8View) -> Bool {
        // Most values have no brace at all: one tight pass over the bytes in place settles them.
        let brace = bytes.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "{")) }
        if brace == false { return false }
        var it = bytes.makeIterator()
        // 0: outside; 1: in a name after `{`; 2: after the name's comma, reading the type.
        var state = 0
        var type: [UInt8] = []
        while let b = it.next() {
            switch state {
            case 1:
                if b == UInt8(ascii: ",") {
                    state = 2
                    type.removeAll(keepingCapacity: true)
                } else if b == UInt8(ascii: "{") {
                    state = 1
                } else if b == UInt8(ascii: "}") {
                    state = 0
                }
            case 2:
                if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") {
                    if !type.isEmpty { state = isChoice(type) ? 3 : 0 }
                } else if b == UInt8(ascii: ",") {
                    if isChoice(type) { return true }
                    state = 0
                } else if b == UInt8(ascii: "{") {
                    state = 1
                } else {
                    type.append(b)
                    if type.count > 13 { state = 0 }
                }
            case 3:
                if b == UInt8(ascii: ",") { return true }
                if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") && b != UInt8(ascii: "\n") { state = b == UInt8(ascii: "{") ? 1 : 0 }
            default:
                if b == UInt8(ascii: "{") { state = 1 }
            }
        }
        return false
    }

    private static func isChoice(_ type: [UInt8]) -> Bool {
        type.elementsEqual("plural".utf8) || type.elementsEqual("select".utf8) || type.elementsEqual("selectordinal".utf8)
    }

    /// The message's scalars and the visits made so far. Arguments nest through branches; the
    /// nesting is walked with a stack of its own, not the call stack, so no message can exhaust
    /// it, and the levels are capped at `maximumDepth`.
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

        /// A text being flattened: up to `end`, a plural's `#` read as `{hash}`.
        struct TextLevel {
            var end: Int
            var hash: String?
            var depth: Int
            var i: Int
            var out: [UInt8] = []
        }

        /// A choice argument (`plural`, `select`) whose branches are being read; `i` is past the
        /// branch read last, `branchEnd` the closing brace of the branch being flattened.
        struct ChoiceLevel {
            var argument: Argument
            var depth: Int
            var i: Int
            var selector = ""
            var branchEnd = 0
        }

        enum Level {
            case text(TextLevel)
            case choice(ChoiceLevel)
        }

        /// What a level hands its parent when it ends.
        enum Finished {
            case text(String)
            case argument(Argument)
        }

        /// An argument's opening read without nesting: a whole simple or formatted argument, or
        /// a choice whose branches start at `branchesStart`.
        enum Opening {
            case whole(Argument)
            case choice(name: String, type: String, branchesStart: Int)
        }

        /// The text with every argument as `{name}` and a choice's branches after it, each `#` of a
        /// plural branch as `{name}`; nil when the braces do not balance.
        mutating func flatten(_ range: Range<Int>, hash: String?, depth: Int) -> String? {
            guard case .text(let text)? = walk(.text(TextLevel(end: range.upperBound, hash: hash, depth: depth, i: range.lowerBound)))
            else { return nil }
            return text
        }

        /// The argument whose `{` is at `start`.
        mutating func parseArgument(at start: Int, depth: Int) -> Argument? {
            switch opening(at: start, depth: depth) {
            case nil: return nil
            case .whole(let argument): return argument
            case .choice(let name, let type, let branchesStart):
                let level = ChoiceLevel(argument: Argument(name: name, type: type, branches: [], end: 0), depth: depth, i: branchesStart)
                guard case .argument(let argument)? = walk(.choice(level)) else { return nil }
                return argument
            }
        }

        /// Runs levels from `first` until it finishes; nil as soon as any level is malformed (a
        /// malformed branch makes its whole message plain text).
        mutating func walk(_ first: Level) -> Finished? {
            var stack: [Level] = [first]
            // The text and the branches a level has made so far wait here while a level above it
            // runs, not inside the level on the stack: a level popped off the stack shares its
            // arrays with the popped value, and its next append copied them whole (50,000
            // sibling `select` arguments, or a choice of 50,000 branches, took quadratic time).
            var parkedTexts: [[UInt8]] = []
            var parkedBranches: [[Branch]] = []
            var handed: Finished?
            while let top = stack.popLast() {
                switch top {
                case .text(var level):
                    if case .argument(let argument)? = handed {
                        level.out = parkedTexts.removeLast()
                        guard argument.end <= level.end else { return nil }
                        level.emitArgument(argument, steps: &steps)
                        level.i = argument.end
                    }
                    handed = nil
                    var pushed = false
                    while level.i < level.end {
                        steps += 1
                        let c = s[level.i]
                        if c == "{" {
                            switch opening(at: level.i, depth: level.depth) {
                            case nil: return nil
                            case .whole(let argument):
                                guard argument.end <= level.end else { return nil }
                                level.emitArgument(argument, steps: &steps)
                                level.i = argument.end
                                continue
                            case .choice(let name, let type, let branchesStart):
                                let choice = ChoiceLevel(
                                    argument: Argument(name: name, type: type, branches: [], end: 0), depth: level.depth, i: branchesStart)
                                parkedTexts.append(level.out)
                                level.out = []
                                stack.append(.text(level))
                                stack.append(.choice(choice))
                                pushed = true
                            }
                            break
                        }
                        if c == "}" { return nil }
                        if c == "#", let hash = level.hash {
                            level.emit("{\(hash)}".utf8, steps: &steps)
                        } else {
                            level.emit(c.utf8, steps: &steps)
                        }
                        level.i += 1
                    }
                    if !pushed { handed = .text(String(decoding: level.out, as: UTF8.self)) }
                case .choice(var level):
                    if case .text(let text)? = handed {
                        level.argument.branches = parkedBranches.removeLast()
                        let kept = level.argument.branches.count
                        level.argument.branches.append(Branch(selector: level.selector, text: text))
                        steps += Self.growthCost(kept: kept, added: 1)
                        level.i = level.branchEnd + 1
                    }
                    handed = nil
                    guard let next = nextBranch(&level) else { return nil }
                    if let range = next {
                        let type = level.argument.type
                        let hash = type == "plural" || type == "selectordinal" ? level.argument.name : nil
                        parkedBranches.append(level.argument.branches)
                        level.argument.branches = []
                        stack.append(.choice(level))
                        stack.append(.text(TextLevel(end: range.upperBound, hash: hash, depth: level.depth + 1, i: range.lowerBound)))
                    } else {
                        handed = .argument(level.argument)
                    }
                }
            }
            return handed
        }

        /// The next branch's text range of a choice (`.some(nil)` when the choice closed, its end
        /// then set), or nil when malformed.
        mutating func nextBranch(_ level: inout ChoiceLevel) -> Range<Int>?? {
            let s = self.s
            var i = level.i
            var visits = 0
            defer { steps += visits }
            while true {
                while i < s.count, s[i].properties.isWhitespace {
                    visits += 1
                    i += 1
                }
                guard i < s.count else { return nil }
                if s[i] == "}" {
                    level.argument.end = i + 1
                    return .some(nil)
                }
                var t = String.UnicodeScalarView()
                while i < s.count, !s[i].properties.isWhitespace, s[i] != ",", s[i] != "{", s[i] != "}" {
                    visits += 1
                    t.append(s[i])
                    i += 1
                }
                let selector = String(t)
                if selector.hasPrefix("offset:") { continue }
                while i < s.count, s[i].properties.isWhitespace {
                    visits += 1
                    i += 1
                }
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
                guard j < s.count else { return nil }
                level.selector = selector
                level.branchEnd = j
                level.i = i
                return .some((i + 1)..<j)
            }
        }

        /// The argument whose `{` is at `start`, read up to its branches.
        mutating func opening(at start: Int, depth: Int) -> Opening? {
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
            if s[i] == "}" { return .whole(Argument(name: name, type: nil, branches: [], end: i + 1)) }
            guard s[i] == "," else { return nil }
            i += 1
            skipSpace()
            let type = token()
            skipSpace()
            guard i < s.count else { return nil }
            if s[i] == "}" { return .whole(Argument(name: name, type: type, branches: [], end: i + 1)) }
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
                        if open == 0 { return .whole(Argument(name: name, type: type, branches: [], end: i + 1)) }
                    }
                    i += 1
                }
                return nil
            }
            return .choice(name: name, type: type, branchesStart: i)
        }
    }
}

extension ICUMessage.Reader.TextLevel {
    /// UTF-8 bytes in an array that grows geometrically: appending a string's scalars to a
    /// UnicodeScalarView copied the whole view each time (500,000 arguments, or a million `#`,
    /// took minutes). A growth counts the bytes it moves among the steps.
    mutating func emit<C: Collection>(_ bytes: C, steps: inout Int) where C.Element == UInt8 {
        let kept = out.count
        out.append(contentsOf: bytes)
        steps += ICUMessage.Reader.growthCost(kept: kept, added: bytes.count) + bytes.count
    }

    /// An argument as `{name}`, its branches' texts after it, a space between each. A choice's
    /// argument that no branch prints (`{num, plural, =1{File} other{Files}} too large`) only
    /// selects the text: it is no placeholder a translation must show, so it is left out. The
    /// spaces only part the texts: a choice that opens the message, or follows a space, adds
    /// none before its first branch, so the message's own ends and spaces stay as written.
    mutating func emitArgument(_ argument: ICUMessage.Reader.Argument, steps: inout Int) {
        let shown = "{\(argument.name)}"
        if argument.branches.isEmpty || argument.branches.contains(where: { $0.text.contains(shown) }) {
            emit(shown.utf8, steps: &steps)
        }
        for (index, branch) in argument.branches.enumerated() {
            if index > 0 || (out.last.map { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") } ?? false) {
                emit(" ".utf8, steps: &steps)
            }
            emit(branch.text.utf8, steps: &steps)
        }
    }
}

extension ICUMessage.Reader {
    /// The elements a growing array moves when `added` elements join `kept`, counted as a
    /// doubling array moves them: all of them whenever the count passes a power of two. The
    /// array's real capacity is not asked: the allocator may hand a larger block than asked for,
    /// or grow one in place, depending on what else the process holds, and the count of work
    /// must not.
    static func growthCost(kept: Int, added: Int) -> Int {
        guard kept > 0, added > 0 else { return 0 }
        func doubled(_ n: Int) -> Int { n <= 1 ? n : 1 << (Int.bitWidth - (n - 1).leadingZeroBitCount) }
        return doubled(kept + added) > doubled(kept) ? kept : 0
    }
}
