import PaySpecJSON

/// A fast JSON reader for protocol lines: straight to `JSONValue`, no positions.
///
/// It accepts exactly what `JSONParser` accepts on the happy path; on anything unusual (a syntax
/// error, a duplicate key, invalid UTF-8, deep nesting) it hands the line to `JSONParser`, so
/// the result and the error messages are always the positioned parser's.
enum ProtocolLineParser {
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        if let v = bytes.withUnsafeBufferPointer({ buf -> JSONValue? in
            var r = Reader(b: buf)
            r.ws()
            guard let v = r.value(depth: 0) else { return Optional<JSONValue>.none }
            r.ws()
            if r.i != buf.count { return Optional<JSONValue>.none }
            return Optional(v)
        }) {
            return v
        }
        return try JSONParser.parseValue(bytes)
    }

    struct Reader {
        let b: UnsafeBufferPointer<UInt8>
        var i = 0

        init(b: UnsafeBufferPointer<UInt8>) { self.b = b }

        mutating func ws() {
            while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
        }

        mutating func literal(_ word: StaticString, _ v: JSONValue) -> JSONValue? {
            let n = word.utf8CodeUnitCount
            guard i + n <= b.count else { return nil }
            let p = word.utf8Start
            for k in 0..<n where b[i + k] != p[k] { return nil }
            i += n
            return v
        }

        mutating func value(depth: Int) -> JSONValue? {
            guard i < b.count, depth < 200 else { return nil }
            switch b[i] {
            case UInt8(ascii: "{"):
                i += 1
                var members: [String: JSONValue] = [:]
                ws()
                if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                while true {
                    ws()
                    guard i < b.count, b[i] == UInt8(ascii: "\""), let key = string() else { return nil }
                    ws()
                    guard i < b.count, b[i] == UInt8(ascii: ":") else { return nil }
                    i += 1
                    ws()
                    guard let v = value(depth: depth + 1) else { return nil }
                    guard members.updateValue(v, forKey: key) == nil else { return nil }  // duplicate key
                    ws()
                    guard i < b.count else { return nil }
                    if b[i] == UInt8(ascii: ",") { i += 1; continue }
                    if b[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                    return nil
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [JSONValue] = []
                ws()
                if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                while true {
                    ws()
                    guard let v = value(depth: depth + 1) else { return nil }
                    items.append(v)
                    ws()
                    guard i < b.count else { return nil }
                    if b[i] == UInt8(ascii: ",") { i += 1; continue }
                    if b[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                    return nil
                }
            case UInt8(ascii: "\""):
                return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        mutating func number() -> JSONValue? {
            let start = i
            func digit(_ x: UInt8) -> Bool { x >= 0x30 && x <= 0x39 }
            if i < b.count, b[i] == UInt8(ascii: "-") { i += 1 }
            guard i < b.count, digit(b[i]) else { return nil }
            if b[i] == UInt8(ascii: "0") {
                i += 1
                if i < b.count, digit(b[i]) { return nil }
            } else {
                while i < b.count, digit(b[i]) { i += 1 }
            }
            var integral = true
            if i < b.count, b[i] == UInt8(ascii: ".") {
                integral = false
                i += 1
                guard i < b.count, digit(b[i]) else { return nil }
                while i < b.count, digit(b[i]) { i += 1 }
            }
            if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
                integral = false
                i += 1
                if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
                guard i < b.count, digit(b[i]) else { return nil }
                while i < b.count, digit(b[i]) { i += 1 }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
            if integral, let n = Int(text) { return .integer(n) }
            guard let d = Double(text), d.isFinite else { return nil }
            return .double(d)
        }

        /// A string starting at the opening quote.
        mutating func string() -> String? {
            i += 1
            let start = i
            var ascii = true
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") {
                    let slice = UnsafeBufferPointer(rebasing: b[start..<i])
                    i += 1
                    if ascii { return String(decoding: slice, as: UTF8.self) }
                    return String(validating: slice, as: UTF8.self)
                }
                if c == UInt8(ascii: "\\") { return escapedString(from: start) }
                if c < 0x20 { return nil }
                if c >= 0x80 { ascii = false }
                i += 1
            }
            return nil
        }

        mutating func escapedString(from start: Int) -> String? {
            var out: [UInt8] = Array(UnsafeBufferPointer(rebasing: b[start..<i]))
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") {
                    i += 1
                    return String(validating: out, as: UTF8.self)
                }
                if c < 0x20 { return nil }
                if c != UInt8(ascii: "\\") {
                    out.append(c)
                    i += 1
                    continue
                }
                i += 1
                guard i < b.count else { return nil }
                let e = b[i]
                i += 1
                if let byte = JSONEscape.byte(for: e) {
                    out.append(byte)
                    continue
                }
                switch e {
                case UInt8(ascii: "u"):
                    guard var scalar = hex4() else { return nil }
                    if scalar >= 0xD800 && scalar < 0xDC00 {
                        guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else { return nil }
                        i += 2
                        guard let low = hex4(), low >= 0xDC00 && low < 0xE000 else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if scalar >= 0xDC00 && scalar < 0xE000 {
                        return nil
                    }
                    guard let u = Unicode.Scalar(scalar) else { return nil }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default: return nil
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard i + 4 <= b.count else { return nil }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = b[i]
                let d: UInt32
                switch c {
                case 0x30...0x39: d = UInt32(c - 0x30)
                case 0x41...0x46: d = UInt32(c - 0x41 + 10)
                case 0x61...0x66: d = UInt32(c - 0x61 + 10)
                default: return nil
                }
                v = v << 4 | d
                i += 1
            }
            return v
        }
    }
}
