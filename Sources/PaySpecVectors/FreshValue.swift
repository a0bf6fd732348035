import PaySpecJSON

/// A value an implementation answered where the vector expects `{"$fresh": kind}`: a value that
/// must be new on every request (the `X-Request-Id` of a status lookup). One vector can only say
/// that it is well formed; that no two requests of one run got the same one is judged over the
/// run's answers (`payspec run`, `payspec check --outputs`).
public struct FreshValue: Sendable, Hashable {
    /// Where in the output, as in a mismatch (`expect.headers[1].value`).
    public var path: String
    /// The matcher's kind (`uuid`).
    public var kind: String
    /// The answered string.
    public var value: String

    public init(path: String, kind: String, value: String) {
        self.path = path
        self.kind = kind
        self.value = value
    }

    /// The strings `actual` holds where `expected` has `{"$fresh": kind}`, in path order; a
    /// position the answer lacks or holds a non-string is left out (it fails on its own).
    public static func collect(expected: JSONValue, actual: JSONValue, path: String = "expect") -> [FreshValue] {
        var out: [FreshValue] = []
        collect(expected, actual, path, &out)
        return out
    }

    static func collect(_ e: JSONValue, _ a: JSONValue, _ path: String, _ out: inout [FreshValue]) {
        switch (e, a) {
        case (.object(let eo), _) where eo.count == 1 && eo["$fresh"]?.stringValue != nil:
            if let kind = eo["$fresh"]?.stringValue, let value = a.stringValue {
                out.append(FreshValue(path: path, kind: kind, value: value))
            }
        case (.object(let eo), .object(let ao)):
            for key in eo.keys.sorted() { if let ev = eo[key], let av = ao[key] { collect(ev, av, path + "." + key, &out) } }
        case (.array(let ea), .array(let aa)) where ea.count == aa.count:
            for i in ea.indices { collect(ea[i], aa[i], "\(path)[\(i)]", &out) }
        default:
            return
        }
    }

    /// Whether an expected output holds a `$fresh` matcher anywhere.
    public static func isExpected(in value: JSONValue) -> Bool {
        switch value {
        case .object(let o): o.count == 1 && o["$fresh"] != nil || o.values.contains(where: isExpected)
        case .array(let a): a.contains(where: isExpected)
        default: false
        }
    }
}
