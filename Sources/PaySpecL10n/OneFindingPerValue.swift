/// Which finding a value keeps when several checks fire on it for one reason.
///
/// A value whose state says it is not done yet (`new`, `needs_review`: the translation tool
/// already knows) and that is also still the base text, or empty, tells a translator one thing:
/// translate this. It is one `not-final` finding whose message says what the text still is,
/// not also an `untranslated` or `empty-value` finding beside it. Findings that name another
/// defect of the text (its placeholders, its spacing) stay: each asks for its own change.
///
/// The per-value checks already exclude the other pairs a value could draw for one reason:
/// a value equal to its base is never also `wrong-script`, `wrong-language` or `mnemonic`, and
/// an empty one has no text for the others to read. This runs once every per-key rule has
/// judged its findings (`L10nChecker.keepingSharedNames`, the whole-catalog collapse), so they
/// count the evidence they always counted.
enum OneFindingPerValue {
    /// The checks a `not-final` finding on the same value takes the place of, and how its
    /// message then says what the text still is.
    static let absorbedByState: [CheckID: String] = [
        .untranslated: "the value is still the base text", .emptyValue: "the value is empty",
    ]

    /// One value of one catalog: the findings on it are the ones weighed against each other.
    struct Value: Hashable {
        var language: String
        var key: String
        var file: String?
    }

    /// How `ValueChecks` begins an `untranslated` finding on some of an entry's plural variants.
    static let variantsPrefix = "plural variants "

    /// `findings` with each value's state finding kept in place of the findings it absorbs;
    /// the matrix cell of such a value shows its state. Linear in findings.
    static func keeping(_ findings: [L10nFinding], matrix: inout LanguageKeyMatrix) -> [L10nFinding] {
        var stateFindings: [Value: Int] = [:]
        for (index, f) in findings.enumerated() where f.check == .notFinal {
            guard let key = f.key else { continue }
            stateFindings[Value(language: f.language, key: key, file: f.file)] = index
        }
        guard !stateFindings.isEmpty else { return findings }
        // First which state finding absorbs what, then the findings in their order, each state
        // finding saying what its value still is.
        var absorbed: [Int: [String]] = [:]
        var dropped = Set<Int>()
        for (index, f) in findings.enumerated() {
            guard var what = absorbedByState[f.check], let key = f.key,
                let state = stateFindings[Value(language: f.language, key: key, file: f.file)]
            else { continue }
            // Some plural variants only ("plural variants few, other identical to …"): those.
            if f.message.hasPrefix(variantsPrefix), let end = f.message.range(of: " identical to ") {
                what = String(f.message[..<end.lowerBound]) + " are still the base text"
            }
            dropped.insert(index)
            if !(absorbed[state]?.contains(what) ?? false) { absorbed[state, default: []].append(what) }
        }
        guard !dropped.isEmpty else { return findings }
        var result: [L10nFinding] = []
        result.reserveCapacity(findings.count - dropped.count)
        for (index, f) in findings.enumerated() where !dropped.contains(index) {
            var f = f
            if let what = absorbed[index], let key = f.key {
                f.message += ": " + what.joined(separator: ", ")
                let cell = matrix.cell(f.language, key)
                if cell == .untranslated || cell == .empty { matrix.mark(f.language, key, .state) }
            }
            result.append(f)
        }
        return result
    }

    /// `findings` without the `empty-value` findings of values whose key is reported extra: the
    /// key is to be removed, not its text written. Run after the keys of a base table that holds
    /// no text have stopped being extra (`BaseTableWithoutText`), whose empty values stay.
    static func keepingExtraKeys(_ findings: [L10nFinding]) -> [L10nFinding] {
        var extra = Set<Value>()
        var anyEmpty = false
        for f in findings {
            if f.check == .extraKey, let key = f.key { extra.insert(Value(language: f.language, key: key, file: f.file)) }
            if f.check == .emptyValue { anyEmpty = true }
        }
        guard anyEmpty, !extra.isEmpty else { return findings }
        return findings.filter { f in
            guard f.check == .emptyValue, let key = f.key else { return true }
            return !extra.contains(Value(language: f.language, key: key, file: f.file))
        }
    }
}
