/// The kit's reader of whole JSON texts: strict RFC 8259 over UTF-8 bytes, repeated keys refused
/// (a repeated key in a spec row is a bug a lenient reader would hide), nesting capped. One pass,
/// offsets only: its builder makes a `JSONValue` (golden files, protocol lines), a positioned
/// `JSONNode` (files whose checks point at a line and column) or events (String Catalogs too big
/// for a tree), and a fault is a `JSONSyntaxFault` at a byte offset, which `JSONParser` and the
/// String Catalog reader each word their way.
///
/// It exists beside `JSONSkimmer` because it decodes: every string becomes a `String`, every
/// number a value; the skimmer only checks and measures. Both stand on `JSONLexis`.
struct JSONTreeReader<Builder: JSONTreeBuilder> {
    private let base: UnsafePointer<UInt8>
    private let end: Int
    private(set) var index: Int
    private var depth = 0
    var builder: Builder
    private var scratch: [UInt8] = []
    /// The keys (and their offsets) of the open objects that refuse repeated keys, innermost last.
    private var keys: [(String, Int)] = []
    /// Objects with more keys than this are checked with a dictionary instead of a scan.
    private static var scannedKeys: Int { 16 }

    /// A reader over `buffer` (which must stay valid while it reads), after a byte-order mark.
    init(_ buffer: UnsafeBufferPointer<UInt8>, builder: Builder) {
        base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        end = buffer.count
        let bom = end >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
        index = bom ? 3 : 0
        self.builder = builder
    }

    /// Reads the one value the text holds, with nothing but whitespace after it.
    mutating func document() throws(JSONReadFailure) -> Builder.Value {
        skipWhitespace()
        let value = try self.value()
        skipWhitespace()
        guard index == end else { throw JSONReadFailure(.trailingText, at: index) }
        return value
    }

    @inline(__always)
    private mutating func skipWhitespace() { JSONLexis.skipWhitespace(base, &index, end) }

    private mutating func value() throws(JSONReadFailure) -> Builder.Value {
        guard index < end else { throw JSONReadFailure(.expectedValue, at: index) }
        let start = index
        switch base[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return try builder.string(try string(), at: start)
        case UInt8(ascii: "t"):
            try word("true", (0x74, 0x72, 0x75, 0x65), last: nil)
            return try builder.bool(true, at: start)
        case UInt8(ascii: "f"):
            try word("false", (0x66, 0x61, 0x6C, 0x73), last: 0x65)
            return try builder.bool(false, at: start)
        case UInt8(ascii: "n"):
            try word("null", (0x6E, 0x75, 0x6C, 0x6C), last: nil)
            return try builder.null(at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            var integral = false
            if let fault = JSONLexis.number(base, &index, end, integral: &integral) {
                throw JSONReadFailure(.number(fault), at: index)
            }
            return try builder.number(base, start..<index, integral: integral)
        default: throw JSONReadFailure(.expectedValue, at: index)
        }
    }

    @inline(__always)
    private mutating func word(_ name: String, _ four: (UInt8, UInt8, UInt8, UInt8), last: UInt8?) throws(JSONReadFailure) {
        let start = index
        guard JSONLexis.skipWord(base, &index, end, four) else { throw JSONReadFailure(.expectedWord(name), at: start) }
        guard let last else { return }
        guard index < end, base[index] == last else {
            index = start
            throw JSONReadFailure(.expectedWord(name), at: start)
        }
        index += 1
    }

    private mutating func enter() throws(JSONReadFailure) {
        depth += 1
        if depth > JSONLexis.maximumDepth { throw JSONReadFailure(.tooDeep, at: index) }
    }

    private mutating func object() throws(JSONReadFailure) -> Builder.Value {
        try enter()
        let refuses = builder.refusesRepeatedKeys()
        var mark = try builder.beginObject(at: index)
        index += 1
        skipWhitespace()
        if index < end && base[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return try builder.endObject(mark)
        }
        let firstKey = keys.count
        // Made only for an object with many keys (most have a few).
        var manyKeys: [String: Int]?
        defer { if refuses { keys.removeSubrange(firstKey...) } }
        while true {
            skipWhitespace()
            guard index < end, base[index] == UInt8(ascii: "\"") else { throw JSONReadFailure(.expectedKey, at: index) }
            let keyAt = index
            let key = try string()
            if refuses { try note(key, at: keyAt, from: firstKey, in: &manyKeys) }
            skipWhitespace()
            guard index < end, base[index] == UInt8(ascii: ":") else {
                throw JSONReadFailure(.expectedColon(after: key), at: index)
            }
            index += 1
            skipWhitespace()
            builder.key(key, at: keyAt)
            let v = try value()
            builder.member(v, of: &mark)
            skipWhitespace()
            switch JSONLexis.step(base, &index, end, closer: UInt8(ascii: "}")) {
            case .next: continue
            case .closed:
                depth -= 1
                return try builder.endObject(mark)
            case nil: throw JSONReadFailure(.expectedSeparator(closer: UInt8(ascii: "}")), at: index)
            }
        }
    }

    /// The rule for repeated keys: keys are compared as `String`s (canonically equivalent
    /// spellings are one key), the first repetition is the fault.
    private mutating func note(_ key: String, at offset: Int, from first: Int, in many: inout [String: Int]?) throws(JSONReadFailure) {
        var earlier: Int?
        if keys.count - first < Self.scannedKeys {
            for i in first..<keys.count where keys[i].0 == key {
                earlier = keys[i].1
                break
            }
            keys.append((key, offset))
            if keys.count - first == Self.scannedKeys {
                var names: [String: Int] = [:]
                for i in first..<keys.count where names[keys[i].0] == nil { names[keys[i].0] = keys[i].1 }
                many = names
            }
        } else if let seen = many?[key] {
            earlier = seen
        } else {
            many?[key] = offset
        }
        if let earlier { throw JSONReadFailure(.repeatedKey(key, earlier: earlier), at: offset) }
    }

    private mutating func array() throws(JSONReadFailure) -> Builder.Value {
        try enter()
        var mark = builder.beginArray(at: index)
        index += 1
        skipWhitespace()
        if index < end && base[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return builder.endArray(mark)
        }
        while true {
            skipWhitespace()
            builder.elementStart(at: index, of: mark)
            let v = try value()
            builder.element(v, of: &mark)
            skipWhitespace()
            switch JSONLexis.step(base, &index, end, closer: UInt8(ascii: "]")) {
            case .next: continue
            case .closed:
                depth -= 1
                return builder.endArray(mark)
            case nil: throw JSONReadFailure(.expectedSeparator(closer: UInt8(ascii: "]")), at: index)
            }
        }
    }

    private mutating func string() throws(JSONReadFailure) -> String {
        let start = index
        var shape = JSONLexis.StringShape()
        var escape = start
        if let fault = JSONLexis.string(base, &index, end, shape: &shape, escape: &escape) {
            throw JSONReadFailure(.string(fault, start: start, escape: escape), at: index)
        }
        return JSONLexis.decodedString(base, start + 1, index - 1, escaped: shape.escaped, scratch: &scratch)
    }
}
