import PaySpecJSON

/// What the rows of one known table must look like.
public struct TableSchema: Sendable {
    /// The JSON type a field must have.
    public enum FieldType: Sendable {
        case string, bool, integer, object, array
        /// A string drawn from a closed set.
        case oneOf([String])

        func accepts(_ value: JSONValue) -> Bool {
            switch (self, value) {
            case (.string, .string), (.bool, .bool), (.integer, .integer), (.object, .object), (.array, .array):
                return true
            case (.oneOf(let allowed), .string(let s)):
                return allowed.contains(s)
            default:
                return false
            }
        }

        var description: String {
            switch self {
            case .string: return "a string"
            case .bool: return "a boolean"
            case .integer: return "an integer"
            case .object: return "an object"
            case .array: return "an array"
            case .oneOf(let allowed): return "one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            }
        }
    }

    public var name: String
    public var keyField: String
    public var required: [String: FieldType]
    public var optional: [String: FieldType]
    /// Fields whose values become Swift identifiers as written.
    public var identifierFields: [String]
    /// Whether rows carry `level`/`source`/`why` (the ambiguity register does not).
    public var hasLevels: Bool
    /// Fields whose values a document writes verbatim (codes, case names, status strings): the
    /// lines a row cites must contain one of them. Empty for tables of prose rows, whose cited
    /// lines can only be shown to exist.
    public var evidenceFields: [String]
    /// Values of evidence fields that are PaySpec's own markers, not words of a document
    /// (`resolved`, `set`): never looked for.
    public var placeholderValues: Set<String>

    public init(
        _ name: String, key: String, required: [String: FieldType], optional: [String: FieldType] = [:],
        identifiers: [String] = [], evidence: [String] = [], placeholders: Set<String> = [],
        hasLevels: Bool = true
    ) {
        self.name = name
        self.keyField = key
        self.required = required
        self.optional = optional
        self.identifierFields = identifiers
        self.evidenceFields = evidence
        self.placeholderValues = placeholders
        self.hasLevels = hasLevels
    }

    /// Fields every levelled row may carry.
    static let commonFields: [String: FieldType] = [
        "level": .oneOf(SpecLevel.allCases.map(\.rawValue)),
        "source": .object,
        "why": .string,
        "fieldLevels": .object,
        "ambiguity": .string,
    ]

    func type(of field: String) -> FieldType? {
        required[field] ?? optional[field] ?? (hasLevels ? Self.commonFields[field] : nil)
    }

    var allFieldNames: [String] {
        var names = Set(required.keys).union(optional.keys)
        if hasLevels { names.formUnion(Self.commonFields.keys) }
        return names.sorted()
    }
}
