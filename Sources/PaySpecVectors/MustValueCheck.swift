import PaySpecJSON
import PaySpecModel

/// A `must` vector promises that a document states every value it expects. Given the documents'
/// lines, this proves it where it can: each expected string must stand on a line that one of the
/// vector's normative rows cites (compared ignoring case).
///
/// What is not a document's word is left out, each for its reason: a string the input holds
/// (the answer passes it on), a string built from one (a URL around a payment id), authored
/// content and matchers (judged by form, not value), a vector whose answer depends on an
/// ambiguity (judged under a declared reading), and the suites' own vocabulary — the names a
/// suite page gives documented things (`style: success` for the document's green style).
public enum MustValueCheck {
    /// Output members whose values are a suite's names for documented things, not the documents' words.
    public static let vocabulary: Set<String> = ["category", "classification", "style", "action", "thread", "asked"]
    /// Values that stand for "present" rather than a value (`error: "set"`).
    public static let placeholders: Set<String> = ["set"]

    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// `must` vectors with at least one expected string judged by value.
        public var checked = 0
        /// `must` vectors with nothing to judge by value (booleans, numbers, echoes, vocabulary).
        public var nothingToCheck = 0
    }

    /// `lines`: each document's lines by file name (`DocumentLineCheck.Outcome.lines`).
    public static func run(_ suites: [VectorSuite], catalog: SpecCatalog, lines: [String: [String]]) -> Outcome {
        var outcome = Outcome()
        var rows: [String: SpecRow] = [:]
        for name in catalog.tableNames { for row in catalog.rows(name) { rows[row.reference(in: name)] = row } }
        for suite in suites {
            for v in suite.vectors where v.level == .must {
                var cited: [String] = []
                for reference in v.spec {
                    guard let row = rows[reference], row.level == .normative, let source = row.source, let range = source.lines,
                        let text = lines[source.document]
                    else { continue }
                    cited += range.lineNumbers.filter { $0 <= text.count }.map { text[$0 - 1].lowercased() }
                }
                let values = judgedStrings(v)
                guard !values.isEmpty else {
                    outcome.nothingToCheck += 1
                    continue
                }
                outcome.checked += 1
                let missing = values.filter { value in !cited.contains { $0.contains(value.lowercased()) } }
                guard !missing.isEmpty else { continue }
                let shown = missing.map { JSONWriter.line(.string($0)) }.joined(separator: ", ")
                outcome.diagnostics.append(
                    Diagnostic(
                        file: suite.path.isEmpty ? "golden/\(suite.name).json" : suite.path,
                        at: SourceLocation(line: max(1, v.line), column: 1),
                        "\(v.id): level must, but no line its rows cite states \(shown); cite the row whose line does, or make the vector should"
                    ))
            }
        }
        return outcome
    }

    /// The strings of `vector`'s answer that a document must state, by this check's rules.
    public static func judgedStrings(_ vector: GoldenVector) -> [String] {
        guard vector.level == .must, vector.ambiguities.isEmpty else { return [] }
        let inputs = strings(in: vector.input, skippingVocabulary: false)
        return strings(in: vector.expect, skippingVocabulary: true).filter { s in
            !s.isEmpty && !placeholders.contains(s) && !inputs.contains { !$0.isEmpty && s.contains($0) }
        }
    }

    /// The strings of a value, outside markers (and, for an answer, outside vocabulary members).
    static func strings(in value: JSONValue, skippingVocabulary: Bool) -> [String] {
        switch value {
        case .string(let s): return [s]
        case .array(let a): return a.flatMap { strings(in: $0, skippingVocabulary: skippingVocabulary) }
        case .object(let o):
            if o.keys.contains(where: { $0.hasPrefix("$") }) { return [] }
            return o.flatMap { key, v in
                skippingVocabulary && vocabulary.contains(key) ? [] : strings(in: v, skippingVocabulary: skippingVocabulary)
            }
        default: return []
        }
    }
}
