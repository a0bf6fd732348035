/// A parsed JSON value that remembers where each part of it stood in the source text, so that
/// every later check can point at the exact line and column.
public struct JSONNode: Sendable {
    public indirect enum Kind: Sendable {
        case null
        case bool(Bool)
        case integer(Int)
        case double(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    public var kind: Kind
    /// Where the value's first character stands.
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The value without positions.
    public var value: JSONValue {
        switch kind {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .integer(let i): return .integer(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(\.value))
        case .object(let members):
            var dict = [String: JSONValue](minimumCapacity: members.count)
            for m in members { dict[m.key] = m.value.value }
            return .object(dict)
        }
    }

    /// The members of an object in source order, or `nil` for any other kind.
    public var members: [JSONMember]? {
        if case .object(let m) = kind { return m }
        return nil
    }

    /// The elements of an array, or `nil` for any other kind.
    public var elements: [JSONNode]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    /// The member named `key` of an object.
    public func member(_ key: String) -> JSONMember? {
        members?.first { $0.key == key }
    }
}

/// One `"key": value` pair of an object, with the key's own position.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONNode

    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
