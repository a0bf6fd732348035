import Foundation

/// The string literals of an app's code that name catalog keys written as their own text, for
/// `CodeReferences`: an iOS app's `NSLocalizedString("Active Carbs", comment: …)` or SwiftUI
/// `Text("Delete \(name)?")`, a web app's `t('Open file')`. Read from each code file's bytes in
/// one pass; nothing here keeps state.
enum CodeLiterals {
    /// The quoted literals of a file's lines (between double quotes, or single ones where the
    /// language writes strings so) that are not one token (a space, `%`, `:` inside), and those
    /// passed to a lookup (`lookupCalls`) whatever they hold, up to 2,000 bytes. The escapes
    /// `\n`, `\t`, `\"`, `\'` and `\\` are read as the characters they stand for, and each
    /// interpolation (`\(count)`) as one mark: SwiftUI's `Text("\(count) items")` looks up the
    /// key `%lld items`, whose format specifiers `markingSpecifiers` reads as the same mark. A literal
    /// with any other escape (`\u{…}`) is no text a catalog writes as its key.
    static func read(_ data: Data, singleQuotes: Bool) -> (quoted: Set<String>, lookedUp: Set<String>) {
        var quotedTexts = Set<String>()
        var lookedUpTexts = Set<String>()
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var text: [UInt8] = []
            var quote = UInt8(ascii: "\"")
            var open = false
            var plain = true
            var oneToken = true
            var lookedUp = false
            var i = 0
            while i < bytes.count {
                // Outside a literal only a quote matters: where single quotes are no strings,
                // the next double quote is found at once.
                if !open, !singleQuotes, let base = bytes.baseAddress {
                    guard let hit = memchr(base + i, Int32(UInt8(ascii: "\"")), bytes.count - i) else { break }
                    i = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
                }
                let byte = bytes[i]
                i += 1
                if byte == UInt8(ascii: "\n") {
                    open = false
                } else if !open {
                    if byte == UInt8(ascii: "\""), let (literal, end) = Self.multiLine(bytes, opening: i - 1) {
                        // Swift's multi-line literal: its lines, as the compiler reads them.
                        if let literal, literal.count <= 2_000 {
                            let text = Self.kept(literal)
                            if !literal.allSatisfy(CodeReferences.isTokenByte) { quotedTexts.insert(text) }
                            if Self.opensLookup(bytes, before: i - 1) { lookedUpTexts.insert(text) }
                        }
                        i = end
                    } else if byte == UInt8(ascii: "\"") || (singleQuotes && byte == UInt8(ascii: "'")) {
                        (open, plain, oneToken, quote) = (true, true, true, byte)
                        lookedUp = Self.opensLookup(bytes, before: i - 1)
                        text.removeAll(keepingCapacity: true)
                    }
                } else if byte == quote {
                    if plain, text.count <= 2_000, !oneToken || lookedUp {
                        let literal = Self.kept(text)
                        if !oneToken { quotedTexts.insert(literal) }
                        if lookedUp { lookedUpTexts.insert(literal) }
                    }
                    open = false
                } else if byte == UInt8(ascii: "\\"), i < bytes.count {
                    if !Self.readEscape(bytes, at: &i, before: bytes.count, into: &text) { plain = false }
                    oneToken = false
                } else {
                    text.append(byte)
                    if !CodeReferences.isTokenByte(byte) { oneToken = false }
                }
            }
        }
        return (quotedTexts, lookedUpTexts)
    }

    /// A literal's text as it is kept: a format written out (`"%1$@ and %2$@"`) with its
    /// specifiers read as interpolations are (`markingSpecifiers`).
    static func kept(_ literal: [UInt8]) -> String {
        let text = String(decoding: literal, as: UTF8.self)
        return literal.contains(UInt8(ascii: "%")) ? markingSpecifiers(text) : text
    }

    /// A Swift multi-line string literal whose `\"\"\"` is at `opening` (the rest of that line
    /// blank): its text, read as the compiler reads it (the closing delimiter's indentation taken
    /// from each line, a line ending in `\` joined to the next, the escapes and interpolations
    /// above; nil when it holds another escape), and the index after its closing delimiter. Nil
    /// when no such literal starts there.
    static func multiLine(_ bytes: UnsafeBufferPointer<UInt8>, opening: Int) -> (text: [UInt8]?, end: Int)? {
        let quote = UInt8(ascii: "\"")
        guard opening + 2 < bytes.count, bytes[opening + 1] == quote, bytes[opening + 2] == quote,
            opening == 0 || bytes[opening - 1] != UInt8(ascii: "#")
        else { return nil }
        var i = opening + 3
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\n") else { return nil }
        i += 1
        // The content lines, up to the line that starts with the closing delimiter.
        var lines: [Range<Int>] = []
        var indentation: Range<Int>?
        while i < bytes.count {
            var end = i
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var first = i
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            if first + 3 <= end, bytes[first] == quote, bytes[first + 1] == quote, bytes[first + 2] == quote {
                indentation = i..<first
                i = first + 3
                break
            }
            lines.append(i..<end)
            i = end + 1
        }
        // A literal the file does not close is none.
        guard let indentation else { return nil }
        var text: [UInt8] = []
        var plain = true
        for (n, line) in lines.enumerated() {
            var j = line.lowerBound
            // The closing delimiter's indentation, where the line has it (a blank line may not).
            if line.count >= indentation.count,
                bytes[j..<(j + indentation.count)].elementsEqual(bytes[indentation])
            {
                j += indentation.count
            }
            var joined = false
            while j < line.upperBound {
                let byte = bytes[j]
                j += 1
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    continue
                }
                guard j < line.upperBound else {
                    joined = true
                    break
                }
                if !readEscape(bytes, at: &j, before: line.upperBound, into: &text) { plain = false }
            }
            if !joined && n < lines.count - 1 { text.append(0x0A) }
        }
        return (plain ? text : nil, i)
    }

    /// Reads the escape whose backslash is just before `i` into `text`: `\\n`, `\\t`, `\\"`, `\\'`
    /// and `\\\\` as the characters they stand for, an interpolation (`\\(count)`, its expression to
    /// its closing parenthesis before `end` and on this line) as `argumentMark`. False for any
    /// other escape, which no key is written with.
    static func readEscape(_ bytes: UnsafeBufferPointer<UInt8>, at i: inout Int, before end: Int, into text: inout [UInt8]) -> Bool {
        let escaped = bytes[i]
        i += 1
        switch escaped {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): text.append(escaped)
        case UInt8(ascii: "("):
            var depth = 1
            while i < end, depth > 0, bytes[i] != UInt8(ascii: "\n") {
                if bytes[i] == UInt8(ascii: "(") { depth += 1 }
                if bytes[i] == UInt8(ascii: ")") { depth -= 1 }
                i += 1
            }
            text.append(argumentMark)
        default: return false
        }
        return true
    }

    /// Languages whose strings may be written between single quotes as well as double ones.
    static let singleQuotedStrings: Set<String> = [
        "js", "jsx", "mjs", "cjs", "ts", "tsx", "vue", "svelte", "astro", "py", "rb", "php", "dart",
    ]

    /// Calls whose first argument is a key looked up in the catalogs: Apple's
    /// (`NSLocalizedString("On", …)`, SwiftUI's `Text("On")`, `Button("Save")`,
    /// `String(localized: "Done")`) and i18next's (`t("Save")`, `i18n.t("Save")`, an app's `_("Save")`).
    static let lookupCalls: Set<String> = [
        "NSLocalizedString", "Text", "LocalizedStringKey", "LocalizedStringResource", "localized", "Button", "Toggle", "Label",
        "Section", "navigationTitle", "Link", "Picker", "TextField", "t", "_",
    ]

    /// Whether the literal whose opening quote is at `quote` is the first argument of one of
    /// `lookupCalls`: `(` (or `localized:`) and the call's name before it, white space and line
    /// breaks allowed (`Text(` on the line before a multi-line literal).
    static func opensLookup(_ bytes: UnsafeBufferPointer<UInt8>, before quote: Int) -> Bool {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        var j = quote - 1
        while j >= 0, isSpace(bytes[j]) { j -= 1 }
        guard j >= 0, bytes[j] == UInt8(ascii: "(") || bytes[j] == UInt8(ascii: ":") else { return false }
        j -= 1
        while j >= 0, isSpace(bytes[j]) { j -= 1 }
        let end = j + 1
        while j >= 0, bytes[j] == UInt8(ascii: "_") || (bytes[j] < 0x80 && (bytes[j] | 0x20 >= 0x61 && bytes[j] | 0x20 <= 0x7A)) {
            j -= 1
        }
        guard end > j + 1 else { return false }
        return lookupCalls.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[(j + 1)..<end]), as: UTF8.self))
    }

    /// What an interpolation, or a format specifier of a key, reads as.
    static let argumentMark: UInt8 = 0x01

    /// `text` with each printf specifier (`%@`, `%lld`, `%1$@`, `%.1f`, as `PlaceholderScanner`
    /// reads them) made `argumentMark`; `%%` stays.
    static func markingSpecifiers(_ text: String) -> String {
        var text = text
        return text.withUTF8 { s -> String in
            var out: [UInt8] = []
            var steps = 0
            var i = 0
            while i < s.count {
                guard s[i] == UInt8(ascii: "%"), i + 1 < s.count else {
                    out.append(s[i])
                    i += 1
                    continue
                }
                if s[i + 1] == UInt8(ascii: "%") {
                    out += [s[i], s[i + 1]]
                    i += 2
                } else if let (_, end) = PlaceholderScanner.printfPlaceholder(s, from: i, steps: &steps) {
                    out.append(argumentMark)
                    i = end
                } else {
                    out.append(s[i])
                    i += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
