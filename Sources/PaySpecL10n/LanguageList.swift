import Foundation

/// A list of languages written in an app's code: an array, a tuple, a call's arguments or an
/// object's keys whose every item is a language code (`supportedLngs: ['ar', 'az', …]`,
/// `languages = { af: { country: 'ZA' }, … }`, `listOf("de", "fr")`,
/// `[('de', 'German'), …]`, `[Locale('de'), Locale('fr', 'CA')]`). An app that lists the
/// languages it offers shows no other: a catalog of a language no such list names is one a
/// translation platform pulled in, which no user sees.
///
/// Whether a list is the app's list of its languages is decided against the catalogs
/// (`UnshippedCatalogs`): a list of dates' locales or of right-to-left languages names a few
/// of them, or many other languages.
public struct LanguageList: Sendable, Hashable {
    /// The file that holds the list, under the `--code` folder as the user named it.
    public var file: String
    /// The line of its opening bracket, from 1.
    public var line: Int
    /// The primary subtags of its items, lower-cased (`pt_BR` as `pt`).
    public var languages: Set<String>

    /// Fewest items of a list: fewer are a few languages singled out, not the app's languages.
    static let fewestItems = 5

    /// Extensions of code whose brackets are read for lists.
    static let codeExtensions: Set<String> = [
        "swift", "m", "mm", "kt", "kts", "java", "dart", "js", "jsx", "mjs", "cjs", "ts", "tsx", "vue", "svelte", "py", "rb",
        "php", "go", "rs", "cs", "vala", "gradle", "groovy", "scala",
    ]
    /// Extensions of code whose comments begin with `#` (elsewhere `#` is code: a private field,
    /// a preprocessor line, a Swift directive).
    static let hashComments: Set<String> = ["py", "rb"]

    /// Whether an item names a language: a well-formed code of a known language
    /// (`de`, `pt_BR`, `zh-Hans`, `fil`).
    static func isCode(_ text: Substring) -> Bool {
        let code = String(text)
        return (2...16).contains(code.utf8.count) && LanguageCodes.isWellFormed(code) && LanguageCodes.isKnown(code)
    }

    /// The lists of language codes in one file of code.
    static func lists(in data: Data, file: String, hashComments: Bool) -> [LanguageList] {
        var scan = BracketScan(hashComments: hashComments)
        data.withUnsafeBytes { raw in scan.run(raw.bindMemory(to: UInt8.self)) }
        return scan.found.map { LanguageList(file: file, line: $0.line, languages: $0.languages) }
    }
}

/// One pass over a file's bytes that keeps, per open bracket, whether each item so far began
/// with a language code. Strings and comments are read as such, so a bracket or a comma in
/// them is no structure.
private struct BracketScan {
    /// One item of a bracket being read: its atoms at this level and the code it began with.
    struct Frame {
        var line: Int
        var codes: [Substring] = []
        var allCodes = true
        /// The first item's code, which a bracket above takes as its item's when this bracket
        /// is that item's first atom (`('de', 'German')`, `Locale('de')`).
        var firstCode: Substring?
        var items = 0
        var atoms = 0
        var candidate: Substring?
        /// The candidate is a bare word, a code only when a `:` or `=` follows (`af: {…}`).
        var needsSeparator = false
        var itemIsCode = false
        var firstAtomIsWord = false
    }

    let hashComments: Bool
    var stack: [Frame] = []
    var found: [(line: Int, languages: Set<String>)] = []
    var line = 1

    init(hashComments: Bool) { self.hashComments = hashComments }

    mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\n"):
                line += 1
                i += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                i += 1
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                while i < n && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "#") where hashComments:
                while i < n && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i < n && !(bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                    i += 1
                }
                i += 2
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                let start = i + 1
                var j = start
                var closed = false
                while j < n {
                    let c = bytes[j]
                    if c == UInt8(ascii: "\\") {
                        j += 2
                        continue
                    }
                    if c == b {
                        closed = true
                        break
                    }
                    // A quote left open at the line's end is an apostrophe, not a string.
                    if c == UInt8(ascii: "\n") && b != UInt8(ascii: "`") { break }
                    j += 1
                }
                if closed {
                    for c in bytes[start..<j] where c == UInt8(ascii: "\n") { line += 1 }
                    atom(UnsafeBufferPointer(rebasing: bytes[start..<j]), isWord: false)
                    i = j + 1
                } else {
                    atom(nil, isWord: false)
                    i += 1
                }
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                stack.append(Frame(line: line))
                i += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                close()
                i += 1
            case UInt8(ascii: ","):
                endItem()
                i += 1
            case UInt8(ascii: ":"), UInt8(ascii: "="):
                separator()
                i += 1
            default:
                if Self.isWordByte(b) {
                    let start = i
                    while i < n && Self.isWordByte(bytes[i]) { i += 1 }
                    atom(UnsafeBufferPointer(rebasing: bytes[start..<i]), isWord: true)
                } else {
                    atom(nil, isWord: false)
                    i += 1
                }
            }
        }
    }

    /// Letters, digits, `_`, `$` and `.`: a word, or a dotted name (`Locale.forLanguageTag`).
    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
            || b == UInt8(ascii: ".") || b >= 0x80
    }

    /// An atom of the innermost bracket's item: a string's or a word's bytes, or a punctuation
    /// mark (nil). Only an item's first atom is read as a code, and only after its bytes pass
    /// the shape of one (a letter, then letters, digits, `-` or `_`), so a file's other words
    /// cost no string.
    mutating func atom(_ bytes: UnsafeBufferPointer<UInt8>?, isWord: Bool) {
        guard !stack.isEmpty else { return }
        let index = stack.count - 1
        defer { stack[index].atoms += 1 }
        guard stack[index].atoms == 0 else {
            if stack[index].needsSeparator { stack[index].candidate = nil }
            stack[index].needsSeparator = false
            return
        }
        stack[index].firstAtomIsWord = isWord
        guard let bytes, Self.hasShapeOfCode(bytes) else { return }
        let code = Substring(decoding: bytes, as: UTF8.self)
        guard LanguageList.isCode(code) else { return }
        stack[index].candidate = code
        stack[index].needsSeparator = isWord
        stack[index].itemIsCode = !isWord
    }

    /// Two to sixteen bytes: two or three letters, then nothing or `-` or `_` and letters,
    /// digits, `-` and `_` (most words of code are longer before their first separator).
    static func hasShapeOfCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (2...16).contains(bytes.count) else { return false }
        var letters = 0
        while letters < bytes.count, bytes[letters] | 0x20 >= 0x61, bytes[letters] | 0x20 <= 0x7A { letters += 1 }
        guard (2...3).contains(letters) else { return false }
        guard letters < bytes.count else { return true }
        guard bytes[letters] == UInt8(ascii: "-") || bytes[letters] == UInt8(ascii: "_") else { return false }
        return bytes[letters...].allSatisfy {
            ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        }
    }

    /// `:` or `=` after a bare word: an object's key (`af: …`, `de = …`).
    mutating func separator() {
        guard let index = stack.indices.last else { return }
        if stack[index].needsSeparator, stack[index].atoms == 1 {
            stack[index].needsSeparator = false
            stack[index].itemIsCode = true
        }
        stack[index].atoms += 1
    }

    mutating func endItem() {
        guard let index = stack.indices.last else { return }
        var frame = stack[index]
        if frame.atoms > 0 {
            if frame.itemIsCode, let code = frame.candidate {
                frame.codes.append(code)
                if frame.items == 0 { frame.firstCode = code }
            } else {
                frame.allCodes = false
            }
            frame.items += 1
        }
        frame.atoms = 0
        frame.candidate = nil
        frame.needsSeparator = false
        frame.itemIsCode = false
        frame.firstAtomIsWord = false
        stack[index] = frame
    }

    mutating func close() {
        guard !stack.isEmpty else { return }
        endItem()
        let frame = stack.removeLast()
        if frame.allCodes, frame.codes.count >= LanguageList.fewestItems {
            found.append((frame.line, Set(frame.codes.map { LanguageCodes.primarySubtag(String($0)) })))
        }
        // The closed bracket is one atom of the item above: a tuple or a call whose first
        // argument is a code gives that item its code.
        guard let index = stack.indices.last else { return }
        let above = stack[index]
        let firstCode = frame.firstCode
        if above.atoms == 0, let firstCode {
            stack[index].candidate = firstCode
            stack[index].itemIsCode = true
        } else if above.atoms == 1, above.firstAtomIsWord, above.candidate == nil, let firstCode {
            stack[index].candidate = firstCode
            stack[index].itemIsCode = true
        } else if above.atoms == 1, above.needsSeparator {
            stack[index].candidate = nil
            stack[index].needsSeparator = false
        }
        stack[index].atoms += 1
    }
}
