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
        guard cursor.open(.key), let key = cursor.text(), cursor.close(.key) else { return nil }
        cursor.skipSpace()
        guard cursor.open(.dict) else { return nil }
        var format: Cursor.Text?
        var variable: Cursor.Variants?
        while true {
            cursor.skipSpace()
            if cursor.close(.dict) { break }
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
            guard let value = cursor.text(), cursor.close(.string) else { return nil }
            if format == nil && cursor.bytes(name, equal: "NSStringLocalizedFormatKey") { format = value }
        }
        // Every reference is checked, in the texts kept and the others, as the scanner checks them.
        for text in cursor.references where scanner.runText(text.start, text.end, expands: true) == nil { return nil }
        guard let format, let keyText = scanner.runText(key), let formatText = scanner.runText(format) else { return nil }
        var plurals: [String: String] = [:]
        if let variable {
            // Room for every variant at once: grown one by one, the table was made four times.
            plurals.reserveCapacity(variable.count)
            var previous: (Cursor.Text, String)?
            for index in PluralRules.categoryOrder.indices {
                guard let found = variable[index] else { continue }
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

        /// The first text of each plural category, by its index in `PluralRules.categoryOrder`,
        /// held in place (an array of them cost an allocation an entry).
        struct Variants {
            private var texts: (Text?, Text?, Text?, Text?, Text?, Text?) = (nil, nil, nil, nil, nil, nil)

            subscript(index: Int) -> Text? {
                get {
                    switch index {
                    case 0: return texts.0
                    case 1: return texts.1
                    case 2: return texts.2
                    case 3: return texts.3
                    case 4: return texts.4
                    default: return texts.5
                    }
                }
                set {
                    switch index {
                    case 0: texts.0 = newValue
                    case 1: texts.1 = newValue
                    case 2: texts.2 = newValue
                    case 3: texts.3 = newValue
                    case 4: texts.4 = newValue
                    default: texts.5 = newValue
                    }
                }
            }

            /// How many categories have a text.
            var count: Int {
                var count = 0
                for index in 0..<6 where self[index] != nil { count += 1 }
                return count
            }
        }

        /// What `variable()` found.
        enum Variable {
            /// A plural variable's texts by category.
            case plural(Variants)
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

        /// The elements a plain entry is made of.
        enum Element {
            case key, string, dict
        }

        /// Their start and end tags, made once.
        struct Tags {
            let start: (key: Tag, string: Tag, dict: Tag)
            let end: (key: Tag, string: Tag, dict: Tag)

            static let plist = Tags(
                start: (Tag("key", closing: false), Tag("string", closing: false), Tag("dict", closing: false)),
                end: (Tag("key", closing: true), Tag("string", closing: true), Tag("dict", closing: true)))
        }

        /// Moves past the start tag of `element` if it stands here.
        @inline(__always)
        mutating func open(_ element: Element) -> Bool {
            let tag: Tag
            switch element {
            case .key: tag = Tags.plist.start.key
            case .string: tag = Tags.plist.start.string
            case .dict: tag = Tags.plist.start.dict
            }
            guard pass(tag) else { return false }
            startTags += 1
            return true
        }

        /// Moves past the end tag of `element` if it stands here.
        @inline(__always)
        mutating func close(_ element: Element) -> Bool {
            switch element {
            case .key: return pass(Tags.plist.end.key)
            case .string: return pass(Tags.plist.end.string)
            case .dict: return pass(Tags.plist.end.dict)
            }
        }

        /// A start or end tag of a name up to 7 bytes long, as its first eight bytes read as
        /// one little-endian word (and the ninth byte of a longer one): a tag is matched with
        /// one or two comparisons instead of one a byte.
        struct Tag {
            let text: StaticString
            let closing: Bool
            let count: Int
            let word: UInt64
            let mask: UInt64
            let ninth: UInt8

            init(_ name: StaticString, closing: Bool) {
                text = name
                self.closing = closing
                let length = name.utf8CodeUnitCount
                count = length + (closing ? 3 : 2)
                // '<', '/' if closing, the name, '>'.
                var bytes: [UInt8] = [UInt8(ascii: "<")]
                if closing { bytes.append(UInt8(ascii: "/")) }
                bytes += UnsafeBufferPointer(start: name.utf8Start, count: length)
                bytes.append(UInt8(ascii: ">"))
                var word: UInt64 = 0
                var mask: UInt64 = 0
                for (i, b) in bytes.prefix(8).enumerated() {
                    word |= UInt64(b) << (8 * UInt64(i))
                    mask |= 0xFF << (8 * UInt64(i))
                }
                self.word = word
                self.mask = mask
                ninth = bytes.count > 8 ? bytes[8] : 0
            }
        }

        /// Moves past `tag` if it stands here.
        @inline(__always)
        private mutating func pass(_ tag: Tag) -> Bool {
            let i = position.index
            if i + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                guard word & tag.mask == tag.word, tag.count <= 8 || (i + 8 < bytes.count && bytes[i + 8] == tag.ninth) else {
                    return false
                }
            } else {
                // The last bytes of the document, byte by byte.
                let nameStart = i + (tag.closing ? 2 : 1)
                let nameEnd = nameStart + tag.text.utf8CodeUnitCount
                guard nameEnd < bytes.count, bytes[i] == UInt8(ascii: "<"), !tag.closing || bytes[i + 1] == UInt8(ascii: "/"),
                    bytes[nameEnd] == UInt8(ascii: ">"), bytes(nameStart, nameEnd, equal: tag.text)
                else { return false }
            }
            position.index = i + tag.count
            return true
        }

        /// A member of a `<dict>`: its `<key>`'s text, and whether its value is a `<dict>`
        /// (moved past its start tag) or a `<string>` (moved past its start tag); nil for any
        /// other shape or a name with a reference.
        mutating func member() -> (Text, Bool)? {
            guard open(.key), let name = text(), !name.expands, close(.key) else { return nil }
            skipSpace()
            if open(.string) { return (name, false) }
            if open(.dict) { return (name, true) }
            return nil
        }

        /// A variable's `<dict>`, just started, read to its end: a plural variable when its
        /// first `NSStringFormatSpecTypeKey` is the text `NSStringPluralRuleType`; unreadable
        /// when a member is not a `<string>` or the type holds a reference.
        mutating func variable() -> Variable {
            var isPlural: Bool?
            var categories = Variants()
            while true {
                skipSpace()
                if close(.dict) { break }
                guard let (name, isDict) = member(), !isDict, let value = text(), close(.string) else { return .unreadable }
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
                // Eight bytes at a time while none is a line feed, '&', '<' or '>'; then straight
                // to the first that is.
                while i + 8 <= n {
                    let stops = Self.stops(in: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                    if stops != 0 {
                        i += stops.trailingZeroBitCount / 8
                        break
                    }
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

        /// The high bit of each of the eight bytes that is a line feed, '&', '<' or '>' ('<' and
        /// '>' differ only in the bit 0x02), exact up to the lowest one: a borrow runs only
        /// upwards from a byte that matches.
        @inline(__always)
        private static func stops(in word: UInt64) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            func zeros(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
            return zeros((word | ones &* 0x02) ^ (ones &* 0x3E)) | zeros(word ^ (ones &* 0x26)) | zeros(word ^ (ones &* 0x0A))
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

        /// Compared eight bytes at a time: the names an entry is made of are up to 26 bytes long.
        private func bytes(_ start: Int, _ end: Int, equal expected: StaticString) -> Bool {
            let count = expected.utf8CodeUnitCount
            guard end - start == count else { return false }
            let here = UnsafeRawPointer(bytes.baseAddress! + start)
            let there = UnsafeRawPointer(expected.utf8Start)
            var i = 0
            while i + 8 <= count {
                if here.loadUnaligned(fromByteOffset: i, as: UInt64.self) != there.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                    return false
                }
                i += 8
            }
            while i < count {
                if here.load(fromByteOffset: i, as: UInt8.self) != there.load(fromByteOffset: i, as: UInt8.self) { return false }
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
