import PaySpecJSON
import PaySpecVectors

/// Judges `{"$fresh": kind}` across one run: a value answered where a fresh one is expected must
/// differ from every other such value of the run (the `X-Request-Id` of each status lookup is a
/// new UUID). The first vector, in golden order, to answer a value keeps it; every later one
/// that answers the same value fails, naming the vector it repeats. One pass, one hash lookup
/// per value.
public enum FreshValueCheck {
    /// Judges the verdicts of `ledger` in vector order. Only verdicts held whole can hold a fresh
    /// value (a plain pass has none), so only those are read.
    public static func apply(to ledger: inout VerdictLedger) {
        var first: [FreshValue.Key: String] = [:]
        for i in ledger.indicesWithFreshValues {
            guard let (id, values) = ledger.freshValues(at: i) else { continue }
            // A verdict the check leaves as it was is neither rebuilt nor written back: the
            // ledger may share its storage with the run's.
            let repeats = Self.repeats(id: id, values, first: &first)
            guard !repeats.isEmpty, var r = ledger[i] else { continue }
            r.diff += repeats
            if r.status == .passed { r.status = .failed }
            ledger[i] = r
        }
    }

    public static func apply(to results: inout [VectorResult]) {
        var first: [FreshValue.Key: String] = [:]
        for i in results.indices where !results[i].fresh.isEmpty {
            judge(&results[i], first: &first)
        }
    }

    /// Checks one verdict's fresh values against those answered before it, and records its own;
    /// `true` when it repeated one (and so changed).
    @discardableResult
    private static func judge(_ result: inout VectorResult, first: inout [FreshValue.Key: String]) -> Bool {
        let repeats = repeats(id: result.id, result.fresh, first: &first)
        guard !repeats.isEmpty else { return false }
        result.diff += repeats
        if result.status == .passed { result.status = .failed }
        return true
    }

    /// The mismatches of the fresh values `values` of vector `id` that repeat one answered
    /// before; records the others as answered by `id`.
    private static func repeats(id: String, _ values: [FreshValue], first: inout [FreshValue.Key: String]) -> [OutputMismatch] {
        var out: [OutputMismatch] = []
        for value in values where !AnsweredText.isAnsweredText(value.kind) {
            guard let earlier = first[value.key] else {
                first[value.key] = id
                continue
            }
            let place = earlier == id ? "another place of this vector" : "vector \(earlier)"
            out.append(
                OutputMismatch(
                    path: value.path, expected: ["$fresh": .string(value.kind)], actual: .string(value.value),
                    reason: "not fresh: the same \(value.kind) was answered to \(place)"))
        }
        return out
    }
}

extension FreshValue {
    /// Two answers repeat each other when they are the same kind and the same value; a UUID in
    /// another letter case is the same UUID (RFC 4122 section 3).
    struct Key: Hashable {
        var kind: String
        var value: String
    }

    var key: Key { Key(kind: kind, value: kind == "uuid" ? value.lowercased() : value) }
}
