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
            } else {
                values[Self.place(suite, path), default: [:]][a.reference] = value
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
        isEmpty ? output : mark(output, suite: suite, path: "")
    }

    private func mark(_ value: JSONValue, suite: String, path: String) -> JSONValue {
        if let marker = values[Self.place(suite, path)]?[value] { return marker }
        switch value {
        case .string(let s): return texts[s] ?? value
        case .object(let o):
            var out: [String: JSONValue] = [:]
            for (k, v) in o { out[k] = mark(v, suite: suite, path: path + "." + k) }
            return .object(out)
        case .array(let a): return .array(a.map { mark($0, suite: suite, path: path + "[]") })
        default: return value
        }
    }
}
