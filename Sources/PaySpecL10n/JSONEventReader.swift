import PaySpecJSON

/// The String Catalog's event layer over PaySpecJSON's lexer: instead of building a tree it
/// reports object starts and ends and every scalar with its path from the root and its position,
/// so a catalog of a million strings is read without holding a document tree. It stays apart
/// from `JSONParser` for two reasons: a tree of such a catalog costs more memory than the
/// catalog, and its errors are `CatalogParseError`s worded for translators (which member
/// repeats and where it was first, what a number lacks). Its tokens are the shared ones:
/// positions, whitespace, plain string runs, escapes, numbers and keywords come from
/// `JSONByteCursor` and the lexis under it, so it accepts exactly the texts `JSONParser` accepts.
/// Nesting is capped; syntax errors carry line and column.
struct JSONEventReader {
    /// A scalar value.
    enum Scalar {
        case string(String)
        case bool(Bool)
        case number
        case null
    }

    /// What the reader reports.
    enum Event {
        case objectStart(SourceLocation)
        case objectEnd
        case scalar(Scalar, SourceLocation)
    }

    static let maximumDepth = 256

    private var cursor: JSONByteCursor
    private let file: String
    /// Member names (and `[]` for array items) from the root to the current value.
    private(set) var path: [String] = []
    /// Whether the members of the object at a path may repeat; elsewhere a repeated member is
    /// an error, since readers disagree on which of the two counts.
    private let allowsRepeatedMembers: ([String]) -> Bool
    /// The names (and positions) of the members read so far in each open object, innermost
    /// last: one array for the whole document, so an object costs no allocation of its own.
    private var memberNames: [(String, SourceLocation)] = []

    /// A reader over `bytes`; `allowsRepeatedMembers` names the objects (by path) whose members
    /// may repeat, by default all of them.
    init(bytes: [UInt8], file: String, allowsRepeatedMembers: @escaping ([String]) -> Bool = { _ in true }) {
        cursor = JSONByteCursor(bytes)
        self.file = file
        self.allowsRepeatedMembers = allowsRepeatedMembers
    }

    /// Objects with more members than this are checked with a set instead of a scan.
    private static let scannedMembers = 16

    private var bytes: [UInt8] { cursor.bytes }
    private var index: Int { cursor.index }
    private var here: SourceLocation { cursor.here }

    private func fail(_ message: String, at location: SourceLocation? = nil) -> CatalogParseError {
        CatalogParseError(file: file, at: location ?? here, message)
    }

    private func describeCurrent() -> String { cursor.describeCurrent() }

    /// Moves past one byte and returns the offset moved to (see `JSONByteCursor.advance()` for
    /// why positions after a move come from this result).
    @discardableResult
    private mutating func advance() -> Int { cursor.advance() }

    private mutating func skipWhitespace() { cursor.skipWhitespace() }

    /// What `read` calls with the path of each event and the event. It is handed the path
    /// alone, not the reader: a copy of the reader per event cost a retain and a release of
    /// each of its buffers, a fifth of a String Catalog's reading.
    typealias Handler = (borrowing [String], Event) throws(CatalogParseError) -> Void

    /// Reads the whole document, calling `handle` with the path and each event.
    mutating func read(_ handle: Handler) throws(CatalogParseError) {
        skipWhitespace()
        try value(handle)
        skipWhitespace()
        if index < bytes.count { throw fail("unexpected \(describeCurrent()) after the end of the JSON value") }
    }

    private mutating func value(_ handle: Handler) throws(CatalogParseError) {
        guard index < bytes.count else { throw fail("expected a value, found end of input") }
        let start = here
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard path.count < Self.maximumDepth else { throw fail("nesting deeper than \(Self.maximumDepth) levels") }
            advance()
            try handle(path, .objectStart(start))
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                advance()
                try handle(path, .objectEnd)
                return
            }
            let checksMembers = !allowsRepeatedMembers(path)
            let firstMember = memberNames.count
            // Made only for an object with many members (most have a few).
            var manyNames: [String: SourceLocation]?
            defer { if checksMembers { memberNames.removeLast(memberNames.count - firstMember) } }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw fail("expected a string key, found \(describeCurrent())")
                }
                let keyAt = here
                let key = try string()
                if checksMembers { try noteMember(key, at: keyAt, from: firstMember, in: &manyNames) }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw fail("expected ':' after key \"\(key)\", found \(describeCurrent())")
                }
                advance()
                skipWhitespace()
                path.append(key)
                try value(handle)
                path.removeLast()
                skipWhitespace()
                guard index < bytes.count else { throw fail("expected ',' or '}', found end of input") }
                if bytes[index] == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}', found \(describeCurrent())") }
                advance()
                try handle(path, .objectEnd)
                return
            }
        case UInt8(ascii: "["):
            guard path.count < Self.maximumDepth else { throw fail("nesting deeper than \(Self.maximumDepth) levels") }
            advance()
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                advance()
                return
            }
            path.append("[]")
            defer { path.removeLast() }
            while true {
                skipWhitespace()
                try value(handle)
                skipWhitespace()
                guard index < bytes.count else { throw fail("expected ',' or ']', found end of input") }
                if bytes[index] == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']', found \(describeCurrent())") }
                advance()
                return
            }
        case UInt8(ascii: "\""):
            try handle(path, .scalar(.string(try string()), start))
        case UInt8(ascii: "t"):
            try word("true")
            try handle(path, .scalar(.bool(true), start))
        case UInt8(ascii: "f"):
            try word("false")
            try handle(path, .scalar(.bool(false), start))
        case UInt8(ascii: "n"):
            try word("null")
            try handle(path, .scalar(.null, start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
            try handle(path, .scalar(.number, start))
        default:
            throw fail("expected a value, found \(describeCurrent())")
        }
    }

    /// Records a member of the object whose members start at `first` in `memberNames`;
    /// throws at `at` when the object already has a member of that name.
    private mutating func noteMember(
        _ key: String, at: SourceLocation, from first: Int, in manyNames: inout [String: SourceLocation]?
    ) throws(CatalogParseError) {
        var earlier: SourceLocation?
        if memberNames.count - first < Self.scannedMembers {
            for i in first..<memberNames.count where memberNames[i].0 == key { earlier = memberNames[i].1 }
            memberNames.append((key, at))
            if memberNames.count - first == Self.scannedMembers {
                var names: [String: SourceLocation] = [:]
                for i in first..<memberNames.count { names[memberNames[i].0] = memberNames[i].1 }
                manyNames = names
            }
        } else if let seen = manyNames?[key] {
            earlier = seen
        } else {
            manyNames?[key] = at
        }
        if let earlier {
            throw fail("expected the member \"\(key)\" only once in this object (it is also at \(earlier))", at: at)
        }
    }

    /// Skips a number, held to JSON's grammar by the shared lexer: `-`, `1.`, `01`, `1e` and
    /// `1-2` are errors, not numbers. The fault is named where the lexer stopped.
    private mutating func number() throws(CatalogParseError) {
        switch cursor.skipNumber() {
        case nil: return
        case .leadingZero: throw fail("expected no leading zeros in a number")
        case .missingDigit(.integer): throw fail("expected a digit in the number, found \(describeCurrent())")
        case .missingDigit(.fraction): throw fail("expected a digit after '.', found \(describeCurrent())")
        case .missingDigit(.exponent): throw fail("expected a digit in the exponent, found \(describeCurrent())")
        }
    }

    private mutating func word(_ text: StaticString) throws(CatalogParseError) {
        guard cursor.skip(word: text) else { throw fail("expected '\(text)'") }
    }

    private mutating func string() throws(CatalogParseError) -> String {
        let start = here
        let first = advance()  // past the opening quote; the result, not `index` (see advance())
        while index < bytes.count {
            // Plain bytes go by in runs; the loop's own rules are for the rest.
            cursor.skipPlainRun()
            guard index < bytes.count else { break }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                guard let text = UTF8Validation.string(bytes[first..<index]) else { throw notUTF8(start) }
                advance()
                return text
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw fail("expected no control character inside a string (escape it)") }
            advance()
        }
        var out = Array(bytes[first..<index])
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                guard let text = UTF8Validation.string(out[...]) else { throw notUTF8(start) }
                advance()
                return text
            }
            if b < 0x20 { throw fail("expected no control character inside a string (escape it)") }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                let runStart = advance()
                let runEnd = cursor.skipPlainRun()
                out.append(contentsOf: bytes[runStart..<runEnd])
                continue
            }
            let escapeAt = here
            let escaped = advance()
            guard escaped < bytes.count else { break }
            let e = bytes[escaped]
            advance()
            if let byte = JSONEscape.byte(for: e) {
                out.append(byte)
                continue
            }
            switch e {
            case UInt8(ascii: "u"):
                var code = try hex4(escapeAt)
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    advance()
                    advance()
                    let low = try hex4(escapeAt)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw fail("expected a low surrogate after \\u\(String(code, radix: 16))", at: escapeAt)
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw fail("expected a Unicode scalar, found a lone surrogate", at: escapeAt)
                }
                out += Array(String(scalar).utf8)
            default:
                throw fail("expected a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: escapeAt)
            }
        }
        throw fail("expected a closing '\"' for the string that starts here", at: start)
    }

    /// Invalid UTF-8 is an error (as in `JSONParser`), not silently replaced by U+FFFD.
    private func notUTF8(_ start: SourceLocation) -> CatalogParseError {
        fail("expected UTF-8 text in the string that starts here", at: start)
    }

    private mutating func hex4(_ at: SourceLocation) throws(CatalogParseError) -> UInt32 {
        guard let code = cursor.readHex4() else { throw fail("expected four hex digits after \\u", at: at) }
        return code
    }
}
