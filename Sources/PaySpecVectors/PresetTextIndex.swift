import PaySpecJSON

/// PaySpec's own texts, by language then key, as the golden vectors' authored markers hold them
/// (`AuthoredTextPolicy.presets`): the preset texts, the English error messages and meanings.
public enum PresetTextIndex {
    /// Every authored text marker in `vectors`' expected outputs, every choice's included.
    public static func texts(in vectors: [GoldenVector]) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for v in vectors {
            collect(v.expect, into: &out)
            for output in v.expectByChoice.values { collect(output, into: &out) }
        }
        return out
    }

    static func collect(_ value: JSONValue, into out: inout [String: [String: String]]) {
        if let a = AuthoredValue(value) {
            if let key = a.key, let language = a.language, let text = a.reference.stringValue, out[language]?[key] == nil {
                out[language, default: [:]][key] = text
            }
            return
        }
        switch value {
        case .object(let o): for v in o.values { collect(v, into: &out) }
        case .array(let a): for v in a { collect(v, into: &out) }
        default: break
        }
    }
}
