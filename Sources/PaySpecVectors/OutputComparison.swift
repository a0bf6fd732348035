import PaySpecJSON

/// One place where an implementation's output differs from the expected one.
public struct OutputMismatch: Sendable, Hashable, CustomStringConvertible {
    /// A path like `expect.outcome` or `expect.headers[1].name`.
    public var path: String
    public var expected: JSONValue?
    public var actual: JSONValue?
    /// Whether the difference is only from content PaySpec authored (a reference text, a length
    /// budget, a server-only value): reported, never failing unless the caller asks for strict
    /// texts. See `AuthoredValue`.
    public var informative: Bool
    /// Why a value was refused beyond "not equal" (a text that is empty, left in English).
    public var reason: String?

    public init(path: String, expected: JSONValue?, actual: JSONValue?, informative: Bool = false, reason: String? = nil) {
        self.path = path
        self.expected = expected
        self.actual = actual
        self.informative = informative
        self.reason = reason
    }

    public var description: String {
        let e = expected.map { JSONWriter.line(AuthoredValue.reference(in: $0), spacing: .spaced) } ?? "nothing"
        let a = actual.map { JSONWriter.line($0, spacing: .spaced) } ?? "nothing"
        var line = "\(path): expected \(e), got \(a)"
        if let reason { line += " (\(reason))" }
        if informative { line += " (differs from PaySpec's reference text: informative)" }
        if let spelled = spelledOut { line += "\n  spelt out: expected \(spelled.expected), got \(spelled.actual)" }
        return line
    }

    /// Both strings with their invisible characters named, where the difference would otherwise
    /// not show (`12<U+00A0 NO-BREAK SPACE>€` against `12 €`); every non-ASCII character is named
    /// when the two look alike (canonically equal, or as long as each other).
    public var spelledOut: (expected: String, actual: String)? {
        guard let e = expected.map(AuthoredValue.reference(in:))?.stringValue, let a = actual?.stringValue else { return nil }
        let lookAlike = e == a || e.count == a.count
        let hidden = e.unicodeScalars.contains(where: UnicodeNames.isHidden) || a.unicodeScalars.contains(where: UnicodeNames.isHidden)
        guard hidden || (lookAlike && (UnicodeNames.needsSpelling(e) || UnicodeNames.needsSpelling(a))) else { return nil }
        func spell(_ s: String) -> String {
            "\"" + (lookAlike ? UnicodeNames.spelledAll(s) : UnicodeNames.spelled(s)) + "\""
        }
        return (spell(e), spell(a))
    }
}

/// Compares outputs member by member and names each differing path.
///
/// Strings and member names compare by their UTF-8 bytes: `"é"` precomposed and `"e"` with a
/// combining accent are different answers, as are U+00A0 and U+0020. Numbers compare by value.
///
/// An expected value `{"$match": "uuid"}` accepts any RFC 4122 UUID string in either case; it
/// stands where the right answer is random (a request id). `{"$ignoringCase": "X-Request-Id"}`
/// accepts that string in any letter case; it stands where a standard makes case meaningless
/// (HTTP header field names, RFC 9110 section 5.1). `{"$authored": …}` marks content PaySpec
/// wrote where no vendor text exists (`AuthoredValue`). `{"$fresh": "uuid"}` accepts a UUID here
/// and, across the vectors of one run, only one no other request was answered with (`FreshValue`).
public enum OutputComparison {
    public static func mismatches(
        expected: JSONValue, actual: JSONValue, path: String = "expect", texts: AuthoredTextPolicy = .reference
    ) -> [OutputMismatch] {
        var out: [OutputMismatch] = []
        var trail = PathTrail(root: path)
        compare(expected, actual, &trail, texts, &out)
        return out
    }

    /// Where the comparison stands, as the member names and indices under the root: written out
    /// as a path only where a mismatch is recorded, not at every value compared.
    struct PathTrail {
        enum Step {
            case member(String)
            case index(Int)
        }
        let root: String
        var steps: [Step] = []

        var text: String {
            var out = root
            for step in steps {
                switch step {
                case .member(let name): out += "." + name
                case .index(let i): out += "[\(i)]"
                }
            }
            return out
        }
    }

    static func compare(
        _ e: JSONValue, _ a: JSONValue, _ trail: inout PathTrail, _ texts: AuthoredTextPolicy, _ out: inout [OutputMismatch]
    ) {
        // A matcher is an object of few members, one of them named with a `$`.
        if case .object(let eo) = e, eo.count <= AuthoredValue.maximumMembers, eo.keys.contains(where: { $0.utf8.first == 36 }) {
            if eo.count == 1, let matcher = eo["$match"]?.stringValue {
                if !matches(matcher, a) { out.append(OutputMismatch(path: trail.text, expected: e, actual: a)) }
                return
            }
            // Well-formed here; that it differs from every other request's value is judged
            // across the run (`FreshValue`).
            if eo.count == 1, let kind = eo["$fresh"]?.stringValue {
                if !matches(kind, a) { out.append(OutputMismatch(path: trail.text, expected: e, actual: a)) }
                return
            }
            if eo.count == 1, let text = eo["$ignoringCase"]?.stringValue {
                if !equalIgnoringCase(text, a) { out.append(OutputMismatch(path: trail.text, expected: e, actual: a)) }
                return
            }
            if let authored = AuthoredValue(e) {
                if let m = authored.judge(a, path: trail.text, texts: texts) { out.append(m) }
                return
            }
        }
        switch (e, a) {
        case (.object(let eo), .object(let ao)):
            // Member names by bytes: a dictionary finds `Zaplacené` under its decomposed twin.
            func member(_ o: [String: JSONValue], _ key: String) -> JSONValue? {
                guard let i = o.index(forKey: key), sameBytes(o[i].key, key) else { return nil }
                return o[i].value
            }
            // Nearly every object compared is equal to the expected one: each expected member is
            // looked up once in the answer, in the dictionary's order; only an object with a
            // difference (or a member the answer added) is compared again, its names sorted, so
            // that mismatches are listed in member-name order.
            let before = out.count
            var matched = 0
            for (key, ev) in eo {
                guard let av = member(ao, key) else {
                    out.append(OutputMismatch(path: "", expected: ev, actual: nil))
                    break
                }
                matched += 1
                trail.steps.append(.member(key))
                compare(ev, av, &trail, texts, &out)
                trail.steps.removeLast()
                if out.count > before { break }
            }
            if out.count == before && matched == ao.count { return }
            out.removeSubrange(before...)
            var keys = Array(eo.keys)
            for key in ao.keys where member(eo, key) == nil { keys.append(key) }
            func compareMembers(_ keys: [String]) {
                for key in keys {
                    switch (member(eo, key), member(ao, key)) {
                    case (let ev?, let av?):
                        trail.steps.append(.member(key))
                        compare(ev, av, &trail, texts, &out)
                        trail.steps.removeLast()
                    case (let ev, let av): out.append(OutputMismatch(path: trail.text + "." + key, expected: ev, actual: av))
                    }
                }
            }
            compareMembers(keys.sorted(by: utf8Less))
        case (.array(let ea), .array(let aa)):
            if ea.count != aa.count {
                out.append(OutputMismatch(path: trail.text, expected: e, actual: a))
                return
            }
            for i in ea.indices {
                trail.steps.append(.index(i))
                compare(ea[i], aa[i], &trail, texts, &out)
                trail.steps.removeLast()
            }
        case (.integer(let x), .double(let y)) where Double(x) == y: return
        case (.double(let x), .integer(let y)) where x == Double(y): return
        default:
            if e != a { out.append(OutputMismatch(path: trail.text, expected: e, actual: a)) }
        }
    }

    static func sameBytes(_ x: String, _ y: String) -> Bool { x.utf8.elementsEqual(y.utf8) }
    static func utf8Less(_ x: String, _ y: String) -> Bool { x.utf8.lexicographicallyPrecedes(y.utf8) }

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
        var s = s
        return s.withUTF8 { b in
            guard b.count == 36 else { return false }
            for (i, c) in b.enumerated() {
                if i == 8 || i == 13 || i == 18 || i == 23 {
                    guard c == 45 else { return false }  // "-"
                } else {
                    guard (48...57).contains(c) || (65...70).contains(c) || (97...102).contains(c) else { return false }
                }
            }
            let version = b[14]
            let variant = b[19] | 0x20
            return (49...56).contains(version) && (variant == 56 || variant == 57 || variant == 97 || variant == 98)
        }
    }
}
