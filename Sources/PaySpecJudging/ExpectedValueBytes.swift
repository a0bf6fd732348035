import PaySpecJSON

/// An answer's bytes judged against an expected output that is a value already (a vector made
/// in memory: the fuzzer's, whose expected output the reference model computed), with no tree
/// built for the answer. Each of its values is read once, beside the expected value at the same
/// place: a member is looked up by its name, a string compared on bytes, an integer read as
/// digits.
///
/// `true` only where the bytes decode to a value equal to the expected one, which
/// `RunVector.judge` passes at once, or, with `referenceTexts` (no texts supplied), to that value
/// with each authored text marker replaced by its reference text, which it passes with nothing to
/// report (`AuthoredReferenceBytes` says why). `false` for a difference, and for what the bytes do
/// not decide cheaply: a string written with an escape, a number not written as `JSONWriter`
/// writes it (a fraction, an exponent), and any other member named `$…` in the expected value
/// (a matcher, judged the value way). The caller then decodes the answer and judges it by value.
enum ExpectedValueBytes {
    /// Whether the checked JSON value at `range` of `skimmer`'s bytes is `expected`.
    static func equal(_ range: Range<Int>, of skimmer: JSONSkimmer, _ expected: JSONValue, referenceTexts: Bool) -> Bool {
        var answer = JSONSkimmer(skimmer.bytes(range))
        do throws(JSONSkimmer.Declined) {
            try read(&answer, expected, referenceTexts)
            return answer.atEnd()
        } catch {
            return false
        }
    }

    /// The members of an authored text marker as `AuthoredReferenceBytes` reads one: a string
    /// `$authored`, a string `key` and `language`, nothing else but `english` and `unlike`.
    static let textMarkerMembers: Set<String> = ["$authored", "key", "language", "english", "unlike"]

    /// The reference text of an authored text marker, `nil` for any other object.
    static func referenceText(_ members: [String: JSONValue]) -> String? {
        guard case .string(let text)? = members["$authored"], case .string? = members["key"], case .string? = members["language"]
        else { return nil }
        for name in members.keys where !textMarkerMembers.contains(name) { return nil }
        return text
    }

    /// Reads the value at the skimmer's position if it is `expected`; throws at the first
    /// difference or at what bytes do not decide.
    private static func read(_ answer: inout JSONSkimmer, _ expected: JSONValue, _ referenceTexts: Bool) throws(JSONSkimmer.Declined) {
        switch expected {
        case .object(let members):
            for name in members.keys where name.utf8.first == UInt8(ascii: "$") {
                guard referenceTexts, let text = referenceText(members) else { throw JSONSkimmer.Declined() }
                try read(&answer, .string(text), referenceTexts)
                return
            }
            var matched = 0
            // The skim refuses a repeated name, so the names matched are distinct: with as many
            // as expected, the answer has exactly the expected members.
            try answer.readObject { key, answer throws(JSONSkimmer.Declined) in
                // A dictionary finds a canonically equivalent name: its bytes must be the same too.
                guard let at = members.index(forKey: answer.text(of: key)),
                    members[at].key.utf8.elementsEqual(answer.bytes(key))
                else { throw JSONSkimmer.Declined() }
                try read(&answer, members[at].value, referenceTexts)
                matched += 1
            }
            guard matched == members.count else { throw JSONSkimmer.Declined() }
        case .array(let elements):
            var next = 0
            try answer.readArray { answer throws(JSONSkimmer.Declined) in
                guard next < elements.count else { throw JSONSkimmer.Declined() }
                try read(&answer, elements[next], referenceTexts)
                next += 1
            }
            guard next == elements.count else { throw JSONSkimmer.Declined() }
        case .string(let text):
            let value = try answer.value()
            guard answer.byte(at: value.lowerBound) == UInt8(ascii: "\""), answer.stringValue(at: value, is: text) == true else {
                throw JSONSkimmer.Declined()
            }
        case .integer(let n):
            let value = try answer.value()
            guard integer(value, answer) == n else { throw JSONSkimmer.Declined() }
        case .bool(let b):
            let value = try answer.value()
            guard b ? answer.equal(value, "true") : answer.equal(value, "false") else { throw JSONSkimmer.Declined() }
        case .null:
            let value = try answer.value()
            guard answer.equal(value, "null") else { throw JSONSkimmer.Declined() }
        case .double:
            throw JSONSkimmer.Declined()
        }
    }

    /// The integer a number is when written as `String(Int)` writes it (an optional `-`, then
    /// digits without a leading zero, `0` itself unsigned, at most 18 digits); `nil` for anything
    /// else, which the tree reader decides.
    static func integer(_ range: Range<Int>, _ skimmer: JSONSkimmer) -> Int? {
        guard !range.isEmpty else { return nil }
        var i = range.lowerBound
        let negative = skimmer.byte(at: i) == UInt8(ascii: "-")
        if negative { i += 1 }
        let digits = range.upperBound - i
        guard digits >= 1, digits <= 18 else { return nil }
        if skimmer.byte(at: i) == UInt8(ascii: "0") && (digits > 1 || negative) { return nil }
        var n = 0
        while i < range.upperBound {
            let d = skimmer.byte(at: i) &- 0x30
            guard d < 10 else { return nil }
            n = n * 10 + Int(d)
            i += 1
        }
        return negative ? -n : n
    }
}
