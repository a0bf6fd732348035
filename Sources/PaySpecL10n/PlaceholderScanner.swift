/// Finds format placeholders in a value: printf/Objective-C style (`%@`, `%d`, `%1$@`, `%lld`,
/// `%.2f`), with `%%` as a literal percent, and named braces (`{name}`, `{0}`).
public enum PlaceholderScanner {
    /// One placeholder: its position (1-based; implicit positions count in order), its
    /// conversion (`@`, `d`, `f`, …; `i` is read as `d`) or its brace name.
    public struct Placeholder: Sendable, Hashable, Comparable {
        public var position: Int?
        public var conversion: String
        public var text: String
        /// Whether the `%` may be a percent sign in running text: written after a digit
        /// ("100%-osan") or as `%-` and a letter ("%-tal", "%-a"). Such a placeholder is text
        /// where the base has none like it.
        public var mayBeRunningText = false

        /// Position and conversion: what must match between languages.
        var key: String { "\(position ?? 0)$\(conversion)" }

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
        /// Whether a printf conversion is `D`, `U` or `O`, which `readingAppleSynonyms` reads
        /// again; told by the scanner from the conversion's byte, so that the values without
        /// one (nearly all) are not looked at a second time.
        var writesAppleSynonym = false

        /// Whether a String Catalog or .stringsdict variable (`%#@count@`) is among them.
        public var hasPluralVariable: Bool { named.contains { $0.hasPrefix("%#@") } }

        /// Whether both have the same printf placeholders (by position and conversion) and names.
        public func hasSamePlaceholders(as other: Scan) -> Bool {
            if printf.isEmpty && named.isEmpty && other.printf.isEmpty && other.named.isEmpty { return true }
            if printf.count == 1 && named.isEmpty && other.printf.count == 1 && other.named.isEmpty {
                return printf[0].position == other.printf[0].position && printf[0].conversion == other.printf[0].conversion
            }
            // One argument may be used twice in either text ("%1$@ … %1$@"): what must match is
            // the set of arguments and their conversions.
            return Set(printf.map(\.key)) == Set(other.printf.map(\.key)) && Set(named) == Set(other.named)
        }

        /// The same placeholders read as Apple's formats read them, when `apple`: `%D`, `%U` and
        /// `%O` are `%d`, `%u` and `%o` there (Java's formats have no such conversions, so
        /// elsewhere they are compared as written).
        @inline(__always)
        func readingAppleSynonyms(_ apple: Bool) -> Scan {
            apple && writesAppleSynonym ? readingAppleSynonyms() : self
        }

        private func readingAppleSynonyms() -> Scan {
            var scan = self
            scan.writesAppleSynonym = false
            for i in scan.printf.indices {
                var bytes = Array(scan.printf[i].conversion.utf8)
                guard let last = bytes.last, let lower = PlaceholderScanner.appleSynonym(of: last) else { continue }
                bytes[bytes.count - 1] = lower
                scan.printf[i].conversion = String(decoding: bytes, as: UTF8.self)
            }
            return scan
        }

        /// The same placeholders without the named ones: printf arguments alone.
        var withoutNames: Scan {
            var scan = self
            scan.named = []
            return scan
        }

        /// Whether every placeholder here also occurs in `other`.
        public func isSubset(of other: Scan) -> Bool {
            if printf.isEmpty && named.isEmpty { return true }
            if printf.count == 1 && named.isEmpty {
                let p = printf[0]
                return other.printf.contains { ($0.position ?? 0) == (p.position ?? 0) && $0.conversion == p.conversion }
            }
            return Set(printf.map(\.key)).isSubset(of: Set(other.printf.map(\.key))) && Set(named).isSubset(of: Set(other.named))
        }

        /// The comparable signature: sorted printf placeholders by position, sorted names.
        public var signature: [String] {
            printf.map { "%\($0.position ?? 0)$\($0.conversion)" }.sorted() + named.map { "{\($0)}" }.sorted()
        }
    }

    /// `d`, `u` or `o` for the conversion letter `D`, `U` or `O`, which Apple's formats read so;
    /// nil for any other byte.
    static func appleSynonym(of conversion: UInt8) -> UInt8? {
        switch conversion {
        case UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"): conversion | 0x20
        default: nil
        }
    }

    /// Byte classes as 256-entry tables (looked up per byte of every value with a `%`).
    static let conversionBytes = byteTable("@diuxXoOfFeEgGcCsSpaADU")
    static let lengthBytes = byteTable("hlqztjL")
    /// The conversions read after the space flag: integers, objects and C strings (`% ld`,
    /// `% @`, `% s`), the ones interface text formats. The flag does nothing to a string
    /// (printf pads only signed numbers with it), so `"% s"` is `%s`. English "% to", "% of"
    /// and "% a" and Italian "% e" are text.
    static let spaceFlaggedConversionBytes = byteTable("@dius")
    /// Python's `%` conversions (`i` and `u` are `d`).
    static let pythonConversionBytes = byteTable("diouxXeEfFgGcrsa")
    /// Flags: C's, Java's `,` and `(`, and glibc's `I` (the locale's own digits, `%Iu` in Persian).
    static let flagBytes = byteTable("-+ #0',(I")

    static func byteTable(_ members: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for b in members.utf8 { table[Int(b)] = true }
        return table
    }

    /// Scans a value, reading as text each percent in running text whose placeholder `isText`
    /// says is none (the comparison with the base decides: the base may have `%-5d` itself).
    static func scan(_ text: String, readingAsText isText: (Placeholder) -> Bool) -> Scan {
        var steps = 0
        var text = ICUMessage.choiceText(text) ?? text
        return text.withUTF8 { scan(bytes: $0, steps: &steps, readingAsText: isText) }
    }

    /// Scans a value.
    public static func scan(_ text: String) -> Scan {
        let mayHavePlaceholder = { (b: UInt8) in b == UInt8(ascii: "%") || b == UInt8(ascii: "{") }
        // Over the bytes in place where the string has them (a native string always does).
        let candidate = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: mayHavePlaceholder) }
        if !(candidate ?? text.utf8.contains(where: mayHavePlaceholder)) { return Scan() }
        // An ICU choice is compared by its arguments (`ICUMessage.choiceText`), in any format.
        var text = ICUMessage.choiceText(text) ?? text
        return text.withUTF8 { scan(bytes: $0) }
    }

    /// Scans a value's UTF-8 bytes.
    static func scan(bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var steps = 0
        return scan(bytes: bytes, steps: &steps)
    }

    /// `scan(bytes:)`, adding to `steps` every byte visit (for the tests of its linear work).
    static func scan(
        bytes: UnsafeBufferPointer<UInt8>, steps: inout Int, readingAsText isText: (Placeholder) -> Bool = { _ in false }
    ) -> Scan {
        var result = Scan()
        var implicit = 0
        var sawPositional = false
        var sawImplicit = false
        var i = 0
        while i < bytes.count {
            steps += 1
            let c = bytes[i]
            if c == UInt8(ascii: "%") {
                if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "%") {
                    i += 2
                    continue
                }
                // Python's named argument, `%(count)s`: named, so another order is no mismatch.
                if let (name, end) = pythonNamedArgument(bytes, from: i, steps: &steps) {
                    result.named.append(name)
                    i = end
                    continue
                }
                // A String Catalog or .stringsdict variable, `%#@count@`: named by its variable.
                if let (name, end) = pluralVariable(bytes, from: i, steps: &steps) {
                    result.named.append("%#@" + name + "@")
                    i = end
                    continue
                }
                if let (placeholder, end) = printfPlaceholder(bytes, from: i, steps: &steps) {
                    var p = placeholder
                    p.mayBeRunningText = mayBeRunningText(bytes, start: i, end: end)
                    if p.mayBeRunningText, isText(p) {
                        i += 1
                        continue
                    }
                    if p.position == nil {
                        implicit += 1
                        p.position = implicit
                        sawImplicit = true
                    } else {
                        sawPositional = true
                    }
                    // The conversion's letter ends the placeholder's bytes.
                    if appleSynonym(of: bytes[end - 1]) != nil { result.writesAppleSynonym = true }
                    result.printf.append(p)
                    i = end
                    continue
                }
            } else if c == UInt8(ascii: "{") {
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "}"), bytes[j] != UInt8(ascii: "{"), j - i < 64 {
                    steps += 1
                    j += 1
                }
                // A name in triple braces is a MediaWiki template parameter (`{{{username}}}`),
                // filled in by the wiki, not an argument of the format.
                let doubled =
                    i > 0 && bytes[i - 1] == UInt8(ascii: "{") && j + 1 < bytes.count && bytes[j] == UInt8(ascii: "}")
                    && bytes[j + 1] == UInt8(ascii: "}")
                let wikiParameter =
                    doubled && i > 1 && bytes[i - 2] == UInt8(ascii: "{") && j + 2 < bytes.count && bytes[j + 2] == UInt8(ascii: "}")
                // Double braces around a bare name (`{{count}}`, `{{ count }}`) are a Handlebars,
                // Mustache or i18next variable: the name is the placeholder, as `{{name}}`. Other
                // text there (`{{PLURAL:$1|…}}`) is a template call, no argument.
                if doubled, !wikiParameter {
                    if let name = doubleBracedName(bytes[(i + 1)..<j]) {
                        result.named.append("{{" + name + "}}")
                        i = j + 2
                        continue
                    }
                    i += 1
                    continue
                }
                if j < bytes.count, bytes[j] == UInt8(ascii: "}"), j > i + 1, !wikiParameter {
                    // A format argument after the name (`{count:L}`, `{0,number}`, `{d, date, short}`)
                    // is the name's: placeholders compare by name.
                    var nameEnd = i + 1
                    while nameEnd < j, bytes[nameEnd] != UInt8(ascii: ":"), bytes[nameEnd] != UInt8(ascii: ",") {
                        steps += 1
                        nameEnd += 1
                    }
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<nameEnd]), as: UTF8.self)
                        .trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty,
                        name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." })
                    {
                        result.named.append(name)
                        i = j + 1
                        continue
                    }
                }
            }
            i += 1
        }
        result.mixesPositional = sawPositional && sawImplicit
        return result
    }

    /// Whether a double-braced name is the count an i18next plural is chosen by: `{{count}}`,
    /// or a name that says it is one (`{{selectedCount}}`, `{{items_count}}`).
    static func namesACount(_ name: String) -> Bool {
        guard name.hasPrefix("{{"), name.hasSuffix("}}") else { return false }
        let inner = name.dropFirst(2).dropLast(2).lowercased()
        return inner.hasSuffix("count")
    }

    /// The name inside double braces (`count` of `{{ count }}`): letters, digits, `_` and `.`,
    /// with spaces around it; nil for anything else. i18next writes a format after the name and
    /// a comma (`{{value, date}}`, `{{ count, currency(EUR) }}`, `{{value, bytes(bits: true)}}`):
    /// the format is the app's (a language may format its own way), the name is the argument.
    static func doubleBracedName(_ inner: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        var inner = inner
        if let comma = inner.firstIndex(of: UInt8(ascii: ",")) { inner = inner[inner.startIndex..<comma] }
        while inner.first == UInt8(ascii: " ") { inner = inner.dropFirst() }
        while inner.last == UInt8(ascii: " ") { inner = inner.dropLast() }
        guard let first = inner.first, first != UInt8(ascii: "."),
            inner.allSatisfy({ b in
                b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b >= 0x80 || (b >= 0x30 && b <= 0x39)
                    || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A)
            })
        else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: inner), as: UTF8.self)
    }

    /// Whether the placeholder at `start..<end` follows a digit ("100%-osan", "5%s"), is `%-`
    /// and a letter ("%-tal", "%-a"), or has the space flag ("50 % d"): a percent sign with a
    /// suffix a language writes after it.
    /// printf's left-justify flag does nothing without a width, so no program writes `%-s`.
    static func mayBeRunningText(_ s: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isLetter(_ b: UInt8) -> Bool { ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b >= 0x80 }
        if start > 0, isDigit(s[start - 1]) { return true }
        // The space flag ("% d" in "100 % d'eau" is read as text above; "50 % d" is not).
        // Read byte by byte: this runs for every placeholder of every value, and placeholders
        // are a few bytes long.
        var k = start + 1
        while k < end {
            if s[k] == UInt8(ascii: " ") { return true }
            k += 1
        }
        return start + 2 < end && s[start + 1] == UInt8(ascii: "-") && isLetter(s[start + 2])
    }

    /// Python's `%(name)s` at `start` (a `%`): `%(`, a name, `)`, then flags, width, precision
    /// and a conversion as printf's. Returns the whole placeholder as written (`%(count)d`), which
    /// is how it is compared: by name and conversion, in any order. Java's `(` flag (`%(d`, a
    /// negative number in parentheses) has no closing parenthesis after a name, and is left to
    /// `printfPlaceholder`.
    static func pythonNamedArgument(_ s: UnsafeBufferPointer<UInt8>, from start: Int, steps: inout Int) -> (String, Int)? {
        guard start + 1 < s.count, s[start + 1] == UInt8(ascii: "(") else { return nil }
        var i = start + 2
        while i < s.count, i - start < 66 {
            let b = s[i]
            // Python takes any text up to `)` as the mapping key (`%(total-memory)s`); a space,
            // `%` or `(` ends a name sooner, so Java's `(` flag and running text stay apart.
            guard b > 0x20, b != UInt8(ascii: ")"), b != UInt8(ascii: "%"), b != UInt8(ascii: "("), b != 0x7F else { break }
            steps += 1
            i += 1
        }
        guard i > start + 2, i < s.count, s[i] == UInt8(ascii: ")") else { return nil }
        i += 1
        while i < s.count, s[i] == UInt8(ascii: "-") || s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "#") || s[i] == UInt8(ascii: "0")
        {
            steps += 1
            i += 1
        }
        while i < s.count, (s[i] >= 0x30 && s[i] <= 0x39) || s[i] == UInt8(ascii: ".") {
            steps += 1
            i += 1
        }
        while i < s.count, lengthBytes[Int(s[i])] { i += 1 }
        guard i < s.count, pythonConversionBytes[Int(s[i])] else { return nil }
        var text = String(decoding: UnsafeBufferPointer(rebasing: s[start...i]), as: UTF8.self)
        if s[i] == UInt8(ascii: "i") || s[i] == UInt8(ascii: "u") { text = String(text.dropLast()) + "d" }
        return (text, i + 1)
    }

    /// `%#@name@` (also `%1$#@name@`) at `start`: the variable's name and the end.
    static func pluralVariable(_ s: UnsafeBufferPointer<UInt8>, from start: Int, steps: inout Int) -> (String, Int)? {
        var i = start + 1
        while i < s.count, s[i] >= UInt8(ascii: "0"), s[i] <= UInt8(ascii: "9") {
            steps += 1
            i += 1
        }
        if i > start + 1 {
            guard i < s.count, s[i] == UInt8(ascii: "$") else { return nil }
            i += 1
        }
        guard i + 1 < s.count, s[i] == UInt8(ascii: "#"), s[i + 1] == UInt8(ascii: "@") else { return nil }
        let nameStart = i + 2
        var j = nameStart
        while j < s.count, j - nameStart < 64, s[j] != UInt8(ascii: "@") {
            let b = s[j]
            guard b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) else { return nil }
            steps += 1
            j += 1
        }
        guard j < s.count, s[j] == UInt8(ascii: "@"), j > nameStart else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: s[nameStart..<j]), as: UTF8.self), j + 1)
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` starting at `start` (a `%`).
    /// printf's space flag is read only as `% ` and a conversion alone (`% ld`, `% @`, `%1$ d`)
    /// that ends the word: "100 % sicher", "100 % de" and "%0 p-cores" are a percent sign and
    /// text, as a translation beside a base without such a placeholder reads them anyway.
    static func printfPlaceholder(_ s: UnsafeBufferPointer<UInt8>, from start: Int, steps: inout Int) -> (Placeholder, Int)? {
        if start + 1 < s.count, s[start + 1] == UInt8(ascii: " ") {
            return spaceFlagged(s, from: start, flagAt: start + 1, position: nil)
        }
        if let (name, end) = pluralVariable(s, from: start, steps: &steps) {
            return (Placeholder(position: nil, conversion: "#@" + name + "@", text: "%#@" + name + "@"), end)
        }
        var i = start + 1
        func digits() -> Int? {
            var value: Int?
            while i < s.count, s[i] >= UInt8(ascii: "0"), s[i] <= UInt8(ascii: "9") {
                value = min((value ?? 0) * 10 + Int(s[i] - UInt8(ascii: "0")), 1_000_000)
                steps += 1
                i += 1
            }
            return value
        }
        var position: Int?
        if let lead = digits() {
            if i < s.count && s[i] == UInt8(ascii: "$") {
                position = lead
                i += 1
                if i < s.count, s[i] == UInt8(ascii: " ") { return spaceFlagged(s, from: start, flagAt: i, position: lead) }
            } else {
                i = start + 1
            }
        }
        // An argument label in parentheses (`%1$(secretName)@`, `%(shellName)@`): Xcode's
        // generated String Catalog symbols name their parameters with it. Foundation formats by
        // position, so the label is read past, and the position and conversion compare as ever.
        if i < s.count, s[i] == UInt8(ascii: "("), let close = argumentLabelEnd(s, from: i, steps: &steps) { i = close }
        let flagsStart = i
        while i < s.count, flagBytes[Int(s[i])] {
            steps += 1
            i += 1
        }
        // A space among the flags ("%0 p-cores", an app's own token before a word) is text too.
        if s[flagsStart..<i].contains(UInt8(ascii: " ")) { return nil }
        _ = digits()
        if i < s.count && s[i] == UInt8(ascii: "*") { i += 1 }
        if i < s.count && s[i] == UInt8(ascii: ".") {
            i += 1
            _ = digits()
        }
        let lengthStart = i
        while i < s.count, lengthBytes[Int(s[i])] {
            steps += 1
            i += 1
        }
        guard i < s.count, conversionBytes[Int(s[i])] else { return nil }
        var conversion = String(decoding: UnsafeBufferPointer(rebasing: s[lengthStart...i]), as: UTF8.self)
        if s[i] == UInt8(ascii: "i") { conversion = String(conversion.dropLast()) + "d" }
        i += 1
        let text = String(decoding: UnsafeBufferPointer(rebasing: s[start..<i]), as: UTF8.self)
        return (Placeholder(position: position, conversion: conversion, text: text), i)
    }

    /// The index after `(label)` at `open` (a `(`) when a letter or `_` starts the label, letters,
    /// digits and `_` follow, and a `)` closes it within 64 bytes; nil for anything else (Java's
    /// `(` flag, `%(d`, has no label).
    static func argumentLabelEnd(_ s: UnsafeBufferPointer<UInt8>, from open: Int, steps: inout Int) -> Int? {
        func isLabelByte(_ b: UInt8, first: Bool) -> Bool {
            b == UInt8(ascii: "_") || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || (!first && b >= 0x30 && b <= 0x39)
        }
        var j = open + 1
        guard j < s.count, isLabelByte(s[j], first: true) else { return nil }
        while j < s.count, j - open < 64, isLabelByte(s[j], first: false) {
            steps += 1
            j += 1
        }
        guard j < s.count, s[j] == UInt8(ascii: ")") else { return nil }
        return j + 1
    }

    /// `% ` at `flagAt`, then a length and a conversion that end the word (`% ld`, `% @`): the
    /// space flag of printf, which Foundation's and C's formats read.
    /// A `%` right after a letter ("Файл% s", "kontole% @") is not read so: the translator moved
    /// the space into the placeholder, and the argument would be glued to the word before it.
    static func spaceFlagged(_ s: UnsafeBufferPointer<UInt8>, from start: Int, flagAt: Int, position: Int?) -> (Placeholder, Int)? {
        if start > 0 {
            let b = s[start - 1]
            if b >= 0x80 || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) { return nil }
        }
        var i = flagAt + 1
        let lengthStart = i
        while i < s.count, i - lengthStart < 2, s[i] == UInt8(ascii: "l") || s[i] == UInt8(ascii: "h") || s[i] == UInt8(ascii: "q") {
            i += 1
        }
        guard i < s.count, spaceFlaggedConversionBytes[Int(s[i])] else { return nil }
        let end = i + 1
        if end < s.count {
            let b = s[end]
            let continuesWord =
                b >= 0x80 || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == UInt8(ascii: "-")
                || b == UInt8(ascii: "'")
            if continuesWord { return nil }
        }
        var conversion = String(decoding: UnsafeBufferPointer(rebasing: s[lengthStart...i]), as: UTF8.self)
        if s[i] == UInt8(ascii: "i") { conversion = String(conversion.dropLast()) + "d" }
        let text = String(decoding: UnsafeBufferPointer(rebasing: s[start..<end]), as: UTF8.self)
        return (Placeholder(position: position, conversion: conversion, text: text), end)
    }

    /// printf placeholder parsing over scalars, for `removingPlaceholders`.
    static func printfPlaceholder(_ s: [Unicode.Scalar], from start: Int, steps: inout Int) -> (Placeholder, Int)? {
        var end = start + 1
        while end < s.count, end - start < 16, s[end].isASCII {
            steps += 1
            end += 1
        }
        let bytes = s[start..<end].map { UInt8($0.value) }
        guard let (p, length) = bytes.withUnsafeBufferPointer({ printfPlaceholder($0, from: 0, steps: &steps) }) else { return nil }
        return (p, start + length)
    }

    /// The text with placeholders removed (for script and letter checks).
    public static func removingPlaceholders(_ text: String) -> String {
        var steps = 0
        return removingPlaceholders(text, steps: &steps)
    }

    /// `removingPlaceholders`, adding to `steps` every scalar visit (for the tests of its linear work).
    static func removingPlaceholders(_ text: String, steps: inout Int) -> String {
        guard text.contains("%") || text.contains("{") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            steps += 1
            if scalars[i] == "%", i + 1 < scalars.count, scalars[i + 1] == "(" {
                let window = scalars[i..<min(i + 80, scalars.count)].prefix { $0.isASCII }.map { UInt8($0.value) }
                if let (_, length) = window.withUnsafeBufferPointer({ pythonNamedArgument($0, from: 0, steps: &steps) }) {
                    out.append(" ")
                    i += length
                    continue
                }
            }
            if scalars[i] == "%", let (_, end) = printfPlaceholder(scalars, from: i, steps: &steps) {
                out.append(" ")
                i = end
                continue
            }
            // The closing brace is looked for within the 64 scalars a name may take, not to the
            // end: 50,000 unclosed braces before a long text each scanned it whole.
            let window = scalars[i..<min(i + 64, scalars.count)]
            if scalars[i] == "{" { steps += window.count }
            if scalars[i] == "{", let close = window.firstIndex(of: "}") {
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
