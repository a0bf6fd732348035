/// The fast path of `JSONParser`: the same strict grammar (RFC 8259, duplicate keys refused,
/// nesting capped, strings valid UTF-8) building `JSONValue` directly, with no positions, over an
/// unsafe buffer. It only says *whether* the text is valid; on invalid text `JSONParser`'s
/// positioned parser runs again to name the error with its line and column, so every message
/// still comes from one place. Golden files, protocol lines and answers take this path; the
/// positioned tree is built only where a diagnostic needs it.
///
/// It keeps no line or column: a caller that needs the position of some values asks for their
/// byte offsets (`elementStarts`) and turns those into lines with `SourceLocation.lines`.
struct JSONValueReader {
    struct Invalid: Error {}

    private let base: UnsafePointer<UInt8>
    private let end: Int
    private var index: Int
    private var depth = 0
    private var scratch: [UInt8] = []
    /// The member of the root object whose array elements' offsets are recorded.
    private let trackedKey: String?
    private var trackNext = false
    private(set) var starts: [Int] = []

    private init(_ buffer: UnsafeBufferPointer<UInt8>, trackedKey: String?) {
        base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        end = buffer.count
        let bom = end >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
        index = bom ? 3 : 0
        self.trackedKey = trackedKey
    }

    /// The value of `bytes`, or `nil` when they are not one valid JSON text. With `trackedKey`,
    /// `elementStarts` receives the byte offset of each element of the array that is that member
    /// of the root object.
    static func read(_ bytes: [UInt8], trackedKey: String? = nil, elementStarts: inout [Int]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
            var reader = JSONValueReader(buffer, trackedKey: trackedKey)
            do {
                reader.skipWhitespace()
                let value = try reader.value()
                reader.skipWhitespace()
                guard reader.index == reader.end else { return nil }
                elementStarts = reader.starts
                return value
            } catch {
                return nil
            }
        }
    }

    static func read(_ bytes: [UInt8]) -> JSONValue? {
        var unused: [Int] = []
        return read(bytes, elementStarts: &unused)
    }

    @inline(__always)
    private func byte(_ i: Int) -> UInt8 { base[i] }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < end {
            switch base[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func value() throws(Invalid) -> JSONValue {
        guard index < end else { throw Invalid() }
        switch base[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word(0x74, 0x72, 0x75, 0x65); return .bool(true)
        case UInt8(ascii: "f"):
            try word(0x66, 0x61, 0x6C, 0x73)
            guard index < end, base[index] == 0x65 else { throw Invalid() }
            index += 1
            return .bool(false)
        case UInt8(ascii: "n"): try word(0x6E, 0x75, 0x6C, 0x6C); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw Invalid()
        }
    }

    @inline(__always)
    private mutating func word(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) throws(Invalid) {
        guard JSONLexis.skipWord(base, &index, end, (a, b, c, d)) else { throw Invalid() }
    }

    private mutating func enter() throws(Invalid) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw Invalid() }
    }

    /// Members and elements of the containers being read, innermost last: each container is
    /// built once at its exact size (a dictionary grown member by member rehashes every key at
    /// each doubling).
    private var memberStack: [(key: String, value: JSONValue)] = []
    private var elementStack: [JSONValue] = []

    private mutating func object() throws(Invalid) -> JSONValue {
        try enter()
        index += 1
        skipWhitespace()
        if index < end && base[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object([:])
        }
        let isRoot = depth == 1
        let first = memberStack.count
        defer { memberStack.removeSubrange(first...) }
        while true {
            skipWhitespace()
            guard index < end, base[index] == UInt8(ascii: "\"") else { throw Invalid() }
            let key = try string()
            skipWhitespace()
            guard index < end, base[index] == UInt8(ascii: ":") else { throw Invalid() }
            index += 1
            skipWhitespace()
            trackNext = isRoot && trackedKey != nil && key == trackedKey
            let v = try value()
            trackNext = false
            memberStack.append((key, v))
            skipWhitespace()
            switch JSONLexis.step(base, &index, end, closer: UInt8(ascii: "}")) {
            case .next: continue
            case .closed:
                depth -= 1
                var members = [String: JSONValue](minimumCapacity: memberStack.count - first)
                for m in memberStack[first...] where members.updateValue(m.value, forKey: m.key) != nil {
                    throw Invalid()  // a duplicate key
                }
                return .object(members)
            case nil: throw Invalid()
            }
        }
    }

    private mutating func array() throws(Invalid) -> JSONValue {
        try enter()
        let tracking = trackNext
        trackNext = false
        index += 1
        skipWhitespace()
        if index < end && base[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array([])
        }
        let first = elementStack.count
        defer { elementStack.removeSubrange(first...) }
        while true {
            skipWhitespace()
            if tracking { starts.append(index) }
            let v = try value()
            elementStack.append(v)
            skipWhitespace()
            switch JSONLexis.step(base, &index, end, closer: UInt8(ascii: "]")) {
            case .next: continue
            case .closed:
                depth -= 1
                return .array(Array(elementStack[first...]))
            case nil: throw Invalid()
            }
        }
    }

    @inline(__always)
    private func isDigit(_ b: UInt8) -> Bool { JSONLexis.isDigit(b) }

    private mutating func number() throws(Invalid) -> JSONValue {
        let begin = index
        var negative = false
        if base[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < end, isDigit(base[index]) else { throw Invalid() }
        // Accumulate negatively so that Int.min fits; overflow falls back to the text below.
        var magnitude = 0
        var overflow = false
        if base[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(base[index]) { throw Invalid() }
        } else {
            while index < end, isDigit(base[index]) {
                let (m, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (s, o2) = m.subtractingReportingOverflow(Int(base[index] &- 0x30))
                overflow = overflow || o1 || o2
                magnitude = s
                index += 1
            }
        }
        var integral = true
        if index < end, base[index] == UInt8(ascii: ".") {
            integral = false
            index += 1
            guard index < end, isDigit(base[index]) else { throw Invalid() }
            while index < end, isDigit(base[index]) { index += 1 }
        }
        if index < end, base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E") {
            integral = false
            index += 1
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            guard index < end, isDigit(base[index]) else { throw Invalid() }
            while index < end, isDigit(base[index]) { index += 1 }
        }
        if integral && !overflow {
            if negative { return .integer(magnitude) }
            if magnitude != Int.min { return .integer(-magnitude) }
        }
        let text = String(decoding: UnsafeBufferPointer(start: base + begin, count: index - begin), as: UTF8.self)
        guard let d = Double(text), d.isFinite else { throw Invalid() }
        return .double(d)
    }

    private mutating func string() throws(Invalid) -> String {
        index += 1  // the opening quote
        let start = index
        var high: UInt8 = 0
        // The common case: no escape. One scan, one String.
        while index < end {
            let b = base[index]
            if b == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(start: base + start, count: index - start)
                index += 1
                if high < 0x80 { return String(decoding: run, as: UTF8.self) }
                guard let s = String(validating: run, as: UTF8.self) else { throw Invalid() }
                return s
            }
            if b == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if b < 0x20 { throw Invalid() }
            high |= b
            index += 1
        }
        throw Invalid()
    }

    private mutating func escapedString(from start: Int) throws(Invalid) -> String {
        scratch.removeAll(keepingCapacity: true)
        var runStart = start
        while index < end {
            let b = base[index]
            if b == UInt8(ascii: "\"") {
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                index += 1
                guard let s = String(validating: scratch, as: UTF8.self) else { throw Invalid() }
                return s
            }
            if b < 0x20 { throw Invalid() }
            if b != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            scratch.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            index += 1
            guard index < end else { throw Invalid() }
            let e = base[index]
            index += 1
            if let byte = JSONEscape.byte(for: e) {
                scratch.append(byte)
            } else if e == UInt8(ascii: "u") {
                let scalar = try unicodeEscape()
                scratch.append(contentsOf: UTF8.encode(scalar)!)
            } else {
                throw Invalid()
            }
            runStart = index
        }
        throw Invalid()
    }

    private mutating func unicodeEscape() throws(Invalid) -> Unicode.Scalar {
        guard let scalar = JSONLexis.unicodeEscape(base, &index, end) else { throw Invalid() }
        return scalar
    }
}
