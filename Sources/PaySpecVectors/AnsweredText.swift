import PaySpecJSON

/// A text an implementation answered where the vector expects one PaySpec authored: kept for the
/// run-wide `$sameAs` check, which needs the implementation's own wording of a key to judge the
/// same key shown elsewhere. Carried with the run's other run-wide values (`FreshValue`, whose
/// `kind` starts with `AnsweredText.kindPrefix` for these).
public enum AnsweredText {
    /// The start of the `kind` of a `FreshValue` that is an answered text, not a fresh value.
    public static let kindPrefix = "text\u{1F}"

    /// The answered texts at every authored text of `expected`, in path order.
    public static func collect(expected: JSONValue, actual: JSONValue, path: String = "expect") -> [FreshValue] {
        var out: [FreshValue] = []
        collect(expected, actual, path, &out)
        return out
    }

    static func collect(_ e: JSONValue, _ a: JSONValue, _ path: String, _ out: inout [FreshValue]) {
        if let marker = AuthoredValue(e) {
            if let key = marker.key, let language = marker.language, let value = a.stringValue {
                out.append(FreshValue(path: path, kind: kind(key: key, language: language, sameAs: marker.sameAs), value: value))
            }
            return
        }
        switch (e, a) {
        case (.object(let eo), .object(let ao)):
            for key in eo.keys.sorted() { if let ev = eo[key], let av = ao[key] { collect(ev, av, path + "." + key, &out) } }
        case (.array(let ea), .array(let aa)) where ea.count == aa.count:
            for i in ea.indices { collect(ea[i], aa[i], "\(path)[\(i)]", &out) }
        default:
            return
        }
    }

    /// Whether an expected output holds an authored text anywhere.
    public static func isExpected(in value: JSONValue) -> Bool {
        if let marker = AuthoredValue(value) { return marker.key != nil }
        switch value {
        case .object(let o): return o.values.contains(where: isExpected)
        case .array(let a): return a.contains(where: isExpected)
        default: return false
        }
    }

    static func kind(key: String, language: String, sameAs: String?) -> String {
        kindPrefix + key + "\u{1F}" + language + (sameAs.map { "\u{1F}" + $0 } ?? "")
    }

    /// The key, language and `$sameAs` vector of an answered text's `kind`; `nil` for a fresh value.
    public static func parts(of kind: String) -> (key: String, language: String, sameAs: String?)? {
        guard kind.hasPrefix(kindPrefix) else { return nil }
        let fields = kind.dropFirst(kindPrefix.count).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 2 else { return nil }
        return (fields[0], fields[1], fields.count > 2 ? fields[2] : nil)
    }
}
