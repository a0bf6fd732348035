/// The centre of every report: one cell per language and key, with a completion percentage
/// per language.
public struct LanguageKeyMatrix: Sendable {
    /// The state of one cell, from worst to best.
    public enum Cell: String, Sendable, Hashable, Comparable, CaseIterable {
        case missing
        case empty
        case placeholder
        case untranslated
        case state
        /// Present and translated, with another finding (script, length, whitespace, plural).
        case issue
        /// Absent from a regional catalog, which falls back to its language's entry.
        case fallback
        case ok

        public static func < (a: Cell, b: Cell) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }

        /// Whether the cell counts towards completion: only clean entries (and the keys a
        /// regional catalog leaves to its language) do, so a language with an error is never 100%.
        public var isComplete: Bool { self == .ok || self == .fallback }
    }

    public var languages: [String]
    public var keys: [String]
    /// language -> one cell per key, in the order of `keys`.
    public var cells: [String: [Cell]]
    private let keyIndex: [String: Int]

    public init(languages: [String], keys: [String]) {
        self.languages = languages
        self.keys = keys
        cells = [:]
        var index: [String: Int] = [:]
        for (i, key) in keys.enumerated() { index[key] = i }
        keyIndex = index
    }

    /// A matrix whose key index is `keyIndex`, already made for `keys`, each listed once: one
    /// table of a million keys shared instead of a second one built.
    init(languages: [String], keys: [String], distinctKeyIndex keyIndex: [String: Int]) {
        self.languages = languages
        self.keys = keys
        cells = [:]
        self.keyIndex = keyIndex
    }

    public func cell(_ language: String, _ key: String) -> Cell {
        guard let i = keyIndex[key], let row = cells[language], i < row.count else { return .missing }
        return row[i]
    }

    /// Sets one cell (a key the matrix has, of a language it has a row for).
    public mutating func mark(_ language: String, _ key: String, _ cell: Cell) {
        guard let i = keyIndex[key], cells[language]?.indices.contains(i) == true else { return }
        cells[language]![i] = cell
    }

    /// The cells of a language that count towards completion.
    public func completeCount(_ language: String) -> Int {
        (cells[language] ?? []).reduce(0) { $0 + ($1.isComplete ? 1 : 0) }
    }

    /// Complete cells of a language, in percent (0–100). With no keys at all nothing is
    /// translated, so the language is 0% complete, never a vacuous 100%.
    public func completion(_ language: String) -> Double {
        guard !keys.isEmpty else { return 0 }
        return Double(completeCount(language)) * 100 / Double(keys.count)
    }

    /// Completion as text with one decimal: `94.7%`.
    public func completionText(_ language: String) -> String {
        let value = (completion(language) * 10).rounded() / 10
        return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }
}
