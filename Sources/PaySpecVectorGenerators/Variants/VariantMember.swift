import PaySpecJSON
import PaySpecVectors

/// What a variant is expected to give, written from the spec rows (never from the reference model).
struct VariantExpectation {
    var expect: JSONValue
    /// The rows the expectation rests on.
    var spec: [String]
    /// Why the answer is what it is, for the description.
    var reason: String
    /// True when PaySpec reads the rows beyond what their documents state (level `should`).
    var derived = false
    var ambiguities: [String] = []
    var byChoice: [String: JSONValue] = [:]
}

/// One member of a suite's input and the variants tried on it: a base input, the path of the
/// member inside it, the values to put there, and the rule that gives each one's answer (nil
/// for a value outside the contract, which gets no vector).
struct VariantMember {
    /// Part of the vector id: `variant-<name>-<variant>`.
    var name: String
    var base: JSONValue
    var path: [String]
    var variants: [ValueVariant]
    var judge: (ValueVariant) -> VariantExpectation?
}

extension JSONValue {
    /// A copy with the member at `path` set to `value`, or removed when nil. A step is an
    /// object key, or an array position written as its decimal number.
    @_optimize(none)
    func settingMember(_ path: [String], to value: JSONValue?) -> JSONValue {
        guard let key = path.first else { return value ?? self }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(var o):
            o[key] = rest.isEmpty ? value : (o[key] ?? .object([:])).settingMember(rest, to: value)
            return .object(o)
        case .array(var a):
            guard let i = Int(key), a.indices.contains(i) else { return self }
            if rest.isEmpty {
                if let value { a[i] = value } else { a.remove(at: i) }
            } else {
                a[i] = a[i].settingMember(rest, to: value)
            }
            return .array(a)
        default:
            return self
        }
    }
}
