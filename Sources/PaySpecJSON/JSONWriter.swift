/// Writes JSON in the two forms PaySpec uses: compact lines for the adapter protocol, and the
/// canonical review form of spec/ and golden/ files.
///
/// Keys are always sorted and non-ASCII text is written as is, so the same value always gives
/// the same bytes.
public enum JSONWriter {
    /// How members and elements are separated.
    public enum Spacing: Sendable {
        /// `{"a":1,"b":[2,3]}`: protocol lines.
        case compact
        /// `{"a": 1, "b": [2, 3]}`: one-line rows in review files.
        case spaced
    }

    /// The value on one line.
    public static func line(_ value: JSONValue, spacing: Spacing = .compact) -> String {
        var out = ""
        write(value, spacing: spacing, into: &out)
        return out
    }

    /// The canonical document form: an object whose members are one per line in key order,
    /// where the array members named in `rowArrays` hold one spaced row per line.
    public static func document(_ value: JSONValue, rowArrays: Set<String> = ["rows", "vectors"]) -> String {
        guard case .object(let members) = value else { return line(value, spacing: .spaced) + "\n" }
        var out = "{\n"
        let keys = members.keys.sorted()
        for (i, key) in keys.enumerated() {
            out += "  "
            writeString(key, into: &out)
            out += ": "
            let member = members[key]!
            if rowArrays.contains(key), case .array(let rows) = member {
                if rows.isEmpty {
                    out += "[]"
                } else {
                    out += "[\n"
                    for (j, row) in rows.enumerated() {
                        out += "    "
                        write(row, spacing: .spaced, into: &out)
                        out += j == rows.count - 1 ? "\n" : ",\n"
                    }
                    out += "  ]"
                }
            } else {
                write(member, spacing: .spaced, into: &out)
            }
            out += i == keys.count - 1 ? "\n" : ",\n"
        }
        out += "}\n"
        return out
    }

    public static func write(_ value: JSONValue, spacing: Spacing, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .double(let d): out += formatDouble(d)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += spacing == .compact ? "," : ", " }
                write(item, spacing: spacing, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            // Sorted pairs, not sorted keys looked up again: one pass, no hashing.
            for (i, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out += spacing == .compact ? "," : ", " }
                writeString(member.key, into: &out)
                out += spacing == .compact ? ":" : ": "
                write(member.value, spacing: spacing, into: &out)
            }
            out += "}"
        }
    }

    /// `write(_:spacing: .compact, into:)` for a byte buffer: the same bytes, without a string
    /// in between. Members are put in order by their UTF-8 bytes where every key is ASCII (the
    /// order `String`'s comparison gives them), by `String` otherwise.
    public static func writeCompact(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .integer(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d): out.append(contentsOf: formatDouble(d).utf8)
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                writeCompact(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            var pairs = Array(members)
            if pairs.count > 1 {
                if pairs.allSatisfy({ $0.key.utf8.allSatisfy { $0 < 0x80 } }) {
                    pairs.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                } else {
                    pairs.sort { $0.key < $1.key }
                }
            }
            for (i, member) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                writeCompact(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func formatDouble(_ d: Double) -> String {
        if d.rounded() == d && abs(d) < 1e15 { return String(d) }  // "2.0", as Python writes it
        return String(d)
    }

    private static let hexDigits: [Character] = Array("0123456789abcdef")

    /// `writeString` for a byte buffer (protocol lines built as bytes).
    public static func writeString(_ s: String, into out: inout [UInt8]) {
        // A native string's bytes in place: no escape needed (the common case) is one copy.
        let plain = s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !needsEscape(bytes) else { return false }
            out.append(0x22)
            out.append(contentsOf: bytes)
            out.append(0x22)
            return true
        }
        if plain == true { return }
        out.append(0x22)
        var s = s
        s.withUTF8 { appendEscaped($0, into: &out) }
        out.append(0x22)
    }

    /// Whether `bytes` hold a byte `writeString` escapes (a control character, a quote or a
    /// backslash), read eight at a time: a request line carries values of many kilobytes, and a
    /// byte-by-byte scan of them was most of the time spent writing it. Bytes of 0x80 and above
    /// are copied as they are, so they count as plain.
    static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let end = bytes.count
        var i = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= end {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let quote = w ^ (ones &* 0x22)
            let backslash = w ^ (ones &* 0x5C)
            // A byte's high bit is flagged when it is 0x22, 0x5C or below 0x20 (borrows flag only
            // bytes above a flagged one, so "any flag" is exact); `~w` drops bytes of 0x80 and above.
            let flags = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((w &- ones &* 0x20) & ~w)
            if flags & highs != 0 { return true }
            i += 8
        }
        while i < end {
            let u = base[i]
            if u < 0x20 || u == 0x22 || u == 0x5C { return true }
            i += 1
        }
        return false
    }

    /// The bytes of a string between its quotes, escaped as `writeString(_:into: String)`
    /// escapes them. Byte by byte: every byte it escapes is ASCII, and the bytes of a longer
    /// scalar are copied as they are, as that writer copies the scalar.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + bytes.count + 16)
        var start = 0
        for (i, u) in bytes.enumerated() where u < 0x20 || u == 0x22 || u == 0x5C {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
            start = i + 1
            out.append(0x5C)
            switch u {
            case 0x22, 0x5C: out.append(u)
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "t"))
            case 0x08: out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(UInt8(ascii: "f"))
            default:
                out.append(contentsOf: "u00".utf8)
                out.append(hexBytes[Int(u >> 4)])
                out.append(hexBytes[Int(u & 0xF)])
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    private static let hexBytes: [UInt8] = Array("0123456789abcdef".utf8)

    public static func writeString(_ s: String, into out: inout String) {
        out += "\""
        var needsEscape = false
        for u in s.utf8 where u < 0x20 || u == 0x22 || u == 0x5C {
            needsEscape = true
            break
        }
        if !needsEscape {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    out += "\\u00"
                    out.append(hexDigits[Int(scalar.value >> 4)])
                    out.append(hexDigits[Int(scalar.value & 0xF)])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
