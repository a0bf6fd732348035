import PaySpecJSON
import PaySpecVectors

/// Judges `$sameAs` across one run: a text PaySpec authored that the vector marks as the same as
/// another vector's (the status view's text for `authorized` and the preset's `statusAuthorized`
/// in that language) must be what the implementation itself answered there, whatever its
/// wording. An implementation that shows its paid text for an authorized payment fails; one
/// that words every text its own way, consistently, passes. Where the other vector was not run
/// (filtered out, unsupported) nothing can be compared and nothing is judged.
public enum SameAsCheck {
    public static func apply(to ledger: inout VerdictLedger) {
        var answered: [String: [String: String]] = [:]
        var holders: [Int] = []
        // The named vectors whose pass could decide something: a text other than PaySpec's
        // reference, where the named vector answered none of its own.
        var unlike: [(other: String, place: String)] = []
        for i in ledger.indicesWithFreshValues {
            guard let (id, values) = ledger.freshValues(at: i) else { continue }
            for value in values {
                guard let parts = AnsweredText.parts(of: value.kind) else { continue }
                if let other = parts.sameAs {
                    if holders.last != i { holders.append(i) }
                    if !parts.reference.utf8.elementsEqual(value.value.utf8) {
                        unlike.append((other, parts.key + "\u{1F}" + parts.language))
                    }
                } else {
                    answered[id, default: [:]][parts.key + "\u{1F}" + parts.language] = value.value
                }
            }
        }
        guard !holders.isEmpty else { return }
        // A named vector that passed and kept no text answered PaySpec's own. Whether it passed
        // is read from the golden files only where it decides: a text that is PaySpec's own
        // matches the named vector's whether or not it passed, and a named vector that kept
        // its own text is judged by that text.
        let named = Set(unlike.lazy.filter { answered[$0.other]?[$0.place] == nil }.map(\.other))
        let passed = named.isEmpty ? [] : ledger.passedIDs(among: named)
        for i in holders {
            // Rebuilt (its input decoded) only when it changes.
            guard let (_, values) = ledger.freshValues(at: i), differs(values, answered, passed), var r = ledger[i] else { continue }
            if judge(&r, answered, passed) { ledger[i] = r }
        }
    }

    /// Whether some `$sameAs` text among `values` differs from the named vector's answer (what
    /// `judge` would add a mismatch for).
    static func differs(_ values: [FreshValue], _ answered: [String: [String: String]], _ passed: Set<String>) -> Bool {
        values.contains { value in
            guard let parts = AnsweredText.parts(of: value.kind), let other = parts.sameAs else { return false }
            let place = parts.key + "\u{1F}" + parts.language
            guard let own = answered[other]?[place] ?? (passed.contains(other) ? parts.reference : nil) else { return false }
            return !own.utf8.elementsEqual(value.value.utf8)
        }
    }

    /// Adds a mismatch for every `$sameAs` text that differs from the named vector's answer;
    /// `true` when one did.
    static func judge(_ result: inout VectorResult, _ answered: [String: [String: String]], _ passed: Set<String>) -> Bool {
        var changed = false
        for value in result.fresh {
            guard let parts = AnsweredText.parts(of: value.kind), let other = parts.sameAs else { continue }
            let place = parts.key + "\u{1F}" + parts.language
            guard let own = answered[other]?[place] ?? (passed.contains(other) ? parts.reference : nil),
                !own.utf8.elementsEqual(value.value.utf8)
            else { continue }
            result.diff.append(
                OutputMismatch(
                    path: value.path, expected: .string(own), actual: .string(value.value),
                    reason: "not the text this implementation gives for \(parts.key) [\(parts.language)] in \(other)"))
            if result.status == .passed { result.status = .failed }
            changed = true
        }
        return changed
    }
}
