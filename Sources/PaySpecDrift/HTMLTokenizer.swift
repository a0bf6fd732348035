/// One piece of an HTML page as the tokenizer meets it, with the 1-based line it starts on.
struct HTMLToken: Equatable {
    enum Kind: Equatable {
        /// `<name attr="value">`; `name` lower-cased, attribute names lower-cased, values decoded.
        case start(String, [String: String], selfClosing: Bool)
        /// `</name>`.
        case end(String)
        /// Text between tags, entities decoded, whitespace as written.
        case text(String)
    }

    var kind: Kind
    var line: Int
}

/// A tolerant HTML tokenizer: what browsers accept, it accepts. Comments, doctypes and
/// processing instructions are dropped; the content of `script`, `style`, `template`,
/// `textarea` and `title` is raw text skipped to its end tag; a `<` that starts no tag is text.
/// One pass over the bytes, so the work grows with the page.
enum HTMLTokenizer {
    /// Elements whose content is not markup, skipped whole.
    static let rawTextElements: Set<String> = ["script", "style", "template", "textarea", "title", "noscript", "xmp"]

    static func tokens(_ text: String) -> [HTMLToken] {
        let bytes = Array(text.utf8)
        var tokens: [HTMLToken] = []
        var i = 0
        var line = 1
        var textStart = 0
        var textLine = 1

        func string(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        func flushText(upTo end: Int) {
            if end > textStart { tokens.append(HTMLToken(kind: .text(HTMLEntities.decode(string(textStart, end))), line: textLine)) }
        }
        /// Moves `i` past `end`, counting lines; to the end of the page when it never comes.
        func skip(past end: [UInt8], caseInsensitive: Bool = false) {
            while i < bytes.count {
                if matches(bytes, at: i, end, caseInsensitive: caseInsensitive) {
                    i += end.count
                    return
                }
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
        }

        while i < bytes.count {
            let b = bytes[i]
            guard b == UInt8(ascii: "<"), i + 1 < bytes.count else {
                if b == 0x0A { line += 1 }
                i += 1
                continue
            }
            let next = bytes[i + 1]
            let tagLine = line
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                flushText(upTo: i)
                if matches(bytes, at: i, Array("<!--".utf8)) {
                    i += 4
                    skip(past: Array("-->".utf8))
                } else if matches(bytes, at: i, Array("<![CDATA[".utf8)) {
                    i += 9
                    skip(past: Array("]]>".utf8))
                } else {
                    skip(past: [UInt8(ascii: ">")])
                }
            } else if next == UInt8(ascii: "/"), i + 2 < bytes.count, isLetter(bytes[i + 2]) {
                flushText(upTo: i)
                var j = i + 2
                while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
                let name = string(i + 2, j).lowercased()
                i = j
                skip(past: [UInt8(ascii: ">")])
                tokens.append(HTMLToken(kind: .end(name), line: tagLine))
            } else if isLetter(next) {
                flushText(upTo: i)
                let (token, end, lines) = startTag(bytes, at: i)
                tokens.append(HTMLToken(kind: token, line: tagLine))
                line += lines
                i = end
                if case .start(let name, _, let selfClosing) = token, !selfClosing, rawTextElements.contains(name) {
                    skip(past: Array("</\(name)".utf8), caseInsensitive: true)
                    skip(past: [UInt8(ascii: ">")])
                    tokens.append(HTMLToken(kind: .end(name), line: line))
                }
            } else {
                i += 1
                continue
            }
            textStart = i
            textLine = line
        }
        flushText(upTo: bytes.count)
        return tokens
    }

    /// The start tag at `start`: its token, the index after its `>` and the line ends inside it.
    static func startTag(_ bytes: [UInt8], at start: Int) -> (HTMLToken.Kind, Int, Int) {
        var i = start + 1
        var lines = 0
        while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
        let name = String(decoding: bytes[(start + 1)..<i], as: UTF8.self).lowercased()
        var attributes: [String: String] = [:]
        var selfClosing = false
        func advance() {
            if bytes[i] == 0x0A { lines += 1 }
            i += 1
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: ">") {
                i += 1
                break
            }
            if b == UInt8(ascii: "/") {
                selfClosing = i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: ">")
                advance()
                continue
            }
            if isSpace(b) {
                advance()
                continue
            }
            let nameStart = i
            while i < bytes.count, !isSpace(bytes[i]), ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[i]) {
                i += 1
            }
            if i == nameStart {
                advance()
                continue
            }
            let attribute = String(decoding: bytes[nameStart..<i], as: UTF8.self).lowercased()
            while i < bytes.count, isSpace(bytes[i]) { advance() }
            var value = ""
            if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                advance()
                while i < bytes.count, isSpace(bytes[i]) { advance() }
                if i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                    let quote = bytes[i]
                    advance()
                    let valueStart = i
                    while i < bytes.count, bytes[i] != quote { advance() }
                    value = String(decoding: bytes[valueStart..<i], as: UTF8.self)
                    if i < bytes.count { i += 1 }
                } else {
                    let valueStart = i
                    while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">") { i += 1 }
                    value = String(decoding: bytes[valueStart..<i], as: UTF8.self)
                }
            }
            if attributes[attribute] == nil { attributes[attribute] = HTMLEntities.decode(value) }
        }
        return (.start(name, attributes, selfClosing: selfClosing), i, lines)
    }

    static func matches(_ bytes: [UInt8], at i: Int, _ needle: [UInt8], caseInsensitive: Bool = false) -> Bool {
        guard i + needle.count <= bytes.count else { return false }
        for k in 0..<needle.count {
            let a = bytes[i + k], b = needle[k]
            if a == b { continue }
            if caseInsensitive, isLetter(a), a | 0x20 == b | 0x20 { continue }
            return false
        }
        return true
    }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    static func isNameByte(_ b: UInt8) -> Bool {
        isLetter(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: ":")
    }
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
}
