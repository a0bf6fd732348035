import Foundation
import PaySpecJSON
import PaySpecVectors

/// The systematic values tried on input members: the ways ports written in Kotlin/Java,
/// JavaScript and Python have been seen to misread strings and numbers.
enum VariantFamilies {
    /// The padding characters tried on each side: ASCII space and tab, and two that only a
    /// Unicode-aware trim removes (no-break space, ideographic space).
    static let paddings: [(name: String, text: String, why: String)] = [
        ("space", " ", "a space"), ("tab", "\t", "a tab"), ("nbsp", "\u{00A0}", "a no-break space (U+00A0)"),
        ("ideographic-space", "\u{3000}", "an ideographic space (U+3000)"),
    ]

    /// Line terminators put inside a value: two that every regular expression engine knows and two
    /// (NEL, LINE SEPARATOR) that only some treat as ending a line.
    static let lineTerminators: [(name: String, text: String, why: String)] = [
        ("lf", "\n", "a line feed"), ("cr", "\r", "a carriage return"), ("nel", "\u{0085}", "a next-line character (U+0085)"),
        ("ls", "\u{2028}", "a line separator (U+2028)"),
    ]

    /// Names every plain JavaScript object already answers to: a port that looks values up in an
    /// object literal finds them without a table row.
    static let prototypeNames = ["constructor", "toString", "hasOwnProperty", "__proto__"]

    /// Patterns that `String.prototype.replace` (and Java's `replaceAll`) expand in a replacement.
    static let replacementPatterns: [(name: String, text: String)] = [
        ("dollar-ampersand", "$&"), ("dollar-quote", "$'"), ("dollar-backtick", "$`"), ("dollar-zero", "$0"),
    ]

    /// A text whose accented letter is decomposed (NFD: `a` followed by U+0301): a port that
    /// normalises, or compares by grapheme, changes it.
    static let decomposedText = "Nova\u{0301}k"

    /// The string variants of `base` for a member used as `use`; `absent` and `null` only where
    /// the contract allows them.
    @_optimize(none)
    static func strings(_ base: String, use: MemberUse, absent: Bool, null: Bool) -> [ValueVariant] {
        var out: [ValueVariant] = []
        if absent { out.append(ValueVariant(name: "absent", family: "absent", value: nil, why: "left out")) }
        if null { out.append(ValueVariant(name: "null", family: "null", value: .null, why: "null")) }
        out.append(ValueVariant(name: "empty", family: "empty", value: "", why: "the empty string"))
        if use != .templated {
            out.append(ValueVariant(name: "blank", family: "blank", value: " \t ", why: "whitespace only"))
            for p in paddings {
                out.append(
                    ValueVariant(name: "leading-\(p.name)", family: "padding", value: .string(p.text + base), why: "after \(p.why)"))
                out.append(
                    ValueVariant(name: "trailing-\(p.name)", family: "padding", value: .string(base + p.text), why: "before \(p.why)"))
            }
        }
        let otherCase = base.uppercased() != base ? base.uppercased() : base.lowercased()
        if otherCase != base {
            out.append(ValueVariant(name: "other-case", family: "letter-case", value: .string(otherCase), why: "in other letter case"))
        }
        if use == .passedThrough || use == .templated {
            out.append(
                ValueVariant(
                    name: "decomposed", family: "decomposed", value: .string(decomposedText),
                    why: "a text with a decomposed accent (NFD)"))
        } else if base.decomposedStringWithCanonicalMapping.unicodeScalars.count != base.unicodeScalars.count {
            out.append(
                ValueVariant(
                    name: "decomposed", family: "decomposed", value: .string(base.decomposedStringWithCanonicalMapping),
                    why: "decomposed (NFD)"))
        }
        if use != .templated {
            let middle = base.index(base.startIndex, offsetBy: base.count / 2)
            for t in lineTerminators {
                out.append(
                    ValueVariant(
                        name: "inner-\(t.name)", family: "line-terminator",
                        value: .string(String(base[..<middle]) + t.text + String(base[middle...])), why: "with \(t.why) inside"))
            }
        }
        for name in prototypeNames {
            out.append(
                ValueVariant(
                    name: "prototype-\(name.replacingOccurrences(of: "_", with: ""))", family: "prototype-name",
                    value: .string(name), why: "the JavaScript object-prototype name \(name)"))
        }
        if use != .matched {
            for p in replacementPatterns {
                out.append(
                    ValueVariant(
                        name: p.name, family: "replacement-pattern", value: .string(p.text),
                        why: "the replacement pattern \(p.text)"))
            }
        }
        return out
    }

    /// Integers at the edges where a port narrows: zero, minus one, both sides of 2^31 and of 2^53.
    static let integers: [(name: String, value: Int, why: String)] = [
        ("zero", 0, "0"), ("minus-one", -1, "-1"), ("2pow31-minus-1", 2_147_483_647, "2^31 - 1"),
        ("2pow31", 2_147_483_648, "2^31"), ("2pow53-minus-1", 9_007_199_254_740_991, "2^53 - 1"),
        ("2pow53-plus-1", 9_007_199_254_740_993, "2^53 + 1"),
    ]

    /// The number variants: the boundary integers and, where the contract admits one, a fraction.
    @_optimize(none)
    static func numbers(fraction: Bool) -> [ValueVariant] {
        integers.map { ValueVariant(name: $0.name, family: "number-boundary", value: .integer($0.value), why: $0.why) }
            + (fraction ? [ValueVariant(name: "fraction", family: "number-boundary", value: .double(1.5), why: "1.5")] : [])
    }

    /// Each documented value and its near misses: other case, a leading space, a trailing tab.
    @_optimize(none)
    static func enumerated(_ values: [String]) -> [ValueVariant] {
        values.flatMap { v -> [ValueVariant] in
            var out = [ValueVariant(name: "documented-\(v)", family: "documented-value", value: .string(v), why: "documented")]
            let otherCase = v.uppercased() != v ? v.uppercased() : v.lowercased()
            if otherCase != v {
                out.append(ValueVariant(name: "\(v)-other-case", family: "near-miss", value: .string(otherCase), why: "\(v) in other case"))
            }
            out.append(ValueVariant(name: "\(v)-leading-space", family: "near-miss", value: .string(" " + v), why: "\(v) after a space"))
            out.append(ValueVariant(name: "\(v)-trailing-tab", family: "near-miss", value: .string(v + "\t"), why: "\(v) before a tab"))
            return out
        }
    }
}
