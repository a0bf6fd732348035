import PaySpecJSON

/// Where the golden vectors hold authored content (`AuthoredValue`), so that an answer computed
/// for a new input (by the reference model, for `payspec fuzz` and `payspec compare`) marks the
/// same content the same way: a port is never faulted there for wording PaySpec chose.
///
/// Texts are found by their words (PaySpec's texts are distinct sentences, never an input's
/// value); values by suite and output path, where the golden vectors put a value marker and the
/// answer holds the same value.
public struct AuthoredContentIndex: Sendable {
    var texts: [String: JSONValue] = [:]
    /// Value markers by suite and output path ("suite path"), then by the value they mark: a node
    /// is looked up by its place first, so an answer's nodes are not written out to be found.
    var values: [String: [JSONValue: JSONValue]] = [:]
    /// The suites that have value markers: another suite's answer is looked up by its texts only.
    var valueSuites: Set<String> = []
    /// The most scalars a string equal to a text can hold (`EquivalentLengthBound`): an answer's
    /// longer value is no text, and is not hashed to find that out.
    var textScalarBound = 0

    public init() {}

    /// The index of every marker in `vectors`' expected outputs (every choice's included).
    public init(_ vectors: [GoldenVector]) {
        for v in vectors {
            collect(v.expect, suite: v.suite, path: "")
            for output in v.expectByChoice.values { collect(output, suite: v.suite, path: "") }
        }
    }

    private mutating func collect(_ value: JSONValue, suite: String, path: String) {
        if let a = AuthoredValue(value) {
            if a.key != nil, let text = a.reference.stringValue {
                if texts[text] == nil { texts[text] = value }
                textScalarBound = max(textScalarBound, EquivalentLengthBound.scalars(of: [text]))
            } else {
                values[Self.place(suite, path), default: [:]][a.reference] = value
                valueSuites.insert(suite)
            }
            return
        }
        switch value {
        case .object(let o): for (k, v) in o { collect(v, suite: suite, path: path + "." + k) }
        case .array(let a): for v in a { collect(v, suite: suite, path: path + "[]") }
        default: break
        }
    }

    static func place(_ suite: String, _ path: String) -> String {
        suite + " " + path
    }

    public var isEmpty: Bool { texts.isEmpty && values.isEmpty }

    /// `output` with authored content marked as the golden vectors mark it.
    public func mark(_ output: JSONValue, suite: String) -> JSONValue {
        var lookups = 0
        return mark(output, suite: suite, textLookups: &lookups)
    }

    /// `mark`, adding to `textLookups` the strings it looked up among the texts.
    func mark(_ output: JSONValue, suite: String, textLookups: inout Int) -> JSONValue {
        guard !isEmpty else { return output }
        // Most answers hold nothing to mark: the places are built only for a suite with value
        // markers, and the answer is rebuilt only where something is marked.
        let hasValues = valueSuites.contains(suite)
        guard hasValues || !texts.isEmpty else { return output }
        return marked(output, suite: suite, hasValues: hasValues, path: "", lookups: &textLookups) ?? output
    }

    /// The marked value, or `nil` when nothing inside `value` is marked (the caller keeps it as is).
    private func marked(_ value: JSONValue, suite: String, hasValues: Bool, path: String, lookups: inout Int) -> JSONValue? {
        if hasValues, let marker = values[Self.place(suite, path)]?[value] { return marker }
        switch value {
        case .string(let s):
            guard !texts.isEmpty, !EquivalentLengthBound.exceeds(s, textScalarBound) else { return nil }
            lookups += 1
            return texts[s]
        case .object(let o):
            var out: [String: JSONValue]?
            for (k, v) in o {
                guard let m = marked(v, suite: suite, hasValues: hasValues, path: hasValues ? path + "." + k : "", lookups: &lookups)
                else { continue }
                if out == nil { out = o }
                out![k] = m
            }
            return out.map(JSONValue.object)
        case .array(let a):
            var out: [JSONValue]?
            let element = hasValues ? path + "[]" : ""
            for (i, v) in a.enumerated() {
                guard let m = marked(v, suite: suite, hasValues: hasValues, path: element, lookups: &lookups) else { continue }
                if out == nil { out = a }
                out![i] = m
            }
            return out.map(JSONValue.array)
        default:
            return nil
        }
    }
}
