import PaySpecJSON

/// One `.stringsdict` entry read straight from the bytes when it is written the plain way
/// Xcode and translation tools write it: `<key>`, `<dict>` and `<string>` elements without
/// attributes, space between them, texts without markup. It is read in one pass, names
/// compared as byte ranges and no event made per element; a text becomes a string only when
/// the entry keeps it, and its references are expanded only where a `&` occurs.
///
/// Anything else (a comment, CDATA, another element type, a refused reference, `]]>`, a
/// member the entry reader would refuse) ends the attempt without moving the scanner, and the
/// event reader reads that entry instead: what is read, and every refusal, stays theirs.
struct StringsdictPlainEntry {
    let key: String
    let format: String
    let plurals: [String: String]
    let location: SourceLocation

    /// The entry at the scanner's position inside the top `<dict>`, read and moved past, or
    /// nil (the scanner unmoved) when it is not written the plain way.
    static func read(_ scanner: inout XMLScanner) -> StringsdictPlainEntry? {
        // The entry's `<dict>`, a variable's `<dict>` and a `<string>` inside it.
        guard let start = scanner.runStart(nesting: 3) else { return nil }
        var cursor = Cursor(bytes: scanner.documentBytes, at: start)
        cursor.skipSpace()
        let keyAt = cursor.position
        guard cursor.open("key"), let key = cursor.text(), cursor.close("key") else { return nil }
        cursor.skipSpace()
        guard cursor.open("dict") else { return nil }
        var format: Cursor.Text?
        var variable: [Cursor.Text?]?
        while true {
            cursor.skipSpace()
            if cursor.close("dict") { break }
            guard let (name, isDict) = cursor.member() else { return nil }
            if isDict {
                // A `<dict>` under the format's name is refused by the entry reader.
                guard !cursor.bytes(name, equal: "NSStringLocalizedFormatKey") else { return nil }
                switch cursor.variable() {
                case .plural(let categories): if variable == nil { variable = categories }
                case .other: break
                case .unreadable: return nil
                }
                continue
            }
            guard let value = cursor.text(), cursor.close("string") else { return nil }
            if format == nil && cursor.bytes(name, equal: "NSStringLocalizedFormatKey") { format = value }
        }
        // Every reference is checked, in the texts kept and the others, as the scanner checks them.
        for text in cursor.references where scanner.runText(text.start, text.end, expands: true) == nil { return nil }
        guard let format, let keyText = scanner.runText(key), let formatText = scanner.runText(format) else { return nil }
        var plurals: [String: String] = [:]
        if let variable {
            var previous: (Cursor.Text, String)?
            for (index, found) in variable.enumerated() {
                guard let found else { continue }
                // Variants often repeat one text: one string for all of them.
                if let previous, cursor.same(previous.0, found) {
                    plurals[PluralRules.categoryOrder[index]] = previous.1
                    continue
                }
                guard let text = scanner.runText(found) else { return nil }
                plurals[PluralRules.categoryOrder[index]] = text
                previous = (found, text)
            }
        }
        let location = scanner.location(of: keyAt.index, in: keyAt)
        scanner.adopt(run: cursor.position, startTags: cursor.startTags)
        return StringsdictPlainEntry(key: keyText, format: formatText, plurals: plurals, location: location)
    }

    /// Reads plain elements over the scanner's bytes, counting lines as the scanner does.
    struct Cursor {
        /// Character data: bytes `start..<end`, with a `&` among them or not.
        struct Text {
            let start: Int
            let end: Int
            let expands: Bool
        }

        /// What `variable()` found.
        enum Variable {
            /// A plural variable's texts by category, in `PluralRules.categoryOrder`.
            case plural([Text?])
            /// A variable of another type.
            case other
            /// Not written the plain way.
            case unreadable
        }

        let bytes: UnsafeBufferPointer<UInt8>
        private(set) var position: XMLRunPosition
        private(set) var startTags = 0
        /// The texts that hold a `&`, whose references are still to be checked.
        private(set) var references: [Text] = []

        init(bytes: UnsafeBufferPointer<UInt8>, at start: XMLRunPosition) {
            self.bytes = bytes
            position = start
        }

        /// Moves past XML white space.
        mutating func skipSpace() {
            var i = position.index
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x0A {
                    position.line += 1
                    position.lineStart = i + 1
                } else if b != 0x20 && b != 0x09 && b != 0x0D {
                    break
                }
                i += 1
            }
            position.index = i
        }

        /// Moves past `<name>` if it stands here.
        mutating func open(_ name: StaticString) -> Bool {
            let count = name.utf8CodeUnitCount
            let i = position.index
            guard i + count + 2 <= bytes.count, bytes[i] == UInt8(ascii: "<"), bytes[i + count + 1] == UInt8(ascii: ">"),
                bytes(i + 1, i + 1 + count, equal: name)
            else { return false }
            position.index = i + count + 2
            startTags += 1
            return true
        }

        /// Moves past `</name>` if it stands here.
        mutating func close(_ name: StaticString) -> Bool {
            let count = name.utf8CodeUnitCount
            let i = position.index
            guard i + count + 3 <= bytes.count, bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "/"),
                bytes[i + count + 2] == UInt8(ascii: ">"), bytes(i + 2, i + 2 + count, equal: name)
            else { return false }
            position.index = i + count + 3
            return true
        }

        /// A member of a `<dict>`: its `<key>`'s text, and whether its value is a `<dict>`
        /// (moved past its start tag) or a `<string>` (moved past its start tag); nil for any
        /// other shape or a name with a reference.
        mutating func member() -> (Text, Bool)? {
            guard open("key"), let name = text(), !name.expands, close("key") else { return nil }
            skipSpace()
            if open("string") { return (name, false) }
            if open("dict") { return (name, true) }
            return nil
        }

        /// A variable's `<dict>`, just started, read to its end: a plural variable when its
        /// first `NSStringFormatSpecTypeKey` is the text `NSStringPluralRuleType`; unreadable
        /// when a member is not a `<string>` or the type holds a reference.
        mutating func variable() -> Variable {
            var isPlural: Bool?
            var categories: [Text?] = Array(repeating: nil, count: PluralRules.categoryOrder.count)
            while true {
                skipSpace()
                if close("dict") { break }
                guard let (name, isDict) = member(), !isDict, let value = text(), close("string") else { return .unreadable }
                if bytes(name, equal: "NSStringFormatSpecTypeKey") {
                    guard isPlural == nil else { continue }
                    guard !value.expands else { return .unreadable }
                    isPlural = bytes(value, equal: "NSStringPluralRuleType")
                } else if let category = category(name), categories[category] == nil {
                    categories[category] = value
                }
            }
            return isPlural == true ? .plural(categories) : .other
        }

        /// The index in `PluralRules.categoryOrder` of the category a member name is.
        private func category(_ name: Text) -> Int? {
            switch name.end - name.start {
            case 3:
                if bytes(name, equal: "one") { return 1 }
                if bytes(name, equal: "two") { return 2 }
                if bytes(name, equal: "few") { return 3 }
            case 4:
                if bytes(name, equal: "zero") { return 0 }
                if bytes(name, equal: "many") { return 4 }
            case 5:
                if bytes(name, equal: "other") { return 5 }
            default: break
            }
            return nil
        }

        /// Moves past character data up to the next `<`; nil where the scanner would stop to
        /// refuse something (`]]>`) or at the end of the bytes.
        mutating func text() -> Text? {
            let start = position.index
            var i = start
            var expands = false
            let n = bytes.count
            let base = bytes.baseAddress!
            while true {
                // Eight bytes at a time while none is a line feed, '&', '<' or '>'.
                while i + 8 <= n {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    if Self.holdsStop(word) { break }
                    i += 8
                }
                guard i < n else { return nil }
                let b = bytes[i]
                if b == UInt8(ascii: "<") { break }
                if b == 0x0A {
                    position.line += 1
                    position.lineStart = i + 1
                } else if b == UInt8(ascii: "&") {
                    expands = true
                } else if b == UInt8(ascii: ">") && i - start >= 2 && bytes[i - 1] == UInt8(ascii: "]")
                    && bytes[i - 2] == UInt8(ascii: "]")
                {
                    return nil
                }
                i += 1
            }
            position.index = i
            let text = Text(start: start, end: i, expands: expands)
            if expands { references.append(text) }
            return text
        }

        /// Whether one of the eight bytes is a line feed, '&', '<' or '>' ('<' and '>' differ
        /// only in the bit 0x02).
        @inline(__always)
        private static func holdsStop(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            func hasZero(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
            return hasZero((word | ones &* 0x02) ^ (ones &* 0x3E)) || hasZero(word ^ (ones &* 0x26))
                || hasZero(word ^ (ones &* 0x0A))
        }

        /// Whether two texts are the same bytes, references and all.
        func same(_ a: Text, _ b: Text) -> Bool {
            let count = a.end - a.start
            guard count == b.end - b.start, a.expands == b.expands else { return false }
            var i = 0
            while i < count {
                if bytes[a.start + i] != bytes[b.start + i] { return false }
                i += 1
            }
            return true
        }

        /// Whether a text is `expected`, byte for byte.
        func bytes(_ text: Text, equal expected: StaticString) -> Bool {
            bytes(text.start, text.end, equal: expected)
        }

        private func bytes(_ start: Int, _ end: Int, equal expected: StaticString) -> Bool {
            let count = expected.utf8CodeUnitCount
            guard end - start == count else { return false }
            let p = expected.utf8Start
            var i = 0
            while i < count {
                if bytes[start + i] != p[i] { return false }
                i += 1
            }
            return true
        }
    }
}

extension XMLScanner {
    /// A plain entry's text as a string, references expanded; nil for a reference the
    /// scanner refuses.
    fileprivate func runText(_ text: StringsdictPlainEntry.Cursor.Text) -> String? {
        runText(text.start, text.end, expands: text.expands)
    }
}
