import PaySpecJSON

/// A text an implementation answered where the vector expects one PaySpec authored: kept for the
/// run-wide `$sameAs` check, which needs the implementation's own wording of a key to judge the
/// same key shown elsewhere. Carried with the run's other run-wide values (`FreshValue`, whose
/// `kind` starts with `AnsweredText.kindPrefix` for these). A text is kept where the marker says
/// `$sameAs`, and elsewhere only when it is not PaySpec's own text: a vector answered with the
/// reference keeps nothing beside its verdict, and the check reads the reference in its place.
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
            if let key = marker.key, let language = marker.language, let value = a.stringValue,
                let reference = marker.reference.stringValue, marker.sameAs != nil || !value.utf8.elementsEqual(reference.utf8)
            {
                let kind = kind(key: key, language: language, sameAs: marker.sameAs, reference: reference)
                out.append(FreshValue(path: path, kind: kind, value: value))
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

    static func kind(key: String, language: String, sameAs: String?, reference: String) -> String {
        [kindPrefix + key, language, reference, sameAs ?? ""].joined(separator: "\u{1F}")
    }

    /// What an answered text's `kind` holds: the key, the language, PaySpec's text, and the
    /// `$sameAs` vector (`nil` where the marker has none); `nil` for a fresh value.
    public static func parts(of kind: String) -> (key: String, language: String, reference: String, sameAs: String?)? {
        guard isAnsweredText(kind) else { return nil }
        // Split on the separator's byte: a control character is a grapheme of its own, so the
        // fields are those a split by characters gives, without breaking the text into them.
        let fields = kind.utf8.dropFirst(kindPrefix.utf8.count).split(separator: 0x1F, omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        guard fields.count == 4 else { return nil }
        return (fields[0], fields[1], fields[2], fields[3].isEmpty ? nil : fields[3])
    }

    /// Whether a run-wide value's `kind` is an answered text's (not a fresh value's).
    public static func isAnsweredText(_ kind: String) -> Bool { kind.utf8.starts(with: kindPrefix.utf8) }
}
