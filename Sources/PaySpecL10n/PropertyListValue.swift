/// A property-list value as the `.strings` and `.stringsdict` readers need it. Dictionaries keep
/// their members in file order so that duplicates and positions stay visible.
public indirect enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case data([UInt8])
    case date(Double)
    case array([PropertyListValue])
    case dictionary([(String, PropertyListValue)])

    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.real(let a), .real(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.data(let a), .data(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let s): hasher.combine(s)
        case .integer(let i): hasher.combine(i)
        case .array(let a): hasher.combine(a)
        case .dictionary(let d): for (k, v) in d { hasher.combine(k); hasher.combine(v) }
        default: hasher.combine(0)
        }
    }

    /// The member `key` of a dictionary.
    public subscript(key: String) -> PropertyListValue? {
        if case .dictionary(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
