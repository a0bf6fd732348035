import Foundation

/// A key whose translations, most of them alike, write other placeholders than the base: the
/// base text changed after they were translated (Etar's `Event exported successfully`, whose
/// `: %1$s` 29 languages keep), or lost a placeholder the code still fills. Either way the
/// cause is one change of the base, and the fix is one decision of the developer's: restore
/// the base's placeholder, or have the translations updated (or drop a key nothing reads).
/// One finding for the key, under the base language and naming the languages, instead of one
/// per language that each blames a translator for keeping what the base had.
enum ChangedBasePlaceholders {
    /// At least this many languages write the same other placeholders, and more than half of
    /// the languages that translate the key.
    static let minimumLanguages = 5

    /// How `ValueChecks` begins and words a placeholder finding that compares with the base.
    static let prefix = "placeholders"
    static let comparison = " do not match the base's "

    /// `findings` with each such key's placeholder findings made one. Linear in findings and
    /// in the matrix's cells of the keys it reads.
    static func collapsing(_ findings: [L10nFinding], matrix: LanguageKeyMatrix, base: String) -> [L10nFinding] {
        // Per key and message (the message names both placeholder lists, not the language).
        var groups: [Pair: [Int]] = [:]
        for (index, f) in findings.enumerated() where f.check == .placeholderMismatch && f.language != base {
            guard let key = f.key, f.message.hasPrefix(prefix), f.message.contains(comparison) else { continue }
            groups[Pair(key: key, message: f.message), default: []].append(index)
        }
        guard groups.values.contains(where: { $0.count >= minimumLanguages }) else { return findings }
        let languages = matrix.languages.filter { LanguageCodes.primarySubtag($0) != LanguageCodes.primarySubtag(base) }
        var dropped = Set<Int>()
        var added: [L10nFinding] = []
        for (pair, indices) in groups.sorted(by: { ($0.key.key, $0.key.message) < ($1.key.key, $1.key.message) }) {
            let agreeing = Set(indices.map { findings[$0].language })
            guard agreeing.count >= minimumLanguages else { continue }
            let translating = languages.filter { matrix.cell($0, pair.key) != .missing }.count
            guard agreeing.count * 2 > translating else { continue }
            dropped.formUnion(indices)
            let first = findings[indices[0]]
            let names = agreeing.sorted()
            let listed = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
            let compared = first.message.dropFirst(prefix.count).replacingOccurrences(of: comparison, with: " where the base writes ")
            added.append(
                L10nFinding(
                    .placeholderMismatch, language: base, key: pair.key,
                    "\(agreeing.count) of \(translating) translations write placeholders\(compared) (\(listed)): the base changed after they were translated, or lost a placeholder the code fills; restore the base's or have the translations updated",
                    value: first.baseValue, baseValue: first.baseValue))
        }
        guard !dropped.isEmpty else { return findings }
        var result: [L10nFinding] = []
        result.reserveCapacity(findings.count - dropped.count + added.count)
        for (index, f) in findings.enumerated() where !dropped.contains(index) { result.append(f) }
        return result + added
    }

    struct Pair: Hashable {
        var key: String
        var message: String
    }
}
