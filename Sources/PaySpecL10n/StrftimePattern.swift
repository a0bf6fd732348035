/// A date and time pattern in strftime's notation (`%A %B %-d, %Y`), which C, Python, Ruby,
/// Crystal and PHP programs read from a catalog to format a date in the user's language. A
/// translation may pick other directives, in another order (a numeric month, the weekday
/// after the day): what must hold is that each `%` of it starts a directive, or the date is
/// shown with the pattern's letters in it.
enum StrftimePattern {
    /// Letters after `%` that strftime reads and printf never does: neither a conversion nor a
    /// length modifier. A text with one of them is a date pattern.
    static let dateOnlyLetters = PlaceholderScanner.byteTable("BbYyHIMmZkPRTVWw")
    /// Every directive letter of strftime (C, glibc's and BSD's extensions, Python's).
    static let directiveLetters = PlaceholderScanner.byteTable("aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ+")
    /// Flags before the letter (glibc's `-`, `_`, `0`, `^`, `#`) and a field width.
    static let flagBytes = PlaceholderScanner.byteTable("-_0^#123456789")

    /// The directive's letter and the index after it, for a `%` at `i`; nil when none follows.
    static func directive(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (letter: UInt8, end: Int)? {
        var j = i + 1
        while j < bytes.count, j - i <= 4, flagBytes[Int(bytes[j])] { j += 1 }
        // glibc's `E` and `O` modifiers: the locale's era and its own digits or month names (`%OB`).
        if j + 1 < bytes.count, bytes[j] == UInt8(ascii: "E") || bytes[j] == UInt8(ascii: "O"), directiveLetters[Int(bytes[j + 1])] {
            j += 1
        }
        guard j < bytes.count, directiveLetters[Int(bytes[j])] else { return nil }
        return (bytes[j], j + 1)
    }

    /// The parts of a date or time a directive shows, as bits: the weekday, the day, the month,
    /// the year, the hour, the minute, the second, the half of the day, the time zone, the week.
    /// A translation may show a part in another form (a numeric month for its name), not drop
    /// one or show another.
    struct Fields: OptionSet, Hashable, CustomStringConvertible {
        let rawValue: UInt16
        static let weekday = Fields(rawValue: 1 << 0)
        static let day = Fields(rawValue: 1 << 1)
        static let month = Fields(rawValue: 1 << 2)
        static let year = Fields(rawValue: 1 << 3)
        static let hour = Fields(rawValue: 1 << 4)
        static let minute = Fields(rawValue: 1 << 5)
        static let second = Fields(rawValue: 1 << 6)
        static let halfOfDay = Fields(rawValue: 1 << 7)
        static let zone = Fields(rawValue: 1 << 8)
        static let week = Fields(rawValue: 1 << 9)

        static let names: [(Fields, String)] = [
            (.weekday, "weekday"), (.day, "day"), (.month, "month"), (.year, "year"), (.hour, "hour"), (.minute, "minute"),
            (.second, "second"), (.halfOfDay, "AM/PM"), (.zone, "time zone"), (.week, "week"),
        ]

        /// The parts, named in the order above (`day, month`).
        var description: String {
            let named = Self.names.filter { contains($0.0) }.map(\.1)
            return named.isEmpty ? "no part of a date" : named.joined(separator: ", ")
        }

        /// What one directive letter shows.
        static func of(_ letter: UInt8) -> Fields {
            switch letter {
            case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "u"), UInt8(ascii: "w"): return .weekday
            case UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "j"): return .day
            case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"), UInt8(ascii: "m"): return .month
            case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "C"), UInt8(ascii: "g"), UInt8(ascii: "G"): return .year
            case UInt8(ascii: "H"), UInt8(ascii: "I"), UInt8(ascii: "k"), UInt8(ascii: "l"): return .hour
            case UInt8(ascii: "M"): return .minute
            case UInt8(ascii: "S"): return .second
            case UInt8(ascii: "p"), UInt8(ascii: "P"): return .halfOfDay
            case UInt8(ascii: "z"), UInt8(ascii: "Z"): return .zone
            case UInt8(ascii: "U"), UInt8(ascii: "V"), UInt8(ascii: "W"): return .week
            case UInt8(ascii: "D"), UInt8(ascii: "F"), UInt8(ascii: "x"): return [.day, .month, .year]
            case UInt8(ascii: "T"): return [.hour, .minute, .second]
            case UInt8(ascii: "R"): return [.hour, .minute]
            case UInt8(ascii: "r"): return [.hour, .minute, .second, .halfOfDay]
            case UInt8(ascii: "X"): return [.hour, .minute, .second]
            case UInt8(ascii: "c"): return [.weekday, .day, .month, .year, .hour, .minute, .second]
            default: return []
            }
        }
    }

    /// Walks the `%` signs of `text` in order, `%%` (a percent sign) left out: `visit` gets each
    /// one's directive letter, or nil where it starts none, the text's bytes and the sign's index,
    /// and returns false to stop.
    static func walk(_ text: String, _ visit: (_ letter: UInt8?, _ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool) {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return }
        var text = text
        text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "%") else {
                    i += 1
                    continue
                }
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "%") {
                    i += 2
                    continue
                }
                let found = directive(bytes, at: i)
                guard visit(found?.letter, bytes, i) else { return }
                i = found?.end ?? i + 1
            }
        }
    }

    /// The parts of a date and time the directives of `text` show.
    static func fields(of text: String) -> Fields {
        var shown: Fields = []
        walk(text) { letter, _, _ in
            if let letter { shown.formUnion(Fields.of(letter)) }
            return true
        }
        return shown
    }

    /// Whether `text` holds a directive only strftime reads (`%B`, `%Y`, `%-m`): a date
    /// pattern, not a printf format.
    static func isDatePattern(_ text: String) -> Bool {
        var found = false
        walk(text) { letter, _, _ in
            found = letter.map { dateOnlyLetters[Int($0)] } ?? false
            return !found
        }
        return found
    }

    /// The first `%` of `text` that starts no directive (`% A`, a `%` at the end), as the text
    /// from it to the next space or `%`; nil when every `%` starts one (`%%` is a percent sign).
    static func strayPercent(in text: String) -> String? {
        var stray: String?
        walk(text) { letter, bytes, i in
            guard letter == nil else { return true }
            var stop = min(i + 1, bytes.count)
            while stop < bytes.count, stop - i < 8, bytes[stop] != UInt8(ascii: " ") && bytes[stop] != UInt8(ascii: "%") || stop == i + 1 {
                stop += 1
            }
            stray = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<stop]), as: UTF8.self)
            return false
        }
        return stray
    }
}
