import PaySpecJSON

/// One place where an implementation's output differs from the expected one.
public struct OutputMismatch: Sendable, Hashable, CustomStringConvertible {
    /// A path like `expect.outcome` or `expect.headers[1].name`.
    public var path: String
    public var expected: JSONValue?
    public var actual: JSONValue?

    public var description: String {
        let e = expected.map { JSONWriter.line($0, spacing: .spaced) } ?? "nothing"
        let a = actual.map { JSONWriter.line($0, spacing: .spaced) } ?? "nothing"
        return "\(path): expected \(e), got \(a)"
    }
}

/// Compares outputs member by member and names each differing path.
///
/// An expected value `{"$match": "uuid"}` accepts any RFC 4122 UUID string in either case; it
/// stands where the right answer is random (a request id). `{"$ignoringCase": "X-Request-Id"}`
/// accepts that string in any letter case; it stands where a standard makes case meaningless
/// (HTTP header field names, RFC 9110 section 5.1).
public enum OutputComparison {
    public static func mismatches(expected: JSONValue, actual: JSONValue, path: String = "expect") -> [OutputMismatch] {
        var out: [OutputMismatch] = []
        compare(expected, actual, path, &out)
        return out
    }

    static func compare(_ e: JSONValue, _ a: JSONValue, _ path: String, _ out: inout [OutputMismatch]) {
        if case .object(let eo) = e, eo.count == 1, let matcher = eo["$match"]?.stringValue {
            if !matches(matcher, a) { out.append(OutputMismatch(path: path, expected: e, actual: a)) }
            return
        }
        if case .object(let eo) = e, eo.count == 1, let text = eo["$ignoringCase"]?.stringValue {
            if !equalIgnoringCase(text, a) { out.append(OutputMismatch(path: path, expected: e, actual: a)) }
            return
        }
        switch (e, a) {
        case (.object(let eo), .object(let ao)):
            for key in Set(eo.keys).union(ao.keys).sorted() {
                let sub = path + "." + key
                switch (eo[key], ao[key]) {
                case (let ev?, let av?): compare(ev, av, sub, &out)
                case (let ev?, nil): out.append(OutputMismatch(path: sub, expected: ev, actual: nil))
                case (nil, let av?): out.append(OutputMismatch(path: sub, expected: nil, actual: av))
                case (nil, nil): break
                }
            }
        case (.array(let ea), .array(let aa)):
            if ea.count != aa.count {
                out.append(OutputMismatch(path: path, expected: e, actual: a))
                return
            }
            for i in ea.indices { compare(ea[i], aa[i], "\(path)[\(i)]", &out) }
        case (.integer(let x), .double(let y)) where Double(x) == y: return
        case (.double(let x), .integer(let y)) where x == Double(y): return
        default:
            if e != a { out.append(OutputMismatch(path: path, expected: e, actual: a)) }
        }
    }

    static func matches(_ matcher: String, _ value: JSONValue) -> Bool {
        switch matcher {
        case "uuid":
            guard let s = value.stringValue else { return false }
            return isUUID(s)
        case "any":
            return true
        default:
            return false
        }
    }

    /// Whether `value` is the string `text` up to ASCII letter case (header names are ASCII).
    static func equalIgnoringCase(_ text: String, _ value: JSONValue) -> Bool {
        guard let s = value.stringValue else { return false }
        func folded(_ x: String) -> [UInt8] { x.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 } }
        return folded(s) == folded(text)
    }

    /// 8-4-4-4-12 hex digits with a version nibble 1-8 and an RFC 4122 variant.
    public static func isUUID(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        guard parts.allSatisfy({ $0.allSatisfy(\.isHexDigit) && $0.allSatisfy(\.isASCII) }) else { return false }
        let version = parts[2].first!
        let variant = parts[3].first!.lowercased()
        return ("1"..."8").contains(version) && ["8", "9", "a", "b"].contains(variant)
    }
}
