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
        let indices = ledger.indicesWithFreshValues
        var answered: [String: [String: String]] = [:]
        var holders: [Int] = []
        for i in indices {
            guard let r = ledger[i] else { continue }
            for value in r.fresh {
                guard let parts = AnsweredText.parts(of: value.kind) else { continue }
                if parts.sameAs != nil { holders.append(i) }
                answered[r.id, default: [:]][parts.key + "\u{1F}" + parts.language] = value.value
            }
        }
        for i in Set(holders).sorted() {
            guard var r = ledger[i] else { continue }
            if judge(&r, answered) { ledger[i] = r }
        }
    }

    /// Adds a mismatch for every `$sameAs` text that differs from the other vector's answer;
    /// `true` when one did.
    static func judge(_ result: inout VectorResult, _ answered: [String: [String: String]]) -> Bool {
        var changed = false
        for value in result.fresh {
            guard let parts = AnsweredText.parts(of: value.kind), let other = parts.sameAs,
                let own = answered[other]?[parts.key + "\u{1F}" + parts.language], !own.utf8.elementsEqual(value.value.utf8)
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
